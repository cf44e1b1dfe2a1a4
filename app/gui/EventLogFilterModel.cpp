#include "EventLogFilterModel.h"

#include "EventLogModel.h"

#include <algorithm>

namespace schedlab {

EventLogFilterModel::EventLogFilterModel(QObject* parent) : QAbstractProxyModel(parent) {}

void EventLogFilterModel::setLogModel(EventLogModel* model)
{
    beginResetModel();
    if (m_log)
        disconnect(m_log, nullptr, this, nullptr);
    m_log = model;
    setSourceModel(model);
    if (m_log) {
        connect(m_log, &QAbstractItemModel::modelAboutToBeReset, this, [this] { beginResetModel(); });
        connect(m_log, &QAbstractItemModel::modelReset, this, [this] {
            refilter();
            endResetModel();
        });
        connect(m_log, &QAbstractItemModel::dataChanged, this, &EventLogFilterModel::onSourceDataChanged);
    }
    refilter();
    endResetModel();
}

void EventLogFilterModel::setKindFilter(KindFilter filter)
{
    if (filter == m_kind)
        return;
    beginResetModel();
    m_kind = filter;
    refilter();
    endResetModel();
}

void EventLogFilterModel::setJobFilter(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_job)
        return;
    beginResetModel();
    m_job = trimmed;
    refilter();
    endResetModel();
}

void EventLogFilterModel::refilter()
{
    m_rows.clear();
    if (!m_log || !filtering())
        return;
    const int rows = m_log->rowCount();
    for (int row = 0; row < rows; ++row) {
        if (accepts(row))
            m_rows.push_back(row);
    }
}

bool EventLogFilterModel::accepts(int sourceRow) const
{
    const ScheduleEvent* event = m_log->event(sourceRow);
    if (!event)
        return false;
    using Kind = ScheduleEvent::Kind;
    switch (m_kind) {
    case KindFilter::All: break;
    case KindFilter::Submissions:
        if (event->kind != Kind::Submit)
            return false;
        break;
    case KindFilter::Starts:
        if (event->kind != Kind::Start)
            return false;
        break;
    case KindFilter::Backfills:
        if (event->kind != Kind::Start || !isBackfill(event->reason.kind))
            return false;
        break;
    case KindFilter::Completions:
        if (event->kind != Kind::Complete)
            return false;
        break;
    case KindFilter::Preemptions:
        if (event->kind != Kind::Preempt && event->kind != Kind::Resume)
            return false;
        break;
    }
    if (m_job.isEmpty())
        return true;
    const qint64 id = m_log->jobId(sourceRow);
    return id >= 0 && QString::number(id).contains(m_job);
}

QModelIndex EventLogFilterModel::index(int row, int column, const QModelIndex& parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex EventLogFilterModel::parent(const QModelIndex& /*child*/) const
{
    return {};
}

int EventLogFilterModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_log)
        return 0;
    return filtering() ? int(m_rows.size()) : m_log->rowCount();
}

int EventLogFilterModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_log ? 0 : m_log->columnCount();
}

bool EventLogFilterModel::hasChildren(const QModelIndex& parent) const
{
    return !parent.isValid() && rowCount() > 0;
}

QVariant EventLogFilterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_log)
        return {};
    if (orientation == Qt::Horizontal || !filtering())
        return m_log->headerData(section, orientation, role);
    if (section < 0 || std::size_t(section) >= m_rows.size())
        return {};
    return m_log->headerData(m_rows[std::size_t(section)], orientation, role);
}

QModelIndex EventLogFilterModel::mapToSource(const QModelIndex& proxyIndex) const
{
    if (!m_log || !proxyIndex.isValid() || proxyIndex.model() != this)
        return {};
    const int row = filtering() ? m_rows[std::size_t(proxyIndex.row())] : proxyIndex.row();
    return m_log->index(row, proxyIndex.column());
}

QModelIndex EventLogFilterModel::mapFromSource(const QModelIndex& sourceIndex) const
{
    if (!m_log || !sourceIndex.isValid() || sourceIndex.model() != m_log)
        return {};
    if (!filtering())
        return index(sourceIndex.row(), sourceIndex.column());
    const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), sourceIndex.row());
    if (it == m_rows.end() || *it != sourceIndex.row())
        return {};
    return index(int(it - m_rows.begin()), sourceIndex.column());
}

void EventLogFilterModel::onSourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                              const QList<int>& roles)
{
    // The log changes one row at a time (the current event's highlight).
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        const QModelIndex first = mapFromSource(m_log->index(row, topLeft.column()));
        if (first.isValid())
            emit dataChanged(first, index(first.row(), bottomRight.column()), roles);
    }
}

}  // namespace schedlab
