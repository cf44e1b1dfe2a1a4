#pragma once

#include <span>
#include <string>
#include <string_view>

namespace schedlab {

// One block of bytes compressed with zlib (Debian's zlib1g, already linked
// for gzip traces), led by its uncompressed size as a varint so that reading
// allocates once. zlib's Adler-32 checksum finds damaged bytes that
// SQLite's page checks cannot see inside a blob.
class ZlibBlock {
public:
    // The pieces, one after another, as one block: those before
    // `firstMatched` with zlib's run-length strategy (for numbers that
    // rarely repeat as sequences: faster than a match search, about as
    // small), the rest with its match search. Pieces, not one string: the
    // caller need not copy its columns together.
    [[nodiscard]] static std::string compress(std::span<const std::string_view> pieces, std::size_t firstMatched);
    // Throws std::invalid_argument for a block that is cut short, damaged,
    // or claims more bytes than zlib can make of it.
    [[nodiscard]] static std::string decompress(std::string_view block);
};

}  // namespace schedlab
