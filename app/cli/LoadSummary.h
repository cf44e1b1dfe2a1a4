#pragma once

#include "TransformStep.h"

#include <string>
#include <vector>

namespace schedlab {

class TextTable;
struct LoadReport;
struct Workload;

// The lines every command that loads a trace prints about it: where it came
// from, how many jobs loading kept, what each transform did, and the full
// load report. One place, so `run`, `transform` and `inspect` agree.
class LoadSummary {
public:
    // "Trace", "Loaded" and "Transforms" rows of a command's overview table.
    static void addRows(TextTable& overview, const Workload& workload,
                        const std::vector<TransformStep>& steps);
    // "12 jobs to out.swf (gzip)": what a command that writes a trace
    // (WorkloadFileWriter) wrote, for its "Written" row.
    [[nodiscard]] static std::string writtenText(const Workload& workload, const std::string& path);
    // "Load report" and the report's text, ending with a newline.
    [[nodiscard]] static std::string reportText(const LoadReport& report);
};

}  // namespace schedlab
