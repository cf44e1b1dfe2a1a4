#pragma once

#include "FuzzTempFile.h"

#include "workload/SwfReader.h"
#include "workload/Workload.h"

#include <cstddef>
#include <cstdint>

namespace schedlab::fuzz {

// The body of the trace reader harnesses: the input becomes a file that
// `Reader` (WorkloadFileReader, NativeWorkloadReader) reads as a user's
// trace. TraceError is the documented refusal of a bad file (bad records
// are skipped and counted); any other exception escapes to libFuzzer as a
// finding.
template <typename Reader>
void readTraceFile(const FuzzTempFile& file, const std::uint8_t* data, std::size_t size)
{
    try {
        const Workload workload = Reader().readFile(file.write(data, size));
        (void)workload.jobs.size();
    } catch (const TraceError&) {
        // a clear refusal: expected
    }
}

}  // namespace schedlab::fuzz
