#include "study/PlackettBurmanDesign.h"

#include <cmath>

namespace schedlab {

namespace {

constexpr PlackettBurmanDesign::Signs kFirstRow = {+1, +1, +1, -1, +1, -1, -1};
// Rows 1 to 7 are rotations of the first; row 8 is all low.
constexpr int kRotatedRows = PlackettBurmanDesign::kFactors;
constexpr int kHalf = PlackettBurmanDesign::kRows / 2;

std::array<PlackettBurmanDesign::Signs, PlackettBurmanDesign::kRows> build()
{
    std::array<PlackettBurmanDesign::Signs, PlackettBurmanDesign::kRows> rows{};
    rows[0] = kFirstRow;
    for (int row = 1; row < kRotatedRows; ++row) {
        for (int factor = 0; factor < PlackettBurmanDesign::kFactors; ++factor)
            rows[row][(factor + 1) % PlackettBurmanDesign::kFactors] = rows[row - 1][factor];
    }
    rows[kRotatedRows].fill(-1);
    for (int row = 0; row < kHalf; ++row) {
        for (int factor = 0; factor < PlackettBurmanDesign::kFactors; ++factor)
            rows[row + kHalf][factor] = -rows[row][factor];
    }
    return rows;
}

}  // namespace

const std::array<PlackettBurmanDesign::Signs, PlackettBurmanDesign::kRows>& PlackettBurmanDesign::rows()
{
    static const auto design = build();
    return design;
}

int PlackettBurmanDesign::rowOf(const Signs& signs)
{
    for (int row = 0; row < kRows; ++row) {
        if (rows()[row] == signs)
            return row;
    }
    return -1;
}

PlackettBurmanDesign::PerFactor PlackettBurmanDesign::effects(std::span<const double, kRows> values)
{
    PerFactor effect{};
    for (int row = 0; row < kRows; ++row) {
        for (int factor = 0; factor < kFactors; ++factor)
            effect[factor] += rows()[row][factor] * values[row];
    }
    return effect;
}

PlackettBurmanDesign::PerFactor PlackettBurmanDesign::ranks(const PerFactor& effects)
{
    PerFactor rank{};
    for (int factor = 0; factor < kFactors; ++factor) {
        int larger = 0;
        int equal = 0;
        for (int other = 0; other < kFactors; ++other) {
            const double a = std::abs(effects[other]);
            const double b = std::abs(effects[factor]);
            larger += a > b ? 1 : 0;
            equal += a == b ? 1 : 0;
        }
        // Ranks larger + 1 .. larger + equal, shared.
        rank[factor] = larger + (equal + 1) / 2.0;
    }
    return rank;
}

}  // namespace schedlab
