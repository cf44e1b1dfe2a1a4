#include "reproduction/MarkdownReportWriter.h"

#include "reproduction/ReportLayout.h"
#include "reproduction/ReproductionReport.h"

#include <sstream>

namespace schedlab {

namespace {

constexpr std::size_t kIdColumn = 0;

void writeRow(std::ostream& out, const std::vector<std::string>& cells, std::size_t codeColumn)
{
    out << '|';
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const std::string text = MarkdownReportWriter::cell(cells[i]);
        // Ids hold "<=" and "&": as code they show literally everywhere.
        if (i == codeColumn && !text.empty())
            out << " `" << text << "` |";
        else
            out << ' ' << text << " |";
    }
    out << '\n';
}

void writeTable(std::ostream& out, const std::vector<std::string>& headers,
                const std::vector<std::vector<std::string>>& rows, std::size_t codeColumn)
{
    writeRow(out, headers, headers.size());
    out << '|';
    for (std::size_t i = 0; i < headers.size(); ++i)
        out << "---|";
    out << '\n';
    for (const auto& row : rows)
        writeRow(out, row, codeColumn);
    out << '\n';
}

void writeSummary(std::ostream& out, const ReproductionReport& report)
{
    out << "## Summary\n\n";
    std::vector<std::vector<std::string>> rows;
    for (const ReportTable& table : report.tables())
        rows.push_back(ReportLayout::summaryCells(table.table.key, table.table.title, table.counts));
    rows.push_back(ReportLayout::summaryCells(ReportLayout::kTablesLabel, "", report.tableCounts()));
    rows.push_back(ReportLayout::summaryCells(ReportLayout::kClaimsLabel, ReportLayout::kClaimsTitle,
                                              report.claimCounts()));
    rows.push_back(ReportLayout::summaryCells(ReportLayout::kOverallLabel, "", report.overall()));
    writeTable(out, ReportLayout::summaryHeaders(), rows, ReportLayout::summaryHeaders().size());
    for (const auto& [code, meaning] : ReportLayout::legend())
        out << "- **" << code << "**: " << meaning << '\n';
    out << '\n';
}

void writeNotes(std::ostream& out, const std::vector<ReportNote>& notes)
{
    for (const ReportNote& note : notes)
        out << "- **" << note.title << "**: " << note.text << '\n';
    if (!notes.empty())
        out << '\n';
}

void writeReportTable(std::ostream& out, const ReportTable& table)
{
    const TableColumns columns = table.table.columns;
    out << "## " << table.table.title << "\n\n";
    out << table.table.citation << ". " << table.table.description << "\n\n";
    std::vector<std::vector<std::string>> rows;
    for (const ReportRow& row : table.rows)
        rows.push_back(ReportLayout::cells(row, columns));
    writeTable(out, ReportLayout::headers(columns), rows, kIdColumn);
    out << "Summary: " << ReportLayout::countsLine(table.counts) << "\n\n";
    writeNotes(out, table.notes);
}

void writeClaims(std::ostream& out, const ReproductionReport& report)
{
    out << "## " << ReportLayout::kClaimsTitle << "\n\n" << ReportLayout::kClaimsDescription << "\n\n";
    std::vector<std::vector<std::string>> rows;
    for (const ReportClaim& claim : report.claims())
        rows.push_back(ReportLayout::claimCells(claim));
    writeTable(out, ReportLayout::claimHeaders(), rows, kIdColumn);
    out << "Summary: " << ReportLayout::countsLine(report.claimCounts(), "claims") << "\n\n";
}

}  // namespace

std::string MarkdownReportWriter::cell(const std::string& text)
{
    std::string escaped;
    escaped.reserve(text.size());
    for (const char c : text) {
        if (c == '|')
            escaped += "\\|";
        else if (c == '\n' || c == '\r')
            escaped += ' ';
        else
            escaped += c;
    }
    return escaped;
}

void MarkdownReportWriter::write(const ReproductionReport& report, std::ostream& out)
{
    out << "# " << report.info().title << "\n\n";
    for (const std::string& line : ReportLayout::runLines(report.info()))
        out << "- " << line << '\n';
    for (const std::string& note : report.info().workloadNotes)
        out << "- " << note << '\n';
    out << "\nSources:\n\n";
    for (const std::string& source : report.sources())
        out << "- " << source << '\n';
    out << '\n';
    writeSummary(out, report);
    for (const ReportTable& table : report.tables())
        writeReportTable(out, table);
    writeClaims(out, report);
    if (!report.generalNotes().empty()) {
        out << "## Other errata and known causes\n\n";
        writeNotes(out, report.generalNotes());
    }
}

std::string MarkdownReportWriter::render(const ReproductionReport& report)
{
    std::ostringstream out;
    write(report, out);
    return out.str();
}

}  // namespace schedlab
