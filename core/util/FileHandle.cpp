#include "util/FileHandle.h"

#include "util/GzipReader.h"

#include <cerrno>
#include <system_error>

namespace schedlab {

std::string osErrorText(int error)
{
    return std::error_code(error, std::generic_category()).message();
}

FileHandle openFileForReading(const std::string& path)
{
    errno = 0;
    FileHandle file(std::fopen(path.c_str(), "rb"));
    if (!file)
        throw FileReadError("cannot open '" + path + "': " + osErrorText(errno));
    return file;
}

std::size_t readChunk(std::FILE* file, char* buffer, std::size_t size, const std::string& path)
{
    errno = 0;
    const std::size_t got = std::fread(buffer, 1, size, file);
    // A directory opens fine on Linux; the read is what fails (EISDIR).
    if (got < size && std::ferror(file))
        throw FileReadError("cannot read '" + path + "': " + osErrorText(errno));
    return got;
}

}  // namespace schedlab
