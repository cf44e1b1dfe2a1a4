#include "store/SqliteStatement.h"

#include "store/SqliteErrors.h"

#include <sqlite3.h>

namespace schedlab {

SqliteStatement::SqliteStatement(sqlite3* db, std::string_view sql, const std::string& path)
    : m_db(db)
    , m_path(path)
{
    const int rc = sqlite3_prepare_v2(m_db, sql.data(), static_cast<int>(sql.size()), &m_statement, nullptr);
    if (rc != SQLITE_OK) {
        sqlite3_finalize(m_statement);
        SqliteErrors::raise(m_db, rc, m_path, "preparing a query");
    }
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_statement);
}

void SqliteStatement::checkBind(int resultCode)
{
    SqliteErrors::check(m_db, resultCode, m_path, "binding a query parameter");
}

SqliteStatement& SqliteStatement::bindInt(int index, std::int64_t value)
{
    checkBind(sqlite3_bind_int64(m_statement, index, value));
    return *this;
}

SqliteStatement& SqliteStatement::bindReal(int index, double value)
{
    checkBind(sqlite3_bind_double(m_statement, index, value));
    return *this;
}

SqliteStatement& SqliteStatement::bindText(int index, std::string_view value)
{
    // SQLITE_TRANSIENT: SQLite copies the text, so temporaries are safe.
    checkBind(
        sqlite3_bind_text64(m_statement, index, value.data(), value.size(), SQLITE_TRANSIENT, SQLITE_UTF8));
    return *this;
}

SqliteStatement& SqliteStatement::bindNull(int index)
{
    checkBind(sqlite3_bind_null(m_statement, index));
    return *this;
}

SqliteStatement& SqliteStatement::bindBlob(int index, std::string_view bytes)
{
    // SQLITE_TRANSIENT as for text. A zero-length blob, not NULL.
    checkBind(bytes.empty() ? sqlite3_bind_zeroblob(m_statement, index, 0)
                            : sqlite3_bind_blob64(m_statement, index, bytes.data(), bytes.size(), SQLITE_TRANSIENT));
    return *this;
}

bool SqliteStatement::step()
{
    const int rc = sqlite3_step(m_statement);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    SqliteErrors::raise(m_db, rc, m_path, "running a query");
}

void SqliteStatement::run()
{
    while (step()) { }
    reset();
}

void SqliteStatement::reset()
{
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
}

bool SqliteStatement::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

std::int64_t SqliteStatement::columnInt(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

double SqliteStatement::columnReal(int column) const
{
    return sqlite3_column_double(m_statement, column);
}

std::string SqliteStatement::columnText(int column) const
{
    const unsigned char* text = sqlite3_column_text(m_statement, column);
    if (text == nullptr)
        return {};
    const int bytes = sqlite3_column_bytes(m_statement, column);
    return {reinterpret_cast<const char*>(text), static_cast<std::size_t>(bytes)};
}

std::string_view SqliteStatement::columnBlob(int column) const
{
    const void* bytes = sqlite3_column_blob(m_statement, column);
    if (bytes == nullptr)
        return {};
    return {static_cast<const char*>(bytes), static_cast<std::size_t>(sqlite3_column_bytes(m_statement, column))};
}

void SqliteStatement::execute(sqlite3* db, const std::string& sql, const std::string& path)
{
    char* error = nullptr;
    const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
    sqlite3_free(error);  // sqlite3_errmsg still holds the same text
    SqliteErrors::check(db, rc, path, "updating the store");
}

}  // namespace schedlab
