#pragma once

#include "run/FinishedRun.h"
#include "store/StoredRun.h"

#include <string>
#include <vector>

namespace schedlab {

// The one conversion between a run in memory and a run in the store, both
// ways. toStored keeps everything the workbench shows (estimates, every
// execution segment, start reasons); toFinished rebuilds the run from that,
// so a stored run reopens drawn as it ran. Runs stored before schema
// version 4 lack those fields: they reopen with estimate = run time = end -
// start, one segment, and no start reasons.
class StoredRunConversion {
public:
    // The description, every metric of metricDefinitions(), the metrics
    // JSON, the per-job results and the samples, with a readable default
    // name. Sets runKey from the description; uuid stays empty (the store
    // assigns one).
    [[nodiscard]] static StoredRun toStored(const FinishedRun& run, std::string startedAt, double durationSeconds);

    // A run loaded with its jobs, as a FinishedRun: job i is run.jobs[i].
    // The workload holds what the store keeps of each job (not its whole
    // SWF record); the event log is rebuilt from the jobs' times and
    // reasons; the metrics are computed again from the jobs (equal to the
    // stored ones from schema version 4 on, approximate before).
    [[nodiscard]] static FinishedRunPtr toFinished(const StoredRun& run);

    // The run's platform from its JSON; if that cannot be read, one machine
    // just wide enough for every allocation stands in, so a chart still shows.
    [[nodiscard]] static Platform platform(const StoredRun& run);
    // The position of an SWF job id in run.jobs (= its FinishedRun index), or kNoJob.
    [[nodiscard]] static JobIndex indexOf(const StoredRun& run, std::int64_t jobId);

    [[nodiscard]] static std::vector<StoredJob> storedJobs(const Workload& workload, const SimulationResult& result);
    // "policy · platform · trace file name".
    [[nodiscard]] static std::string defaultName(const RunDescription& description);
    // Now as "2026-11-22T10:15:00Z" (UTC, whole seconds), for startedAt.
    [[nodiscard]] static std::string utcNowIso8601();
};

}  // namespace schedlab
