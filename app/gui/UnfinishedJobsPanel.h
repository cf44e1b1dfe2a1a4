#pragma once

#include "RunSnapshot.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace schedlab {

class UnfinishedJobsModel;

// The run tab's list of jobs that did not run to the end (an
// UnfinishedJobsModel in a table), with a line saying how many there are or
// that there are none. Choosing a row asks for the job to be selected.
class UnfinishedJobsPanel : public QWidget {
    Q_OBJECT

public:
    explicit UnfinishedJobsPanel(QWidget* parent = nullptr);

    void setSnapshot(RunSnapshotPtr snapshot);
    [[nodiscard]] UnfinishedJobsModel* model() const { return m_model; }
    [[nodiscard]] QTableView* view() const { return m_view; }
    [[nodiscard]] QString summary() const;

signals:
    void jobChosen(JobIndex job);

private:
    UnfinishedJobsModel* m_model = nullptr;
    QLabel* m_summary = nullptr;
    QTableView* m_view = nullptr;
};

}  // namespace schedlab
