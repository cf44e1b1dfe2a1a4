#include "qos/UserFairQueue.h"

namespace schedlab {

UserFairQueue::UserFairQueue(FairQueue::VirtualTime mode, double capacity) : m_queue({}, mode, capacity) {}

FairQueue::Entry UserFairQueue::enqueue(std::size_t task, std::int32_t user, double share, double work, double time)
{
    auto it = m_slotOf.find(user);
    if (it == m_slotOf.end())
        it = m_slotOf.emplace(user, m_queue.addUser(share)).first;
    return m_queue.enqueue(task, it->second, work, time);
}

std::optional<FairQueue::Entry> UserFairQueue::dequeue(double time)
{
    return m_queue.dequeue(time);
}

} // namespace schedlab
