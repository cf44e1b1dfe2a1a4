#pragma once

#include "engine/Policy.h"
#include "policies/PolicyInfo.h"

#include <cstdint>
#include <deque>
#include <vector>

namespace schedlab {

// Gang(tau), the time-slicing baseline of Vanderster (2008), ch. 4: the
// grid's processors are shared in time by slices (the rows of Ousterhout's
// matrix). Each task, in arrival order at its requested width, joins the
// first slice that has room for it on some cluster (clusters in platform
// order), else a new slice at the end. One slice runs at a time; every tau
// the running slice's tasks are suspended and the next slice's tasks resume
// on the processors they had (a task new to its slice starts on free ones).
// A slice whose tasks have all ended leaves the rotation; when the running
// one empties, the next starts at once with a fresh tau.
//
// The thesis only names the scheme. Our open choices: packing is first fit
// by slice, then by cluster; tasks never move between slices or clusters;
// `max-slices` bounds the number of slices (0: no bound), and a task that
// fits no slice then waits, with every task behind it (FCFS); resuming costs
// `switch-cost` seconds, 0 by default as in the thesis's model.
class GangTimeSlicePolicy final : public Policy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit GangTimeSlicePolicy(const Parameters& parameters);

    void prepare(const Platform& platform) override;
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;
    [[nodiscard]] bool handlesWithdrawnJobs() const override { return true; }
    // A task stays on its processors while suspended: one resident task per
    // slice (max-slices; 0 is kUnboundedResidents).
    [[nodiscard]] std::size_t residentJobsPerNode() const override { return m_maxSlices; }

private:
    struct Member {
        JobIndex job = kNoJob;
        MachineIndex cluster = 0;
        int width = 0;
        bool started = false;  // has run (then resumes on its own nodes)
    };
    struct Slice {
        std::vector<int> used;        // processors per cluster
        std::vector<Member> members;  // in joining order
    };

    void leave(JobIndex job);
    void pack(SchedulingContext& context);
    [[nodiscard]] bool join(JobIndex job, int width, SchedulingContext& context);
    void rotate(SchedulingContext& context);
    void activate(std::size_t slice, SchedulingContext& context);
    void armTimer(SchedulingContext& context);

    Time m_slice = 0;        // tau, in ticks
    Time m_switchCost = 0;   // per resume, in ticks
    std::size_t m_maxSlices = 0;  // 0: no bound
    std::vector<int> m_clusterSizes;

    std::vector<Slice> m_slices;
    std::size_t m_active = 0;  // the slice whose turn it is
    bool m_running = false;    // whether that slice's tasks run now
    std::deque<JobIndex> m_waiting;  // only with max-slices: arrival order
    std::uint64_t m_armedTag = 0;    // the rotation timer that counts; 0: none
    std::uint64_t m_lastTag = 0;
};

}  // namespace schedlab
