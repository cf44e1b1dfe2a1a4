// libFuzzer harness: Slurm accounting (`sacct --parsable2`) read by
// SacctReader from a file, plain or gzip: the header's field names, every
// line's '|' fields, job ids of arrays, heterogeneous jobs and steps, Slurm's
// time and duration texts. TraceError (not sacct output, a required field
// missing) is the documented answer; bad lines are skipped and counted.
// Anything else is a finding.

#include "TraceFileFuzzing.h"

#include "workload/SacctReader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const schedlab::fuzz::FuzzTempFile file(".sacct");
    schedlab::fuzz::readTraceFile<schedlab::SacctReader>(file, data, size);
    return 0;
}
