#pragma once

#include "engine/SchedulingContext.h"
#include "model/NodeSet.h"
#include "model/Types.h"
#include "policies/NodeMask.h"
#include "policies/PfcfsSettings.h"

#include <cstdint>
#include <vector>

namespace schedlab {

// One PFCFS gang cycle (spec 4.6 rules 2-4): a wide job that preempted some
// small jobs, and the switching between the wide gang and the small gang.
//
//   begin:   victims preempted, wide job started   (switch 1, wide phase)
//   every Delta while fewer than n switches were made:
//            wide phase -> preempt the wide job, resume the victims (small phase)
//            small phase -> preempt the victims, resume the wide job (wide phase)
//   limit n reached: the current gang runs on, no more timers. Odd n ends in
//            the wide phase: the wide job runs to completion. Even n ends in
//            the small phase: the victims run until they all complete.
//   the wide job completes: every victim resumes at once; the cycle is over.
//   the last victim completes (small phase): the wide job resumes at once
//            and runs to completion; the cycle is over when it completes.
// Victims never complete while suspended and the wide job is suspended only
// in the small phase, so these are all the cases. Every resume costs the
// penalty s (added to the resumed job's remaining time).
class GangCycle {
public:
    explicit GangCycle(const PfcfsSettings& settings);

    // A cycle is in progress from its first preemption until its wide job
    // has completed and no victim is suspended.
    [[nodiscard]] bool active() const { return m_phase != Phase::Idle; }
    [[nodiscard]] JobIndex wideJob() const { return m_wide; }
    [[nodiscard]] int switches() const { return m_switches; }

    // Preempts `victims` and starts `wide` on `wideNodes` (its free nodes
    // plus enough of the victims' nodes). `eligibleSince` is when the wide
    // job became allowed to preempt, kept in its start reason.
    void begin(JobIndex wide, const std::vector<JobIndex>& victims, const NodeSet& wideNodes,
               Time eligibleSince, SchedulingContext& context);

    // Events of the instant, completions before timers (engine order).
    void onCompleted(JobIndex job, SchedulingContext& context);
    void onTimer(std::uint64_t tag, SchedulingContext& context);

    // Blocks, in `mask`, the nodes a new job must not use under `starts`
    // (the caller has blocked the running jobs' nodes already).
    void blockReserved(NodeMask& mask, CycleStarts starts, const SchedulingContext& context) const;

    // Timer tags the cycle never uses, for its owner's own timers.
    static constexpr std::uint64_t kForeignTag = 0;

private:
    enum class Phase : std::uint8_t { Idle, Wide, Small };

    void switchGangs(SchedulingContext& context);
    void armSwitchTimer(SchedulingContext& context);
    [[nodiscard]] bool limitReached() const;

    int m_maxSwitches;
    Time m_gangLength;
    Time m_penalty;

    Phase m_phase = Phase::Idle;
    JobIndex m_wide = kNoJob;
    std::vector<JobIndex> m_victims;  // not yet completed, in pick order
    NodeSet m_partition;              // the wide job's and the victims' nodes
    int m_switches = 0;
    std::uint64_t m_lastTag = kForeignTag;
    std::uint64_t m_armedTag = kForeignTag;  // the switch timer that still counts
};

}  // namespace schedlab
