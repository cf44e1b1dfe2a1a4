#pragma once

#include "TimeFormatter.h"

#include "RunSnapshot.h"
#include "engine/ScheduleEvent.h"

#include <QCoreApplication>
#include <QString>

namespace schedlab {

// Puts a policy's start decisions into words, from the StartReason the core
// recorded with each start: "Backfilled (EASY): ends by its estimate at
// 10:42, before the shadow time 11:00 of job 1234". Used by the job details
// panel and the event log, so a teacher and the log say the same thing.
class DecisionExplainer {
    Q_DECLARE_TR_FUNCTIONS(DecisionExplainer)

public:
    DecisionExplainer() = default;
    explicit DecisionExplainer(RunSnapshotPtr snapshot);

    // The decision that (first) started a job, as one sentence.
    [[nodiscard]] QString explainJob(JobIndex job) const;
    // The sentence for one start (or resume) of `job` at `time`.
    [[nodiscard]] QString explainStart(JobIndex job, Time time, const StartReason& reason) const;
    // Short text for an event log row: the decision for starts, else what happened.
    [[nodiscard]] QString describeEvent(const ScheduleEvent& event) const;
    [[nodiscard]] QString describeDrop(const ScheduleEvent& event) const;
    [[nodiscard]] QString describeFault(const ScheduleEvent& event) const;

    // Short names for legends and filters.
    [[nodiscard]] static QString kindTitle(StartKind kind);
    [[nodiscard]] static QString eventKindName(ScheduleEvent::Kind kind);

    [[nodiscard]] const TimeFormatter& formatter() const { return m_formatter; }

private:
    [[nodiscard]] QString jobName(JobIndex job) const;

    RunSnapshotPtr m_snapshot;
    TimeFormatter m_formatter;
};

}  // namespace schedlab
