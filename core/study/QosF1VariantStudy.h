#pragma once

#include "study/QosF1Variant.h"
#include "study/Study.h"

#include <map>
#include <string>

namespace schedlab {

// qos-f1-variants: the variants of the max-min fair share experiment,
// Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2.1.10, Figs 8-13
// (QosF1Variant): the five schemes of qos-f1 with high deadline variance
// at every load, a sweep of the work's spread at rho = 1.25, 50 to 1000
// processors at rho = 1.5 and the capacity distributions at rho = 1.5.
// Tables E1, E2 and E3 per family: a row per scheme (for the deadline
// family, each scheme with the experiment's deadline spread and with the
// high one), a column per setting, each cell the mean over the seeds.
class QosF1VariantStudy : public Study {
public:
    static constexpr int kSeeds = 5;  // as qos-f1
    static constexpr int kQuickSeeds = 1;

    [[nodiscard]] std::string name() const override { return "qos-f1-variants"; }
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;

    // Every run of the full or the quick study, F1's own runs once each
    // although several families show them.
    [[nodiscard]] static std::vector<QosF1Variant> variants(bool quick);
    // The tasks of a run on 500 processors (the quick study: 5,000).
    [[nodiscard]] static std::size_t jobs(bool quick);

private:
    using RunIndex = std::map<std::string, const StoredRun*>;  // by trace, platform and scheme
};

}  // namespace schedlab
