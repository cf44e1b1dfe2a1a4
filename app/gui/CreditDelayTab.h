#pragma once

#include "RunSnapshot.h"
#include "charts/CreditDelayPoints.h"

#include <QFutureWatcher>
#include <QWidget>

namespace schedlab {

class CreditDelayScatter;

// The run tab "Credit and delay" (Vanderster 2008, Fig. 4.5) for runs whose
// tasks have credits: the points are gathered on the thread pool, so a
// large run never holds the window up, then drawn by CreditDelayScatter.
class CreditDelayTab : public QWidget {
    Q_OBJECT

public:
    explicit CreditDelayTab(QWidget* parent = nullptr);

    // Gathers the points of `snapshot`; emits ready() when done.
    void showRun(RunSnapshotPtr snapshot);
    [[nodiscard]] CreditDelayScatter* scatter() const { return m_scatter; }
    // Whether the points of the last showRun() are in (ready() was emitted).
    [[nodiscard]] bool isReady() const { return m_ready; }

signals:
    // Whether the run has tasks with credits (only then is the tab worth showing).
    void ready(bool hasPoints);

private:
    CreditDelayScatter* m_scatter = nullptr;
    QFutureWatcher<CreditDelayPoints>* m_watcher = nullptr;
    bool m_ready = false;
};

}  // namespace schedlab
