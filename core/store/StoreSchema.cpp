#include "store/StoreSchema.h"

#include "store/SqliteStatement.h"
#include "store/SqliteTransaction.h"
#include "store/StoreError.h"

#include <array>

namespace schedlab {

namespace {

// Migration i brings a store from version i to version i + 1. Never edit a
// step once released: files in the field were made by it. Add a step.
const std::array<const char*, StoreSchema::kCurrentVersion> kMigrations = {
    // 0 -> 1: the first schema.
    R"sql(
    CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        run_key TEXT NOT NULL,
        name TEXT NOT NULL,
        trace_path TEXT NOT NULL,
        trace_sha256 TEXT NOT NULL,
        trace_job_count INTEGER NOT NULL,
        transforms_json TEXT NOT NULL,
        platform_name TEXT NOT NULL,
        platform_json TEXT NOT NULL,
        policy TEXT NOT NULL,
        parameters_json TEXT NOT NULL,
        seed INTEGER NOT NULL,
        schedlab_version TEXT NOT NULL,
        started_at TEXT NOT NULL,
        duration_seconds REAL NOT NULL,
        metrics_json TEXT NOT NULL);
    CREATE INDEX runs_run_key ON runs(run_key);
    CREATE TABLE run_metrics (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        value REAL,
        PRIMARY KEY (run_id, key));
    CREATE TABLE run_jobs (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        job_id INTEGER NOT NULL,
        submit INTEGER NOT NULL,
        start_time INTEGER,
        end_time INTEGER,
        nodes INTEGER NOT NULL,
        allocation TEXT NOT NULL,
        flags INTEGER NOT NULL,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
    )sql",
    // 1 -> 2: notes, groups, tags and the sampled time series.
    R"sql(
    ALTER TABLE runs ADD COLUMN notes TEXT NOT NULL DEFAULT '';
    ALTER TABLE runs ADD COLUMN grp TEXT NOT NULL DEFAULT '';
    CREATE INDEX runs_grp ON runs(grp);
    CREATE TABLE run_tags (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        tag TEXT NOT NULL,
        PRIMARY KEY (run_id, tag));
    CREATE INDEX run_tags_tag ON run_tags(tag);
    CREATE TABLE run_samples (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        time INTEGER NOT NULL,
        busy INTEGER NOT NULL,
        queue INTEGER NOT NULL,
        running INTEGER NOT NULL,
        completed INTEGER NOT NULL,
        awrt REAL NOT NULL,
        busy_per_machine TEXT NOT NULL,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
    )sql",
    // 2 -> 3: group memberships. A run belongs to every sweep or study that
    // asked for it, not only to the one that stored it first (runs.grp, kept
    // as that first group); the existing groups become the first members.
    R"sql(
    CREATE TABLE run_groups (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        grp TEXT NOT NULL,
        PRIMARY KEY (run_id, grp)) WITHOUT ROWID;
    CREATE INDEX run_groups_grp ON run_groups(grp);
    INSERT INTO run_groups (run_id, grp) SELECT id, grp FROM runs WHERE grp <> '';
    )sql",
    // 3 -> 4: what the workbench shows of each job, so that a stored run
    // reopens as it ran: run time, estimate, user and trace line, every
    // execution segment of a preempted job, and why it started. NULL (or
    // '') in the rows of runs stored earlier: unknown.
    R"sql(
    ALTER TABLE run_jobs ADD COLUMN run_time INTEGER;
    ALTER TABLE run_jobs ADD COLUMN estimate INTEGER;
    ALTER TABLE run_jobs ADD COLUMN user_id INTEGER;
    ALTER TABLE run_jobs ADD COLUMN source_line INTEGER;
    ALTER TABLE run_jobs ADD COLUMN segments TEXT NOT NULL DEFAULT '';
    ALTER TABLE run_jobs ADD COLUMN reason TEXT NOT NULL DEFAULT '';
    ALTER TABLE run_jobs ADD COLUMN reason_job INTEGER;
    ALTER TABLE run_jobs ADD COLUMN reason_time INTEGER;
    ALTER TABLE run_jobs ADD COLUMN reason_count INTEGER;
    )sql",
    // 4 -> 5: how jobs ended, their deadlines and the option they ran as,
    // for runs of workloads with deadlines, admission control or options.
    // Sparse: a job that completed as itself without a deadline (every job
    // of an SWF run) has no row.
    R"sql(
    CREATE TABLE run_job_ends (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        end_state TEXT NOT NULL,
        deadline INTEGER,
        deadline_kind TEXT NOT NULL,
        option_index INTEGER,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
    )sql",
    // 5 -> 6: the site each job was submitted at, for grid runs whose jobs
    // carry origin sites (a reopened broker run colours by it). Sparse like
    // run_job_ends: jobs without an origin site have no row.
    R"sql(
    CREATE TABLE run_job_sites (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        origin_site INTEGER NOT NULL,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
    )sql",
    // 6 -> 7: the tick of a run's times when it is not a second (generated
    // QoS workloads count milliseconds), and each job's service class
    // (guaranteed or best effort). Both sparse: SWF runs store nothing.
    R"sql(
    CREATE TABLE run_ticks (
        run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
        ticks_per_second INTEGER NOT NULL);
    CREATE TABLE run_job_classes (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        service_class TEXT NOT NULL,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
    )sql",
    // 7 -> 8: a run's jobs as one compressed blob (JobBlobCodec) instead of
    // one row per job, which were 95 % of a stored run's size and of the
    // time to store it (issue 19). The blob holds every per-job field, those
    // of the sparse tables too. Runs stored earlier keep their rows, which
    // are read as before: no run is rewritten, so migrating stays quick and
    // cannot lose one.
    R"sql(
    CREATE TABLE run_job_blobs (
        run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
        format INTEGER NOT NULL,
        job_count INTEGER NOT NULL,
        data BLOB NOT NULL);
    )sql",
};

// Read-only stand-ins, by the version they make up for (see
// addReadOnlyStandIns). A TEMP view or table shadows the file's own object
// of the same name for this connection only.
const std::array<const char*, StoreSchema::kCurrentVersion> kStandIns = {
    "",  // no store is older than version 1
    R"sql(
    CREATE TEMP VIEW runs AS SELECT *, '' AS notes, '' AS grp FROM main.runs;
    CREATE TEMP TABLE run_tags (run_id INTEGER, tag TEXT);
    CREATE TEMP TABLE run_samples (run_id INTEGER, position INTEGER, time INTEGER, busy INTEGER,
        queue INTEGER, running INTEGER, completed INTEGER, awrt REAL, busy_per_machine TEXT);
    )sql",
    // The memberships the 2 -> 3 migration would make. `runs` unqualified:
    // for a version 1 file it is the TEMP view above, which has grp too.
    R"sql(
    CREATE TEMP VIEW run_groups AS SELECT id AS run_id, grp FROM runs WHERE grp <> '';
    )sql",
    R"sql(
    CREATE TEMP VIEW run_jobs AS SELECT *, NULL AS run_time, NULL AS estimate, NULL AS user_id,
        NULL AS source_line, '' AS segments, '' AS reason, NULL AS reason_job, NULL AS reason_time,
        NULL AS reason_count FROM main.run_jobs;
    )sql",
    R"sql(
    CREATE TEMP TABLE run_job_ends (run_id INTEGER, position INTEGER, end_state TEXT, deadline INTEGER,
        deadline_kind TEXT, option_index INTEGER);
    )sql",
    R"sql(
    CREATE TEMP TABLE run_job_sites (run_id INTEGER, position INTEGER, origin_site INTEGER);
    )sql",
    R"sql(
    CREATE TEMP TABLE run_ticks (run_id INTEGER, ticks_per_second INTEGER);
    CREATE TEMP TABLE run_job_classes (run_id INTEGER, position INTEGER, service_class TEXT);
    )sql",
    // No blobs: every run of an older file has its jobs in rows.
    R"sql(
    CREATE TEMP TABLE run_job_blobs (run_id INTEGER, format INTEGER, job_count INTEGER, data BLOB);
    )sql",
};

bool hasTable(sqlite3* db, const std::string& path, const char* condition)
{
    SqliteStatement query(db, std::string("SELECT 1 FROM sqlite_master WHERE type = 'table'") + condition,
                          path);
    return query.step();
}

}  // namespace

int StoreSchema::version(sqlite3* db, const std::string& path)
{
    SqliteStatement query(db, "PRAGMA user_version", path);
    return query.step() ? static_cast<int>(query.columnInt(0)) : 0;
}

bool StoreSchema::hasRunsTable(sqlite3* db, const std::string& path)
{
    return hasTable(db, path, " AND name = 'runs'");
}

bool StoreSchema::hasAnyTable(sqlite3* db, const std::string& path)
{
    return hasTable(db, path, "");
}

void StoreSchema::upgrade(sqlite3* db, const std::string& path)
{
    SqliteTransaction transaction(db, path);
    const int from = version(db, path);
    if (from > kCurrentVersion)
        throw StoreError(StoreError::Kind::TooNew, tooNewMessage(path, from));
    if (from == kCurrentVersion)
        return;  // the destructor ends the (empty) transaction
    for (int step = from; step < kCurrentVersion; ++step)
        SqliteStatement::execute(db, kMigrations.at(static_cast<std::size_t>(step)), path);
    SqliteStatement::execute(db, "PRAGMA user_version = " + std::to_string(kCurrentVersion), path);
    transaction.commit();
}

void StoreSchema::addReadOnlyStandIns(sqlite3* db, int fileVersion, const std::string& path)
{
    for (int step = fileVersion; step < kCurrentVersion; ++step)
        SqliteStatement::execute(db, kStandIns.at(static_cast<std::size_t>(step)), path);
}

std::string StoreSchema::tooNewMessage(const std::string& path, int fileVersion)
{
    return "run store '" + path + "' has schema version " + std::to_string(fileVersion) +
        ", written by a newer SchedLab (this one reads up to version " + std::to_string(kCurrentVersion) +
        "); it was left unchanged: open it with a newer SchedLab, or start a new store file";
}

}  // namespace schedlab
