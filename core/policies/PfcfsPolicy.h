#pragma once

#include "engine/Policy.h"
#include "policies/GangCycle.h"
#include "parameters/ParameterSpec.h"
#include "policies/PfcfsPreset.h"
#include "policies/PfcfsSettings.h"
#include "policies/PolicyInfo.h"
#include "policies/WaitingList.h"

#include <cstdint>
#include <vector>

namespace schedlab {

// PFCFS, preemptive FCFS with gang scheduling (Yahyapour (2002), ch. 4).
// Small jobs are scheduled strictly FCFS; a wide head that has waited
// `delta` may preempt running small jobs and start a GangCycle. Needs no
// run-time estimates.
class PfcfsPolicy final : public Policy {
public:
    [[nodiscard]] static PolicyInfo info();                           // "pfcfs"
    [[nodiscard]] static PolicyInfo info(const PfcfsPreset& preset);  // "pfcfs1", ...

    explicit PfcfsPolicy(const Parameters& parameters);
    explicit PfcfsPolicy(const PfcfsSettings& settings);

    void prepare(const Platform& platform) override;
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;

private:
    static constexpr MachineIndex kOnlyMachine = 0;

    [[nodiscard]] bool isWide(JobIndex job, const SchedulingContext& context) const;
    void startJobs(SchedulingContext& context);
    // Whether the wide `head` may preempt now (rule 1); arms the delta timer
    // the first time it could.
    [[nodiscard]] bool mayPreempt(JobIndex head, SchedulingContext& context);
    // Rule 2: picks victims and begins a cycle; false if none can free enough nodes.
    bool preemptFor(JobIndex head, SchedulingContext& context);
    [[nodiscard]] NodeMask freeNodeMask(const SchedulingContext& context) const;
    void markStarted(JobIndex job, const SchedulingContext& context);

    PfcfsSettings m_settings;
    GangCycle m_cycle;
    WaitingList m_waiting;
    int m_machineNodes = 0;
    NodeId m_firstNode = 0;
    // Wide jobs started and not completed (rule 1: "no earlier wide job is
    // still active"), by job index.
    std::vector<std::uint8_t> m_activeWide;
    int m_activeWideCount = 0;
    JobIndex m_eligibleHead = kNoJob;  // the wide head both conditions of rule 1 hold for
    Time m_eligibleSince = 0;          // ... since this time
};

}  // namespace schedlab
