#pragma once

#include <vector>

namespace schedlab {

// Max-min fair share of one capacity among tasks that each demand a rate,
// by the iterative definition of Phosphorus D5.2 (Varvarigos, Kokkinos et
// al., 2007), App. A (non-weighted) and App. B (weighted):
//   O(0) = C / sum(phi);  r_i(n) = X_i if X_i < phi_i * sum_{k<=n} O(k), else phi_i * sum_{k<=n} O(k);
//   O(n+1) = (C - sum_i r_i(n)) / sum of phi_i over the tasks still unsatisfied (X_i > r_i(n));
// stopping when the residue C - sum r(n) is zero or no task is unsatisfied.
// The weights need only be positive for the definition to hold; D5.2 takes
// them >= 1 (integers in App. B, any real works the same way).
// Kept as the iteration rather than the equivalent water-filling sort so
// that every intermediate step can be checked against D5.2's Table 1.
class MaxMinFairShare {
public:
    // Rates and residues below this fraction of the capacity (or of 1, when
    // the capacity is smaller) count as zero: floating sums of rates rarely
    // meet the capacity exactly, and without it the loop would make one
    // more step for a residue of 1e-15.
    static constexpr double kTolerance = 1e-9;

    struct Iteration {
        std::vector<double> rates;  // r(n)
        double level = 0;           // sum_{k<=n} O(k): the rate per unit weight
        double residue = 0;         // C - sum_i r_i(n), the capacity still unshared
    };

    struct Result {
        std::vector<double> rates;          // the last iteration's rates (the demands' size)
        std::vector<Iteration> iterations;  // n = 0, 1, ...; empty for no tasks
    };

    // `weights` empty means every phi_i = 1 (App. A); otherwise one per
    // demand, each > 0. Demands must be >= 0 and the capacity >= 0
    // (std::invalid_argument otherwise).
    [[nodiscard]] static Result compute(const std::vector<double>& demands, double capacity,
                                        const std::vector<double>& weights = {});
    // Only the final rates.
    [[nodiscard]] static std::vector<double> rates(const std::vector<double>& demands, double capacity,
                                                   const std::vector<double>& weights = {});
    // The tolerance scaled to a magnitude: kTolerance * max(1, |scale|).
    [[nodiscard]] static double tolerance(double scale);
};

}  // namespace schedlab
