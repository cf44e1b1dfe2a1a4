#pragma once

#include "experiment/RunSpec.h"
#include "sweep/SweepReport.h"

#include <ostream>
#include <string>
#include <vector>

namespace schedlab {

class ParsedArguments;
class TraceCache;

// What `sweep` and `study run` share: the --jobs value, running the runs on
// worker threads into the store with a progress line per second on stderr,
// and the line that says what is about to run.
class BatchRun {
public:
    static constexpr const char* kJobs = "jobs";

    // --jobs N, or 0 (every core) when absent.
    [[nodiscard]] static unsigned jobs(const ParsedArguments& args);

    // Prints "<title>N runs on T threads into STORE" to `out`, then runs them;
    // a store that cannot be opened is a CliError.
    [[nodiscard]] static SweepReport run(TraceCache& cache, const std::vector<RunSpec>& runs,
                                         const std::string& storePath, unsigned jobs, bool validate,
                                         const std::string& title, std::ostream& out, std::ostream& err);

    // "1 run", "24 runs".
    [[nodiscard]] static std::string runsText(std::size_t count);
};

}  // namespace schedlab
