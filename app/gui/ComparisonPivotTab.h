#pragma once

#include "store/StoredRun.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;

namespace schedlab {

class CsvTableView;

// The comparison view's pivot: one metric, policies as rows, a chosen
// dimension (backfilling variant, a parameter, platform, transforms, trace)
// as columns, each cell the value and its improvement over the reference.
// The table is core/compare/PivotTable's, as `runs compare --pivot` prints it.
class ComparisonPivotTab : public QWidget {
    Q_OBJECT

public:
    // `runs` must outlive the tab (the comparison view owns both).
    explicit ComparisonPivotTab(const std::vector<StoredRun>& runs, QWidget* parent = nullptr);

    void setReference(std::size_t reference);
    // Keys as in the CLI: "variant", "gamma", ...; "awrt". Unknown ones are ignored.
    void setPivot(const QString& dimension, const QString& metricKey);
    [[nodiscard]] QString dimension() const;
    [[nodiscard]] QString metricKey() const;
    [[nodiscard]] CsvTableView* table() const { return m_table; }

private:
    void rebuild();

    const std::vector<StoredRun>& m_runs;
    std::size_t m_reference = 0;
    QComboBox* m_dimension = nullptr;
    QComboBox* m_metric = nullptr;
    CsvTableView* m_table = nullptr;
    QLabel* m_note = nullptr;
};

}  // namespace schedlab
