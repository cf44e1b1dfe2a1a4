#pragma once

#include <cstdint>
#include <string>

namespace schedlab {

class RunStore;
struct FinishedRun;

// Stores what `schedlab-cli run` completed, so that every run can be found
// again with `runs list` and compared with `runs compare`.
class StoreRecorder {
public:
    struct Stored {
        std::int64_t id = 0;
        std::string path;
    };

    // Converts the run (StoredRunConversion) and adds it to `store`. Throws StoreError.
    static Stored record(RunStore& store, const FinishedRun& run, const std::string& startedAt,
                         double durationSeconds);
};

}  // namespace schedlab
