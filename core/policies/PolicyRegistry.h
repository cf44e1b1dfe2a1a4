#pragma once

#include "engine/Policy.h"
#include "parameters/ParameterSpec.h"
#include "policies/PolicyInfo.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace schedlab {


// The policy catalogue. Immutable after construction and free of global
// state: each caller builds its own (cheap) registry, and create() returns a
// fresh Policy per simulation.
class PolicyRegistry {
public:
    using Factory = std::function<std::unique_ptr<Policy>(const Parameters&)>;

    PolicyRegistry();  // registers every built-in policy

    [[nodiscard]] const std::vector<PolicyInfo>& policies() const { return m_infos; }
    [[nodiscard]] const PolicyInfo* find(const std::string& name) const;
    // Throws ConfigurationError for an unknown name (listing the known ones)
    // or a bad parameter.
    // `ticksPerSecond` is the workload's (Workload::ticksPerSecond): a
    // policy reads its parameters in seconds and works in ticks.
    [[nodiscard]] std::unique_ptr<Policy> create(const std::string& name, const ParameterValues& values = {},
                                                 std::int64_t ticksPerSecond = 1) const;

    // The one normalisation of a policy's parameters: every parameter
    // present, defaults filled in, numbers in their canonical text ("16.0"
    // -> "16"). Run descriptions, run keys, sweep identities and study
    // lookups all use it, so that listing a default is the same run.
    // Throws ConfigurationError as create() does.
    [[nodiscard]] ParameterValues completeParameters(const std::string& name, const ParameterValues& values) const;

    // For the add...Policies() functions of BuiltInPolicies.h.
    void add(PolicyInfo info, Factory factory);

    template <typename PolicyType>
    static Factory factoryFor()
    {
        return [](const Parameters& parameters) -> std::unique_ptr<Policy> {
            return std::make_unique<PolicyType>(parameters);
        };
    }

private:
    [[noreturn]] void throwUnknown(const std::string& name) const;

    std::vector<PolicyInfo> m_infos;
    std::vector<Factory> m_factories;
};

}  // namespace schedlab
