#include "StoreRecorder.h"

#include "ExperimentOutcome.h"

#include "platform/PlatformJson.h"
#include "store/RunStore.h"
#include "store/StoredRunBuilder.h"
#include "util/GzipReader.h"
#include "util/Sha256.h"
#include "workload/Workload.h"

namespace schedlab {

RunDescription StoreRecorder::describe(const Workload& workload, std::int64_t loadedJobs,
                                       const std::string& platformName, const Platform& platform,
                                       const ExperimentOutcome& outcome)
{
    RunDescription description;
    description.tracePath = workload.sourcePath;
    // The trace was readable a moment ago; if it vanished since, the run is
    // still worth keeping, identified by its path (see RunKey).
    try {
        description.traceSha256 = Sha256::hexOfFile(workload.sourcePath);
    } catch (const FileReadError&) {
    }
    description.traceJobCount = loadedJobs;
    description.transforms = workload.transforms;
    description.platformName = platformName;
    description.platformJson = PlatformJson::toJson(platform);
    description.policy = outcome.policy;
    description.parameters = outcome.parameters;
    description.seed = 0;  // `run` has no random choices to seed
    return description;
}

StoreRecorder::Stored StoreRecorder::record(RunStore& store, RunDescription description,
                                            const Workload& workload, const ExperimentOutcome& outcome,
                                            const std::string& startedAt, double durationSeconds)
{
    const StoredRun run = StoredRunBuilder::build(workload, std::move(description), outcome.result,
                                                  outcome.metrics, startedAt, durationSeconds);
    return {store.add(run), store.path()};
}

}  // namespace schedlab
