#pragma once

#include "compare/CsvTable.h"
#include "model/Types.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

struct StoredRun;

// Which jobs started earlier or later in run B than in run A, and by how
// much. Jobs are matched by SWF job id; a job counts when it started in
// both runs. delta = start in B - start in A (seconds): positive means the
// job started later in B, negative earlier.
class JobDifference {
public:
    static constexpr std::size_t kDefaultTopCount = 20;

    struct JobDelta {
        std::int64_t jobId = 0;
        Time submit = 0;
        std::int32_t nodes = 0;
        Time startA = 0;
        Time startB = 0;
        Time delta = 0;   // startB - startA
    };

    // One histogram bin: deltas d with lower < d <= upper for the bins after
    // "same", lower <= d < upper before it, d == 0 for "same" itself.
    struct Bin {
        std::string label;   // "earlier 1 h-6 h", "same", "later <= 1 min"
        Time lower = 0;
        Time upper = 0;
        std::int64_t count = 0;
    };

    // Both runs loaded (with jobs). Throws ConfigurationError when one has no jobs.
    JobDifference(const StoredRun& a, const StoredRun& b, std::size_t topCount = kDefaultTopCount);

    [[nodiscard]] const std::string& labelA() const { return m_labelA; }
    [[nodiscard]] const std::string& labelB() const { return m_labelB; }
    [[nodiscard]] const std::vector<JobDelta>& deltas() const { return m_deltas; }  // by job id
    [[nodiscard]] std::int64_t matched() const { return std::int64_t(m_deltas.size()); }
    [[nodiscard]] std::int64_t earlier() const { return m_earlier; }
    [[nodiscard]] std::int64_t later() const { return m_later; }
    [[nodiscard]] std::int64_t same() const { return m_same; }
    // Distinct job ids in only one run, or that did not start in one of them.
    [[nodiscard]] std::int64_t unmatched() const { return m_unmatched; }
    [[nodiscard]] double meanDelta() const { return m_mean; }
    [[nodiscard]] double medianDelta() const { return m_median; }
    [[nodiscard]] const std::vector<Bin>& histogram() const { return m_bins; }
    // The jobs that moved most, by |delta| descending, ties by job id; never
    // a job that did not move.
    [[nodiscard]] const std::vector<JobDelta>& topMoved() const { return m_top; }

    [[nodiscard]] CsvTable summaryTable() const;    // quantity, value
    [[nodiscard]] CsvTable histogramTable() const;  // bin, jobs
    [[nodiscard]] CsvTable movedTable() const;      // job, submit, nodes, start A, start B, delta s

    // The bins, empty, in axis order (most earlier first). Shared by the
    // table and the workbench's histogram so both show the same bins.
    [[nodiscard]] static std::vector<Bin> emptyBins();

private:
    void countBins();

    std::string m_labelA;
    std::string m_labelB;
    std::vector<JobDelta> m_deltas;
    std::vector<JobDelta> m_top;
    std::vector<Bin> m_bins;
    std::int64_t m_earlier = 0;
    std::int64_t m_later = 0;
    std::int64_t m_same = 0;
    std::int64_t m_unmatched = 0;
    double m_mean = 0;
    double m_median = 0;
};

}  // namespace schedlab
