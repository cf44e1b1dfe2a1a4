#pragma once

#include <string>
#include <vector>

namespace schedlab {

// A known reason why SchedLab's value may differ from the published one. The
// report states these next to the figures they affect rather than hiding them.
struct KnownCause {
    std::string cause;
    std::string affects;
    std::string reading;  // how to read the affected figures
    // The tables it is printed under; empty: printed with the general notes.
    std::vector<std::string> tableKeys;
};

}  // namespace schedlab
