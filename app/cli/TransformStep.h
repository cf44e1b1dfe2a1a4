#pragma once

#include <string>

namespace schedlab {

// One workload transform as a command applied it: its canonical spec (as
// recorded in Workload::transforms) and the line saying what it did.
struct TransformStep {
    std::string spec;     // "drop-wider:128"
    std::string summary;  // "drop-wider:128: removed 3 of 40 jobs wider than 128 nodes"
};

}  // namespace schedlab
