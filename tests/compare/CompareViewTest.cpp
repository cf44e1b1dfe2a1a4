#include "CompareStore.h"

#include "CliProcess.h"

#include "ComparisonBarCharts.h"
#include "ComparisonJobsTab.h"
#include "ComparisonView.h"
#include "CsvTableView.h"
#include "store/StoredRunConversion.h"
#include "compare/JobDifference.h"
#include "compare/MetricComparison.h"
#include "compare/PivotTable.h"
#include "gantt/GanttChartWidget.h"
#include "store/RunStore.h"

#include <QFile>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

// Every cell of a view equals the core table, header included.
void compareWithCore(const CsvTableView& view, const CsvTable& core)
{
    QCOMPARE(std::size_t(view.columnCount()), core.columnCount());
    QCOMPARE(std::size_t(view.rowCount()), core.rowCount());
    for (std::size_t c = 0; c < core.columnCount(); ++c)
        QCOMPARE(view.horizontalHeaderItem(int(c))->text().toStdString(), core.headers()[c]);
    for (std::size_t r = 0; r < core.rowCount(); ++r) {
        for (std::size_t c = 0; c < core.columnCount(); ++c)
            QCOMPARE(view.cellText(int(r), int(c)).toStdString(), core.cell(r, c));
    }
}

// The CLI's text lines as word lists, to find a GUI row among them.
QList<QStringList> lineWords(const QString& text)
{
    QList<QStringList> lines;
    for (const QString& line : text.split(QLatin1Char('\n')))
        lines << line.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    return lines;
}

QStringList rowWords(const CsvTableView& view, int row)
{
    QStringList words;
    for (int c = 0; c < view.columnCount(); ++c)
        words << view.cellText(row, c).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return words;
}

void click(GanttChartWidget* gantt, JobIndex job)
{
    const auto position = gantt->positionOfJob(job);
    QVERIFY(position.has_value());
    QTest::mouseClick(gantt, Qt::LeftButton, Qt::NoModifier, *position);
}

}  // namespace

class CompareViewTest : public QObject {
    Q_OBJECT

private:
    CompareStore m_store;

private slots:
    void metricTableEqualsCoreAndCli()
    {
        ComparisonView view(m_store.runs);
        compareWithCore(*view.metricTable(), MetricComparison(m_store.runs, 0).table());
        // Better / worse tint: EASY's AWRT (+25.0) better, none worse here.
        const int awrtRow = 2;   // jobs, art, awrt, ...
        QCOMPARE(view.metricTable()->cellText(awrtRow, 4), QStringLiteral("+25.0"));
        QCOMPARE(view.metricTable()->item(awrtRow, 4)->background().color(), CsvTableView::betterColor());

        // The CLI on the same store prints every row of the GUI table.
        QStringList args = {QStringLiteral("runs"), QStringLiteral("compare")};
        for (const std::int64_t id : m_store.ids)
            args << QString::number(id);
        args << QStringLiteral("--db") << m_store.path;
        const CliProcess::Result cli = CliProcess::run(args);
        QCOMPARE(cli.exitCode, 0);
        const QList<QStringList> lines = lineWords(cli.out);
        for (int r = 0; r < view.metricTable()->rowCount(); ++r)
            QVERIFY2(lines.contains(rowWords(*view.metricTable(), r)),
                     qPrintable(rowWords(*view.metricTable(), r).join(QLatin1Char(' '))));

        // Another reference: the percentages follow.
        view.setReference(1);
        compareWithCore(*view.metricTable(), MetricComparison(m_store.runs, 1).table());
        QCOMPARE(view.metricTable()->cellText(awrtRow, 2), QStringLiteral("1000.00"));
        QCOMPARE(view.metricTable()->cellText(awrtRow, 3), QStringLiteral("-33.3"));
        QCOMPARE(view.metricTable()->item(awrtRow, 3)->background().color(), CsvTableView::worseColor());
    }

    void pivotEqualsCoreAndCli()
    {
        ComparisonView view(m_store.runs);
        view.setPivot(QStringLiteral("variant"), QStringLiteral("awrt"));
        const CsvTable core = PivotTable(m_store.runs, "variant", "awrt", 0).table();
        compareWithCore(*view.pivotTable(), core);
        QCOMPARE(view.pivotTable()->cellText(0, 4), QStringLiteral("+20.0"));

        QStringList args = {QStringLiteral("runs"), QStringLiteral("compare")};
        for (const std::int64_t id : m_store.ids)
            args << QString::number(id);
        args << QStringLiteral("--pivot") << QStringLiteral("variant") << QStringLiteral("--db") << m_store.path;
        const CliProcess::Result cli = CliProcess::run(args);
        QCOMPARE(cli.exitCode, 0);
        QVERIFY(lineWords(cli.out).contains(rowWords(*view.pivotTable(), 0)));
    }

    void jobDifferenceAndBothGanttCharts()
    {
        ComparisonView view(m_store.runs);
        view.resize(1400, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setCurrentTab(ComparisonView::JobsTab);
        view.setJobRuns(0, 1);
        compareWithCore(*view.movedJobsTable(), JobDifference(m_store.runs[0], m_store.runs[1],
                                                              ComparisonJobsTab::kShownJobs)
                                                    .movedTable());
        QCOMPARE(view.movedJobsTable()->cellText(0, 0), QStringLiteral("4"));
        QCOMPARE(view.movedJobsTable()->cellText(0, 5), QStringLiteral("-250"));
        QVERIFY(view.jobsTab()->summaryText().contains(QStringLiteral("Mean delta -62.50 s")));

        // Clicking job 4 in the table selects it in both runs' Gantt charts.
        const JobIndex job4 = StoredRunConversion::indexOf(m_store.runs[0], 4);
        QCOMPARE(job4, JobIndex(3));
        CsvTableView* table = view.movedJobsTable();
        const QRect cell = table->visualItemRect(table->item(0, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
        QCOMPARE(view.ganttA()->selectedJob(), job4);
        QCOMPARE(view.ganttB()->selectedJob(), StoredRunConversion::indexOf(m_store.runs[1], 4));
        // The same job sits at different times: 300 s in A, 50 s in B.
        QCOMPARE(view.ganttA()->snapshot()->outcome(job4).start, Time(300));
        QCOMPARE(view.ganttB()->snapshot()->outcome(job4).start, Time(50));

        // Picking a job in one chart selects it in the other too.
        const JobIndex job1 = StoredRunConversion::indexOf(m_store.runs[1], 1);
        view.ganttB()->fitAll();
        click(view.ganttB(), job1);
        QCOMPARE(view.ganttB()->selectedJob(), job1);
        QCOMPARE(view.ganttA()->selectedJob(), StoredRunConversion::indexOf(m_store.runs[0], 1));
    }

    void chartsAndTimeSeries()
    {
        ComparisonView view(m_store.runs);
        view.setChartMetrics({QStringLiteral("awrt"), QStringLiteral("utilization")});
        QCOMPARE(view.barCharts()->chartCount(), 2);
        view.setTimeSeries(ComparisonTimeSeries::Quantity::Utilization);
        // Run A's samples: 4 of 4 nodes busy at 0, 2 at 300 s.
        const QList<QPointF> points = view.timeSeries()->points(0);
        QVERIFY(!points.isEmpty());
        QCOMPARE(points.front().y(), 100.0);
        QCOMPARE(points.back().y(), 50.0);
    }

    void exports()
    {
        ComparisonView view(m_store.runs);
        view.resize(1200, 800);
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("metrics.csv"));
        QVERIFY(view.exportTableCsv(ComparisonView::MetricsTab, csv));
        QCOMPARE(CliProcess::readFile(csv).toStdString(), MetricComparison(m_store.runs, 0).table().toCsv());
        const QString jobs = dir.filePath(QStringLiteral("jobs.csv"));
        QVERIFY(view.exportTableCsv(ComparisonView::JobsTab, jobs));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("jobs-histogram.csv"))));
        QVERIFY(!view.exportTableCsv(ComparisonView::ChartsTab, csv));
        for (const auto tab : {ComparisonView::ChartsTab, ComparisonView::TimeSeriesTab, ComparisonView::JobsTab}) {
            for (const char* suffix : {".png", ".svg"}) {
                const QString path = dir.filePath(QStringLiteral("chart%1%2").arg(int(tab)).arg(QLatin1String(suffix)));
                QVERIFY2(view.exportChart(tab, path), qPrintable(path));
                QVERIFY(QFileInfo(path).size() > 0);
            }
        }
        QVERIFY(!view.exportChart(ComparisonView::MetricsTab, dir.filePath(QStringLiteral("x.png"))));
    }

    // Not a check: with SCHEDLAB_COMPARE_SCREENSHOTS=DIR (and optionally
    // SCHEDLAB_COMPARE_DB=store.sqlite for real runs), saves each tab as PNG
    // for a person to look at. Run under xvfb-run with QT_QPA_PLATFORM=xcb.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SCHEDLAB_COMPARE_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("set SCHEDLAB_COMPARE_SCREENSHOTS=DIR to save screenshots");
        std::vector<StoredRun> runs = m_store.runs;
        const QString db = qEnvironmentVariable("SCHEDLAB_COMPARE_DB");
        if (!db.isEmpty()) {
            const RunStore store(db.toStdString(), RunStore::Mode::ReadOnly);
            runs.clear();
            for (const StoredRun& summary : store.list())
                runs.push_back(store.load(summary.id));
        }
        ComparisonView view(runs);
        view.resize(1500, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setPivot(QStringLiteral("variant"), QStringLiteral("awrt"));
        const QStringList names = {"metrics", "pivot", "charts", "timeseries", "jobs"};
        for (int tab = 0; tab < names.size(); ++tab) {
            view.setCurrentTab(ComparisonView::Tab(tab));
            if (tab == ComparisonView::JobsTab && view.movedJobsTable()->rowCount() > 0)
                view.showJob(view.movedJobsTable()->cellText(0, 0).toLongLong());
            QTest::qWait(300);
            QVERIFY(view.grab().save(dir + QStringLiteral("/compare-%1.png").arg(names[tab])));
        }
    }
};

QTEST_MAIN(CompareViewTest)
#include "CompareViewTest.moc"
