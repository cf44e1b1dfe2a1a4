#pragma once

#include <string>

struct sqlite3;

namespace schedlab {

// Finds out what a store file is before anything may write to it: a
// missing or empty file (a new store), a run store of some schema version,
// or something that must be left alone (not SQLite, damaged, from a newer
// SchedLab, another program's database). It looks only through a
// read-only SQLite connection (the header too, through that connection's own
// file handle, so no other descriptor of the file is ever opened and closed
// under another connection's locks), and a file it rejects keeps every byte.
class StoreFileProbe {
public:
    struct Result {
        bool exists = false;  // false: no such file
        bool empty = false;  // a zero-length file or an SQLite file without tables
        int version = 0;  // PRAGMA user_version
    };

    // `forWriting`: also run SQLite's quick_check, the last look before a
    // file is opened for writing. A file that is about to be migrated is
    // checked whole; otherwise the catalogue tables (runs, metrics, tags)
    // are, which keeps opening fast however many per-job rows the store
    // holds (a CTC run has 77,000): damage in those rows is reported by
    // SQLite when they are read, and never written over, since every write
    // goes to the WAL first and a failed transaction leaves no trace.
    // Throws StoreError (Corrupt, TooNew, Invalid, Unreadable, Busy).
    [[nodiscard]] static Result inspect(const std::string& path, bool forWriting);

private:
    static void checkHeader(sqlite3* db, const std::string& path);
    static void inspectWithSqlite(const std::string& path, bool forWriting, Result& result);
};

}  // namespace schedlab
