#pragma once

#include "policies/ParameterSpec.h"

#include <string>
#include <vector>

namespace schedlab {

// The catalogue entry of a policy.
struct PolicyInfo {
    std::string name;         // key used by the CLI and the run store, e.g. "easy"
    std::string title;        // e.g. "FCFS with EASY backfilling"
    std::string description;  // a paragraph, including every choice the spec leaves open
    std::string reference;    // spec section, e.g. "single-machine.md §4.2"
    bool needsEstimates = false;
    std::vector<ParameterSpec> parameters;
};

}  // namespace schedlab
