#pragma once

#include "workload/LoadReport.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab::test {

// The lines of the examples a load report kept for `issue`, in order.
inline std::vector<std::int64_t> exampleLines(const LoadReport& report, LoadIssue issue)
{
    std::vector<std::int64_t> lines;
    if (const auto it = report.examples.find(issue); it != report.examples.end())
        for (const auto& example : it->second)
            lines.push_back(example.line);
    return lines;
}

// The message of the first example kept for `issue`, empty when none.
inline std::string firstExampleMessage(const LoadReport& report, LoadIssue issue)
{
    const auto it = report.examples.find(issue);
    return it == report.examples.end() || it->second.empty() ? std::string() : it->second.front().message;
}

}  // namespace schedlab::test
