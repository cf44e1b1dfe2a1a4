#include "workload/SacctReader.h"

#include "util/TextScan.h"
#include "util/TimeZone.h"
#include "workload/NameNumbering.h"
#include "workload/SacctColumns.h"
#include "workload/SlurmState.h"
#include "workload/SlurmTimeText.h"
#include "workload/SwfReader.h"
#include "workload/TraceText.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <map>
#include <optional>
#include <unordered_map>

namespace schedlab {

namespace {

// How messages name the format.
const std::string kKind = "Slurm accounting output (sacct --parsable2)";
const std::string kUtc = "UTC";
constexpr std::int64_t kUnknown = -1;  // SWF's "unknown"
constexpr char kStepMark = '.';        // 123.batch, 123.0, 123_4.extern
constexpr char kHetMark = '+';         // 123+0, 123+1

using Field = SacctColumns::Field;
constexpr auto* quoted = &TraceText::quoted;
using Kind = SlurmState::Kind;

std::string label(Field field)
{
    return "field " + std::string(SacctColumns::nameOf(field));
}

std::optional<std::int64_t> integer(std::string_view text)
{
    std::int64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc{} || stop != end)
        return std::nullopt;
    return value;
}

std::string_view firstLine(std::string_view text)
{
    std::string_view found;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t lineEnd = std::min(text.find('\n', pos), text.size());
        found = trimBlanks(text.substr(pos, lineEnd - pos));
        if (!found.empty())
            return found;
        pos = lineEnd + 1;
    }
    return {};
}

TimeZone zoneNamed(const std::string& name, const std::string& file)
{
    if (auto zone = TimeZone::load(name))
        return std::move(*zone);
    // UTC needs no database: a system without one still reads the default.
    if (name == kUtc)
        return TimeZone::fixed(0, kUtc);
    throw TraceError("cannot read '" + file + "': unknown time zone '" + name + "' (not in "
                     + std::string(TimeZone::kDefaultZoneInfoDir) + ")");
}

// One record's cells, read by field name, with the messages every reason
// for skipping it needs.
class SacctParser {
public:
    SacctParser(const LoadOptions& options, const TimeZone& zone, const std::string& name, Workload& workload)
        : m_options(options), m_zone(zone), m_name(name), m_workload(workload), m_report(workload.report)
    {
    }

    void parse(std::string_view text)
    {
        m_report.linesRead =
            forEachLine(text, [this](std::string_view line, std::int64_t number) { parseLine(line, number); });
        if (!m_columns)
            throw TraceError("'" + m_name + "' is not " + kKind + ": the file is empty");
        finish();
    }

private:
    void parseLine(std::string_view line, std::int64_t lineNumber)
    {
        const auto trimmed = trimBlanks(line);
        if (trimmed.empty())
            return;
        if (!m_columns) {
            readHeader(trimmed, lineNumber);
            return;
        }
        // Outputs of several sacct calls put one after the other repeat it.
        if (trimmed == m_headerText) {
            ++m_report.commentLines;
            return;
        }
        ++m_report.recordsRead;
        parseRecord(line, lineNumber);
    }

    void readHeader(std::string_view line, std::int64_t lineNumber)
    {
        m_columns = SacctColumns::fromHeader(line);
        if (!m_columns)
            throw TraceError("'" + m_name + "' is not " + kKind + ": line " + std::to_string(lineNumber)
                             + " is no header naming JobIDRaw or JobID, separated by '|'; run: "
                             + std::string(SacctReader::kCommand));
        m_headerText = std::string(line);
        m_headerLine = lineNumber;
        ++m_report.commentLines;
        const bool cpus = m_options.slurmWidth == LoadOptions::SlurmWidth::Cpus;
        std::string missing;
        for (const Field field : {Field::Submit, Field::Start, Field::End})
            if (!m_columns->has(field))
                missing += std::string(missing.empty() ? "" : ", ") + std::string(SacctColumns::nameOf(field));
        if (!m_columns->has(allocatedField()) && !m_columns->has(requestedField()))
            missing += std::string(missing.empty() ? "" : ", ") + (cpus ? "NCPUS or ReqCPUS" : "NNodes or ReqNodes");
        if (!missing.empty())
            throw TraceError("'" + m_name + "': the header (line " + std::to_string(lineNumber)
                             + ") lacks the sacct field(s) " + missing
                             + "; run: " + std::string(SacctReader::kCommand));
    }

    [[nodiscard]] Field allocatedField() const
    {
        return m_options.slurmWidth == LoadOptions::SlurmWidth::Cpus ? Field::NCpus : Field::NNodes;
    }
    [[nodiscard]] Field requestedField() const
    {
        return m_options.slurmWidth == LoadOptions::SlurmWidth::Cpus ? Field::ReqCpus : Field::ReqNodes;
    }

    [[nodiscard]] std::string_view cell(Field field) const { return m_columns->cell(m_cells, field); }

    // A time cell as UTC seconds; counts the record as skipped if malformed.
    std::optional<std::int64_t> time(Field field, std::int64_t lineNumber)
    {
        const auto text = cell(field);
        if (const auto local = SlurmTimeText::wallClock(text))
            return m_zone.fromLocal(*local);
        m_report.note(LoadIssue::NonNumericField, lineNumber,
                      [&] { return label(field) + " is not a time (YYYY-MM-DDTHH:MM:SS): " + quoted(text); });
        return std::nullopt;
    }

    // A count cell (0 when the header lacks the field or the cell is empty);
    // counts the record as skipped if malformed.
    std::optional<std::int64_t> count(Field field, std::int64_t lineNumber)
    {
        const auto text = cell(field);
        if (text.empty())
            return 0;
        const auto value = integer(text);
        if (!value || *value < 0)
            m_report.note(LoadIssue::NonNumericField, lineNumber,
                          [&] { return label(field) + " is not a count: " + quoted(text); });
        return value && *value >= 0 ? value : std::nullopt;
    }

    // Skip reasons that need no number: steps, and jobs that never ran to
    // an end. True if the record is skipped.
    bool skippedByKind(std::int64_t lineNumber, Kind kind)
    {
        const auto jobId = cell(Field::JobId);
        const auto rawId = cell(Field::JobIdRaw);
        if (jobId.find(kStepMark) != std::string_view::npos || rawId.find(kStepMark) != std::string_view::npos) {
            m_report.note(LoadIssue::JobStep, lineNumber, [&] {
                return "JobID " + quoted(jobId.empty() ? rawId : jobId) + " is a step of a job";
            });
            return true;
        }
        const auto start = cell(Field::Start);
        const auto end = cell(Field::End);
        const auto state = cell(Field::State);
        const bool started = !SlurmTimeText::isUnset(start);
        const bool ended = !SlurmTimeText::isUnset(end);
        const auto stateText = [&] { return state.empty() ? std::string() : " (State " + quoted(state) + ")"; };
        if (kind == Kind::Pending || (!started && !ended)) {
            m_report.note(LoadIssue::PendingAtEnd, lineNumber,
                          [&] { return "Start and End are " + quoted(start) + " and " + quoted(end) + stateText(); });
            return true;
        }
        if (kind == Kind::Running || !ended) {
            m_report.note(LoadIssue::RunningAtEnd, lineNumber,
                          [&] { return "End is " + quoted(end) + stateText(); });
            return true;
        }
        if (!started) {
            m_report.note(LoadIssue::CancelledBeforeStart, lineNumber,
                          [&] { return "Start is " + quoted(start) + stateText(); });
            return true;
        }
        return false;
    }

    // The job number: JobIDRaw, unique also for array tasks; else JobID
    // when it is a plain number.
    std::optional<std::int64_t> jobNumber(std::int64_t lineNumber)
    {
        const Field field = m_columns->has(Field::JobIdRaw) ? Field::JobIdRaw : Field::JobId;
        const auto text = cell(field);
        const auto value = integer(text);
        if (value && *value >= 0)
            return value;
        m_report.note(LoadIssue::NonNumericField, lineNumber, [&] {
            return label(field) + " is not a job number: " + quoted(text)
                + (field == Field::JobId ? "; add JobIDRaw to sacct -o" : "");
        });
        return std::nullopt;
    }

    void parseRecord(std::string_view line, std::int64_t lineNumber)
    {
        SacctColumns::split(line, m_cells);
        if (m_cells.size() != m_columns->count()) {
            m_report.note(LoadIssue::WrongFieldCount, lineNumber, [&] {
                return "record has " + std::to_string(m_cells.size()) + " fields, the header (line "
                    + std::to_string(m_headerLine) + ") has " + std::to_string(m_columns->count());
            });
            return;
        }
        const Kind kind = SlurmState::parse(cell(Field::State));
        if (skippedByKind(lineNumber, kind))
            return;
        const auto id = jobNumber(lineNumber);
        if (!id)
            return;
        const auto submit = time(Field::Submit, lineNumber);
        if (!submit)
            return;
        std::int64_t release = *submit;
        // A job is released to the scheduler when it becomes eligible (after
        // its --begin time or dependencies), which SchedLab cannot model.
        if (!SlurmTimeText::isUnset(cell(Field::Eligible))) {
            const auto eligible = time(Field::Eligible, lineNumber);
            if (!eligible)
                return;
            release = std::max(release, *eligible);
        }
        const auto start = time(Field::Start, lineNumber);
        if (!start)
            return;
        const auto end = time(Field::End, lineNumber);
        if (!end)
            return;
        const auto allocated = count(allocatedField(), lineNumber);
        if (!allocated)
            return;
        const auto requested = count(requestedField(), lineNumber);
        if (!requested)
            return;

        std::int64_t runTime = *end - *start;
        const auto elapsedText = cell(Field::Elapsed);
        if (!elapsedText.empty()) {
            // Elapsed leaves out time suspended; End - Start would not.
            const auto elapsed = SlurmTimeText::duration(elapsedText);
            if (!elapsed) {
                m_report.note(LoadIssue::NonNumericField, lineNumber,
                              [&] { return label(Field::Elapsed) + " is not a duration: " + quoted(elapsedText); });
                return;
            }
            runTime = *elapsed;
        }
        // Older Slurm prints Start = End for a job cancelled while pending.
        if (kind == Kind::Cancelled && runTime == 0 && *start == *end && *allocated == 0) {
            m_report.note(LoadIssue::CancelledBeforeStart, lineNumber, [&] {
                return "Elapsed is 0 and " + label(allocatedField()) + " is 0 (State " + quoted(cell(Field::State))
                    + ")";
            });
            return;
        }
        if (runTime < 0) {
            m_report.note(LoadIssue::NegativeRunTime, lineNumber, [&] {
                return "End " + quoted(cell(Field::End)) + " is before Start " + quoted(cell(Field::Start));
            });
            return;
        }
        if (runTime > LoadLimits::kMaxSeconds) {
            m_report.note(LoadIssue::TimeTooLarge, lineNumber, [&] {
                return "run time " + std::to_string(runTime) + " s is above the limit of "
                    + std::to_string(LoadLimits::kMaxSeconds);
            });
            return;
        }
        const std::int64_t width = *allocated > 0 ? *allocated : *requested;
        if (width <= 0) {
            m_report.note(LoadIssue::NoNodes, lineNumber, [&] {
                return std::string(SacctColumns::nameOf(allocatedField())) + " and "
                    + std::string(SacctColumns::nameOf(requestedField())) + " are "
                    + std::to_string(*allocated) + " and " + std::to_string(*requested);
            });
            return;
        }

        const auto limitText = cell(Field::Timelimit);
        const bool noLimit = SlurmTimeText::isNoLimit(limitText);
        std::optional<std::int64_t> limit;
        if (!noLimit) {
            limit = SlurmTimeText::duration(limitText);
            if (!limit) {
                m_report.note(LoadIssue::NonNumericField, lineNumber,
                              [&] { return label(Field::Timelimit) + " is not a duration: " + quoted(limitText); });
                return;
            }
        }
        const auto limitMessage = [&] {
            return m_columns->has(Field::Timelimit) ? label(Field::Timelimit) + " is " + quoted(limitText)
                                                    : std::string("no field Timelimit");
        };
        if (noLimit && m_options.missingEstimate == LoadOptions::MissingEstimate::Skip) {
            m_report.note(LoadIssue::EstimateMissingSkipped, lineNumber, limitMessage);
            return;
        }
        const auto jobId = cell(Field::JobId);
        const auto hetMark = jobId.find(kHetMark);
        const std::string hetBase =
            hetMark == std::string_view::npos ? std::string() : std::string(jobId.substr(0, hetMark));
        const auto hetJob = hetBase.empty() ? m_hetJobs.end() : m_hetJobs.find(hetBase);
        if (hetJob != m_hetJobs.end()
            && m_workload.jobs[hetJob->second].nodes > std::numeric_limits<std::int32_t>::max() - width) {
            m_report.note(LoadIssue::NonNumericField, lineNumber,
                          [&] { return "the components of job " + hetBase + " are wider than 2^31 - 1 in all"; });
            return;
        }
        if (width > std::numeric_limits<std::int32_t>::max()) {
            m_report.note(LoadIssue::NonNumericField, lineNumber,
                          [&] { return label(allocatedField()) + " is out of range: " + std::to_string(width); });
            return;
        }
        if (const auto [seen, added] = m_lineOfId.try_emplace(*id, lineNumber); !added) {
            m_report.note(LoadIssue::DuplicateJobId, lineNumber, [&, other = seen->second] {
                return "job " + std::to_string(*id) + " is also on line " + std::to_string(other);
            });
            return;
        }

        // Kept: warnings from here on.
        Time estimate = limit.value_or(0);
        if (estimate > LoadLimits::kMaxSeconds) {
            m_report.note(LoadIssue::EstimateLowered, lineNumber, [&] {
                return label(Field::Timelimit) + " is " + std::to_string(estimate) + " s, lowered to "
                    + std::to_string(LoadLimits::kMaxSeconds);
            });
            estimate = LoadLimits::kMaxSeconds;
        }
        if (noLimit) {
            // As SWF's unknown requested time: no estimate of the user's, so
            // the run time stands in (LoadOptions::MissingEstimate).
            m_report.note(LoadIssue::EstimateMissing, lineNumber, limitMessage);
            estimate = estimateFromRunTime(runTime);
        } else if (runTime > estimate) {
            m_report.note(LoadIssue::RunTimeExceedsEstimate, lineNumber, [&] {
                return "run time " + std::to_string(runTime) + " s exceeds " + label(Field::Timelimit) + " "
                    + quoted(limitText);
            });
        }

        Job job;
        job.id = *id;
        job.submit = release;  // absolute until finish() knows the origin
        job.runTime = runTime;
        job.estimate = estimate;
        job.nodes = static_cast<std::int32_t>(width);
        job.user = m_users.idOf(cell(Field::User));
        job.group = m_groups.idOf(cell(Field::Group));
        // SWF has no account field; Slurm's partitions are its queues, so
        // field 15 (queue) carries the account, the unit of fair share.
        job.queue = m_accounts.idOf(cell(Field::Account));
        job.partition = m_partitions.idOf(cell(Field::Partition));
        job.status = SlurmState::swfStatus(kind);
        job.sourceLine = lineNumber;
        SwfRecord& r = job.record;
        r.jobNumber = job.id;
        r.waitTime = *start >= release ? *start - release : kUnknown;
        r.runTime = runTime;
        r.allocatedProcs = *allocated > 0 ? *allocated : kUnknown;
        r.requestedProcs = *requested > 0 ? *requested : kUnknown;
        r.requestedTime = noLimit ? kUnknown : estimate;
        r.status = job.status;
        r.userId = job.user;
        r.groupId = job.group;
        r.queue = job.queue;
        r.partition = job.partition;

        if (hetJob != m_hetJobs.end()) {
            mergeComponent(m_workload.jobs[hetJob->second], job, lineNumber);
            return;
        }
        if (!hetBase.empty())
            m_hetJobs.emplace(hetBase, m_workload.jobs.size());
        m_workload.jobs.push_back(std::move(job));
    }

    // Slurm starts the components of a heterogeneous job together, so they
    // are one job of their summed width here; as separate jobs a policy
    // could start them apart, which Slurm never does. The job runs as long
    // as its longest component and estimates its longest limit.
    void mergeComponent(Job& into, const Job& component, std::int64_t lineNumber)
    {
        m_report.note(LoadIssue::HetComponentMerged, lineNumber, [&] {
            return "JobID " + quoted(cell(Field::JobId)) + " merged into job " + std::to_string(into.id) + " (line "
                + std::to_string(into.sourceLine) + ")";
        });
        SwfRecord& r = into.record;
        const auto sum = [](std::int64_t a, std::int64_t b) { return a > 0 && b > 0 ? a + b : kUnknown; };
        into.nodes += component.nodes;
        r.allocatedProcs = sum(r.allocatedProcs, component.record.allocatedProcs);
        r.requestedProcs = sum(r.requestedProcs, component.record.requestedProcs);
        into.runTime = std::max(into.runTime, component.runTime);
        r.runTime = into.runTime;
        const bool bothLimited = r.requestedTime > 0 && component.record.requestedTime > 0;
        r.requestedTime = bothLimited ? std::max(r.requestedTime, component.record.requestedTime) : kUnknown;
        into.estimate = bothLimited ? r.requestedTime : estimateFromRunTime(into.runTime);
    }

    // Submit times relative to the first, as in SWF, and submission order:
    // sacct lists jobs by id, not by submit time, so reordering is expected
    // and not reported.
    void finish()
    {
        std::vector<Job>& jobs = m_workload.jobs;
        if (!jobs.empty()) {
            const Time origin =
                std::min_element(jobs.begin(), jobs.end(), [](const Job& a, const Job& b) {
                    return a.submit < b.submit;
                })->submit;
            std::erase_if(jobs, [&](Job& job) {
                job.submit -= origin;
                job.record.submitTime = job.submit;
                if (job.submit <= LoadLimits::kMaxSeconds)
                    return false;
                m_report.note(LoadIssue::TimeTooLarge, job.sourceLine, [&] {
                    return "submitted " + std::to_string(job.submit) + " s after the first job, above the limit of "
                        + std::to_string(LoadLimits::kMaxSeconds);
                });
                return true;
            });
            std::stable_sort(jobs.begin(), jobs.end(), [](const Job& a, const Job& b) { return a.submit < b.submit; });
            m_workload.header.unixStartTime = origin;
        }
        m_report.jobsLoaded = static_cast<std::int64_t>(jobs.size());
        SwfHeader& header = m_workload.header;
        header.timeZoneString = m_zone.name();
        const bool cpus = m_options.slurmWidth == LoadOptions::SlurmWidth::Cpus;
        header.notes.push_back("Converted from Slurm accounting (sacct) by SchedLab; widths count "
                               + std::string(cpus ? "CPUs" : "nodes") + "; times read in " + m_zone.name());
    }

    const LoadOptions& m_options;
    const TimeZone& m_zone;
    const std::string& m_name;
    Workload& m_workload;
    LoadReport& m_report;
    std::optional<SacctColumns> m_columns;
    std::string m_headerText;
    std::int64_t m_headerLine = 0;
    std::vector<std::string_view> m_cells;  // reused: one allocation per load
    std::unordered_map<std::int64_t, std::int64_t> m_lineOfId;
    std::map<std::string, std::size_t, std::less<>> m_hetJobs;  // JobID before '+' -> index in jobs
    NameNumbering m_users;
    NameNumbering m_groups;
    NameNumbering m_accounts;
    NameNumbering m_partitions;
};

}  // namespace

bool SacctReader::looksSacct(std::string_view text)
{
    return SacctColumns::fromHeader(firstLine(text)).has_value();
}

Workload SacctReader::readText(const std::string& text, const std::string& name) const
{
    if (const auto plain = TraceText::inflated(text, name, kKind))
        return parse(*plain, name);
    return parse(text, name);
}

Workload SacctReader::readFile(const std::string& path) const
{
    return parse(TraceText::readFile(path, kKind), path);
}

Workload SacctReader::parse(const std::string& text, const std::string& name) const
{
    const TimeZone zone = zoneNamed(m_options.slurmTimeZone, name);
    Workload workload = TraceText::emptyWorkload(name);
    SacctParser parser(m_options, zone, name, workload);
    parser.parse(text);
    return workload;
}

}  // namespace schedlab
