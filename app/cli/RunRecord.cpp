#include "RunRecord.h"

#include "run/FinishedRun.h"

namespace schedlab {

nlohmann::json RunRecord::toJson(const FinishedRun& run)
{
    const RunDescription& description = run.description;
    // A trace that exists only in memory has no file to hash.
    const nlohmann::json sha256 =
        description.traceSha256.empty() ? nlohmann::json(nullptr) : nlohmann::json(description.traceSha256);
    return {{"trace", description.tracePath},
            {"traceSha256", sha256},
            {"transforms", description.transforms},
            {"platform", nlohmann::json::parse(description.platformJson)},
            {"policy", description.policy},
            {"params", description.parameters},
            {"schedlabVersion", SCHEDLAB_VERSION}};
}

}  // namespace schedlab
