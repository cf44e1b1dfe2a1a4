#pragma once

#include "workload/Workload.h"

#include <string>
#include <string_view>

namespace schedlab {

// Writes a workload as a Batsim JSON workload (Dutot et al., JSSPP 2016),
// so that Batsim and its schedulers can replay what SchedLab simulated:
// "nb_res" (the trace's MaxProcs, else its widest job), then per job "id",
// "subtime", "walltime" (-1 where the trace had none), "res", "profile"
// and "metadata" when it came with one, and one "delay" profile per run
// time. A job keeps the name of the profile it was read with; a job without
// one, as from SWF, gets its run time as name, as Batsim's own SWF
// converter does. Times are exact decimals of the workload's ticks, so
// BatsimWorkloadReader reads the file back to the same jobs. Byte for byte
// the same on every machine.
class BatsimWorkloadWriter {
public:
    // The file name ending that selects this format where a workload is
    // written (`transform --out`, `generate --out`).
    static constexpr std::string_view kFileSuffix = ".json";

    [[nodiscard]] static std::string toText(const Workload& workload);
    // Throws TraceError.
    static void writeFile(const Workload& workload, const std::string& path);
};

}  // namespace schedlab
