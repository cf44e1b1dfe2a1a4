#pragma once

#include "PhaseProfile.h"

#include <string>
#include <vector>

namespace schedlab {

// The tables of schedlab-bench --phases (CPU seconds, memory) and
// --callgrind (instructions): one row per phase, one column per policy,
// then the figures issue 19 sets targets for.
class PhaseReport {
public:
    struct Measured {
        std::string policy;
        std::vector<PhaseProfile> runs;  // --repeat runs of the same setup
        PhaseProfile baseline;           // the start phase alone (plain runs only)
    };

    [[nodiscard]] static std::string cpuTable(const std::vector<Measured>& measured);
    [[nodiscard]] static std::string instructionTable(const std::vector<Measured>& measured);
    // The targets that these figures can judge, one line each.
    [[nodiscard]] static std::string targets(const std::vector<Measured>& measured, bool instructions);

private:
    [[nodiscard]] static std::vector<std::string> phaseNames(const std::vector<Measured>& measured);
};

}  // namespace schedlab
