#pragma once

#include "model/Types.h"
#include "parameters/ParameterSpec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// Which new jobs may start while a gang cycle is in progress (spec 4.6 rule 5,
// left open by the spec). It governs every new start, small or wide: FCFS is
// strict, so a waiting wide head blocks the small jobs behind it anyway.
enum class CycleStarts : std::uint8_t {
    None,              // nothing starts until the cycle ends (the reported setting)
    OutsidePartition,  // only on nodes no gang member was given
    Any,               // on any node not held by a running or suspended job
};

// The parameters of PFCFS (Yahyapour (2002), ch. 4), typed, and their schema.
struct PfcfsSettings {
    // A ParameterSpec `maxSwitches` of 0 means "switch until one gang is empty".
    static constexpr int kUnlimitedSwitches = 0;

    double widePercent = 50;     // x: a job is wide if it needs >= x % of the nodes
    int maxSwitches = 3;         // n: context switches per cycle; the first preemption is switch 1
    Time startDelay = 60;        // delta: how long a wide head waits before it may preempt
    Time gangLength = 600;       // Delta: time between context switches
    Time penalty = 0;            // s: added to a job's remaining time each time it resumes
    CycleStarts cycleStarts = CycleStarts::None;

    [[nodiscard]] static PfcfsSettings from(const Parameters& parameters);
    // The full schema, with these settings as the defaults (so that a preset
    // is the same schema with other defaults).
    [[nodiscard]] std::vector<ParameterSpec> parameterSpecs() const;

    [[nodiscard]] bool isWide(int nodes, int machineNodes) const;
    [[nodiscard]] bool unlimitedSwitches() const { return maxSwitches == kUnlimitedSwitches; }

    [[nodiscard]] static std::string cycleStartsName(CycleStarts starts);
};

}  // namespace schedlab
