#pragma once

#include "grid/MachineSelection.h"

namespace schedlab {

// BestFit (Yahyapour (2002), ch. 5): the machine that, once the job has its nodes,
// leaves the fewest nodes free, keeping large holes for wide jobs.
class BestFitSelection final : public MachineSelection {
public:
    static constexpr const char* kName = "best-fit";
    [[nodiscard]] std::string name() const override { return kName; }
    [[nodiscard]] bool better(const MachineOption& a, const MachineOption& b) const override
    {
        return a.leftover < b.leftover;
    }
};

}  // namespace schedlab
