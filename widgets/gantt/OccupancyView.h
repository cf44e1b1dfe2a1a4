#pragma once

#include "RunSnapshot.h"

#include <QWidget>

#include <memory>
#include <utility>

class QPainter;

namespace schedlab {

// "Machine occupancy": one strip per machine showing how many of its nodes
// are busy over time, and a last strip with the length of the waiting queue.
// Reads the run's time samples, so it costs the same for a grid of fifty
// machines as for one, where a Gantt chart of 10,000 rows would be a blur.
// Shares the Gantt chart's time axis and time navigation (TimeNavigator);
// connect visibleTimeRangeChanged and setVisibleTimeRange both ways to keep
// the two in step.
class OccupancyView : public QWidget {
    Q_OBJECT

public:
    explicit OccupancyView(QWidget* parent = nullptr);
    ~OccupancyView() override;

    void setSnapshot(RunSnapshotPtr snapshot);  // nullptr clears; fits all
    [[nodiscard]] RunSnapshotPtr snapshot() const;

    void setVisibleTimeRange(Time from, Time to);
    [[nodiscard]] std::pair<Time, Time> visibleTimeRange() const;
    void fitAll();

    // Samples after `time` are not drawn; kNoTime shows everything.
    void setNowTime(Time time);
    [[nodiscard]] Time nowTime() const;

    // Machine strips plus the queue strip (0 without a snapshot).
    [[nodiscard]] int stripCount() const;
    [[nodiscard]] QString toolTipAt(const QPoint& position) const;
    void paintChart(QPainter& painter);
    bool exportPng(const QString& path);
    bool exportSvg(const QString& path);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    void visibleTimeRangeChanged(qint64 from, qint64 to);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

}  // namespace schedlab
