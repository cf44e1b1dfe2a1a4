#include "TraceStatistics.h"

#include "workload/Workload.h"

#include <algorithm>

namespace schedlab {

TraceStatistics TraceStatistics::of(const Workload& workload)
{
    TraceStatistics stats;
    stats.jobs = workload.jobs.size();
    stats.machineSize = workload.header.machineSize();
    if (workload.jobs.empty())
        return stats;

    std::vector<double> widths;
    std::vector<double> runTimes;
    std::vector<double> estimates;
    widths.reserve(stats.jobs);
    runTimes.reserve(stats.jobs);
    estimates.reserve(stats.jobs);
    stats.firstSubmit = workload.jobs.front().submit;
    stats.lastSubmit = workload.jobs.front().submit;
    for (const Job& job : workload.jobs) {
        stats.firstSubmit = std::min(stats.firstSubmit, job.submit);
        stats.lastSubmit = std::max(stats.lastSubmit, job.submit);
        stats.lastEnd = std::max(stats.lastEnd, job.submit + job.runTime);
        stats.work += job.weight();
        if (job.runTime > job.estimate)
            ++stats.overrunningJobs;
        widths.push_back(double(job.nodes));
        runTimes.push_back(double(job.runTime));
        estimates.push_back(double(job.estimate));
    }
    stats.width = ValueSummary::of(std::move(widths));
    stats.runTime = ValueSummary::of(std::move(runTimes));
    stats.estimate = ValueSummary::of(std::move(estimates));

    const Time span = stats.lastSubmit - stats.firstSubmit;
    if (stats.machineSize && span > 0)
        stats.offeredLoad = stats.work / (double(*stats.machineSize) * double(span));
    return stats;
}

nlohmann::json TraceStatistics::toJson() const
{
    nlohmann::json json = {{"jobs", jobs},
                           {"firstSubmit", firstSubmit},
                           {"lastSubmit", lastSubmit},
                           {"submitSpan", lastSubmit - firstSubmit},
                           {"lastEnd", lastEnd},
                           {"work", work},
                           {"width", width.toJson()},
                           {"runTime", runTime.toJson()},
                           {"estimate", estimate.toJson()},
                           {"overrunningJobs", overrunningJobs}};
    json["machineSize"] = machineSize ? nlohmann::json(*machineSize) : nlohmann::json(nullptr);
    json["offeredLoad"] = offeredLoad ? nlohmann::json(*offeredLoad) : nlohmann::json(nullptr);
    return json;
}

}  // namespace schedlab
