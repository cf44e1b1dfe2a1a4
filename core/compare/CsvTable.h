#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// A table of already formatted text cells: what a comparison hands to every
// front end. The CLI prints it aligned, the workbench fills a table view
// from it, and both write it as CSV with write(), so the three agree cell by
// cell.
class CsvTable {
public:
    CsvTable() = default;
    explicit CsvTable(std::vector<std::string> headers);

    void addRow(std::vector<std::string> cells);  // short rows are padded with empty cells

    [[nodiscard]] const std::vector<std::string>& headers() const { return m_headers; }
    [[nodiscard]] const std::vector<std::vector<std::string>>& rows() const { return m_rows; }
    [[nodiscard]] std::size_t columnCount() const { return m_headers.size(); }
    [[nodiscard]] std::size_t rowCount() const { return m_rows.size(); }
    [[nodiscard]] const std::string& cell(std::size_t row, std::size_t column) const;

    // RFC 4180: fields holding a comma, a double quote or a line break are
    // quoted and their quotes doubled; lines end with LF like the CLI's
    // other CSV files.
    void write(std::ostream& out) const;
    [[nodiscard]] std::string toCsv() const;
    [[nodiscard]] static std::string quoted(const std::string& field);
    // Appends `field` to `out`, quoted by the same rule: for writers that
    // build a row in one buffer instead of a string per field.
    static void appendQuoted(std::string& out, std::string_view field);

private:
    std::vector<std::string> m_headers;
    std::vector<std::vector<std::string>> m_rows;
};

}  // namespace schedlab
