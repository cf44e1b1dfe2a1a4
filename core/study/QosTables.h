#pragma once

#include "compare/CsvTable.h"
#include "study/QosScenario.h"

#include <map>
#include <span>
#include <string>
#include <tuple>
#include <vector>

namespace schedlab {

struct StoredRun;

// The tables of the QoS studies (Phosphorus D5.2, 2007, §2.1.10 Figs 8-13,
// §2.2.3 and §2.3.2 Tables 4-5) from stored runs: one metric, a row per
// scheme, a column per setting (load rho, per-user arrival rate or U4's
// inter-arrival), each cell the mean over the seeds stored. Runs of
// different task counts are kept apart (E1 and E2 are sums over the tasks,
// so a quick run's are smaller).
class QosTables {
public:
    explicit QosTables(std::span<const StoredRun> runs);

    // The task counts stored for an experiment, ascending.
    [[nodiscard]] std::vector<std::size_t> taskCounts(QosScenario::Experiment experiment) const;
    // The settings stored for an experiment and task count, in numeric
    // order; `fallback` when there are none.
    [[nodiscard]] std::vector<std::string> settings(QosScenario::Experiment experiment, std::size_t jobs,
                                                    const std::vector<std::string>& fallback) const;
    // Mean of `metricKey` over the seeds; NaN without runs.
    [[nodiscard]] double mean(QosScenario::Experiment experiment, std::size_t jobs, std::size_t scheme,
                              const std::string& setting, const std::string& metricKey) const;
    // Rows: schemes; columns: `settings` headed `settingHeader` + value;
    // values times `scale` (a unit change, e.g. s to µs) with `decimals`;
    // empty cells where no run is stored.
    [[nodiscard]] CsvTable table(QosScenario::Experiment experiment, std::size_t jobs, const std::string& metricKey,
                                 const std::vector<std::string>& settings, const std::string& settingHeader,
                                 int decimals, double scale = 1) const;

private:
    struct Cell {
        std::map<std::string, double> sums;  // by metric key
        int seeds = 0;
    };
    using Key = std::tuple<QosScenario::Experiment, std::size_t, std::size_t, std::string>;  // jobs, scheme, setting

    std::map<Key, Cell> m_cells;
};

}  // namespace schedlab
