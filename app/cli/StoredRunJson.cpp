#include "StoredRunJson.h"

#include "util/JsonInput.h"

#include "store/StoredRun.h"

namespace schedlab {

nlohmann::ordered_json StoredRunJson::summary(const StoredRun& run)
{
    const RunDescription& description = run.description;
    const nlohmann::json platform = JsonInput::parseOr(description.platformJson, nullptr);
    nlohmann::ordered_json metrics = nlohmann::ordered_json::object();
    for (const auto& [key, value] : run.metrics)
        metrics[key] = value;  // NaN is written as null
    return {{"id", run.id},
            {"uuid", run.uuid},
            {"runKey", run.runKey},
            {"name", run.name},
            {"notes", run.notes},
            {"tags", run.tags},
            {"group", run.group},
            {"groups", run.groups},
            {"trace", description.tracePath},
            {"traceSha256", description.traceSha256},
            {"traceJobCount", description.traceJobCount},
            {"transforms", description.transforms},
            {"platform", description.platformName},
            {"platformJson", platform},
            {"policy", description.policy},
            {"params", description.parameters},
            {"seed", description.seed},
            {"schedlabVersion", run.schedlabVersion},
            {"startedAt", run.startedAt},
            {"durationSeconds", run.durationSeconds},
            {"metricValues", metrics}};
}

}  // namespace schedlab
