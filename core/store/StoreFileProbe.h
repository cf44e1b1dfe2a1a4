#pragma once

#include <cstdint>
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

    // Stores up to this size (the file, without its WAL) are checked whole
    // before writing; SQLite's quick_check reads every page and takes about
    // 1.6 ms of CPU per MB (0.55 s for 50 CTC runs, 340 MB), so larger
    // stores get the page walk described at inspect() (0.05 s there).
    static constexpr std::uintmax_t kFullCheckBytes = std::uintmax_t {64} << 20;

    // `forWriting`: also check the file's integrity, the last look before it
    // is opened for writing, covering every table. A file that is about to
    // be migrated, or is at most `fullCheckBytes` long, gets SQLite's whole
    // quick_check (b-tree structure, cells, overflow chains, key order, the
    // free-page list). A larger one gets quick_check on the catalogue tables
    // (runs, metrics, tags, groups) and a walk of every page of every other
    // table (the per-job rows and samples: a CTC run has 77,000 rows) with
    // SQLite's cell size check, a tenth of the cost: it finds pages
    // whose header, cell pointers or cell extents are damaged (a zeroed or
    // garbled sector, a truncated copy) but not garbled bytes inside a
    // cell's payload, which SQLite reports when that row is read, and a
    // write never spreads, since it goes to the WAL first and a failed
    // transaction leaves no trace.
    // Throws StoreError (Corrupt, TooNew, Invalid, Unreadable, Busy).
    [[nodiscard]] static Result inspect(const std::string& path, bool forWriting,
                                        std::uintmax_t fullCheckBytes = kFullCheckBytes);

private:
    static void checkHeader(sqlite3* db, const std::string& path);
    static void inspectWithSqlite(const std::string& path, bool forWriting, bool wholeCheck, Result& result);
};

}  // namespace schedlab
