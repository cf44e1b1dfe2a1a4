#include "StoredRunFactory.h"

#include "platform/PlatformJson.h"
#include "policies/PolicyRegistry.h"
#include "store/StoredRunBuilder.h"

#include <QDateTime>

#include <cmath>

namespace schedlab {

namespace {

constexpr double kMillisecondsPerSecond = 1000.0;

}  // namespace

RunDescription StoredRunFactory::describe(const RunRequest& request)
{
    RunDescription description;
    description.tracePath = request.trace->path.toStdString();
    description.traceSha256 = request.trace->sha256.toStdString();
    description.traceJobCount = static_cast<std::int64_t>(request.trace->workload->jobs.size());
    description.transforms = request.transforms;
    // A platform edited in the table has no preset name: its own name says
    // more than "custom", and the JSON next to it says everything.
    description.platformName = request.platformKey == "custom" ? request.platform.name() : request.platformKey;
    description.platformJson = PlatformJson::toJson(request.platform);
    description.policy = request.policyName;
    // Complete and normalised exactly as schedlab-cli does it, so that the
    // same run made in the workbench and by a sweep has the same run key.
    const PolicyRegistry registry;
    if (const PolicyInfo* info = registry.find(request.policyName))
        description.parameters = Parameters(request.policyName, info->parameters, request.parameters).values();
    else
        description.parameters = request.parameters;
    description.seed = request.seed;
    return description;
}

StoredRun StoredRunFactory::make(const RunRequest& request, const RunSnapshot& snapshot, double durationSeconds)
{
    // When the run started, not when it is stored: the tab measured its duration.
    const QDateTime started = QDateTime::currentDateTimeUtc().addMSecs(
        -static_cast<qint64>(std::llround(durationSeconds * kMillisecondsPerSecond)));
    return StoredRunBuilder::build(*snapshot.workload, describe(request), snapshot.result, snapshot.metrics,
                                   started.toString(Qt::ISODate).toStdString(), durationSeconds);
}

}  // namespace schedlab
