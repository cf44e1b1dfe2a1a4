#pragma once

#include "RunSnapshot.h"
#include "TimeFormatter.h"

#include <QAbstractTableModel>

#include <vector>

namespace schedlab {

// The jobs waiting at the playback instant: submitted at or before "now",
// not started yet, in submission order, with how long each has waited so
// far. Rebuilt on each new instant from the finished schedule, so it shows
// exactly the core's queue.
class WaitingQueueModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { PositionColumn, JobColumn, NodesColumn, EstimateColumn, WaitedColumn, ColumnCount };
    static constexpr int JobIndexRole = Qt::UserRole + 1;

    explicit WaitingQueueModel(QObject* parent = nullptr);

    void setSnapshot(RunSnapshotPtr snapshot);
    void setNow(Time now);  // kNoTime empties the queue
    [[nodiscard]] Time now() const { return m_now; }
    [[nodiscard]] const std::vector<JobIndex>& waitingJobs() const { return m_waiting; }
    [[nodiscard]] std::int64_t waitingNodes() const { return m_waitingNodes; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    void rebuild();

    RunSnapshotPtr m_snapshot;
    TimeFormatter m_formatter;  // at the run's tick
    Time m_now = kNoTime;
    std::vector<JobIndex> m_waiting;
    std::int64_t m_waitingNodes = 0;
};

}  // namespace schedlab
