#pragma once

#include "engine/Policy.h"
#include "policies/PolicyInfo.h"
#include "qos/GsBeLocalQueue.h"
#include "qos/GsContract.h"
#include "qos/GsDelayBound.h"
#include "qos/GsResource.h"
#include "qos/LeakyBucket.h"
#include "qos/QosResourceType.h"

#include <map>
#include <unordered_map>
#include <vector>

namespace schedlab {

// `qos-gsbe`: guaranteed service and best effort on one grid (Phosphorus
// D5.2, Varvarigos, Kokkinos et al., 2007, §3). Every machine is a resource
// of a type (QosResourceType) with its own local queue (GsBeLocalQueue);
// every node is a CPU of the machine's speed, and a task takes one CPU.
// - Registration, before the first task: the users of `gs-users`, in order,
//   each at the first GS-capable resource whose admission test (18)-(19)
//   it passes, with a leaky bucket (20) there.
// - A guaranteed task (service class gs) of a registered user goes, on
//   arrival, to its resource if its bucket lets it and its delay bound
//   (25)/(33) meets its deadline (Fig. 27); it is withheld while only the
//   bucket stands in the way, and treated as best effort otherwise, as are
//   the tasks of unregistered users and of class be.
// - Best-effort tasks are meta-scheduled every period: earliest deadline
//   first, each to the resource that takes best effort with the least
//   backlog (queued and running work over capacity: the earliest start);
//   one sent to a GS_BE_EQUAL resource that cannot take a temporary user
//   is rejected there.
// - Each resource starts tasks from its local queue on a free CPU, chosen
//   round robin (§3).
class GsBeScheduler final : public Policy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit GsBeScheduler(const Parameters& parameters);

    void prepare(const Platform& platform) override;
    // A task uses one whole CPU (D5.2 §1): wider jobs are refused.
    [[nodiscard]] int widestRunnableJob(const Platform& platform) const override;
    [[nodiscard]] bool handlesWithdrawnJobs() const override { return true; }
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;

private:
    struct Resource {
        MachineIndex machine = 0;
        NodeId firstNode = 0;
        double speed = 1;
        GsResource gs;
        GsBeLocalQueue queue;
        std::vector<JobIndex> cpuJob;  // kNoJob while free
        std::size_t nextCpu = 0;       // round robin
    };
    struct Registration {
        std::size_t resource = 0;
        std::size_t slot = 0;  // the user's queue at the resource
        GsUser terms;
        LeakyBucket bucket;
    };
    // A task sent to a resource, waiting there or running.
    struct Placed {
        std::size_t resource = 0;
        bool guaranteed = false;
        bool temporary = false;  // a best-effort task in a GS_BE_EQUAL queue
        bool preempted = false;
        std::size_t cpu = 0;     // while running, and where a preempted task ran
        Time start = 0;
    };

    // Registers m_registered afresh at `now` (s): at the start, and again
    // when a user leaves under dynamic registration.
    void registerUsers(double now);
    void deregisterWhenDue(SchedulingContext& context);
    void arrive(JobIndex job, const SchedulingContext& context);
    // Fig. 27: sends a guaranteed task to its resource, or hands it to best
    // effort; returns false when its bucket holds it back.
    bool dispatchGuaranteed(JobIndex job, SchedulingContext& context);
    // The held tasks in arrival order, a user's in FIFO order; a timer for
    // the earliest time one may conform.
    void dispatchWithheld(SchedulingContext& context);
    // When to look at a held task again (s): when its bucket lets it go, or
    // the tick its bound passes its deadline, whichever comes first.
    [[nodiscard]] double nextLook(JobIndex job, const SchedulingContext& context) const;
    // The tick at `seconds`, at least now + 1; nothing when it is infinite or
    // beyond any run.
    [[nodiscard]] std::optional<Time> tickAfter(double seconds, Time now) const;
    [[nodiscard]] GsDelayInput delayInput(const Registration& registration, const Resource& resource,
                                          double withheld) const;
    void scheduleBestEffort(SchedulingContext& context);
    void runBestEffortBatch(SchedulingContext& context);
    [[nodiscard]] std::optional<std::size_t> earliestStart(double work, const SchedulingContext& context) const;
    void startReady(SchedulingContext& context);
    [[nodiscard]] bool preemptFor(std::size_t resource, SchedulingContext& context);
    void launch(JobIndex job, std::size_t resource, std::size_t cpu, SchedulingContext& context);
    void ended(JobIndex job, bool completed, const SchedulingContext& context);
    [[nodiscard]] double workOf(const JobRequest& request) const;
    [[nodiscard]] double seconds(Time ticks) const { return double(ticks) / double(m_ticksPerSecond); }

    std::string m_typeText;
    bool m_preemptive = false;
    std::vector<GsContract> m_contracts;
    double m_maxTask = 0;  // J_r^max, MI
    LeakyBucket::Kind m_bucketKind = LeakyBucket::Kind::Cumulative;
    WorkAccounting m_accounting = WorkAccounting::Exact;
    Time m_period = 0;
    std::int64_t m_ticksPerSecond = 1;
    bool m_dynamic = false;  // registration = dynamic

    std::vector<QosResourceType> m_types;
    std::vector<GsResource> m_unregistered;  // every resource with no user, for fresh admission tests
    std::vector<GsContract> m_registered;    // the contracts still in force
    Time m_nextDeregistration = kNoTime;
    std::vector<Resource> m_resources;
    std::map<std::int32_t, Registration> m_registrations;  // by user id
    std::vector<JobIndex> m_withheld;                      // guaranteed tasks not yet sent, in arrival order
    std::unordered_map<JobIndex, Time> m_releasedAt;       // withheld tasks, when they left the hold
    std::vector<JobIndex> m_bestEffort;                    // for the next batch, in arrival order
    std::unordered_map<JobIndex, Placed> m_placed;
    std::unordered_map<JobIndex, double> m_charged;        // bucket charge of a guaranteed task
    Time m_nextBatch = kNoTime;
    Time m_nextRetry = kNoTime;
};

}  // namespace schedlab
