#include "parameters/ParameterParsing.h"
#include "parameters/ParameterSpec.h"

#include "engine/SimulationError.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

std::string parameterTypeName(ParameterSpec::Type type)
{
    switch (type) {
    case ParameterSpec::Type::Integer: return "integer";
    case ParameterSpec::Type::Real: return "real";
    case ParameterSpec::Type::Boolean: return "boolean";
    case ParameterSpec::Type::Choice: return "choice";
    case ParameterSpec::Type::Text: return "text";
    }
    return "real";
}

namespace {

// Checks one value against its spec; returns the normalised text or throws.
std::string normalise(const std::string& policy, const ParameterSpec& spec, const std::string& text)
{
    if (spec.type == ParameterSpec::Type::Text && spec.check) {
        try {
            spec.check(text);
        } catch (const ConfigurationError& error) {
            throw ConfigurationError("policy '" + policy + "': parameter '" + spec.name + "': " + error.what());
        }
    }
    auto value = ParameterParsing::normalised(spec, text);
    if (!value) {
        throw ConfigurationError("policy '" + policy + "': parameter '" + spec.name + "' must be " +
                                 ParameterParsing::expected(spec) + ", got '" + text + "'");
    }
    return std::move(*value);
}

}  // namespace

Parameters::Parameters(const std::string& policyName, const std::vector<ParameterSpec>& specs,
                       const ParameterValues& given)
{
    for (const auto& entry : given) {
        // A reference, not a structured binding: clang before 16 cannot
        // capture a binding in a lambda.
        const std::string& name = entry.first;
        const bool known = std::any_of(specs.begin(), specs.end(),
                                       [&](const ParameterSpec& s) { return s.name == name; });
        if (!known) {
            std::vector<std::string> names;
            for (const ParameterSpec& s : specs)
                names.push_back(s.name);
            throw ConfigurationError("policy '" + policyName + "' has no parameter '" + name +
                                     "'" +
                                     (names.empty() ? std::string("; it takes none")
                                                    : "; its parameters are " + ParameterParsing::listed(names)));
        }
    }
    for (const ParameterSpec& spec : specs) {
        const auto it = given.find(spec.name);
        const std::string& text = it != given.end() ? it->second : spec.defaultValue;
        m_values[spec.name] = normalise(policyName, spec, text);
    }
}

const std::string& Parameters::text(const std::string& name) const
{
    const auto it = m_values.find(name);
    if (it == m_values.end())
        throw ConfigurationError("no parameter '" + name + "' (a policy asked for it by mistake)");
    return it->second;
}

// Not std::stod: it follows the C locale, which the workbench sets from the
// user's (a German desktop would read "2.5" as 2).
long long Parameters::integer(const std::string& name) const
{
    return ParameterParsing::parseInteger(text(name)).value_or(0);
}

double Parameters::real(const std::string& name) const
{
    return ParameterParsing::parseReal(text(name)).value_or(0.0);
}

std::int64_t Parameters::ticks(const std::string& name) const
{
    // Whole seconds at a whole-second tick stay exact integers: no detour
    // through floating point for the runs every SWF trace makes.
    if (const auto whole = ParameterParsing::parseInteger(text(name)))
        return std::int64_t(*whole) * m_ticksPerSecond;
    return std::int64_t(std::llround(real(name) * double(m_ticksPerSecond)));
}

bool Parameters::boolean(const std::string& name) const
{
    return text(name) == "true";
}

}  // namespace schedlab
