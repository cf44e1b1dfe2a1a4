#pragma once

#include "experiment/RunSpec.h"
#include "sweep/SweepProgress.h"
#include "sweep/SweepReport.h"

#include <string>
#include <vector>

namespace schedlab {

// The text `sweep` prints: the run list of --dry-run, the progress line and
// the summary table at the end.
class SweepTables {
public:
    // The key metrics of the summary table, by metric key.
    inline static const std::vector<std::string> kSummaryMetrics = {"awrt", "awwt", "meanBoundedSlowdown",
                                                                    "utilization"};

    // One row per configuration repeated over seeds: its name, the number of
    // measured runs n, and each summary metric as "mean ± standard error".
    [[nodiscard]] static std::string replications(const std::vector<RunSpec>& runs, const SweepReport& report);
    // One row per run: #, name, policy, parameters, transforms, platform, trace, seed.
    [[nodiscard]] static std::string runList(const std::vector<RunSpec>& runs, std::size_t firstIndex);
    // "sweep: 12/24 (10 done, 2 skipped, 0 failed), 00:00:14 elapsed, about 00:00:14 left"
    [[nodiscard]] static std::string progressLine(const SweepProgress& progress);
    // One row per run with status and key metrics, then one line per failure.
    [[nodiscard]] static std::string summary(const std::vector<RunSpec>& runs, const SweepReport& report,
                                             std::size_t firstIndex);
    // "a=1 b=2", or "-" without parameters.
    [[nodiscard]] static std::string parametersText(const ParameterValues& values);
};

}  // namespace schedlab
