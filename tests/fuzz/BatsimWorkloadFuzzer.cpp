// libFuzzer harness: a Batsim JSON workload read by BatsimWorkloadReader
// from a file, plain or gzip: the JSON reader, the line finder, profiles and
// every job's field checks, then written back and read again (the writer
// must give a file the reader takes). TraceError (a bad document) is the
// documented answer; bad jobs are skipped and counted. Anything else is a
// finding.

#include "FuzzTempFile.h"

#include "workload/BatsimWorkloadReader.h"
#include "workload/BatsimWorkloadWriter.h"
#include "workload/SwfReader.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const schedlab::fuzz::FuzzTempFile file(".json");
    schedlab::Workload workload;
    try {
        workload = schedlab::BatsimWorkloadReader().readFile(file.write(data, size));
    } catch (const schedlab::TraceError&) {
        return 0;  // a clear refusal: expected
    }
    // What was read must be written so that it reads back to as many jobs.
    const schedlab::Workload back =
        schedlab::BatsimWorkloadReader().readText(schedlab::BatsimWorkloadWriter::toText(workload), "back.json");
    if (back.jobs.size() != workload.jobs.size())
        throw std::logic_error("a written Batsim workload read back to another number of jobs");
    return 0;
}
