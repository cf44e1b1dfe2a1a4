#include "generators/GeneratedWorkload.h"

#include <utility>

namespace schedlab {

namespace {

constexpr std::string_view kSwfVersion = "2.2";

}  // namespace

GeneratedWorkload::GeneratedWorkload(const std::string& generatorName, std::int32_t machineNodes,
                                     std::size_t expectedJobs)
{
    m_workload.sourceName = generatorName;
    m_workload.sourcePath = generatorName;
    m_workload.report.file = generatorName;
    SwfHeader& header = m_workload.header;
    header.version = std::string(kSwfVersion);
    header.computer = "SchedLab workload generator (" + generatorName + ")";
    if (machineNodes != kUnknownMachine) {
        header.maxNodes = machineNodes;
        header.maxProcs = machineNodes;
    }
    header.maxJobs = static_cast<std::int64_t>(expectedJobs);
    header.maxRecords = static_cast<std::int64_t>(expectedJobs);
    m_workload.jobs.reserve(expectedJobs);
}

void GeneratedWorkload::addJob(Time submit, std::int32_t nodes, Time estimate, Time runTime)
{
    Job job;
    job.submit = submit;
    job.runTime = runTime;
    job.estimate = estimate;
    job.nodes = nodes;
    addJob(std::move(job));
}

void GeneratedWorkload::addJob(Job job)
{
    job.id = static_cast<std::int64_t>(m_workload.jobs.size()) + 1;
    job.status = static_cast<std::int32_t>(kCompletedStatus);
    SwfRecord& r = job.record;
    r = SwfRecord{};
    r.jobNumber = job.id;
    r.submitTime = job.submit;
    r.runTime = job.runTime;
    r.allocatedProcs = job.nodes;
    r.requestedProcs = job.nodes;
    r.requestedTime = job.estimate;
    r.status = kCompletedStatus;
    r.userId = job.user;
    m_workload.jobs.push_back(std::move(job));
}

void GeneratedWorkload::addNote(std::string note)
{
    m_workload.header.notes.push_back(std::move(note));
}

void GeneratedWorkload::setClock(const SwfHeader& source)
{
    SwfHeader& header = m_workload.header;
    header.unixStartTime = source.unixStartTime;
    header.timeZoneOffset = source.timeZoneOffset;
    header.timeZoneString = source.timeZoneString;
}

Workload GeneratedWorkload::take()
{
    const auto count = static_cast<std::int64_t>(m_workload.jobs.size());
    m_workload.header.maxJobs = count;
    m_workload.header.maxRecords = count;
    m_workload.report.recordsRead = count;
    m_workload.report.jobsLoaded = count;
    Workload result = std::move(m_workload);
    m_workload = Workload{};
    return result;
}

}  // namespace schedlab
