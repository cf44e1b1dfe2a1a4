#pragma once

#include "run/TraceSummary.h"
#include "workload/LoadOptions.h"

#include <memory>
#include <string>

namespace schedlab {

struct Workload;

// A trace loaded for runs: the workload as read (before any transform,
// shared read-only by every run made from it), the path as given, the
// SHA-256 of the file's bytes that each run records so that it names exactly
// what it simulated, and the summary. The one "loaded trace" of every front
// end: the workbench's trace panel, the CLI and the sweeps' TraceCache.
struct Trace {
    std::shared_ptr<const Workload> workload;
    std::string path;
    std::string sha256;
    TraceSummary summary;

    // Reads, hashes and summarises the file, or draws a generated workload
    // ("generate:MODEL:...", GeneratedTrace). Slow on a whole-year trace:
    // front ends call it off their GUI thread. Throws TraceError or
    // FileReadError naming the file.
    [[nodiscard]] static std::shared_ptr<const Trace> load(const std::string& path, LoadOptions options = {});
    // A trace that exists only in memory (a generated workload, a test): no
    // file to hash, so runs of it are identified by `path` and their content.
    [[nodiscard]] static std::shared_ptr<const Trace> fromWorkload(std::shared_ptr<const Workload> workload,
                                                                   std::string path, std::string sha256 = {});

    // Whether these are the bytes a run recorded (its traceSha256), so that
    // replaying the run on them repeats it; true when the run recorded none.
    [[nodiscard]] bool isWhatRan(const std::string& recordedSha256) const
    {
        return recordedSha256.empty() || sha256 == recordedSha256;
    }
};

using TracePtr = std::shared_ptr<const Trace>;

}  // namespace schedlab
