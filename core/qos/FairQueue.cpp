#include "qos/FairQueue.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>

namespace schedlab {

namespace {

void requireShare(double share)
{
    if (!(share > 0) || !std::isfinite(share))
        throw std::invalid_argument("FairQueue: shares must be finite and > 0, got " + std::to_string(share));
}

}  // namespace

FairQueue::FairQueue(std::vector<double> shares, VirtualTime mode, double capacity)
    : m_shares(std::move(shares)), m_mode(mode), m_capacity(capacity)
{
    for (const double share : m_shares)
        requireShare(share);
    if (!(capacity > 0) || !std::isfinite(capacity))
        throw std::invalid_argument("FairQueue: capacity must be finite and > 0, got " + std::to_string(capacity));
    m_queues.resize(m_shares.size());
    m_lastFinish.assign(m_shares.size(), 0.0);
}

std::size_t FairQueue::addUser(double share)
{
    requireShare(share);
    m_shares.push_back(share);
    m_queues.emplace_back();
    m_lastFinish.push_back(0.0);
    return m_shares.size() - 1;
}

void FairQueue::resetUser(std::size_t user)
{
    if (user >= m_queues.size() || !m_queues[user].empty())
        throw std::invalid_argument("FairQueue: user " + std::to_string(user) + " is unknown or has tasks queued");
    m_lastFinish[user] = 0.0;
}

double FairQueue::activeShares() const
{
    // Summed afresh each time rather than kept as a running total, so that
    // adding and removing shares leaves no float residue when the queue
    // empties.
    double total = 0;
    for (std::size_t user = 0; user < m_queues.size(); ++user)
        if (!m_queues[user].empty())
            total += m_shares[user];
    return total;
}

void FairQueue::advanceTo(double time)
{
    if (!(time >= m_now))
        throw std::invalid_argument("FairQueue: time " + std::to_string(time) + " is before "
                                    + std::to_string(m_now));
    if (m_mode == VirtualTime::Wfq) {
        const double shares = activeShares();
        if (shares > 0)
            m_virtual += m_capacity * (time - m_now) / shares;
    }
    m_now = time;
}

FairQueue::Entry FairQueue::enqueue(std::size_t task, std::size_t user, double work, double time)
{
    if (user >= m_queues.size())
        throw std::invalid_argument("FairQueue: user " + std::to_string(user) + " of " + std::to_string(m_queues.size()));
    if (!(work >= 0) || !std::isfinite(work))
        throw std::invalid_argument("FairQueue: work must be finite and >= 0, got " + std::to_string(work));
    // V(a) is taken before the user joins the active set: the user was not
    // queued while V advanced up to now.
    advanceTo(time);
    Entry entry{task, user, work, time, 0, 0};
    entry.start = std::max(m_lastFinish[user], m_virtual);
    entry.finish = entry.start + work / m_shares[user];
    m_lastFinish[user] = entry.finish;
    m_queues[user].push_back(entry);
    ++m_size;
    return entry;
}

std::optional<FairQueue::Entry> FairQueue::dequeue(double time)
{
    advanceTo(time);
    std::optional<std::size_t> best;
    for (std::size_t user = 0; user < m_queues.size(); ++user) {
        if (m_queues[user].empty())
            continue;
        // Only the heads compete: a user's tags grow along its FIFO queue.
        const Entry& head = m_queues[user].front();
        const Entry* const current = best ? &m_queues[*best].front() : nullptr;
        if (!current || head.finish < current->finish
            || (head.finish == current->finish && head.arrival < current->arrival))
            best = user;
    }
    if (!best)
        return std::nullopt;
    Entry entry = m_queues[*best].front();
    m_queues[*best].pop_front();
    --m_size;
    if (m_mode == VirtualTime::Scfq)
        m_virtual = entry.finish;
    return entry;
}

}  // namespace schedlab
