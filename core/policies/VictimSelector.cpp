#include "policies/VictimSelector.h"

#include <algorithm>
#include <numeric>

namespace schedlab {

namespace {

// The tie-break of both steps: later segment start, then higher job index.
bool preferredOnTie(const VictimCandidate& a, const VictimCandidate& b)
{
    if (a.segmentStart != b.segmentStart)
        return a.segmentStart > b.segmentStart;
    return a.job > b.job;
}

}  // namespace

std::vector<VictimCandidate> VictimSelector::select(int needed, std::vector<VictimCandidate> candidates)
{
    const long long available = std::accumulate(
        candidates.begin(), candidates.end(), 0LL,
        [](long long sum, const VictimCandidate& c) { return sum + c.nodes; });
    if (needed <= 0 || available < needed)
        return {};

    // Widest first; the back of the vector is then the narrowest.
    std::sort(candidates.begin(), candidates.end(), [](const VictimCandidate& a, const VictimCandidate& b) {
        if (a.nodes != b.nodes)
            return a.nodes > b.nodes;
        return preferredOnTie(a, b);
    });

    std::vector<VictimCandidate> victims;
    int stillNeeded = needed;
    std::size_t next = 0;  // candidates[next..] are still available, widest first
    while (stillNeeded > candidates[next].nodes) {
        stillNeeded -= candidates[next].nodes;
        victims.push_back(candidates[next]);
        ++next;
    }
    // Some candidate covers the rest: the narrowest such one. Candidates are
    // sorted by width descending, so those covering form a prefix of the
    // rest; the narrowest width is the prefix's last, and among that width
    // the preferred one comes first.
    std::size_t best = next;
    for (std::size_t k = next; k < candidates.size() && candidates[k].nodes >= stillNeeded; ++k) {
        if (candidates[k].nodes < candidates[best].nodes)
            best = k;
    }
    victims.push_back(candidates[best]);
    return victims;
}

}  // namespace schedlab
