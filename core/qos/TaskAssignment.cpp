#include "qos/TaskAssignment.h"

#include "qos/ChoiceIndex.h"
#include "qos/FluidCompletion.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace schedlab {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

std::size_t argmin(const std::vector<double>& values)
{
    // min_element keeps the first of equal values: the lowest index.
    return std::size_t(std::min_element(values.begin(), values.end()) - values.begin());
}

bool isAllowed(const std::vector<bool>& allowed, std::size_t j)
{
    return allowed.empty() || allowed[j];
}

// `values` with those of processors not allowed out of reach.
std::vector<double> onlyAllowed(std::vector<double> values, const std::vector<bool>& allowed)
{
    for (std::size_t j = 0; j < values.size(); ++j) {
        if (!isAllowed(allowed, j))
            values[j] = kInfinity;
    }
    return values;
}

std::size_t resourceCount(const std::vector<MetaProcessor>& processors)
{
    MachineIndex last = 0;
    for (const MetaProcessor& p : processors)
        last = std::max(last, p.resource);
    return std::size_t(last) + 1;
}

}  // namespace

const std::vector<std::string>& TaskAssignment::names()
{
    static const std::vector<std::string> kNames{"ect", "est", "fcte", "adjusted-fcte"};
    return kNames;
}

TaskAssignment::Rule TaskAssignment::fromName(const std::string& name)
{
    return Rule(choiceIndex(names(), name, "task assignment"));
}

std::vector<double> TaskAssignment::delays(double work, Time input, const std::vector<MetaProcessor>& processors,
                                           const std::vector<ProcessorTimeline>& timelines, Time now,
                                           bool gapFilling)
{
    std::vector<double> out;
    out.reserve(processors.size());
    for (std::size_t j = 0; j < processors.size(); ++j) {
        const Time length = ProcessorTimeline::lengthAt(work, processors[j].capacity);
        out.push_back(double(timelines[j].fit(now, now + input, length, gapFilling).start - now));
    }
    return out;
}

double TaskAssignment::meanDelay(const std::vector<double>& delays, const std::vector<MetaProcessor>& processors)
{
    double weighted = 0;
    double capacity = 0;
    for (std::size_t j = 0; j < processors.size(); ++j) {
        weighted += delays[j] * processors[j].capacity;
        capacity += processors[j].capacity;
    }
    return capacity > 0 ? weighted / capacity : 0;
}

std::size_t TaskAssignment::choose(Rule rule, const MetaTask& task, const std::vector<MetaProcessor>& processors,
                                   const std::vector<ProcessorTimeline>& timelines, Time now, bool gapFilling,
                                   const std::vector<bool>& allowed)
{
    const std::vector<double> delta = delays(task.work, task.input, processors, timelines, now, gapFilling);
    if (rule == Rule::Est)
        return argmin(onlyAllowed(delta, allowed));
    if (rule == Rule::Ect) {
        std::vector<double> completion(processors.size());
        for (std::size_t j = 0; j < processors.size(); ++j)
            completion[j] = delta[j] + task.work / processors[j].capacity;
        return argmin(onlyAllowed(std::move(completion), allowed));
    }
    const std::size_t resources = resourceCount(processors);
    if (rule == Rule::AdjustedFcte)
        return byResource(sharedCompletions(task, processors, timelines, now, resources), delta, processors,
                          allowed);
    // FCTE (eqs. 15-16): phi_i (N_r + 1) / c_r; d_ij, the same on every
    // link, would add the same to each key. (Adjusted FCTE likewise.)
    std::vector<double> tasks(resources, 0.0);
    std::vector<double> capacity(resources, 0.0);
    for (std::size_t j = 0; j < processors.size(); ++j) {
        const auto r = std::size_t(processors[j].resource);
        tasks[r] += double(timelines[j].queued().size()) + (timelines[j].busy() ? 1 : 0);
        capacity[r] += processors[j].capacity;
    }
    std::vector<double> keys(resources, kInfinity);
    for (std::size_t r = 0; r < resources; ++r) {
        if (capacity[r] > 0)
            keys[r] = task.weight * (tasks[r] + 1) / capacity[r];
    }
    return byResource(std::move(keys), delta, processors, allowed);
}

std::size_t TaskAssignment::byResource(std::vector<double> resourceKeys, const std::vector<double>& delays,
                                       const std::vector<MetaProcessor>& processors, const std::vector<bool>& allowed)
{
    // A resource without an allowed processor is out of reach.
    std::vector<bool> reachable(resourceKeys.size(), false);
    for (std::size_t j = 0; j < processors.size(); ++j)
        reachable[std::size_t(processors[j].resource)] =
            reachable[std::size_t(processors[j].resource)] || isAllowed(allowed, j);
    for (std::size_t r = 0; r < resourceKeys.size(); ++r) {
        if (!reachable[r])
            resourceKeys[r] = kInfinity;
    }
    const auto best = MachineIndex(argmin(resourceKeys));
    std::size_t chosen = processors.size();
    for (std::size_t j = 0; j < processors.size(); ++j) {
        if (processors[j].resource == best && isAllowed(allowed, j) &&
            (chosen == processors.size() || delays[j] < delays[chosen]))
            chosen = j;
    }
    return chosen;
}

std::vector<double> TaskAssignment::sharedCompletions(const MetaTask& task,
                                                      const std::vector<MetaProcessor>& processors,
                                                      const std::vector<ProcessorTimeline>& timelines, Time now,
                                                      std::size_t resources)
{
    // Per resource: the remaining workloads of the tasks running and queued
    // there and the new task, shared as a fluid on the resource's capacity,
    // none faster than one CPU (max-min over demands = one CPU each).
    std::vector<std::vector<FluidCompletion::Task>> fluid(resources);
    std::vector<double> capacity(resources, 0.0);
    for (std::size_t j = 0; j < processors.size(); ++j) {
        const double c = processors[j].capacity;
        auto& shared = fluid[std::size_t(processors[j].resource)];
        capacity[std::size_t(processors[j].resource)] += c;
        if (timelines[j].busy())
            shared.push_back({c, double(timelines[j].runningEnd(now) - now) * c, 0, 1});
        for (const ProcessorTimeline::Slot& slot : timelines[j].queued())
            shared.push_back({c, double(slot.length) * c, 0, 1});
    }
    std::vector<double> completion(resources, kInfinity);
    for (std::size_t r = 0; r < resources; ++r) {
        if (capacity[r] <= 0)
            continue;
        double cpu = 0;  // one CPU of r: the new task's demand
        for (const MetaProcessor& p : processors) {
            if (std::size_t(p.resource) == r)
                cpu = std::max(cpu, p.capacity);
        }
        fluid[r].push_back({cpu, task.work, 0, task.weight});
        const FluidCompletion sharing(capacity[r], FluidCompletion::Start::Zero, FluidCompletion::Rates::MaxMin);
        completion[r] = sharing.completionTimes(fluid[r]).back();
    }
    return completion;
}

}  // namespace schedlab
