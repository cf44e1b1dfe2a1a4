#pragma once

#include <vector>

namespace schedlab {

// The fair completion time t_i = delta_i + w_i / r_i with r = MaxMin(X, C):
// SFTO's ordering key, Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007),
// §2.1, eq. (6), and the order in which MMFS runs the tasks it placed on a
// processor (§2.1.9). delta_i is the task's earliest start (eq. 3), w_i its
// workload and X_i its demanded rate (eq. 4).
class FairCompletionTime {
public:
    // delta + work / rate; +infinity for a zero rate with work to do (a
    // task that gets no share never finishes, so it orders last).
    [[nodiscard]] static double of(double delay, double work, double rate);
    // SFTO's keys for a batch: rates = MaxMin(demands, capacity, weights).
    // `delays` and `weights` may be empty (all 0, all 1); otherwise, like
    // `works`, one per demand.
    [[nodiscard]] static std::vector<double> sfto(const std::vector<double>& delays, const std::vector<double>& works,
                                                  const std::vector<double>& demands, double capacity,
                                                  const std::vector<double>& weights = {});
    // of() for every task with the given rates; `delays` may be empty.
    [[nodiscard]] static std::vector<double> forRates(const std::vector<double>& delays,
                                                      const std::vector<double>& works,
                                                      const std::vector<double>& rates);
};

}  // namespace schedlab
