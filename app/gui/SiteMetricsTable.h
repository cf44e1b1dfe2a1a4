#pragma once

#include "metrics/MetricsReport.h"

#include <QTableWidget>

namespace schedlab {

// The per-origin-site breakdown of a grid run (Wiriyaprasit 2004, sec. 5):
// for the jobs submitted at each site, their count, mean completion time
// (ACT, from submission), AWRT and mean wait, then a last row with the
// standard deviation of the sites' ACTs, the thesis's fairness measure. Jobs
// are counted where they came from, not where the broker ran them: that is
// what the "Per machine" tab shows.
class SiteMetricsTable : public QTableWidget {
    Q_OBJECT

public:
    enum Column { SiteColumn, JobsColumn, ActColumn, AwrtColumn, WaitColumn, ColumnCount };

    explicit SiteMetricsTable(QWidget* parent = nullptr);
    // One row per site of report.perSite and the standard deviation row; no
    // rows at all when the run's jobs have no origin site.
    void setReport(const MetricsReport& report);
};

}  // namespace schedlab
