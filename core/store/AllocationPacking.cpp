#include "store/AllocationPacking.h"

#include <array>
#include <charconv>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <vector>

namespace schedlab {

namespace {

constexpr char kRangeSeparator = ' ';
constexpr char kRangeDash = '-';
// Node ids are 32-bit; larger numbers are text no NodeSet wrote.
constexpr std::uint64_t kMaxNode = std::numeric_limits<std::uint32_t>::max();

// A decimal number without sign or leading zero, from `position`.
bool readNumber(std::string_view text, std::size_t& position, std::uint64_t& value)
{
    const char* first = text.data() + position;
    const char* last = text.data() + text.size();
    if (first == last || (*first == '0' && first + 1 != last && first[1] >= '0' && first[1] <= '9'))
        return false;
    const auto parsed = std::from_chars(first, last, value);
    if (parsed.ec != std::errc() || value > kMaxNode)
        return false;
    position += static_cast<std::size_t>(parsed.ptr - first);
    return true;
}

struct Range {
    std::uint64_t first = 0;
    std::uint64_t last = 0;
};

}  // namespace

bool AllocationPacking::pack(std::string_view text, PackedWriter& numbers)
{
    // Most allocations are one or two ranges: no allocation for them.
    std::array<Range, 4> few {};
    std::vector<Range> many;
    std::size_t count = 0;
    std::size_t position = 0;
    while (position < text.size()) {
        if (count > 0 && text[position++] != kRangeSeparator)
            return false;
        Range range;
        if (!readNumber(text, position, range.first))
            return false;
        range.last = range.first;
        if (position < text.size() && text[position] == kRangeDash) {
            ++position;
            if (!readNumber(text, position, range.last) || range.last <= range.first)
                return false;
        }
        if (count < few.size())
            few[count] = range;
        else
            many.push_back(range);
        ++count;
    }
    numbers.putUnsigned(count);
    std::uint64_t previous = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const Range& range = i < few.size() ? few[i] : many[i - few.size()];
        numbers.putDelta(static_cast<std::int64_t>(range.first), static_cast<std::int64_t>(previous));
        numbers.putUnsigned(range.last - range.first);
        previous = range.last;
    }
    return true;
}

void AllocationPacking::unpack(PackedReader& numbers, std::string& text)
{
    const std::uint64_t count = numbers.getUnsigned();
    // Each range takes two bytes at least.
    if (count > numbers.remaining())
        throw std::invalid_argument("an allocation has more ranges than its column holds");
    std::uint64_t previous = 0;
    std::array<char, std::numeric_limits<std::uint64_t>::digits10 + 1> digits {};
    const auto append = [&](std::uint64_t value) {
        const auto written = std::to_chars(digits.data(), digits.data() + digits.size(), value);
        text.append(digits.data(), written.ptr);
    };
    for (std::uint64_t i = 0; i < count; ++i) {
        const auto first = static_cast<std::uint64_t>(numbers.getDelta(static_cast<std::int64_t>(previous)));
        const std::uint64_t length = numbers.getUnsigned();
        if (first > kMaxNode || length > kMaxNode - first)
            throw std::invalid_argument("an allocation has a node beyond the largest node id");
        if (i > 0)
            text += kRangeSeparator;
        append(first);
        if (length > 0) {
            text += kRangeDash;
            append(first + length);
        }
        previous = first + length;
    }
}

}  // namespace schedlab
