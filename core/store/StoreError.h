#pragma once

#include <stdexcept>
#include <string>

namespace schedlab {

// A run store could not be opened or written. The message names the file
// and says what is wrong in words a user can act on; `kind` lets the
// workbench offer the right choice (open read-only, start a new file).
class StoreError : public std::runtime_error {
public:
    enum class Kind {
        Unreadable,     // missing permissions, not a file, I/O error
        Corrupt,        // not an SQLite database, or its integrity check failed
        TooNew,         // written by a newer SchedLab (schema version above ours)
        Busy,           // still locked by another writer after the busy timeout
        ReadOnly,       // a write was attempted on a store opened read-only
        NotFound,       // no run with that id
        Invalid,        // bad argument, e.g. an import file that is not a run export
    };
    StoreError(Kind kind, const std::string& message) : std::runtime_error(message), m_kind(kind) {}
    [[nodiscard]] Kind kind() const { return m_kind; }

private:
    Kind m_kind;
};

}  // namespace schedlab
