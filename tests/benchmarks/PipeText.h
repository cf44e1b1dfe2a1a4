#pragma once

#include <string>

namespace schedlab {

// Text through the pipe between a benchmark and its measured child process:
// both ends retry when a signal interrupts them.
class PipeText {
public:
    static void writeAll(int fd, const std::string& text);
    // Everything until end of file (or an error).
    [[nodiscard]] static std::string readAll(int fd);
};

}  // namespace schedlab
