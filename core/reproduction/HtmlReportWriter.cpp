#include "reproduction/HtmlReportWriter.h"

#include "reproduction/HtmlText.h"
#include "reproduction/ReportCharts.h"
#include "reproduction/ReportLayout.h"
#include "reproduction/ReproductionReport.h"

#include <sstream>

namespace schedlab {

namespace {

constexpr const char* kStyle = R"css(
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2em; color: #222; }
h1 { margin-bottom: 0.3em; }
h2 { margin-top: 2em; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; margin: 0.5em 0 1em; font-size: 13px; }
th, td { border: 1px solid #ccc; padding: 2px 6px; text-align: left; vertical-align: top; }
th { background: #f2f2f2; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.id { font-family: ui-monospace, monospace; white-space: nowrap; }
td.cite { font-size: 11px; color: #666; }
td.v-R { background: #cdebd3; }
td.v-Q { background: #fbeabb; }
td.v-N { background: #f6c9cd; }
td.v-NR { background: #e2e3e5; }
td.v-I { background: #dbe8f7; }
tr.overall td { font-weight: bold; }
.meta, .description { color: #444; }
.charts svg { margin: 0 1em 1em 0; border: 1px solid #ddd; background: #fff; }
.notes li { margin-bottom: 0.4em; max-width: 70em; }
)css";

// Ids of the table sections, for the summary's links: "table-2.5".
std::string anchorOf(const std::string& key)
{
    return "table-" + key;
}

constexpr const char* kClaimsAnchor = "text-claims";

std::string verdictClass(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Reproduced:
        return "v-R";
    case Verdict::SameDirection:
        return "v-Q";
    case Verdict::NotReproduced:
        return "v-N";
    case Verdict::NotRun:
        return "v-NR";
    case Verdict::Info:
        return "v-I";
    }
    return {};
}

void writeHeaderRow(std::ostream& out, const std::vector<std::string>& headers)
{
    out << "<tr>";
    for (const std::string& header : headers)
        out << "<th>" << HtmlText::escape(header) << "</th>";
    out << "</tr>\n";
}

void writeList(std::ostream& out, const std::vector<std::string>& items, const char* cssClass)
{
    if (items.empty())
        return;
    out << "<ul class=\"" << cssClass << "\">\n";
    for (const std::string& item : items)
        out << "<li>" << HtmlText::escape(item) << "</li>\n";
    out << "</ul>\n";
}

void writeSummaryRow(std::ostream& out, const std::vector<std::string>& cells, const std::string& link,
                     const char* rowClass)
{
    out << "<tr" << (*rowClass != '\0' ? std::string(" class=\"") + rowClass + "\"" : std::string()) << '>';
    // The table key and its title are text; the counts are numbers.
    constexpr std::size_t kTextColumns = 2;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        out << (i < kTextColumns ? "<td>" : "<td class=\"num\">");
        if (i == 0 && !link.empty())
            out << "<a href=\"#" << HtmlText::escape(link) << "\">" << HtmlText::escape(cells[i]) << "</a>";
        else
            out << HtmlText::escape(cells[i]);
        out << "</td>";
    }
    out << "</tr>\n";
}

void writeSummary(std::ostream& out, const ReproductionReport& report)
{
    out << "<section id=\"summary\">\n<h2>Summary</h2>\n<table>\n";
    writeHeaderRow(out, ReportLayout::summaryHeaders());
    for (const ReportTable& table : report.tables())
        writeSummaryRow(out, ReportLayout::summaryCells(table.table.key, table.table.title, table.counts),
                        anchorOf(table.table.key), "");
    writeSummaryRow(out, ReportLayout::summaryCells(ReportLayout::kTablesLabel, "", report.tableCounts()), "",
                    "overall");
    writeSummaryRow(out,
                    ReportLayout::summaryCells(ReportLayout::kClaimsLabel, ReportLayout::kClaimsTitle,
                                               report.claimCounts()),
                    kClaimsAnchor, "");
    writeSummaryRow(out, ReportLayout::summaryCells(ReportLayout::kOverallLabel, "", report.overall()), "",
                    "overall");
    out << "</table>\n<dl class=\"legend\">\n";
    for (const auto& [code, meaning] : ReportLayout::legend())
        out << "<dt>" << HtmlText::escape(code) << "</dt><dd>" << HtmlText::escape(meaning) << "</dd>\n";
    out << "</dl>\n</section>\n";
}

void writeNotes(std::ostream& out, const std::vector<ReportNote>& notes)
{
    if (notes.empty())
        return;
    out << "<ul class=\"notes\">\n";
    for (const ReportNote& note : notes)
        out << "<li><strong>" << HtmlText::escape(note.title) << ":</strong> " << HtmlText::escape(note.text)
            << "</li>\n";
    out << "</ul>\n";
}

std::string cellClass(std::size_t column, const ReportRow& row, TableColumns columns)
{
    const std::size_t verdict = ReportLayout::verdictColumn(columns);
    if (column == 0)
        return "id";
    if (column == verdict)
        return verdictClass(row.verdict);
    if (column == ReportLayout::citationColumn(columns))
        return "cite";
    // Everything between the id and the verdict is a number.
    return column < verdict ? "num" : "";
}

// One body row; classOf(column) gives the cell's CSS class, or nothing.
template <typename ClassOf>
void writeCells(std::ostream& out, const std::vector<std::string>& cells, ClassOf classOf)
{
    out << "<tr>";
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const std::string cssClass = classOf(i);
        out << (cssClass.empty() ? std::string("<td>") : "<td class=\"" + cssClass + "\">")
            << HtmlText::escape(cells[i]) << "</td>";
    }
    out << "</tr>\n";
}

void writeRows(std::ostream& out, const ReportTable& table)
{
    const TableColumns columns = table.table.columns;
    out << "<table>\n";
    writeHeaderRow(out, ReportLayout::headers(columns));
    for (const ReportRow& row : table.rows)
        writeCells(out, ReportLayout::cells(row, columns), [&](std::size_t i) { return cellClass(i, row, columns); });
    out << "</table>\n";
}

void writeTableSection(std::ostream& out, const ReportTable& table)
{
    out << "<section id=\"" << HtmlText::escape(anchorOf(table.table.key)) << "\">\n";
    out << "<h2>" << HtmlText::escape(table.table.title) << "</h2>\n";
    out << "<p class=\"description\">" << HtmlText::escape(table.table.citation + ". " + table.table.description)
        << "</p>\n";
    out << "<p><strong>Summary:</strong> " << HtmlText::escape(ReportLayout::countsLine(table.counts)) << "</p>\n";
    const std::vector<std::string> charts = ReportCharts::render(table);
    if (!charts.empty()) {
        out << "<div class=\"charts\">\n";
        for (const std::string& chart : charts)
            out << chart;  // already escaped by SvgChart
        out << "</div>\n";
    }
    writeRows(out, table);
    writeNotes(out, table.notes);
    out << "</section>\n";
}

std::string claimCellClass(std::size_t column, Verdict verdict)
{
    if (column == 0)
        return "id";
    if (column == ReportLayout::claimVerdictColumn())
        return verdictClass(verdict);
    return column == ReportLayout::claimCitationColumn() ? "cite" : "";
}

void writeClaims(std::ostream& out, const ReproductionReport& report)
{
    out << "<section id=\"" << kClaimsAnchor << "\">\n";
    out << "<h2>" << HtmlText::escape(ReportLayout::kClaimsTitle) << "</h2>\n";
    out << "<p class=\"description\">" << HtmlText::escape(ReportLayout::kClaimsDescription) << "</p>\n";
    out << "<p><strong>Summary:</strong> "
        << HtmlText::escape(ReportLayout::countsLine(report.claimCounts(), "claims")) << "</p>\n";
    out << "<table>\n";
    writeHeaderRow(out, ReportLayout::claimHeaders());
    for (const ReportClaim& claim : report.claims()) {
        writeCells(out, ReportLayout::claimCells(claim),
                   [&](std::size_t i) { return claimCellClass(i, claim.verdict); });
    }
    out << "</table>\n</section>\n";
}

}  // namespace

void HtmlReportWriter::write(const ReproductionReport& report, std::ostream& out)
{
    const ReproductionRunInfo& info = report.info();
    out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
    out << "<title>" << HtmlText::escape(info.title) << "</title>\n";
    out << "<style>" << kStyle << "</style>\n</head>\n<body>\n";
    out << "<h1>" << HtmlText::escape(info.title) << "</h1>\n";
    writeList(out, ReportLayout::runLines(info), "meta");
    writeList(out, info.workloadNotes, "meta");
    out << "<p>Sources:</p>\n";
    writeList(out, report.sources(), "sources");
    writeSummary(out, report);
    for (const ReportTable& table : report.tables())
        writeTableSection(out, table);
    writeClaims(out, report);
    if (!report.generalNotes().empty()) {
        out << "<section id=\"general-notes\">\n<h2>Other errata and known causes</h2>\n";
        writeNotes(out, report.generalNotes());
        out << "</section>\n";
    }
    out << "</body>\n</html>\n";
}

std::string HtmlReportWriter::render(const ReproductionReport& report)
{
    std::ostringstream out;
    write(report, out);
    return out.str();
}

}  // namespace schedlab
