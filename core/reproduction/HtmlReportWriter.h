#pragma once

#include <ostream>
#include <string>

namespace schedlab {

class ReproductionReport;

// The reproduction report as one self-contained HTML file: inline CSS and
// inline SVG charts, no scripts, no external resources, so it can be mailed
// or archived as it is. Summary at the top, verdict cells coloured, all text escaped.
class HtmlReportWriter {
public:
    static void write(const ReproductionReport& report, std::ostream& out);
    [[nodiscard]] static std::string render(const ReproductionReport& report);
};

}  // namespace schedlab
