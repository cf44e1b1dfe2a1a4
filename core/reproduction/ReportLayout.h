#pragma once

#include "reproduction/PublishedTable.h"
#include "reproduction/ReportClaim.h"
#include "reproduction/ReportRow.h"
#include "reproduction/ReproductionRunInfo.h"
#include "reproduction/VerdictCounts.h"

#include <string>
#include <utility>
#include <vector>

namespace schedlab {

// What the Markdown and the HTML report share: the columns of each kind of
// table and of the text claims, the summary's columns and the lines about
// the run, so both print the same report in their own markup.
class ReportLayout {
public:
    // The summary's subtotal of the tables' figures, and its last line: the
    // figures and the text claims together.
    static constexpr const char* kTablesLabel = "all tables";
    static constexpr const char* kOverallLabel = "overall";
    static constexpr const char* kClaimsLabel = "claims";
    static constexpr const char* kClaimsTitle = "Text claims";
    static constexpr const char* kClaimsDescription =
        "Claims the sources make in their text, each judged by its own check: R when the check's "
        "reproduction threshold holds, Q when only its qualitative one does, else N; INFO lines carry no "
        "verdict. A claim whose runs are missing is NOT RUN and names the run.";

    [[nodiscard]] static std::vector<std::string> headers(TableColumns columns);
    [[nodiscard]] static std::vector<std::string> cells(const ReportRow& row, TableColumns columns);
    // Which of the cells is the verdict (the HTML report colours it).
    [[nodiscard]] static std::size_t verdictColumn(TableColumns columns);
    // Which holds the citation (the HTML report sets it in small type).
    [[nodiscard]] static std::size_t citationColumn(TableColumns columns);

    // The text claims: id, claim, check, observed, verdict, source.
    [[nodiscard]] static std::vector<std::string> claimHeaders();
    [[nodiscard]] static std::vector<std::string> claimCells(const ReportClaim& claim);
    [[nodiscard]] static std::size_t claimVerdictColumn();
    [[nodiscard]] static std::size_t claimCitationColumn();

    // The summary: one line per table, one for all tables, one for the text
    // claims and one for everything.
    [[nodiscard]] static std::vector<std::string> summaryHeaders();
    [[nodiscard]] static std::vector<std::string> summaryCells(const std::string& table, const std::string& title,
                                                               const VerdictCounts& counts);
    // "R 30, Q 1, N 2, NOT RUN 0 (33 figures)"; INFO lines, when there are
    // any: "..., INFO 2 (53 claims)".
    [[nodiscard]] static std::string countsLine(const VerdictCounts& counts, const std::string& noun = "figures");
    // The verdicts a figure can get, each with its meaning.
    [[nodiscard]] static std::vector<std::pair<std::string, std::string>> legend();
    // "Generated: ...", "Mode: full", "Seed of the generated workloads: 1", "Run time: ..."
    [[nodiscard]] static std::vector<std::string> runLines(const ReproductionRunInfo& info);
};

}  // namespace schedlab
