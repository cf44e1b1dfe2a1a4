// Thesis Tables 4.3-4.5: PFCFS against FCFS per month on 128 nodes, change in %.
#include "reproduction/PublishedData.h"

#include <array>
#include <string_view>

namespace schedlab {

namespace {

// The three tables share one layout, so they are written side by side as the
// sources' numbers are usually quoted: per month, 4.3 PFCFS1-3, 4.4 PFCFS1-3,
// 4.5 PFCFS1-3. The columns are kept as printed even though PFCFS2 and PFCFS3
// are swapped (erratum E1); the report deals with that.
constexpr std::size_t kTableCount = 3;
constexpr std::size_t kVariantCount = 3;

struct PfcfsTable {
    std::string_view key;
    std::string_view criterion;  // in the citation
};
constexpr std::array<PfcfsTable, kTableCount> kTables = {{
    {"4.3", "makespan"},
    {"4.4", "weighted completion time"},
    {"4.5", "weighted flow time"},
}};
constexpr std::array<std::string_view, kVariantCount> kVariants = {"PFCFS1", "PFCFS2", "PFCFS3"};

constexpr std::string_view kSumToken = "Sum";
constexpr const char* kSumName = "sum over Jul 1996-May 1997 (ratio of the sums)";

struct MonthRow {
    std::string_view month;
    std::array<std::string_view, kTableCount * kVariantCount> changes;
};

constexpr std::array<MonthRow, 12> kRows = {{
    {"Jul96", {"-3.5", "-16.3", "+20.0", "-7.1", "-19.7", "+13.8", "-10.4", "-30.6", "+22.0"}},
    {"Aug96", {"-8.3", "-22.2", "+14.3", "-6.1", "-20.4", "+13.2", "-22.6", "-41.9", "+2.0"}},
    {"Sep96", {"-10.0", "-25.4", "+8.7", "-10.9", "-25.5", "+6.5", "-15.9", "-37.3", "+9.4"}},
    {"Oct96", {"-4.9", "-23.2", "+12.2", "-3.3", "-20.9", "+11.5", "-5.2", "-32.9", "+17.4"}},
    {"Nov96", {"-18.0", "-30.0", "+11.2", "-21.0", "-33.4", "+5.7", "-29.7", "-47.3", "+8.1"}},
    {"Dec96", {"-12.5", "-22.3", "+20.3", "-15.0", "-25.6", "+20.7", "-22.4", "-39.1", "+31.7"}},
    {"Jan97", {"-4.9", "-16.9", "+16.4", "-4.6", "-13.4", "+12.1", "+28.1", "+9.6", "+63.0"}},
    {"Feb97", {"-4.1", "-15.4", "+32.3", "-5.8", "-18.3", "+25.0", "-8.2", "-28.8", "+38.3"}},
    {"Mar97", {"-5.6", "-14.1", "+15.4", "-5.3", "-14.2", "+16.7", "-8.4", "-22.3", "+26.2"}},
    {"Apr97", {"-14.3", "-26.7", "+8.6", "-11.8", "-24.5", "+11.8", "-18.4", "-38.3", "+18.4"}},
    {"May97", {"-15.8", "-29.2", "+3.0", "-14.0", "-28.4", "+2.7", "-19.5", "-39.5", "+3.7"}},
    {kSumToken, {"-9.5", "-22.1", "+14.4", "-9.6", "-22.2", "+12.3", "-13.6", "-33.2", "+19.1"}},
}};

}  // namespace

std::vector<PublishedFigure> PublishedData::pfcfsFigures()
{
    std::vector<PublishedFigure> figures;
    for (std::size_t table = 0; table < kTables.size(); ++table) {
        const std::string key(kTables[table].key);
        for (std::size_t variant = 0; variant < kVariants.size(); ++variant) {
            for (const MonthRow& row : kRows) {
                const std::string when = row.month == kSumToken ? kSumName : monthName(row.month);
                const std::string id =
                    "T" + key + "/" + std::string(kVariants[variant]) + "/" + std::string(row.month);
                const std::string citation = thesisTable(key) + " (" + std::string(kTables[table].criterion) +
                                             "), column " + std::string(kVariants[variant]) + " as printed, " + when;
                figures.push_back(figure(id, key, citation, FigureKind::Change, FigureNotation::SignedOneDecimal,
                                         std::string(row.changes[table * kVariantCount + variant])));
            }
        }
    }
    return figures;
}

}  // namespace schedlab
