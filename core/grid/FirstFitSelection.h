#pragma once

#include "grid/MachineSelection.h"

namespace schedlab {

// First fit: the first machine in platform order that can take the job.
class FirstFitSelection final : public MachineSelection {
public:
    static constexpr const char* kName = "first-fit";
    [[nodiscard]] std::string name() const override { return kName; }
    [[nodiscard]] bool better(const MachineOption& /*a*/, const MachineOption& /*b*/) const override
    {
        return false;  // every option ties, so the first one wins
    }
};

}  // namespace schedlab
