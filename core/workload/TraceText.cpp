#include "workload/TraceText.h"

#include "util/GzipReader.h"
#include "workload/SwfReader.h"

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace schedlab {

namespace {

void rejectGzipInsideGzip(const std::string& decompressed, const std::string& name, const std::string& kind)
{
    if (GzipReader::isGzip(decompressed))
        throw TraceError("'" + name + "' is compressed more than once (gzip inside gzip): decompress it to " + kind +
                         ", or one that is gzipped once");
}

}  // namespace

Workload TraceText::emptyWorkload(const std::string& name)
{
    Workload workload;
    workload.sourcePath = name;
    workload.sourceName = std::filesystem::path(name).filename().string();
    workload.report.file = name;
    return workload;
}

void TraceText::writeFile(const std::string& path, const std::string& text)
{
    const auto failure = [&path](const std::string& reason) {
        return TraceError("cannot write '" + path + "': " + reason);
    };
    errno = 0;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out)
        throw failure(std::error_code(errno, std::generic_category()).message());
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.close();
    if (!out)
        throw failure("write failed");
}

std::string TraceText::readFile(const std::string& path, const std::string& kind)
{
    std::string text;
    try {
        text = GzipReader::readFile(path);
    } catch (const FileReadError& error) {
        throw TraceError(error.what());
    }
    rejectGzipInsideGzip(text, path, kind);  // GzipReader::readFile decompressed once
    return text;
}

std::optional<std::string> TraceText::inflated(const std::string& text, const std::string& name,
                                               const std::string& kind)
{
    if (!GzipReader::isGzip(text))
        return std::nullopt;
    std::string plain;
    try {
        plain = GzipReader::decompressIfGzip(text, name);
    } catch (const FileReadError& error) {
        throw TraceError(error.what());
    }
    rejectGzipInsideGzip(plain, name, kind);
    return plain;
}

std::string TraceText::quoted(std::string_view text)
{
    constexpr std::size_t kMaxQuoted = 40;
    if (text.size() > kMaxQuoted)
        return "'" + std::string(text.substr(0, kMaxQuoted)) + "...'";
    return "'" + std::string(text) + "'";
}

}  // namespace schedlab
