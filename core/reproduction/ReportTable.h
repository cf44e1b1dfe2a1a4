#pragma once

#include "reproduction/PublishedTable.h"
#include "reproduction/ReportNote.h"
#include "reproduction/ReportRow.h"
#include "reproduction/VerdictCounts.h"

#include <vector>

namespace schedlab {

// One published table in the report: its rows, its summary and its notes.
struct ReportTable {
    PublishedTable table;  // key, title, citation, description, extra columns, chart
    std::vector<ReportRow> rows;
    VerdictCounts counts;
    std::vector<ReportNote> notes;
};

}  // namespace schedlab
