#pragma once

#include "workload/Workload.h"

#include <string>

namespace schedlab {

// Writes a workload to a file a user names, in the format its name asks
// for: the native "SchedLab jobs" format for a name ending in ".jsonl", a
// Batsim JSON workload for ".json", SWF 2.2 otherwise (".gz":
// gzip-compressed), so SWF stays the default.
class WorkloadFileWriter {
public:
    [[nodiscard]] static bool isNativeName(const std::string& path);
    [[nodiscard]] static bool isBatsimName(const std::string& path);

    // Throws TraceError: for a name ending in ".jsonl.gz" or ".json.gz"
    // (the JSON writers write plain text: gzip the file afterwards, the
    // readers take it), for SWF of a workload whose times are finer than seconds (SWF
    // counts whole seconds), and when the file cannot be written.
    static void writeFile(const Workload& workload, const std::string& path);
};

}  // namespace schedlab
