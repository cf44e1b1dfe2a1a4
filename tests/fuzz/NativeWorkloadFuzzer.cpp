// libFuzzer harness: a native workload file ("SchedLab jobs", JSON Lines)
// read by NativeWorkloadReader from a file, plain or gzip, every job line
// through the JSON reader and the field checks. TraceError (a bad header
// or file) is the documented answer; bad job lines are skipped and counted.
// Anything else is a finding.

#include "TraceFileFuzzing.h"

#include "workload/NativeWorkloadReader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const schedlab::fuzz::FuzzTempFile file(".jobs");
    schedlab::fuzz::readTraceFile<schedlab::NativeWorkloadReader>(file, data, size);
    return 0;
}
