#pragma once

#include "experiment/RunOutcome.h"
#include "experiment/RunSpec.h"

#include <map>
#include <string>
#include <vector>

namespace schedlab {

// One configuration of a sweep repeated over seeds (replications): the mean
// of each metric over its measured runs and the standard error of that mean,
// s / sqrt(n) with the sample standard deviation s (Vanderster 2008, ch. 4:
// mu +- sigma / sqrt(n); Wiriyaprasit 2004 averages over 10 seeds).
struct ReplicationGroup {
    struct Estimate {
        double mean = 0;
        double standardError = 0;  // 0 for a single run
    };
    std::string name;                  // the runs' name without its seed
    std::vector<std::size_t> runs;     // indices into the sweep's runs, in seed order
    std::size_t measured = 0;          // completed or already stored: n
    std::map<std::string, Estimate> metrics;
};

class ReplicationSummary {
public:
    // Groups `runs` that differ only in their seed (and in the workload a
    // generator drew from it), in the order each group first appears, and
    // estimates `metricKeys` over each group's measured outcomes.
    [[nodiscard]] static std::vector<ReplicationGroup> of(const std::vector<RunSpec>& runs,
                                                          const std::vector<RunOutcome>& outcomes,
                                                          const std::vector<std::string>& metricKeys);
};

}  // namespace schedlab
