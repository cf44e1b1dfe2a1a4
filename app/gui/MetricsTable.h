#pragma once

#include "metrics/MetricsReport.h"

#include <QTableWidget>

namespace schedlab {

// Every metric of metricDefinitions() with its value and unit, in the
// core's order, so a metric added to the core shows up here by itself.
class MetricsTable : public QTableWidget {
    Q_OBJECT

public:
    enum Column { MetricColumn, ValueColumn, UnitColumn, ColumnCount };

    explicit MetricsTable(QWidget* parent = nullptr);
    void setReport(const MetricsReport& report);
    // The value shown for a metric key (tests), or empty.
    [[nodiscard]] QString valueText(const QString& key) const;
};

}  // namespace schedlab
