#pragma once

#include "store/StoredRun.h"

#include <QAbstractTableModel>

#include <cstdint>
#include <vector>

namespace schedlab {

// The stored runs as a table: one row per run (summaries, as
// RunStore::list() gives them), the columns a user scans to find a run
// again. Display texts are formatted; kSortRole gives numbers and ISO dates
// so that sorting is by value, not by text.
class RunTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        NameColumn,
        TraceColumn,
        PolicyColumn,
        PlatformColumn,
        AwrtColumn,
        AwwtColumn,
        UtilizationColumn,
        BoundedSlowdownColumn,
        TagsColumn,
        GroupColumn,
        DateColumn,
        ColumnCount
    };
    static constexpr int kSortRole = Qt::UserRole;
    static constexpr int kIdRole = Qt::UserRole + 1;

    explicit RunTableModel(QObject* parent = nullptr);

    void setRuns(std::vector<StoredRun> runs);
    [[nodiscard]] const std::vector<StoredRun>& runs() const { return m_runs; }
    [[nodiscard]] const StoredRun& run(int row) const { return m_runs.at(static_cast<std::size_t>(row)); }
    // -1 when no run has that id.
    [[nodiscard]] int rowOf(std::int64_t id) const;
    // The metric key a column shows, or nullptr for a non-metric column.
    [[nodiscard]] static const char* metricKey(int column);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<StoredRun> m_runs;
};

}  // namespace schedlab
