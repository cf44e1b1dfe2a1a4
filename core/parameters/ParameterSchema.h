#pragma once

#include "parameters/ParameterSpec.h"

#include <string>
#include <vector>

namespace schedlab {

// Something a user configures by typed parameters: a policy (PolicyInfo
// adds what only policies have), a workload generator, later a broker or a
// utility model. The workbench's parameter form and the CLI's listings take
// a schema, so a new kind of configurable thing needs no form of its own.
struct ParameterSchema {
    std::string name;         // key used by the CLI and the run store, e.g. "easy"
    std::string title;        // e.g. "FCFS with EASY backfilling"
    std::string description;  // a paragraph, including every choice the publication leaves open
    std::string reference;    // the publication, e.g. "Yahyapour (2002), ch. 2"
    std::vector<ParameterSpec> parameters;
};

}  // namespace schedlab
