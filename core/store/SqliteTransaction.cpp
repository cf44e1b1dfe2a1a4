#include "store/SqliteTransaction.h"

#include "store/SqliteStatement.h"

#include <sqlite3.h>

namespace schedlab {

SqliteTransaction::SqliteTransaction(sqlite3* db, const std::string& path)
    : m_db(db)
    , m_path(path)
{
    SqliteStatement::execute(m_db, "BEGIN IMMEDIATE", m_path);
}

SqliteTransaction::~SqliteTransaction()
{
    if (m_open) {
        // Nothing to report from a destructor; a failed rollback leaves the
        // transaction to SQLite, which rolls it back when the file is closed.
        sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
    }
}

void SqliteTransaction::commit()
{
    SqliteStatement::execute(m_db, "COMMIT", m_path);
    m_open = false;
}

}  // namespace schedlab
