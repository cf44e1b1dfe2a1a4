#include "JobDetailsPanel.h"

#include "DetailsHtml.h"
#include "MarketOffersHtml.h"
#include "MarketOffersLoader.h"

#include "model/Units.h"

#include <QScrollBar>
#include <QTextBrowser>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace schedlab {

namespace {

using units::kPercent;
using namespace detailshtml;

// The links of the market section, handled by the panel itself.
const QString kShowOffersLink = QStringLiteral("schedlab:show-offers");
const QString kCancelOffersLink = QStringLiteral("schedlab:cancel-offers");
const QString kOffersAnchor = QStringLiteral("offers");
// How often the text says how far a replay got: often enough to see it move,
// rarely enough not to fight the reader's selection.
constexpr int kReplayProgressMs = 1000;

}  // namespace

JobDetailsPanel::JobDetailsPanel(QWidget* parent) : QWidget(parent)
{
    m_text = new QTextBrowser(this);
    m_text->setOpenLinks(false);
    m_text->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    m_offers = new MarketOffersLoader(this);
    m_replayProgress = new QTimer(this);
    m_replayProgress->setInterval(kReplayProgressMs);
    connect(m_replayProgress, &QTimer::timeout, this, [this] { refresh(true); });
    connect(m_text, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.toString() == kShowOffersLink)
            showOffers();
        else if (url.toString() == kCancelOffersLink)
            cancelOffers();
    });
    connect(m_offers, &MarketOffersLoader::ready, this, [this](qint64 jobId) { onOffersDone(jobId, {}); });
    connect(m_offers, &MarketOffersLoader::failed, this, &JobDetailsPanel::onOffersDone);
    showJob(kNoJob);
}

void JobDetailsPanel::setReplayTrace(TracePtr trace)
{
    m_replayTrace = std::move(trace);
}

void JobDetailsPanel::setSnapshot(RunSnapshotPtr snapshot)
{
    m_snapshot = std::move(snapshot);
    m_explainer = DecisionExplainer(m_snapshot);
    m_waiting = WaitingExplainer(m_snapshot, m_explainer.formatter());
    m_now = kNoTime;
    m_plan.reset();
    m_offers->setRun(m_snapshot, m_replayTrace);
    showJob(kNoJob);
}

void JobDetailsPanel::setPlayback(Time now, std::shared_ptr<const BackfillPlan> plan)
{
    m_now = now;
    m_plan = std::move(plan);
    if (m_job != kNoJob)
        showJob(m_job);
}

void JobDetailsPanel::showJob(JobIndex job)
{
    const JobIndex shown = m_snapshot && job < m_snapshot->workload->jobs.size() ? job : kNoJob;
    const bool sameJob = shown == m_job;
    if (!sameJob) {
        // Another job's offers are of no use: stop a replay on its way.
        m_offers->cancel();
        setOffersState(OffersState::NotAsked);
        m_offersHtml.clear();
    }
    m_job = shown;
    refresh(sameJob);
}

void JobDetailsPanel::refresh(bool keepPlace)
{
    // Playback redraws the text every step: the reader keeps their place.
    const int scrolled = m_text->verticalScrollBar()->value();
    m_text->setHtml(html(m_job));
    if (keepPlace)
        m_text->verticalScrollBar()->setValue(scrolled);
}

bool JobDetailsPanel::hasMarket() const
{
    return m_offers->hasMarket();
}

void JobDetailsPanel::showOffers()
{
    if (m_job == kNoJob || !hasMarket() || m_offersState == OffersState::Replaying)
        return;
    setOffersState(OffersState::Replaying);
    m_offersHtml.clear();
    m_offers->request(m_snapshot->job(m_job).id);
    refresh(true);
}

void JobDetailsPanel::setOffersState(OffersState state)
{
    m_offersState = state;
    if (state == OffersState::Replaying)
        m_replayProgress->start();
    else
        m_replayProgress->stop();
}

void JobDetailsPanel::cancelOffers()
{
    if (m_offersState != OffersState::Replaying)
        return;
    m_offers->cancel();
    setOffersState(OffersState::NotAsked);
    refresh(true);
}

void JobDetailsPanel::onOffersDone(qint64 jobId, const QString& error)
{
    if (m_job == kNoJob || m_snapshot->job(m_job).id != jobId)
        return;
    if (error.isEmpty()) {
        setOffersState(OffersState::Shown);
        m_offersHtml = MarketOffersHtml(m_snapshot->platform, m_snapshot->description, m_explainer.formatter())
                           .html(m_offers->rounds());
    } else {
        setOffersState(OffersState::Failed);
        m_offersHtml = paragraph(tr("The market could not be replayed: %1").arg(error));
    }
    refresh(true);
    m_text->scrollToAnchor(kOffersAnchor);
    emit offersChanged();
}

QString JobDetailsPanel::marketSection() const
{
    if (!hasMarket())
        return {};
    QString html = QStringLiteral("<a name='%1'></a>").arg(kOffersAnchor);
    html += heading(tr("Offers on the market (Yahyapour (2002), ch. 6)"));
    switch (m_offersState) {
    case OffersState::NotAsked:
        html += QStringLiteral("<p style='margin-top:2px'>%1 %2</p>")
                    .arg(link(kShowOffersLink, tr("Show offers")),
                         tr("(replays the run up to this job's booking)").toHtmlEscaped());
        break;
    case OffersState::Replaying: {
        const Time upTo = m_offers->replayedUpTo();
        const QString doing = upTo == kNoTime
                                  ? tr("Replaying the market…")
                                  : tr("Replaying the market: simulated up to %1, the job was submitted %2…")
                                        .arg(m_explainer.formatter().dateTime(upTo),
                                             m_explainer.formatter().dateTime(m_snapshot->job(m_job).submit));
        html += QStringLiteral("<p style='margin-top:2px'>%1 %2</p>")
                    .arg(doing.toHtmlEscaped(), link(kCancelOffersLink, tr("Cancel")));
        break;
    }
    case OffersState::Shown:
    case OffersState::Failed: html += m_offersHtml; break;
    }
    return html;
}

QString JobDetailsPanel::plainText() const
{
    return m_text->toPlainText();
}

QString JobDetailsPanel::html(JobIndex index) const
{
    if (index == kNoJob) {
        return QStringLiteral("<p style='color:palette(placeholder-text)'>%1</p>")
            .arg(tr("Click a job in the chart, or search one by number (Ctrl+F), to see why "
                    "it started when it did.")
                     .toHtmlEscaped());
    }
    const Job& job = m_snapshot->job(index);
    const JobOutcome& outcome = m_snapshot->outcome(index);
    const TimeFormatter& time = m_explainer.formatter();

    QString html = QStringLiteral("<h3 style='margin:0'>%1</h3>").arg(tr("Job %1").arg(job.id).toHtmlEscaped());
    html += QStringLiteral("<p style='margin-top:4px;margin-bottom:6px'><b>%1</b></p>")
                .arg(m_explainer.explainJob(index).toHtmlEscaped());
    const QString waiting = m_waiting.explain(index, m_now, m_plan.get());
    if (!waiting.isEmpty())
        html += QStringLiteral("<p style='margin-top:0;margin-bottom:6px'>%1</p>").arg(waiting.toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
    html += row(tr("User"), job.user >= 0 ? QString::number(job.user) : tr("unknown"));
    html += row(tr("Submitted"), time.dateTime(job.submit));
    html += row(tr("Started"), time.dateTime(outcome.start));
    html += row(tr("Ended"), time.dateTime(outcome.end));
    const QString neverStarted = outcome.finished() ? tr("never started") : tr("still waiting");
    html += row(tr("Waited"), outcome.started() ? time.durationOf(outcome.start - job.submit) : neverStarted);
    html += row(tr("Nodes"), tr("%1 (node ids %2)").arg(job.nodes).arg(QString::fromStdString(outcome.nodes.toString())));
    QString machine;
    if (outcome.multiSite) {
        QStringList parts;
        for (const MachineShare& share : m_snapshot->platform.nodesPerMachine(outcome.nodes))
            parts << tr("%1 (%2)").arg(QString::fromStdString(m_snapshot->platform.machine(share.machine).name)).arg(share.nodes);
        machine = tr("several: %1").arg(parts.join(QStringLiteral(", ")));
    } else if (outcome.machine != kNoMachine) {
        machine = QString::fromStdString(m_snapshot->platform.machine(outcome.machine).name);
    } else {
        machine = tr("none");
    }
    html += row(tr("Machine"), machine);
    const QString accuracy = job.estimate > 0
                                 ? tr(" (%1% of the estimate)").arg(kPercent * double(job.runTime) / double(job.estimate), 0, 'f', 0)
                                 : QString();
    html += row(tr("Estimate"), time.durationOf(job.estimate));
    html += row(tr("Actual run time"), time.durationOf(job.runTime) + accuracy);
    if (outcome.preempted()) {
        const bool moved = std::any_of(outcome.segments.begin(), outcome.segments.end(), [&](const Segment& segment) {
            return outcome.segmentNodes(segment) != outcome.nodes;
        });
        html += row(tr("Segments"), moved ? tr("%1 (moved)").arg(outcome.segments.size())
                                          : tr("%1 (preempted)").arg(outcome.segments.size()));
    }
    html += modelRows(job, outcome);
    if (job.sourceLine > 0)
        html += row(tr("Trace line"), QString::number(job.sourceLine));
    html += QStringLiteral("</table>");
    html += segmentTable(outcome);
    html += optionTable(job, outcome);
    html += marketSection();
    return html;
}

QString JobDetailsPanel::machineNames(const NodeSet& nodes) const
{
    QStringList names;
    for (const MachineShare& share : m_snapshot->platform.nodesPerMachine(nodes))
        names << QString::fromStdString(m_snapshot->platform.machine(share.machine).name);
    return names.join(QStringLiteral(", "));
}

QString JobDetailsPanel::segmentTable(const JobOutcome& outcome) const
{
    if (outcome.segments.size() < 2)
        return {};
    const TimeFormatter& time = m_explainer.formatter();
    QString html = heading(tr("Segments"));
    html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
    html += tableRow({tr("#"), tr("Start"), tr("End"), tr("Nodes"), tr("Overhead"), QString()}, true);
    for (std::size_t s = 0; s < outcome.segments.size(); ++s) {
        const Segment& segment = outcome.segments[s];
        const NodeSet& nodes = outcome.segmentNodes(segment);
        // Clock times only (the date when it differs from the job's start): the column stays narrow.
        html += tableRow({QString::number(s + 1), time.nearDateTime(segment.start, outcome.start),
                          time.nearDateTime(segment.end, segment.start),
                          tr("%1 (%2)").arg(QString::fromStdString(nodes.toString()), machineNames(nodes)),
                          segment.overhead > 0 ? time.durationOf(segment.overhead) : QStringLiteral("–"),
                          segment.faulted ? tr("fault") : QString()});
    }
    return html + QStringLiteral("</table>");
}

QString JobDetailsPanel::optionTable(const Job& job, const JobOutcome& outcome) const
{
    if (job.options.empty())
        return {};
    const TimeFormatter& time = m_explainer.formatter();
    QString html = heading(tr("Options offered (✓ the one it ran as)"));
    html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
    html += tableRow({tr("#"), tr("Machine"), tr("Nodes"), tr("Run time"), tr("Disk"), tr("Value")}, true);
    const Platform& platform = m_snapshot->platform;
    for (std::size_t o = 0; o < job.options.size(); ++o) {
        const JobOption& option = job.options[o];
        const bool chosen = outcome.started() && outcome.option == int(o);
        const QString machine = option.machine == kNoMachine ? tr("any")
                                : option.machine < platform.machineCount()
                                    ? QString::fromStdString(platform.machine(option.machine).name)
                                    : tr("site %1").arg(option.machine);
        const QString runTime = option.estimate == option.runTime
                                    ? time.durationOf(option.runTime)
                                    : tr("%1 (estimate %2)").arg(time.durationOf(option.runTime),
                                                                 time.durationOf(option.estimate));
        const QString number = chosen ? tr("✓ %1").arg(o + 1) : QString::number(o + 1);
        const double disk = job.diskMB(int(o));
        html += tableRow({number, machine, QString::number(option.nodes), runTime,
                          disk > 0 ? tr("%1 MB").arg(disk) : tr("none"),
                          option.value >= 0 ? QString::number(option.value) : tr("the job's")},
                         false, chosen);
    }
    return html + QStringLiteral("</table>");
}

QString JobDetailsPanel::endStateText(EndState state)
{
    switch (state) {
    case EndState::Completed: return tr("completed");
    case EndState::CompletedLate: return tr("completed after its deadline");
    case EndState::KilledAtEstimate: return tr("killed at its estimate");
    case EndState::Dropped: return tr("dropped before it finished");
    case EndState::Rejected: return tr("rejected at admission");
    case EndState::Failed: return tr("failed");
    }
    return {};
}

// The rows of the grid, QoS and utility job model (Wiriyaprasit 2004;
// Phosphorus D5.2, 2007; Vanderster 2008); none of them for an SWF job.
QString JobDetailsPanel::modelRows(const Job& job, const JobOutcome& outcome) const
{
    const TimeFormatter& time = m_explainer.formatter();
    QString html;
    if (outcome.finished() && outcome.endState != EndState::Completed)
        html += row(tr("End"), endStateText(outcome.endState));
    if (job.deadlineKind != DeadlineKind::None) {
        const QString kind = job.deadlineKind == DeadlineKind::Hard ? tr("hard") : tr("soft");
        html += row(tr("Deadline"), tr("%1 (%2)").arg(time.dateTime(job.deadline), kind));
    }
    if (job.originSite != kNoMachine) {
        const bool known = job.originSite < m_snapshot->platform.machineCount();
        html += row(tr("Submitted at"), known ? QString::fromStdString(m_snapshot->platform.machine(job.originSite).name)
                                              : tr("site %1").arg(job.originSite));
    }
    if (job.serviceClass != ServiceClass::Unspecified)
        html += row(tr("Service"), job.serviceClass == ServiceClass::Guaranteed ? tr("guaranteed") : tr("best effort"));
    if (job.value >= 0)
        html += row(tr("Value"), QString::number(job.value));
    if (outcome.transferTime > 0) {
        html += row(tr("Data"), tr("%1 MB in, %2 MB out: %3 of transfers")
                                    .arg(job.inputMB)
                                    .arg(job.outputMB)
                                    .arg(time.durationOf(outcome.transferTime)));
    }
    if (!job.options.empty()) {
        const bool own = outcome.option < 0 || std::size_t(outcome.option) >= job.options.size();
        const QString chosen = own ? tr("ran as requested") : tr("ran as option %1").arg(outcome.option + 1);
        html += row(tr("Options"), tr("%n other way(s) to run offered, listed below; ", nullptr, int(job.options.size())) + chosen);
    }
    return html;
}

}  // namespace schedlab
