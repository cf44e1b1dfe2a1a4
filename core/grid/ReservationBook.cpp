#include "grid/ReservationBook.h"

#include <limits>

namespace schedlab {

ReservationBook::ReservationBook(int machineCount)
    : m_idOfMachine(std::size_t(machineCount), kNone)
    , m_unreserved(machineCount)
{
}

std::vector<MachineIndex> ReservationBook::unreservedMachines() const
{
    std::vector<MachineIndex> out;
    for (std::size_t m = 0; m < m_idOfMachine.size(); ++m) {
        if (m_idOfMachine[m] == kNone)
            out.push_back(MachineIndex(m));
    }
    return out;
}

void ReservationBook::reserve(MachineIndex machine, const EasyReservation& reservation)
{
    const MachineIndex machines[] = {machine};
    reserveTogether(machines, reservation);
}

void ReservationBook::reserveTogether(std::span<const MachineIndex> machines,
                                      const EasyReservation& reservation)
{
    const int id = int(m_reservations.size());
    m_reservations.push_back(reservation);
    for (const MachineIndex machine : machines) {
        if (m_idOfMachine[std::size_t(machine)] == kNone)
            --m_unreserved;
        m_idOfMachine[std::size_t(machine)] = id;
    }
}

int ReservationBook::nodesAvailableTo(MachineIndex machine, Time estimatedEnd) const
{
    const int id = idOf(machine);
    if (id == kNone)
        return std::numeric_limits<int>::max();
    return m_reservations[std::size_t(id)].nodesAvailableTo(estimatedEnd);
}

StartReason ReservationBook::admit(MachineIndex machine, int nodes, Time estimatedEnd)
{
    return m_reservations[std::size_t(idOf(machine))].admit(nodes, estimatedEnd);
}

}  // namespace schedlab
