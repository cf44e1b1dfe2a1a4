#include "store/StoreFileProbe.h"

#include "store/SqliteErrors.h"
#include "store/SqliteStatement.h"
#include "store/StoreError.h"
#include "store/StoreSchema.h"
#include "store/StoreTimeouts.h"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <memory>
#include <sstream>
#include <string_view>
#include <system_error>
#include <vector>

namespace schedlab {

namespace {

// Every SQLite 3 file starts with these 16 bytes (the terminating NUL
// included), and its header is 100 bytes long.
constexpr std::string_view kSqliteMagic {"SQLite format 3", sizeof("SQLite format 3")};
constexpr std::uintmax_t kSqliteHeaderBytes = 100;

const std::string kQuickCheckOk = "ok";
constexpr std::string_view kReportHeading = "*** in database";
// Counting a table's rows loads every page of its b-tree (not its overflow
// pages): the cheap walk of the large per-job tables.
const std::string kWalkPrefix = "SELECT count(*) FROM main.";
// Schema 8 keeps a run's jobs in one blob, nearly all of it on overflow
// pages: reading each blob's last byte follows its whole overflow chain
// (what a count does not), so a damaged chain is found before writing;
// damage to the bytes themselves zlib's checksum finds when the run is read.
const std::string kBlobTable = "run_job_blobs";
const std::string kBlobWalk = "SELECT count(substr(data, -1)) FROM main." + kBlobTable;
// The tables every listing reads: quick_check (with their indexes) before
// writing a store too large for the whole check.
const std::array<std::string, 4> kCatalogueTables = {"runs", "run_metrics", "run_tags",
                                                     "run_groups"};

std::string corruptMessage(const std::string& path, const std::string& problem, const std::string& advice)
{
    return "run store '" + path + "' " + problem + "; it was left unchanged: " + advice;
}

[[noreturn]] void throwNotSqlite(const std::string& path)
{
    throw StoreError(StoreError::Kind::Corrupt,
                     corruptMessage(path, "is not an SQLite database (damaged, or another kind of file)",
                                    "choose another file or start a new store file"));
}

[[noreturn]] void throwDamaged(const std::string& path, const std::string& reason)
{
    throw StoreError(
        StoreError::Kind::Corrupt,
        corruptMessage(path, "is damaged (" + reason + ")",
                       "open it read-only to rescue what is readable, or start a new store file"));
}

[[noreturn]] void throwNotRunStore(const std::string& path)
{
    throw StoreError(StoreError::Kind::Invalid,
                     "'" + path + "' is an SQLite database of another program, not a SchedLab run store; " +
                         "it was left unchanged: choose another file or start a new store file");
}

// quick_check's first report, as one line for the one-line error: SQLite
// heads it with "*** in database main ***" and a newline.
std::string firstProblem(const std::string& report)
{
    std::string line;
    std::istringstream lines(report);
    while (std::getline(lines, line)) {
        if (!line.empty() && !line.starts_with(kReportHeading))
            return line;
    }
    return report;
}

// A name read from the file, as an SQL identifier: a table named by whoever
// made the file must not change the query.
std::string quotedName(const std::string& name)
{
    std::string quoted = "\"";
    for (const char c : name) {
        quoted += c;
        if (c == '"')
            quoted += '"';
    }
    return quoted + "\"";
}

// The file's own tables (not SQLite's internal ones, not virtual tables,
// which have no pages).
std::vector<std::string> tableNames(sqlite3* db, const std::string& path)
{
    SqliteStatement query(db,
                          "SELECT name FROM sqlite_schema WHERE type = 'table' AND rootpage > 0 "
                          "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
                          path);
    std::vector<std::string> names;
    while (query.step())
        names.push_back(query.columnText(0));
    return names;
}

struct ConnectionCloser {
    void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};

}  // namespace

StoreFileProbe::Result StoreFileProbe::inspect(const std::string& path, bool forWriting,
                                               std::uintmax_t fullCheckBytes)
{
    namespace fs = std::filesystem;
    Result result;
    std::error_code error;
    const fs::file_status status = fs::status(path, error);
    if (status.type() == fs::file_type::not_found)
        return result;
    if (error) {
        throw StoreError(StoreError::Kind::Unreadable,
                         "run store '" + path + "' cannot be opened: " + error.message());
    }
    if (!fs::is_regular_file(status))
        throw StoreError(StoreError::Kind::Unreadable, "run store '" + path + "' is not a regular file");
    result.exists = true;

    const std::uintmax_t size = fs::file_size(path, error);
    if (error) {
        throw StoreError(StoreError::Kind::Unreadable,
                         "run store '" + path + "' cannot be read: " + error.message());
    }
    if (size == 0) {
        result.empty = true;  // SQLite treats it as an empty database: nothing to lose
        return result;
    }
    if (size < kSqliteHeaderBytes)
        throwNotSqlite(path);
    inspectWithSqlite(path, forWriting, size <= fullCheckBytes, result);
    return result;
}

void StoreFileProbe::checkHeader(sqlite3* db, const std::string& path)
{
    // Read through SQLite's own file handle, never a second one: on POSIX,
    // closing any descriptor of a file drops every lock this process holds
    // on it, so an ifstream opened and closed here while another thread's
    // connection wrote the store let two writers in at once and corrupted it.
    sqlite3_file* file = nullptr;
    const int rc = sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &file);
    if (rc != SQLITE_OK || file == nullptr || file->pMethods == nullptr)
        throw StoreError(StoreError::Kind::Unreadable, "run store '" + path + "' cannot be read");
    std::array<char, kSqliteMagic.size()> magic {};
    if (file->pMethods->xRead(file, magic.data(), static_cast<int>(magic.size()), 0) != SQLITE_OK)
        throw StoreError(StoreError::Kind::Unreadable, "run store '" + path + "' cannot be read");
    if (std::string_view(magic.data(), magic.size()) != kSqliteMagic)
        throwNotSqlite(path);
}

void StoreFileProbe::inspectWithSqlite(const std::string& path, bool forWriting, bool wholeCheck,
                                       Result& result)
{
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr);
    const std::unique_ptr<sqlite3, ConnectionCloser> db(raw);
    SqliteErrors::check(raw, rc, path, "opening");
    checkHeader(raw, path);
    sqlite3_busy_timeout(raw, StoreTimeouts::kBusyTimeoutMs);
    // Every look below in one read transaction, so all see one state of the
    // file: read one by one, another process creating the store could commit
    // between the schema version (0) and the tables (now there), and its new
    // store looked like another program's database. Closing the connection
    // ends the transaction.
    SqliteStatement::execute(raw, "BEGIN", path);

    // SQLite reports a damaged file when a query first touches it; this
    // rewords that report with the choices the user has.
    const auto reading = [&](const auto& query) {
        try {
            return query();
        } catch (const StoreError& e) {
            if (e.kind() != StoreError::Kind::Corrupt)
                throw;
            if (SqliteErrors::isNotADatabase(sqlite3_extended_errcode(raw)))
                throwNotSqlite(path);
            throwDamaged(path, sqlite3_errmsg(raw));
        }
    };

    result.version = reading([&] { return StoreSchema::version(raw, path); });
    if (result.version > StoreSchema::kCurrentVersion)
        throw StoreError(StoreError::Kind::TooNew, StoreSchema::tooNewMessage(path, result.version));
    // SQLite's user_version is a signed 32-bit field any program can set;
    // no SchedLab writes a negative one, and the migrations and read-only
    // stand-ins are indexed by it (a fuzzed store with -2,046,820,346
    // escaped as std::out_of_range after the file was switched to WAL).
    if (result.version < 0)
        throwDamaged(path, "schema version " + std::to_string(result.version) + " is not one SchedLab writes");
    if (result.version == 0) {
        if (reading([&] { return StoreSchema::hasAnyTable(raw, path); }))
            throwNotRunStore(path);
        result.empty = true;
        return;
    }
    if (!reading([&] { return StoreSchema::hasRunsTable(raw, path); }))
        throwNotRunStore(path);
    if (!forWriting)
        return;
    std::vector<std::string> checks;
    if (wholeCheck || result.version < StoreSchema::kCurrentVersion) {
        checks.emplace_back("PRAGMA quick_check");
    } else {
        // Every page a b-tree walk loads is checked: cell pointers and cell
        // sizes must stay inside the page, not only the page header.
        SqliteStatement::execute(raw, "PRAGMA cell_size_check = ON", path);
        const std::vector<std::string> tables = reading([&] { return tableNames(raw, path); });
        for (const std::string& table : tables) {
            if (std::find(kCatalogueTables.begin(), kCatalogueTables.end(), table) != kCatalogueTables.end())
                checks.push_back("PRAGMA quick_check(" + table + ")");
            else if (table == kBlobTable)
                checks.push_back(kBlobWalk);
            else
                checks.push_back(kWalkPrefix + quotedName(table));
        }
    }
    for (const std::string& sql : checks) {
        const std::string verdict = reading([&] {
            SqliteStatement check(raw, sql, path);
            if (!check.step())
                return std::string();
            // A walk counts rows; reaching the count means every page loaded.
            return sql.starts_with(kWalkPrefix) || sql == kBlobWalk ? kQuickCheckOk
                                                                    : firstProblem(check.columnText(0));
        });
        if (verdict != kQuickCheckOk)
            throwDamaged(path, "integrity check: " + verdict);
    }
}

}  // namespace schedlab
