#pragma once

#include "store/StoreError.h"
#include "store/StoredRun.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

struct sqlite3;

namespace schedlab {

// Which stored runs to list. Empty fields match everything.
struct RunFilter {
    std::string traceContains;   // substring of the trace path (case-insensitive)
    std::string policy;          // exact registry key
    std::string tag;             // exact tag
    std::string group;           // a sweep/study group it belongs to (any of StoredRun::groups)
};

// What an import or merge did.
struct ImportSummary {
    int imported = 0;
    int skippedExisting = 0;     // same uuid already in the store
    int skippedSameRun = 0;      // another uuid, the same RunKey: the same run computed elsewhere

    [[nodiscard]] int skipped() const { return skippedExisting + skippedSameRun; }
};

// The SQLite file that keeps runs (SQLite C API, no Qt, so the CLI can use
// it). One object per thread: open another RunStore on the same file for
// each thread that writes. The file is in WAL mode with a busy timeout, so
// the CLI can write while the workbench reads, and every write is one
// transaction: a killed writer loses at most the run it was writing.
//
// Opening never modifies a file it cannot understand: a corrupt file or one
// from a newer version raises StoreError and is left exactly as it was.
class RunStore {
public:
    enum class Mode { ReadWrite, ReadOnly };
    static constexpr int kSchemaVersion = 8;

    // The default location: $XDG_DATA_HOME/schedlab/runs.sqlite, falling
    // back to ~/.local/share/schedlab/runs.sqlite (the same folder as Qt's
    // AppDataLocation for the workbench).
    [[nodiscard]] static std::string defaultPath();

    // Opens (ReadWrite: creates if missing, migrating an older schema in
    // one transaction). Throws StoreError.
    explicit RunStore(const std::string& path, Mode mode = Mode::ReadWrite);
    ~RunStore();
    RunStore(const RunStore&) = delete;
    RunStore& operator=(const RunStore&) = delete;

    [[nodiscard]] const std::string& path() const { return m_path; }
    [[nodiscard]] bool readOnly() const { return m_mode == Mode::ReadOnly; }
    [[nodiscard]] int schemaVersion() const;

    // Stores a run in one transaction; fills in uuid (if empty) and returns
    // the new id.
    std::int64_t add(const StoredRun& run);
    // Like add(), unless a run with the same run key is stored already (by
    // another sweep of the same spec, in another program, since this one
    // looked): then the existing run joins `run.group` and nothing is
    // added. Looking and adding happen in one write transaction, so two
    // concurrent sweeps never store the same run twice.
    struct Added {
        std::int64_t id = 0;
        bool added = false;  // false: the run was stored already, as `id`
    };
    Added addUnlessStored(const StoredRun& run);

    [[nodiscard]] std::vector<StoredRun> list(const RunFilter& filter = {}) const;  // summaries, by id
    [[nodiscard]] StoredRun load(std::int64_t id) const;  // complete; StoreError NotFound
    [[nodiscard]] StoredRun summary(std::int64_t id) const;  // as list() gives it; StoreError NotFound
    [[nodiscard]] std::optional<std::int64_t> findByKey(const std::string& runKey) const;
    [[nodiscard]] std::optional<std::int64_t> findByUuid(const std::string& uuid) const;
    [[nodiscard]] bool contains(std::int64_t id) const;

    void rename(std::int64_t id, const std::string& name);
    void setNotes(std::int64_t id, const std::string& notes);
    void setTags(std::int64_t id, const std::vector<std::string>& tags);
    // Makes the run a member of `group` too (a sweep or study that asked for
    // a run already stored), in one transaction. Idempotent: returns false
    // when it already was a member, or for an empty group. StoreError
    // NotFound for an unknown id.
    bool addToGroup(std::int64_t id, const std::string& group);
    void remove(std::span<const std::int64_t> ids);   // one transaction

    // A run export is itself a run store file holding the chosen runs, so
    // an export can be opened, listed and merged like any store. Refuses to
    // overwrite an existing file.
    void exportTo(const std::string& file, std::span<const std::int64_t> ids) const;
    // Copies every run of another store or export file, with its group
    // memberships, in one transaction. A run already here is skipped: the
    // same uuid (importing twice changes nothing) or the same RunKey (the
    // same run computed elsewhere: the schedule is deterministic); the
    // skipped run's groups are added to the one already here.
    ImportSummary importFrom(const std::string& file);

private:
    void requireWritable() const;                 // StoreError ReadOnly
    [[nodiscard]] std::string currentJournalMode() const;
    void switchToWal();
    [[nodiscard]] StoreError notFound(std::int64_t id) const;
    void updateText(std::int64_t id, const char* column, const std::string& value);

    std::string m_path;
    Mode m_mode;
    sqlite3* m_db = nullptr;
};

}  // namespace schedlab
