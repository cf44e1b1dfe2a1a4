#pragma once

#include <string>

struct sqlite3;

namespace schedlab {

// A write transaction: BEGIN IMMEDIATE on construction, ROLLBACK on
// destruction unless commit() ran, so an exception leaves the store as it
// was. IMMEDIATE takes the write lock at once (waiting up to the busy
// timeout) instead of at the first write, where a lock upgrade could fail
// with SQLITE_BUSY without waiting when another writer got there first.
class SqliteTransaction {
public:
    SqliteTransaction(sqlite3* db, const std::string& path);
    ~SqliteTransaction();
    SqliteTransaction(const SqliteTransaction&) = delete;
    SqliteTransaction& operator=(const SqliteTransaction&) = delete;

    void commit();

private:
    sqlite3* m_db;
    const std::string& m_path;
    bool m_open = true;
};

}  // namespace schedlab
