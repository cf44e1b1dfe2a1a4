#include "BatsimScheduleWriter.h"

#include "CsvWriter.h"
#include "NumberFormat.h"
#include "OutputFile.h"

#include "engine/SimulationResult.h"
#include "platform/Platform.h"
#include "workload/DecimalSeconds.h"
#include "workload/Workload.h"

#include <algorithm>

namespace schedlab {

namespace {

// Batsim's first column names the simulator that wrote the row.
const std::string kWriter = std::string("SchedLab ") + SCHEDLAB_VERSION;
// Not simulated: energy, sleeping machines and their switches.
const std::string kNotSimulated = "0";

// Sums and maxima over the jobs that ran, as Batsim takes them.
struct Totals {
    std::int64_t jobs = 0;
    std::int64_t finished = 0;
    std::int64_t success = 0;
    std::int64_t killed = 0;
    std::int64_t rejected = 0;
    std::int64_t ran = 0;  // started and finished: the jobs of the time columns
    Time makespan = 0;
    Time sumWaiting = 0;
    Time maxWaiting = 0;
    Time sumTurnaround = 0;
    Time maxTurnaround = 0;
    double sumSlowdown = 0;
    double maxSlowdown = 0;
    std::int64_t slowdowns = 0;  // jobs with an execution time > 0
    double nodeTicksComputing = 0;
};

Totals totalsOf(const Workload& workload, const SimulationResult& result)
{
    Totals t;
    for (std::size_t i = 0; i < workload.jobs.size() && i < result.jobs.size(); ++i) {
        const Job& job = workload.jobs[i];
        const JobOutcome& outcome = result.jobs[i];
        ++t.jobs;
        if (!outcome.finished())
            continue;
        ++t.finished;
        // As jobs.csv's success column: completed without being killed.
        const bool success = outcome.endState == EndState::Completed || outcome.endState == EndState::CompletedLate;
        if (!outcome.started()) {
            ++t.rejected;
            continue;
        }
        ++(success ? t.success : t.killed);
        ++t.ran;
        const Time waiting = outcome.start - job.submit;
        const Time execution = outcome.end - outcome.start;
        const Time turnaround = outcome.end - job.submit;
        t.makespan = std::max(t.makespan, outcome.end);
        t.sumWaiting += waiting;
        t.maxWaiting = std::max(t.maxWaiting, waiting);
        t.sumTurnaround += turnaround;
        t.maxTurnaround = std::max(t.maxTurnaround, turnaround);
        if (execution > 0) {
            const double slowdown = double(turnaround) / double(execution);
            t.sumSlowdown += slowdown;
            t.maxSlowdown = std::max(t.maxSlowdown, slowdown);
            ++t.slowdowns;
        }
        t.nodeTicksComputing += double(job.nodes) * double(execution);
    }
    return t;
}

}  // namespace

const std::vector<std::string>& BatsimScheduleWriter::columns()
{
    static const std::vector<std::string> kColumns = {
        "batsim_version", "consumed_joules", "makespan", "max_slowdown", "max_turnaround_time",
        "max_waiting_time", "mean_slowdown", "mean_turnaround_time", "mean_waiting_time",
        "nb_computing_machines", "nb_grouped_switches", "nb_jobs", "nb_jobs_finished", "nb_jobs_killed",
        "nb_jobs_rejected", "nb_jobs_success", "nb_machine_switches", "scheduling_time", "simulation_time",
        "success_rate", "time_computing", "time_idle", "time_sleeping", "time_switching_off",
        "time_switching_on"};
    return kColumns;
}

std::vector<std::string> BatsimScheduleWriter::values(const Workload& workload, const Platform& platform,
                                                      const SimulationResult& result)
{
    const Totals t = totalsOf(workload, result);
    const double perSecond = double(workload.ticksPerSecond);
    const auto seconds = [&](Time ticks) { return DecimalSeconds::format(ticks, workload.ticksPerSecond); };
    const auto number = [](double value) { return NumberFormat::shortest(value); };
    const auto mean = [](double sum, std::int64_t count) { return count > 0 ? sum / double(count) : 0.0; };
    const double machines = platform.totalNodes();
    // Batsim counts every machine's time from 0 to the makespan: computing,
    // else idle (none sleeps here).
    const double computing = t.nodeTicksComputing / perSecond;
    const double idle = std::max(0.0, machines * double(t.makespan) / perSecond - computing);
    return {kWriter,
            kNotSimulated,
            seconds(t.makespan),
            number(t.maxSlowdown),
            seconds(t.maxTurnaround),
            seconds(t.maxWaiting),
            number(mean(t.sumSlowdown, t.slowdowns)),
            number(mean(double(t.sumTurnaround), t.ran) / perSecond),
            number(mean(double(t.sumWaiting), t.ran) / perSecond),
            std::to_string(platform.totalNodes()),
            kNotSimulated,
            std::to_string(t.jobs),
            std::to_string(t.finished),
            std::to_string(t.killed),
            std::to_string(t.rejected),
            std::to_string(t.success),
            kNotSimulated,
            number(result.schedulerCpuSeconds),
            number(result.wallSeconds),
            number(t.jobs > 0 ? double(t.success) / double(t.jobs) : 0.0),
            number(computing),
            number(idle),
            kNotSimulated,
            kNotSimulated,
            kNotSimulated};
}

void BatsimScheduleWriter::writeFile(const Workload& workload, const Platform& platform,
                                     const SimulationResult& result, const std::string& path)
{
    OutputFile::write(path, [&](std::ostream& out) {
        CsvWriter csv(out);
        csv.writeRow(columns());
        csv.writeRow(values(workload, platform, result));
    });
}

}  // namespace schedlab
