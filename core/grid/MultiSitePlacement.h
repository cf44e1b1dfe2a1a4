#pragma once

#include "model/NodeSet.h"
#include "model/Types.h"

#include <span>
#include <vector>

namespace schedlab {

class ReservationBook;
class SchedulingContext;

// Co-allocation of a multi-site job (Yahyapour (2002), ch. 5): machines sorted by the
// free nodes the job may use there, descending (ties: lower index), and
// nodes taken in that order, which uses the fewest machines. On a machine
// holding an EASY reservation the job may use only what the reservation
// admits (every free node if the job, lengthened by the overhead, ends by the
// shadow time; else the extra nodes, shared between the machines of a
// shared reservation).
class MultiSitePlacement {
public:
    struct Part {
        MachineIndex machine = kNoMachine;
        int nodes = 0;
        friend bool operator==(const Part&, const Part&) = default;
    };

    // The parts for a job of `nodes` nodes that ends (by its lengthened
    // estimate) at `estimatedEnd`; empty when the usable free nodes of all
    // machines together are too few.
    [[nodiscard]] static std::vector<Part> plan(int nodes, Time estimatedEnd, const ReservationBook& book,
                                                const SchedulingContext& context);
    // The lowest-numbered free nodes of each part's machine.
    [[nodiscard]] static NodeSet nodesFor(std::span<const Part> parts, const SchedulingContext& context);
};

}  // namespace schedlab
