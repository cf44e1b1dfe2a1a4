#pragma once

#include "grid/MachineSelection.h"

namespace schedlab {

// Earliest projected start: the machine where the job can start first; ties
// (every machine that can start it now) go to the best fit.
class EarliestStartSelection final : public MachineSelection {
public:
    static constexpr const char* kName = "earliest-start";
    [[nodiscard]] std::string name() const override { return kName; }
    [[nodiscard]] bool better(const MachineOption& a, const MachineOption& b) const override
    {
        return a.start < b.start || (a.start == b.start && a.leftover < b.leftover);
    }
};

}  // namespace schedlab
