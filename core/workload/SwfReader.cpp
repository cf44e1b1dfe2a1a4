#include "workload/SwfReader.h"

#include "util/MemoryHints.h"
#include "util/TextScan.h"
#include "workload/SwfHeaderParser.h"
#include "workload/TraceText.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <string_view>

namespace schedlab {

namespace {

// How messages name the format.
const std::string kKind = "an SWF trace";

constexpr std::size_t kSwfFieldCount = 18;
// Binary content shows itself by NUL bytes early on; text never has them.
constexpr std::size_t kBinaryProbeBytes = 4096;

// 0-based field positions (SWF numbers them from 1).
enum Field : std::size_t {
    kJobNumber, kSubmitTime, kWaitTime, kRunTime, kAllocatedProcs, kAverageCpuTime, kUsedMemory,
    kRequestedProcs, kRequestedTime, kRequestedMemory, kStatus, kUserId, kGroupId, kExecutable,
    kQueue, kPartition, kPrecedingJob, kThinkTime,
};

constexpr std::array<std::string_view, kSwfFieldCount> kFieldNames = {
    "job number",     "submit time",      "wait time",   "run time",   "allocated processors",
    "average CPU time", "used memory",    "requested processors", "requested time",
    "requested memory", "status",         "user",        "group",      "executable",
    "queue",          "partition",        "preceding job", "think time",
};

bool isFractionalField(std::size_t field)
{
    return field == kAverageCpuTime || field == kUsedMemory || field == kRequestedMemory;
}

std::string fieldLabel(std::size_t field)
{
    return "field " + std::to_string(field + 1) + " (" + std::string(kFieldNames[field]) + ")";
}

// Integer fields written as "12.0" or "1e3" (some converters do) are
// accepted if the value is integral; "12.5" is not an integer.
bool parseInteger(std::string_view token, std::int64_t& value)
{
    const char* end = token.data() + token.size();
    const auto [stop, ec] = std::from_chars(token.data(), end, value);
    if (ec == std::errc{} && stop == end)
        return true;
    double real = 0;
    const auto [realStop, realEc] = std::from_chars(token.data(), end, real);
    constexpr double kInt64Limit = 9.2e18;  // below 2^63, exactly representable region
    if (realEc != std::errc{} || realStop != end || !std::isfinite(real) || std::trunc(real) != real
        || std::fabs(real) > kInt64Limit)
        return false;
    value = static_cast<std::int64_t>(real);
    return true;
}

bool parseReal(std::string_view token, double& value)
{
    const char* end = token.data() + token.size();
    const auto [stop, ec] = std::from_chars(token.data(), end, value);
    return ec == std::errc{} && stop == end && std::isfinite(value);
}

std::int32_t narrowOrUnknown(std::int64_t value)
{
    if (value < std::numeric_limits<std::int32_t>::min() || value > std::numeric_limits<std::int32_t>::max())
        return -1;
    return static_cast<std::int32_t>(value);
}

// Parses one SWF text buffer; one instance per load, so loads on different
// threads share nothing.
class SwfParser {
public:
    SwfParser(const LoadOptions& options, Workload& workload)
        : m_options(options), m_workload(workload), m_report(workload.report), m_headerParser(workload.header)
    {
    }

    void parse(std::string_view text)
    {
        const std::size_t lineCount = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
        m_workload.jobs.reserve(lineCount);
        adviseHugePages(m_workload.jobs.data(), m_workload.jobs.capacity() * sizeof(Job));
        m_report.linesRead =
            forEachLine(text, [this](std::string_view line, std::int64_t number) { parseLine(line, number); });
        if (m_anyReordered) {
            // Stable: jobs submitted at the same second keep trace order.
            std::stable_sort(m_workload.jobs.begin(), m_workload.jobs.end(),
                             [](const Job& a, const Job& b) { return a.submit < b.submit; });
        }
        m_report.jobsLoaded = static_cast<std::int64_t>(m_workload.jobs.size());
        m_workload.transforms = m_headerParser.transforms();
    }

    [[nodiscard]] bool sawSwfHeader() const { return m_headerParser.sawSwfKey(); }

private:
    void parseLine(std::string_view line, std::int64_t lineNumber)
    {
        std::size_t first = 0;
        while (first < line.size() && isBlank(line[first]))
            ++first;
        if (first == line.size())
            return;  // blank line
        if (line[first] == ';') {
            ++m_report.commentLines;
            m_headerParser.addCommentLine(line.substr(first));
            return;
        }
        ++m_report.recordsRead;
        parseRecord(line.substr(first), lineNumber);
    }

    void parseRecord(std::string_view line, std::int64_t lineNumber)
    {
        std::array<std::string_view, kSwfFieldCount> tokens{};
        std::size_t fieldCount = 0;
        std::size_t pos = 0;
        while (pos < line.size()) {
            while (pos < line.size() && isBlank(line[pos]))
                ++pos;
            if (pos == line.size())
                break;
            const std::size_t start = pos;
            while (pos < line.size() && !isBlank(line[pos]))
                ++pos;
            if (fieldCount < kSwfFieldCount)
                tokens[fieldCount] = line.substr(start, pos - start);
            ++fieldCount;
        }
        if (fieldCount != kSwfFieldCount) {
            m_report.note(LoadIssue::WrongFieldCount, lineNumber, [&] {
                return "record has " + std::to_string(fieldCount) + " fields, expected "
                    + std::to_string(kSwfFieldCount);
            });
            return;
        }

        std::array<std::int64_t, kSwfFieldCount> ints{};
        std::array<double, kSwfFieldCount> reals{};
        for (std::size_t f = 0; f < kSwfFieldCount; ++f) {
            const bool ok = isFractionalField(f) ? parseReal(tokens[f], reals[f]) : parseInteger(tokens[f], ints[f]);
            if (!ok) {
                m_report.note(LoadIssue::NonNumericField, lineNumber, [&] {
                    return fieldLabel(f) + (isFractionalField(f) ? " is not a number: " : " is not an integer: ")
                        + TraceText::quoted(tokens[f]);
                });
                return;
            }
        }

        Job job;
        SwfRecord& r = job.record;
        r.jobNumber = ints[kJobNumber];
        r.submitTime = ints[kSubmitTime];
        r.waitTime = ints[kWaitTime];
        r.runTime = ints[kRunTime];
        r.allocatedProcs = ints[kAllocatedProcs];
        r.averageCpuTime = reals[kAverageCpuTime];
        r.usedMemory = reals[kUsedMemory];
        r.requestedProcs = ints[kRequestedProcs];
        r.requestedTime = ints[kRequestedTime];
        r.requestedMemory = reals[kRequestedMemory];
        r.status = ints[kStatus];
        r.userId = ints[kUserId];
        r.groupId = ints[kGroupId];
        r.executable = ints[kExecutable];
        r.queue = ints[kQueue];
        r.partition = ints[kPartition];
        r.precedingJob = ints[kPrecedingJob];
        r.thinkTime = ints[kThinkTime];

        if (!checkAndFill(job, lineNumber))
            return;
        job.sourceLine = lineNumber;
        m_workload.jobs.push_back(std::move(job));
    }

    // Validates the record of `job` and fills the interpreted fields.
    // Returns false (after counting the reason) if the record is skipped.
    bool checkAndFill(Job& job, std::int64_t lineNumber)
    {
        const SwfRecord& r = job.record;
        if (r.runTime < 0) {
            const auto issue = r.runTime == -1 ? LoadIssue::UnknownRunTime : LoadIssue::NegativeRunTime;
            m_report.note(issue, lineNumber, [&] { return fieldLabel(kRunTime) + " is " + std::to_string(r.runTime); });
            return false;
        }

        const bool allocatedFirst = m_options.width == LoadOptions::WidthSource::AllocatedThenRequested;
        const std::size_t primary = allocatedFirst ? kAllocatedProcs : kRequestedProcs;
        const std::size_t secondary = allocatedFirst ? kRequestedProcs : kAllocatedProcs;
        const std::int64_t primaryValue = allocatedFirst ? r.allocatedProcs : r.requestedProcs;
        const std::int64_t secondaryValue = allocatedFirst ? r.requestedProcs : r.allocatedProcs;
        const bool usePrimary = primaryValue > 0;
        const std::int64_t width = usePrimary ? primaryValue : secondaryValue;
        if (width <= 0) {
            m_report.note(LoadIssue::NoNodes, lineNumber, [&] {
                return "fields 5 and 8 (allocated and requested processors) are " + std::to_string(r.allocatedProcs)
                    + " and " + std::to_string(r.requestedProcs);
            });
            return false;
        }
        if (width > std::numeric_limits<std::int32_t>::max()) {
            m_report.note(LoadIssue::NonNumericField, lineNumber, [&] {
                return fieldLabel(usePrimary ? primary : secondary) + " is out of range: " + std::to_string(width);
            });
            return false;
        }
        if (r.submitTime < 0) {
            m_report.note(LoadIssue::NegativeSubmitTime, lineNumber,
                 [&] { return fieldLabel(kSubmitTime) + " is " + std::to_string(r.submitTime); });
            return false;
        }
        if (r.submitTime > LoadLimits::kMaxSeconds || r.runTime > LoadLimits::kMaxSeconds) {
            m_report.note(LoadIssue::TimeTooLarge, lineNumber, [&] {
                const bool submit = r.submitTime > LoadLimits::kMaxSeconds;
                return fieldLabel(submit ? kSubmitTime : kRunTime) + " is " +
                       std::to_string(submit ? r.submitTime : r.runTime) + ", above the limit of " +
                       std::to_string(LoadLimits::kMaxSeconds);
            });
            return false;
        }

        // The remaining skip reasons depend on LoadOptions; all skip checks
        // come before the warnings, so a skipped record raises no warning.
        const bool outOfOrder = m_haveKept && r.submitTime < m_latestSubmit;
        const auto orderMessage = [&] {
            return fieldLabel(kSubmitTime) + " is " + std::to_string(r.submitTime) + ", earlier than "
                + std::to_string(m_latestSubmit) + " on line " + std::to_string(m_latestSubmitLine);
        };
        if (outOfOrder && m_options.outOfOrder == LoadOptions::OutOfOrder::Skip) {
            m_report.note(LoadIssue::SubmitOutOfOrder, lineNumber, orderMessage);
            return false;
        }
        const bool estimateMissing = r.requestedTime <= 0;
        const auto estimateMessage = [&] {
            return fieldLabel(kRequestedTime) + " is " + std::to_string(r.requestedTime);
        };
        if (estimateMissing && m_options.missingEstimate == LoadOptions::MissingEstimate::Skip) {
            m_report.note(LoadIssue::EstimateMissingSkipped, lineNumber, estimateMessage);
            return false;
        }

        if (outOfOrder) {
            m_report.note(LoadIssue::SubmitReordered, lineNumber, orderMessage);
            m_anyReordered = true;
        }
        Time estimate = r.requestedTime;
        if (estimate > LoadLimits::kMaxSeconds) {
            m_report.note(LoadIssue::EstimateLowered, lineNumber, [&] {
                return fieldLabel(kRequestedTime) + " is " + std::to_string(r.requestedTime) + ", lowered to " +
                       std::to_string(LoadLimits::kMaxSeconds);
            });
            estimate = LoadLimits::kMaxSeconds;
        }
        if (estimateMissing) {
            m_report.note(LoadIssue::EstimateMissing, lineNumber, estimateMessage);
            estimate = estimateFromRunTime(r.runTime);
        } else if (r.runTime > r.requestedTime) {
            m_report.note(LoadIssue::RunTimeExceedsEstimate, lineNumber, [&] {
                return fieldLabel(kRunTime) + " " + std::to_string(r.runTime) + " exceeds " + fieldLabel(kRequestedTime)
                    + " " + std::to_string(r.requestedTime);
            });
        }

        if (!m_haveKept || r.submitTime > m_latestSubmit) {
            m_latestSubmit = r.submitTime;
            m_latestSubmitLine = lineNumber;
        }
        m_haveKept = true;

        job.id = r.jobNumber;
        job.submit = r.submitTime;
        job.runTime = r.runTime;
        job.estimate = estimate;
        job.nodes = static_cast<std::int32_t>(width);
        job.user = narrowOrUnknown(r.userId);
        job.group = narrowOrUnknown(r.groupId);
        job.queue = narrowOrUnknown(r.queue);
        job.partition = narrowOrUnknown(r.partition);
        job.status = narrowOrUnknown(r.status);
        return true;
    }

    const LoadOptions& m_options;
    Workload& m_workload;
    LoadReport& m_report;
    SwfHeaderParser m_headerParser;
    bool m_haveKept = false;
    bool m_anyReordered = false;
    Time m_latestSubmit = 0;
    std::int64_t m_latestSubmitLine = 0;
};

// Recognises content that is plainly not SWF before parsing it, so the
// message can say what it is instead of listing thousands of bad records.
void rejectObviousNonSwf(std::string_view text, const std::string& name)
{
    if (text.empty())
        throw TraceError("'" + name + "' is not an SWF trace: the file is empty");
    const auto probe = text.substr(0, kBinaryProbeBytes);
    if (probe.find('\0') != std::string_view::npos)
        throw TraceError("'" + name + "' is not an SWF trace: it contains binary data");
    std::size_t first = 0;
    while (first < probe.size() && (isBlank(probe[first]) || probe[first] == '\n'))
        ++first;
    if (first < probe.size() && probe[first] == '<') {
        const auto lineEnd = probe.find('\n', first);
        const auto start = probe.substr(first, lineEnd == std::string_view::npos ? lineEnd : lineEnd - first);
        throw TraceError("'" + name + "' is not an SWF trace: it looks like HTML or XML (starts with "
                         + TraceText::quoted(start) + ")");
    }
}

}  // namespace

Workload SwfReader::readText(const std::string& text, const std::string& name) const
{
    if (const auto plain = TraceText::inflated(text, name, kKind))
        return parse(*plain, name);
    return parse(text, name);
}

Workload SwfReader::parse(const std::string& text, const std::string& name) const
{
    rejectObviousNonSwf(text, name);
    Workload workload = TraceText::emptyWorkload(name);
    SwfParser parser(m_options, workload);
    parser.parse(text);
    if (workload.report.jobsLoaded == 0 && !parser.sawSwfHeader()) {
        const bool hadRecords = workload.report.recordsRead > 0;
        throw TraceError("'" + name + "' is not an SWF trace: "
                         + (hadRecords ? "none of its " + std::to_string(workload.report.recordsRead)
                                    + " lines is a valid 18-field record, and it has no SWF header"
                                       : std::string("it has neither records nor an SWF header")));
    }
    return workload;
}

Workload SwfReader::readFile(const std::string& path) const
{
    return parse(TraceText::readFile(path, kKind), path);
}

}  // namespace schedlab
