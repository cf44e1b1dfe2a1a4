#pragma once

#include "parameters/ParameterSpec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// What a run simulated, complete enough to repeat it exactly. Two runs with
// equal descriptions give byte-identical schedules (the core is
// deterministic), which is what lets a sweep skip runs already stored.
// RunPipeline::describe is the only place that makes one from a request.
struct RunDescription {
    std::string tracePath;                 // as given by the user
    std::string traceSha256;               // of the trace file's bytes
    std::int64_t traceJobCount = 0;        // jobs after loading, before transforms
    std::vector<std::string> transforms;   // canonical specs, in order
    std::string platformName;              // preset name, "single:N", or a file name
    std::string platformJson;              // PlatformJson::toJson of what ran
    std::string policy;                    // registry key, e.g. "easy"
    ParameterValues parameters;            // complete and normalised
    std::uint64_t seed = 0;

    friend bool operator==(const RunDescription&, const RunDescription&) = default;
};

}  // namespace schedlab
