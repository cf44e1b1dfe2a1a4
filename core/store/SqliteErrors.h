#pragma once

#include "store/StoreError.h"

#include <string>

struct sqlite3;

namespace schedlab {

// Turns an SQLite result code into a StoreError whose message names the
// store file and what was being done, and whose kind lets a front end offer
// the right choice (a busy store differs from a damaged one).
class SqliteErrors {
public:
    // SQLITE_OK passes; anything else throws.
    static void check(sqlite3* db, int resultCode, const std::string& path, const std::string& doing);
    [[noreturn]] static void raise(sqlite3* db, int resultCode, const std::string& path,
                                   const std::string& doing);
    [[nodiscard]] static StoreError::Kind kindOf(int resultCode);
    // SQLITE_NOTADB: the file does not look like a database at all.
    [[nodiscard]] static bool isNotADatabase(int resultCode);
};

}  // namespace schedlab
