#pragma once

#include "store/StoredRun.h"

#include <QList>
#include <QPointF>
#include <QWidget>

#include <vector>

class QChartView;
class QComboBox;

namespace schedlab {

// The runs' sampled time series overlaid in one chart (Qt Charts), one line
// per run in the run's colour: utilization, busy nodes, queue length or AWRT
// so far, against days since the earliest sample of all runs. Each line is
// reduced to a fixed point budget (MinMaxDecimator), so year-long runs draw
// quickly.
class ComparisonTimeSeries : public QWidget {
    Q_OBJECT

public:
    enum class Quantity { Utilization, BusyNodes, QueueLength, AwrtSoFar };
    Q_ENUM(Quantity)

    // `runs` must outlive the widget (the comparison view owns both).
    explicit ComparisonTimeSeries(const std::vector<StoredRun>& runs, QWidget* parent = nullptr);

    void setQuantity(Quantity quantity);
    [[nodiscard]] Quantity quantity() const;
    // The drawn points of one run's line (x in days), for tests.
    [[nodiscard]] QList<QPointF> points(std::size_t run) const;
    [[nodiscard]] QChartView* chartView() const { return m_view; }

private:
    void rebuild();

    const std::vector<StoredRun>& m_runs;
    std::vector<int> m_totalNodes;   // per run, for utilization
    QComboBox* m_quantity = nullptr;
    QChartView* m_view = nullptr;
};

}  // namespace schedlab
