#pragma once

#include "store/StoredRun.h"

#include <cstdint>
#include <string>
#include <vector>

struct sqlite3;

namespace schedlab {

// How a run's jobs are stored and read back: since schema version 8 as one
// blob per run (run_job_blobs, JobBlobCodec); runs stored earlier keep
// their rows in run_jobs and the sparse tables run_job_ends, run_job_sites
// and run_job_classes, which load() still reads. Every reader of a run's
// jobs comes here.
class JobRows {
public:
    // Writes the jobs as one blob.
    static void insert(sqlite3* db, const std::string& path, std::int64_t runId, const std::vector<StoredJob>& jobs);
    // In stored order, from the blob or else the rows. Throws StoreError
    // (Corrupt) for a blob or row it cannot read, naming the store and the
    // run (and the job, where it can).
    [[nodiscard]] static std::vector<StoredJob> load(sqlite3* db, const std::string& path, std::int64_t runId);

    // "100:250 300:420": the segments as run_jobs.segments keeps them.
    [[nodiscard]] static std::string segmentsText(const std::vector<Segment>& segments);
    // The inverse; nullopt for text that is not a list of start:end pairs.
    [[nodiscard]] static std::optional<std::vector<Segment>> parseSegments(const std::string& text);

private:
    // The rows of a run stored by schema 1 to 7.
    [[nodiscard]] static std::vector<StoredJob> loadRows(sqlite3* db, const std::string& path, std::int64_t runId);
};

}  // namespace schedlab
