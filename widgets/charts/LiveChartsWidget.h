#pragma once

#include "engine/PolicyCycle.h"
#include "engine/TimeSample.h"
#include "model/Types.h"

#include <QList>
#include <QPointF>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

namespace schedlab {

// AWRT so far, utilization, queue length and running jobs against simulated
// time (Qt Charts), and below them, for a policy that allocates in cycles
// (the utility knapsack), the solver's time per cycle. Samples arrive while
// a run plays; each series keeps a fixed point budget (min and max per
// pixel-wide bucket) so that a whole-year run never slows the GUI down.
//
// PUBLIC API CONTRACT (used by app/gui; may be extended, not changed).
class LiveChartsWidget : public QWidget {
    Q_OBJECT

public:
    explicit LiveChartsWidget(QWidget* parent = nullptr);
    ~LiveChartsWidget() override;

    // Node count used to turn busy nodes into utilization.
    void setTotalNodes(int nodes);
    // Time origin for the axis: calendar (UnixStartTime, zone) or relative.
    void setTimeBase(std::optional<qint64> unixStartTime, const QString& timeZoneId);
    // Sample and "now" times are ticks of the workload (1 per second for SWF).
    void setTicksPerSecond(std::int64_t ticks);
    void clear();
    void addSamples(const std::vector<TimeSample>& samples);  // appended, in time order
    void setSamples(const std::vector<TimeSample>& samples);  // replaces all
    // The solver's time per cycle: its chart shows once a cycle arrived.
    void addCycles(const std::vector<PolicyCycle>& cycles);  // appended, in time order
    void setCycles(const std::vector<PolicyCycle>& cycles);  // replaces all
    void setNowTime(Time time);  // a marker line during playback; kNoTime hides it
    [[nodiscard]] int pointBudget() const;                     // points per series, max
    [[nodiscard]] int pointCount() const;                      // points now held, all series
    bool exportPng(const QString& path);
    bool exportSvg(const QString& path);

    // Additions to the contract.
    // The series, top to bottom, for seriesPointCount(); the last only
    // with cycles.
    enum Series { AwrtSeries = 0, UtilizationSeries, QueueLengthSeries, RunningJobsSeries, SolverTimeSeries };
    [[nodiscard]] bool isSeriesShown(int series) const;
    [[nodiscard]] int seriesPointCount(int series) const;  // points the chart now draws
    [[nodiscard]] QList<QPointF> seriesPoints(int series) const;  // in axis units
    [[nodiscard]] QString seriesTitle(int series) const;          // as drawn above the series
    [[nodiscard]] bool isRefreshPending() const;           // a throttled redraw is due

public slots:
    // Redraws at once instead of at the next throttled refresh.
    void flush();

private:
    void scheduleRefresh();
    void prepareForExport();
    [[nodiscard]] QString title(int metric, double scale, const QString& awrtUnit) const;

    struct Private;
    std::unique_ptr<Private> d;
};

}  // namespace schedlab
