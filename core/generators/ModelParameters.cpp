#include "generators/ModelParameters.h"

#include "engine/SimulationError.h"
#include "generators/GeneratorParameters.h"
#include "workload/NativeWorkloadFormat.h"

#include <array>
#include <charconv>
#include <cmath>
#include <limits>

namespace schedlab {

namespace {

// Enough for any shortest-form double.
constexpr std::size_t kNumberBuffer = 32;

double parsePositive(const std::string& item, bool& ok)
{
    double value = 0;
    const char* begin = item.data();
    const char* end = begin + item.size();
    // from_chars reads no locale: "2.5" is 2.5 on a German desktop too.
    const auto result = std::from_chars(begin, end, value);
    ok = result.ec == std::errc() && result.ptr == end && std::isfinite(value) && value > 0;
    return value;
}

std::string trimmed(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

} // namespace

ParameterSpec ModelParameters::integer(const std::string& name, const std::string& label,
    long long minimum, long long maximum, long long defaultValue, const std::string& unit,
    const std::string& help)
{
    ParameterSpec spec;
    spec.name = name;
    spec.label = label;
    spec.type = ParameterSpec::Type::Integer;
    spec.minimum = static_cast<double>(minimum);
    spec.maximum = static_cast<double>(maximum);
    spec.defaultValue = std::to_string(defaultValue);
    spec.unit = unit;
    spec.help = help;
    return spec;
}

ParameterSpec ModelParameters::choice(const std::string& name, const std::string& label,
    const std::vector<std::string>& choices, const std::string& help)
{
    ParameterSpec spec;
    spec.name = name;
    spec.label = label;
    spec.type = ParameterSpec::Type::Choice;
    spec.choices = choices;
    spec.defaultValue = choices.front();
    spec.help = help;
    return spec;
}

ParameterSpec ModelParameters::real(const std::string& name, const std::string& label,
    double minimum, double maximum, const std::string& defaultValue, const std::string& unit,
    const std::string& help)
{
    ParameterSpec spec;
    spec.name = name;
    spec.label = label;
    spec.type = ParameterSpec::Type::Real;
    spec.minimum = minimum;
    spec.maximum = maximum;
    spec.defaultValue = defaultValue;
    spec.unit = unit;
    spec.help = help;
    return spec;
}

ParameterSpec ModelParameters::list(const std::string& name, const std::string& label,
    const std::string& defaultValue, bool allowEmpty, const std::string& help)
{
    ParameterSpec spec;
    spec.name = name;
    spec.label = label;
    spec.type = ParameterSpec::Type::Text;
    spec.defaultValue = defaultValue;
    spec.help = help;
    spec.check = [allowEmpty](const std::string& text) {
        if (allowEmpty && trimmed(text).empty())
            return;
        // Parameters puts the generator and parameter names before the message.
        static_cast<void>(parseList({}, {}, text));
    };
    return spec;
}

ParameterSpec ModelParameters::jobs(std::size_t defaultJobs, const std::string& help)
{
    ParameterSpec spec = GeneratorParameters::jobsSpec();
    spec.defaultValue = std::to_string(defaultJobs);
    spec.help = help;
    return spec;
}

ParameterSpec ModelParameters::tick(const std::string& defaultTick, const std::string& help)
{
    ParameterSpec spec;
    spec.name = kTick;
    spec.label = "Tick";
    spec.type = ParameterSpec::Type::Choice;
    for (const native::Tick& tick : native::kTicks)
        spec.choices.emplace_back(tick.name);
    spec.defaultValue = defaultTick;
    spec.help = help;
    return spec;
}

ParameterSpec ModelParameters::deadlineKind(const std::string& defaultKind, const std::string& help)
{
    ParameterSpec spec;
    spec.name = kDeadlineKind;
    spec.label = "Deadline kind";
    spec.type = ParameterSpec::Type::Choice;
    spec.choices = { kSoft, kHard };
    spec.defaultValue = defaultKind;
    spec.help = help;
    return spec;
}

std::vector<double> ModelParameters::parseList(
    const std::string& generator, const std::string& name, const std::string& text)
{
    const std::string prefix = generator.empty() ? std::string() : generator + ": " + name + " ";
    std::vector<double> values;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string item = trimmed(
            text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
        bool ok = false;
        const double value = parsePositive(item, ok);
        if (!ok)
            throw ConfigurationError(prefix
                + "must be a comma-separated list of positive numbers, got '" + item + "' in '"
                + text + "'");
        values.push_back(value);
        if (values.size() > kMaxListLength)
            throw ConfigurationError(
                prefix + "must have at most " + std::to_string(kMaxListLength) + " entries");
        if (comma == std::string::npos)
            return values;
        start = comma + 1;
    }
}

std::int64_t ModelParameters::ticksPerSecond(const std::string& tickName)
{
    const auto tick = native::tickNamed(tickName);
    if (!tick)
        throw ConfigurationError("unknown tick '" + tickName + "' (expected 1s, 1ms or 1us)");
    return tick->perSecond;
}

std::string ModelParameters::tickName(std::int64_t ticksPerSecond)
{
    const auto tick = native::tickPerSecond(ticksPerSecond);
    return tick ? std::string(tick->name) : std::to_string(ticksPerSecond) + " per second";
}

DeadlineKind ModelParameters::deadlineKindNamed(const std::string& name)
{
    if (name == kSoft)
        return DeadlineKind::Soft;
    if (name == kHard)
        return DeadlineKind::Hard;
    throw ConfigurationError("unknown deadline kind '" + name + "' (expected soft or hard)");
}

std::string ModelParameters::deadlineKindName(DeadlineKind kind)
{
    return kind == DeadlineKind::Hard ? kHard : kSoft;
}

Time ModelParameters::ticks(double seconds, std::int64_t ticksPerSecond, Time minimum)
{
    return std::max(
        static_cast<Time>(std::llround(seconds * static_cast<double>(ticksPerSecond))), minimum);
}

double ModelParameters::rounded(double value)
{
    const double scale = std::pow(10.0, kValueDecimals);
    return std::round(value * scale) / scale;
}

std::string ModelParameters::number(double value)
{
    std::array<char, kNumberBuffer> buffer {};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return std::string(buffer.data(), result.ptr);
}

std::string ModelParameters::numbers(const std::vector<double>& values)
{
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i)
        text += (i == 0 ? "" : ",") + number(values[i]);
    return text;
}

void ModelParameters::requireAbove(
    const std::string& generator, const std::string& name, double value, double bound)
{
    if (!(value > bound) || !std::isfinite(value))
        throw ConfigurationError(
            generator + ": " + name + " must be above " + number(bound) + ", got " + number(value));
}

void ModelParameters::requireAtLeast(
    const std::string& generator, const std::string& name, double value, double bound)
{
    if (!(value >= bound) || !std::isfinite(value))
        throw ConfigurationError(generator + ": " + name + " must be at least " + number(bound)
            + ", got " + number(value));
}

void ModelParameters::requireAtMost(
    const std::string& generator, const std::string& name, double value, double bound)
{
    if (!(value <= bound))
        throw ConfigurationError(generator + ": " + name + " must be at most " + number(bound)
            + ", got " + number(value));
}

void ModelParameters::requireTick(const std::string& generator, std::int64_t ticksPerSecond)
{
    if (!native::tickPerSecond(ticksPerSecond))
        throw ConfigurationError(generator + ": " + std::string(kTick)
            + " must be 1 s, 1 ms or 1 us, got " + std::to_string(ticksPerSecond)
            + " ticks per second");
}

} // namespace schedlab
