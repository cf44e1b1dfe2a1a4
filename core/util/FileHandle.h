#pragma once

#include <cstdio>
#include <memory>
#include <string>

namespace schedlab {

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};

// An open C stream that is closed whatever happens. C streams rather than
// iostreams because they report the OS reason (errno) for a failure.
using FileHandle = std::unique_ptr<std::FILE, FileCloser>;

// Throws FileReadError ("cannot open '<path>': <OS reason>").
[[nodiscard]] FileHandle openFileForReading(const std::string& path);

// Reads up to `size` bytes; throws FileReadError naming `path` on an OS error.
// Returns fewer than `size` bytes only at the end of the file.
std::size_t readChunk(std::FILE* file, char* buffer, std::size_t size, const std::string& path);

// The OS's text for an errno value, thread-safe (no strerror).
[[nodiscard]] std::string osErrorText(int error);

}  // namespace schedlab
