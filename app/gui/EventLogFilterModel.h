#pragma once

#include <QAbstractProxyModel>

#include <vector>

namespace schedlab {

class EventLogModel;

// Filters the event log by kind of event and by job number text, reading
// the events directly rather than through QVariant so that filtering a
// whole-year log stays quick. Without a filter it passes rows straight
// through: a QSortFilterProxyModel built a mapping of every row at the end
// of each run (a million events on CEA-Curie, 40 ms of the GUI thread) even
// when nothing was filtered. The event log only resets and changes rows, so
// this proxy need not follow inserted or moved rows.
class EventLogFilterModel : public QAbstractProxyModel {
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

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex& child) const override;
    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] bool hasChildren(const QModelIndex& parent = {}) const override;
    // Columns are the log's own, even when no row passes the filter.
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    [[nodiscard]] QModelIndex mapToSource(const QModelIndex& proxyIndex) const override;
    [[nodiscard]] QModelIndex mapFromSource(const QModelIndex& sourceIndex) const override;

private:
    [[nodiscard]] bool filtering() const { return m_kind != KindFilter::All || !m_job.isEmpty(); }
    [[nodiscard]] bool accepts(int sourceRow) const;
    void refilter();  // within a reset
    void onSourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                             const QList<int>& roles);

    EventLogModel* m_log = nullptr;
    KindFilter m_kind = KindFilter::All;
    QString m_job;
    std::vector<int> m_rows;  // the accepted source rows, ascending, while filtering
};

}  // namespace schedlab
