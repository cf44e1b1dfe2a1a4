#pragma once

#include "GanttColorMode.h"
#include "GanttFrameStats.h"
#include "RunSnapshot.h"

#include <QWidget>

#include <memory>
#include <optional>

class QPainter;

namespace schedlab {

class BackfillPlan;
class GanttCoarseRaster;
struct GanttExportOptions;
struct GanttPrepared;

// The schedule as a Gantt chart: one row per node, grouped by machine, time
// running left to right. Stays fluid on whole-year traces by culling what is
// outside the view and folding jobs narrower than a few pixels into counted
// blocks (see GanttRenderer).
//
// PUBLIC API CONTRACT (used by app/gui; the Gantt implementer may add to it
// but not change it):
class GanttChartWidget : public QWidget {
    Q_OBJECT

public:
    using ColorMode = GanttColorMode;

    explicit GanttChartWidget(QWidget* parent = nullptr);
    ~GanttChartWidget() override;

    // Shows a run (nullptr clears). Fits the whole schedule into view.
    void setSnapshot(RunSnapshotPtr snapshot);
    // The same with the index and marks built beforehand, off the GUI
    // thread (GanttPrepared::of); used when it was built from `snapshot`,
    // else built here.
    void setSnapshot(RunSnapshotPtr snapshot, std::shared_ptr<GanttPrepared> prepared);
    [[nodiscard]] RunSnapshotPtr snapshot() const;

    void setColorMode(ColorMode mode);
    [[nodiscard]] ColorMode colorMode() const;

    // Playback: jobs are drawn only as far as `time` (the "now" line); pass
    // kNoTime to show the whole schedule without a now line.
    void setNowTime(Time time);
    [[nodiscard]] Time nowTime() const;

    // Visible time window in trace seconds, and zoom helpers.
    void setVisibleTimeRange(Time from, Time to);
    [[nodiscard]] std::pair<Time, Time> visibleTimeRange() const;
    void fitAll();
    void zoomBy(double factor);          // > 1 zooms in, around the view centre

    // Selects a job, scrolls/zooms to show it, and emits jobSelected.
    void jumpToJob(JobIndex job);
    [[nodiscard]] JobIndex selectedJob() const;   // kNoJob when none
    // The job drawn at a widget position, or kNoJob (used by tests too).
    [[nodiscard]] JobIndex jobAt(const QPoint& position) const;
    // Widget position of the centre of a job's first visible block, if visible.
    [[nodiscard]] std::optional<QPoint> positionOfJob(JobIndex job) const;

    // Export what is visible, legend included.
    bool exportPng(const QString& path);
    bool exportSvg(const QString& path);
    // Export at a chosen size, the whole run or the view on screen, the
    // legend beside the chart (SVG when `path` ends in .svg, else PNG).
    bool exportImage(const QString& path, const GanttExportOptions& options);

    // Text for a legend entry list of the current colour mode (name, colour).
    [[nodiscard]] QList<QPair<QString, QColor>> legend() const;

    // --- Additions by the Gantt implementation (the contract above is unchanged)

    // The compact legend drawn over the chart's lower right corner (key L).
    void setLegendVisible(bool visible);
    [[nodiscard]] bool isLegendVisible() const;
    // Vertical zoom: > 1 makes rows taller, around the view centre.
    void zoomRowsBy(double factor);
    [[nodiscard]] double rowHeight() const;
    // Fits the selected job (F), or everything when nothing is selected.
    void fitSelection();
    // Tooltip text at a position: a job's details, or how many jobs a folded
    // block holds; empty where there is nothing to say.
    [[nodiscard]] QString toolTipAt(const QPoint& position) const;
    // What the last painted frame drew and cost (tests, benchmark).
    [[nodiscard]] GanttFrameStats lastFrameStats() const;
    // How long building the spatial index of the current snapshot took.
    [[nodiscard]] double indexBuildMilliseconds() const;
    // Level of detail: views whose time range holds at least `blocks` blocks
    // (an estimate from the index) and whose pixels span whole buckets of the
    // coarse raster are drawn from that raster (built lazily once per
    // snapshot and colour mode) instead of block by block. 0 uses the raster
    // whenever it is fine enough, a negative value never. See
    // GanttFrameStats::coarse.
    void setCoarseThreshold(int blocks);
    [[nodiscard]] int coarseThreshold() const;
    // How long building the coarse raster took (0 while not built).
    [[nodiscard]] double coarseRasterBuildMilliseconds() const;
    // Builds the coarse raster on the thread pool instead of in the first
    // frame that wants it (some 200 ms on a year of CTC): the workbench's
    // choice; frames until it is there draw block by block.
    void setBuildsRasterInBackground(bool background);
    // Playback: a backfilling policy's plan at the now line, drawn over the
    // chart (GanttPlanPainter); nullptr draws none.
    void setBackfillPlan(std::shared_ptr<const BackfillPlan> plan);
    // Paints the whole chart (axis, gutter, body, overlays, legend) with
    // `painter` at the widget's size, bypassing the frame cache: the code
    // path behind exportPng/exportSvg.
    void paintChart(QPainter& painter);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;

signals:
    void jobSelected(schedlab::JobIndex job);
    void jobHovered(schedlab::JobIndex job);  // kNoJob when leaving jobs
    void visibleTimeRangeChanged(qint64 from, qint64 to);

private:
    // A raster built in the background arrives: kept if it is still of
    // the scene and colours on show (request), else dropped.
    void acceptCoarse(std::shared_ptr<const GanttCoarseRaster> raster, quint64 request, double milliseconds);

    struct Private;
    std::unique_ptr<Private> d;
};

}  // namespace schedlab
