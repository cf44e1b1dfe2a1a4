#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace schedlab {

// One typed, documented parameter of a policy, a generator or a study: the
// one parameter schema of SchedLab. The workbench builds its forms from
// these, the CLI checks `--param key=value` against them, and
// ParameterParsing reads their values the same way for all.
struct ParameterSpec {
    enum class Type { Integer, Real, Boolean, Choice, Text };
    std::string name;       // key, e.g. "gamma"
    std::string label;      // short human label, e.g. "Bin ratio γ"
    Type type = Type::Real;
    double minimum = 0;     // Integer / Real
    double maximum = 0;
    std::string defaultValue;         // as text, e.g. "2", "true", "fcfs"
    std::vector<std::string> choices; // Choice only
    std::string unit;       // e.g. "s", "%", empty if none
    std::string help;       // one or two sentences
    // Text only: throws ConfigurationError (e.g. a FormulaError pointing at
    // the column) when the text is not acceptable; empty accepts anything.
    std::function<void(const std::string&)> check = {};

    // Integer or Real: the only types with a minimum and a maximum.
    [[nodiscard]] bool numeric() const { return type == Type::Integer || type == Type::Real; }
};

[[nodiscard]] std::string parameterTypeName(ParameterSpec::Type type);

// Parameter values as given by a user, by name, as text.
using ParameterValues = std::map<std::string, std::string>;

// Checked, typed access to a policy's parameter values: every value has been
// validated against its spec, and missing ones take their defaults.
class Parameters {
public:
    // Throws ConfigurationError naming the policy, the parameter and the
    // problem ("policy 'smart-ffia': parameter 'gamma' must be a number
    // between 1.1 and 16, got 'abc'").
    Parameters(const std::string& policyName, const std::vector<ParameterSpec>& specs,
               const ParameterValues& given);

    [[nodiscard]] long long integer(const std::string& name) const;
    [[nodiscard]] double real(const std::string& name) const;
    [[nodiscard]] bool boolean(const std::string& name) const;
    [[nodiscard]] const std::string& text(const std::string& name) const;
    [[nodiscard]] const ParameterValues& values() const { return m_values; }

    // A parameter given in seconds, in ticks of the workload being run
    // (Workload::ticksPerSecond), rounded to the nearest tick.
    [[nodiscard]] std::int64_t ticks(const std::string& name) const;
    // The workload's ticks per second; 1 (whole seconds) unless the run sets it.
    [[nodiscard]] std::int64_t ticksPerSecond() const { return m_ticksPerSecond; }
    void setTicksPerSecond(std::int64_t ticksPerSecond) { m_ticksPerSecond = ticksPerSecond; }

private:
    ParameterValues m_values;  // complete, normalised
    std::int64_t m_ticksPerSecond = 1;
};

}  // namespace schedlab
