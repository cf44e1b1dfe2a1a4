#pragma once

#include "LoadedTrace.h"

#include "experiment/RunSpec.h"
#include "platform/Platform.h"
#include "parameters/ParameterSpec.h"

#include <memory>
#include <string>
#include <vector>

namespace schedlab {

// Exactly what one run simulates. Taken from the panels when the user
// presses Run, then never changed, so that the run tab can say what it ran
// even after the panels moved on.
struct RunRequest {
    std::shared_ptr<const LoadedTrace> trace;
    std::vector<std::string> transforms;   // canonical specs, applied in order
    Platform platform;
    std::string platformKey;               // preset name, "single:N" or "custom"
    std::string policyName;
    ParameterValues parameters;
    std::uint64_t seed = 0;                // every built-in policy is deterministic
    // The trace holds the workload as simulated, not the file (a run
    // reopened from the store): what re-simulates the run must load the file.
    bool traceIsSimulatedWorkload = false;

    // The request in the core's terms, for RunPipeline::describe.
    [[nodiscard]] RunSpec spec() const
    {
        return RunSpec{.tracePath = trace->trace->path,
                       .transforms = transforms,
                       .platform = platformKey,
                       .policy = policyName,
                       .parameters = parameters,
                       .seed = seed,
                       .group = {},
                       .name = {}};
    }
};

}  // namespace schedlab
