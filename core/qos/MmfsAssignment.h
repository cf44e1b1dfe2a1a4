#pragma once

#include <cstddef>
#include <vector>

namespace schedlab {

// MMFS, the max-min fair share assignment of a batch of tasks to
// processors of Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007),
// §2.1.7-2.1.9 and App. C:
//  1. r = MaxMin(X, C), C = sum of the capacities c_j (App. A/B);
//  2. best-fit decreasing placement of the rates (bestFitDecreasing);
//  3. swaps between an overflowing and an underflowing processor while one
//     lowers the total overflow (improveBySwaps);
//  4. on processors still overflowing, the tasks' rates cut to
//     MaxMin(their fair rates, c_j) (reduceRates);
//  5. each processor runs its tasks one after another, ascending fair
//     completion time delta_i + w_i / r_i (localOrder).
// The steps are public so that each can be run on its own (D5.2's Fig. 6
// starts the swaps from a placement that best fit would not produce).
class MmfsAssignment {
public:
    // Tasks (indices into the rate vector) per processor, in run order
    // once localOrder has been applied.
    using Placement = std::vector<std::vector<std::size_t>>;

    // The swaps lower the total overflow strictly (by more than the
    // tolerance) each time, so they end; this cap only bounds the work on
    // huge batches, where each round costs O(tasks^2).
    static constexpr std::size_t kMaxSwaps = 10'000;

    struct Swap {
        std::size_t from = 0;   // the overflowing processor j
        std::size_t task = 0;   // task l, moved from j to k
        std::size_t to = 0;     // the underflowing processor k
        std::size_t other = 0;  // task m, moved from k to j
        double gain = 0;        // how much the total overflow fell
    };

    struct SwapOutcome {
        Placement placement;
        std::vector<Swap> swaps;  // in the order made
    };

    struct Input {
        std::vector<double> capacities;  // c_j
        std::vector<double> demands;     // X_i
        std::vector<double> weights;     // phi_i; empty: all 1
        std::vector<double> works;       // w_i, for the local order
        std::vector<double> delays;      // delta_i; empty: all 0
    };

    struct Result {
        std::vector<double> fairRates;  // step 1
        Placement placement;            // steps 2, 3 and 5
        std::vector<Swap> swaps;        // step 3
        std::vector<double> rates;      // step 4: the rates the tasks run at
    };

    [[nodiscard]] static Result assign(const Input& input);

    // Largest rate first (ties: lower task index) onto the processor with
    // room whose residual capacity is least; if none has room, onto the one
    // whose overflow after it is smallest (ties: lower processor index).
    [[nodiscard]] static Placement bestFitDecreasing(const std::vector<double>& rates,
                                                     const std::vector<double>& capacities);
    // swap-order = largest-gain-first: each round makes the swap that lowers
    // the total overflow most, and among equal gains the one that moves the
    // largest rate difference epsilon = r_l - r_m off the overflowing
    // processor (this is the swap D5.2's Fig. 6 shows: 10 for 2), then the
    // lowest processor and position indices.
    [[nodiscard]] static SwapOutcome improveBySwaps(Placement placement, const std::vector<double>& rates,
                                                    const std::vector<double>& capacities);
    // The rates after step 4; processors within capacity keep `fairRates`.
    // `weights` as in Input.
    [[nodiscard]] static std::vector<double> reduceRates(const Placement& placement,
                                                         const std::vector<double>& fairRates,
                                                         const std::vector<double>& capacities,
                                                         const std::vector<double>& weights = {});
    // Each processor's tasks by ascending delta_i + w_i / r_i, ties by task
    // index, with r the fair rates of step 1 (the order is the fair one;
    // a processor runs its tasks at its full capacity anyway).
    [[nodiscard]] static Placement localOrder(Placement placement, const std::vector<double>& fairRates,
                                              const std::vector<double>& works,
                                              const std::vector<double>& delays = {});

    // Sum of the rates placed on each processor.
    [[nodiscard]] static std::vector<double> loads(const Placement& placement, const std::vector<double>& rates);
    // O_j = max(0, load - c_j) and U_k = min(0, load - c_k) <= 0 (App. C).
    [[nodiscard]] static double overflow(double load, double capacity);
    [[nodiscard]] static double underflow(double load, double capacity);
    [[nodiscard]] static double totalOverflow(const Placement& placement, const std::vector<double>& rates,
                                              const std::vector<double>& capacities);
};

}  // namespace schedlab
