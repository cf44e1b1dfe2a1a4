#pragma once

#include "experiment/RunSpec.h"
#include "policies/PolicyRegistry.h"
#include "store/StoredRun.h"

#include <vector>

namespace schedlab {

class RunStore;
class TraceCache;

// Finds a study's runs in a run store by what they simulate (RunKey), not
// by group: the store keeps one run per key, so a run that a sweep or
// another study stored first is the run of this study too (SweepRunner
// skipped it), and `study show` must find it there.
class StudyRunLookup {
public:
    // The summaries (as RunStore::list gives them) of the stored runs among
    // `runs`, in the order of `runs`; runs not stored yet are left out.
    // Loads the traces through `cache` to describe the runs; throws what
    // ExperimentRunner::describe throws for a run that cannot be described.
    [[nodiscard]] static std::vector<StoredRun> stored(const std::vector<RunSpec>& runs, const RunStore& store,
                                                       TraceCache& cache, const PolicyRegistry& registry = PolicyRegistry());
};

}  // namespace schedlab
