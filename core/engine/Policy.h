#pragma once

#include "engine/SchedulingContext.h"
#include "engine/SchedulingEvents.h"

#include <cstddef>
#include <string>

namespace schedlab {

class Platform;

// A scheduling policy: told what happened, it answers with decisions through
// the context. One instance serves exactly one simulation, so a policy may
// keep any state it likes; it must be deterministic.
class Policy {
public:
    virtual ~Policy() = default;

    // Called once before the first event. Throws ConfigurationError if the
    // policy cannot schedule this platform (e.g. a single-machine policy on a
    // grid).
    virtual void prepare(const Platform& platform) { (void)platform; }

    // The widest job this policy can ever run on `platform`; wider jobs are
    // refused before the simulation starts, with a clear message.
    [[nodiscard]] virtual int widestRunnableJob(const Platform& platform) const;

    // Whether the policy forgets jobs listed in SchedulingEvents::withdrawn.
    // Workloads with hard deadlines are refused for policies that do not.
    [[nodiscard]] virtual bool handlesWithdrawnJobs() const { return false; }

    // Whether the policy is an oracle that plans with the jobs' actual run
    // times, as the completion-time predictors of simulation studies often
    // are (Wiriyaprasit 2004, sec. 3.3). The engine then hands it each job's
    // run time as its estimate (JobRequest::estimate, RunningJob::estimatedEnd,
    // remainingEstimate); an option's estimate stays the user's. Everything
    // else a policy sees is unchanged, so an oracle is still an on-line policy.
    [[nodiscard]] virtual bool plansWithRunTimes() const { return false; }

    // How many started, unfinished jobs the policy may leave on one node at
    // once, one running and the rest suspended there; the schedule validator
    // holds the run to it. Gang scheduling after Yahyapour (2002), ch. 4,
    // keeps one suspended job beside the running one; a time-slicing policy
    // with no bound on its slices says kUnboundedResidents.
    static constexpr std::size_t kGangResidentsPerNode = 2;
    static constexpr std::size_t kUnboundedResidents = 0;
    [[nodiscard]] virtual std::size_t residentJobsPerNode() const { return kGangResidentsPerNode; }

    // One scheduling pass at events.now.
    virtual void schedule(const SchedulingEvents& events, SchedulingContext& context) = 0;
};

}  // namespace schedlab
