#include "forms/ParameterText.h"

#include "parameters/ParameterParsing.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <exception>

namespace schedlab {

namespace {

constexpr double kDecimalBase = 10.0;
constexpr double kStepsPerRange = 100.0;
// Steps are 1, 2 or 5 times a power of ten, as on a ruler.
constexpr std::array<double, 4> kNiceSteps = {1.0, 2.0, 5.0, 10.0};
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

std::string ParameterText::formatReal(double value, int decimals)
{
    const double scale = std::pow(kDecimalBase, std::clamp(decimals, 0, kMaxRealDecimals));
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
    const double magnitude = std::pow(kDecimalBase, std::floor(std::log10(raw)));
    const double fraction = raw / magnitude;
    const auto nice = std::find_if(kNiceSteps.begin(), kNiceSteps.end(), [&](double step) { return fraction <= step; });
    return (nice != kNiceSteps.end() ? *nice : kNiceSteps.back()) * magnitude;
}

int ParameterText::decimalsFor(const ParameterSpec& spec)
{
    int decimals = decimalsOf(stepFor(spec));
    decimals = std::max(decimals, decimalsOf(spec.minimum));
    decimals = std::max(decimals, decimalsOf(spec.maximum));
    if (const auto value = ParameterParsing::parseReal(spec.defaultValue))
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

QString ParameterText::coreProblem(const ParameterSchema& info, const ParameterValues& values)
{
    try {
        [[maybe_unused]] const Parameters parameters(info.name, info.parameters, values);
        return {};
    } catch (const std::exception& error) {
        return QString::fromStdString(error.what());
    }
}

}  // namespace schedlab
