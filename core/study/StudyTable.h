#pragma once

#include "compare/CsvTable.h"

#include <cstddef>
#include <string>
#include <vector>

namespace schedlab {

// How a table is best drawn, if at all: grouped bars, one group per row
// (labelled by the first column), one bar per listed column. Wiriyaprasit
// (2004) draws ACT per site per configuration this way. With `logCurves`
// the first column is a number and each listed column a curve over it,
// both axes logarithmic, for measures swept over orders of magnitude
// (Vanderster 2008, sec. 6.3: input scales d from 1 to 1000).
struct StudyChart {
    std::vector<std::size_t> columns;  // empty: no chart
    std::string valueLabel;            // the value axis, "ACT (s)"
    bool logCurves = false;
};

// One result table of a study, laid out as the source publication lays it
// out, already formatted (the CLI prints it, the workbench shows it, both
// can write it as CSV).
struct StudyTable {
    std::string title;  // "ART on 256 nodes, CTC, estimated run times"
    std::string note;   // what the percentages are against and their sign; may be empty
    CsvTable table;
    StudyChart chart = {};
};

}  // namespace schedlab
