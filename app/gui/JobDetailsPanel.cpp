#include "JobDetailsPanel.h"

#include "model/Units.h"

#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace schedlab {

namespace {

using units::kPercent;
QString cell(const QString& text, bool header = false)
{
    const QString tag = header ? QStringLiteral("th") : QStringLiteral("td");
    // Not wrapped: a time or "1.5 s" broken over two lines reads as two values.
    return QStringLiteral("<%1 style='padding-right:6px;white-space:nowrap' align='left'>%2</%1>")
        .arg(tag, text.toHtmlEscaped());
}

QString tableRow(const QStringList& cells, bool header = false, bool bold = false)
{
    QString html = QStringLiteral("<tr%1>").arg(bold ? QStringLiteral(" style='font-weight:bold'") : QString());
    for (const QString& text : cells)
        html += cell(text, header);
    return html + QStringLiteral("</tr>");
}

QString heading(const QString& text)
{
    return QStringLiteral("<p style='margin-top:8px;margin-bottom:2px'><b>%1</b></p>").arg(text.toHtmlEscaped());
}

QString row(const QString& label, const QString& value)
{
    return QStringLiteral("<tr><td style='padding-right:10px;color:palette(placeholder-text)'>%1</td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

}  // namespace

JobDetailsPanel::JobDetailsPanel(QWidget* parent) : QWidget(parent)
{
    m_text = new QTextBrowser(this);
    m_text->setOpenLinks(false);
    m_text->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    showJob(kNoJob);
}

void JobDetailsPanel::setSnapshot(RunSnapshotPtr snapshot)
{
    m_snapshot = std::move(snapshot);
    m_explainer = DecisionExplainer(m_snapshot);
    m_waiting = WaitingExplainer(m_snapshot, m_explainer.formatter());
    m_now = kNoTime;
    m_plan.reset();
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
    m_job = m_snapshot && job < m_snapshot->workload->jobs.size() ? job : kNoJob;
    m_text->setHtml(html(m_job));
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
        html += tableRow({number, machine, QString::number(option.nodes), runTime,
                          option.diskMB > 0 ? tr("%1 MB").arg(option.diskMB) : tr("none"),
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
