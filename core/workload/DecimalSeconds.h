#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace schedlab {

// Times of the native workload format, written as decimal seconds ("1.4"),
// held exactly as integer microseconds. Exact because the tick of a file is
// chosen from the decimals its times have, and a double cannot say whether
// "1234567890.1234567" had six decimals or seven: beyond 2^53 microseconds
// (about 285 years) neighbouring doubles are further apart than 1 us. So
// the reader takes the number's text as written and this class does the
// arithmetic on its digits.
class DecimalSeconds {
public:
    static constexpr int kMaxDecimals = 6;
    static constexpr std::int64_t kMicrosPerSecond = 1'000'000;
    // Magnitudes from 10^12 s up (a hundred times LoadLimits::kMaxSeconds)
    // are all held as this many microseconds: "too large" is all the reader
    // needs to know about them, and no arithmetic on them can overflow.
    static constexpr std::int64_t kSaturatedMicros = 1'000'000'000'000'000'000;

    enum class Status { Ok, Malformed, TooManyDecimals };

    struct Value {
        std::int64_t micros = 0;  // saturated at +-kSaturatedMicros
        int decimals = 0;         // decimals that matter: "1.40" has 1
    };

    // `text` is a JSON number as written: "12", "-3", "1.40", "1.5e3", "2E-3".
    [[nodiscard]] static Status parse(std::string_view text, Value& value);
    // An integer number of seconds (saturated like parse).
    [[nodiscard]] static Value ofWholeSeconds(std::int64_t seconds);

    // The exact, shortest decimal text of `ticks` at `ticksPerSecond` (a
    // power of ten): 1400 at 1000 gives "1.4", 12000 gives "12", -1 gives
    // "-0.001". Throws std::invalid_argument for another ticksPerSecond.
    [[nodiscard]] static std::string format(std::int64_t ticks, std::int64_t ticksPerSecond);
    [[nodiscard]] static std::string formatMicros(std::int64_t micros) { return format(micros, kMicrosPerSecond); }
};

}  // namespace schedlab
