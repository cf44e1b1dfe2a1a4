#include "workload/SwfHeaderParser.h"

#include "util/TextScan.h"
#include "workload/LoadReport.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace schedlab {

namespace {

// More leading blanks than this after ';' make a line a continuation.
constexpr std::size_t kMaxKeyIndent = 1;

// SWF 2.2 header keys (PWA format definition), plus the variants seen in the
// archive. Only used to recognise a file as SWF.
constexpr std::array<std::string_view, 26> kSwfKeys = {
    "Version",    "Computer",  "Installation", "Acknowledge",   "Information", "Conversion",
    "MaxJobs",    "MaxRecords", "Preemption",  "UnixStartTime", "TimeZone",    "TimeZoneString",
    "StartTime",  "EndTime",   "MaxNodes",     "MaxProcs",      "MaxRuntime",  "MaxMemory",
    "AllowOveruse", "MaxQueues", "Queues",     "Queue",         "MaxPartitions", "Partitions",
    "Partition",  "Note",
};

bool isKeyChar(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               const auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; };
               return lower(x) == lower(y);
           });
}

}  // namespace

// Values beyond these are taken as absent: the calendar adds them to submit
// times, and INT64_MAX there overflowed (undefined behaviour).
std::optional<std::int64_t> SwfHeaderParser::withinMagnitude(std::optional<std::int64_t> value, std::int64_t limit)
{
    if (value && (*value > limit || *value < -limit))
        return std::nullopt;
    return value;
}

std::optional<std::int64_t> SwfHeaderParser::leadingInteger(std::string_view value)
{
    value = trimBlanks(value);
    std::int64_t number = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
    if (ec != std::errc{})
        return std::nullopt;
    // "338 (batch ...)" is fine; "338abc" or "12.5" is not an integer.
    if (end != value.data() + value.size() && !isBlank(*end) && *end != '(')
        return std::nullopt;
    return number;
}

void SwfHeaderParser::setKnownKey(std::string_view key, std::string_view value)
{
    const auto is = [&key](std::string_view name) { return equalsIgnoringCase(key, name); };
    const std::string text(value);
    if (is("Version"))
        m_header.version = text;
    else if (is("Computer"))
        m_header.computer = text;
    else if (is("Installation"))
        m_header.installation = text;
    else if (is("MaxJobs"))
        m_header.maxJobs = leadingInteger(value);
    else if (is("MaxRecords"))
        m_header.maxRecords = leadingInteger(value);
    else if (is("MaxNodes"))
        m_header.maxNodes = leadingInteger(value);
    else if (is("MaxProcs"))
        m_header.maxProcs = leadingInteger(value);
    else if (is("UnixStartTime"))
        m_header.unixStartTime = withinMagnitude(leadingInteger(value), LoadLimits::kMaxSeconds);
    else if (is("TimeZone"))
        m_header.timeZoneOffset = withinMagnitude(leadingInteger(value), kMaxZoneOffsetSeconds);
    else if (is("TimeZoneString"))
        m_header.timeZoneString = text;
    else if (is("StartTime"))
        m_header.startTime = text;
    else if (is("EndTime"))
        m_header.endTime = text;
}

void SwfHeaderParser::addCommentLine(std::string_view line)
{
    m_header.rawLines.emplace_back(line);
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    std::string_view content = line.substr(line.empty() ? 0 : 1);  // drop ';'
    std::size_t indent = 0;
    while (indent < content.size() && isBlank(content[indent]))
        ++indent;
    content.remove_prefix(indent);
    const std::string_view text = trimBlanks(content);
    if (text.empty()) {
        m_continues = Continues::Nothing;  // a bare ";" ends a wrapped entry
        return;
    }

    std::size_t keyEnd = 0;
    while (keyEnd < content.size() && isKeyChar(content[keyEnd]))
        ++keyEnd;
    const bool isKeyLine = indent <= kMaxKeyIndent && keyEnd > 0 && keyEnd < content.size() && content[keyEnd] == ':';
    if (!isKeyLine) {
        // Continuation of a wrapped entry; a stray comment otherwise, which
        // rawLines already keeps.
        if (m_continues == Continues::Nothing)
            return;
        const std::string addition = "\n" + std::string(text);
        m_header.fields.back().second += addition;
        if (m_continues == Continues::Note)
            m_header.notes.back() += addition;
        return;
    }

    const std::string_view key = content.substr(0, keyEnd);
    const std::string_view value = trimBlanks(content.substr(keyEnd + 1));
    if (std::any_of(kSwfKeys.begin(), kSwfKeys.end(), [&key](std::string_view k) { return equalsIgnoringCase(k, key); }))
        m_sawSwfKey = true;
    m_header.fields.emplace_back(std::string(key), std::string(value));
    m_continues = Continues::Field;
    if (equalsIgnoringCase(key, "Note")) {
        m_header.notes.emplace_back(value);
        m_continues = Continues::Note;
        if (value.substr(0, kTransformsNotePrefix.size()) == kTransformsNotePrefix) {
            std::string_view list = value.substr(kTransformsNotePrefix.size());
            while (!list.empty()) {
                const auto comma = list.find(',');
                const auto item = trimBlanks(list.substr(0, comma));
                if (!item.empty())
                    m_transforms.emplace_back(item);
                list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
            }
        }
        return;
    }
    setKnownKey(key, value);
}

}  // namespace schedlab
