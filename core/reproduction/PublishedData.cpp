#include "reproduction/PublishedData.h"

#include "reproduction/PrintedNumber.h"

#include <stdexcept>

namespace schedlab {

namespace {

// Month tokens are "Jul96": three letters, then the year within the 1900s
// (the CTC log runs from June 1996 to May 1997).
constexpr std::size_t kMonthLetters = 3;
constexpr std::size_t kMonthTokenLength = 5;
constexpr const char* kCentury = "19";

constexpr const char* kChangeDescription =
    "Change in % against plain FCFS in the same month on 128 nodes (negative = better); Sum is the "
    "ratio of the sums over the 11 months, not a mean of the percentages. Ids keep the columns as "
    "printed; SchedLab's value is that of the strategy the column really holds (erratum E1), the "
    "\"as labelled\" column that of the strategy the heading names.";

constexpr const char* kAlgorithmUnits =
    "256 nodes. Unweighted rows: average response time in s; weighted rows: sum of w(t - r) over the "
    "jobs divided by their number, in node s^2 per job, with w = nodes x run time.";

PublishedTable algorithmTable(const char* key, const char* what, const char* percentAgainst)
{
    PublishedTable table;
    table.key = key;
    table.title = std::string("Table ") + key + ": average response time, " + what;
    table.citation = PublishedData::thesisTable(key);
    table.description = std::string(kAlgorithmUnits) + " " + percentAgainst;
    table.columns = TableColumns::WithPercent;
    return table;
}

PublishedTable pfcfsTable(const char* key, const char* criterion)
{
    PublishedTable table;
    table.key = key;
    table.title = std::string("Table ") + key + ": PFCFS against FCFS, " + criterion + ", 128 nodes";
    table.citation = PublishedData::thesisTable(key);
    table.description = kChangeDescription;
    table.columns = TableColumns::WithAsLabelled;
    table.chart = TableChart::BarsPerGroup;
    table.chartUnit = "change in %";
    return table;
}

PublishedTable multiSiteTable(const char* key, const char* what, const char* unit, const char* axis)
{
    PublishedTable table;
    table.key = key;
    table.title = std::string("Table ") + key + ": " + what + " on m128, overhead p = 0-60 %";
    table.citation = PublishedData::thesisTable(key);
    table.description = std::string("Multi-site scheduling (grid-multisite) on four machines of 128 nodes, "
                                    "wide jobs kept, jobs spread over the sites round-robin; ") +
                        unit + ". Absolute values, no reference column.";
    table.chart = TableChart::LinesPerGroup;
    table.chartUnit = axis;
    return table;
}

}  // namespace

PublishedFigure PublishedData::figure(std::string id, std::string tableKey, std::string citation, FigureKind kind,
                                      FigureNotation notation, std::string printed)
{
    PublishedFigure figure;
    figure.id = std::move(id);
    figure.tableKey = std::move(tableKey);
    figure.citation = std::move(citation);
    figure.kind = kind;
    figure.notation = notation;
    figure.value = PrintedNumber::parse(printed);
    figure.printed = std::move(printed);
    return figure;
}

std::string PublishedData::monthName(std::string_view token)
{
    if (token.size() != kMonthTokenLength)
        throw std::invalid_argument("not a month token: '" + std::string(token) + "'");
    return std::string(token.substr(0, kMonthLetters)) + " " + kCentury + std::string(token.substr(kMonthLetters));
}

std::string PublishedData::thesisTable(std::string_view tableKey)
{
    return std::string(kThesis) + ", Table " + std::string(tableKey);
}

std::vector<PublishedTable> PublishedData::tables()
{
    PublishedTable counts;
    counts.key = "2.2";
    counts.title = "Table 2.2: CTC SP2 jobs per submission month";
    counts.citation = thesisTable("2.2") + " = " + kPaper + ", Table 1";
    counts.description =
        "Jobs per calendar month of submission (US/Eastern), all jobs and those left when jobs wider than "
        "256 or 128 nodes are dropped. Counts of the workload itself: reproduced only by an exact match.";

    return {
        counts,
        algorithmTable("2.4", "CTC, exact run times",
                       "Percentages against the same cell of Table 2.5 (exact against estimated run times)."),
        algorithmTable("2.5", "CTC, estimated run times",
                       "Percentages against FCFS with EASY backfilling of the same row group."),
        algorithmTable("2.6", "probability-distributed workload, 50,000 jobs",
                       "Percentages against FCFS with EASY backfilling of the same row group."),
        algorithmTable("2.7", "randomized workload, 50,000 jobs",
                       "Percentages against FCFS with EASY backfilling of the same row group."),
        pfcfsTable("4.3", "makespan"),
        pfcfsTable("4.4", "weighted completion time"),
        pfcfsTable("4.5", "weighted flow time"),
        multiSiteTable("5.3", "multi-site jobs", "number of multi-site jobs out of 10,000", "multi-site jobs"),
        multiSiteTable("5.4", "multi-site share of the work", "multi-site share of the work in %", "work share in %"),
    };
}

}  // namespace schedlab
