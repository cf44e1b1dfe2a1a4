#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace schedlab {

// A file could not be opened, read or decompressed. The message names the
// path and the reason (the OS error, or what is wrong with the gzip data).
class FileReadError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Reads a whole file into memory, transparently decompressing gzip. The
// format is recognised from the content (magic bytes 1f 8b), never from the
// file name, so a renamed or mislabelled file still reads correctly.
//
// Whole-buffer reading is deliberate: the SWF parser walks the text once with
// std::from_chars, which needs contiguous memory and is far faster than
// streaming through iostreams.
class GzipReader {
public:
    // Throws FileReadError.
    [[nodiscard]] static std::string readFile(const std::string& path);

    // Decompresses an in-memory buffer if it starts with the gzip magic,
    // otherwise returns it unchanged. `name` is used in error messages.
    // Throws FileReadError, also when the data decompresses to more than
    // 4 GiB (a "zip bomb" must fail with a message, not exhaust memory).
    static constexpr std::size_t kMaxDecompressedBytes = std::size_t{4} << 30;
    [[nodiscard]] static std::string decompressIfGzip(std::string data, const std::string& name,
                                                      std::size_t maxBytes = kMaxDecompressedBytes);

    [[nodiscard]] static bool isGzip(std::string_view data);

private:
    [[nodiscard]] static std::string readRaw(const std::string& path);
    [[nodiscard]] static std::string inflateAll(std::string_view compressed, const std::string& name,
                                                std::size_t maxBytes);
};

}  // namespace schedlab
