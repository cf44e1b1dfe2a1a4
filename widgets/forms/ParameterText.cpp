#include "forms/ParameterText.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <exception>

namespace schedlab {

namespace {

constexpr double kTen = 10.0;
constexpr double kStepsPerRange = 100.0;
constexpr double kTwo = 2.0;
constexpr double kFive = 5.0;
constexpr std::size_t kNumberBufferSize = 64;

// Digits after the decimal point in the shortest text of `value`.
int decimalsOf(double value)
{
    std::array<char, kNumberBufferSize> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                         std::chars_format::fixed);
    if (ec != std::errc())
        return 0;
    const std::string text(buffer.data(), end);
    const auto dot = text.find('.');
    return dot == std::string::npos ? 0 : int(text.size() - dot - 1);
}

QString number(double value)
{
    return QString::number(value, 'g', ParameterText::kMaxRealDecimals);
}

}  // namespace

std::optional<double> ParameterText::parseReal(const std::string& text)
{
    // std::from_chars, as the core uses: no locale, no leading blanks.
    double value = 0;
    const char* begin = text.data();
    const char* end = begin + text.size();
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<long long> ParameterText::parseInteger(const std::string& text)
{
    const auto value = parseReal(text);
    if (!value || *value != std::floor(*value))
        return std::nullopt;
    return static_cast<long long>(*value);
}

std::optional<bool> ParameterText::parseBoolean(const std::string& text)
{
    if (text == "true" || text == "1" || text == "yes" || text == "on")
        return true;
    if (text == "false" || text == "0" || text == "no" || text == "off")
        return false;
    return std::nullopt;
}

std::string ParameterText::formatReal(double value, int decimals)
{
    const double scale = std::pow(kTen, std::clamp(decimals, 0, kMaxRealDecimals));
    double rounded = std::round(value * scale) / scale;
    if (rounded == 0)
        rounded = 0;  // no "-0"
    std::array<char, kNumberBufferSize> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), rounded);
    return ec == std::errc() ? std::string(buffer.data(), end) : std::to_string(rounded);
}

double ParameterText::stepFor(const ParameterSpec& spec)
{
    const double raw = (spec.maximum - spec.minimum) / kStepsPerRange;
    if (!(raw > 0) || !std::isfinite(raw))
        return 1.0;
    const double magnitude = std::pow(kTen, std::floor(std::log10(raw)));
    const double fraction = raw / magnitude;
    const double nice = fraction <= 1.0 ? 1.0 : fraction <= kTwo ? kTwo : fraction <= kFive ? kFive : kTen;
    return nice * magnitude;
}

int ParameterText::decimalsFor(const ParameterSpec& spec)
{
    int decimals = decimalsOf(stepFor(spec));
    decimals = std::max(decimals, decimalsOf(spec.minimum));
    decimals = std::max(decimals, decimalsOf(spec.maximum));
    if (const auto value = parseReal(spec.defaultValue))
        decimals = std::max(decimals, decimalsOf(*value));
    return std::clamp(decimals, kMinRealDecimals, kMaxRealDecimals);
}

QString ParameterText::rangeText(const ParameterSpec& spec)
{
    const QString unit = spec.unit.empty() ? QString() : QLatin1Char(' ') + QString::fromStdString(spec.unit);
    switch (spec.type) {
    case ParameterSpec::Type::Integer:
    case ParameterSpec::Type::Real:
        return tr("Range: %1 to %2%3").arg(number(spec.minimum), number(spec.maximum), unit);
    case ParameterSpec::Type::Choice: {
        QStringList choices;
        for (const std::string& choice : spec.choices)
            choices << QString::fromStdString(choice);
        return tr("Choices: %1").arg(choices.join(QStringLiteral(", ")));
    }
    case ParameterSpec::Type::Boolean:
    case ParameterSpec::Type::Text:
        break;
    }
    return {};
}

QString ParameterText::expectedText(const ParameterSpec& spec)
{
    switch (spec.type) {
    case ParameterSpec::Type::Integer:
        return tr("a whole number between %1 and %2").arg(number(spec.minimum), number(spec.maximum));
    case ParameterSpec::Type::Real:
        return tr("a number between %1 and %2").arg(number(spec.minimum), number(spec.maximum));
    case ParameterSpec::Type::Boolean:
        return tr("true or false");
    case ParameterSpec::Type::Choice:
        return rangeText(spec);
    case ParameterSpec::Type::Text:
        return tr("acceptable text");
    }
    return {};
}

std::string ParameterText::normalisedDefault(const ParameterSpec& spec)
{
    try {
        return Parameters(spec.name, {spec}, {}).text(spec.name);
    } catch (const std::exception&) {
        return spec.defaultValue;
    }
}

QString ParameterText::coreProblem(const PolicyInfo& info, const ParameterValues& values)
{
    try {
        [[maybe_unused]] const Parameters parameters(info.name, info.parameters, values);
        return {};
    } catch (const std::exception& error) {
        return QString::fromStdString(error.what());
    }
}

}  // namespace schedlab
