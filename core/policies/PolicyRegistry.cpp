#include "policies/PolicyRegistry.h"

#include "engine/SimulationError.h"
#include "policies/BuiltInPolicies.h"

namespace schedlab {

PolicyRegistry::PolicyRegistry()
{
    addBaselinePolicies(*this);
    addShelfPolicies(*this);
    addGangPolicies(*this);
    addGridPolicies(*this);
    addEconomicPolicies(*this);
    addUtilityPolicies(*this);
    addQosPolicies(*this);
}

void PolicyRegistry::add(PolicyInfo info, Factory factory)
{
    m_infos.push_back(std::move(info));
    m_factories.push_back(std::move(factory));
}

const PolicyInfo* PolicyRegistry::find(const std::string& name) const
{
    for (const PolicyInfo& info : m_infos) {
        if (info.name == name)
            return &info;
    }
    return nullptr;
}

std::unique_ptr<Policy> PolicyRegistry::create(const std::string& name, const ParameterValues& values,
                                               std::int64_t ticksPerSecond) const
{
    for (std::size_t i = 0; i < m_infos.size(); ++i) {
        if (m_infos[i].name == name) {
            Parameters parameters(name, m_infos[i].parameters, values);
            parameters.setTicksPerSecond(ticksPerSecond);
            return m_factories[i](parameters);
        }
    }
    throwUnknown(name);
}

ParameterValues PolicyRegistry::completeParameters(const std::string& name, const ParameterValues& values) const
{
    const PolicyInfo* info = find(name);
    if (info == nullptr)
        throwUnknown(name);
    return Parameters(name, info->parameters, values).values();
}

void PolicyRegistry::throwUnknown(const std::string& name) const
{
    std::string known;
    for (const PolicyInfo& info : m_infos)
        known += (known.empty() ? "" : ", ") + info.name;
    throw ConfigurationError("unknown policy '" + name + "'; the policies are " + known);
}

}  // namespace schedlab
