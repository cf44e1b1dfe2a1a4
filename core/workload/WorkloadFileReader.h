#pragma once

#include "workload/LoadOptions.h"
#include "workload/Workload.h"

#include <string>

namespace schedlab {

// Reads a workload file a user names, in whichever format it is: SWF (the
// default), the native "SchedLab jobs" format, a Batsim JSON workload or
// Slurm accounting (sacct) output, told apart by content after gzip, never
// by name (see BatsimWorkloadReader::looksBatsim,
// NativeWorkloadReader::looksNative, SacctReader::looksSacct). What every
// front end reads traces with: Trace::load, `inspect`, `transform`,
// `generate --from`.
class WorkloadFileReader {
public:
    explicit WorkloadFileReader(LoadOptions options = {}) : m_options(options) {}

    // Throws TraceError naming the file.
    [[nodiscard]] Workload readFile(const std::string& path) const;

private:
    LoadOptions m_options;
};

}  // namespace schedlab
