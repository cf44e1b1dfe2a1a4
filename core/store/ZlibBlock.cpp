#include "store/ZlibBlock.h"

#include "store/PackedReader.h"
#include "store/PackedWriter.h"

#include <zlib.h>

#include <limits>
#include <stdexcept>

namespace schedlab {

namespace {

// Level 1: level 6 packs the matched columns of a CTC run 9 % smaller, in
// three times the time (issue 19's target is the time to store a run).
// zlib's defaults for the window and memory.
constexpr int kLevel = 1;
constexpr int kWindowBits = 15;
constexpr int kMemoryLevel = 8;
// zlib's deflate never expands more than about 1032 to 1 (RFC 1951 stored
// lengths, 258-byte matches of 2 bits at best); a size claim above that is
// damage, refused before allocating for it.
constexpr std::uint64_t kMaxExpansion = 1040;
constexpr std::uint64_t kSlack = 64;

}  // namespace

std::string ZlibBlock::compress(std::span<const std::string_view> pieces, std::size_t firstMatched)
{
    std::size_t rawSize = 0;
    for (const std::string_view piece : pieces)
        rawSize += piece.size();
    if (rawSize > std::numeric_limits<uInt>::max())
        throw std::length_error("a job blob is too large for zlib");
    PackedWriter block;
    block.putUnsigned(rawSize);
    const std::size_t sizeBytes = block.size();
    std::string out(block.bytes());
    out.resize(sizeBytes + compressBound(static_cast<uLong>(rawSize)) + kSlack);

    z_stream stream {};
    if (deflateInit2(&stream, kLevel, Z_DEFLATED, kWindowBits, kMemoryLevel, Z_RLE) != Z_OK)
        throw std::bad_alloc();
    stream.next_out = reinterpret_cast<Bytef*>(out.data() + sizeBytes);
    stream.avail_out = static_cast<uInt>(out.size() - sizeBytes);
    int rc = Z_OK;
    for (std::size_t i = 0; i < pieces.size() && rc == Z_OK; ++i) {
        // Switching compresses what came so far with the run-length strategy.
        if (i == firstMatched)
            rc = deflateParams(&stream, kLevel, Z_DEFAULT_STRATEGY);
        // deflate only reads its input; without any it reports Z_BUF_ERROR.
        stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(pieces[i].data()));
        stream.avail_in = static_cast<uInt>(pieces[i].size());
        if (rc == Z_OK && !pieces[i].empty())
            rc = deflate(&stream, Z_NO_FLUSH);
    }
    if (rc == Z_OK)
        rc = deflate(&stream, Z_FINISH);
    const uLong written = stream.total_out;
    deflateEnd(&stream);
    if (rc != Z_STREAM_END)
        throw std::runtime_error("zlib could not compress a job blob (error " + std::to_string(rc) + ")");
    out.resize(sizeBytes + written);
    return out;
}

std::string ZlibBlock::decompress(std::string_view block)
{
    PackedReader reader(block);
    const std::uint64_t rawSize = reader.getUnsigned();
    const std::string_view compressed = reader.getBytes(reader.remaining());
    if (rawSize > compressed.size() * kMaxExpansion + kSlack)
        throw std::invalid_argument("its size (" + std::to_string(rawSize) + " bytes) is more than its " +
                                    std::to_string(compressed.size()) + " compressed bytes can hold");
    std::string raw(static_cast<std::size_t>(rawSize), '\0');
    uLongf rawLength = static_cast<uLongf>(rawSize);
    uLong compressedLength = static_cast<uLong>(compressed.size());
    // uncompress2 reports what it consumed: trailing bytes are damage too.
    const int rc = uncompress2(reinterpret_cast<Bytef*>(raw.data()), &rawLength,
                               reinterpret_cast<const Bytef*>(compressed.data()), &compressedLength);
    if (rc == Z_MEM_ERROR)
        throw std::bad_alloc();
    if (rc != Z_OK)
        throw std::invalid_argument(rc == Z_BUF_ERROR ? "its compressed data is cut short or longer than it says"
                                                      : "its compressed data is damaged");
    if (rawLength != rawSize || compressedLength != compressed.size())
        throw std::invalid_argument("its compressed data does not match its size");
    return raw;
}

}  // namespace schedlab
