#include "workload/BatsimWorkloadWriter.h"

#include "workload/BatsimProfileNames.h"
#include "workload/BatsimWorkloadFormat.h"
#include "workload/TraceText.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace schedlab {

namespace {

namespace bj = batsim::job;
namespace bp = batsim::profile;

std::string inQuotes(std::string_view text)
{
    return nlohmann::json(std::string(text)).dump();
}

std::string member(std::string_view key)
{
    return inQuotes(key) + ": ";
}

std::int64_t machineSize(const Workload& workload)
{
    if (workload.header.maxProcs && *workload.header.maxProcs > 0)
        return *workload.header.maxProcs;
    std::int64_t widest = 1;
    for (const Job& job : workload.jobs)
        widest = std::max<std::int64_t>(widest, job.nodes);
    return widest;
}

}  // namespace

std::string BatsimWorkloadWriter::toText(const Workload& workload)
{
    BatsimProfileNames names(workload);
    std::string text = "{\n  " + member(batsim::kDescription) +
        inQuotes("written by SchedLab from " + (workload.sourceName.empty() ? "a workload" : workload.sourceName)) +
        ",\n  " + member(batsim::kNbRes) + std::to_string(machineSize(workload)) + ",\n  " + member(batsim::kJobs) +
        "[";
    for (std::size_t i = 0; i < workload.jobs.size(); ++i) {
        const Job& job = workload.jobs[i];
        text += std::string(i == 0 ? "\n" : ",\n") + "    {" + member(bj::kId) + std::to_string(job.id) + ", " +
            member(bj::kSubtime) + names.seconds(job.submit) + ", " + member(bj::kWalltime) +
            (estimateStillUnknown(job) ? "-1" : names.seconds(job.estimate)) + ", " + member(bj::kRes) +
            std::to_string(job.nodes) + ", " + member(bj::kProfile) + inQuotes(names.of(job));
        if (job.metadataLabel >= 0)
            text += ", " + member(bj::kMetadata) + inQuotes(workload.label(job.metadataLabel));
        text += "}";
    }
    text += "\n  ],\n  " + member(batsim::kProfiles) + "{";
    const auto profiles = names.profiles();
    for (std::size_t i = 0; i < profiles.size(); ++i)
        text += std::string(i == 0 ? "\n" : ",\n") + "    " + member(profiles[i].first) + "{" + member(bp::kType) +
            inQuotes(bp::kDelayType) + ", " + member(bp::kDelay) + names.seconds(profiles[i].second) + "}";
    text += "\n  }\n}\n";
    return text;
}

void BatsimWorkloadWriter::writeFile(const Workload& workload, const std::string& path)
{
    TraceText::writeFile(path, toText(workload));
}

}  // namespace schedlab
