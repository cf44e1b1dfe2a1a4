#pragma once

#include "model/Types.h"

// The unit conversions the whole program uses, in one place, so that no file
// writes 86400 or 100 on its own. Kept in a namespace of their own: a file
// takes the ones it needs with `using units::kPercent;`.
namespace schedlab::units {

inline constexpr Time kSecondsPerMinute = 60;
inline constexpr Time kSecondsPerHour = 3600;
inline constexpr Time kSecondsPerDay = 86400;
inline constexpr double kMillisecondsPerSecond = 1000.0;
// A fraction times kPercent is a percentage.
inline constexpr double kPercent = 100.0;

}  // namespace schedlab::units
