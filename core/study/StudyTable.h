#pragma once

#include "compare/CsvTable.h"

#include <string>

namespace schedlab {

// One result table of a study, laid out as the source publication lays it
// out, already formatted (the CLI prints it, the workbench shows it, both
// can write it as CSV).
struct StudyTable {
    std::string title;  // "ART on 256 nodes, CTC, estimated run times"
    std::string note;   // what the percentages are against and their sign; may be empty
    CsvTable table;
};

}  // namespace schedlab
