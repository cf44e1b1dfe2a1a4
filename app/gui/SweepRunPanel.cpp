#include "SweepRunPanel.h"

#include "BatchRunController.h"
#include "ReplicationTable.h"
#include "RunLibrary.h"
#include "SweepStyles.h"
#include "TimeFormatter.h"
#include "experiment/TraceCache.h"
#include "sweep/SweepSpec.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace schedlab {

namespace {

constexpr double kSecondsShownExactly = 60;  // below: "4.2 s", above: "3 min 10 s"

QString countText(int runs)
{
    return RunLibrary::runCountText(runs);
}

// Sweeps of small traces take a second or two: "0 s" would say nothing.
QString secondsText(double seconds)
{
    return seconds < kSecondsShownExactly ? SweepRunPanel::tr("%1 s").arg(seconds, 0, 'f', 1)
                                          : TimeFormatter::duration(std::llround(seconds));
}

}  // namespace

SweepRunPanel::SweepRunPanel(QWidget* parent) : QTabWidget(parent), m_controller(new BatchRunController(this))
{
    auto* progressPage = new QWidget(this);
    auto* progressLayout = new QVBoxLayout(progressPage);
    m_progress = new QProgressBar(progressPage);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status = new QLabel(
        tr("Not started. Runs already in the store are skipped, so running a sweep again resumes it."),
        progressPage);
    m_status->setObjectName(QStringLiteral("sweepStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    progressLayout->addWidget(m_progress);
    progressLayout->addWidget(m_status);
    progressLayout->addStretch(1);
    addTab(progressPage, tr("Progress"));

    m_failed = new QTreeWidget(this);
    m_failed->setObjectName(QStringLiteral("sweepFailedRuns"));
    m_failed->setHeaderLabels({tr("Run"), tr("Why it failed")});
    m_failed->setRootIsDecorated(false);
    m_failed->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    addTab(m_failed, tr("Failed runs"));

    m_replications = new ReplicationTable(this);
    m_replicationsTab = addTab(m_replications, tr("Replications"));
    setTabVisible(m_replicationsTab, false);

    m_json = new QPlainTextEdit(this);
    m_json->setReadOnly(true);
    m_json->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_json->setToolTip(tr("The spec as schedlab-cli sweep reads it"));
    addTab(m_json, tr("Spec (JSON)"));
    setMaximumHeight(sizeHint().height());

    connect(m_controller, &BatchRunController::prepared, this, &SweepRunPanel::onPrepared);
    connect(m_controller, &BatchRunController::progressed, this, &SweepRunPanel::showProgress);
    connect(m_controller, &BatchRunController::finished, this, &SweepRunPanel::onFinished);
    connect(m_controller, &BatchRunController::failed, this, &SweepRunPanel::onFailed);
}

bool SweepRunPanel::isRunning() const
{
    return m_controller->isRunning();
}

bool SweepRunPanel::start(SweepSpec spec, const QString& storePath, int threads)
{
    m_runningGroup = QString::fromStdString(spec.group());
    m_runs = std::make_shared<std::vector<RunSpec>>();
    m_threads = threads;
    m_controller->setValidateSchedules(spec.validate());
    const bool started = m_controller->start(
        [spec = std::move(spec), runs = m_runs](TraceCache& cache) {
            *runs = spec.expand(cache);
            return *runs;
        },
        storePath, static_cast<unsigned>(threads));
    if (!started)
        return false;
    m_failed->clear();
    setTabText(indexOf(m_failed), tr("Failed runs"));
    setCurrentIndex(0);
    m_progress->setRange(0, 0);  // busy until the runs are known
    showStatus(tr("Preparing the runs…"));
    return true;
}

void SweepRunPanel::cancel()
{
    if (!isRunning())
        return;
    m_controller->cancel();
    m_status->setText(tr("Cancelling: the runs being simulated stop at their next event…"));
}

void SweepRunPanel::showSpec(const QString& json)
{
    m_json->setPlainText(json);
}

void SweepRunPanel::showStatus(const QString& text, const QString& styleSheet)
{
    m_status->setStyleSheet(styleSheet);
    m_status->setText(text);
}

QString SweepRunPanel::statusText() const
{
    return m_status->text();
}

void SweepRunPanel::onPrepared(int runCount)
{
    m_progress->setRange(0, std::max(runCount, 1));
    m_progress->setValue(0);
    const int threads = m_threads > 0 ? m_threads : QThread::idealThreadCount();
    m_status->setText(tr("Running %1 on %2 threads…").arg(countText(runCount)).arg(std::min(threads, runCount)));
}

void SweepRunPanel::showProgress(const SweepProgress& progress)
{
    m_progress->setMaximum(std::max(static_cast<int>(progress.total), 1));
    m_progress->setValue(static_cast<int>(progress.finished()));
    QString text = tr("%1 of %2: %3 done, %4 skipped (already stored), %5 failed")
                       .arg(progress.finished())
                       .arg(countText(static_cast<int>(progress.total)))
                       .arg(progress.done)
                       .arg(progress.skipped)
                       .arg(progress.failed);
    text += QStringLiteral(" · ") + tr("%1 elapsed").arg(secondsText(progress.elapsedSeconds));
    if (progress.etaSeconds && progress.finished() < progress.total)
        text += QStringLiteral(" · ") +
                tr("about %1 left").arg(TimeFormatter::duration(std::llround(*progress.etaSeconds)));
    m_status->setText(text);
}

void SweepRunPanel::onFinished(const SweepReport& report)
{
    showProgress(report.progress);
    const SweepProgress& counts = report.progress;
    const QString summary = tr("%1 done, %2 skipped (already stored), %3 failed in %4.")
                                .arg(counts.done)
                                .arg(counts.skipped)
                                .arg(counts.failed)
                                .arg(secondsText(report.wallSeconds));
    showStatus(report.cancelled ? tr("Cancelled: %1 Run again to resume: the stored runs are skipped.").arg(summary)
                                : tr("Finished: %1").arg(summary),
               counts.failed > 0 ? SweepStyles::kNotice : QString());

    std::vector<std::int64_t> ids;
    for (std::size_t i = 0; i < report.outcomes.size(); ++i) {
        const RunOutcome& outcome = report.outcomes[i];
        const QString name = i < m_runs->size() ? QString::fromStdString((*m_runs)[i].name)
                                                : QString::fromStdString(outcome.run.name);
        if (outcome.status == RunOutcome::Status::Failed) {
            auto* item = new QTreeWidgetItem(m_failed, {name, QString::fromStdString(outcome.error)});
            item->setToolTip(1, item->text(1));
        }
        const bool stored =
            outcome.status == RunOutcome::Status::Completed || outcome.status == RunOutcome::Status::Skipped;
        if (stored && outcome.run.id > 0)
            ids.push_back(outcome.run.id);
    }
    const bool replicated = m_replications->showReport(*m_runs, report);
    setTabVisible(m_replicationsTab, replicated);
    if (replicated)
        setCurrentWidget(m_replications);
    if (m_failed->topLevelItemCount() > 0) {
        setTabText(indexOf(m_failed), tr("Failed runs (%1)").arg(m_failed->topLevelItemCount()));
        setCurrentWidget(m_failed);
    }
    emit sweepFinished(report, m_runningGroup, ids);
}

void SweepRunPanel::onFailed(const QString& message)
{
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    showStatus(tr("The sweep did not start: %1").arg(message), SweepStyles::kError);
    emit sweepFailed();
}

}  // namespace schedlab
