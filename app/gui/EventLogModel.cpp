#include "EventLogModel.h"

#include <QColor>
#include <QFont>
#include <QPalette>

namespace schedlab {

namespace {

// Soft amber: visible on light and dark palettes without hiding the text.
const QColor kCurrentEventColor(255, 196, 64, 110);

}  // namespace

EventLogModel::EventLogModel(QObject* parent) : QAbstractTableModel(parent) {}

void EventLogModel::setSnapshot(RunSnapshotPtr snapshot)
{
    beginResetModel();
    m_snapshot = std::move(snapshot);
    m_explainer = DecisionExplainer(m_snapshot);
    m_current = -1;
    endResetModel();
}

const ScheduleEvent* EventLogModel::event(int row) const
{
    if (!m_snapshot || row < 0 || row >= rowCount())
        return nullptr;
    return &m_snapshot->result.events[std::size_t(row)];
}

qint64 EventLogModel::jobId(int row) const
{
    const ScheduleEvent* e = event(row);
    if (!e || e->job == kNoJob || e->job >= m_snapshot->workload->jobs.size())
        return -1;
    return m_snapshot->job(e->job).id;
}

void EventLogModel::setCurrentEvent(int row)
{
    if (row == m_current)
        return;
    const int previous = m_current;
    m_current = row >= 0 && row < rowCount() ? row : -1;
    if (previous >= 0)
        emit dataChanged(index(previous, 0), index(previous, ColumnCount - 1));
    if (m_current >= 0)
        emit dataChanged(index(m_current, 0), index(m_current, ColumnCount - 1));
}

int EventLogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_snapshot ? 0 : int(m_snapshot->result.events.size());
}

int EventLogModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventLogModel::data(const QModelIndex& index, int role) const
{
    const ScheduleEvent* e = index.isValid() ? event(index.row()) : nullptr;
    if (!e)
        return {};
    const bool hasJob = e->job != kNoJob && e->job < m_snapshot->workload->jobs.size();
    const bool isStart = e->kind == ScheduleEvent::Kind::Start || e->kind == ScheduleEvent::Kind::Resume;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn: return m_explainer.formatter().dateTime(e->time);
        case KindColumn:
            return isStart && isBackfill(e->reason.kind) ? tr("Start (backfill)")
                                                         : DecisionExplainer::eventKindName(e->kind);
        case JobColumn: return hasJob ? QVariant(qlonglong(m_snapshot->job(e->job).id)) : QVariant();
        case NodesColumn: return hasJob ? QVariant(m_snapshot->job(e->job).nodes) : QVariant();
        case DescriptionColumn: return m_explainer.describeEvent(*e);
        default: return {};
        }
    case Qt::ToolTipRole:
        return index.column() == DescriptionColumn ? m_explainer.describeEvent(*e) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == JobColumn || index.column() == NodesColumn
                   ? QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    case Qt::BackgroundRole:
        return index.row() == m_current ? QVariant(kCurrentEventColor) : QVariant();
    case Qt::FontRole:
        if (index.row() == m_current) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case KindRole: return int(e->kind);
    case JobIdRole: return hasJob ? qlonglong(m_snapshot->job(e->job).id) : qlonglong(-1);
    case JobIndexRole: return hasJob ? qlonglong(e->job) : qlonglong(-1);
    case TimeRole: return qlonglong(e->time);
    case StartKindRole: return isStart ? int(e->reason.kind) : -1;
    default: return {};
    }
}

QVariant EventLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn: return tr("Time");
    case KindColumn: return tr("Event");
    case JobColumn: return tr("Job");
    case NodesColumn: return tr("Nodes");
    case DescriptionColumn: return tr("Decision / details");
    default: return {};
    }
}

}  // namespace schedlab
