#include "compare/CsvTable.h"

#include <sstream>
#include <string_view>

namespace schedlab {

namespace {

constexpr char kLineEnd = '\n';
constexpr char kQuote = '"';

// A plain loop over the field: find_first_of with a set of characters
// called memchr once per character, a sixth of a whole run's instructions
// when writing jobs.csv.
bool needsQuoting(std::string_view field)
{
    for (const char c : field) {
        if (c == ',' || c == kQuote || c == '\r' || c == '\n')
            return true;
    }
    return false;
}

void writeLine(std::ostream& out, const std::vector<std::string>& fields)
{
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            line += ',';
        CsvTable::appendQuoted(line, fields[i]);
    }
    line += kLineEnd;
    out << line;
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
    if (!needsQuoting(field))
        return field;
    std::string out;
    appendQuoted(out, field);
    return out;
}

void CsvTable::appendQuoted(std::string& out, std::string_view field)
{
    if (!needsQuoting(field)) {
        out += field;
        return;
    }
    out += kQuote;
    for (const char c : field) {
        if (c == kQuote)
            out += kQuote;
        out += c;
    }
    out += kQuote;
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
