#pragma once

#include "store/StoredRun.h"

#include <QStringList>
#include <QWidget>

#include <vector>

class QGridLayout;
class QListWidget;

namespace schedlab {

// Bar charts of chosen metrics (Qt Charts): one small chart per metric, one
// bar per run in the run's colour. The legend gives each run's exact value
// as the tables print it.
class ComparisonBarCharts : public QWidget {
    Q_OBJECT

public:
    // `runs` must outlive the widget (the comparison view owns both).
    explicit ComparisonBarCharts(const std::vector<StoredRun>& runs, QWidget* parent = nullptr);

    void setMetrics(const QStringList& keys);
    [[nodiscard]] QStringList metrics() const;
    [[nodiscard]] int chartCount() const;
    // The charts only, for PNG/SVG export.
    [[nodiscard]] QWidget* chartArea() const { return m_chartArea; }

    static const QStringList& defaultMetrics();

private:
    void rebuild();

    const std::vector<StoredRun>& m_runs;
    QListWidget* m_chooser = nullptr;
    QWidget* m_chartArea = nullptr;
    QGridLayout* m_grid = nullptr;
};

}  // namespace schedlab
