#pragma once

#include "study/Study.h"

namespace schedlab {

// Yahyapour (2002), §5.6-5.8: job sharing and multi-site scheduling on every resource
// configuration of 512 nodes (m64 ... m384) over the four workloads of the
// grid studies, with AWRT and AWWT against one machine of 512 nodes, and
// how many jobs multi-site spreads and how much work they carry.
class GridConfigurationsStudy : public Study {
public:
    // The multi-site overhead of this study: none, so that the configurations
    // are compared by their shape alone (grid-overhead studies p).
    static constexpr const char* kOverhead = "0";

    [[nodiscard]] std::string name() const override { return "grid-configurations"; }
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
