#include "policies/EasyCandidateIndex.h"

#include "policies/EstimatedEnd.h"

#include <algorithm>
#include <bit>

namespace schedlab {

void EasyCandidateIndex::rebuild(const WaitingList& waiting, std::span<const JobRequest> requests,
                                 double speed)
{
    m_capacity = std::bit_ceil(std::max(kMinCapacity, 2 * waiting.size()));
    m_used = 0;
    m_tree.assign(2 * m_capacity, Summary{});
    m_jobs.assign(m_capacity, kNoJob);
    for (const JobIndex job : waiting) {
        const JobRequest& request = requests[job];
        m_jobs[m_used] = job;
        m_tree[m_capacity + m_used] = Summary{request.nodes, EstimatedEnd::duration(request, speed), 1};
        ++m_used;
    }
    for (std::size_t node = m_capacity - 1; node >= 1; --node)
        m_tree[node] = combine(m_tree[2 * node], m_tree[2 * node + 1]);
}

void EasyCandidateIndex::append(JobIndex job, const JobRequest& request, double speed)
{
    m_jobs[m_used] = job;
    set(m_used, Summary{request.nodes, EstimatedEnd::duration(request, speed), 1});
    ++m_used;
}

void EasyCandidateIndex::remove(std::size_t place)
{
    m_jobs[place] = kNoJob;
    set(place, Summary{});
}

void EasyCandidateIndex::set(std::size_t place, Summary leaf)
{
    std::size_t node = m_capacity + place;
    m_tree[node] = leaf;
    for (node /= 2; node >= 1; node /= 2)
        m_tree[node] = combine(m_tree[2 * node], m_tree[2 * node + 1]);
}

EasyCandidateIndex::Summary EasyCandidateIndex::combine(const Summary& a, const Summary& b)
{
    return Summary{std::min(a.nodes, b.nodes), std::min(a.duration, b.duration), a.waiting + b.waiting};
}

std::size_t EasyCandidateIndex::firstPlace() const
{
    if (m_capacity == 0 || m_tree[1].waiting == 0)
        return kNone;
    std::size_t node = 1;
    while (node < m_capacity)
        node = m_tree[2 * node].waiting > 0 ? 2 * node : 2 * node + 1;
    return node - m_capacity;
}

std::size_t EasyCandidateIndex::positionOf(std::size_t place) const
{
    // Walk up from the leaf, counting the jobs in left siblings.
    std::size_t before = 0;
    for (std::size_t node = m_capacity + place; node > 1; node /= 2) {
        if (node % 2 == 1)
            before += m_tree[node - 1].waiting;
    }
    return before;
}

std::size_t EasyCandidateIndex::find(std::size_t from, int nodesAnyLength, int nodesIfShort,
                                     Time shortDuration) const
{
    if (from >= m_used)
        return kNone;
    return find(1, 0, m_capacity, from, nodesAnyLength, nodesIfShort, shortDuration);
}

std::size_t EasyCandidateIndex::find(std::size_t node, std::size_t lo, std::size_t hi, std::size_t from,
                                     int nodesAnyLength, int nodesIfShort, Time shortDuration) const
{
    // A subtree may hold a match only if its narrowest job fits either way;
    // at a leaf the summary is the job itself, so the test is exact.
    const Summary& s = m_tree[node];
    if (hi <= from || s.waiting == 0)
        return kNone;
    if (s.nodes > nodesAnyLength && (s.nodes > nodesIfShort || s.duration > shortDuration))
        return kNone;
    if (hi - lo == 1)
        return lo;
    const std::size_t mid = lo + (hi - lo) / 2;
    const std::size_t left = find(2 * node, lo, mid, from, nodesAnyLength, nodesIfShort, shortDuration);
    if (left != kNone)
        return left;
    return find(2 * node + 1, mid, hi, from, nodesAnyLength, nodesIfShort, shortDuration);
}

}  // namespace schedlab
