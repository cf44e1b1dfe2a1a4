#pragma once

#include "study/Study.h"

namespace schedlab {

// The three studies of Wiriyaprasit (2004): MCT over every case, load and
// queue configuration (sec. 3.5), the same with adaptive weighted MCT
// (sec. 4.3), and the sweep of the weight a (sec. 4.2). Each cell is
// averaged over 10 seeds of the per-site Poisson workload; the workload
// depends only on case, load and seed, so every configuration and both
// brokers see the same jobs.
class AdaptiveGridStudy : public Study {
public:
    enum class Variant { Mct, WeightedMct, WeightSweep };
    static constexpr int kSeeds = 10;
    static constexpr int kQuickSeeds = 2;

    explicit AdaptiveGridStudy(Variant variant) : m_variant(variant) {}

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;

private:
    Variant m_variant;
};

}  // namespace schedlab
