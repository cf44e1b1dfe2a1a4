#pragma once

#include "compare/CsvTable.h"

#include <QTableWidget>

#include <optional>
#include <vector>

namespace schedlab {

// Shows a core CsvTable cell for cell (the same text the CLI prints) and
// exports it as CSV with the core's writer, so the workbench, its CSV files
// and the CLI agree digit for digit. Cells given an improvement are tinted:
// green when better than the reference, red when worse.
class CsvTableView : public QTableWidget {
    Q_OBJECT

public:
    // Improvement per cell, row-major like the table; none = not tinted.
    using Improvements = std::vector<std::vector<std::optional<double>>>;

    explicit CsvTableView(QWidget* parent = nullptr);

    void setTable(const CsvTable& table, const Improvements& improvements = {});
    [[nodiscard]] const CsvTable& table() const { return m_table; }
    // The text shown in a cell (tests compare it with the CLI).
    [[nodiscard]] QString cellText(int row, int column) const;
    bool exportCsv(const QString& path) const;

    [[nodiscard]] static QColor betterColor();
    [[nodiscard]] static QColor worseColor();

private:
    CsvTable m_table;
};

}  // namespace schedlab
