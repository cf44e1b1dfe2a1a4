#include "StudyTableChart.h"

#include "ComparisonPalette.h"

#include "charts/ChartStyle.h"
#include "charts/ValueAxisFit.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>
#include <charconv>

namespace schedlab {

namespace {

constexpr int kAxisTicks = 5;
constexpr int kChartHeight = 280;

// The number a cell shows; 0 for an empty or unreadable cell.
double numberIn(const std::string& cell)
{
    double value = 0;
    const auto result = std::from_chars(cell.data(), cell.data() + cell.size(), value);
    return result.ec == std::errc() ? value : 0.0;
}

}  // namespace

// The view is built with its chart: QChartView(parent) makes a default
// chart that setChart() would release without deleting (a leak per view).
StudyTableChart::StudyTableChart(const StudyTable& table, QWidget* parent) : QChartView(new QChart, parent)
{
    if (table.chart.logCurves)
        drawCurves(table);
    else
        drawBars(table);
    QChart* chart = this->chart();
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setLabelColor(chartstyle::kTextColor);
    setRenderHint(QPainter::Antialiasing);
    setFixedHeight(kChartHeight);
    setAccessibleName(tr("Chart of %1").arg(QString::fromStdString(table.title)));
}

void StudyTableChart::drawBars(const StudyTable& table)
{
    const CsvTable& cells = table.table;
    auto* series = new QBarSeries;
    double maximum = 0;
    for (std::size_t c = 0; c < table.chart.columns.size(); ++c) {
        const std::size_t column = table.chart.columns[c];
        if (column >= cells.columnCount())
            continue;
        auto* set = new QBarSet(QString::fromStdString(cells.headers()[column]));
        for (std::size_t row = 0; row < cells.rowCount(); ++row) {
            const double value = numberIn(cells.cell(row, column));
            set->append(value);
            maximum = std::max(maximum, value);
        }
        set->setColor(comparisonpalette::runColor(c));
        set->setBorderColor(comparisonpalette::runColor(c));
        series->append(set);
    }
    QChart* chart = this->chart();
    chart->addSeries(series);
    auto* categories = new QBarCategoryAxis;
    for (std::size_t row = 0; row < cells.rowCount(); ++row)
        categories->append(QString::fromStdString(cells.cell(row, 0)));
    categories->setLabelsColor(chartstyle::kTextColor);
    chart->addAxis(categories, Qt::AlignBottom);
    series->attachAxis(categories);
    auto* values = new QValueAxis;
    chartstyle::fitValueAxis(*values, maximum, kAxisTicks);
    values->setTitleText(QString::fromStdString(table.chart.valueLabel));
    values->setTitleBrush(chartstyle::kTextColor);
    chart->addAxis(values, Qt::AlignLeft);
    series->attachAxis(values);
}

// A point per row whose cells are both positive (a log axis has no 0;
// runs not stored yet leave their cells empty).
void StudyTableChart::drawCurves(const StudyTable& table)
{
    const CsvTable& cells = table.table;
    QChart* chart = this->chart();
    auto* across = new QLogValueAxis;
    across->setTitleText(QString::fromStdString(cells.headers()[0]));
    auto* values = new QLogValueAxis;
    values->setTitleText(QString::fromStdString(table.chart.valueLabel));
    for (QLogValueAxis* axis : {across, values}) {
        axis->setLabelFormat(QStringLiteral("%g"));
        axis->setLabelsColor(chartstyle::kTextColor);
        axis->setTitleBrush(chartstyle::kTextColor);
    }
    chart->addAxis(across, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    for (std::size_t c = 0; c < table.chart.columns.size(); ++c) {
        const std::size_t column = table.chart.columns[c];
        if (column >= cells.columnCount())
            continue;
        auto* curve = new QLineSeries;
        curve->setName(QString::fromStdString(cells.headers()[column]));
        curve->setColor(comparisonpalette::runColor(c));
        for (std::size_t row = 0; row < cells.rowCount(); ++row) {
            const double x = numberIn(cells.cell(row, 0));
            const double y = numberIn(cells.cell(row, column));
            if (x > 0 && y > 0)
                curve->append(x, y);
        }
        chart->addSeries(curve);
        curve->attachAxis(across);
        curve->attachAxis(values);
    }
}

}  // namespace schedlab
