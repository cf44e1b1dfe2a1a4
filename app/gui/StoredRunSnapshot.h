#pragma once

#include "RunSnapshot.h"
#include "store/StoredRun.h"

#include <cstdint>

namespace schedlab {

// Turns a stored run (loaded with its jobs) back into a RunSnapshot, so a
// run from the store can be drawn by the Gantt chart like a fresh one.
// The store keeps only the compact per-job result, so the workload is
// rebuilt from it: job ids, submit times, widths, and run time = end -
// start; estimates are not stored and are set to the run time. The platform
// comes from the run's platform JSON; if that cannot be read, one machine
// just wide enough for every allocation stands in, so the chart still shows.
// Job i of the snapshot is run.jobs[i].
class StoredRunSnapshot {
public:
    [[nodiscard]] static RunSnapshotPtr make(const StoredRun& run);
    // The snapshot's index of an SWF job id, or kNoJob.
    [[nodiscard]] static JobIndex indexOf(const StoredRun& run, std::int64_t jobId);
    // The run's platform (or the stand-in described above).
    [[nodiscard]] static Platform platform(const StoredRun& run);
};

}  // namespace schedlab
