#include "workload/DecimalSeconds.h"

#include <algorithm>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr int kDecimalBase = 10;
// Integer digits of the smallest saturated magnitude (10^12 s).
constexpr std::int64_t kSaturatedIntegerDigits = 12;
// An exponent beyond this already saturates or has too many decimals; the
// cap keeps the sum with the digit count from overflowing.
constexpr std::int64_t kExponentCap = 1'000'000;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

std::int64_t powerOfTen(std::int64_t exponent)
{
    std::int64_t result = 1;
    for (std::int64_t i = 0; i < exponent; ++i)
        result *= kDecimalBase;
    return result;
}

// Reads "[+-]digits" at `pos` as a capped exponent.
bool readExponent(std::string_view text, std::size_t& pos, std::int64_t& exponent)
{
    bool negative = false;
    if (pos < text.size() && (text[pos] == '-' || text[pos] == '+'))
        negative = text[pos++] == '-';
    const std::size_t start = pos;
    exponent = 0;
    for (; pos < text.size() && isDigit(text[pos]); ++pos)
        exponent = std::min(exponent * kDecimalBase + (text[pos] - '0'), kExponentCap);
    if (negative)
        exponent = -exponent;
    return pos > start;
}

}  // namespace

DecimalSeconds::Status DecimalSeconds::parse(std::string_view text, Value& value)
{
    std::size_t pos = 0;
    const bool negative = pos < text.size() && text[pos] == '-';
    if (negative)
        ++pos;
    // The number is digits x 10^exponent, digits without the decimal point.
    std::string digits;
    for (; pos < text.size() && isDigit(text[pos]); ++pos)
        digits += text[pos];
    std::int64_t exponent = 0;
    if (pos < text.size() && text[pos] == '.') {
        for (++pos; pos < text.size() && isDigit(text[pos]); ++pos) {
            digits += text[pos];
            --exponent;
        }
    }
    if (digits.empty())
        return Status::Malformed;
    if (pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
        std::int64_t written = 0;
        if (!readExponent(text, ++pos, written))
            return Status::Malformed;
        exponent += written;
    }
    if (pos != text.size())
        return Status::Malformed;

    const auto firstNonZero = digits.find_first_not_of('0');
    if (firstNonZero == std::string::npos) {
        value = {};
        return Status::Ok;
    }
    digits.erase(0, firstNonZero);
    while (digits.back() == '0') {
        digits.pop_back();
        ++exponent;
    }
    const std::int64_t decimals = exponent < 0 ? -exponent : 0;
    if (decimals > kMaxDecimals)
        return Status::TooManyDecimals;
    value.decimals = static_cast<int>(decimals);
    const std::int64_t integerDigits = static_cast<std::int64_t>(digits.size()) + exponent;
    if (integerDigits > kSaturatedIntegerDigits) {
        value.micros = negative ? -kSaturatedMicros : kSaturatedMicros;
        return Status::Ok;
    }
    // At most 12 integer and 6 decimal digits: below 10^18, no overflow.
    std::int64_t micros = 0;
    for (const char c : digits)
        micros = micros * kDecimalBase + (c - '0');
    micros *= powerOfTen(exponent + kMaxDecimals);
    value.micros = negative ? -micros : micros;
    return Status::Ok;
}

DecimalSeconds::Value DecimalSeconds::ofWholeSeconds(std::int64_t seconds)
{
    constexpr std::int64_t kLimit = kSaturatedMicros / kMicrosPerSecond;
    if (seconds >= kLimit)
        return {kSaturatedMicros, 0};
    if (seconds <= -kLimit)
        return {-kSaturatedMicros, 0};
    return {seconds * kMicrosPerSecond, 0};
}

std::string DecimalSeconds::format(std::int64_t ticks, std::int64_t ticksPerSecond)
{
    int decimals = 0;
    for (std::int64_t rest = ticksPerSecond; rest != 1; rest /= kDecimalBase) {
        if (rest <= 0 || rest % kDecimalBase != 0)
            throw std::invalid_argument("ticks per second must be a power of ten, not "
                                        + std::to_string(ticksPerSecond));
        ++decimals;
    }
    // On the unsigned magnitude, so that INT64_MIN (kNoTime) needs no
    // negation that overflows.
    const bool negative = ticks < 0;
    const auto bits = static_cast<std::uint64_t>(ticks);
    const std::uint64_t magnitude = negative ? 0 - bits : bits;
    const auto perSecond = static_cast<std::uint64_t>(ticksPerSecond);
    const std::uint64_t whole = magnitude / perSecond;
    const std::uint64_t fraction = magnitude % perSecond;
    std::string text = negative ? "-" : "";
    text += std::to_string(whole);
    if (fraction == 0)
        return text;
    std::string digits = std::to_string(fraction);
    digits.insert(0, static_cast<std::size_t>(decimals) - digits.size(), '0');
    while (digits.back() == '0')
        digits.pop_back();
    return text + "." + digits;
}

}  // namespace schedlab
