#pragma once

#include <string>

namespace schedlab {

// An erratum or a known cause of differences, as printed under a table.
struct ReportNote {
    std::string title;  // "Erratum E1 (Yahyapour (2002), Tables 4.3-4.5)", "Known cause of differences"
    std::string text;
};

}  // namespace schedlab
