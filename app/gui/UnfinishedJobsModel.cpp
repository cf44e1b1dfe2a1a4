#include "UnfinishedJobsModel.h"

#include <algorithm>

namespace schedlab {

UnfinishedJobsModel::UnfinishedJobsModel(QObject* parent) : QAbstractTableModel(parent) {}

void UnfinishedJobsModel::setSnapshot(RunSnapshotPtr snapshot)
{
    beginResetModel();
    m_snapshot = std::move(snapshot);
    m_formatter = m_snapshot && m_snapshot->workload ? TimeFormatter(*m_snapshot->workload) : TimeFormatter();
    m_jobs.clear();
    if (m_snapshot) {
        for (JobIndex j = 0; j < JobIndex(m_snapshot->result.jobs.size()); ++j) {
            const JobOutcome& outcome = m_snapshot->outcome(j);
            // Completed late jobs did all their work: the deadline marker
            // shows them, this list is for the work that was lost.
            if (outcome.finished() && outcome.endState != EndState::Completed &&
                outcome.endState != EndState::CompletedLate)
                m_jobs.push_back(j);
        }
    }
    endResetModel();
}

QString UnfinishedJobsModel::stateName(EndState state)
{
    switch (state) {
    case EndState::Completed: return tr("Completed");
    case EndState::CompletedLate: return tr("Completed late");
    case EndState::KilledAtEstimate: return tr("Killed at estimate");
    case EndState::Dropped: return tr("Dropped");
    case EndState::Rejected: return tr("Rejected");
    case EndState::Failed: return tr("Failed");
    }
    return {};
}

Time UnfinishedJobsModel::faultTime(const JobOutcome& outcome) const
{
    // The last fault ended the job; segments before it were retried.
    const auto last = std::find_if(outcome.segments.rbegin(), outcome.segments.rend(),
                                   [](const Segment& segment) { return segment.faulted; });
    return last != outcome.segments.rend() ? last->end : outcome.end;
}

QString UnfinishedJobsModel::reason(JobIndex index) const
{
    const Job& job = m_snapshot->job(index);
    const JobOutcome& outcome = m_snapshot->outcome(index);
    switch (outcome.endState) {
    case EndState::Dropped:
        if (job.deadlineKind == DeadlineKind::Hard && outcome.end >= job.deadline) {
            return outcome.started()
                       ? tr("hard deadline passed at %1 while it ran").arg(m_formatter.dateTime(job.deadline))
                       : tr("hard deadline passed at %1 before it could start").arg(m_formatter.dateTime(job.deadline));
        }
        return tr("dropped by the policy");
    case EndState::Rejected:
        return tr("refused at admission by %1").arg(QString::fromStdString(m_snapshot->description.policy));
    case EndState::Failed:
        return tr("failed: fault at %1 with no recovery").arg(m_formatter.dateTime(faultTime(outcome)));
    case EndState::KilledAtEstimate:
        return tr("cut at its estimate of %1").arg(m_formatter.durationOf(job.estimate));
    case EndState::Completed:
    case EndState::CompletedLate: break;
    }
    return {};
}

int UnfinishedJobsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_jobs.size());
}

int UnfinishedJobsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant UnfinishedJobsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const JobIndex jobIndex = m_jobs[std::size_t(index.row())];
    if (role == JobIndexRole)
        return qlonglong(jobIndex);
    if (role == Qt::TextAlignmentRole && index.column() == JobColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const Job& job = m_snapshot->job(jobIndex);
    const JobOutcome& outcome = m_snapshot->outcome(jobIndex);
    switch (index.column()) {
    case JobColumn: return qlonglong(job.id);
    case StateColumn: return stateName(outcome.endState);
    case SubmitColumn: return m_formatter.dateTime(job.submit);
    case DeadlineColumn: return job.deadlineKind == DeadlineKind::None ? tr("none") : m_formatter.dateTime(job.deadline);
    case LeftColumn: return m_formatter.dateTime(outcome.end);
    case ReasonColumn: return reason(jobIndex);
    default: return {};
    }
}

QVariant UnfinishedJobsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case JobColumn: return tr("Job");
    case StateColumn: return tr("End state");
    case SubmitColumn: return tr("Submitted");
    case DeadlineColumn: return tr("Deadline");
    case LeftColumn: return tr("Left");
    case ReasonColumn: return tr("Why");
    default: return {};
    }
}

}  // namespace schedlab
