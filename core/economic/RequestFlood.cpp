#include "economic/RequestFlood.h"

#include <algorithm>

namespace schedlab {

FloodResult floodRequest(const DomainMap& domains, Forwarding forwarding, int origin, const FloodLimits& limits)
{
    FloodResult result;
    std::vector<int> heardFrom(static_cast<std::size_t>(domains.count()), -1);
    std::vector<bool> reached(static_cast<std::size_t>(domains.count()), false);
    reached[static_cast<std::size_t>(origin)] = true;
    result.reached.push_back({origin, 0, 0, true});
    std::vector<int> frontier = {origin};
    for (int hop = 1; hop <= limits.maxHops && !frontier.empty(); ++hop) {
        const Time arrival = limits.hopDelay * hop;
        if (arrival > limits.timeToLive)
            break;
        std::vector<int> next;
        for (const int sender : frontier) {
            for (const int neighbour : domains.neighbours(sender, forwarding)) {
                if (neighbour == heardFrom[static_cast<std::size_t>(sender)])
                    continue;
                ++result.messages;
                if (reached[static_cast<std::size_t>(neighbour)])
                    continue;
                reached[static_cast<std::size_t>(neighbour)] = true;
                heardFrom[static_cast<std::size_t>(neighbour)] = sender;
                next.push_back(neighbour);
            }
        }
        std::sort(next.begin(), next.end());
        for (const int domain : next) {
            const Time roundTrip = 2 * arrival;
            result.reached.push_back({domain, hop, roundTrip, roundTrip <= limits.searchTime});
            ++result.messages;  // its answer
        }
        // With a directory the user's domain asks every domain itself; they
        // need not pass the request on.
        if (forwarding == Forwarding::Directory)
            break;
        frontier = std::move(next);
    }
    return result;
}

}  // namespace schedlab
