#pragma once

#include "model/Types.h"
#include "workload/Workload.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace schedlab {

class RandomSource;

// The empirical distribution of (node count, estimate, run time) of a trace,
// from which the probability-distributed generator draws jobs (spec
// Yahyapour (2002), ch. 2). It keeps the joint distribution:
//
// - One bin per node count 1..m. A draw picks a source job uniformly, which
//   picks the bin with the trace's frequency of that width; widths the trace
//   never used have an empty bin and are never drawn.
// - Estimate: the chosen job's estimate, exactly. Users pick estimates from a
//   small set of round values (1 h, 12 h, the queue limit); drawing from a
//   range would invent estimates nobody writes.
// - Run time: uniform over the range of actual run times of the chosen job's
//   cell, then capped at the estimate. A cell is (node count, estimate range,
//   run-time range), ranges being powers of two ([1,1], [2,3], [4,7], ...;
//   0 alone). So a run time stays within a factor of two of one observed for
//   the same width and a similar estimate, but is not a copy of it.
// - Run time <= estimate for every drawn job. A source job that overran its
//   estimate (CTC has 7,174) enters the model with run time = estimate.
// - A source job whose (capped) run time equals its estimate - it ran into
//   its limit and was killed, or overran it - gives exactly its estimate as
//   run time: these jobs are a point mass of real traces that a range
//   would spread out.
// - Source jobs wider than m are left out (counted in excludedWider()).
class EmpiricalJobModel {
public:
    struct Draw {
        std::int32_t nodes = 1;
        Time estimate = 1;
        Time runTime = 0;
    };
    struct Bin {
        std::int32_t nodes = 0;
        std::size_t jobs = 0;
    };

    // Throws ConfigurationError if no job of `source` is at most
    // `machineNodes` wide.
    EmpiricalJobModel(const Workload& source, std::int32_t machineNodes);

    [[nodiscard]] Draw draw(RandomSource& random) const;

    [[nodiscard]] std::int32_t machineNodes() const { return m_machineNodes; }
    // Non-empty bins in increasing node count.
    [[nodiscard]] const std::vector<Bin>& bins() const { return m_bins; }
    [[nodiscard]] std::size_t sourceJobs() const { return m_entries.size(); }
    [[nodiscard]] std::size_t excludedWider() const { return m_excludedWider; }
    [[nodiscard]] std::size_t cappedOverruns() const { return m_cappedOverruns; }
    [[nodiscard]] std::size_t cells() const { return m_cells.size(); }

    // Power-of-two range of a time: 0 for 0, else the bit width (1 for 1,
    // 2 for 2..3, 3 for 4..7, ...).
    [[nodiscard]] static int timeRange(Time t);

private:
    struct Entry {
        std::int32_t nodes;
        Time estimate;
        std::uint32_t cell;
        bool ranToEstimate;
    };
    struct Cell {
        Time minRun;
        Time maxRun;
    };

    std::int32_t m_machineNodes;
    std::vector<Entry> m_entries;  // by node count, then trace order
    std::vector<Cell> m_cells;
    std::vector<Bin> m_bins;
    std::size_t m_excludedWider = 0;
    std::size_t m_cappedOverruns = 0;
};

}  // namespace schedlab
