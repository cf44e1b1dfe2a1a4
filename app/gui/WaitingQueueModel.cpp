#include "WaitingQueueModel.h"

#include <algorithm>

namespace schedlab {

WaitingQueueModel::WaitingQueueModel(QObject* parent) : QAbstractTableModel(parent) {}

void WaitingQueueModel::setSnapshot(RunSnapshotPtr snapshot)
{
    m_snapshot = std::move(snapshot);
    m_formatter = m_snapshot && m_snapshot->workload ? TimeFormatter(*m_snapshot->workload) : TimeFormatter();
    rebuild();
}

void WaitingQueueModel::setNow(Time now)
{
    if (now == m_now)
        return;
    m_now = now;
    rebuild();
}

void WaitingQueueModel::rebuild()
{
    const Time now = m_now;
    std::vector<JobIndex> waiting;
    std::int64_t nodes = 0;
    if (m_snapshot && now != kNoTime) {
        const auto& jobs = m_snapshot->workload->jobs;
        // Jobs are in submission order: only the prefix submitted by now can wait.
        const auto submitted = std::upper_bound(jobs.begin(), jobs.end(), now,
                                                [](Time t, const Job& job) { return t < job.submit; });
        const auto count = JobIndex(submitted - jobs.begin());
        for (JobIndex i = 0; i < count; ++i) {
            const JobOutcome& outcome = m_snapshot->outcome(i);
            // A job dropped or rejected before it started has left the queue.
            const bool left = outcome.finished() && outcome.end <= now;
            if ((!outcome.started() || outcome.start > now) && !left) {
                waiting.push_back(i);
                nodes += jobs[i].nodes;
            }
        }
    }
    beginResetModel();
    m_waiting = std::move(waiting);
    m_waitingNodes = nodes;
    endResetModel();
}

int WaitingQueueModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_waiting.size());
}

int WaitingQueueModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WaitingQueueModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const JobIndex jobIndex = m_waiting[std::size_t(index.row())];
    const Job& job = m_snapshot->job(jobIndex);
    if (role == JobIndexRole)
        return qlonglong(jobIndex);
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case PositionColumn: return index.row() + 1;
    case JobColumn: return qlonglong(job.id);
    case NodesColumn: return job.nodes;
    case EstimateColumn: return m_formatter.durationOf(job.estimate);
    case WaitedColumn: return m_formatter.durationOf(m_now - job.submit);
    default: return {};
    }
}

QVariant WaitingQueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PositionColumn: return tr("#");
    case JobColumn: return tr("Job");
    case NodesColumn: return tr("Nodes");
    case EstimateColumn: return tr("Estimate");
    case WaitedColumn: return tr("Waited so far");
    default: return {};
    }
}

}  // namespace schedlab
