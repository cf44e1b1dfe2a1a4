#pragma once

#include "policies/JobWeight.h"
#include "policies/RecomputedOrder.h"
#include "policies/OrderFamily.h"

#include <string>
#include <vector>

namespace schedlab {

// SMART (Turek et al.), on-line adaptation (spec §4.4): the waiting jobs are
// packed into shelves by the off-line algorithm, and the list is the jobs of
// the shelves in Smith order, each shelf's jobs in the order they were packed.
//  1. Bins by planned duration e (estimate, at least 1 s): ]0,1], ]1,g],
//     ]g,g^2], ... with g = gamma.
//  2. Shelves within a bin: FFIA sorts by area e*m ascending and puts each job
//     into the first shelf of its bin with enough free nodes; NFIW sorts by
//     m/w ascending and puts each job into the current shelf if it fits, else
//     opens a new one. A shelf is as long as its longest job.
//  3. Shelves ordered by Smith's rule: sum of weights / length, largest
//     first; ties by bin (shorter first), then by the order they were opened.
// Ties between jobs in every sort: submission time, then trace order.
class SmartOrder final : public RecomputedOrder {
public:
    enum class Packing { Ffia, Nfiw };
    struct Settings {
        Packing packing = Packing::Ffia;
        double gamma = 2.0;
        double threshold = 2.0 / 3.0;
        JobWeight weight{JobWeight::Kind::Area};
        // Bin bounds are seconds; estimates come in the workload's ticks.
        std::int64_t ticksPerSecond = 1;
    };

    static constexpr const char* kGammaParameter = "gamma";
    [[nodiscard]] static ParameterSpec gammaSpec();
    // The catalogue text, parameters and factory of SMART with `packing`.
    [[nodiscard]] static OrderFamily family(Packing packing);

    explicit SmartOrder(const Settings& settings);

protected:
    void reorder(std::vector<JobIndex>& jobs, const SchedulingContext& context) override;

private:
    // Bin of a planned duration: 0 for ]0,1], k for ]gamma^(k-1), gamma^k].
    [[nodiscard]] std::size_t binOf(Time duration);

    Settings m_settings;
    std::vector<double> m_binBounds;  // gamma^k, grown on demand by repeated multiplication
};

}  // namespace schedlab
