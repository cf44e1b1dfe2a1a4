#pragma once

#include "RunSnapshot.h"
#include "TimeFormatter.h"

#include <QAbstractTableModel>

#include <vector>

namespace schedlab {

// The jobs of a run that did not run their work to the end (dropped,
// rejected, failed, killed at their estimate), with when they left and why
// in words. They have no bar or a cut-short one in the Gantt chart, so this
// list is where a user finds them (Phosphorus D5.2, 2007, sec. 2: dropped
// and rejected jobs are part of a QoS schedule's outcome).
class UnfinishedJobsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { JobColumn, StateColumn, SubmitColumn, DeadlineColumn, LeftColumn, ReasonColumn, ColumnCount };
    enum Role { JobIndexRole = Qt::UserRole + 1 };

    explicit UnfinishedJobsModel(QObject* parent = nullptr);

    void setSnapshot(RunSnapshotPtr snapshot);
    [[nodiscard]] const std::vector<JobIndex>& jobs() const { return m_jobs; }

    // "Dropped", "Rejected", ... for a table cell.
    [[nodiscard]] static QString stateName(EndState state);
    // Why `job` left, in words: "hard deadline passed at 10:42:05".
    [[nodiscard]] QString reason(JobIndex job) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    [[nodiscard]] Time faultTime(const JobOutcome& outcome) const;

    RunSnapshotPtr m_snapshot;
    TimeFormatter m_formatter;
    std::vector<JobIndex> m_jobs;
};

}  // namespace schedlab
