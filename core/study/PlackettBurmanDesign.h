#pragma once

#include <array>
#include <span>

namespace schedlab {

// The two-level screening design of Vanderster (2008), sec. 5.2: seven
// factors in 16 runs, a Plackett-Burman design of eight rows with its
// fold-over (every sign reversed), which frees the main effects from the
// two-factor interactions. Row 1 is (+ + + - + - -), rows 2 to 7 each the
// row before rotated right by one, row 8 all -, rows 9 to 16 rows 1 to 8
// negated.
class PlackettBurmanDesign {
public:
    static constexpr int kFactors = 7;
    static constexpr int kRows = 16;
    // +1 for a factor's high level, -1 for its low level.
    using Signs = std::array<int, kFactors>;
    using PerFactor = std::array<double, kFactors>;

    [[nodiscard]] static const std::array<Signs, kRows>& rows();
    // The row with these signs, -1 if none has them.
    [[nodiscard]] static int rowOf(const Signs& signs);
    // Each factor's effect, sum of V(+) minus sum of V(-), from one value
    // per row in row order (sec. 5.2's definition; no division by 8).
    [[nodiscard]] static PerFactor effects(std::span<const double, kRows> values);
    // Each factor's rank by the size of its effect, 1 the largest; factors
    // whose effects are equal in size share the mean of their ranks.
    [[nodiscard]] static PerFactor ranks(const PerFactor& effects);
};

}  // namespace schedlab
