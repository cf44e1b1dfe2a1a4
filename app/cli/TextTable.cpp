#include "TextTable.h"

#include "TextWrap.h"

#include <algorithm>

namespace schedlab {

namespace {

constexpr std::string_view kColumnGap = "  ";
constexpr char kRuleCharacter = '-';

std::size_t displayWidth(const std::string& text)
{
    return TextWrap::displayWidth(text);
}

}  // namespace

TextTable::TextTable(std::vector<std::string> headers)
    : m_headers(std::move(headers)), m_align(m_headers.size(), Align::Left)
{
}

void TextTable::setAlignment(std::size_t column, Align align)
{
    if (column < m_align.size())
        m_align[column] = align;
}

void TextTable::alignRightFrom(std::size_t first)
{
    for (std::size_t c = first; c < m_align.size(); ++c)
        m_align[c] = Align::Right;
}

void TextTable::addRow(std::vector<std::string> cells)
{
    cells.resize(m_headers.size());
    m_rows.push_back(std::move(cells));
}

void TextTable::addSeparator()
{
    m_rows.emplace_back();
}

std::vector<std::size_t> TextTable::columnWidths() const
{
    std::vector<std::size_t> widths(m_headers.size(), 0);
    for (std::size_t c = 0; c < m_headers.size(); ++c) {
        if (m_headerVisible)
            widths[c] = displayWidth(m_headers[c]);
        for (const auto& row : m_rows) {
            if (!row.empty())
                widths[c] = std::max(widths[c], displayWidth(row[c]));
        }
    }
    return widths;
}

void TextTable::appendRow(std::string& out, const std::vector<std::string>& cells,
                          const std::vector<std::size_t>& widths) const
{
    std::string line;
    for (std::size_t c = 0; c < cells.size(); ++c) {
        if (c > 0)
            line += kColumnGap;
        const std::string padding(widths[c] - displayWidth(cells[c]), ' ');
        line += m_align[c] == Align::Right ? padding + cells[c] : cells[c] + padding;
    }
    // Trailing blanks from a left-aligned last column are noise in diffs and tests.
    line.erase(line.find_last_not_of(' ') + 1);
    out += line;
    out += '\n';
}

std::string TextTable::toString() const
{
    const std::vector<std::size_t> widths = columnWidths();
    std::size_t totalWidth = 0;
    for (std::size_t c = 0; c < widths.size(); ++c)
        totalWidth += widths[c] + (c > 0 ? kColumnGap.size() : 0);
    const std::string rule(totalWidth, kRuleCharacter);

    std::string out;
    if (m_headerVisible) {
        appendRow(out, m_headers, widths);
        out += rule + '\n';
    }
    for (const auto& row : m_rows) {
        if (row.empty())
            out += rule + '\n';
        else
            appendRow(out, row, widths);
    }
    return out;
}

}  // namespace schedlab
