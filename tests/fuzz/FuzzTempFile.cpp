#include "FuzzTempFile.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <unistd.h>

namespace schedlab::fuzz {

namespace {

const char* const kSqliteSidecars[] = {"-wal", "-shm", "-journal"};

}  // namespace

FuzzTempFile::FuzzTempFile(const std::string& suffix)
{
    const char* tmp = std::getenv("TMPDIR");
    const std::filesystem::path folder = tmp != nullptr && *tmp != '\0' ? tmp : "/tmp";
    m_path = (folder / ("schedlab-fuzz-" + std::to_string(::getpid()) + suffix)).string();
}

FuzzTempFile::~FuzzTempFile()
{
    std::error_code ignored;
    std::filesystem::remove(m_path, ignored);
    removeSidecars();
}

const std::string& FuzzTempFile::write(const std::uint8_t* data, std::size_t size) const
{
    std::ofstream out(m_path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    out.close();
    // Not a finding of the code under test: the harness cannot do its job.
    if (!out)
        throw std::logic_error("fuzz harness cannot write " + m_path);
    return m_path;
}

void FuzzTempFile::removeSidecars() const
{
    std::error_code ignored;
    for (const char* sidecar : kSqliteSidecars)
        std::filesystem::remove(m_path + sidecar, ignored);
}

}  // namespace schedlab::fuzz
