#pragma once

#include "grid/MachineSelection.h"

#include <cstdint>

namespace schedlab {

// Least loaded: the machine with the smallest share of busy nodes now,
// relative to its size, so that small and large machines fill alike.
class LeastLoadedSelection final : public MachineSelection {
public:
    static constexpr const char* kName = "least-loaded";
    [[nodiscard]] std::string name() const override { return kName; }
    [[nodiscard]] bool better(const MachineOption& a, const MachineOption& b) const override
    {
        // busyA / sizeA < busyB / sizeB, exactly, in integers.
        const std::int64_t busyA = a.size - a.freeNow;
        const std::int64_t busyB = b.size - b.freeNow;
        return busyA * b.size < busyB * a.size;
    }
};

}  // namespace schedlab
