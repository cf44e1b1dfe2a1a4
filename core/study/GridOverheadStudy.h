#pragma once

#include "study/Study.h"

namespace schedlab {

// Yahyapour (2002), §5.6-5.8: local job processing, job sharing
// and multi-site scheduling on m128 (4 x 128 nodes) for a multi-site
// overhead p = 0 .. 60 % in steps of 5 %, over the four workloads of the
// grid studies, with AWRT against one machine of 512 nodes (EASY).
class GridOverheadStudy : public Study {
public:
    static constexpr const char* kPlatform = "m128";

    [[nodiscard]] std::string name() const override { return "grid-overhead"; }
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
