#pragma once

#include "model/Types.h"

#include <cstdint>
#include <optional>

namespace schedlab {

// Whether, and after how much execution, a job's run meets its one fault
// (Vanderster 2008, ch. 7: with probability f, at most one fault per task,
// at a uniform time during its execution).
//
// Each job's draw depends only on the run's seed and the job's index, never
// on the order events happen in: the same seed gives the same faults under
// every policy (paired runs compare like with like), and the validator can
// repeat the draw to check the engine.
class FaultDraw {
public:
    // The executed time, in [0, duration), after which the fault strikes;
    // nothing if the job runs without one (or probability <= 0, duration <= 0).
    [[nodiscard]] static std::optional<Time> offset(std::uint64_t seed, JobIndex job, double probability,
                                                    Time duration);
};

}  // namespace schedlab
