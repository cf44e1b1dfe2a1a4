#pragma once

#include "experiment/RunOutcome.h"
#include "sweep/SweepProgress.h"

#include <vector>

namespace schedlab {

// What a sweep did. `outcomes` is index-aligned with the runs given to the
// SweepRunner, whatever the number of threads. Completed and skipped
// outcomes carry the stored run's id, key, name and metrics; the per-job
// results and samples are dropped once stored, so a long sweep does not
// hold them all in memory (RunStore::load brings them back).
struct SweepReport {
    std::vector<RunOutcome> outcomes;
    SweepProgress progress;   // the final counts
    bool cancelled = false;
    double wallSeconds = 0;
};

}  // namespace schedlab
