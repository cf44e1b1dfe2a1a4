#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// The values from, from+step, ... up to and including `to`, computed in
// exact decimal arithmetic: {from 0.1, to 0.3, step 0.1} gives "0.1",
// "0.2", "0.3", never 0.30000000000000004 or a missing last value, which
// repeated floating-point addition produces. Each bound is taken as the
// shortest decimal that reads back as the same double (what the user wrote),
// scaled to integers and stepped there.
class DecimalRange {
public:
    // Limits that keep every scaled value inside 64-bit integers.
    static constexpr int kMaxDecimals = 9;
    static constexpr double kMaxMagnitude = 1e9;

    // Throws std::invalid_argument with a message naming the field ("step
    // must be greater than 0, got -1"). `maxValues` guards against a range
    // with millions of values: more is an error too.
    [[nodiscard]] static std::vector<std::string> expand(double from, double to, double step,
                                                         std::size_t maxValues);
    // The shortest decimal text that reads back as `value`, never in
    // exponent form: 0.1 -> "0.1", 2.0 -> "2", 1e-5 -> "0.00001".
    [[nodiscard]] static std::string shortestText(double value);
};

}  // namespace schedlab
