#pragma once

#include "parameters/ParameterSpec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// What one run is, in the terms a user writes: the trace file, the workload
// transforms, the platform, the policy with its parameters and the seed.
// A sweep expands into these; the GUI's sweep dialog and the study presets
// build them directly. ExperimentRunner turns one into a StoredRun.
struct RunSpec {
    std::string tracePath;                 // SWF or native file, plain or .gz, or "generate:..." (GeneratedTrace)
    std::vector<std::string> transforms;   // canonical WorkloadTransform specs, applied in order
    std::string platform;                  // preset name ("ctc-sp2", "single:64") or JSON file
    std::string policy;                    // registry key, e.g. "easy"
    ParameterValues parameters;            // as given; missing ones take their defaults
    std::uint64_t seed = 0;                // seeds the run's faults (every built-in policy is deterministic)
    std::string group;                     // sweep or study the run belongs to
    std::string name;                      // readable name, e.g. "easy · ctc-sp2 · month:1996-07"

    friend bool operator==(const RunSpec&, const RunSpec&) = default;
};

}  // namespace schedlab
