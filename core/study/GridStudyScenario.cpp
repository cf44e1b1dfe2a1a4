#include "study/GridStudyScenario.h"

#include "policies/PolicyRegistry.h"

#include "store/StoredRun.h"
#include "study/GridStudyWorkloads.h"
#include "study/StudyRunFacts.h"

namespace schedlab {

void GridStudyScenario::completeWith(const PolicyRegistry& registry)
{
    complete = registry.completeParameters(policy, parameters);
}

bool GridStudyScenario::matches(const RunDescription& description) const
{
    return description.platformName == platform && StudyRunFacts::isPolicy(description, policy, complete) &&
           GridStudyWorkloads::wideRuleOf(description) == wideRule;
}

const StoredRun* GridStudyScenario::firstRun(std::span<const StoredRun> runs, const std::string& workload) const
{
    for (const StoredRun& run : runs) {
        if (GridStudyWorkloads::labelOf(run.description) == workload && matches(run.description))
            return &run;
    }
    return nullptr;
}

}  // namespace schedlab
