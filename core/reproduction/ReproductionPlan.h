#pragma once

#include "experiment/RunOutcome.h"
#include "experiment/RunSpec.h"
#include "reproduction/ReproductionReport.h"
#include "study/StudyOptions.h"

#include <span>
#include <string>
#include <vector>

namespace schedlab {

class Study;
class StudyCatalog;
class TraceCache;

// The runs behind the reproduction report, and the report made from them:
// the one place `schedlab-cli study report` and the workbench's
// Reproduction report share. The runs are those of the study presets that
// repeat the published tables (algorithms-256 for Yahyapour 2002, Tables
// 2.4-2.7; pfcfs-months for Tables 4.3-4.5; grid-overhead for Tables 5.3
// and 5.4); they go through the run store like any study, so a second
// report finds them stored and is instant.
class ReproductionPlan {
public:
    static constexpr const char* kAlgorithms = "algorithms-256";
    static constexpr const char* kPfcfs = "pfcfs-months";
    static constexpr const char* kGrid = "grid-overhead";

    ReproductionPlan(const StudyCatalog& catalog, StudyOptions options);

    [[nodiscard]] const StudyOptions& options() const { return m_options; }
    // Every run of the studies, study after study. Writes the generated
    // workloads first (see Study::runs).
    [[nodiscard]] std::vector<RunSpec> runs(TraceCache& cache) const;
    // The report from the outcomes of runs() (index-aligned; completed and
    // skipped runs count, the others are NOT RUN with their error).
    [[nodiscard]] ReproductionReport report(std::span<const RunSpec> runs, std::span<const RunOutcome> outcomes,
                                            TraceCache& cache, ReproductionRunInfo info) const;

private:
    [[nodiscard]] const Study& study(const char* name) const;

    const StudyCatalog& m_catalog;
    StudyOptions m_options;
};

}  // namespace schedlab
