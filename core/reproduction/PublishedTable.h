#pragma once

#include <string>

namespace schedlab {

// Which extra columns a table of the report has besides value, difference and verdict.
enum class TableColumns {
    Plain,
    WithPercent,     // published and SchedLab's percentage against the table's base (Tables 2.4-2.7)
    WithAsLabelled,  // SchedLab's value for the column as labelled (Tables 4.3-4.5, erratum E1)
};

// The chart the HTML report draws for a long table: one small chart per
// group of figures (the second part of the id: a PFCFS variant, a workload),
// over the third part (months, overheads).
enum class TableChart {
    None,
    BarsPerGroup,
    LinesPerGroup,
};

// A published table as the report presents it.
struct PublishedTable {
    std::string key;          // "2.5"
    std::string title;        // "Table 2.5: average response time, CTC, estimated run times"
    std::string citation;     // "Yahyapour (2002), Table 2.5"
    std::string description;  // the unit and what percentages are against
    TableColumns columns = TableColumns::Plain;
    TableChart chart = TableChart::None;
    std::string chartUnit;  // the charts' value axis: "change in %"
};

}  // namespace schedlab
