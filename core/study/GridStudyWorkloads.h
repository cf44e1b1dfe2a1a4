#pragma once

#include "study/StudyOptions.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace schedlab {

class StudyPlan;
class TraceCache;
struct GridStudyScenario;
struct RunDescription;

// The workloads of the grid studies (Yahyapour 2002, Table 5.2) and the transforms every
// grid run puts on them, shared by grid-overhead, grid-configurations and
// economic so that their common runs (the m512 reference, job sharing and
// multi-site on m128) are the same runs and are simulated once.
//
// - The CTC extracts 10_20k, 30_40k and 60_70k (extract:NAME) and `syn`, a
//   10,000-job workload of the CTC probability model (seed 1, modelled on
//   512 nodes so that no CTC width is left out of the model).
// - Grid runs: the extract, then sites:round-robin (job k to site k mod
//   #sites), then the wide-job rule of the scenario.
// - The reference: EASY on m512, the extract alone (CTC's widest job, 336
//   nodes, fits; on one machine the sites do not matter).
class GridStudyWorkloads {
public:
    static constexpr std::size_t kSyntheticJobs = 10'000;
    static constexpr std::size_t kQuickSyntheticJobs = 2'000;
    static constexpr std::int32_t kSyntheticModelNodes = 512;
    static constexpr std::uint64_t kSeed = 1;

    static constexpr const char* kSynthetic = "syn";
    static constexpr const char* kReferencePlatform = "m512";
    static constexpr const char* kReferencePolicy = "easy";
    static constexpr const char* kSites = "sites:round-robin";
    // Yahyapour (2002), §5.7.2, wide-job modifications 1 (parts of the local machine), 2 (parts of the
    // largest machine), 4 (unchanged, multi-site only).
    static constexpr const char* kWideLocal = "wide:local";
    static constexpr const char* kWideLargest = "wide:largest";
    static constexpr const char* kWideKeep = "wide:keep";

    struct Workload {
        std::string label;                   // "10_20k", "syn"
        std::string trace;                   // the CTC trace or the generated file
        std::vector<std::string> selection;  // {"extract:10_20k"}, or none for syn
    };

    // Every label in table order: the extracts, then syn.
    [[nodiscard]] static std::vector<std::string> labels();
    // The workloads of a study: all four, or with options.quick the first
    // extract and a 2,000-job syn. Writes syn into options.generatedDirectory
    // (reusing it when there).
    [[nodiscard]] static std::vector<Workload> prepare(const StudyOptions& options, TraceCache& cache);

    // selection + sites:round-robin + `wideRule`.
    [[nodiscard]] static std::vector<std::string> gridTransforms(const Workload& workload, const std::string& wideRule);
    // Adds every scenario on every workload to the plan: a scenario with a
    // wide-job rule runs on gridTransforms(), one without on the selection
    // alone (the m512 runs: one machine needs neither sites nor a rule).
    static void addRuns(StudyPlan& plan, const std::vector<Workload>& workloads,
                        const std::vector<GridStudyScenario>& scenarios);
    // The label of a stored run's workload; none when it is none of ours.
    [[nodiscard]] static std::optional<std::string> labelOf(const RunDescription& description);
    // The run's wide-job rule as a canonical spec ("wide:keep"); empty without one.
    [[nodiscard]] static std::string wideRuleOf(const RunDescription& description);
};

}  // namespace schedlab
