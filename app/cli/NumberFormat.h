#pragma once

#include <cstdint>
#include <string>

namespace schedlab {

// How the CLI writes numbers: the same rules for tables, CSV and messages.
class NumberFormat {
public:
    // Fixed decimals, e.g. fixed(3.14159, 2) == "3.14".
    [[nodiscard]] static std::string fixed(double value, int decimals);
    // Shortest text that reads back as the same double ("1.5", "2", "0.1").
    [[nodiscard]] static std::string shortest(double value);
    // Relative change in percent with a sign, "+12.3 %", or "n/a" when the
    // reference is zero.
    [[nodiscard]] static std::string percentChange(double value, double reference);
    // A length of time for people: "3 d 04:05:06", "00:01:40".
    [[nodiscard]] static std::string duration(double seconds);
    // Seconds with one decimal, then the duration in brackets when it is long
    // enough for that to help: "90061.0 s (1 d 01:01:01)".
    [[nodiscard]] static std::string secondsWithDuration(double seconds);
    // A metric value: whole numbers without decimals, small values with
    // enough decimals to compare (0.8413), large ones with one (25540.3).
    [[nodiscard]] static std::string adaptive(double value);
    // Bytes as mebibytes with one decimal.
    [[nodiscard]] static std::string mebibytes(double bytes);
};

}  // namespace schedlab
