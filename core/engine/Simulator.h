#pragma once

#include "engine/SimulationResult.h"
#include "model/Types.h"

#include <string>

namespace schedlab {

class Policy;
class Platform;
class SimulationObserver;
struct Workload;

struct SimulationOptions {
    bool recordEvents = false;
    // Sampling step for time series in simulated seconds; 0 picks one so the
    // run yields about kDefaultSampleCount samples.
    Time sampleInterval = 0;
    static constexpr int kDefaultSampleCount = 2000;
    // At most this many samples are kept, however long the schedule lasts
    // or however small the interval (halved down as the run goes on).
    static constexpr std::size_t kMaxSampleCount = 2 * kDefaultSampleCount;
    // Progress is reported every this many processed events.
    int progressEveryEvents = 4096;
    // How the policy is named in error messages, e.g. "policy 'easy'".
    std::string policyLabel = "the policy";
    // Seeds the fault draws (FaultDraw) of jobs that may fail; a run's seed.
    std::uint64_t faultSeed = 0;
};

// Runs one deterministic discrete-event simulation. Holds no global state:
// several simulations may run at once on different threads, each with its
// own Policy instance. Throws ConfigurationError before starting if the
// inputs do not fit, SimulationError if the policy misbehaves.
[[nodiscard]] SimulationResult simulate(const Workload& workload, const Platform& platform,
                                        Policy& policy, const SimulationOptions& options = {},
                                        SimulationObserver* observer = nullptr);

}  // namespace schedlab
