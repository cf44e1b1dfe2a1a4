#pragma once

#include "model/Types.h"

#include <optional>
#include <string>
#include <vector>

namespace schedlab {

struct Workload;

// The figures every front end shows about a loaded trace, computed once when
// it loads rather than on every repaint or command: the trace panel, `inspect`
// and the run library read them from here.
struct TraceSummary {
    std::vector<std::string> months;  // "YYYY-MM" with submissions, ascending
    Time firstSubmit = 0;
    Time lastSubmit = 0;
    double work = 0;                  // sum of nodes * run time, node-seconds
    int widestJob = 0;
    // work / (header machine size * span): how busy the machine the trace
    // was recorded on would have been. Unknown without a MaxNodes header or
    // with a single submission instant.
    std::optional<double> offeredLoad;

    [[nodiscard]] Time span() const { return lastSubmit - firstSubmit; }

    [[nodiscard]] static TraceSummary of(const Workload& workload);
};

}  // namespace schedlab
