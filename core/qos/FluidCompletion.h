#pragma once

#include <vector>

namespace schedlab {

// AFTO's adjusted fair completion times, Phosphorus D5.2 (Varvarigos,
// Kokkinos et al., 2007), §2.1, eqs. (7)-(8): a fluid simulation of the
// batch on the total capacity C. Each task joins the fluid at its start
// (`afto-start`), and at every join or fluid completion the rates of the
// tasks present are recomputed (`afto-rates`); t_i^a is the instant task i's
// workload is done. This is the source's round-number/finish-number form
// written as events, which makes both open choices explicit. Times are
// measured from the batch's scheduling instant.
class FluidCompletion {
public:
    // afto-start: `delta` (default) joins task i at its earliest start
    // delta_i (eq. 3); `zero` joins every task at once.
    enum class Start { Delta, Zero };
    // afto-rates: `maxmin` (default) gives the tasks present
    // MaxMin(their demands X_i, C), so none runs faster than it asked and
    // capacity beyond the demands stays unused; `equal-split` shares C among
    // them in proportion to their weights (equally with the default weights),
    // so capacity a task frees goes to the others equally, demands aside.
    enum class Rates { MaxMin, EqualSplit };

    struct Task {
        double demand = 0;  // X_i, the rate it asks for (eq. 4)
        double work = 0;    // w_i
        double delay = 0;   // delta_i
        double weight = 1;  // phi_i
    };

    explicit FluidCompletion(double capacity, Start start = Start::Delta, Rates rates = Rates::MaxMin);

    // t_i^a for every task, in the tasks' order; +infinity for a task that
    // never gets a rate (zero demand under `maxmin`, or zero capacity).
    [[nodiscard]] std::vector<double> completionTimes(const std::vector<Task>& tasks) const;

private:
    [[nodiscard]] std::vector<double> ratesOf(const std::vector<Task>& tasks, const std::vector<bool>& present) const;

    double m_capacity = 0;
    Start m_start = Start::Delta;
    Rates m_rates = Rates::MaxMin;
};

}  // namespace schedlab
