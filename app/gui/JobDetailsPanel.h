#pragma once

#include "DecisionExplainer.h"
#include "WaitingExplainer.h"

#include "RunSnapshot.h"

#include <QWidget>

class QTextBrowser;

namespace schedlab {

// Everything about the selected job: id, user, submit/start/end in calendar
// time, wait, nodes, machine, estimate against actual run time, and the
// policy's decision that started it, in words.
class JobDetailsPanel : public QWidget {
    Q_OBJECT

public:
    explicit JobDetailsPanel(QWidget* parent = nullptr);

    void setSnapshot(RunSnapshotPtr snapshot);
    void showJob(JobIndex job);  // kNoJob shows a hint
    // Playback: the now instant and the backfilling plan held then (null
    // when the policy has none to show), for "why is it still waiting".
    void setPlayback(Time now, std::shared_ptr<const BackfillPlan> plan);
    [[nodiscard]] JobIndex job() const { return m_job; }
    // The text shown, without markup (for tests and copying).
    [[nodiscard]] QString plainText() const;

private:
    [[nodiscard]] QString html(JobIndex job) const;
    [[nodiscard]] QString modelRows(const Job& job, const JobOutcome& outcome) const;
    // Where and when each segment ran, when the job ran in more than one.
    [[nodiscard]] QString segmentTable(const JobOutcome& outcome) const;
    // Every way the job offered to run, the one it ran as marked.
    [[nodiscard]] QString optionTable(const Job& job, const JobOutcome& outcome) const;
    [[nodiscard]] QString machineNames(const NodeSet& nodes) const;
    [[nodiscard]] static QString endStateText(EndState state);

    RunSnapshotPtr m_snapshot;
    DecisionExplainer m_explainer;
    WaitingExplainer m_waiting{nullptr, TimeFormatter()};
    Time m_now = kNoTime;
    std::shared_ptr<const BackfillPlan> m_plan;
    QTextBrowser* m_text = nullptr;
    JobIndex m_job = kNoJob;
};

}  // namespace schedlab
