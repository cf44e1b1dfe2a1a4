#pragma once

#include "parameters/ParameterSchema.h"

namespace schedlab {

// The catalogue entry of a policy: its parameter schema, and what the
// workbench must know to offer it.
struct PolicyInfo : ParameterSchema {
    bool needsEstimates = false;
    // Schedules a grid of sites (jobs carry their origin site), as the
    // policies of Yahyapour (2002), ch. 5-6 do; the workbench then offers
    // the grid workload choices.
    bool schedulesGrid = false;
};

}  // namespace schedlab
