#include "qos/TaskOrdering.h"

#include "qos/ChoiceIndex.h"
#include "qos/FairCompletionTime.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace schedlab {

const std::vector<std::string>& TaskOrdering::names()
{
    static const std::vector<std::string> kNames{"fcfs", "edf", "llf", "sfto", "afto", "wfq", "mmfs"};
    return kNames;
}

TaskOrdering::Kind TaskOrdering::fromName(const std::string& name)
{
    return Kind(choiceIndex(names(), name, "task ordering"));
}

std::vector<std::size_t> TaskOrdering::order(const std::vector<MetaTask>& tasks, double capacity,
                                             const Options& options)
{
    std::vector<double> keys(tasks.size(), 0.0);
    const auto each = [&](auto key) {
        std::transform(tasks.begin(), tasks.end(), keys.begin(), key);
    };
    switch (options.kind) {
    case Kind::Fcfs:
    case Kind::Mmfs:
        each([](const MetaTask& t) { return double(t.arrival); });
        break;
    case Kind::Edf:
        each([](const MetaTask& t) { return t.deadline; });
        break;
    case Kind::Llf:
        each([](const MetaTask& t) { return t.work; });
        break;
    case Kind::Sfto:
    case Kind::Afto: {
        std::vector<FluidCompletion::Task> fluid;
        std::vector<double> delays, works, demands, weights;
        for (const MetaTask& t : tasks) {
            fluid.push_back({t.demand, t.work, t.delay, t.weight});
            delays.push_back(t.delay);
            works.push_back(t.work);
            demands.push_back(t.demand);
            weights.push_back(t.weight);
        }
        keys = options.kind == Kind::Sfto
                   ? FairCompletionTime::sfto(delays, works, demands, capacity, weights)
                   : FluidCompletion(capacity, options.aftoStart, options.aftoRates).completionTimes(fluid);
        break;
    }
    case Kind::Wfq:
        return fairQueued(tasks, options.clock);
    }
    return byKey(tasks, keys);
}

std::vector<std::size_t> TaskOrdering::byKey(const std::vector<MetaTask>& tasks, const std::vector<double>& keys)
{
    std::vector<std::size_t> out(tasks.size());
    std::iota(out.begin(), out.end(), std::size_t(0));
    std::stable_sort(out.begin(), out.end(), [&](std::size_t a, std::size_t b) {
        if (keys[a] != keys[b])
            return keys[a] < keys[b];
        return tasks[a].arrival < tasks[b].arrival;
    });
    return out;
}

std::vector<std::size_t> TaskOrdering::fairQueued(const std::vector<MetaTask>& tasks, FairQueue::VirtualTime clock)
{
    // One FIFO per user of the batch, the share of the user's first task
    // (D5.2 App. D: share = the user's weight); the tasks join at their
    // submission times, in arrival order, and the queue is then emptied.
    std::vector<std::size_t> byArrival(tasks.size());
    std::iota(byArrival.begin(), byArrival.end(), std::size_t(0));
    std::stable_sort(byArrival.begin(), byArrival.end(),
                     [&](std::size_t a, std::size_t b) { return tasks[a].arrival < tasks[b].arrival; });
    std::map<std::int32_t, std::size_t> userIndex;
    std::vector<double> shares;
    for (const std::size_t k : byArrival) {
        if (userIndex.emplace(tasks[k].user, shares.size()).second)
            shares.push_back(tasks[k].weight);
    }
    std::vector<std::size_t> out;
    if (tasks.empty())
        return out;
    FairQueue queue(shares, clock);
    const double first = double(tasks[byArrival.front()].submit);
    double last = 0;
    for (const std::size_t k : byArrival) {
        last = std::max(last, double(tasks[k].submit) - first);
        queue.enqueue(k, userIndex.at(tasks[k].user), tasks[k].work, last);
    }
    while (const auto entry = queue.dequeue(last))
        out.push_back(entry->task);
    return out;
}

}  // namespace schedlab
