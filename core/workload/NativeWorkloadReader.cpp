#include "workload/NativeWorkloadReader.h"

#include "util/JsonInput.h"
#include "util/TextScan.h"
#include "workload/JobDraftCollector.h"
#include "workload/NativeJobParser.h"
#include "workload/NativeWorkloadFormat.h"
#include "workload/SwfReader.h"
#include "workload/TraceText.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <optional>

namespace schedlab {

namespace {

// How messages name the format.
const std::string kKind = "a SchedLab jobs file";

using Json = nlohmann::json;
namespace hk = native::header;
namespace jk = native::job;

// Longest excerpt of a header value quoted in a message.
constexpr std::size_t kMaxQuoted = 60;

std::string quotedName(std::string_view name)
{
    return "\"" + std::string(name) + "\"";
}

// A header value as a message shows it: its JSON, cut short.
std::string shown(const Json& value)
{
    const std::string text = value.dump();
    return text.size() > kMaxQuoted ? text.substr(0, kMaxQuoted) + "..." : text;
}


// The header line: what the file is, its tick, machine names and the
// trace's clock. Mistakes here concern every job, so they throw TraceError
// instead of skipping a line.
class HeaderReader {
public:
    HeaderReader(const std::string& name, std::int64_t line, Workload& workload)
        : m_name(name), m_line(line), m_workload(workload)
    {
    }

    void read(const std::string& text)
    {
        Json header;
        try {
            header = JsonInput::parse(text);
        } catch (const JsonInputError& error) {
            fail(notNative("its header line is not valid JSON (" + std::string(error.what()) + ")"));
        }
        if (!header.is_object())
            fail(notNative("its header line is not a JSON object"));
        readFormat(header);
        for (const auto& [key, value] : header.items())
            readField(key, value);
    }

    [[nodiscard]] const std::vector<std::string>& machines() const { return m_machines; }
    [[nodiscard]] std::optional<native::Tick> tick() const { return m_tick; }

private:
    [[noreturn]] void fail(const std::string& message) const
    {
        throw TraceError("'" + m_name + "', line " + std::to_string(m_line) + ": " + message);
    }
    static std::string notNative(const std::string& why) { return "not a SchedLab jobs file: " + why; }

    [[noreturn]] void failField(std::string_view key, const std::string& requirement, const Json& got) const
    {
        fail("header field " + quotedName(key) + " must be " + requirement + ", got " + shown(got));
    }

    // First, so that any JSON object that is not ours says so.
    void readFormat(const Json& header) const
    {
        const auto format = header.find(std::string(hk::kFormat));
        if (format == header.end())
            fail(notNative("the header has no " + quotedName(hk::kFormat)));
        if (!format->is_string() || format->get_ref<const std::string&>() != native::kFormatName)
            fail(notNative(quotedName(hk::kFormat) + " is " + shown(*format) + ", not " +
                           quotedName(native::kFormatName)));
        const auto version = header.find(std::string(hk::kVersion));
        if (version == header.end())
            fail("the header has no " + quotedName(hk::kVersion));
        if (!version->is_number_integer() || version->get<std::int64_t>() != native::kFormatVersion)
            fail("SchedLab jobs version " + shown(*version) + " is not supported (this SchedLab reads version " +
                 std::to_string(native::kFormatVersion) + ")");
    }

    void readField(const std::string& key, const Json& value)
    {
        if (key == hk::kFormat || key == hk::kVersion || key.starts_with(native::kExtensionPrefix))
            return;
        if (key == hk::kTick)
            readTick(value);
        else if (key == hk::kMachines)
            readMachines(value);
        else if (key == hk::kNote)
            m_workload.header.notes.push_back(text(key, value));
        else if (key == hk::kTimeZone)
            m_workload.header.timeZoneString = text(key, value);
        else if (key == hk::kUnixStartTime)
            m_workload.header.unixStartTime = integer(key, value, -LoadLimits::kMaxSeconds, LoadLimits::kMaxSeconds);
        else if (key == hk::kMaxProcs)
            m_workload.header.maxProcs = integer(key, value, 1, std::numeric_limits<std::int64_t>::max());
        else if (key == hk::kTransforms)
            m_workload.transforms = texts(key, value);
        else
            fail("unknown header field " + quotedName(key));
    }

    void readTick(const Json& value)
    {
        if (value.is_string())
            m_tick = native::tickNamed(value.get_ref<const std::string&>());
        if (!m_tick) {
            std::string names;
            for (const native::Tick& tick : native::kTicks)
                names += (names.empty() ? "" : ", ") + quotedName(tick.name);
            failField(hk::kTick, "one of " + names, value);
        }
    }

    void readMachines(const Json& value)
    {
        m_machines = texts(hk::kMachines, value);
        for (std::size_t i = 0; i < m_machines.size(); ++i) {
            const bool repeated = std::find(m_machines.begin(), m_machines.begin() + static_cast<std::ptrdiff_t>(i),
                                            m_machines[i]) != m_machines.begin() + static_cast<std::ptrdiff_t>(i);
            if (m_machines[i].empty() || repeated)
                failField(hk::kMachines, "a list of distinct, non-empty names", value);
        }
    }

    std::string text(std::string_view key, const Json& value) const
    {
        if (!value.is_string())
            failField(key, "a string", value);
        return value.get<std::string>();
    }

    std::vector<std::string> texts(std::string_view key, const Json& value) const
    {
        if (!value.is_array() || !std::all_of(value.begin(), value.end(), [](const Json& v) { return v.is_string(); }))
            failField(key, "a list of strings", value);
        return value.get<std::vector<std::string>>();
    }

    std::int64_t integer(std::string_view key, const Json& value, std::int64_t min, std::int64_t max) const
    {
        const bool fits = value.is_number_integer() &&
            (!value.is_number_unsigned() ||
             value.get<std::uint64_t>() <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()));
        if (!fits || value.get<std::int64_t>() < min || value.get<std::int64_t>() > max)
            failField(key, "an integer from " + std::to_string(min) + " to " + std::to_string(max), value);
        return value.get<std::int64_t>();
    }

    const std::string& m_name;
    std::int64_t m_line;
    Workload& m_workload;
    std::vector<std::string> m_machines;
    std::optional<native::Tick> m_tick;
};

// Parses one plain text of the format; one instance per load, so loads on
// different threads share nothing.
class NativeParser {
public:
    NativeParser(const LoadOptions& options, const std::string& name, Workload& workload)
        : m_name(name), m_workload(workload), m_report(workload.report),
          m_jobs(options, {jk::kId, jk::kSubmit, jk::kEstimate, jk::kRunTime}, workload)
    {
    }

    void parse(std::string_view text)
    {
        m_report.linesRead =
            forEachLine(text, [this](std::string_view line, std::int64_t number) { parseLine(line, number); });
        if (!m_jobParser)
            throw TraceError("'" + m_name + "' is not a SchedLab jobs file: it has no header line");
        m_jobs.finish(m_tick);
    }

private:
    void parseLine(std::string_view line, std::int64_t lineNumber)
    {
        line = trimBlanks(line);
        if (line.empty())
            return;
        if (line.front() == native::kCommentMark) {
            ++m_report.commentLines;
            return;
        }
        if (!m_jobParser) {
            // Counted with the comments, as SWF's header lines are.
            ++m_report.commentLines;
            HeaderReader header(m_name, lineNumber, m_workload);
            header.read(std::string(line));
            m_machines = header.machines();
            m_tick = header.tick();
            m_jobParser.emplace(m_machines, m_tick);
            return;
        }
        ++m_report.recordsRead;
        try {
            m_jobs.keep(m_jobParser->parse(std::string(line)), lineNumber);
        } catch (const NativeLineRejection& rejection) {
            m_report.note(rejection.issue(), lineNumber, [&] { return std::string(rejection.what()); });
        }
    }

    const std::string& m_name;
    Workload& m_workload;
    LoadReport& m_report;
    JobDraftCollector m_jobs;
    std::vector<std::string> m_machines;
    std::optional<native::Tick> m_tick;
    std::optional<NativeJobParser> m_jobParser;  // set by the header line
};

}  // namespace

bool NativeWorkloadReader::looksNative(std::string_view text)
{
    text = withoutUtf8Bom(text);
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t lineEnd = std::min(text.find('\n', pos), text.size());
        const std::string_view line = trimBlanks(text.substr(pos, lineEnd - pos));
        if (!line.empty() && line.front() != native::kCommentMark)
            return line.front() == '{';
        pos = lineEnd + 1;
    }
    return false;
}

Workload NativeWorkloadReader::readText(const std::string& text, const std::string& name) const
{
    if (const auto plain = TraceText::inflated(text, name, kKind))
        return parse(*plain, name);
    return parse(text, name);
}

Workload NativeWorkloadReader::readFile(const std::string& path) const
{
    return parse(TraceText::readFile(path, kKind), path);
}

Workload NativeWorkloadReader::parse(const std::string& text, const std::string& name) const
{
    Workload workload = TraceText::emptyWorkload(name);
    NativeParser parser(m_options, name, workload);
    parser.parse(withoutUtf8Bom(text));
    return workload;
}

}  // namespace schedlab
