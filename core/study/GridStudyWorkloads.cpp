#include "study/GridStudyWorkloads.h"

#include "store/StoredRun.h"
#include "study/GeneratedWorkloadFile.h"
#include "study/GridStudyScenario.h"
#include "study/StudyPlan.h"
#include "study/StudyRunFacts.h"

#include <array>

namespace schedlab {

namespace {

constexpr std::array kExtracts = {"10_20k", "30_40k", "60_70k"};
const std::string kExtractPrefix = "extract:";
const std::string kWideName = "wide";

}  // namespace

std::vector<std::string> GridStudyWorkloads::labels()
{
    std::vector<std::string> result(kExtracts.begin(), kExtracts.end());
    result.emplace_back(kSynthetic);
    return result;
}

std::vector<GridStudyWorkloads::Workload> GridStudyWorkloads::prepare(const StudyOptions& options, TraceCache& cache)
{
    std::vector<Workload> workloads;
    for (const char* extract : kExtracts) {
        workloads.push_back({extract, options.ctcTracePath, {kExtractPrefix + extract}});
        if (options.quick)
            break;  // one extract is enough to keep every kind of run
    }
    const std::size_t jobs = options.quick ? kQuickSyntheticJobs : kSyntheticJobs;
    const std::string syn = GeneratedWorkloadFile::probabilistic(options.ctcTracePath, kSyntheticModelNodes, jobs, kSeed)
                                .ensure(options.generatedDirectory, cache);
    workloads.push_back({kSynthetic, syn, {}});
    return workloads;
}

std::vector<std::string> GridStudyWorkloads::gridTransforms(const Workload& workload, const std::string& wideRule)
{
    std::vector<std::string> transforms = workload.selection;
    transforms.emplace_back(kSites);
    transforms.push_back(wideRule);
    return transforms;
}

void GridStudyWorkloads::addRuns(StudyPlan& plan, const std::vector<Workload>& workloads,
                                 const std::vector<GridStudyScenario>& scenarios)
{
    for (const Workload& workload : workloads) {
        for (const GridStudyScenario& scenario : scenarios) {
            // The wide-job rule tells apart runs of one policy that keep or split wide jobs.
            std::string label = workload.label + StudyPlan::kNameSeparator + scenario.platform;
            if (!scenario.wideRule.empty())
                label += StudyPlan::kNameSeparator + scenario.wideRule;
            plan.add({workload.trace,
                      scenario.wideRule.empty() ? workload.selection : gridTransforms(workload, scenario.wideRule),
                      scenario.platform, scenario.policy, scenario.parameters, label});
        }
    }
}

std::optional<std::string> GridStudyWorkloads::labelOf(const RunDescription& description)
{
    if (GeneratedWorkloadFile::isGenerated(description.tracePath, GeneratedWorkloadFile::Model::Probabilistic))
        return std::string(kSynthetic);
    for (const char* extract : kExtracts) {
        if (StudyRunFacts::hasTransform(description, StudyRunFacts::canonicalTransform(kExtractPrefix + extract)))
            return std::string(extract);
    }
    return std::nullopt;
}

std::string GridStudyWorkloads::wideRuleOf(const RunDescription& description)
{
    const auto rule = StudyRunFacts::transformArgument(description, kWideName);
    return rule ? kWideName + ":" + *rule : std::string();
}

}  // namespace schedlab
