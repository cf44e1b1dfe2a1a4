#include "workload/TransformSpec.h"

#include <array>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace schedlab {

namespace {

// Enough for the shortest round-trip text of any double.
constexpr std::size_t kLongestNumberText = 32;

}  // namespace

TransformSpec::TransformSpec(std::string_view spec) : m_text(spec)
{
    std::size_t start = 0;
    for (;;) {
        const auto colon = spec.find(':', start);
        m_parts.emplace_back(spec.substr(start, colon == std::string_view::npos ? colon : colon - start));
        if (colon == std::string_view::npos)
            break;
        start = colon + 1;
    }
}

void TransformSpec::fail(const std::string& problem) const
{
    throw std::invalid_argument("transform '" + m_text + "': " + problem);
}

void TransformSpec::expectArguments(std::size_t count, std::string_view usage) const
{
    if (argumentCount() != count)
        fail("expected " + std::string(usage) + " (" + std::to_string(count) + " argument"
             + (count == 1 ? "" : "s") + "), got " + std::to_string(argumentCount()));
}

std::int64_t TransformSpec::integer(std::size_t index, std::string_view what) const
{
    const std::string& text = argument(index);
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc{} || end != text.data() + text.size())
        fail(std::string(what) + " '" + text + "' is not an integer");
    return value;
}

double TransformSpec::real(std::size_t index, std::string_view what) const
{
    const std::string& text = argument(index);
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(value))
        fail(std::string(what) + " '" + text + "' is not a number");
    return value;
}

std::string TransformSpec::numberText(double x)
{
    std::array<char, kLongestNumberText> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), x);
    return ec == std::errc{} ? std::string(buffer.data(), end) : std::to_string(x);
}

}  // namespace schedlab
