#include "study/Algorithms256Cells.h"

#include "compare/PolicyVariant.h"
#include "store/StoredRun.h"
#include "study/Algorithms256Study.h"
#include "study/GeneratedWorkloadFile.h"
#include "study/StudyRunFacts.h"

namespace schedlab {

namespace {

const std::string kPlatform = "single:" + std::to_string(Algorithms256Study::kMachineNodes);
const std::string kWeightParameter = "weight";

Algorithms256Cells::Workload workloadOf(const RunDescription& description)
{
    using W = Algorithms256Cells::Workload;
    if (GeneratedWorkloadFile::isGenerated(description.tracePath, GeneratedWorkloadFile::Model::Probabilistic))
        return W::Probabilistic;
    if (GeneratedWorkloadFile::isGenerated(description.tracePath, GeneratedWorkloadFile::Model::Randomized))
        return W::Randomized;
    return W::Ctc;
}

}  // namespace

Algorithms256Cells::Algorithms256Cells(std::span<const StoredRun> runs)
{
    const std::string exact = StudyRunFacts::canonicalTransform("exact-estimates");
    for (const StoredRun& run : runs) {
        const RunDescription& d = run.description;
        if (d.platformName != kPlatform)
            continue;
        const Workload workload = workloadOf(d);
        const PolicyVariant variant = PolicyVariant::of(d);
        m_cells.emplace(Key{workload, StudyRunFacts::hasTransform(d, exact), variant.family, variant.variant,
                            StudyRunFacts::parameter(d, kWeightParameter)},
                        &run);
        m_jobs.emplace(workload, d.traceJobCount);
    }
}

const StoredRun* Algorithms256Cells::find(Workload workload, bool exact, const std::string& family,
                                          const std::string& variant, const std::string& weight) const
{
    const auto it = m_cells.find(Key{workload, exact, family, variant, weight});
    return it == m_cells.end() ? nullptr : it->second;
}

std::int64_t Algorithms256Cells::jobs(Workload workload) const
{
    const auto it = m_jobs.find(workload);
    return it == m_jobs.end() ? 0 : it->second;
}

}  // namespace schedlab
