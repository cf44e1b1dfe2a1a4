#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// What one run of PhasedChild measured, phase by phase (schedlab-bench
// --phases and --callgrind). CPU, wall and memory come from a plain run;
// instruction counts from a run under callgrind (zero otherwise).
struct PhaseProfile {
    struct Phase {
        std::string name;
        double cpuSeconds = 0;          // CPU time of the child while in this phase
        double wallSeconds = 0;
        double peakResidentBytes = 0;   // the child's maximum resident set at the phase's end
        std::int64_t instructions = 0;  // callgrind's Ir for the phase
    };

    std::int64_t jobs = 0;
    std::vector<Phase> phases;            // in the order they ran
    double schedulerSeconds = 0;          // the policy's time inside simulate (engine's monotonic clock)
    std::int64_t policyInstructions = 0;  // inclusive Ir of the engine's calls of Policy::schedule
    std::int64_t processInstructions = 0; // every instruction of the process, start-up and exit included
    double processCpuSeconds = 0;         // user + system CPU of the whole child (getrusage)
    double peakResidentBytes = 0;         // ru_maxrss of the whole child
    std::int64_t emptyStoreBytes = 0;     // a fresh store before the run is added (with --store)
    std::int64_t storeBytes = 0;          // the same store with the run in it

    [[nodiscard]] const Phase* phase(const std::string& wanted) const
    {
        for (const Phase& p : phases)
            if (p.name == wanted)
                return &p;
        return nullptr;
    }
};

}  // namespace schedlab
