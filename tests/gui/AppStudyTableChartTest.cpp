// A study table as grouped bars: one group per row, one bar per chosen
// column, empty cells as no bar; and the Wiriyaprasit (2004) tables ask for
// the chart of ACT per site.

#include "StudyTableChart.h"

#include "study/AdaptiveGridStudy.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
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
