#include "EventLogFilterModel.h"

#include "EventLogModel.h"

namespace schedlab {

EventLogFilterModel::EventLogFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {}

void EventLogFilterModel::setLogModel(EventLogModel* model)
{
    m_log = model;
    setSourceModel(model);
}

void EventLogFilterModel::setKindFilter(KindFilter filter)
{
    if (filter == m_kind)
        return;
    m_kind = filter;
    invalidateRowsFilter();
}

void EventLogFilterModel::setJobFilter(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_job)
        return;
    m_job = trimmed;
    invalidateRowsFilter();
}

bool EventLogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& /*sourceParent*/) const
{
    const ScheduleEvent* event = m_log ? m_log->event(sourceRow) : nullptr;
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

}  // namespace schedlab
