#include "LoadReportJson.h"

#include "workload/LoadReport.h"

namespace schedlab {

nlohmann::json LoadReportJson::toJson(const LoadReport& report)
{
    nlohmann::json issues = nlohmann::json::array();
    for (const auto& [issue, count] : report.counts) {
        nlohmann::json examples = nlohmann::json::array();
        if (const auto it = report.examples.find(issue); it != report.examples.end()) {
            for (const LoadIssueExample& example : it->second)
                examples.push_back({{"line", example.line}, {"message", example.message}});
        }
        issues.push_back({{"key", loadIssueName(issue)},
                          {"text", loadIssueText(issue)},
                          {"skipped", isSkipReason(issue)},
                          {"count", count},
                          {"examples", examples}});
    }
    return {{"file", report.file},
            {"linesRead", report.linesRead},
            {"commentLines", report.commentLines},
            {"recordsRead", report.recordsRead},
            {"jobsLoaded", report.jobsLoaded},
            {"skipped", report.skipped()},
            {"issues", issues}};
}

}  // namespace schedlab
