// A study table as grouped bars: one group per row, one bar per chosen
// column, empty cells as no bar; as curves over a logarithmic first column;
// the Wiriyaprasit (2004) tables ask for the chart of ACT per site, and
// experiment 6 (Vanderster 2008) for curves of completion and transfer
// time over d.

#include "StudyTableChart.h"

#include "study/AdaptiveGridStudy.h"
#include "study/UtilityDataStudy.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QTest>

using namespace schedlab;

class AppStudyTableChartTest : public QObject {
    Q_OBJECT

private slots:
    void barsPerRowAndChosenColumn()
    {
        StudyTable table;
        table.title = "ACT";
        table.table = CsvTable({"Q", "ACT A", "ACT B", "ALL"});
        table.table.addRow({"Q0", "100", "120", "110"});
        table.table.addRow({"Q1", "", "80", "80"});
        table.chart = {{1, 2}, "ACT (s)"};
        const StudyTableChart view(table);
        const auto series = view.chart()->series();
        QCOMPARE(series.size(), 1);
        const auto* bars = qobject_cast<const QBarSeries*>(series.front());
        QVERIFY(bars != nullptr);
        QCOMPARE(bars->count(), 2);  // ACT A and ACT B, not ALL
        QCOMPARE(bars->barSets()[0]->label(), QStringLiteral("ACT A"));
        QCOMPARE(bars->barSets()[0]->at(0), 100.0);
        QCOMPARE(bars->barSets()[0]->at(1), 0.0);  // no run yet: no bar
        QCOMPARE(bars->barSets()[1]->at(1), 80.0);
        auto* categories = qobject_cast<QBarCategoryAxis*>(view.chart()->axes(Qt::Horizontal).front());
        QCOMPARE(categories->categories(), (QStringList{"Q0", "Q1"}));
    }

    // A point per row with both cells positive: no run yet, or 0, is no point.
    void curvesOverTheFirstColumn()
    {
        StudyTable table;
        table.title = "completion";
        table.table = CsvTable({"d", "FCFS", "UM"});
        table.table.addRow({"1", "300", "400"});
        table.table.addRow({"10", "", "410"});
        table.table.addRow({"100", "600", "0"});
        table.chart = {{1, 2}, "h", true};
        const StudyTableChart view(table);
        const auto series = view.chart()->series();
        QCOMPARE(series.size(), 2);
        const auto* fcfs = qobject_cast<const QLineSeries*>(series[0]);
        const auto* um = qobject_cast<const QLineSeries*>(series[1]);
        QVERIFY(fcfs != nullptr && um != nullptr);
        QCOMPARE(fcfs->name(), QStringLiteral("FCFS"));
        QCOMPARE(fcfs->points(), (QList<QPointF>{{1, 300}, {100, 600}}));
        QCOMPARE(um->points(), (QList<QPointF>{{1, 400}, {10, 410}}));
        QVERIFY(qobject_cast<QLogValueAxis*>(view.chart()->axes(Qt::Horizontal).front()) != nullptr);
        QVERIFY(qobject_cast<QLogValueAxis*>(view.chart()->axes(Qt::Vertical).front()) != nullptr);
    }

    void utilityDataCurvesCompletionAndTransfer()
    {
        const auto tables = UtilityDataStudy().tables({});
        QCOMPARE(tables.size(), std::size_t(4));
        for (std::size_t t = 0; t < tables.size(); ++t) {
            const bool curves = t < 2;
            QCOMPARE(tables[t].chart.logCurves, curves);
            QCOMPARE(tables[t].chart.columns.size(), curves ? std::size_t(6) : std::size_t(0));
        }
    }

    void adaptiveGridTablesChartTheSites()
    {
        const auto tables = AdaptiveGridStudy(AdaptiveGridStudy::Variant::Mct).tables({});
        QCOMPARE(tables.size(), std::size_t(9));
        QCOMPARE(tables.front().chart.columns, (std::vector<std::size_t>{1, 2, 3, 4, 5}));
        QCOMPARE(tables.front().table.headers()[5], std::string("ACT E"));
        QVERIFY(AdaptiveGridStudy(AdaptiveGridStudy::Variant::WeightSweep).tables({}).front().chart.columns.empty());
    }
};

QTEST_MAIN(AppStudyTableChartTest)
#include "AppStudyTableChartTest.moc"
