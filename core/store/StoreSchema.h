#pragma once

#include <string>

struct sqlite3;

namespace schedlab {

// The run store's tables and how a file gets from any earlier schema to the
// current one. PRAGMA user_version is the schema version:
//   0  an empty file (a new store)
//   1  runs, run_metrics, run_jobs
//   2  adds notes and a group to runs, run_tags and run_samples
//   3  adds run_groups: every group a run belongs to (runs.grp stays the
//      group that stored it first)
//   4  adds to run_jobs what the workbench shows of a job: run time,
//      estimate, user, trace line, execution segments and start reason
//   5  adds run_job_ends: end states other than "completed" and deadlines
//   6  adds run_job_sites: the grid site each job was submitted at
//   7  adds run_ticks and run_job_classes: a run's tick, service classes
//   8  adds run_job_blobs: a run's jobs as one compressed blob; runs
//      stored earlier keep their rows in run_jobs and the sparse tables
// A new store is made by running every migration from 0, so a new file and
// a migrated one always have the same tables.
class StoreSchema {
public:
    static constexpr int kCurrentVersion = 8;

    [[nodiscard]] static int version(sqlite3* db, const std::string& path);
    // True if the file has a `runs` table (tables of some other program are
    // not a run store, even at user_version 0).
    [[nodiscard]] static bool hasRunsTable(sqlite3* db, const std::string& path);
    [[nodiscard]] static bool hasAnyTable(sqlite3* db, const std::string& path);

    // Creates or migrates the tables up to kCurrentVersion in one write
    // transaction. The version is read again inside it, so two programs
    // opening the same old file migrate it once. Throws StoreError (TooNew).
    static void upgrade(sqlite3* db, const std::string& path);

    // For reading an older store opened read-only, where it cannot be
    // migrated: temporary (connection-only, never written to the file)
    // stand-ins for what the current schema added, so the same queries work.
    static void addReadOnlyStandIns(sqlite3* db, int fileVersion, const std::string& path);

    // The message for a file of a newer schema, naming the path and versions.
    [[nodiscard]] static std::string tooNewMessage(const std::string& path, int fileVersion);
};

}  // namespace schedlab
