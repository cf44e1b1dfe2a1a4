// Thesis Tables 2.4-2.7: list scheduling and backfilling on 256 nodes.
#include "reproduction/PublishedData.h"

#include "reproduction/PrintedNumber.h"

#include <array>
#include <stdexcept>
#include <string_view>

namespace schedlab {

namespace {

// A cell as printed: the value, then its percentage. Garey&Graham has only
// the list column; its other cells are empty.
struct PrintedCell {
    std::string_view value;
    std::string_view percent;
};

struct AlgorithmRow {
    std::string_view group;  // U = unweighted case, W = weighted case
    std::string_view row;    // the row token of the ids
    std::array<PrintedCell, 3> cells;  // list, cons, EASY
};

struct AlgorithmTable {
    std::string_view key;
    std::array<AlgorithmRow, 10> rows;
};

struct Token {
    std::string_view token;  // in the id
    std::string_view name;   // in the citation
};

constexpr std::array<Token, 3> kColumns = {{
    {"list", "list scheduling"},
    {"cons", "conservative backfilling"},
    {"EASY", "EASY backfilling"},
}};
constexpr std::array<Token, 2> kGroups = {{{"U", "unweighted case"}, {"W", "weighted case"}}};
constexpr std::array<Token, 5> kRowNames = {{
    {"FCFS", "FCFS"},
    {"PSRS", "PSRS"},
    {"SMART-FFIA", "SMART-FFIA"},
    {"SMART-NFIW", "SMART-NFIW"},
    {"G&G", "Garey&Graham"},
}};

// Percentages are against FCFS with EASY backfilling of the same table and
// row group, except in Table 2.4, whose percentages compare exact with
// estimated run times, i.e. with the same cell of Table 2.5.
constexpr std::string_view kReferenceRow = "FCFS";
constexpr std::string_view kReferenceColumn = "EASY";
constexpr std::string_view kExactTable = "2.4";
constexpr std::string_view kEstimatedTable = "2.5";

constexpr AlgorithmTable kTable24 = {"2.4", {{
    {"U", "FCFS", {{{"4.91E+06", "0%"}, {"4.05E+05", "-39.6%"}, {"3.93E+05", "-0.5%"}}}},
    {"U", "PSRS", {{{"1.05E+05", "-34.0%"}, {"6.35E+04", "-37.7%"}, {"5.48E+04", "-48.3%"}}}},
    {"U", "SMART-FFIA", {{{"9.07E+04", "-42.2%"}, {"5.60E+04", "-45.1%"}, {"5.33E+04", "-49.7%"}}}},
    {"U", "SMART-NFIW", {{{"9.39E+04", "-48.4%"}, {"5.66E+04", "-44.5%"}, {"5.34E+04", "-51.9%"}}}},
    {"U", "G&G", {{{"1.46E+05", "0.0%"}, {}, {}}}},
    {"W", "FCFS", {{{"4.99E+11", "0%"}, {"1.14E+11", "-37.7%"}, {"9.82E+10", "-31.3%"}}}},
    {"W", "PSRS", {{{"3.91E+11", "+2.4%"}, {"1.15E+11", "-32.4%"}, {"9.91E+10", "-30.7%"}}}},
    {"W", "SMART-FFIA", {{{"3.03E+11", "-15.1%"}, {"2.73E+11", "+36.5%"}, {"2.58E+11", "+70.9%"}}}},
    {"W", "SMART-NFIW", {{{"3.33E+11", "-14.8%"}, {"2.92E+11", "+43.8%"}, {"2.68E+11", "+79.9%"}}}},
    {"W", "G&G", {{{"1.20E+11", "0.0%"}, {}, {}}}},
}}};

constexpr AlgorithmTable kTable25 = {"2.5", {{
    {"U", "FCFS", {{{"4.91E+06", "+1143.0%"}, {"6.70E+05", "-69.6%"}, {"3.95E+05", "0%"}}}},
    {"U", "PSRS", {{{"1.59E+05", "-59.7%"}, {"1.02E+05", "-74.2%"}, {"1.06E+05", "-73.2%"}}}},
    {"U", "SMART-FFIA", {{{"1.57E+05", "-60.2%"}, {"1.00E+05", "-74.7%"}, {"1.17E+05", "-70.4%"}}}},
    {"U", "SMART-NFIW", {{{"1.82E+05", "-53.9%"}, {"1.02E+05", "-74.2%"}, {"1.11E+05", "-71.9%"}}}},
    {"U", "G&G", {{{"1.46E+05", "-63.0%"}, {}, {}}}},
    {"W", "FCFS", {{{"4.99E+11", "+249.0%"}, {"1.83E+11", "+28.0%"}, {"1.43E+11", "0%"}}}},
    {"W", "PSRS", {{{"3.82E+11", "+167.1%"}, {"1.70E+11", "+18.9%"}, {"1.43E+11", "0%"}}}},
    {"W", "SMART-FFIA", {{{"3.57E+11", "+149.6%"}, {"2.00E+11", "+39.9%"}, {"1.51E+11", "+5.6%"}}}},
    {"W", "SMART-NFIW", {{{"3.91E+11", "+173.4%"}, {"2.03E+11", "+42.0%"}, {"1.49E+11", "+4.2%"}}}},
    {"W", "G&G", {{{"1.20E+11", "-16.1%"}, {}, {}}}},
}}};

constexpr AlgorithmTable kTable26 = {"2.6", {{
    {"U", "FCFS", {{{"6.17E+06", "+499.0%"}, {"1.06E+06", "+2.9%"}, {"1.03E+06", "0%"}}}},
    {"U", "PSRS", {{{"2.86E+05", "-72.2%"}, {"1.71E+05", "-83.4%"}, {"1.55E+05", "-85.0%"}}}},
    {"U", "SMART-FFIA", {{{"2.67E+05", "-74.1%"}, {"1.74E+05", "-83.1%"}, {"1.57E+05", "-84.8%"}}}},
    {"U", "SMART-NFIW", {{{"2.85E+05", "-72.3%"}, {"1.65E+05", "-84.0%"}, {"1.64E+05", "-84.1%"}}}},
    {"U", "G&G", {{{"2.78E+05", "-73.0%"}, {}, {}}}},
    {"W", "FCFS", {{{"6.17E+11", "+108.4%"}, {"3.03E+11", "+2.4%"}, {"2.96E+11", "0%"}}}},
    {"W", "PSRS", {{{"5.10E+11", "+72.3%"}, {"3.05E+11", "+3.0%"}, {"2.91E+11", "-1.7%"}}}},
    {"W", "SMART-FFIA", {{{"4.84E+11", "+63.5%"}, {"3.33E+11", "+12.5%"}, {"2.97E+11", "+0.3%"}}}},
    {"W", "SMART-NFIW", {{{"4.86E+11", "+64.2%"}, {"3.31E+11", "+11.8%"}, {"3.03E+11", "+2.4%"}}}},
    {"W", "G&G", {{{"2.72E+11", "-8.1%"}, {}, {}}}},
}}};

constexpr AlgorithmTable kTable27 = {"2.7", {{
    {"U", "FCFS", {{{"3.40E+08", "+96.5%"}, {"1.72E+08", "-0.6%"}, {"1.73E+08", "0%"}}}},
    {"U", "PSRS", {{{"1.66E+08", "-4.0%"}, {"1.44E+08", "-16.8%"}, {"1.32E+08", "-23.7%"}}}},
    {"U", "SMART-FFIA", {{{"1.57E+08", "-9.2%"}, {"1.41E+08", "-18.5%"}, {"1.37E+08", "-20.8%"}}}},
    {"U", "SMART-NFIW", {{{"1.61E+08", "-6.9%"}, {"1.42E+08", "-17.9%"}, {"1.39E+08", "-19.7%"}}}},
    {"U", "G&G", {{{"1.73E+08", "0%"}, {}, {}}}},
    {"W", "FCFS", {{{"9.40E+14", "+41.6%"}, {"6.66E+14", "+0.3%"}, {"6.64E+14", "0%"}}}},
    {"W", "PSRS", {{{"8.66E+14", "+30.4%"}, {"6.61E+14", "-0.5%"}, {"6.60E+14", "-0.6%"}}}},
    {"W", "SMART-FFIA", {{{"8.15E+14", "+22.7%"}, {"7.54E+14", "+13.6%"}, {"6.96E+14", "+4.8%"}}}},
    {"W", "SMART-NFIW", {{{"9.05E+14", "+36.3%"}, {"7.96E+14", "+19.9%"}, {"7.09E+14", "+6.8%"}}}},
    {"W", "G&G", {{{"6.68E+14", "+0.6%"}, {}, {}}}},
}}};

constexpr std::array<const AlgorithmTable*, 4> kTables = {&kTable24, &kTable25, &kTable26, &kTable27};

// Errata concerning single cells, shown in the cell's row.
struct Remark {
    std::string_view id;
    std::string_view text;
};
constexpr std::array<Remark, 3> kRemarks = {{
    {"T2.5/U/FCFS/cons", "E2: sign typo, +69.6 %"},
    {"T2.4/U/SMART-FFIA/cons", "E3: the printed seconds give -44.0 %"},
    {"T2.4/U/SMART-FFIA/EASY", "E3: the printed seconds give -54.4 %"},
}};

std::string_view rowName(std::string_view token)
{
    for (const Token& name : kRowNames) {
        if (name.token == token)
            return name.name;
    }
    throw std::invalid_argument("unknown row token '" + std::string(token) + "'");
}

std::string_view groupName(std::string_view group)
{
    return group == kGroups[0].token ? kGroups[0].name : kGroups[1].name;
}

std::string cellId(std::string_view table, std::string_view group, std::string_view row, std::string_view column)
{
    return "T" + std::string(table) + "/" + std::string(group) + "/" + std::string(row) + "/" + std::string(column);
}

}  // namespace

std::vector<PublishedFigure> PublishedData::algorithmFigures()
{
    std::vector<PublishedFigure> figures;
    for (const AlgorithmTable* table : kTables) {
        for (const AlgorithmRow& row : table->rows) {
            for (std::size_t column = 0; column < kColumns.size(); ++column) {
                const PrintedCell& cell = row.cells[column];
                if (cell.value.empty())
                    continue;
                const std::string_view columnToken = kColumns[column].token;
                const std::string citation = thesisTable(table->key) + ", " + std::string(groupName(row.group)) +
                                             ", " + std::string(rowName(row.row)) + ", " +
                                             std::string(kColumns[column].name);
                PublishedFigure published =
                    figure(cellId(table->key, row.group, row.row, columnToken), std::string(table->key), citation,
                           FigureKind::Absolute, FigureNotation::Scientific, std::string(cell.value));
                published.printedPercent = cell.percent;
                published.publishedPercent = PrintedNumber::parse(cell.percent);
                published.referenceId = cellId(table->key, row.group, kReferenceRow, kReferenceColumn);
                published.percentBaseId = table->key == kExactTable
                                              ? cellId(kEstimatedTable, row.group, row.row, columnToken)
                                              : published.referenceId;
                for (const Remark& remark : kRemarks) {
                    if (remark.id == published.id)
                        published.remark = remark.text;
                }
                figures.push_back(std::move(published));
            }
        }
    }
    return figures;
}

}  // namespace schedlab
