#include "economic/OfferBuilder.h"

#include "economic/EconomicFunctions.h"
#include "economic/NodeTimeline.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <tuple>

namespace schedlab {

namespace {

// A node that is free for the whole of a candidate placement, with the gap
// it sits in (the gap bounds give `under` and `over`).
struct Eligible {
    Time gapFrom = 0;
    Time gapTo = 0;
    NodeId node = 0;
    std::size_t range = 0;
};

struct NodeGaps {
    NodeId node = 0;
    std::size_t range = 0;
    std::vector<NodeTimeline::Gap> gaps;
};

// A free node during the sweep: the gap it is in.
struct ActiveNode {
    Time gapTo = 0;
    Time gapFrom = 0;
    NodeId node = 0;
    std::size_t range = 0;
};

// The next sweep event of one node: its gaps are in time order, so the
// node's events are too, and a heap over the nodes merges them lazily; the
// sweep usually stops long before it has seen the whole plan.
struct NodeCursor {
    Time time = 0;
    bool freed = false;   // a gap starts here (else one ends)
    std::size_t node = 0; // index into the collected nodes
    std::size_t gap = 0;
};

struct Candidate {
    Time start = 0;
    std::vector<Eligible> eligible;
};

std::vector<NodeGaps> collectGaps(const NodeTimeline& timeline, std::span<const NodeRange> machines,
                                  Time now)
{
    std::vector<NodeGaps> all;
    for (std::size_t r = 0; r < machines.size(); ++r) {
        for (NodeId node = machines[r].first; node < machines[r].end; ++node) {
            NodeGaps entry{node, r, {}};
            timeline.gaps(node, now, entry.gaps);
            all.push_back(std::move(entry));
        }
    }
    return all;
}

// The cursor after `cursor` on the same node, if any.
std::optional<NodeCursor> nextEvent(const NodeGaps& entry, const NodeCursor& cursor)
{
    if (cursor.freed) {
        const Time end = entry.gaps[cursor.gap].to;
        if (end == kForever)
            return std::nullopt;
        return NodeCursor{end, false, cursor.node, cursor.gap};
    }
    if (cursor.gap + 1 >= entry.gaps.size())
        return std::nullopt;
    return NodeCursor{entry.gaps[cursor.gap + 1].from, true, cursor.node, cursor.gap + 1};
}

// Steps 1-2: the first `limit` instants at which `width` nodes are free for
// `duration`, each with the nodes that are. Feasibility only grows when a
// gap starts, so only those instants are checked; the free nodes are kept
// sorted by gap end, latest first, so the check is a look at the width-th.
std::vector<Candidate> candidateStarts(const std::vector<NodeGaps>& nodes,
                                       const OfferRequest& request, int limit)
{
    // A min-heap by time; ends before starts at the same instant, since a
    // gap ending at t is not free at t.
    const auto later = [](const NodeCursor& a, const NodeCursor& b) {
        return std::tie(b.time, b.freed, b.node) < std::tie(a.time, a.freed, a.node);
    };
    std::vector<NodeCursor> heap;
    for (std::size_t n = 0; n < nodes.size(); ++n)
        heap.push_back({nodes[n].gaps.front().from, true, n, 0});
    std::make_heap(heap.begin(), heap.end(), later);

    const auto laterEnd = [](const ActiveNode& a, const ActiveNode& b) {
        return std::tie(b.gapTo, a.node) < std::tie(a.gapTo, b.node);
    };
    std::vector<ActiveNode> active;
    std::vector<Candidate> candidates;
    const auto width = static_cast<std::size_t>(request.width);
    while (!heap.empty() && candidates.size() < static_cast<std::size_t>(limit)) {
        const Time now = heap.front().time;
        bool anyFreed = false;
        while (!heap.empty() && heap.front().time == now) {
            std::pop_heap(heap.begin(), heap.end(), later);
            const NodeCursor cursor = heap.back();
            heap.pop_back();
            const NodeGaps& entry = nodes[cursor.node];
            const NodeTimeline::Gap& gap = entry.gaps[cursor.gap];
            const ActiveNode node{gap.to, gap.from, entry.node, entry.range};
            const auto at = std::lower_bound(active.begin(), active.end(), node, laterEnd);
            if (cursor.freed) {
                active.insert(at, node);
                anyFreed = true;
            } else if (at != active.end() && at->node == node.node) {
                active.erase(at);
            }
            if (const auto next = nextEvent(entry, cursor)) {
                heap.push_back(*next);
                std::push_heap(heap.begin(), heap.end(), later);
            }
        }
        if (!anyFreed || active.size() < width || active[width - 1].gapTo < now + request.duration)
            continue;
        Candidate candidate{now, {}};
        for (const ActiveNode& node : active) {
            if (node.gapTo < now + request.duration)
                break;
            candidate.eligible.push_back({node.gapFrom, node.gapTo, node.node, node.range});
        }
        candidates.push_back(std::move(candidate));
    }
    return candidates;
}

// Step 3, the order nodes are taken in: machines with the most eligible
// nodes first (fewest sites for a multi-site job); inside a machine,
// buckets of equal gaps, latest-freed then earliest-ending first. Returns
// how many nodes at the front belong to the first machine.
std::size_t orderForChoice(std::vector<Eligible>& eligible, std::size_t rangeCount)
{
    std::vector<std::size_t> countPerRange(rangeCount, 0);
    for (const Eligible& e : eligible)
        ++countPerRange[e.range];
    std::vector<std::size_t> rank(rangeCount, 0);
    for (std::size_t r = 0; r < rangeCount; ++r) {
        for (std::size_t other = 0; other < rangeCount; ++other) {
            if (countPerRange[other] > countPerRange[r]
                || (countPerRange[other] == countPerRange[r] && other < r))
                ++rank[r];
        }
    }
    const auto key = [&rank](const Eligible& e) {
        return std::make_tuple(rank[e.range], -e.gapFrom, e.gapTo, e.node);
    };
    std::sort(eligible.begin(), eligible.end(),
              [&key](const Eligible& a, const Eligible& b) { return key(a) < key(b); });
    return eligible.empty() ? 0 : countPerRange[eligible.front().range];
}

// The C alternative node sets differ in which bucket of the first machine
// is taken first; the rest follow in order. Empty when there is no such
// bucket.
std::vector<Eligible> pickNodes(const std::vector<Eligible>& ordered, std::size_t firstMachineNodes,
                                int width, std::size_t firstBucket)
{
    std::size_t bucket = 0;
    std::size_t begin = 0;
    while (begin < firstMachineNodes) {
        std::size_t end = begin;
        while (end < firstMachineNodes && ordered[end].gapFrom == ordered[begin].gapFrom
               && ordered[end].gapTo == ordered[begin].gapTo)
            ++end;
        if (bucket == firstBucket) {
            std::vector<Eligible> chosen(ordered.begin() + static_cast<std::ptrdiff_t>(begin),
                                         ordered.begin() + static_cast<std::ptrdiff_t>(end));
            for (std::size_t i = 0; i < ordered.size() && chosen.size() < static_cast<std::size_t>(width); ++i) {
                if (i < begin || i >= end)
                    chosen.push_back(ordered[i]);
            }
            chosen.resize(static_cast<std::size_t>(width));
            std::sort(chosen.begin(), chosen.end(),
                      [](const Eligible& x, const Eligible& y) { return x.node < y.node; });
            return chosen;
        }
        ++bucket;
        begin = end;
    }
    return {};
}

// NodeSets::Shrink: the `index`-th set drops `index` resources from the
// front of the ordered nodes and takes the next `width`.
std::vector<Eligible> shrinkNodes(const std::vector<Eligible>& ordered, int width, std::size_t index)
{
    if (index + static_cast<std::size_t>(width) > ordered.size())
        return {};
    std::vector<Eligible> chosen(ordered.begin() + static_cast<std::ptrdiff_t>(index),
                                 ordered.begin() + static_cast<std::ptrdiff_t>(index) + width);
    std::sort(chosen.begin(), chosen.end(), [](const Eligible& x, const Eligible& y) { return x.node < y.node; });
    return chosen;
}

OfferVerdict verdictOf(const Offer& offer, const OfferRules& rules)
{
    if (offer.start + offer.duration > rules.endBy)
        return OfferVerdict::MissesDeadline;
    if (offer.cost > rules.budget)
        return OfferVerdict::OverBudget;
    if (offer.reservationCost > rules.reservationBudget)
        return OfferVerdict::OverReservationBudget;
    return OfferVerdict::Admissible;
}

}  // namespace

OfferBuilder::OfferBuilder(const NodeTimeline& timeline, const EconomicFunctions& functions,
                           OfferLimits limits)
    : m_timeline(timeline), m_functions(functions), m_limits(limits)
{
}

std::optional<Offer> OfferBuilder::bestOffer(std::span<const NodeRange> machines,
                                             const OfferRequest& request) const
{
    return choose(machines, request, OfferRules{}).best;
}

OfferChoice OfferBuilder::choose(std::span<const NodeRange> machines, const OfferRequest& request,
                                 const OfferRules& rules) const
{
    int totalNodes = 0;
    for (const NodeRange& range : machines)
        totalNodes += range.end - range.first;
    if (request.width > totalNodes || request.width <= 0)
        return {};

    const Time from = std::max(request.now, request.notBefore);
    const std::vector<NodeGaps> nodes = collectGaps(m_timeline, machines, from);
    Time planEnd = request.now;
    for (const NodeRange& range : machines)
        planEnd = std::max(planEnd, m_timeline.planEnd(range.first, range.end, request.now));
    // Free area up to the plan's end does not depend on the placement, and
    // the free area during the job only on its start: compute each once.
    double freeUntilPlanEnd = 0;
    for (const NodeRange& range : machines)
        freeUntilPlanEnd += m_timeline.freeArea(range.first, range.end, request.now, planEnd);
    std::vector<std::pair<Time, double>> freeDuringByStart;
    const auto freeDuring = [&](Time start) {
        for (const auto& [known, area] : freeDuringByStart) {
            if (known == start)
                return area;
        }
        double area = 0;
        for (const NodeRange& range : machines)
            area += m_timeline.freeArea(range.first, range.end, start, start + request.duration);
        freeDuringByStart.emplace_back(start, area);
        return area;
    };

    // Prices one placement: the owner quantities of Yahyapour (2002), ch. 6 around it.
    const auto price = [&](const std::vector<Eligible>& chosen, Time start) {
        const Time end = start + request.duration;
        const Time horizon = std::max(planEnd, end);
        const double area = double(request.width) * double(request.duration);
        OwnerQuantities q;
        q.nodes = request.width;
        q.run = double(request.duration);
        for (const Eligible& e : chosen) {
            q.under += double(start - e.gapFrom);
            q.over += double(std::min(e.gapTo, horizon) - end);
        }
        const double freeUntilHorizon =
            freeUntilPlanEnd + double(totalNodes) * double(horizon - planEnd);
        q.leftRight = std::max(0.0, freeDuring(start) - area);
        q.leftRightRel = area > 0 ? q.leftRight / area : 0;
        const double capacity = double(totalNodes) * double(horizon - request.now);
        q.utilization = capacity > 0 ? (capacity - freeUntilHorizon + area) / capacity : 0;

        Offer offer;
        for (const Eligible& e : chosen)
            offer.nodes.push_back(e.node);
        offer.machine = machines[chosen.front().range].machine;
        for (const Eligible& e : chosen) {
            if (e.range != chosen.front().range)
                offer.machine = kNoMachine;
        }
        offer.start = start;
        offer.duration = request.duration;
        offer.quantities = q;
        offer.cost = m_functions.ownerPrice(q);
        offer.reservationCost = offer.cost * rules.reservationRate;
        offer.utility = m_functions.userUtility(double(start - request.submit), offer.cost, q);
        return offer;
    };
    const auto better = [](const Offer& a, const Offer& b) {
        return std::make_tuple(-a.utility, a.start, a.cost) < std::make_tuple(-b.utility, b.start, b.cost);
    };
    const auto cheaper = [](const Offer& a, const Offer& b) { return a.cost < b.cost; };
    // An acceptable offer beats any refused one; among equals, `rank` decides.
    const auto prefer = [&rules](const Offer& a, const Offer& b, auto rank) {
        const bool aFits = verdictOf(a, rules) == OfferVerdict::Admissible;
        const bool bFits = verdictOf(b, rules) == OfferVerdict::Admissible;
        return aFits != bFits ? aFits : rank(a, b);
    };

    OfferChoice choice;
    const auto consider = [&](Offer offer) {
        const OfferVerdict verdict = verdictOf(offer, rules);
        std::optional<Offer>& slot = verdict == OfferVerdict::Admissible ? choice.best : choice.refused;
        if (slot && !better(offer, *slot))
            return;
        if (verdict != OfferVerdict::Admissible)
            choice.why = verdict;
        slot = std::move(offer);
    };
    for (const Candidate& candidate : candidateStarts(nodes, request, m_limits.candidates)) {
        const Time start = candidate.start;
        std::vector<Eligible> ordered = candidate.eligible;
        const std::size_t firstMachineNodes = orderForChoice(ordered, machines.size());
        std::optional<Offer> kept;
        std::vector<Eligible> keptNodes;
        for (std::size_t c = 0; c < static_cast<std::size_t>(m_limits.combinations); ++c) {
            std::vector<Eligible> chosen = rules.nodeSets == NodeSets::Shrink
                                               ? shrinkNodes(ordered, request.width, c)
                                               : pickNodes(ordered, firstMachineNodes, request.width, c);
            if (chosen.empty())
                break;
            Offer offer = price(chosen, start);
            const bool keep = !kept || (rules.nodeChoice == NodeChoice::User ? prefer(offer, *kept, better)
                                                                              : prefer(offer, *kept, cheaper));
            if (keep) {
                kept = std::move(offer);
                keptNodes = std::move(chosen);
            }
        }
        // Step 4: later starts on the same nodes, across their common
        // slack; nodes free for ever get one run length of slack, since
        // waiting longer only adds idle time in front of the job.
        Time gapEnd = kForever;
        for (const Eligible& e : keptNodes)
            gapEnd = std::min(gapEnd, e.gapTo);
        const Time slack = gapEnd == kForever ? request.duration : gapEnd - (start + request.duration);
        Offer chosenOffer = *kept;
        for (int step = 1; step <= m_limits.startSteps && slack > 0; ++step) {
            const Time later = start + slack * step / m_limits.startSteps;
            Offer variant = price(keptNodes, later);
            if (prefer(variant, chosenOffer, better))
                chosenOffer = std::move(variant);
        }
        consider(std::move(chosenOffer));
    }
    return choice;
}

}  // namespace schedlab
