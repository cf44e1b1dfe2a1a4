#include "OutputFile.h"

#include "CliError.h"

#include <cerrno>
#include <fstream>
#include <system_error>

namespace schedlab {

namespace {

[[noreturn]] void fail(const std::string& path)
{
    // errno as text; std::strerror may share a static buffer between threads.
    throw CliError::input("cannot write '" + path +
                          "': " + std::error_code(errno, std::generic_category()).message());
}

}  // namespace

void OutputFile::write(const std::string& path, const Writer& writer)
{
    errno = 0;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out)
        fail(path);
    writer(out);
    out.flush();
    if (!out)
        fail(path);
}

void OutputFile::writeText(const std::string& path, const std::string& text)
{
    write(path, [&text](std::ostream& out) { out << text; });
}

}  // namespace schedlab
