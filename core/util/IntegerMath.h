#pragma once

#include <cstdint>

namespace schedlab {

// Division rounding towards minus infinity: dates before 1970 (negative
// seconds) must still fall on the right day.
[[nodiscard]] constexpr std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    const std::int64_t q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

}  // namespace schedlab
