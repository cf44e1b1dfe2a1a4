#pragma once

#include <vector>

namespace schedlab {

struct SimulationResult;
struct Workload;

// Speedup of each task against a reference schedule of the same workload
// (Vanderster 2008, sec. 4.4): S_i = F_i / R_i, F_i its response under the
// reference (FCFS in the thesis), R_i its response here. Paired runs: the
// two results must be of one workload, job for job.
class PairedSpeedup {
public:
    // Throws std::invalid_argument when the results do not match the workload.
    PairedSpeedup(const Workload& workload, const SimulationResult& reference, const SimulationResult& run);

    // Tasks that completed in both runs, in workload order.
    [[nodiscard]] const std::vector<double>& speedups() const { return m_speedups; }
    [[nodiscard]] double meanSpeedup() const;
    // Sample Pearson correlation (eq. 4.12) of each task's largest credit
    // with its speedup: positive when valuable tasks gain most; 0 without
    // credits or spread.
    [[nodiscard]] double valueSpeedupCorrelation() const;

private:
    std::vector<double> m_speedups;
    std::vector<double> m_values;  // credits of the tasks that have one, paired with m_pricedSpeedups
    std::vector<double> m_pricedSpeedups;
};

}  // namespace schedlab
