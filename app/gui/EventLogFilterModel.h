#pragma once

#include <QSortFilterProxyModel>

namespace schedlab {

class EventLogModel;

// Filters the event log by kind of event and by job number text, reading
// the events directly rather than through QVariant so that filtering a
// whole-year log stays quick.
class EventLogFilterModel : public QSortFilterProxyModel {
    Q_OBJECT

public:
    enum class KindFilter { All, Submissions, Starts, Backfills, Completions, Preemptions };
    Q_ENUM(KindFilter)

    explicit EventLogFilterModel(QObject* parent = nullptr);

    void setLogModel(EventLogModel* model);
    void setKindFilter(KindFilter filter);
    [[nodiscard]] KindFilter kindFilter() const { return m_kind; }
    // Keeps events whose job number contains this text (empty: all).
    void setJobFilter(const QString& text);
    [[nodiscard]] QString jobFilter() const { return m_job; }

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    EventLogModel* m_log = nullptr;
    KindFilter m_kind = KindFilter::All;
    QString m_job;
};

}  // namespace schedlab
