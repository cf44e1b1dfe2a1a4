#include "util/GzipReader.h"

#include "util/FileHandle.h"
#include "util/MemoryHints.h"

#include <zlib.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <limits>

namespace schedlab {

namespace {

constexpr unsigned char kGzipMagic0 = 0x1f;
constexpr unsigned char kGzipMagic1 = 0x8b;
// Chunk for reading files whose size cannot be known in advance (pipes).
constexpr std::size_t kReadChunk = std::size_t{1} << 20;
// zlib: 15 window bits, +16 selects the gzip wrapper (not zlib or raw).
constexpr int kGzipWindowBits = 15 + 16;
// Deflate cannot compress better than about 1032:1, so a gzip trailer that
// claims more is corrupt and must not drive a huge allocation.
constexpr std::uint64_t kMaxDeflateRatio = 1032;
// The gzip trailer ends with ISIZE: uncompressed length mod 2^32, 4 bytes LE.
constexpr std::size_t kTrailerSizeBytes = 4;
constexpr unsigned kBitsPerByte = 8;
// The most a trace may decompress to (GzipReader::kMaxDecompressedBytes):
// the largest archive traces are a few hundred megabytes; eight gigabytes of
// zeros gzip to eight megabytes and would exhaust memory instead of failing
// with a message.
constexpr unsigned kBytesToGiBShift = 30;
// Minimum growth of the output buffer when the size hint was too small.
constexpr std::size_t kMinOutputGrowth = std::size_t{1} << 16;

// zlib stream that is always released, also when an exception leaves.
struct InflateStream {
    z_stream stream{};
    bool initialised = false;
    ~InflateStream()
    {
        if (initialised)
            inflateEnd(&stream);
    }
};

std::size_t outputSizeHint(std::string_view compressed)
{
    if (compressed.size() < kTrailerSizeBytes)
        return compressed.size();
    std::uint64_t isize = 0;
    for (std::size_t i = 0; i < kTrailerSizeBytes; ++i) {
        const auto byte = static_cast<unsigned char>(compressed[compressed.size() - 1 - i]);
        isize = (isize << kBitsPerByte) | byte;
    }
    const std::uint64_t limit = std::uint64_t{compressed.size()} * kMaxDeflateRatio;
    return static_cast<std::size_t>(std::min(isize, limit));
}

std::string sizeText(std::size_t bytes)
{
    if (bytes >= (std::size_t{1} << kBytesToGiBShift) && bytes % (std::size_t{1} << kBytesToGiBShift) == 0)
        return std::to_string(bytes >> kBytesToGiBShift) + " GiB";
    return std::to_string(bytes) + " bytes";
}

}  // namespace

bool GzipReader::isGzip(std::string_view data)
{
    return data.size() >= 2 && static_cast<unsigned char>(data[0]) == kGzipMagic0
        && static_cast<unsigned char>(data[1]) == kGzipMagic1;
}

std::string GzipReader::readFile(const std::string& path)
{
    return decompressIfGzip(readRaw(path), path, kMaxDecompressedBytes);
}

std::string GzipReader::decompressIfGzip(std::string data, const std::string& name, std::size_t maxBytes)
{
    if (!isGzip(data))
        return data;
    return inflateAll(data, name, maxBytes);
}

std::string GzipReader::readRaw(const std::string& path)
{
    const FileHandle file = openFileForReading(path);

    std::string data;
    std::error_code sizeError;
    const auto sizeHint = std::filesystem::file_size(path, sizeError);
    // The first read asks for the whole file and one byte more, so that it
    // sees the end at once; later reads (a file that grew, or whose size is
    // unknown) a chunk each. Growing by a whole chunk from the start
    // zero-filled 1 MB for every small file: nine tenths of the SWF fuzz
    // harness's time per input.
    std::size_t wanted = sizeError ? kReadChunk : static_cast<std::size_t>(sizeHint) + 1;
    std::size_t used = 0;
    for (;;) {
        data.resize(used + wanted);
        const std::size_t got = readChunk(file.get(), data.data() + used, wanted, path);
        used += got;
        if (got < wanted)
            break;
        wanted = kReadChunk;
    }
    data.resize(used);
    return data;
}

std::string GzipReader::inflateAll(std::string_view compressed, const std::string& name, std::size_t maxBytes)
{
    InflateStream zs;
    if (inflateInit2(&zs.stream, kGzipWindowBits) != Z_OK)
        throw FileReadError("cannot decompress '" + name + "': zlib initialisation failed");
    zs.initialised = true;

    std::string out;
    out.reserve(std::min(std::max(outputSizeHint(compressed), kMinOutputGrowth), maxBytes));
    adviseHugePages(out.data(), out.capacity());
    out.resize(std::min(out.capacity(), maxBytes));
    std::size_t produced = 0;
    std::size_t consumed = 0;
    constexpr std::size_t kMaxZlibChunk = std::numeric_limits<uInt>::max();

    for (;;) {
        if (produced == out.size()) {
            if (produced >= maxBytes)
                throw FileReadError("cannot decompress '" + name + "': it decompresses to more than " +
                                    sizeText(maxBytes) + ", more than any trace SchedLab reads");
            out.resize(std::min(out.size() + std::max(out.size() / 2, kMinOutputGrowth), maxBytes));
        }
        const std::size_t inChunk = std::min(compressed.size() - consumed, kMaxZlibChunk);
        const std::size_t outChunk = std::min(out.size() - produced, kMaxZlibChunk);
        // zlib's API takes non-const input; it never writes through it.
        zs.stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data() + consumed));
        zs.stream.avail_in = static_cast<uInt>(inChunk);
        zs.stream.next_out = reinterpret_cast<Bytef*>(out.data() + produced);
        zs.stream.avail_out = static_cast<uInt>(outChunk);

        const int rc = inflate(&zs.stream, Z_NO_FLUSH);
        consumed += inChunk - zs.stream.avail_in;
        produced += outChunk - zs.stream.avail_out;

        if (rc == Z_STREAM_END) {
            // gzip allows several members back to back (as `cat a.gz b.gz`);
            // anything else after a member is trailing junk that gzip itself
            // also ignores.
            if (!isGzip(compressed.substr(consumed)))
                break;
            if (inflateReset(&zs.stream) != Z_OK)
                throw FileReadError("cannot decompress '" + name + "': zlib reset failed");
            continue;
        }
        // No progress although there is room for output: the input ran out
        // before the end of the deflate stream.
        if (rc == Z_BUF_ERROR && zs.stream.avail_out > 0)
            throw FileReadError("cannot decompress '" + name + "': the gzip data is truncated");
        if (rc != Z_OK && rc != Z_BUF_ERROR) {
            const std::string detail = zs.stream.msg != nullptr ? zs.stream.msg : "error " + std::to_string(rc);
            throw FileReadError("cannot decompress '" + name + "': corrupt gzip data (" + detail + ")");
        }
    }
    out.resize(produced);
    return out;
}

}  // namespace schedlab
