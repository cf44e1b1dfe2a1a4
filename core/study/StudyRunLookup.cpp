#include "study/StudyRunLookup.h"

#include "experiment/ExperimentRunner.h"
#include "store/RunKey.h"
#include "store/RunStore.h"

namespace schedlab {

std::vector<StoredRun> StudyRunLookup::stored(const std::vector<RunSpec>& runs, const RunStore& store,
                                              TraceCache& cache, const PolicyRegistry& registry)
{
    const ExperimentRunner runner(cache, {}, registry);
    std::vector<StoredRun> found;
    for (const RunSpec& spec : runs) {
        if (const auto id = store.findByKey(RunKey::of(runner.describe(spec))))
            found.push_back(store.summary(*id));
    }
    return found;
}

}  // namespace schedlab
