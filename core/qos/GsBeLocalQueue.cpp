#include "qos/GsBeLocalQueue.h"

#include <utility>

namespace schedlab {

namespace {

constexpr double kTemporaryShare = 1.0;  // §3: a best-effort task joins with weight 1

}  // namespace

GsBeLocalQueue::GsBeLocalQueue(QosResourceType type) : m_type(type), m_fair({}, FairQueue::VirtualTime::Scfq) {}

void GsBeLocalQueue::pushGuaranteed(JobIndex job, std::size_t userSlot, double work, double now)
{
    m_fair.enqueue(std::size_t(job), userSlot, work, now);
    m_waiting[job] = {work, true};
    ++m_guaranteedWaiting;
    m_queuedWork += work;
}

void GsBeLocalQueue::pushBestEffort(JobIndex job, double work, double now)
{
    m_waiting[job] = {work, false};
    m_queuedWork += work;
    if (m_type != QosResourceType::GsBeEqual) {
        m_fcfs.push_back(job);
        return;
    }
    std::size_t slot = 0;
    if (m_freeSlots.empty()) {
        slot = m_fair.addUser(kTemporaryShare);
    } else {
        slot = m_freeSlots.back();
        m_freeSlots.pop_back();
        m_fair.resetUser(slot);
    }
    m_temporarySlot[job] = slot;
    m_fair.enqueue(std::size_t(job), slot, work, now);
}

void GsBeLocalQueue::pushPreempted(JobIndex job, double remainingWork)
{
    m_waiting[job] = {remainingWork, false};
    m_queuedWork += remainingWork;
    m_fcfs.push_front(job);
}

std::optional<JobIndex> GsBeLocalQueue::next(double now)
{
    // GS_BE_PRIORITY and GS serve the fair queue first; BE has only the
    // FCFS queue, GS_BE_EQUAL only the fair one.
    if (auto job = takeFair(now))
        return job;
    return takeFcfs();
}

std::optional<JobIndex> GsBeLocalQueue::takeFair(double now)
{
    while (auto entry = m_fair.dequeue(now)) {
        const JobIndex job = JobIndex(entry->task);
        if (m_waiting.contains(job)) {
            taken(job);
            return job;
        }
        // A withdrawn temporary user's slot is free once its entry is gone.
        temporaryEnded(job);
    }
    return std::nullopt;
}

std::optional<JobIndex> GsBeLocalQueue::takeFcfs()
{
    while (!m_fcfs.empty()) {
        const JobIndex job = m_fcfs.front();
        m_fcfs.pop_front();
        if (m_waiting.contains(job)) {
            taken(job);
            return job;
        }
    }
    return std::nullopt;
}

void GsBeLocalQueue::taken(JobIndex job)
{
    const auto it = m_waiting.find(job);
    m_queuedWork -= it->second.work;
    if (it->second.guaranteed)
        --m_guaranteedWaiting;
    m_waiting.erase(it);
    if (m_waiting.empty())
        m_queuedWork = 0;  // no float residue once nothing waits
}

bool GsBeLocalQueue::remove(JobIndex job)
{
    if (!m_waiting.contains(job))
        return false;
    // Its queue entry stays and is skipped when it comes up; a temporary
    // user's slot is freed then.
    taken(job);
    return true;
}

void GsBeLocalQueue::temporaryEnded(JobIndex job)
{
    const auto it = m_temporarySlot.find(job);
    if (it == m_temporarySlot.end())
        return;
    m_freeSlots.push_back(it->second);
    m_temporarySlot.erase(it);
}

}  // namespace schedlab
