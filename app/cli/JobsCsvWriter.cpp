#include "JobsCsvWriter.h"

#include "CsvWriter.h"
#include "NumberFormat.h"
#include "OutputFile.h"

#include "engine/SimulationResult.h"
#include "platform/Platform.h"
#include "workload/BatsimProfileNames.h"
#include "workload/DecimalSeconds.h"
#include "workload/Workload.h"
#include "compare/CsvTable.h"

#include <charconv>

namespace schedlab {

namespace {

// How a job ended is in Batsim's vocabulary (batsimStateName); a job a
// cancelled run left behind gets this.
const std::string kNotFinished = "NOT_FINISHED";
// Batsim writes -1 when energy is not simulated.
const std::string kNoEnergy = "-1";
const std::string kMultiSite = "multi-site";
// Columns left empty for a job a cancelled run left behind: the times from
// starting_time to stretch.
constexpr int kEmptyWhenNotFinished = 6;

// Builds rows in one buffer, field by field, and hands it to the stream in
// large blocks: a vector of strings per row cost some 100 instructions per
// byte of jobs.csv, more than the simulation of the whole trace.
class RowBuffer {
public:
    static constexpr std::size_t kFlushBytes = std::size_t(1) << 16;

    RowBuffer(std::ostream& out, std::int64_t ticksPerSecond) : m_out(out), m_ticksPerSecond(ticksPerSecond)
    {
        m_buffer.reserve(2 * kFlushBytes);
    }
    ~RowBuffer() { flush(); }
    RowBuffer(const RowBuffer&) = delete;
    RowBuffer& operator=(const RowBuffer&) = delete;

    void text(std::string_view field)
    {
        separate();
        CsvTable::appendQuoted(m_buffer, field);
    }
    void number(std::int64_t value)
    {
        separate();
        // Formatted in place: through a local array and append() it cost
        // 153 instructions a number, a third of jobs.csv.
        const std::size_t at = m_buffer.size();
        m_buffer.resize(at + kMaxDigits);
        char* const first = m_buffer.data() + at;
        const auto end = std::to_chars(first, first + kMaxDigits, value).ptr;
        m_buffer.resize(at + std::size_t(end - first));
    }
    // Seconds, with the fraction a finer tick has ("1.4"); whole seconds
    // for SWF traces, as Batsim writes them.
    void seconds(Time ticks)
    {
        if (m_ticksPerSecond == 1)
            return number(ticks);
        text(DecimalSeconds::format(ticks, m_ticksPerSecond));
    }
    void empty() { separate(); }
    void endRow()
    {
        m_buffer += kLineEnd;
        m_first = true;
        if (m_buffer.size() >= kFlushBytes)
            flush();
    }
    void flush()
    {
        m_out.write(m_buffer.data(), std::streamsize(m_buffer.size()));
        m_buffer.clear();
    }

private:
    static constexpr std::size_t kMaxDigits = 24;  // an int64 with its sign
    static constexpr char kLineEnd = '\n';

    void separate()
    {
        if (!m_first)
            m_buffer += ',';
        m_first = false;
    }

    std::ostream& m_out;
    std::int64_t m_ticksPerSecond;
    std::string m_buffer;
    bool m_first = true;
};

// From consumed_energy on, for a job that never started: no energy, no
// allocation, machine or start reason.
void notStartedTail(RowBuffer& row, const std::string& metadata)
{
    row.text(kNoEnergy);
    row.empty();
    row.text(metadata);
    row.empty();
    row.empty();
}

void writeRow(RowBuffer& row, const Workload& workload, const Platform& platform, const Job& job,
              const JobOutcome& outcome, BatsimProfileNames& profiles)
{
    const std::string& metadata = workload.label(job.metadataLabel);
    row.number(job.id);
    row.text(workload.sourceName);
    row.text(profiles.of(job));
    row.seconds(job.submit);
    row.number(job.nodes);
    row.seconds(job.estimate);
    if (!outcome.finished()) {
        row.number(0);
        row.text(kNotFinished);
        for (int i = 0; i < kEmptyWhenNotFinished; ++i)
            row.empty();
        notStartedTail(row, metadata);
    } else {
        // Batsim counts only a job that completed without being killed a success.
        const bool success = outcome.endState == EndState::Completed || outcome.endState == EndState::CompletedLate;
        row.number(success ? 1 : 0);
        row.text(batsimStateName(outcome.endState));
        if (!outcome.started()) {
            // Rejected or dropped before it ran: it left at `end` and never waited to a start.
            row.empty();
            row.empty();
            row.seconds(outcome.end);
            row.empty();
            row.seconds(outcome.end - job.submit);
            row.empty();
            notStartedTail(row, metadata);
        } else {
            const Time execution = outcome.end - outcome.start;
            const Time turnaround = outcome.end - job.submit;
            row.seconds(outcome.start);
            row.seconds(execution);
            row.seconds(outcome.end);
            row.seconds(outcome.start - job.submit);
            row.seconds(turnaround);
            if (execution > 0)
                row.text(NumberFormat::shortest(double(turnaround) / double(execution)));
            else
                row.empty();
            row.text(kNoEnergy);
            row.text(outcome.nodes.toString());
            row.text(metadata);
            row.text(outcome.multiSite || outcome.machine == kNoMachine ? kMultiSite
                                                                        : platform.machine(outcome.machine).name);
            row.text(startKindName(outcome.reason.kind));
        }
    }
    row.number(job.user);
    row.seconds(job.runTime);
    row.endRow();
}

}  // namespace

const std::vector<std::string>& JobsCsvWriter::columns()
{
    static const std::vector<std::string> kColumns = {
        // Batsim's columns, in Batsim's order
        "job_id", "workload_name", "profile", "submission_time", "requested_number_of_resources",
        "requested_time", "success", "final_state", "starting_time", "execution_time",
        "finish_time", "waiting_time", "turnaround_time", "stretch", "consumed_energy",
        "allocated_resources", "metadata",
        // ours
        "machine", "start_reason", "user", "run_time"};
    return kColumns;
}

void JobsCsvWriter::write(const Workload& workload, const Platform& platform,
                          const SimulationResult& result, std::ostream& out)
{
    CsvWriter(out).writeRow(columns());
    RowBuffer row(out, workload.ticksPerSecond);
    BatsimProfileNames profiles(workload);
    for (std::size_t i = 0; i < workload.jobs.size() && i < result.jobs.size(); ++i)
        writeRow(row, workload, platform, workload.jobs[i], result.jobs[i], profiles);
}

void JobsCsvWriter::writeFile(const Workload& workload, const Platform& platform,
                              const SimulationResult& result, const std::string& path)
{
    OutputFile::write(path, [&](std::ostream& out) { write(workload, platform, result, out); });
}

}  // namespace schedlab
