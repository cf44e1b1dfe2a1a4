#include "store/StoreFileProbe.h"

#include "store/SqliteErrors.h"
#include "store/SqliteStatement.h"
#include "store/StoreError.h"
#include "store/StoreSchema.h"
#include "store/StoreTimeouts.h"

#include <sqlite3.h>

#include <array>
#include <filesystem>
#include <memory>
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
// The tables every listing reads, checked on each opening for writing.
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

struct ConnectionCloser {
    void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};

}  // namespace

StoreFileProbe::Result StoreFileProbe::inspect(const std::string& path, bool forWriting)
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
    inspectWithSqlite(path, forWriting, result);
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

void StoreFileProbe::inspectWithSqlite(const std::string& path, bool forWriting, Result& result)
{
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr);
    const std::unique_ptr<sqlite3, ConnectionCloser> db(raw);
    SqliteErrors::check(raw, rc, path, "opening");
    checkHeader(raw, path);
    sqlite3_busy_timeout(raw, StoreTimeouts::kBusyTimeoutMs);

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
    if (result.version < StoreSchema::kCurrentVersion) {
        checks.emplace_back("PRAGMA quick_check");
    } else {
        for (const std::string& table : kCatalogueTables)
            checks.push_back("PRAGMA quick_check(" + table + ")");
    }
    for (const std::string& sql : checks) {
        const std::string verdict = reading([&] {
            SqliteStatement check(raw, sql, path);
            return check.step() ? check.columnText(0) : std::string();
        });
        if (verdict != kQuickCheckOk)
            throwDamaged(path, "integrity check: " + verdict);
    }
}

}  // namespace schedlab
