#include "PipeText.h"

#include <array>
#include <cerrno>
#include <cstddef>

#include <unistd.h>

namespace schedlab {

namespace {

constexpr std::size_t kReadChunk = 4096;

}  // namespace

void PipeText::writeAll(int fd, const std::string& text)
{
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t written = ::write(fd, text.data() + done, text.size() - done);
        if (written <= 0 && errno != EINTR)
            return;
        if (written > 0)
            done += std::size_t(written);
    }
}

std::string PipeText::readAll(int fd)
{
    std::string text;
    std::array<char, kReadChunk> buffer{};
    for (;;) {
        const ssize_t got = ::read(fd, buffer.data(), buffer.size());
        if (got > 0)
            text.append(buffer.data(), std::size_t(got));
        else if (got == 0 || errno != EINTR)
            break;
    }
    return text;
}

}  // namespace schedlab
