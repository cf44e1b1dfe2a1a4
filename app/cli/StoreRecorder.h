#pragma once

#include "store/StoredRun.h"

#include <cstdint>
#include <string>

namespace schedlab {

class Platform;
class RunStore;
struct ExperimentOutcome;
struct Workload;

// Stores what `schedlab-cli run` completed, so that every run can be found
// again with `runs list` and compared with `runs compare`.
class StoreRecorder {
public:
    struct Stored {
        std::int64_t id = 0;
        std::string path;
    };

    // What the run simulated. `loadedJobs`: the trace's jobs before any
    // transform; `platformName`: the preset, "single:N" or file as given.
    [[nodiscard]] static RunDescription describe(const Workload& workload, std::int64_t loadedJobs,
                                                 const std::string& platformName, const Platform& platform,
                                                 const ExperimentOutcome& outcome);
    // Builds the StoredRun and adds it to `store`. Throws StoreError.
    static Stored record(RunStore& store, RunDescription description, const Workload& workload,
                         const ExperimentOutcome& outcome, const std::string& startedAt,
                         double durationSeconds);
};

}  // namespace schedlab
