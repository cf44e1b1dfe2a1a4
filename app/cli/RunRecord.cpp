#include "RunRecord.h"

#include "ExperimentOutcome.h"

#include "platform/PlatformJson.h"
#include "util/GzipReader.h"
#include "util/Sha256.h"
#include "workload/Workload.h"

namespace schedlab {

nlohmann::json RunRecord::toJson(const Workload& workload, const Platform& platform,
                                 const ExperimentOutcome& outcome)
{
    // The trace was readable a moment ago; if it vanished since, the record
    // says so with a null hash instead of failing a finished run.
    nlohmann::json sha256 = nullptr;
    try {
        sha256 = Sha256::hexOfFile(workload.sourcePath);
    } catch (const FileReadError&) {
    }
    return {{"trace", workload.sourcePath},
            {"traceSha256", sha256},
            {"transforms", workload.transforms},
            {"platform", nlohmann::json::parse(PlatformJson::toJson(platform))},
            {"policy", outcome.policy},
            {"params", outcome.parameters},
            {"schedlabVersion", SCHEDLAB_VERSION}};
}

}  // namespace schedlab
