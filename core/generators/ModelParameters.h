#pragma once

#include "model/Types.h"
#include "parameters/ParameterSpec.h"
#include "workload/Job.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// What the generators of the grid, QoS and utility models share: building
// their ParameterSpecs, reading lists and choices, and turning drawn seconds
// into ticks and drawn credits into numbers that print the same everywhere.
class ModelParameters {
public:
    static constexpr const char* kTick = "tick";
    static constexpr const char* kDeadlineKind = "deadline-kind";
    static constexpr const char* kSoft = "soft";
    static constexpr const char* kHard = "hard";
    // Credits, shares and data sizes keep this many decimals: the draws use
    // std::log and std::sqrt, whose last bit may differ between C libraries,
    // and rounding hides that so a seed gives the same file everywhere.
    static constexpr int kValueDecimals = 6;
    // Longer lists than this (sites, users) are not a workload of the models.
    static constexpr std::size_t kMaxListLength = 1000;

    [[nodiscard]] static ParameterSpec integer(const std::string& name, const std::string& label,
        long long minimum, long long maximum, long long defaultValue, const std::string& unit,
        const std::string& help);
    [[nodiscard]] static ParameterSpec real(const std::string& name, const std::string& label,
        double minimum, double maximum, const std::string& defaultValue, const std::string& unit,
        const std::string& help);
    // One of `choices`, the first being the default.
    [[nodiscard]] static ParameterSpec choice(const std::string& name, const std::string& label,
        const std::vector<std::string>& choices, const std::string& help);
    // A comma-separated list of positive numbers ("700,600,500"); `allowEmpty`:
    // an empty text means "not given".
    [[nodiscard]] static ParameterSpec list(const std::string& name, const std::string& label,
        const std::string& defaultValue, bool allowEmpty, const std::string& help);
    // GeneratorParameters::jobsSpec with the model's own default.
    [[nodiscard]] static ParameterSpec jobs(std::size_t defaultJobs, const std::string& help);
    // "1s", "1ms" or "1us": the tick every time of the workload counts.
    [[nodiscard]] static ParameterSpec tick(
        const std::string& defaultTick, const std::string& help);
    [[nodiscard]] static ParameterSpec deadlineKind(
        const std::string& defaultKind, const std::string& help);

    // Throws ConfigurationError "<generator>: <name> must be ..." for a bad
    // list (without the names when `generator` is empty).
    [[nodiscard]] static std::vector<double> parseList(
        const std::string& generator, const std::string& name, const std::string& text);
    [[nodiscard]] static std::int64_t ticksPerSecond(const std::string& tickName);
    [[nodiscard]] static std::string tickName(std::int64_t ticksPerSecond);
    [[nodiscard]] static DeadlineKind deadlineKindNamed(const std::string& name);
    [[nodiscard]] static std::string deadlineKindName(DeadlineKind kind);

    // Seconds to the nearest tick, at least `minimum` ticks.
    [[nodiscard]] static Time ticks(double seconds, std::int64_t ticksPerSecond, Time minimum = 0);
    // `value` rounded to kValueDecimals decimals.
    [[nodiscard]] static double rounded(double value);
    // The shortest text that reads back as `value` ("105", "0.64"), for notes.
    [[nodiscard]] static std::string number(double value);
    // "a,b,c" of numbers, for notes.
    [[nodiscard]] static std::string numbers(const std::vector<double>& values);

    // Throw ConfigurationError "<generator>: <name> must be ..., got V".
    static void requireAbove(
        const std::string& generator, const std::string& name, double value, double bound);
    static void requireAtLeast(
        const std::string& generator, const std::string& name, double value, double bound);
    static void requireAtMost(
        const std::string& generator, const std::string& name, double value, double bound);
    static void requireTick(const std::string& generator, std::int64_t ticksPerSecond);
};

} // namespace schedlab
