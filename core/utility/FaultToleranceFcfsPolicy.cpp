#include "utility/FaultToleranceFcfsPolicy.h"

#include "engine/JobOutcome.h"
#include "engine/SchedulingContext.h"
#include "engine/SchedulingEvents.h"
#include "platform/Platform.h"

#include <algorithm>

namespace schedlab {

namespace {

const std::string kSeed = "seed";
constexpr double kLargestSeed = 2147483647;  // exact in the double a parameter is stored in

}  // namespace

PolicyInfo FaultToleranceFcfsPolicy::info()
{
    return PolicyInfo{{"ft-fcfs",
                       "FCFS with a random fault-tolerance option",
                       "Tasks start in arrival order, each in one of its options chosen uniformly at random among "
                       "those whose cluster has enough free processors now (a replica needs twice its width); a "
                       "task without options takes its own width on a random cluster that fits it. The first task "
                       "that fits nowhere waits, and every task behind it too. Non-preemptive. With the options of "
                       "ft-options (every cluster with no recovery, retry and replica) each technique is taken about "
                       "a third of the time: the FCFS baseline of the fault-tolerance experiment.",
                       "Vanderster (2008), ch. 7 (baseline FCFS)",
                       {{kSeed, "Seed", ParameterSpec::Type::Integer, 0, kLargestSeed, "1", {}, "",
                         "Seeds the random choice of option; the same seed gives the same schedule."}}},
                      false,
                      false};
}

FaultToleranceFcfsPolicy::FaultToleranceFcfsPolicy(const Parameters& parameters)
    : m_random(std::uint64_t(parameters.integer(kSeed)))
{
}

std::vector<FaultToleranceFcfsPolicy::Way> FaultToleranceFcfsPolicy::waysNow(const SchedulingContext& context,
                                                                            JobIndex job)
{
    const JobRequest& request = context.request(job);
    const Platform& platform = context.platform();
    std::vector<Way> ways;
    const auto add = [&](int option, MachineIndex only, int width) {
        for (MachineIndex k = 0; k < platform.machineCount(); ++k) {
            if ((only == kNoMachine || only == k) && context.freeNodes(k) >= width)
                ways.push_back({option, k});
        }
    };
    if (request.options.empty())
        add(JobOutcome::kOwnShape, kNoMachine, request.nodes);
    for (std::size_t j = 0; j < request.options.size(); ++j) {
        const JobOption& option = request.options[j];
        // A replica runs two copies side by side (Vanderster 2008, ch. 7).
        add(int(j), option.machine, option.nodes * (option.recovery == Recovery::Replica ? 2 : 1));
    }
    return ways;
}

void FaultToleranceFcfsPolicy::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    for (const JobIndex job : events.withdrawn)
        std::erase(m_waiting, job);
    m_waiting.insert(m_waiting.end(), events.submitted.begin(), events.submitted.end());
    const StartReason reason{StartKind::InOrder, kNoJob, kNoTime, -1};
    while (!m_waiting.empty()) {
        const JobIndex job = m_waiting.front();
        const std::vector<Way> ways = waysNow(context, job);
        if (ways.empty())
            return;  // the head waits, and blocks the rest
        const Way& way = ways[std::size_t(m_random.uniformInt(0, std::int64_t(ways.size()) - 1))];
        if (way.option == JobOutcome::kOwnShape)
            context.start(job, way.cluster, reason);
        else
            context.startOption(job, std::size_t(way.option), way.cluster, reason);
        m_waiting.pop_front();
    }
}

}  // namespace schedlab
