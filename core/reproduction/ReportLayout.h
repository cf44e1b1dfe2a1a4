#pragma once

#include "reproduction/PublishedTable.h"
#include "reproduction/ReportRow.h"
#include "reproduction/ReproductionRunInfo.h"
#include "reproduction/VerdictCounts.h"

#include <string>
#include <utility>
#include <vector>

namespace schedlab {

// What the Markdown and the HTML report share: the columns of each kind of
// table, the summary's columns and the lines about the run, so both print
// the same report in their own markup.
class ReportLayout {
public:
    static constexpr const char* kOverallLabel = "all tables";

    [[nodiscard]] static std::vector<std::string> headers(TableColumns columns);
    [[nodiscard]] static std::vector<std::string> cells(const ReportRow& row, TableColumns columns);
    // Which of the cells is the verdict (the HTML report colours it).
    [[nodiscard]] static std::size_t verdictColumn(TableColumns columns);
    // Which holds the citation (the HTML report sets it in small type).
    [[nodiscard]] static std::size_t citationColumn(TableColumns columns);

    // The summary: one line per table and one for all of them.
    [[nodiscard]] static std::vector<std::string> summaryHeaders();
    [[nodiscard]] static std::vector<std::string> summaryCells(const std::string& table, const std::string& title,
                                                               const VerdictCounts& counts);
    // "R 30, Q 1, N 2, NOT RUN 0 (33 figures)"
    [[nodiscard]] static std::string countsLine(const VerdictCounts& counts);
    // The verdicts a figure can get, each with its meaning.
    [[nodiscard]] static std::vector<std::pair<std::string, std::string>> legend();
    // "Generated: ...", "Mode: full", "Seed of the generated workloads: 1", "Run time: ..."
    [[nodiscard]] static std::vector<std::string> runLines(const ReproductionRunInfo& info);
};

}  // namespace schedlab
