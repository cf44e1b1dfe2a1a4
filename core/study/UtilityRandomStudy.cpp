#include "study/UtilityRandomStudy.h"

#include "study/StudyPlan.h"
#include "study/UtilitySchemeTable.h"
#include "study/UtilityStudyScheme.h"

namespace schedlab {

namespace {

const std::string kPlatform = "vanderster-small";
const std::string kTracePrefix = "generate:utility-bimodal:jobs=";
const std::string kInterArrivalKey = ",mean-interarrival=";
const std::string kSeedKey = ",seed=";
// The thesis's mean inter-arrival times, h (0: every task at time 0).
const std::vector<std::string> kInterArrivals = {"0", "0.64", "1.6", "1.92", "6.4"};
const std::vector<std::string> kQuickInterArrivals = {"0", "1.6"};
// The mean inter-arrival time of a run of this study's workload, as written
// in its trace spec; empty for any other run.
std::string interArrivalOf(const RunDescription& description)
{
    if (!description.tracePath.starts_with(kTracePrefix))
        return {};
    const std::size_t at = description.tracePath.find(kInterArrivalKey);
    if (at == std::string::npos)
        return {};
    const std::size_t from = at + kInterArrivalKey.size();
    return description.tracePath.substr(from, description.tracePath.find(',', from) - from);
}

}  // namespace

std::string UtilityRandomStudy::name() const
{
    return "utility-random";
}

std::string UtilityRandomStudy::title() const
{
    return "Utility allocation on the random workload (experiment 4.1)";
}

std::string UtilityRandomStudy::description() const
{
    return "Source: Vanderster (2008), PhD thesis, sec. 4.3-4.4, experiment 4.1. The small grid (clusters of 4, 8, "
           "16 and 32 CPUs, vanderster-small); " +
           std::to_string(kTasks) +
           " tasks of the random bimodal workload (generate:utility-bimodal: single-processor lengths 50 % N(1 d, "
           "12 h) and 50 % N(8 d, 2 d), widths powers of two up to 32 with two halvings as options, credits N(10, "
           "4) with value exponent 1.1), mean inter-arrival 0, 0.64, 1.60, 1.92 and 6.40 h. Schemes: FCFS "
           "(cluster-fcfs), BF (grid-sharing, first fit), min-min, Gang(tau) (gang) with slices of 6, 9 and 30 h, "
           "and UM and UM+BF with utilities P1-P5 at periods of 6, 9 and 30 h. " +
           std::to_string(kSeeds) +
           " seeds per cell. Tables per inter-arrival time: overall completion time, mean response and mean startup "
           "delay in hours, and the Pearson correlation of credit with startup delay (eq. 4.12; -1 ideal) and with "
           "speedup against FCFS on the same workload (sec. 4.4; a paired FCFS run is made with every run; "
           "positive good), means over the seeds with their standard errors. Quick: " +
           std::to_string(kQuickTasks) + " tasks, inter-arrival 0 and 1.60 h, period 6 h, one seed.";
}

std::vector<RunSpec> UtilityRandomStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    StudyPlan plan(name(), group(options));
    const int tasks = options.quick ? kQuickTasks : kTasks;
    const int seeds = options.quick ? 1 : kSeeds;
    const std::vector<UtilityStudyScheme> schemes = UtilityStudyScheme::all(UtilityStudyScheme::periods(options.quick));
    for (const std::string& lambda : options.quick ? kQuickInterArrivals : kInterArrivals) {
        for (int seed = 1; seed <= seeds; ++seed) {
            const std::string trace = kTracePrefix + std::to_string(tasks) + kInterArrivalKey + lambda + kSeedKey +
                                      std::to_string(seed);
            for (const UtilityStudyScheme& scheme : schemes) {
                plan.add({trace, {}, kPlatform, scheme.policy, scheme.parameters,
                          scheme.label + " · " + lambda + " h · seed " + std::to_string(seed)});
            }
        }
    }
    return plan.take();
}

std::vector<StudyTable> UtilityRandomStudy::tables(std::span<const StoredRun> runs) const
{
    UtilitySchemeTable cells;
    for (const StoredRun& run : runs) {
        const std::string lambda = interArrivalOf(run.description);
        if (!lambda.empty())
            cells.add(lambda, run);
    }
    std::vector<StudyTable> tables;
    for (const std::string& lambda : kInterArrivals)
        tables.push_back({"Experiment 4.1, mean inter-arrival " + lambda + " h",
                          "small grid; " + UtilitySchemeTable::columnNote(), cells.table(lambda, UtilityStudyScheme::periods(false))});
    return tables;
}

}  // namespace schedlab
