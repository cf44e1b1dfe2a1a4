#pragma once

#include "workload/Workload.h"

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// Writes a workload in the native format, "SchedLab jobs" (JSON Lines, see
// docs/workload-format.md): a header line (format, version, tick, then the
// machine names, clock, machine size, transforms and notes it has), then one
// line per job with only the fields that are set. Times are exact decimals
// of the workload's ticks ("1.4" for 1400 ticks of 1 ms), so reading the
// file back gives the same jobs and the same Workload::ticksPerSecond; the
// output is the same byte for byte on every machine.
class NativeWorkloadWriter {
public:
    // The file name ending that selects this format where a workload is
    // written (`transform --out`, `generate --out`).
    static constexpr std::string_view kFileSuffix = ".jsonl";

    // `machines`: names for the header, so that a reader of the file sees
    // which machine each index means (sites and options stay indices).
    // Throws TraceError for a tick the format has no name for.
    [[nodiscard]] static std::string toText(const Workload& workload, const std::vector<std::string>& machines = {});
    static void write(const Workload& workload, std::ostream& out, const std::vector<std::string>& machines = {});
    // Plain text (gzip a file afterwards if wanted: the reader takes both).
    // Throws TraceError.
    static void writeFile(const Workload& workload, const std::string& path,
                          const std::vector<std::string>& machines = {});
};

}  // namespace schedlab
