#include "qos/UserFairQueue.h"

#include <algorithm>
#include <utility>

namespace schedlab {

UserFairQueue::UserFairQueue(FairQueue::VirtualTime mode, double capacity)
    : m_mode(mode)
    , m_capacity(capacity)
    , m_shares(kInitialRoom, kSpareShare)
    , m_queue(m_shares, mode, capacity)
{
}

std::size_t UserFairQueue::slotOf(std::int32_t user, double share)
{
    if (const auto it = m_slotOf.find(user); it != m_slotOf.end())
        return it->second;
    if (m_used == m_shares.size() || m_shares[m_used] != share) {
        // The next free slot was never used, so giving it another share
        // changes nothing that has happened.
        std::vector<double> shares(m_shares.begin(), m_shares.begin() + std::ptrdiff_t(m_used));
        shares.push_back(share);
        shares.resize(std::max(kInitialRoom, 2 * shares.size()), kSpareShare);
        rebuild(std::move(shares));
    }
    m_slotOf.emplace(user, m_used);
    return m_used++;
}

void UserFairQueue::rebuild(std::vector<double> shares)
{
    FairQueue queue(shares, m_mode, m_capacity);
    for (const Operation& op : m_log) {
        if (op.enqueue)
            static_cast<void>(queue.enqueue(op.task, op.slot, op.work, op.time));
        else
            static_cast<void>(queue.dequeue(op.time));
    }
    m_shares = std::move(shares);
    m_queue = std::move(queue);
    ++m_rebuilds;
}

FairQueue::Entry UserFairQueue::enqueue(std::size_t task, std::int32_t user, double share, double work, double time)
{
    const std::size_t slot = slotOf(user, share);
    FairQueue::Entry entry = m_queue.enqueue(task, slot, work, time);
    m_log.push_back({true, task, slot, work, time});
    return entry;
}

std::optional<FairQueue::Entry> UserFairQueue::dequeue(double time)
{
    std::optional<FairQueue::Entry> entry = m_queue.dequeue(time);
    m_log.push_back({false, 0, 0, 0, time});
    return entry;
}

} // namespace schedlab
