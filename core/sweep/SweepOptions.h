#pragma once

#include "sweep/SweepProgress.h"

#include <chrono>
#include <functional>
#include <string>

namespace schedlab {

// How a SweepRunner runs.
struct SweepOptions {
    // Progress is reported at most this often (and always once at the end),
    // so a sweep of thousands of short runs does not flood a terminal or a
    // GUI's event queue.
    static constexpr std::chrono::milliseconds kDefaultProgressInterval{500};

    std::string storePath;      // the run store every worker writes to (created if missing)
    unsigned jobs = 0;          // worker threads; 0: std::thread::hardware_concurrency()
    bool validate = false;      // check every schedule; a problem fails that run
    std::chrono::milliseconds progressInterval = kDefaultProgressInterval;
    // Called on a worker thread, never two calls at once; it must be quick
    // (a GUI forwards it through a queued signal).
    std::function<void(const SweepProgress&)> onProgress;
};

}  // namespace schedlab
