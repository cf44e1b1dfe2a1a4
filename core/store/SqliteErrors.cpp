#include "store/SqliteErrors.h"

#include <sqlite3.h>

namespace schedlab {

namespace {

// The primary code: extended codes (SQLITE_IOERR_SHORT_READ, ...) keep it in
// their low byte.
constexpr int kPrimaryCodeMask = 0xff;

}  // namespace

void SqliteErrors::check(sqlite3* db, int resultCode, const std::string& path, const std::string& doing)
{
    if (resultCode != SQLITE_OK)
        raise(db, resultCode, path, doing);
}

void SqliteErrors::raise(sqlite3* db, int resultCode, const std::string& path, const std::string& doing)
{
    // sqlite3_errmsg describes the connection's last error, which is this
    // one; without a connection only the code's generic text is known.
    const std::string reason = db != nullptr ? sqlite3_errmsg(db) : sqlite3_errstr(resultCode);
    const StoreError::Kind kind = kindOf(resultCode);
    std::string message = "run store '" + path + "': " + doing + " failed: " + reason;
    if (kind == StoreError::Kind::Busy)
        message += " (another program kept the store locked; try again when it has finished)";
    throw StoreError(kind, message);
}

bool SqliteErrors::isNotADatabase(int resultCode)
{
    return (resultCode & kPrimaryCodeMask) == SQLITE_NOTADB;
}

StoreError::Kind SqliteErrors::kindOf(int resultCode)
{
    switch (resultCode & kPrimaryCodeMask) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return StoreError::Kind::Busy;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB: return StoreError::Kind::Corrupt;
    case SQLITE_READONLY: return StoreError::Kind::ReadOnly;
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
    case SQLITE_IOERR:
    case SQLITE_FULL:
    case SQLITE_AUTH: return StoreError::Kind::Unreadable;
    default: return StoreError::Kind::Invalid;
    }
}

}  // namespace schedlab
