#include "workload/WorkloadFileReader.h"

#include "util/GzipReader.h"
#include "workload/BatsimWorkloadReader.h"
#include "workload/NativeWorkloadReader.h"
#include "workload/SacctReader.h"
#include "workload/SwfReader.h"

namespace schedlab {

Workload WorkloadFileReader::readFile(const std::string& path) const
{
    // Read and decompressed once; both readers then parse the plain text.
    std::string text;
    try {
        text = GzipReader::readFile(path);
    } catch (const FileReadError& error) {
        throw TraceError(error.what());
    }
    // Gzip inside gzip: SwfReader refuses it with its own message, exactly
    // as before there were two formats.
    if (GzipReader::isGzip(text))
        return SwfReader(m_options).readFile(path);
    // Before the native format: both start with '{', but only a Batsim
    // workload spans lines or lacks "format" on its first.
    if (BatsimWorkloadReader::looksBatsim(text))
        return BatsimWorkloadReader(m_options).readText(text, path);
    if (NativeWorkloadReader::looksNative(text))
        return NativeWorkloadReader(m_options).readText(text, path);
    if (SacctReader::looksSacct(text))
        return SacctReader(m_options).readText(text, path);
    return SwfReader(m_options).readText(text, path);
}

}  // namespace schedlab
