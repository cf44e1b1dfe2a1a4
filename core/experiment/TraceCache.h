#pragma once

#include "run/Trace.h"
#include "workload/LoadOptions.h"

#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace schedlab {

// Loads each trace once and shares it read-only between runs and threads:
// a sweep of 24 runs over one CTC file reads and hashes it once, and runs
// transform their own copy. Thread-safe; traces stay loaded as long as the
// cache lives.
class TraceCache {
public:
    explicit TraceCache(LoadOptions options = {}) : m_options(options) {}
    TraceCache(const TraceCache&) = delete;
    TraceCache& operator=(const TraceCache&) = delete;

    // Loads on first use; concurrent callers for the same path wait for that
    // one load, callers for other paths do not. A trace that failed to load
    // throws the same error (TraceError, FileReadError) on every call
    // without being read again.
    [[nodiscard]] TracePtr get(const std::string& path);
    [[nodiscard]] std::size_t size() const;

private:
    struct Entry {
        std::mutex mutex;
        bool attempted = false;
        TracePtr trace;
        std::exception_ptr error;
    };

    LoadOptions m_options;
    mutable std::mutex m_mutex;  // guards the map only, never a load
    std::map<std::string, std::shared_ptr<Entry>> m_entries;
};

}  // namespace schedlab
