#pragma once

#include <ostream>
#include <string>

namespace schedlab {

class ReproductionReport;

// The reproduction report as GitHub-flavoured Markdown, for the terminal
// and for pasting into issues: summary first, then one table per published
// table with its summary line and notes, then the text claims.
class MarkdownReportWriter {
public:
    static void write(const ReproductionReport& report, std::ostream& out);
    [[nodiscard]] static std::string render(const ReproductionReport& report);
    // A table cell: '|' escaped, line breaks flattened, so no text can break the table.
    [[nodiscard]] static std::string cell(const std::string& text);
};

}  // namespace schedlab
