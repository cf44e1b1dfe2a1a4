// Thesis Tables 5.3 and 5.4: multi-site scheduling on m128 against the overhead p.
#include "reproduction/PublishedData.h"

#include <array>
#include <string_view>

namespace schedlab {

namespace {

constexpr std::size_t kWorkloadCount = 4;

struct Workload {
    std::string_view token;  // in the id
    std::string_view name;   // in the citation
};
constexpr std::array<Workload, kWorkloadCount> kWorkloads = {{
    {"10_20k", "CTC jobs 10,000-20,000"},
    {"30_40k", "CTC jobs 30,000-40,000"},
    {"60_70k", "CTC jobs 60,000-70,000"},
    {"syn", "synthetic workload"},
}};

struct MultiSiteTable {
    std::string_view key;
    std::string_view what;  // in the citation
    FigureNotation notation;
};
constexpr std::array<MultiSiteTable, 2> kTables = {{
    {"5.3", "multi-site jobs", FigureNotation::Integer},
    // Printed with decimal commas (22,19 %); written here with points.
    {"5.4", "multi-site share of the work in %", FigureNotation::TwoDecimals},
}};

// Per overhead p: the four workloads of Table 5.3, then those of Table 5.4.
struct OverheadRow {
    std::string_view percent;
    std::array<std::string_view, 2 * kWorkloadCount> values;
};

constexpr std::array<OverheadRow, 13> kRows = {{
    {"0", {"539", "431", "840", "774", "22.19", "23.97", "34.01", "40.75"}},
    {"5", {"543", "436", "850", "769", "22.87", "25.09", "36.36", "41.21"}},
    {"10", {"582", "448", "928", "827", "24.71", "27.21", "37.28", "46.85"}},
    {"15", {"572", "490", "917", "906", "25.30", "28.24", "38.97", "47.95"}},
    {"20", {"583", "546", "946", "946", "26.05", "31.36", "40.43", "46.91"}},
    {"25", {"601", "567", "951", "1042", "29.40", "31.93", "41.02", "52.81"}},
    {"30", {"622", "521", "979", "1026", "29.11", "30.84", "44.53", "53.62"}},
    {"35", {"637", "523", "1036", "1063", "30.24", "31.01", "44.38", "54.01"}},
    {"40", {"647", "534", "1106", "1012", "31.21", "32.82", "48.10", "56.01"}},
    {"45", {"673", "597", "1008", "1181", "33.22", "37.20", "45.87", "59.77"}},
    {"50", {"755", "579", "1029", "1188", "37.15", "34.18", "46.25", "59.99"}},
    {"55", {"748", "578", "1086", "1233", "37.87", "36.05", "49.81", "62.72"}},
    {"60", {"746", "638", "1114", "1177", "41.46", "39.17", "52.38", "60.46"}},
}};

}  // namespace

std::vector<PublishedFigure> PublishedData::multiSiteFigures()
{
    std::vector<PublishedFigure> figures;
    for (std::size_t table = 0; table < kTables.size(); ++table) {
        const std::string key(kTables[table].key);
        for (std::size_t workload = 0; workload < kWorkloads.size(); ++workload) {
            for (const OverheadRow& row : kRows) {
                const std::string id = "T" + key + "/" + std::string(kWorkloads[workload].token) + "/p=" +
                                       std::string(row.percent);
                const std::string citation = thesisTable(key) + " (" + std::string(kTables[table].what) + "), " +
                                             std::string(kWorkloads[workload].token) + " (" +
                                             std::string(kWorkloads[workload].name) + "), overhead p = " +
                                             std::string(row.percent) + " %";
                figures.push_back(figure(id, key, citation, FigureKind::Absolute, kTables[table].notation,
                                         std::string(row.values[table * kWorkloadCount + workload])));
            }
        }
    }
    return figures;
}

}  // namespace schedlab
