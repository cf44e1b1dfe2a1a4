#pragma once

#include "workload/Workload.h"

#include <ostream>
#include <string>

namespace schedlab {

// Writes a workload as SWF 2.2: the original header comments, a note listing
// the transforms applied, then one record per job. A job that was not changed
// by a transform is written exactly as it was read (same field values).
class SwfWriter {
public:
    static void write(const Workload& workload, std::ostream& out);
    // Gzip-compressed when the path ends in ".gz". Throws TraceError.
    static void writeFile(const Workload& workload, const std::string& path);
};

}  // namespace schedlab
