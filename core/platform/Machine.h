#pragma once

#include <string>

namespace schedlab {

// One parallel machine (a site): identical nodes, space-shared.
struct Machine {
    std::string name;
    int nodes = 0;
    // Relative speed: a job of run time p takes p / speed seconds here.
    // 1.0 is the speed the trace was recorded at.
    double speed = 1.0;

    friend bool operator==(const Machine&, const Machine&) = default;
};

}  // namespace schedlab
