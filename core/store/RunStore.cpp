#include "store/RunStore.h"

#include "store/RunRows.h"
#include "store/SqliteErrors.h"
#include "store/SqliteStatement.h"
#include "store/SqliteTransaction.h"
#include "store/StoreError.h"
#include "store/StoreFileProbe.h"
#include "store/StoreSchema.h"
#include "store/StoreTimeouts.h"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <set>
#include <thread>

namespace schedlab {

static_assert(RunStore::kSchemaVersion == StoreSchema::kCurrentVersion);

namespace {

namespace fs = std::filesystem;

const std::string kStoreFolder = "schedlab";
const std::string kStoreFile = "runs.sqlite";
const std::string kWalJournal = "wal";
const std::string kInMemoryName = ":memory:";
// How long to wait before asking again for the moment of exclusive access the WAL switch needs.
constexpr std::chrono::milliseconds kWalRetryPause{5};
// A SQLite file's companions in WAL mode; an export removes its own on failure.
const std::array<std::string, 2> kSideFileSuffixes = {"-wal", "-shm"};

// A random 128-bit identity. random_device, not the simulation's seeded
// generators: a uuid must differ between runs with identical inputs.
std::string newUuid()
{
    std::random_device device;
    constexpr int kWords = 4;  // 4 x 32 bits
    constexpr int kHexPerWord = 8;
    constexpr const char* kHexDigits = "0123456789abcdef";
    constexpr unsigned kNibbleBits = 4;
    constexpr unsigned kNibbleMask = 0xfu;
    std::string uuid;
    for (int word = 0; word < kWords; ++word) {
        const std::uint32_t bits = static_cast<std::uint32_t>(device());
        for (int digit = kHexPerWord - 1; digit >= 0; --digit)
            uuid += kHexDigits[(bits >> (static_cast<unsigned>(digit) * kNibbleBits)) & kNibbleMask];
    }
    return uuid;
}

bool sameFile(const std::string& a, const std::string& b)
{
    std::error_code error;
    return fs::equivalent(a, b, error);
}

}  // namespace

std::string RunStore::defaultPath()
{
    // XDG base directories: $XDG_DATA_HOME if it is an absolute path, else
    // ~/.local/share. getenv only reads the environment.
    const char* dataHome = std::getenv("XDG_DATA_HOME");
    fs::path folder;
    if (dataHome != nullptr && fs::path(dataHome).is_absolute()) {
        folder = dataHome;
    } else if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') {
        folder = fs::path(home) / ".local" / "share";
    } else {
        folder = fs::current_path();
    }
    return (folder / kStoreFolder / kStoreFile).string();
}

RunStore::RunStore(const std::string& path, Mode mode)
    : m_path(path)
    , m_mode(mode)
{
    // SQLite takes "" and ":memory:" for private in-memory databases: runs
    // stored there are lost at exit, and they never switch to WAL.
    if (m_path.empty())
        throw StoreError(StoreError::Kind::Invalid, "no run store file given: name a file, e.g. --db runs.sqlite");
    if (m_path == kInMemoryName) {
        throw StoreError(StoreError::Kind::Invalid, "run store '" + m_path +
                                                        "' is SQLite's in-memory database, which keeps nothing: "
                                                        "name a file, e.g. --db runs.sqlite");
    }
    // Look before opening for writing: a file that is not a sound run
    // store of a version we know must not see even a journal-mode change.
    const StoreFileProbe::Result probe = StoreFileProbe::inspect(m_path, mode == Mode::ReadWrite);
    if (mode == Mode::ReadOnly && !probe.exists)
        throw StoreError(StoreError::Kind::Unreadable, "run store '" + m_path + "' does not exist");
    if (mode == Mode::ReadOnly && probe.empty)
        throw StoreError(StoreError::Kind::Invalid,
                         "run store '" + m_path + "' is empty: it holds no runs yet");

    if (!probe.exists) {
        const fs::path parent = fs::path(m_path).parent_path();
        std::error_code error;
        if (!parent.empty())
            fs::create_directories(parent, error);
        if (error) {
            throw StoreError(StoreError::Kind::Unreadable,
                             "cannot create the folder of run store '" + m_path + "': " + error.message());
        }
    }

    const int flags =
        mode == Mode::ReadOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    const int rc = sqlite3_open_v2(m_path.c_str(), &m_db, flags, nullptr);
    try {
        SqliteErrors::check(m_db, rc, m_path, "opening");
        sqlite3_busy_timeout(m_db, StoreTimeouts::kBusyTimeoutMs);
        if (mode == Mode::ReadOnly) {
            StoreSchema::addReadOnlyStandIns(m_db, probe.version, m_path);
            return;
        }
        // SQLite opens a file it may not write read-only without a word; a
        // sweep then simulated everything before its first store failed.
        if (sqlite3_db_readonly(m_db, "main") == 1) {
            throw StoreError(StoreError::Kind::ReadOnly,
                             "run store '" + m_path + "' cannot be written (the file or its folder is read-only)");
        }
        SqliteStatement::execute(m_db, "PRAGMA foreign_keys = ON", m_path);
        switchToWal();
        if (probe.version < StoreSchema::kCurrentVersion)
            StoreSchema::upgrade(m_db, m_path);
    } catch (...) {
        sqlite3_close_v2(m_db);
        m_db = nullptr;
        throw;
    }
}

RunStore::~RunStore()
{
    sqlite3_close_v2(m_db);
}

void RunStore::switchToWal()
{
    // Switching needs a moment of exclusive access, and SQLite does not wait
    // for it (the busy handler is not called for a journal-mode change): when
    // several threads or programs create the same new store at once, the
    // others hold a read lock just then. So wait here, as long as any other
    // lock is waited for. Skipped when the file already is in WAL mode (the
    // usual case), which another opener may have done meanwhile.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(StoreTimeouts::kBusyTimeoutMs);
    while (currentJournalMode() != kWalJournal) {
        try {
            // SQLite answers with the mode it is in; another one than WAL
            // without an error means it never will be (no shared memory on
            // this file system, say): say so instead of trying forever.
            SqliteStatement change(m_db, "PRAGMA journal_mode = WAL", m_path);
            const std::string mode = change.step() ? change.columnText(0) : std::string();
            if (mode != kWalJournal) {
                throw StoreError(StoreError::Kind::Unreadable,
                                 "run store '" + m_path + "' cannot use write-ahead logging (SQLite keeps journal mode '" +
                                     mode + "'); put the store on a local disk");
            }
        } catch (const StoreError& error) {
            if (error.kind() != StoreError::Kind::Busy || std::chrono::steady_clock::now() >= deadline)
                throw;
            std::this_thread::sleep_for(kWalRetryPause);
        }
    }
}

std::string RunStore::currentJournalMode() const
{
    SqliteStatement query(m_db, "PRAGMA journal_mode", m_path);
    return query.step() ? query.columnText(0) : std::string();
}

int RunStore::schemaVersion() const
{
    return StoreSchema::version(m_db, m_path);
}

void RunStore::requireWritable() const
{
    if (m_mode == Mode::ReadOnly) {
        throw StoreError(StoreError::Kind::ReadOnly,
                         "run store '" + m_path +
                             "' is open read-only; open it again for writing to change it");
    }
}

std::int64_t RunStore::add(const StoredRun& run)
{
    requireWritable();
    SqliteTransaction transaction(m_db, m_path);
    const std::int64_t id = RunRows::insert(m_db, m_path, run, run.uuid.empty() ? newUuid() : run.uuid);
    transaction.commit();
    return id;
}

RunStore::Added RunStore::addUnlessStored(const StoredRun& run)
{
    requireWritable();
    SqliteTransaction transaction(m_db, m_path);
    if (const auto existing = findByKey(run.runKey)) {
        if (!run.group.empty())
            (void)RunRows::addGroup(m_db, m_path, *existing, run.group);
        transaction.commit();
        return {*existing, false};
    }
    const std::int64_t id = RunRows::insert(m_db, m_path, run, run.uuid.empty() ? newUuid() : run.uuid);
    transaction.commit();
    return {id, true};
}

std::vector<StoredRun> RunStore::list(const RunFilter& filter) const
{
    return RunRows::summaries(m_db, m_path, filter);
}

StoredRun RunStore::summary(std::int64_t id) const
{
    std::vector<StoredRun> found = RunRows::summaries(m_db, m_path, {}, id);
    if (found.empty())
        throw notFound(id);
    return std::move(found.front());
}

StoredRun RunStore::load(std::int64_t id) const
{
    StoredRun run = summary(id);
    RunRows::loadDetails(m_db, m_path, run);
    return run;
}

std::optional<std::int64_t> RunStore::findByKey(const std::string& runKey) const
{
    SqliteStatement query(m_db, "SELECT id FROM runs WHERE run_key = ?1 ORDER BY id LIMIT 1", m_path);
    query.bindText(1, runKey);
    return query.step() ? std::optional(query.columnInt(0)) : std::nullopt;
}

std::optional<std::int64_t> RunStore::findByUuid(const std::string& uuid) const
{
    SqliteStatement query(m_db, "SELECT id FROM runs WHERE uuid = ?1", m_path);
    query.bindText(1, uuid);
    return query.step() ? std::optional(query.columnInt(0)) : std::nullopt;
}

StoreError RunStore::notFound(std::int64_t id) const
{
    return {StoreError::Kind::NotFound, "run store '" + m_path + "' has no run " + std::to_string(id)};
}

void RunStore::updateText(std::int64_t id, const char* column, const std::string& value)
{
    requireWritable();
    SqliteTransaction transaction(m_db, m_path);
    SqliteStatement update(m_db, std::string("UPDATE runs SET ") + column + " = ?1 WHERE id = ?2", m_path);
    update.bindText(1, value).bindInt(2, id).run();
    if (sqlite3_changes(m_db) == 0)
        throw notFound(id);
    transaction.commit();
}

void RunStore::rename(std::int64_t id, const std::string& name)
{
    updateText(id, "name", name);
}

void RunStore::setNotes(std::int64_t id, const std::string& notes)
{
    updateText(id, "notes", notes);
}

void RunStore::setTags(std::int64_t id, const std::vector<std::string>& tags)
{
    requireWritable();
    SqliteTransaction transaction(m_db, m_path);
    if (!contains(id))
        throw notFound(id);
    RunRows::replaceTags(m_db, m_path, id, tags);
    transaction.commit();
}

bool RunStore::addToGroup(std::int64_t id, const std::string& group)
{
    requireWritable();
    if (group.empty())
        return false;  // "no group" is not a membership
    SqliteTransaction transaction(m_db, m_path);
    if (!contains(id))
        throw notFound(id);
    const bool added = RunRows::addGroup(m_db, m_path, id, group);
    transaction.commit();
    return added;
}

bool RunStore::contains(std::int64_t id) const
{
    SqliteStatement query(m_db, "SELECT 1 FROM runs WHERE id = ?1", m_path);
    query.bindInt(1, id);
    return query.step();
}

void RunStore::remove(std::span<const std::int64_t> ids)
{
    requireWritable();
    SqliteTransaction transaction(m_db, m_path);
    // ON DELETE CASCADE removes the metrics, tags, group memberships, jobs and samples.
    SqliteStatement remove(m_db, "DELETE FROM runs WHERE id = ?1", m_path);
    for (const std::int64_t id : ids) {
        remove.bindInt(1, id).run();
        if (sqlite3_changes(m_db) == 0)
            throw notFound(id);  // nothing is deleted: the transaction rolls back
    }
    transaction.commit();
}

void RunStore::exportTo(const std::string& file, std::span<const std::int64_t> ids) const
{
    if (fs::exists(file)) {
        throw StoreError(StoreError::Kind::Invalid,
                         "export file '" + file +
                             "' already exists; choose a new file name (it was not overwritten)");
    }
    // Check every id before creating anything.
    const std::set<std::int64_t> unique(ids.begin(), ids.end());
    for (const std::int64_t id : unique) {
        if (!contains(id))
            throw notFound(id);
    }
    try {
        RunStore target(file, Mode::ReadWrite);
        SqliteTransaction transaction(target.m_db, target.m_path);
        for (const std::int64_t id : unique) {
            const StoredRun run = load(id);
            RunRows::insert(target.m_db, target.m_path, run, run.uuid);
        }
        transaction.commit();
        // A plain rollback-journal file: one self-contained file to share,
        // readable without creating -wal/-shm companions next to it.
        SqliteStatement::execute(target.m_db, "PRAGMA journal_mode = DELETE", target.m_path);
    } catch (...) {
        // Only files this call created: `file` did not exist before.
        std::error_code ignored;
        fs::remove(file, ignored);
        for (const std::string& suffix : kSideFileSuffixes)
            fs::remove(file + suffix, ignored);
        throw;
    }
}

ImportSummary RunStore::importFrom(const std::string& file)
{
    requireWritable();
    if (sameFile(file, m_path))
        throw StoreError(StoreError::Kind::Invalid, "cannot import run store '" + file + "' into itself");
    const RunStore source(file, Mode::ReadOnly);
    ImportSummary summary;
    SqliteTransaction transaction(m_db, m_path);
    for (const StoredRun& listed : source.list()) {
        // The same uuid is this very run; the same key is the same run
        // computed elsewhere (another machine, a cluster task): equal
        // descriptions give identical schedules, so a second copy would
        // only double it in every table. Either way the groups that asked
        // for it over there now have it here too.
        std::optional<std::int64_t> existing = findByUuid(listed.uuid);
        if (existing) {
            ++summary.skippedExisting;
        } else if (!listed.runKey.empty() && (existing = findByKey(listed.runKey))) {
            ++summary.skippedSameRun;
        }
        if (existing) {
            for (const std::string& group : RunRows::memberships(listed))
                RunRows::addGroup(m_db, m_path, *existing, group);
            continue;
        }
        const StoredRun run = source.load(listed.id);
        RunRows::insert(m_db, m_path, run, run.uuid);
        ++summary.imported;
    }
    transaction.commit();
    return summary;
}

}  // namespace schedlab
