#pragma once

#include "store/StoredRun.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// What an administrator asks a policy to be good at (the policy advisor):
// the usual service and machine metrics, and fairness across users, as the
// spread of their mean waits and the mean wait of the worst-treated user.
enum class AdviceObjective {
    MeanWait,
    Awrt,
    MeanBoundedSlowdown,
    Utilization,
    Makespan,
    UserWaitSpread,
    WorstUserWait,
};

struct WeightedObjective {
    AdviceObjective objective = AdviceObjective::MeanWait;
    double weight = 1;
    friend bool operator==(const WeightedObjective&, const WeightedObjective&) = default;
};

class AdviceObjectives {
public:
    [[nodiscard]] static const std::vector<AdviceObjective>& all();
    // "mean-wait", "awrt", "bsld", "utilization", "makespan",
    // "user-wait-spread", "worst-user-wait".
    [[nodiscard]] static std::string key(AdviceObjective objective);
    [[nodiscard]] static std::optional<AdviceObjective> parse(std::string_view key);
    [[nodiscard]] static std::string label(AdviceObjective objective);  // "Mean wait"
    [[nodiscard]] static std::string unit(AdviceObjective objective);   // "s", "%", ""
    [[nodiscard]] static bool lowerIsBetter(AdviceObjective objective);
    // The objective of a stored run (a summary is enough); NaN when the run
    // lacks it.
    [[nodiscard]] static double value(AdviceObjective objective, const StoredRun& run);
};

}  // namespace schedlab
