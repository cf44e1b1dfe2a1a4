#pragma once

#include "store/StoredRun.h"

#include <cstdint>
#include <string>
#include <vector>

struct sqlite3;

namespace schedlab {

// How a run's jobs map to the run_jobs table and back, including the
// execution segments and start reasons that schema version 4 added.
class JobRows {
public:
    static void insert(sqlite3* db, const std::string& path, std::int64_t runId, const std::vector<StoredJob>& jobs);
    // In stored order. Throws StoreError (Corrupt) for a row it cannot read,
    // naming the store, the run and the job.
    [[nodiscard]] static std::vector<StoredJob> load(sqlite3* db, const std::string& path, std::int64_t runId);

    // "100:250 300:420": the segments as run_jobs.segments keeps them.
    [[nodiscard]] static std::string segmentsText(const std::vector<Segment>& segments);
    // The inverse; nullopt for text that is not a list of start:end pairs.
    [[nodiscard]] static std::optional<std::vector<Segment>> parseSegments(const std::string& text);
};

}  // namespace schedlab
