#pragma once

#include "DecisionExplainer.h"

#include "RunSnapshot.h"

#include <QAbstractTableModel>

namespace schedlab {

// The schedule's events (RunSnapshot::result.events) as a table: time,
// kind, job and the decision in words. Texts are made on demand, so a
// 300 000-event log costs nothing until rows are shown. The event playback
// has reached is highlighted.
class EventLogModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { TimeColumn, KindColumn, JobColumn, NodesColumn, DescriptionColumn, ColumnCount };
    enum Role {
        KindRole = Qt::UserRole + 1,  // ScheduleEvent::Kind as int
        JobIdRole,                    // SWF job number, -1 if none
        JobIndexRole,                 // JobIndex as qlonglong, -1 if none
        TimeRole,                     // trace seconds as qlonglong
        StartKindRole,                // StartKind as int (starts and resumes), else -1
    };

    explicit EventLogModel(QObject* parent = nullptr);

    void setSnapshot(RunSnapshotPtr snapshot);
    [[nodiscard]] const ScheduleEvent* event(int row) const;
    // SWF job number of an event's job, or -1.
    [[nodiscard]] qint64 jobId(int row) const;

    // The row drawn highlighted (-1 for none).
    void setCurrentEvent(int row);
    [[nodiscard]] int currentEvent() const { return m_current; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    RunSnapshotPtr m_snapshot;
    DecisionExplainer m_explainer;
    int m_current = -1;
};

}  // namespace schedlab
