#pragma once

#include "RunSnapshot.h"
#include "TimeFormatter.h"

#include "policies/BackfillPlan.h"

#include <QCoreApplication>
#include <QString>

namespace schedlab {

// "Why is this job still waiting?" at the playback's now, in words: for EASY
// and conservative backfilling from the plan held then (BackfillPlan), so a
// student reads the shadow time, the extra nodes or the reservation that
// keeps the job back (Yahyapour (2002), ch. 2).
class WaitingExplainer {
    Q_DECLARE_TR_FUNCTIONS(schedlab::WaitingExplainer)

public:
    WaitingExplainer(RunSnapshotPtr snapshot, TimeFormatter formatter);

    // Empty when the job is not waiting at `now` (or now is kNoTime).
    // `plan` may be null: the policy has none that can be shown.
    [[nodiscard]] QString explain(JobIndex job, Time now, const BackfillPlan* plan) const;

private:
    [[nodiscard]] QString explainEasy(JobIndex job, const BackfillPlan& plan) const;
    [[nodiscard]] QString explainConservative(JobIndex job, const BackfillPlan& plan) const;
    [[nodiscard]] qint64 idOf(JobIndex job) const;

    RunSnapshotPtr m_snapshot;
    TimeFormatter m_time;
};

}  // namespace schedlab
