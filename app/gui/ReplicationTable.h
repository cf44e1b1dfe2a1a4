#pragma once

#include "experiment/RunSpec.h"
#include "sweep/SweepReport.h"

#include <QTreeWidget>

#include <string>
#include <vector>

namespace schedlab {

// The sweep dialog's replication results: one row per configuration the
// sweep repeated over seeds, with the number of measured runs and each key
// metric as "mean ± standard error" (ReplicationSummary, the same numbers
// schedlab-cli sweep prints).
class ReplicationTable : public QTreeWidget {
    Q_OBJECT

public:
    // The metrics shown, as in the CLI's sweep summary.
    inline static const std::vector<std::string> kMetrics = {"awrt", "awwt", "meanBoundedSlowdown", "utilization"};

    explicit ReplicationTable(QWidget* parent = nullptr);

    // Fills the table; false (and empty) when no configuration has more than one run.
    bool showReport(const std::vector<RunSpec>& runs, const SweepReport& report);
};

}  // namespace schedlab
