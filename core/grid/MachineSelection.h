#pragma once

#include "grid/MachineOption.h"

#include <memory>
#include <span>
#include <string>
#include <vector>

namespace schedlab {

// Which machine of a grid a job goes to (Yahyapour (2002), ch. 5): BestFit, first fit,
// least loaded or earliest projected start. A selection only ranks the
// options the scheduler offers; the scheduler decides what is an option
// (a start now that delays no reservation, or a reservation).
class MachineSelection {
public:
    virtual ~MachineSelection() = default;

    [[nodiscard]] virtual std::string name() const = 0;
    // Strictly better; equal options keep the lower machine index, which
    // keeps every schedule deterministic.
    [[nodiscard]] virtual bool better(const MachineOption& a, const MachineOption& b) const = 0;

    // The best of `options` (not empty), by better(), ties to the first.
    [[nodiscard]] const MachineOption& choose(std::span<const MachineOption> options) const;

    // The keys accepted by create(), in the order the parameter lists them.
    [[nodiscard]] static std::vector<std::string> names();
    // Throws std::invalid_argument for an unknown key.
    [[nodiscard]] static std::unique_ptr<MachineSelection> create(const std::string& name);
};

}  // namespace schedlab
