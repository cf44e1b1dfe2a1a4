#pragma once

#include "parameters/ParameterSpec.h"

#include <string>
#include <vector>

namespace schedlab {

// The catalogue entry of a policy.
struct PolicyInfo {
    std::string name;         // key used by the CLI and the run store, e.g. "easy"
    std::string title;        // e.g. "FCFS with EASY backfilling"
    std::string description;  // a paragraph, including every choice the spec leaves open
    std::string reference;    // the publication, e.g. "Yahyapour (2002), ch. 2"
    bool needsEstimates = false;
    std::vector<ParameterSpec> parameters;
    // Schedules a grid of sites (jobs carry their origin site), as the
    // policies of Yahyapour (2002), ch. 5-6 do; the workbench then offers
    // the grid workload choices.
    bool schedulesGrid = false;
};

}  // namespace schedlab
