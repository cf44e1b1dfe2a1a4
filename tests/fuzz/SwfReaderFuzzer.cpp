// libFuzzer harness: a trace file as a user names it (`run --trace`,
// `inspect`), read through WorkloadFileReader, so gzip (and gzip inside
// gzip), the choice between SWF and the native format, the SWF header and
// every record field are reached. TraceError is the documented answer to a
// bad file; anything else (a crash, a sanitizer report, another exception,
// running out of memory below the decompression limit) is a finding.

#include "TraceFileFuzzing.h"

#include "workload/WorkloadFileReader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const schedlab::fuzz::FuzzTempFile file(".swf");
    schedlab::fuzz::readTraceFile<schedlab::WorkloadFileReader>(file, data, size);
    return 0;
}
