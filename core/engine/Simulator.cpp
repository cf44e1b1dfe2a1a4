#include "engine/Simulator.h"

#include "engine/SimulationEngine.h"

namespace schedlab {

SimulationResult simulate(const Workload& workload, const Platform& platform, Policy& policy,
                          const SimulationOptions& options, SimulationObserver* observer)
{
    SimulationEngine engine(workload, platform, policy, options, observer);
    return engine.run();
}

}  // namespace schedlab
