#include "DecisionExplainer.h"

#include <algorithm>

namespace schedlab {

namespace {

// Policies plan a job for at least one second (EstimatedEnd in the core), so
// an estimate of 0 still ends one second after the start.
constexpr Time kShortestPlannedDuration = 1;

}  // namespace

DecisionExplainer::DecisionExplainer(RunSnapshotPtr snapshot)
    : m_snapshot(std::move(snapshot)),
      m_formatter(m_snapshot && m_snapshot->workload ? TimeFormatter(*m_snapshot->workload)
                                                     : TimeFormatter())
{
}

QString DecisionExplainer::jobName(JobIndex job) const
{
    if (!m_snapshot || job == kNoJob || job >= m_snapshot->workload->jobs.size())
        return tr("(unknown job)");
    return QString::number(m_snapshot->job(job).id);
}

QString DecisionExplainer::explainJob(JobIndex job) const
{
    if (!m_snapshot || job >= m_snapshot->result.jobs.size())
        return {};
    const JobOutcome& outcome = m_snapshot->outcome(job);
    if (outcome.finished() && outcome.endState == EndState::Failed)
        return tr("Failed: a fault ended it at %1, with no recovery.").arg(m_formatter.dateTime(outcome.end));
    if (outcome.finished() && !ranToEnd(outcome.endState)) {
        // How it left says more than how (or whether) it started.
        const ScheduleEvent end{outcome.end,
                                outcome.endState == EndState::Rejected ? ScheduleEvent::Kind::Reject
                                                                       : ScheduleEvent::Kind::Drop,
                                job, {}};
        return describeEvent(end);
    }
    if (!outcome.started())
        return tr("Not started: the run ended before this job could start.");
    return explainStart(job, outcome.start, outcome.reason);
}

QString DecisionExplainer::explainStart(JobIndex job, Time time, const StartReason& reason) const
{
    const QString related = jobName(reason.relatedJob);
    switch (reason.kind) {
    case StartKind::InOrder:
        return tr("Started in order: it was next in the policy's queue and enough nodes were free.");
    case StartKind::BackfillBeforeShadow: {
        const Time estimate = m_snapshot && job < m_snapshot->workload->jobs.size()
                                  ? std::max(m_snapshot->job(job).estimate, kShortestPlannedDuration)
                                  : 0;
        const Time estimatedEnd = time + estimate;
        return tr("Backfilled (EASY): ends by its estimate at %1, before the shadow time %2 of job %3.")
            .arg(m_formatter.nearDateTime(estimatedEnd, time),
                 m_formatter.nearDateTime(reason.relatedTime, time), related);
    }
    case StartKind::BackfillExtraNodes: {
        const int nodes = m_snapshot && job < m_snapshot->workload->jobs.size() ? m_snapshot->job(job).nodes : 0;
        return tr("Backfilled (EASY): uses %1 of the %2 extra nodes of job %3's reservation "
                  "(shadow time %4), so it cannot delay job %3.")
            .arg(nodes)
            .arg(reason.relatedCount)
            .arg(related, m_formatter.nearDateTime(reason.relatedTime, time));
    }
    case StartKind::BackfillNoDelay:
        return tr("Backfilled (conservative): delays no reservation; job %1 is reserved at %2.")
            .arg(related, m_formatter.nearDateTime(reason.relatedTime, time));
    case StartKind::FirstFit:
        return tr("First fit: job %1 ahead of it did not fit.").arg(related);
    case StartKind::Reservation:
        return tr("Started at its reserved time.");
    case StartKind::Preemptor:
        return reason.relatedJob != kNoJob ? tr("Started by preempting job %1.").arg(related)
                                           : tr("Started by preempting running jobs.");
    case StartKind::MultiSite:
        return tr("Spread over several machines: no single machine could start it as early.");
    case StartKind::EarlyStart:
        return tr("Started early: it was booked for %1, and jobs ending before their estimates "
                  "left its booked nodes free until then.")
            .arg(m_formatter.nearDateTime(reason.relatedTime, time));
    case StartKind::EarliestCompletion:
        return tr("Earliest completion (min-min): of the waiting jobs and the machines free for them, this "
                  "job on this machine would complete first.");
    case StartKind::Allocated:
        return tr("Allocated at %1: the period's knapsack over all waiting and running jobs picked this way "
                  "for it, as worth more than the other ways its nodes could be used.")
            .arg(m_formatter.nearDateTime(reason.relatedTime, time));
    case StartKind::Withheld:
        return tr("A guaranteed task its user's leaky bucket held back until %1, to keep the user's work "
                  "within its registered burst and rate. Then it went to its resource's fair queue, or to "
                  "best effort if its delay bound could no longer meet its deadline.")
            .arg(m_formatter.nearDateTime(reason.relatedTime, time));
    case StartKind::Reapplied:
        return (reason.relatedJob != kNoJob
                    ? tr("Refused when its batch was assigned: it could not meet its deadline (the baselines of "
                         "Varvarigos, Kokkinos et al., 2007, §2.1). It re-applied at %1, when job %2, the last "
                         "task assigned feasibly, was planned to complete, and then ran without the deadline "
                         "test. E1 and E2 count it as not served.")
                          .arg(m_formatter.nearDateTime(reason.relatedTime, time), related)
                    : tr("Refused when its batch was assigned: it could not meet its deadline (the baselines of "
                         "Varvarigos, Kokkinos et al., 2007, §2.1). It re-applied at %1 and then ran without the "
                         "deadline test. E1 and E2 count it as not served.")
                          .arg(m_formatter.nearDateTime(reason.relatedTime, time)));
    case StartKind::InputArrived:
        return tr("Waited for its input: its processor was free, and its input, moving over the link since %1, "
                  "arrived now. The meta-scheduler plans a task at delta = max(d, gamma), the later of the "
                  "input's arrival and the processor's release (Varvarigos, Kokkinos et al., 2007, eq. 2).")
            .arg(m_formatter.nearDateTime(reason.relatedTime, time));
    case StartKind::Other:
        break;
    }
    return tr("Started by the policy (no further reason recorded).");
}

QString DecisionExplainer::describeEvent(const ScheduleEvent& event) const
{
    switch (event.kind) {
    case ScheduleEvent::Kind::Start:
    case ScheduleEvent::Kind::Resume:
        return explainStart(event.job, event.time, event.reason);
    case ScheduleEvent::Kind::Submit:
        if (m_snapshot && event.job < m_snapshot->workload->jobs.size()) {
            const Job& job = m_snapshot->job(event.job);
            return tr("Submitted: width %1, estimate %2").arg(job.nodes).arg(m_formatter.durationOf(job.estimate));
        }
        return tr("Submitted");
    case ScheduleEvent::Kind::Complete:
        if (m_snapshot && event.job < m_snapshot->result.jobs.size()) {
            const JobOutcome& outcome = m_snapshot->outcome(event.job);
            const Job& job = m_snapshot->job(event.job);
            const QString text = tr("Completed (waited %1, ran %2)")
                                     .arg(m_formatter.durationOf(outcome.start - job.submit),
                                          m_formatter.durationOf(outcome.end - outcome.start));
            if (outcome.endState != EndState::CompletedLate)
                return text;
            return text + QLatin1Char(' ') +
                   tr("%1 after its soft deadline").arg(m_formatter.durationOf(outcome.end - job.deadline));
        }
        return tr("Completed");
    case ScheduleEvent::Kind::Drop: return describeDrop(event);
    case ScheduleEvent::Kind::Reject:
        return tr("Rejected at admission: the policy refused it, so it never ran (Phosphorus D5.2, 2007)");
    case ScheduleEvent::Kind::Preempt: return tr("Preempted");
    case ScheduleEvent::Kind::Migrate:
        return tr("Migrated: continued from its checkpoint on other nodes, its remaining work carried over "
                  "(Vanderster 2008, ch. 4)");
    case ScheduleEvent::Kind::Fault: return describeFault(event);
    case ScheduleEvent::Kind::Timer: return tr("Policy timer");
    }
    return {};
}

QString DecisionExplainer::describeDrop(const ScheduleEvent& event) const
{
    if (m_snapshot && event.job < m_snapshot->workload->jobs.size()) {
        const Job& job = m_snapshot->job(event.job);
        if (job.deadlineKind == DeadlineKind::Hard && event.time >= job.deadline)
            return tr("Dropped: its hard deadline passed before it could finish");
    }
    return tr("Dropped by the policy: it gave the job up before it finished");
}

QString DecisionExplainer::describeFault(const ScheduleEvent& event) const
{
    if (m_snapshot && event.job < m_snapshot->result.jobs.size()) {
        const JobOutcome& outcome = m_snapshot->outcome(event.job);
        if (outcome.endState == EndState::Failed)
            return tr("Fault: it had no recovery and failed (Vanderster 2008, ch. 7)");
        const auto faulted = std::ranges::find_if(outcome.segments, [&](const Segment& s) { return s.faulted; });
        if (faulted != outcome.segments.end() && faulted->nodes.size() > outcome.nodes.size())
            return tr("Fault in one replica: its nodes are free, the other copy runs on (Vanderster 2008, ch. 7)");
    }
    return tr("Fault: the job restarts from the beginning on the same nodes (Vanderster 2008, ch. 7)");
}

QString DecisionExplainer::kindTitle(StartKind kind)
{
    switch (kind) {
    case StartKind::InOrder: return tr("Started in order");
    case StartKind::BackfillBeforeShadow: return tr("Backfilled before the shadow time");
    case StartKind::BackfillExtraNodes: return tr("Backfilled on extra nodes");
    case StartKind::BackfillNoDelay: return tr("Backfilled without delay");
    case StartKind::FirstFit: return tr("First fit");
    case StartKind::Reservation: return tr("Reservation");
    case StartKind::Preemptor: return tr("Preemptor");
    case StartKind::MultiSite: return tr("Multi-site");
    case StartKind::EarlyStart: return tr("Early start");
    case StartKind::EarliestCompletion: return tr("Earliest completion");
    case StartKind::Allocated: return tr("Allocated");
    case StartKind::Withheld: return tr("Withheld by its bucket");
    case StartKind::Reapplied: return tr("Re-applied after refusal");
    case StartKind::InputArrived: return tr("Waited for its input");
    case StartKind::Other: break;
    }
    return tr("Other");
}

QString DecisionExplainer::eventKindName(ScheduleEvent::Kind kind)
{
    switch (kind) {
    case ScheduleEvent::Kind::Submit: return tr("Submit");
    case ScheduleEvent::Kind::Start: return tr("Start");
    case ScheduleEvent::Kind::Complete: return tr("Complete");
    case ScheduleEvent::Kind::Preempt: return tr("Preempt");
    case ScheduleEvent::Kind::Resume: return tr("Resume");
    case ScheduleEvent::Kind::Timer: return tr("Timer");
    case ScheduleEvent::Kind::Drop: return tr("Drop");
    case ScheduleEvent::Kind::Reject: return tr("Reject");
    case ScheduleEvent::Kind::Migrate: return tr("Migrate");
    case ScheduleEvent::Kind::Fault: return tr("Fault");
    }
    return {};
}

}  // namespace schedlab
