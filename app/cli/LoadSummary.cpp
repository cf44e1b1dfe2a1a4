#include "LoadSummary.h"

#include "TextTable.h"

#include "workload/Workload.h"
#include "workload/WorkloadFileWriter.h"

namespace schedlab {

void LoadSummary::addRows(TextTable& overview, const Workload& workload,
                          const std::vector<TransformStep>& steps)
{
    const LoadReport& report = workload.report;
    overview.addRow({"Trace", workload.sourcePath});
    overview.addRow({"Loaded", std::to_string(report.jobsLoaded) + " jobs from " +
                                   std::to_string(report.recordsRead) + " records, " +
                                   std::to_string(report.skipped()) + " skipped"});
    if (steps.empty())
        overview.addRow({"Transforms", "none"});
    for (std::size_t i = 0; i < steps.size(); ++i)
        overview.addRow({i == 0 ? "Transforms" : "", steps[i].summary});
}

std::string LoadSummary::writtenText(const Workload& workload, const std::string& path)
{
    constexpr std::string_view kGzipSuffix = ".gz";
    return std::to_string(workload.jobs.size()) + " jobs to " + path
        + (path.ends_with(kGzipSuffix)                 ? " (gzip)"
           : WorkloadFileWriter::isNativeName(path) ? " (SchedLab jobs)"
           : WorkloadFileWriter::isBatsimName(path) ? " (Batsim)"
                                                      : "");
}

std::string LoadSummary::reportText(const LoadReport& report)
{
    std::string text = "Load report\n" + report.toText();
    if (!text.ends_with('\n'))
        text += '\n';
    return text;
}

}  // namespace schedlab
