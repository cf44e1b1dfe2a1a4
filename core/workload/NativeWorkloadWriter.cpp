#include "workload/NativeWorkloadWriter.h"

#include "workload/DecimalSeconds.h"
#include "workload/NativeWorkloadFormat.h"
#include "workload/SwfHeaderParser.h"
#include "workload/SwfReader.h"
#include "workload/TraceText.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

namespace schedlab {

namespace {

namespace hk = native::header;
namespace jk = native::job;
namespace ok = native::option;

// Enough for any int64 or shortest-form double.
constexpr std::size_t kNumberBuffer = 32;
// Typical length of a job line of an archive trace, for reserving.
constexpr std::size_t kTypicalLineBytes = 110;

// One JSON object on one line, its members in the order they are added, so
// that the output does not depend on a map's order.
class ObjectLine {
public:
    explicit ObjectLine(std::string& out) : m_out(out) { m_out += '{'; }
    ~ObjectLine() = default;
    ObjectLine(const ObjectLine&) = delete;
    ObjectLine& operator=(const ObjectLine&) = delete;

    void integer(std::string_view key, std::int64_t value)
    {
        std::array<char, kNumberBuffer> buffer{};
        const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
        raw(key, std::string_view(buffer.data(), static_cast<std::size_t>(result.ptr - buffer.data())));
    }
    // Shortest text that reads back to the same double.
    void real(std::string_view key, double value)
    {
        if (!std::isfinite(value))
            throw TraceError("cannot write " + std::string(key) + " = " + std::to_string(value) +
                             ": JSON has no such number");
        std::array<char, kNumberBuffer> buffer{};
        const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
        raw(key, std::string_view(buffer.data(), static_cast<std::size_t>(result.ptr - buffer.data())));
    }
    void time(std::string_view key, Time ticks, std::int64_t ticksPerSecond)
    {
        raw(key, DecimalSeconds::format(ticks, ticksPerSecond));
    }
    void text(std::string_view key, std::string_view value) { raw(key, quoted(value)); }
    void texts(std::string_view key, const std::vector<std::string>& values)
    {
        std::string list = "[";
        for (std::size_t i = 0; i < values.size(); ++i)
            list += (i == 0 ? "" : ", ") + quoted(values[i]);
        raw(key, list + "]");
    }
    void raw(std::string_view key, std::string_view json)
    {
        if (!m_first)
            m_out += ", ";
        m_first = false;
        appendQuoted(m_out, key);
        m_out += ": ";
        m_out += json;
    }
    void close() { m_out += '}'; }

    // JSON string; bytes that are not UTF-8 (old traces' Latin-1 notes)
    // become U+FFFD rather than making the line unreadable.
    static std::string quoted(std::string_view text)
    {
        std::string out;
        appendQuoted(out, text);
        return out;
    }
    // Keys and nearly all values are printable ASCII without quotes or
    // backslashes, which JSON takes as they are: building a JSON value to
    // dump each of them was most of the time spent writing a job line (and
    // so of hashing a generated workload). Anything else goes through
    // nlohmann::json, byte for byte as before.
    static void appendQuoted(std::string& out, std::string_view text)
    {
        const bool plain = std::ranges::all_of(text, [](char c) { return c >= ' ' && c <= '~' && c != '"' && c != '\\'; });
        if (!plain) {
            out += nlohmann::json(std::string(text)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
            return;
        }
        out += '"';
        out += text;
        out += '"';
    }

private:
    std::string& m_out;
    bool m_first = true;
};

void appendHeader(std::string& out, const Workload& workload, const native::Tick& tick,
                  const std::vector<std::string>& machines)
{
    const SwfHeader& header = workload.header;
    ObjectLine line(out);
    line.text(hk::kFormat, native::kFormatName);
    line.integer(hk::kVersion, native::kFormatVersion);
    line.text(hk::kTick, tick.name);
    if (!machines.empty())
        line.texts(hk::kMachines, machines);
    if (header.unixStartTime)
        line.integer(hk::kUnixStartTime, *header.unixStartTime);
    if (header.timeZoneString)
        line.text(hk::kTimeZone, *header.timeZoneString);
    if (const auto size = header.machineSize())
        line.integer(hk::kMaxProcs, *size);
    if (!workload.transforms.empty())
        line.texts(hk::kTransforms, workload.transforms);
    // The transforms note of an SWF header is the "transforms" list above.
    std::string notes;
    for (const std::string& note : header.notes) {
        if (note.starts_with(SwfHeaderParser::kTransformsNotePrefix))
            continue;
        notes += (notes.empty() ? "" : "\n") + note;
    }
    if (!notes.empty())
        line.text(hk::kNote, notes);
    line.close();
    out += '\n';
}

void appendSmallInteger(ObjectLine& line, std::string_view key, std::int32_t value)
{
    if (value != -1)
        line.integer(key, value);
}

void appendOptions(ObjectLine& line, const Job& job, std::int64_t ticksPerSecond)
{
    std::string list = "[";
    for (std::size_t i = 0; i < job.options.size(); ++i) {
        const JobOption& option = job.options[i];
        if (i > 0)
            list += ", ";
        ObjectLine entry(list);
        if (option.machine != kNoMachine)
            entry.integer(ok::kMachine, option.machine);
        entry.integer(ok::kNodes, option.nodes);
        entry.time(ok::kRunTime, option.runTime, ticksPerSecond);
        entry.time(ok::kEstimate, option.estimate, ticksPerSecond);
        if (option.diskMB != 0)
            entry.real(ok::kDiskMB, option.diskMB);
        if (option.value >= 0)
            entry.real(ok::kValue, option.value);
        if (option.faultProbability > 0)
            entry.real(ok::kFaultProbability, option.faultProbability);
        if (option.recovery != Recovery::None) {
            entry.text(ok::kRecovery, option.recovery == Recovery::Retry ? native::kRetry : native::kReplica);
        }
        entry.close();
    }
    line.raw(jk::kOptions, list + "]");
}

void appendJob(std::string& out, const Job& job, std::int64_t ticksPerSecond)
{
    ObjectLine line(out);
    line.integer(jk::kId, job.id);
    line.time(jk::kSubmit, job.submit, ticksPerSecond);
    line.time(jk::kRunTime, job.runTime, ticksPerSecond);
    if (!estimateStillUnknown(job))
        line.time(jk::kEstimate, job.estimate, ticksPerSecond);
    line.integer(jk::kNodes, job.nodes);
    appendSmallInteger(line, jk::kUser, job.user);
    appendSmallInteger(line, jk::kGroup, job.group);
    appendSmallInteger(line, jk::kQueue, job.queue);
    appendSmallInteger(line, jk::kPartition, job.partition);
    appendSmallInteger(line, jk::kStatus, job.status);
    if (job.originSite != kNoMachine)
        line.integer(jk::kSite, job.originSite);
    if (job.deadline != kNoTime) {
        line.time(jk::kDeadline, job.deadline, ticksPerSecond);
        line.text(jk::kDeadlineKind,
                  job.deadlineKind == DeadlineKind::Hard ? native::kHardDeadline : native::kSoftDeadline);
    }
    if (job.serviceClass != ServiceClass::Unspecified)
        line.text(jk::kServiceClass,
                  job.serviceClass == ServiceClass::Guaranteed ? native::kGuaranteed : native::kBestEffort);
    if (job.value >= 0)
        line.real(jk::kValue, job.value);
    if (job.share > 0)
        line.real(jk::kShare, job.share);
    if (job.inputMB != 0)
        line.real(jk::kInputMB, job.inputMB);
    if (job.outputMB != 0)
        line.real(jk::kOutputMB, job.outputMB);
    if (job.faultProbability > 0)
        line.real(jk::kFaultProbability, job.faultProbability);
    if (!job.options.empty())
        appendOptions(line, job, ticksPerSecond);
    line.close();
    out += '\n';
}

}  // namespace

std::string NativeWorkloadWriter::toText(const Workload& workload, const std::vector<std::string>& machines)
{
    const auto tick = native::tickPerSecond(workload.ticksPerSecond);
    if (!tick)
        throw TraceError("cannot write '" + workload.sourceName + "' as SchedLab jobs: its tick of 1/" +
                         std::to_string(workload.ticksPerSecond) + " s is none of 1 s, 1 ms and 1 us");
    std::string out;
    out.reserve((workload.jobs.size() + 1) * kTypicalLineBytes);
    appendHeader(out, workload, *tick, machines);
    for (const Job& job : workload.jobs)
        appendJob(out, job, tick->perSecond);
    return out;
}

void NativeWorkloadWriter::write(const Workload& workload, std::ostream& out, const std::vector<std::string>& machines)
{
    const std::string text = toText(workload, machines);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

void NativeWorkloadWriter::writeFile(const Workload& workload, const std::string& path,
                                     const std::vector<std::string>& machines)
{
    TraceText::writeFile(path, toText(workload, machines));
}

}  // namespace schedlab
