#pragma once

#include "model/Types.h"

#include <cmath>

namespace schedlab {

// How fast a job progresses on a node set: its nodes per copy times the
// slowest machine's speed, divided by the multi-site overhead factor. Work
// is conserved in single-node seconds on a speed-1 machine (Vanderster 2008,
// ch. 4: runtime = remaining work / (width * speed)), so a job that moves
// to another node set, machine or width carries its remaining time over in
// proportion to the two rates.
struct ExecutionRate {
    double value = 1.0;

    [[nodiscard]] static ExecutionRate of(int nodes, int copies, double speed, double overheadFactor)
    {
        return ExecutionRate{double(nodes) / double(copies) * speed / overheadFactor};
    }

    // The remaining time at `to` of work that had `remaining` left at
    // `from`, rounded up to whole ticks like every duration. Exactly
    // `remaining` when the rates are equal, so a job resumed where it was
    // keeps its time to the tick. The engine and the validator both use
    // this one rule.
    [[nodiscard]] static Time carryOver(Time remaining, ExecutionRate from, ExecutionRate to)
    {
        if (from.value == to.value)
            return remaining;
        return Time(std::ceil(double(remaining) * from.value / to.value));
    }
};

}  // namespace schedlab
