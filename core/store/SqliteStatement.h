#pragma once

#include <cstdint>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace schedlab {

// One prepared SQLite statement, finalized when it goes out of scope, so an
// exception half-way through a query never leaks it (a leaked statement
// would keep the database busy). Errors become StoreError naming the file.
// Parameter and column indexes follow SQLite: parameters from 1, columns
// from 0.
class SqliteStatement {
public:
    SqliteStatement(sqlite3* db, std::string_view sql, const std::string& path);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    SqliteStatement& bindInt(int index, std::int64_t value);
    SqliteStatement& bindReal(int index, double value);
    SqliteStatement& bindText(int index, std::string_view value);
    SqliteStatement& bindNull(int index);
    SqliteStatement& bindBlob(int index, std::string_view bytes);

    // Advances to the next row: true while there is one.
    [[nodiscard]] bool step();
    // Runs a statement that returns no rows, then resets it for reuse.
    void run();
    // Ready to run again; bindings are cleared.
    void reset();

    [[nodiscard]] bool isNull(int column) const;
    [[nodiscard]] std::int64_t columnInt(int column) const;
    [[nodiscard]] double columnReal(int column) const;
    [[nodiscard]] std::string columnText(int column) const;
    // Valid until the next step, reset or the end of the statement.
    [[nodiscard]] std::string_view columnBlob(int column) const;

    // Runs one or more statements that return nothing (schema scripts, pragmas).
    static void execute(sqlite3* db, const std::string& sql, const std::string& path);

private:
    void checkBind(int resultCode);

    sqlite3* m_db;
    sqlite3_stmt* m_statement = nullptr;
    const std::string& m_path;
};

}  // namespace schedlab
