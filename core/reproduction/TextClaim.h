#pragma once

#include <string>

namespace schedlab {

// A claim the publications make in their text rather than in a table, with
// the check that decides whether SchedLab's runs bear it out.
struct TextClaim {
    std::string id;        // "C2.1"
    std::string citation;  // "Yahyapour (2002), §2.8.4"
    std::string claim;     // the claim in our words
    std::string check;     // what is computed, with the R and Q thresholds
    // Printed for information only: the claim carries no verdict.
    bool info = false;
};

}  // namespace schedlab
