#pragma once

#include "engine/Policy.h"
#include "grid/MachineOption.h"
#include "grid/MachineSelection.h"
#include "parameters/ParameterSpec.h"
#include "policies/PolicyInfo.h"
#include "policies/WaitingList.h"

#include <memory>
#include <optional>
#include <vector>

namespace schedlab {

class ReservationBook;

// Job sharing and multi-site scheduling on a grid (Yahyapour (2002), ch. 5): one
// central FCFS queue for the jobs of every site; a MachineSelection picks the
// machine among those that can start a job now, and EASY backfilling runs on
// every machine: each machine protects the first waiting job that waits for
// it (EasyReservation, shared with single-machine EASY; on one machine this
// policy is exactly EASY). With multi-site execution on, a job no single
// machine can start now may be spread over several (MultiSitePlacement),
// running (1 + p) times longer.
class JobSharingPolicy final : public Policy {
public:
    // Which machine a job waits for (holds its reservation on) when no
    // machine can start it now: Yahyapour (2002), ch. 5 leaves this open.
    enum class WaitRule {
        EarliestStart,  // the earliest shadow time, ties to the best fit then the lower index
        Selection,      // the machine selection itself, over the projected starts
        Largest,        // the largest machine, ties to the lower index
    };

    static constexpr const char* kSelectionParameter = "selection";
    static constexpr const char* kWaitForParameter = "wait-for";
    static constexpr const char* kOverheadParameter = "overhead";

    [[nodiscard]] static PolicyInfo sharingInfo();
    [[nodiscard]] static PolicyInfo multiSiteInfo();
    [[nodiscard]] static std::unique_ptr<Policy> createSharing(const Parameters& parameters);
    [[nodiscard]] static std::unique_ptr<Policy> createMultiSite(const Parameters& parameters);

    // Without `overheadPercent` (p in %), multi-site execution is off.
    JobSharingPolicy(std::unique_ptr<MachineSelection> selection, WaitRule waitRule,
                     std::optional<double> overheadPercent);

    void prepare(const Platform& platform) override;
    [[nodiscard]] int widestRunnableJob(const Platform& platform) const override;
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;

private:
    // `firstWaiting`: the first job ahead of `job` still waiting, or kNoJob.
    bool tryStartNow(JobIndex job, JobIndex firstWaiting, ReservationBook& book, SchedulingContext& context);
    bool tryStartMultiSite(JobIndex job, ReservationBook& book, SchedulingContext& context);
    void reserveFor(JobIndex job, ReservationBook& book, const SchedulingContext& context) const;
    [[nodiscard]] const MachineOption& chooseWaitMachine(std::span<const MachineOption> options) const;
    [[nodiscard]] static std::vector<ParameterSpec> sharingParameters();

    std::unique_ptr<MachineSelection> m_selection;
    std::unique_ptr<MachineSelection> m_earliestStart;
    WaitRule m_waitRule;
    bool m_multiSite = false;
    double m_overheadFactor = 1.0;  // 1 + p
    WaitingList m_waiting;
    std::vector<MachineOption> m_options;  // scratch for tryStartNow, reused every pass
};

}  // namespace schedlab
