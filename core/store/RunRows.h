#pragma once

#include "store/RunStore.h"
#include "store/StoredRun.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

struct sqlite3;

namespace schedlab {

// How a StoredRun maps to the store's tables (runs, run_metrics, run_tags,
// run_groups, run_jobs, run_samples) and back. No transactions here: RunStore wraps
// each public write in one, and an import wraps many inserts in one.
class RunRows {
public:
    // Inserts the run and everything it holds under `uuid`; returns its id.
    static std::int64_t insert(sqlite3* db, const std::string& path, const StoredRun& run,
                               const std::string& uuid);
    // Summaries (no jobs, no samples) in id order; `onlyId` restricts to one run.
    [[nodiscard]] static std::vector<StoredRun> summaries(sqlite3* db, const std::string& path,
                                                          const RunFilter& filter,
                                                          std::optional<std::int64_t> onlyId = std::nullopt);
    // Fills in the run's jobs and samples.
    static void loadDetails(sqlite3* db, const std::string& path, StoredRun& run);
    static void replaceTags(sqlite3* db, const std::string& path, std::int64_t id,
                            const std::vector<std::string>& tags);
    // Adds one group membership; false if the run already was a member.
    static bool addGroup(sqlite3* db, const std::string& path, std::int64_t id,
                         const std::string& group);
    // Every group a run is to belong to: `group` and `groups`, without empty ones.
    [[nodiscard]] static std::vector<std::string> memberships(const StoredRun& run);
    // Tags as stored: sorted, without duplicates or empty ones.
    [[nodiscard]] static std::vector<std::string> normalisedTags(std::vector<std::string> tags);

private:
    static void insertSamples(sqlite3* db, const std::string& path, std::int64_t id,
                              const std::vector<TimeSample>& samples);
    static void attachLists(sqlite3* db, const std::string& path, std::vector<StoredRun>& runs,
                            std::optional<std::int64_t> onlyId);
};

}  // namespace schedlab
