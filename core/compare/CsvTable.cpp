#include "compare/CsvTable.h"

#include <sstream>
#include <string_view>

namespace schedlab {

namespace {

constexpr std::string_view kNeedsQuoting = ",\"\r\n";
constexpr char kLineEnd = '\n';

void writeLine(std::ostream& out, const std::vector<std::string>& fields)
{
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out << ',';
        out << CsvTable::quoted(fields[i]);
    }
    out << kLineEnd;
}

}  // namespace

CsvTable::CsvTable(std::vector<std::string> headers) : m_headers(std::move(headers)) {}

void CsvTable::addRow(std::vector<std::string> cells)
{
    if (cells.size() < m_headers.size())
        cells.resize(m_headers.size());
    m_rows.push_back(std::move(cells));
}

const std::string& CsvTable::cell(std::size_t row, std::size_t column) const
{
    return m_rows.at(row).at(column);
}

std::string CsvTable::quoted(const std::string& field)
{
    if (field.find_first_of(kNeedsQuoting) == std::string::npos)
        return field;
    std::string out = "\"";
    for (const char c : field) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
    return out;
}

void CsvTable::write(std::ostream& out) const
{
    writeLine(out, m_headers);
    for (const auto& row : m_rows)
        writeLine(out, row);
}

std::string CsvTable::toCsv() const
{
    std::ostringstream out;
    write(out);
    return out.str();
}

}  // namespace schedlab
