#include "workload/SwfWriter.h"

#include "util/TextScan.h"
#include "workload/SwfHeaderParser.h"
#include "workload/SwfReader.h"
#include "workload/TraceText.h"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <memory>
#include <system_error>

namespace schedlab {

namespace {

constexpr std::string_view kGzipSuffix = ".gz";
constexpr std::string_view kSwfVersion = "2.2";
// Enough for any int64 or shortest-form double.
constexpr std::size_t kNumberBuffer = 32;

// The record a job is written as: the one it was read from, with every value
// the job itself defines laid over it. A job a transform did not touch thus
// comes out byte-for-byte equal in value; a changed or generated job writes
// its current values.
SwfRecord recordFor(const Job& job)
{
    SwfRecord r = job.record;
    r.jobNumber = job.id;
    r.submitTime = job.submit;
    r.runTime = job.runTime;
    if (r.allocatedProcs != job.nodes && r.requestedProcs != job.nodes)
        r.allocatedProcs = job.nodes;
    if (!estimateStillUnknown(job))
        r.requestedTime = job.estimate;
    r.userId = job.user;
    r.groupId = job.group;
    r.queue = job.queue;
    r.partition = job.partition;
    r.status = job.status;
    return r;
}

void appendNumber(std::string& out, std::int64_t value)
{
    std::array<char, kNumberBuffer> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    out.append(buffer.data(), result.ptr);
}

void appendNumber(std::string& out, double value)
{
    // Shortest form that reads back to the same double; integers print
    // without a decimal point, like the archive's files.
    std::array<char, kNumberBuffer> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    out.append(buffer.data(), result.ptr);
}

void appendRecord(std::string& out, const SwfRecord& r)
{
    bool first = true;
    const auto field = [&out, &first](auto value) {
        if (!first)
            out += ' ';
        first = false;
        appendNumber(out, value);
    };
    field(r.jobNumber);
    field(r.submitTime);
    field(r.waitTime);
    field(r.runTime);
    field(r.allocatedProcs);
    field(r.averageCpuTime);
    field(r.usedMemory);
    field(r.requestedProcs);
    field(r.requestedTime);
    field(r.requestedMemory);
    field(r.status);
    field(r.userId);
    field(r.groupId);
    field(r.executable);
    field(r.queue);
    field(r.partition);
    field(r.precedingJob);
    field(r.thinkTime);
    out += '\n';
}

bool isTransformsNote(std::string_view line)
{
    const auto colon = line.find(':');
    if (colon == std::string_view::npos)
        return false;
    const auto value = trimBlanks(line.substr(colon + 1));
    return line.find("Note") != std::string_view::npos
        && value.substr(0, SwfHeaderParser::kTransformsNotePrefix.size()) == SwfHeaderParser::kTransformsNotePrefix;
}

bool isUnixStartTimeLine(std::string_view line)
{
    return line.find("UnixStartTime:") != std::string_view::npos;
}

// A header for a workload that did not come from a file (generated).
void appendSynthesizedHeader(std::string& out, const SwfHeader& h)
{
    const auto line = [&out](std::string_view key, const std::string& value) {
        out += "; ";
        out += key;
        out += ": ";
        out += value;
        out += '\n';
    };
    line("Version", h.version.value_or(std::string(kSwfVersion)));
    if (h.computer)
        line("Computer", *h.computer);
    if (h.installation)
        line("Installation", *h.installation);
    if (h.maxJobs)
        line("MaxJobs", std::to_string(*h.maxJobs));
    if (h.maxRecords)
        line("MaxRecords", std::to_string(*h.maxRecords));
    if (h.unixStartTime)
        line("UnixStartTime", std::to_string(*h.unixStartTime));
    if (h.timeZoneOffset)
        line("TimeZone", std::to_string(*h.timeZoneOffset));
    if (h.timeZoneString)
        line("TimeZoneString", *h.timeZoneString);
    if (h.startTime)
        line("StartTime", *h.startTime);
    if (h.endTime)
        line("EndTime", *h.endTime);
    if (h.maxNodes)
        line("MaxNodes", std::to_string(*h.maxNodes));
    if (h.maxProcs)
        line("MaxProcs", std::to_string(*h.maxProcs));
    for (const auto& note : h.notes) {
        std::string text = note;
        // Continuation lines of a wrapped note are indented, as in the archive.
        for (std::size_t pos = text.find('\n'); pos != std::string::npos; pos = text.find('\n', pos + 1))
            text.insert(pos + 1, ";       ");
        line("Note", text);
    }
}

std::string toSwfText(const Workload& workload)
{
    std::string out;
    constexpr std::size_t kTypicalRecordBytes = 96;
    out.reserve(workload.jobs.size() * kTypicalRecordBytes);
    const SwfHeader& h = workload.header;
    if (h.rawLines.empty()) {
        appendSynthesizedHeader(out, h);
    } else {
        for (const auto& raw : h.rawLines) {
            if (isTransformsNote(raw))
                continue;  // rewritten below from Workload::transforms
            if (isUnixStartTimeLine(raw) && h.unixStartTime) {
                // rebase moves the origin; the clock must move with it.
                out += "; UnixStartTime: " + std::to_string(*h.unixStartTime) + '\n';
                continue;
            }
            out += raw;
            if (!out.empty() && out.back() == '\r')
                out.pop_back();
            out += '\n';
        }
    }
    if (!workload.transforms.empty()) {
        out += "; Note: ";
        out += SwfHeaderParser::kTransformsNotePrefix;
        for (std::size_t i = 0; i < workload.transforms.size(); ++i) {
            out += i == 0 ? " " : ", ";
            out += workload.transforms[i];
        }
        out += '\n';
    }
    for (const Job& job : workload.jobs)
        appendRecord(out, recordFor(job));
    return out;
}

struct GzCloser {
    void operator()(gzFile_s* file) const { gzclose(file); }
};

bool endsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

}  // namespace

void SwfWriter::write(const Workload& workload, std::ostream& out)
{
    const std::string text = toSwfText(workload);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

void SwfWriter::writeFile(const Workload& workload, const std::string& path)
{
    const std::string text = toSwfText(workload);
    const auto failure = [&path](const std::string& reason) {
        return TraceError("cannot write '" + path + "': " + reason);
    };
    if (endsWith(path, kGzipSuffix)) {
        errno = 0;
        std::unique_ptr<gzFile_s, GzCloser> file(gzopen(path.c_str(), "wb"));
        if (!file)
            throw failure(std::error_code(errno, std::generic_category()).message());
        std::size_t written = 0;
        while (written < text.size()) {
            // gzwrite takes unsigned int; write in chunks that fit.
            constexpr std::size_t kMaxChunk = std::size_t{1} << 30;
            const auto chunk = static_cast<unsigned>(std::min(text.size() - written, kMaxChunk));
            if (gzwrite(file.get(), text.data() + written, chunk) != static_cast<int>(chunk))
                throw failure("gzip write failed");
            written += chunk;
        }
        if (gzclose(file.release()) != Z_OK)
            throw failure("gzip close failed");
        return;
    }
    TraceText::writeFile(path, text);
}

}  // namespace schedlab
