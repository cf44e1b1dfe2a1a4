#include "JobsCsvWriter.h"

#include "CsvWriter.h"
#include "NumberFormat.h"
#include "OutputFile.h"

#include "engine/SimulationResult.h"
#include "platform/Platform.h"
#include "workload/DecimalSeconds.h"
#include "workload/Workload.h"

namespace schedlab {

namespace {

// How a job ended is in Batsim's vocabulary (batsimStateName); a job a
// cancelled run left behind gets this.
const std::string kNotFinished = "NOT_FINISHED";
// Batsim writes -1 when energy is not simulated.
const std::string kNoEnergy = "-1";
const std::string kMultiSite = "multi-site";

std::vector<std::string> rowFor(const Workload& workload, const Platform& platform,
                                const Job& job, const JobOutcome& outcome)
{
    // Seconds, with the fraction a finer tick has ("1.4"); whole seconds
    // for SWF traces, as Batsim writes them.
    const auto seconds = [&workload](Time ticks) { return DecimalSeconds::format(ticks, workload.ticksPerSecond); };
    const std::string submit = seconds(job.submit);
    const std::string machine = outcome.multiSite || outcome.machine == kNoMachine
                                    ? kMultiSite
                                    : platform.machine(outcome.machine).name;
    std::vector<std::string> row = {std::to_string(job.id), workload.sourceName, submit,
                                    std::to_string(job.nodes), seconds(job.estimate)};
    if (!outcome.finished()) {
        row.insert(row.end(), {"0", kNotFinished, "", "", "", "", "", "", kNoEnergy, "", "", "",
                               std::to_string(job.user), seconds(job.runTime)});
        return row;
    }
    const std::string state = batsimStateName(outcome.endState);
    // Batsim counts only a job that completed without being killed a success.
    const std::string success =
        outcome.endState == EndState::Completed || outcome.endState == EndState::CompletedLate ? "1" : "0";
    if (!outcome.started()) {
        // Rejected or dropped before it ran: it left at `end` and never waited to a start.
        row.insert(row.end(), {success, state, "", "", seconds(outcome.end), "", seconds(outcome.end - job.submit),
                               "", kNoEnergy, "", "", "", std::to_string(job.user), seconds(job.runTime)});
        return row;
    }
    const Time execution = outcome.end - outcome.start;
    const Time turnaround = outcome.end - job.submit;
    const std::string stretch =
        execution > 0 ? NumberFormat::shortest(double(turnaround) / double(execution)) : "";
    row.insert(row.end(), {success, state,
                           seconds(outcome.start), seconds(execution), seconds(outcome.end),
                           seconds(outcome.start - job.submit), seconds(turnaround), stretch, kNoEnergy,
                           outcome.nodes.toString(), machine, startKindName(outcome.reason.kind),
                           std::to_string(job.user), seconds(job.runTime)});
    return row;
}

}  // namespace

const std::vector<std::string>& JobsCsvWriter::columns()
{
    static const std::vector<std::string> kColumns = {
        // Batsim's columns, in Batsim's order
        "job_id", "workload_name", "submission_time", "requested_number_of_resources",
        "requested_time", "success", "final_state", "starting_time", "execution_time",
        "finish_time", "waiting_time", "turnaround_time", "stretch", "consumed_energy",
        "allocated_resources",
        // ours
        "machine", "start_reason", "user", "run_time"};
    return kColumns;
}

void JobsCsvWriter::write(const Workload& workload, const Platform& platform,
                          const SimulationResult& result, std::ostream& out)
{
    CsvWriter csv(out);
    csv.writeRow(columns());
    for (std::size_t i = 0; i < workload.jobs.size() && i < result.jobs.size(); ++i) {
        csv.writeRow(rowFor(workload, platform, workload.jobs[i], result.jobs[i]));
    }
}

void JobsCsvWriter::writeFile(const Workload& workload, const Platform& platform,
                              const SimulationResult& result, const std::string& path)
{
    OutputFile::write(path, [&](std::ostream& out) { write(workload, platform, result, out); });
}

}  // namespace schedlab
