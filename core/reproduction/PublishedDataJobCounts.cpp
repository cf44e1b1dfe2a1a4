// Thesis Table 2.2 (= paper Table 1): CTC SP2 jobs per submission month.
#include "reproduction/PublishedData.h"

#include <array>
#include <string_view>

namespace schedlab {

namespace {

constexpr std::string_view kTable = "2.2";

// One printed row: the month, then the job counts of its three columns. The
// printed shares are derived from the counts and not scored.
struct MonthRow {
    std::string_view month;
    std::array<std::string_view, 3> counts;  // total, <= 256 nodes, <= 128 nodes
};

struct CountColumn {
    std::string_view token;  // in the id
    std::string_view what;   // in the citation
};

constexpr std::array<CountColumn, 3> kColumns = {{
    {"total", "all jobs"},
    {"<=256", "jobs of at most 256 nodes"},
    {"<=128", "jobs of at most 128 nodes"},
}};

constexpr std::array<MonthRow, 11> kRows = {{
    {"Jul96", {"7953", "7933", "7897"}},
    {"Aug96", {"7302", "7279", "7234"}},
    {"Sep96", {"6188", "6180", "6106"}},
    {"Oct96", {"7288", "7277", "7270"}},
    {"Nov96", {"7849", "7841", "7816"}},
    {"Dec96", {"7900", "7893", "7888"}},
    {"Jan97", {"7544", "7538", "7506"}},
    {"Feb97", {"8188", "8177", "8159"}},
    {"Mar97", {"6945", "6933", "6909"}},
    {"Apr97", {"6118", "6102", "6085"}},
    {"May97", {"5992", "5984", "5962"}},
}};

}  // namespace

std::vector<PublishedFigure> PublishedData::jobCountFigures()
{
    std::vector<PublishedFigure> figures;
    for (const MonthRow& row : kRows) {
        for (std::size_t column = 0; column < kColumns.size(); ++column) {
            const std::string id =
                "T" + std::string(kTable) + "/" + std::string(row.month) + "/" + std::string(kColumns[column].token);
            const std::string citation = thesisTable(kTable) + " (= " + kPaper + ", Table 1), " +
                                         monthName(row.month) + ", " + std::string(kColumns[column].what);
            figures.push_back(figure(id, std::string(kTable), citation, FigureKind::ExactCount,
                                     FigureNotation::Integer, std::string(row.counts[column])));
        }
    }
    return figures;
}

}  // namespace schedlab
