#pragma once

#include "metrics/MetricsReport.h"

#include <QTableWidget>

namespace schedlab {

// The per-machine breakdown of a run (Yahyapour (2002), ch. 5): jobs, executed work and
// its share, utilization, AWRT and AWWT (the backlog check) and multi-site
// jobs of every machine, plus a total row. On a grid this is where load
// balance and the price of multi-site execution show.
class MachineMetricsTable : public QTableWidget {
    Q_OBJECT

public:
    enum Column {
        MachineColumn,
        JobsColumn,
        WorkColumn,
        WorkShareColumn,
        UtilizationColumn,
        AwrtColumn,
        AwwtColumn,
        MultiSiteColumn,
        ColumnCount
    };

    explicit MachineMetricsTable(QWidget* parent = nullptr);
    void setReport(const MetricsReport& report);
};

}  // namespace schedlab
