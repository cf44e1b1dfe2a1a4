#include "WaitingExplainer.h"

namespace schedlab {

WaitingExplainer::WaitingExplainer(RunSnapshotPtr snapshot, TimeFormatter formatter)
    : m_snapshot(std::move(snapshot)), m_time(std::move(formatter))
{
}

qint64 WaitingExplainer::idOf(JobIndex job) const
{
    return qint64(m_snapshot->job(job).id);
}

QString WaitingExplainer::explain(JobIndex job, Time now, const BackfillPlan* plan) const
{
    if (!m_snapshot || now == kNoTime || job >= m_snapshot->workload->jobs.size())
        return {};
    const Job& j = m_snapshot->job(job);
    const JobOutcome& outcome = m_snapshot->outcome(job);
    const bool started = outcome.started() && outcome.start <= now;
    const bool left = outcome.finished() && outcome.end <= now;
    if (j.submit > now || started || left)
        return {};
    QString text = tr("At %1 it is waiting, for %2 so far.").arg(m_time.dateTime(now), m_time.durationOf(now - j.submit));
    if (!plan)
        return text;
    return text + QLatin1Char(' ') +
           (plan->kind == BackfillPlan::Kind::Easy ? explainEasy(job, *plan) : explainConservative(job, *plan));
}

QString WaitingExplainer::explainEasy(JobIndex job, const BackfillPlan& plan) const
{
    const Job& j = m_snapshot->job(job);
    if (job == plan.head) {
        return tr("It is first in line, so EASY reserves it the shadow time %1: by the running jobs' estimates "
                  "enough nodes are free then, with %2 extra node(s) beyond its needs.")
            .arg(m_time.dateTime(plan.shadowTime))
            .arg(plan.extraNodes);
    }
    if (j.nodes > plan.freeNodes)
        return tr("It needs %1 nodes; free now: %2.").arg(j.nodes).arg(plan.freeNodes);
    const Time end = plan.now + j.estimate;
    if (end > plan.shadowTime && j.nodes > plan.extraNodes) {
        return tr("Its %1 nodes are free, but by its estimate it would end at %2, after the shadow time %3 of "
                  "job %4, and it needs more than the %5 extra node(s): starting it could delay job %4, the one "
                  "job EASY protects.")
            .arg(j.nodes)
            .arg(m_time.dateTime(end), m_time.dateTime(plan.shadowTime))
            .arg(idOf(plan.head))
            .arg(plan.extraNodes);
    }
    return tr("It fits now without delaying job %1; the policy starts it at its next decision.").arg(idOf(plan.head));
}

QString WaitingExplainer::explainConservative(JobIndex job, const BackfillPlan& plan) const
{
    const Job& j = m_snapshot->job(job);
    if (const PlannedStart* planned = plan.reservationOf(job)) {
        return tr("Conservative backfilling reserves it a start at %1: the earliest time its %2 nodes stay free "
                  "for its estimate of %3 without delaying any job ahead of it.")
            .arg(m_time.dateTime(planned->start))
            .arg(j.nodes)
            .arg(m_time.durationOf(j.estimate));
    }
    return tr("It is further back than the first %1 waiting jobs, whose reservations are shown.")
        .arg(plan.reservations.size());
}

}  // namespace schedlab
