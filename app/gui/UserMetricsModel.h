#pragma once

#include "metrics/MetricsReport.h"

#include <QAbstractTableModel>

#include <map>
#include <vector>

namespace schedlab {

// One row per user of a run (MetricsReport::perUser): how its jobs ended
// and how long they took, for fairness across users (Phosphorus D5.2, 2007,
// §3.3: per user the % of deadline misses, of failed best-effort tasks and
// of backlogged guaranteed tasks; §2.3: the delay per MI). Qt::UserRole
// holds each cell's number, for sorting.
class UserMetricsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        UserColumn,
        ClassColumn,
        RegisteredColumn,
        EndedColumn,
        MissColumn,
        RejectedColumn,
        WithheldColumn,
        ResponseColumn,
        WaitColumn,
        MiDelayColumn,
        ColumnCount
    };

    explicit UserMetricsModel(QObject* parent = nullptr);

    // `registrations`: where each guaranteed user registered (qos-gsbe), by
    // user id; empty for other runs.
    void setReport(const MetricsReport& report, std::map<std::int32_t, QString> registrations = {});
    // Whether any user has something to show in `column` (no class, no
    // deadline, no rejection... in a plain SWF run): the panel hides the rest.
    [[nodiscard]] bool columnHasData(int column) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    [[nodiscard]] double value(const UserMetrics& user, int column) const;
    [[nodiscard]] QString text(const UserMetrics& user, int column) const;

    std::vector<UserMetrics> m_users;
    std::map<std::int32_t, QString> m_registrations;
};

}  // namespace schedlab
