#include "GanttJobText.h"

#include "GanttPalette.h"
#include "RunSnapshot.h"
#include "TraceClock.h"
#include "model/Units.h"

namespace schedlab {

namespace {
using units::kPercent;
QString row(const QString& key, const QString& value)
{
    return QStringLiteral("<tr><td style='color:#5b616b; padding-right:8px'>%1</td><td>%2</td></tr>")
        .arg(key.toHtmlEscaped(), value.toHtmlEscaped());
}
}  // namespace

QString GanttJobText::decision(const RunSnapshot& snapshot, const TraceClock& clock, JobIndex job)
{
    const JobOutcome& outcome = snapshot.outcome(job);
    if (!outcome.started())
        return tr("not started");
    const StartReason& reason = outcome.reason;
    const QString related = reason.relatedJob != kNoJob && reason.relatedJob < snapshot.workload->jobs.size()
        ? QString::number(snapshot.job(reason.relatedJob).id)
        : tr("(unknown)");
    const QString relatedTime = reason.relatedTime != kNoTime ? clock.formatTime(reason.relatedTime) : QString();
    switch (reason.kind) {
    case StartKind::InOrder: return tr("started in order: first in the policy's queue, and it fit");
    case StartKind::BackfillBeforeShadow:
        return relatedTime.isEmpty()
            ? tr("backfilled: ends before the shadow time of job %1").arg(related)
            : tr("backfilled: ends before the shadow time of job %1 (%2)").arg(related, relatedTime);
    case StartKind::BackfillExtraNodes:
        return reason.relatedCount >= 0
            ? tr("backfilled: uses only the %1 extra nodes job %2 will not need").arg(reason.relatedCount).arg(related)
            : tr("backfilled: uses only nodes job %1 will not need").arg(related);
    case StartKind::BackfillNoDelay:
        return tr("backfilled: delays no earlier reservation (conservative)");
    case StartKind::FirstFit: return tr("first fit: earlier jobs in the list did not fit");
    case StartKind::Reservation:
        return relatedTime.isEmpty() ? tr("started at its reservation")
                                     : tr("started at its reservation (%1)").arg(relatedTime);
    case StartKind::Preemptor: return tr("started by preempting running jobs");
    case StartKind::MultiSite: return tr("multi-site: spread over several machines");
    case StartKind::EarlyStart:
        return relatedTime.isEmpty() ? tr("started before its booked time: its nodes freed early")
                                     : tr("started before its booked time %1: its nodes freed early").arg(relatedTime);
    case StartKind::EarliestCompletion: return tr("min-min: of the waiting jobs, it would complete first");
    case StartKind::Allocated:
        return relatedTime.isEmpty() ? tr("picked by the period's allocation (knapsack)")
                                     : tr("picked by the allocation at %1 (knapsack)").arg(relatedTime);
    case StartKind::Withheld:
        return relatedTime.isEmpty() ? tr("guaranteed: withheld by its leaky bucket, then queued")
                                     : tr("guaranteed: withheld by its leaky bucket until %1, then queued").arg(relatedTime);
    case StartKind::Reapplied:
        return relatedTime.isEmpty() ? tr("refused (deadline not feasible), then re-applied")
                                     : tr("refused (deadline not feasible), re-applied at %1").arg(relatedTime);
    case StartKind::InputArrived:
        return relatedTime.isEmpty() ? tr("its processor was free: started when its input arrived")
                                     : tr("its processor was free: started when its input, moving since %1, arrived")
                                           .arg(relatedTime);
    case StartKind::Other: return tr("started by the policy (no further detail)");
    }
    return {};
}

QString GanttJobText::tooltip(const RunSnapshot& snapshot, const TraceClock& clock, JobIndex job)
{
    const Job& j = snapshot.job(job);
    const JobOutcome& outcome = snapshot.outcome(job);
    QString html = QStringLiteral("<b>%1</b><table cellspacing='0' cellpadding='1'>")
                       .arg(tr("Job %1").arg(j.id).toHtmlEscaped());
    html += row(tr("User"), j.user >= 0 ? QString::number(j.user) : tr("unknown"));
    QString where;
    if (outcome.multiSite) {
        QStringList parts;
        for (const MachineShare& share : snapshot.platform.nodesPerMachine(outcome.nodes))
            parts << tr("%1 on %2").arg(share.nodes).arg(QString::fromStdString(snapshot.platform.machine(share.machine).name));
        where = tr("multi-site: %1").arg(parts.join(QStringLiteral(", ")));
    } else if (outcome.machine != kNoMachine && outcome.machine < snapshot.platform.machineCount()) {
        where = QString::fromStdString(snapshot.platform.machine(outcome.machine).name);
    }
    const QString nodeText = outcome.nodes.empty()
        ? tr("%n node(s) requested", nullptr, j.nodes)
        : tr("%n node(s): %1", nullptr, outcome.nodes.size()).arg(QString::fromStdString(outcome.nodes.toString()));
    html += row(tr("Nodes"), nodeText);
    if (!where.isEmpty())
        html += row(tr("Machine"), where);
    html += row(tr("Submit"), clock.formatTime(j.submit));
    if (outcome.started()) {
        html += row(tr("Start"), clock.formatTime(outcome.start));
        html += row(tr("End"), outcome.finished() ? clock.formatTime(outcome.end) : tr("not finished"));
        html += row(tr("Wait"), clock.duration(outcome.start - j.submit));
    }
    if (j.deadlineKind != DeadlineKind::None) {
        const QString kind = j.deadlineKind == DeadlineKind::Hard ? tr("hard") : tr("soft");
        const bool missed = outcome.endState == EndState::CompletedLate || outcome.endState == EndState::Dropped;
        html += row(tr("Deadline"), missed ? tr("%1 (%2, missed)").arg(clock.formatTime(j.deadline), kind)
                                           : tr("%1 (%2)").arg(clock.formatTime(j.deadline), kind));
    }
    const double accuracy = j.estimate > 0 ? kPercent * double(j.runTime) / double(j.estimate) : 0.0;
    html += row(tr("Run time"), tr("%1 (estimate %2, %3 % used)")
                                    .arg(clock.duration(j.runTime), clock.duration(j.estimate))
                                    .arg(accuracy, 0, 'f', 0));
    if (outcome.preempted())
        html += row(tr("Preempted"), tr("ran in %n segment(s)", nullptr, int(outcome.segments.size())));
    if (outcome.started())
        html += row(tr("Decision"), GanttPalette::decisionName(outcome.reason.kind));
    html += QStringLiteral("</table><i>%1</i>").arg(decision(snapshot, clock, job).toHtmlEscaped());
    return html;
}

QString GanttJobText::foldedTooltip(int count, const QString& machine, int localNode, const TraceClock& clock,
                                    Time from, Time to)
{
    return QStringLiteral("<b>%1</b><br>%2<br>%3<br><i>%4</i>")
        .arg(tr("%n job(s) folded here", nullptr, count).toHtmlEscaped(),
             tr("%1, node %2").arg(machine).arg(localNode).toHtmlEscaped(),
             tr("%1 – %2").arg(clock.formatTime(from), clock.formatTime(to)).toHtmlEscaped(),
             tr("Too narrow to draw one by one; zoom in (wheel) to see them.").toHtmlEscaped());
}

}  // namespace schedlab
