#include "policies/ParameterSpec.h"

#include "engine/SimulationError.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

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

bool parseReal(const std::string& text, double& value)
{
    const char* begin = text.data();
    const char* end = begin + text.size();
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    return ec == std::errc() && ptr == end && std::isfinite(value);
}

std::string joined(const std::vector<std::string>& items)
{
    std::string out;
    for (const std::string& item : items)
        out += (out.empty() ? "" : ", ") + item;
    return out;
}

std::string formatNumber(double value)
{
    std::ostringstream out;
    out << value;
    return out.str();
}

// Checks one value against its spec; returns the normalised text or throws.
std::string normalise(const std::string& policy, const ParameterSpec& spec,
                      const std::string& text)
{
    auto reject = [&](const std::string& expected) -> std::string {
        throw ConfigurationError("policy '" + policy + "': parameter '" + spec.name + "' must be " +
                                 expected + ", got '" + text + "'");
    };
    switch (spec.type) {
    case ParameterSpec::Type::Boolean:
        if (text == "true" || text == "1" || text == "yes" || text == "on")
            return "true";
        if (text == "false" || text == "0" || text == "no" || text == "off")
            return "false";
        return reject("true or false");
    case ParameterSpec::Type::Choice:
        if (std::find(spec.choices.begin(), spec.choices.end(), text) == spec.choices.end())
            return reject("one of " + joined(spec.choices));
        return text;
    case ParameterSpec::Type::Text:
        if (spec.check) {
            try {
                spec.check(text);
            } catch (const ConfigurationError& error) {
                throw ConfigurationError("policy '" + policy + "': parameter '" + spec.name + "': " +
                                         error.what());
            }
        }
        return text;
    case ParameterSpec::Type::Integer:
    case ParameterSpec::Type::Real: {
        double value = 0;
        const bool integer = spec.type == ParameterSpec::Type::Integer;
        const std::string kind = integer ? "a whole number" : "a number";
        const std::string range =
            kind + " between " + formatNumber(spec.minimum) + " and " + formatNumber(spec.maximum);
        if (!parseReal(text, value) || (integer && value != std::floor(value)))
            return reject(range);
        if (value < spec.minimum || value > spec.maximum)
            return reject(range);
        return integer ? std::to_string(static_cast<long long>(value)) : formatNumber(value);
    }
    }
    return text;
}

}  // namespace

Parameters::Parameters(const std::string& policyName, const std::vector<ParameterSpec>& specs,
                       const ParameterValues& given)
{
    for (const auto& [name, value] : given) {
        const bool known = std::any_of(specs.begin(), specs.end(),
                                       [&](const ParameterSpec& s) { return s.name == name; });
        if (!known) {
            std::vector<std::string> names;
            for (const ParameterSpec& s : specs)
                names.push_back(s.name);
            throw ConfigurationError("policy '" + policyName + "' has no parameter '" + name +
                                     "'" +
                                     (names.empty() ? std::string("; it takes none")
                                                    : "; its parameters are " + joined(names)));
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

long long Parameters::integer(const std::string& name) const
{
    return std::stoll(text(name));
}

double Parameters::real(const std::string& name) const
{
    return std::stod(text(name));
}

bool Parameters::boolean(const std::string& name) const
{
    return text(name) == "true";
}

}  // namespace schedlab
