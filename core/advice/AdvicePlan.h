#pragma once

#include "experiment/RunSpec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

class Platform;
struct MonthJobs;

enum class AdviceBudget { Quick, Full };

// What the advisor is asked: a log, the machine, the policy the log was
// recorded under (the baseline) and how much to try.
struct AdviceOptions {
    std::string tracePath;
    std::string platform;               // preset, single:N or a JSON file
    // FCFS with EASY, what most sites run; on a grid "easy" means job
    // sharing with EASY at every site (grid-sharing).
    std::string baseline = "easy";
    AdviceBudget budget = AdviceBudget::Quick;
    std::vector<std::string> transforms;  // the user's own, applied to every run first
};

// One way of looking at the log: all of it, one calendar month, or the
// whole log under a changed assumption (exact estimates; a machine 10 %
// smaller or larger).
struct AdviceScenario {
    enum class Kind { Whole, Month, ExactEstimates, Smaller, Larger };
    Kind kind = Kind::Whole;
    std::string month;  // "YYYY-MM" for Month
    [[nodiscard]] std::string label() const;
};

// Every run the advice needs: each candidate policy in each scenario, as
// RunSpecs for SweepRunner, so they land in the run store and a second
// call finds them there.
class AdvicePlan {
public:
    // `months`: the log's calendar months after the user's transforms
    // (calendarMonthJobs); those with fewer than kMinMonthJobs jobs get no
    // runs of their own. Throws ConfigurationError for a baseline that is
    // not a policy.
    [[nodiscard]] static AdvicePlan make(const AdviceOptions& options, const Platform& platform,
                                         const std::vector<MonthJobs>& months);

    // A month with fewer jobs says little about a policy (a partial first
    // or last month of a log).
    static constexpr std::int64_t kMinMonthJobs = 100;

    // The share by which the sensitivity scenarios shrink or grow the machine.
    static constexpr double kMachineChange = 0.10;

    std::string group;                   // store group: "advice:TRACE:PLATFORM"
    // Policy keys, or a key and one changed parameter ("smart-ffia-easy
    // gamma=4"); the baseline among them. The runs say which exactly.
    std::vector<std::string> candidates;
    std::size_t baseline = 0;            // index into candidates
    std::vector<AdviceScenario> scenarios;  // [0] is Whole
    std::vector<RunSpec> runs;           // scenario-major: runs[s * candidates + c]

    [[nodiscard]] const RunSpec& run(std::size_t scenario, std::size_t candidate) const
    {
        return runs[scenario * candidates.size() + candidate];
    }
    [[nodiscard]] std::vector<std::size_t> scenariosOf(AdviceScenario::Kind kind) const;
};

}  // namespace schedlab
