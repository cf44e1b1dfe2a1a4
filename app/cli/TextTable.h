#pragma once

#include <string>
#include <vector>

namespace schedlab {

// A plain-text table with aligned columns, for terminal output. Widths count
// UTF-8 code points, so labels such as "γ" do not break the alignment.
class TextTable {
public:
    enum class Align { Left, Right };

    // Columns default to left alignment; see setAlignment.
    explicit TextTable(std::vector<std::string> headers);

    void setAlignment(std::size_t column, Align align);
    // Right-aligns every column from `first` on: the usual numbers-after-label layout.
    void alignRightFrom(std::size_t first);
    void setHeaderVisible(bool visible) { m_headerVisible = visible; }
    void addRow(std::vector<std::string> cells);  // missing cells are blank
    void addSeparator();

    [[nodiscard]] std::string toString() const;

private:
    [[nodiscard]] std::vector<std::size_t> columnWidths() const;
    void appendRow(std::string& out, const std::vector<std::string>& cells,
                   const std::vector<std::size_t>& widths) const;

    std::vector<std::string> m_headers;
    std::vector<Align> m_align;
    std::vector<std::vector<std::string>> m_rows;  // an empty row is a separator
    bool m_headerVisible = true;
};

}  // namespace schedlab
