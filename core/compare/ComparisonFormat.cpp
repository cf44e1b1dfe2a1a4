#include "compare/ComparisonFormat.h"

#include "store/StoredRun.h"

#include <array>
#include <charconv>
#include <cmath>

namespace schedlab {

namespace {

constexpr int kWholeDecimals = 0;
// Large enough for any double printed in fixed notation with a few decimals.
constexpr std::size_t kBufferSize = 400;

// std::to_chars is exact and locale-free, so the digits do not depend on
// the user's locale or the C library's printf.
std::string fixed(double value, int decimals)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    std::array<char, kBufferSize> buffer{};
    const auto [end, error] =
        std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed, decimals);
    if (error != std::errc{})
        return "nan";
    std::string text(buffer.data(), end);
    // A value that rounds to zero prints as zero, never "-0.0".
    if (text.starts_with('-') && text.find_first_not_of("-0.") == std::string::npos)
        text.erase(0, 1);
    return text;
}

std::string withSign(double value, int decimals)
{
    std::string text = fixed(value, decimals);
    if (value > 0 && text != fixed(0.0, decimals))
        text.insert(0, "+");
    return text;
}

}  // namespace

std::string ComparisonFormat::improvementExplanation(const std::string& referenceLabel)
{
    return std::string(kImprovementTitle) + ": improvement over reference run " + referenceLabel +
           " in percent (positive = better, negative = worse)";
}

std::string ComparisonFormat::improvementHeader(const std::string& label)
{
    return label + " " + kImprovementTitle;
}

std::string ComparisonFormat::referenceHeader(const std::string& label)
{
    return label + " " + kReferenceMark;
}

std::string ComparisonFormat::value(double value, bool integral)
{
    if (std::isnan(value))
        return {};
    const double magnitude = std::fabs(value);
    if (magnitude >= kScientificFrom && std::isfinite(value)) {
        std::array<char, kBufferSize> buffer{};
        const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                                std::chars_format::scientific, kScientificDigits - 1);
        return error == std::errc{} ? std::string(buffer.data(), end) : "nan";
    }
    return fixed(value, integral || magnitude >= kNoDecimalsFrom ? kWholeDecimals : kValueDecimals);
}

std::string ComparisonFormat::improvement(std::optional<double> percent)
{
    return percent ? withSign(*percent, kImprovementDecimals) : "n/a";
}

std::string ComparisonFormat::cell(const ComparisonCell& cell, bool integral)
{
    if (!cell.hasValue())
        return {};
    return value(cell.value, integral) + " (" + improvement(cell.improvement) + " %)";
}

std::string ComparisonFormat::secondsDelta(double seconds)
{
    return withSign(seconds, kWholeDecimals);
}

std::string ComparisonFormat::runLabel(const StoredRun& run)
{
    return "#" + std::to_string(run.id) + " " + run.description.policy;
}

}  // namespace schedlab
