#pragma once

#include "workload/Workload.h"

#include <optional>
#include <string>
#include <string_view>

namespace schedlab {

// The plain text of a trace file, whatever its format: gzip decompressed
// once (not again and again: a file gzipped 10,000 times recursed until the
// stack ran out), errors as TraceError naming the file. `kind` names the
// format in messages ("an SWF trace", "a SchedLab jobs file").
class TraceText {
public:
    [[nodiscard]] static std::string readFile(const std::string& path, const std::string& kind);
    // The decompressed text when `text` is gzip; nullopt when it is plain
    // already, so the caller parses it without a copy.
    [[nodiscard]] static std::optional<std::string> inflated(const std::string& text, const std::string& name,
                                                             const std::string& kind);
    // The workload a reader fills from the file `name`: its source path and
    // file name, and the load report's file, set; no jobs yet.
    [[nodiscard]] static Workload emptyWorkload(const std::string& name);
    // Writes `text` to `path` as it is (a workload writer's output).
    // Throws TraceError "cannot write 'PATH': REASON".
    static void writeFile(const std::string& path, const std::string& text);
    // `text` in single quotes for a message about a bad line, cut to its
    // first 40 characters and "..." (a line may be megabytes long).
    [[nodiscard]] static std::string quoted(std::string_view text);
};

}  // namespace schedlab
