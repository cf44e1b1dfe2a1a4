#pragma once

#include "workload/Workload.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace schedlab {

// How closely a generated workload matches its source trace: per quantity
// the mean and percentiles of both sides and the two-sample
// Kolmogorov–Smirnov distance between them, the share of power-of-two
// widths, and Spearman's rank correlation of nodes and of estimate with run
// time (rank correlation because run times are so heavy-tailed that a
// handful of jobs would decide Pearson's). The CLI and the GUI print it.
class WorkloadComparison {
public:
    enum class Quantity { InterArrival, Nodes, Estimate, RunTime };
    static constexpr std::size_t kQuantityCount = 4;
    static constexpr std::array<Quantity, kQuantityCount> kQuantities = {
        Quantity::InterArrival, Quantity::Nodes, Quantity::Estimate, Quantity::RunTime};

    // Percentiles use the nearest-rank rule of SampleDistribution: always an
    // observed value.
    struct Summary {
        double mean = 0;
        double median = 0;
        double p90 = 0;
        double p99 = 0;
    };

    struct Side {
        std::size_t jobs = 0;
        std::array<Summary, kQuantityCount> summaries{};
        double powerOfTwoShare = 0;          // of jobs, in [0, 1]
        double nodesRunCorrelation = 0;      // Spearman
        double estimateRunCorrelation = 0;   // Spearman

        [[nodiscard]] const Summary& operator[](Quantity q) const { return summaries[index(q)]; }
    };

    // `sourceWidthLimit` > 0 leaves source jobs wider than it out, so the
    // source side is the part of the trace the generator modelled.
    [[nodiscard]] static WorkloadComparison compare(const Workload& source, const Workload& generated,
                                                    std::int32_t sourceWidthLimit = 0);

    [[nodiscard]] const Side& source() const { return m_source; }
    [[nodiscard]] const Side& generated() const { return m_generated; }
    [[nodiscard]] double ksDistance(Quantity q) const { return m_ks[index(q)]; }

    // Stable English names with the unit, for the CLI: "inter-arrival (s)".
    [[nodiscard]] static std::string quantityName(Quantity q);
    [[nodiscard]] static std::size_t index(Quantity q) { return static_cast<std::size_t>(q); }

private:
    Side m_source;
    Side m_generated;
    std::array<double, kQuantityCount> m_ks{};
};

}  // namespace schedlab
