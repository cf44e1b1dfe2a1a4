#pragma once

#include "engine/SchedulingContext.h"
#include "engine/SchedulingEvents.h"

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

    // One scheduling pass at events.now.
    virtual void schedule(const SchedulingEvents& events, SchedulingContext& context) = 0;
};

}  // namespace schedlab
