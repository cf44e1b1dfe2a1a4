#pragma once

#include "DecisionExplainer.h"
#include "WaitingExplainer.h"

#include "RunSnapshot.h"

#include "run/Trace.h"

#include <QWidget>

#include <cstdint>

class QTextBrowser;
class QTimer;

namespace schedlab {

class MarketOffersLoader;

// Everything about the selected job: id, user, submit/start/end in calendar
// time, wait, nodes, machine, estimate against actual run time, and the
// policy's decision that started it, in words. For an economic run, a
// "Show offers" link replays the market (off the GUI thread) and lists the
// job's requests and the offers it got.
class JobDetailsPanel : public QWidget {
    Q_OBJECT

public:
    explicit JobDetailsPanel(QWidget* parent = nullptr);

    // The trace the run was made from, for replaying its market; null (a
    // run reopened from the store) loads the trace file when first asked.
    // Takes effect with the next setSnapshot().
    void setReplayTrace(TracePtr trace);
    void setSnapshot(RunSnapshotPtr snapshot);
    void showJob(JobIndex job);  // kNoJob shows a hint
    // Playback: the now instant and the backfilling plan held then (null
    // when the policy has none to show), for "why is it still waiting".
    void setPlayback(Time now, std::shared_ptr<const BackfillPlan> plan);
    [[nodiscard]] JobIndex job() const { return m_job; }
    // The text shown, without markup (for tests and copying).
    [[nodiscard]] QString plainText() const;

    // Whether the run has a market whose offers can be shown.
    [[nodiscard]] bool hasMarket() const;
    // Replays the market for the job on show (what "Show offers" does);
    // offersChanged() when the offers or the reason there are none are shown.
    void showOffers();
    void cancelOffers();
    [[nodiscard]] bool offersReplaying() const { return m_offersState == OffersState::Replaying; }

signals:
    void offersChanged();

private:
    enum class OffersState : std::uint8_t { NotAsked, Replaying, Shown, Failed };

    void refresh(bool keepPlace);
    void setOffersState(OffersState state);
    void onOffersDone(qint64 jobId, const QString& error);
    [[nodiscard]] QString marketSection() const;
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
    TracePtr m_replayTrace;
    MarketOffersLoader* m_offers = nullptr;
    QTimer* m_replayProgress = nullptr;   // redraws how far a replay got
    OffersState m_offersState = OffersState::NotAsked;
    QString m_offersHtml;   // the shown job's offers, or why there are none
};

}  // namespace schedlab
