#include "advice/AdviceRuns.h"

#include "store/RunStore.h"

namespace schedlab {

void AdviceRuns::complete(AdviceReportInput& input, const SweepReport& report,
                          const std::vector<WeightedObjective>& objectives, const std::string& storePath)
{
    std::vector<std::optional<StoredRun>> runs;
    for (const RunOutcome& outcome : report.outcomes) {
        const bool stored =
            outcome.status == RunOutcome::Status::Completed || outcome.status == RunOutcome::Status::Skipped;
        runs.push_back(stored ? std::optional<StoredRun>(outcome.run) : std::nullopt);
    }
    input.result = AdviceAnalysis::analyse(input.plan, runs, objectives);
    input.wallSeconds = report.wallSeconds;
    input.wholeRunIds.clear();
    for (std::size_t c = 0; c < input.plan.candidates.size(); ++c)
        input.wholeRunIds.push_back(runs[c] ? runs[c]->id : 0);
    input.gains.reset();
    const std::size_t best = input.result.recommended();
    const std::size_t baseline = input.plan.baseline;
    if (best != baseline && runs[best] && runs[baseline] && runs[best]->id > 0 && runs[baseline]->id > 0) {
        const RunStore store(storePath, RunStore::Mode::ReadOnly);
        input.gains = AdviceGains::compare(store.load(runs[baseline]->id), store.load(runs[best]->id));
    }
}

}  // namespace schedlab
