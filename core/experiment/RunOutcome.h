#pragma once

#include "store/StoredRun.h"

#include <string>

namespace schedlab {

// What became of one run. A failure is a record, not an exception, so a
// sweep of hundreds of runs reports every problem instead of stopping at
// the first or losing it on a worker thread.
struct RunOutcome {
    enum class Status {
        NotRun,     // a sweep was cancelled before it reached this run
        Completed,  // `run` holds the complete result, ready to store
        Skipped,    // already stored (same run key); `run.runKey` and `run.id` say which
        Failed,     // `error` says why, in one line
        Cancelled,  // stopped part-way; nothing stored
    };
    Status status = Status::NotRun;
    StoredRun run;
    std::string error;
};

[[nodiscard]] const char* runStatusName(RunOutcome::Status status);

}  // namespace schedlab
