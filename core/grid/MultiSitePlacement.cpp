#include "grid/MultiSitePlacement.h"

#include "engine/SchedulingContext.h"
#include "grid/ReservationBook.h"

#include <algorithm>
#include <numeric>

namespace schedlab {

std::vector<MultiSitePlacement::Part> MultiSitePlacement::plan(int nodes, Time estimatedEnd,
                                                               const ReservationBook& book,
                                                               const SchedulingContext& context)
{
    const int machineCount = context.platform().machineCount();
    const auto count = static_cast<std::size_t>(machineCount);
    std::vector<int> usable(count, 0);
    for (MachineIndex m = 0; m < machineCount; ++m)
        usable[std::size_t(m)] = std::min(context.freeNodes(m), book.nodesAvailableTo(m, estimatedEnd));

    std::vector<MachineIndex> order(count);
    std::iota(order.begin(), order.end(), MachineIndex(0));
    std::stable_sort(order.begin(), order.end(), [&usable](MachineIndex a, MachineIndex b) {
        return usable[std::size_t(a)] > usable[std::size_t(b)];
    });

    // A shared reservation's extra nodes are one budget for all its machines.
    std::vector<int> budget(static_cast<std::size_t>(book.reservationCount()), 0);
    for (int id = 0; id < book.reservationCount(); ++id)
        budget[std::size_t(id)] = book.reservation(id).nodesAvailableTo(estimatedEnd);

    std::vector<Part> parts;
    int missing = nodes;
    for (const MachineIndex m : order) {
        if (missing == 0)
            break;
        int take = std::min(usable[std::size_t(m)], missing);
        const int id = book.idOf(m);
        if (id != ReservationBook::kNone) {
            take = std::min(take, budget[std::size_t(id)]);
            budget[std::size_t(id)] -= take;
        }
        if (take > 0) {
            parts.push_back({m, take});
            missing -= take;
        }
    }
    if (missing > 0)
        parts.clear();
    return parts;
}

NodeSet MultiSitePlacement::nodesFor(std::span<const Part> parts, const SchedulingContext& context)
{
    const Platform& platform = context.platform();
    std::vector<NodeId> ids;
    for (const Part& part : parts) {
        const NodeId first = platform.firstNode(part.machine);
        const int size = platform.machine(part.machine).nodes;
        const NodeId last = first + size - 1;
        // The context lists counts, not free node ids: mark what the running
        // jobs hold on this machine (a multi-site job also holds nodes elsewhere).
        std::vector<bool> busy(std::size_t(size), false);
        for (const RunningJob& running : context.running(part.machine)) {
            for (const NodeSet::Range& range : context.allocation(running.job).ranges()) {
                for (NodeId id = std::max(range.first, first); id <= std::min(range.last, last); ++id)
                    busy[std::size_t(id - first)] = true;
            }
        }
        int taken = 0;
        for (int offset = 0; offset < size && taken < part.nodes; ++offset) {
            if (!busy[std::size_t(offset)]) {
                ids.push_back(first + offset);
                ++taken;
            }
        }
    }
    return NodeSet::fromIds(std::move(ids));
}

}  // namespace schedlab
