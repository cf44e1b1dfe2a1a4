#pragma once

#include "store/StoredRun.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// Who gains and who loses when a site moves from the policy its log was
// recorded under to the recommended one: the mean wait of each user's jobs
// and of each job-size class under both, from the two whole-log runs.
struct WaitChange {
    std::string group;          // "user 17", "2-3 nodes"
    std::int64_t jobs = 0;
    double baselineWait = 0;    // s
    double recommendedWait = 0;
    [[nodiscard]] double change() const { return recommendedWait - baselineWait; }
};

struct AdviceGains {
    std::vector<WaitChange> users;  // biggest gain (most negative change) first
    std::vector<WaitChange> sizes;  // by size class, narrow first: 1, 2-3, 4-7, ...

    // Jobs are matched by SWF job number; a job that did not start in both
    // runs is left out.
    [[nodiscard]] static AdviceGains compare(const StoredRun& baseline, const StoredRun& recommended);
};

}  // namespace schedlab
