#pragma once

#include "policies/EasyReservation.h"

#include <span>
#include <vector>

namespace schedlab {

// The EASY reservations of one scheduling pass of a grid scheduler: every
// machine holds at most one, for the first waiting job (in queue order) that
// waits for it. A job wider than every machine (multi-site only) holds one
// reservation shared by all machines that were still free of reservations,
// and its extra nodes are shared too. With one machine this is exactly EASY.
class ReservationBook {
public:
    explicit ReservationBook(int machineCount);

    [[nodiscard]] bool reserved(MachineIndex machine) const { return idOf(machine) != kNone; }
    [[nodiscard]] bool full() const { return m_unreserved == 0; }
    [[nodiscard]] std::vector<MachineIndex> unreservedMachines() const;

    void reserve(MachineIndex machine, const EasyReservation& reservation);
    void reserveTogether(std::span<const MachineIndex> machines, const EasyReservation& reservation);

    // Which reservation protects `machine` (an id shared by the machines of a
    // shared reservation), or kNone.
    static constexpr int kNone = -1;
    [[nodiscard]] int idOf(MachineIndex machine) const { return m_idOfMachine[std::size_t(machine)]; }
    [[nodiscard]] int reservationCount() const { return int(m_reservations.size()); }
    [[nodiscard]] const EasyReservation& reservation(int id) const { return m_reservations[std::size_t(id)]; }

    // Nodes of `machine` a start now ending at `estimatedEnd` may take
    // without delaying its reservation (unbounded if it has none).
    [[nodiscard]] int nodesAvailableTo(MachineIndex machine, Time estimatedEnd) const;
    [[nodiscard]] bool admits(MachineIndex machine, int nodes, Time estimatedEnd) const
    {
        return nodes <= nodesAvailableTo(machine, estimatedEnd);
    }
    // Records an admitted start of `nodes` nodes on a reserved machine.
    StartReason admit(MachineIndex machine, int nodes, Time estimatedEnd);

private:
    std::vector<EasyReservation> m_reservations;
    std::vector<int> m_idOfMachine;
    int m_unreserved = 0;
};

}  // namespace schedlab
