#pragma once

#include "advice/AdviceObjective.h"
#include "advice/AdvicePlan.h"
#include "store/StoredRun.h"

#include <optional>
#include <utility>
#include <vector>

namespace schedlab {

// One candidate policy's standing.
struct AdviceStanding {
    std::size_t candidate = 0;
    double score = 0;              // whole log; 1 = best on every objective, larger is worse
    std::vector<double> values;    // whole log, one per objective asked
    // Across the calendar months: the median and the worst score, and in
    // how many months it was the best; a policy that wins only on average
    // shows here.
    double medianMonthScore = 0;
    double worstMonthScore = 0;
    int monthsBest = 0;
    int monthsScored = 0;
};

// The advice from a plan's runs: the ranking by the chosen objectives, its
// spread over the months, the same ranking under each sensitivity scenario,
// and the Pareto front of two objectives.
//
// Scores: in each scenario every objective is divided by the best value any
// candidate reached there (or the best divided by it, for objectives where
// higher is better), so 1 is the best and 1.2 is 20 % worse; the score is
// the weighted mean of these ratios. Ratios make objectives in seconds and in
// percent comparable without choosing units.
struct AdviceResult {
    std::vector<WeightedObjective> objectives;
    std::vector<AdviceStanding> ranking;  // best first; candidates without a whole-log run left out
    // For each sensitivity scenario (plan index), the candidates best first.
    std::vector<std::pair<std::size_t, std::vector<std::size_t>>> sensitivity;
    // The Pareto front on (x, y) over the whole-log runs, by candidate.
    AdviceObjective paretoX = AdviceObjective::MeanWait;
    AdviceObjective paretoY = AdviceObjective::Utilization;
    std::vector<std::pair<double, double>> paretoPoints;  // by candidate; NaN when missing
    std::vector<bool> onParetoFront;                      // by candidate
    int missingRuns = 0;

    [[nodiscard]] std::size_t recommended() const { return ranking.front().candidate; }
};

class AdviceAnalysis {
public:
    // `runs` follows plan.runs (nullopt for a run that did not complete).
    // Throws std::invalid_argument for no objectives or a plan without a
    // whole-log run of any candidate.
    [[nodiscard]] static AdviceResult analyse(const AdvicePlan& plan, const std::vector<std::optional<StoredRun>>& runs,
                                              const std::vector<WeightedObjective>& objectives);

    // The scores of every candidate in one scenario (NaN where a run is
    // missing or lacks an objective).
    [[nodiscard]] static std::vector<double> scores(const std::vector<std::vector<double>>& values,
                                                    const std::vector<WeightedObjective>& objectives);
    // Which points no other point beats on both coordinates; NaN points never are.
    [[nodiscard]] static std::vector<bool> paretoFront(const std::vector<std::pair<double, double>>& points,
                                                       bool xLowerIsBetter, bool yLowerIsBetter);
};

}  // namespace schedlab
