#include "CompareRuns.h"

#include "compare/ComparisonFormat.h"
#include "compare/CsvTable.h"
#include "compare/JobDifference.h"
#include "compare/MetricComparison.h"
#include "compare/PivotTable.h"
#include "compare/PolicyVariant.h"
#include "engine/SimulationError.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

std::vector<std::string> strings(std::initializer_list<const char*> items)
{
    return {items.begin(), items.end()};
}

// A run whose only jobs are given as (id, start in A, start in B).
std::pair<StoredRun, StoredRun> runsWithStarts(const std::vector<std::tuple<std::int64_t, Time, Time>>& starts)
{
    StoredRun a = makeRun(1, "fcfs", {});
    StoredRun b = makeRun(2, "easy", {});
    for (const auto& [id, startA, startB] : starts) {
        a.jobs.push_back(makeJob(id, 0, startA, 10, 1, "0"));
        b.jobs.push_back(makeJob(id, 0, startB, 10, 1, "0"));
    }
    return {a, b};
}

}  // namespace

class CompareCoreTest : public QObject {
    Q_OBJECT

private slots:
    void improvementFollowsTheSignConvention()
    {
        // Lower is better: 750 against 1000 is 25 % better, 1200 is 20 % worse.
        QCOMPARE(*improvementPercent(750, 1000, true), 25.0);
        QCOMPARE(*improvementPercent(1200, 1000, true), -20.0);
        // Higher is better: 88 against 80 is 10 % better.
        QCOMPARE(*improvementPercent(88, 80, false), 10.0);
        QVERIFY(!std::signbit(*improvementPercent(1000, 1000, true)));  // 0, never -0
        QVERIFY(!improvementPercent(5, 0, true).has_value());
        QVERIFY(!improvementPercent(std::nan(""), 10, true).has_value());
    }

    void formatsValuesAndImprovements()
    {
        QCOMPARE(ComparisonFormat::value(1234.567, false), std::string("1234.57"));
        QCOMPARE(ComparisonFormat::value(42, true), std::string("42"));
        QCOMPARE(ComparisonFormat::value(std::nan(""), false), std::string());
        QCOMPARE(ComparisonFormat::value(999999999.994, false), std::string("999999999.99"));
        QCOMPARE(ComparisonFormat::value(60166379536.4, false), std::string("60166379536"));
        QCOMPARE(ComparisonFormat::value(130951964171654080.0, false), std::string("1.30952e+17"));
        QCOMPARE(ComparisonFormat::value(130951964171654080.0, true), std::string("1.30952e+17"));
        QCOMPARE(ComparisonFormat::improvement(12.345), std::string("+12.3"));
        QCOMPARE(ComparisonFormat::improvement(-4.0), std::string("-4.0"));
        QCOMPARE(ComparisonFormat::improvement(-0.04), std::string("0.0"));
        QCOMPARE(ComparisonFormat::improvement(std::nullopt), std::string("n/a"));
        QCOMPARE(ComparisonFormat::cell({1234.567, 12.345}, false), std::string("1234.57 (+12.3 %)"));
        QCOMPARE(ComparisonFormat::secondsDelta(-250), std::string("-250"));
        QCOMPARE(ComparisonFormat::secondsDelta(7200), std::string("+7200"));
        QCOMPARE(ComparisonFormat::secondsDelta(0), std::string("0"));
    }

    void csvQuotesWhatNeedsIt()
    {
        CsvTable table({"a", "b,c"});
        table.addRow({"say \"hi\"", "1"});
        table.addRow({"short"});
        QCOMPARE(table.toCsv(), std::string("a,\"b,c\"\n\"say \"\"hi\"\"\",1\nshort,\n"));
    }

    void metricTableAgainstReference()
    {
        const std::vector<StoredRun> runs = fcfsFamily();
        const MetricComparison comparison(runs, 0, {"awrt", "utilization", "jobs"});
        QCOMPARE(comparison.rows().size(), std::size_t(3));
        const auto* awrt = comparison.row("awrt");
        QVERIFY(awrt);
        QCOMPARE(*awrt->cells[1].improvement, 25.0);   // (1000 - 750) / 1000
        QCOMPARE(*awrt->cells[2].improvement, 20.0);   // (1000 - 800) / 1000
        const auto* utilization = comparison.row("utilization");
        QCOMPARE(*utilization->cells[1].improvement, 10.0);  // (88 - 80) / 80
        QCOMPARE(*utilization->cells[2].improvement, 5.0);   // (84 - 80) / 80

        const CsvTable table = comparison.table();
        QCOMPARE(table.headers(), strings({"metric", "unit", "#1 fcfs (ref)", "#2 easy", "#2 easy impr %",
                                           "#3 conservative", "#3 conservative impr %"}));
        QCOMPARE(table.rows()[0], strings({"awrt", "s", "1000.00", "750.00", "+25.0", "800.00", "+20.0"}));
        QCOMPARE(table.rows()[1], strings({"utilization", "%", "80.00", "88.00", "+10.0", "84.00", "+5.0"}));
        QCOMPARE(table.rows()[2], strings({"jobs", "", "4", "4", "0.0", "4", "0.0"}));
    }

    void metricTableAgainstAnotherReference()
    {
        const std::vector<StoredRun> runs = fcfsFamily();
        const CsvTable table = MetricComparison(runs, 1, {"awrt"}).table();
        // Against EASY (750): FCFS is 33.3 % worse, conservative 6.7 % worse.
        QCOMPARE(table.rows()[0], strings({"awrt", "s", "1000.00", "-33.3", "750.00", "800.00", "-6.7"}));
    }

    void everyMetricAndMissingValues()
    {
        const std::vector<StoredRun> runs = fcfsFamily();
        const MetricComparison comparison(runs, 0);
        QCOMPARE(comparison.rows().size(), metricDefinitions().size());
        const CsvTable table = comparison.table();
        // The hand-made runs have no makespan: empty values, no improvement.
        const auto* makespan = comparison.row("makespan");
        QVERIFY(makespan && !makespan->cells[1].hasValue());
        const std::size_t row = std::size_t(makespan - comparison.rows().data());
        QCOMPARE(table.cell(row, 2), std::string());
        QCOMPARE(table.cell(row, 4), std::string("n/a"));
    }

    void rejectsUnknownMetricsAndReferences()
    {
        const std::vector<StoredRun> runs = fcfsFamily();
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, MetricComparison(runs, 0, {"speed"}));
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, MetricComparison(runs, 3));
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, PivotTable(runs, "colour", "awrt", 0));
    }

    void variantRule()
    {
        const auto variantOf = [](const std::string& key, ParameterValues parameters = {}) {
            return PolicyVariant::of(makeRun(1, key, {}, std::move(parameters)).description);
        };
        QCOMPARE(variantOf("fcfs").family, std::string("fcfs"));
        QCOMPARE(variantOf("fcfs").variant, std::string("list"));
        QCOMPARE(variantOf("easy").family, std::string("fcfs"));
        QCOMPARE(variantOf("easy").variant, std::string("easy"));
        QCOMPARE(variantOf("conservative").variant, std::string("conservative"));
        QCOMPARE(variantOf("smart-ffia-cons").family, std::string("smart-ffia"));
        QCOMPARE(variantOf("smart-ffia-cons").variant, std::string("conservative"));
        QCOMPARE(variantOf("psrs-easy").family, std::string("psrs"));
        QCOMPARE(variantOf("smart-ffia").variant, std::string("list"));
        QCOMPARE(variantOf("pfcfs", {{"start", "easy"}}).variant, std::string("easy"));
        QCOMPARE(variantOf("pfcfs", {{"start", "easy"}}).family, std::string("pfcfs"));
    }

    void pivotByVariant()
    {
        // The thesis layout: families as rows, list / conservative / EASY as
        // columns, every cell against FCFS list (AWRT 1000).
        std::vector<StoredRun> runs = fcfsFamily();
        runs.push_back(makeRun(4, "smart-ffia-easy", {{"awrt", 700.0}}));
        runs.push_back(makeRun(5, "smart-ffia", {{"awrt", 900.0}}));
        const PivotTable pivot(runs, PivotTable::kVariant, "awrt", 0);
        QCOMPARE(pivot.rowKeys(), strings({"fcfs", "smart-ffia"}));
        QCOMPARE(pivot.columnKeys(), strings({"list", "conservative", "easy"}));
        QCOMPARE(pivot.cell(1, 2).runId, std::int64_t(4));
        QCOMPARE(pivot.cell(1, 1).runCount, 0);
        QCOMPARE(pivot.ambiguousCells(), 0);

        const CsvTable table = pivot.table();
        QCOMPARE(table.headers(), strings({"family", "list", "list impr %", "conservative", "conservative impr %",
                                           "easy", "easy impr %"}));
        QCOMPARE(table.rows()[0], strings({"fcfs", "1000.00", "0.0", "800.00", "+20.0", "750.00", "+25.0"}));
        QCOMPARE(table.rows()[1], strings({"smart-ffia", "900.00", "+10.0", "", "", "700.00", "+30.0"}));
    }

    void pivotByParameter()
    {
        // Numeric parameter values sort as numbers (2, 4, 10), a run without
        // the parameter goes to "(none)" after them, and two runs in one cell
        // keep the first.
        const std::vector<StoredRun> runs = {
            makeRun(1, "pfcfs", {{"awrt", 100.0}}, {{"gamma", "10"}}),
            makeRun(2, "pfcfs", {{"awrt", 80.0}}, {{"gamma", "2"}}),
            makeRun(3, "pfcfs", {{"awrt", 90.0}}, {{"gamma", "4"}}),
            makeRun(4, "pfcfs", {{"awrt", 70.0}}, {{"gamma", "4"}}),
            makeRun(5, "fcfs", {{"awrt", 120.0}}),
        };
        const PivotTable pivot(runs, "gamma", "awrt", 0);
        QCOMPARE(pivot.rowKeys(), strings({"pfcfs", "fcfs"}));
        QCOMPARE(pivot.columnKeys(), strings({"2", "4", "10", "(none)"}));
        QCOMPARE(pivot.ambiguousCells(), 1);
        QCOMPARE(pivot.cell(0, 1).runId, std::int64_t(3));
        QCOMPARE(pivot.cell(0, 1).runCount, 2);
        const CsvTable table = pivot.table();
        QCOMPARE(table.rows()[0], strings({"pfcfs", "80.00", "+20.0", "90.00", "+10.0", "100.00", "0.0", "", ""}));
        QCOMPARE(table.rows()[1], strings({"fcfs", "", "", "", "", "", "", "120.00", "-20.0"}));
    }

    void pivotDimensions()
    {
        const std::vector<StoredRun> runs = {makeRun(1, "pfcfs", {}, {{"gamma", "2"}, {"beta", "1"}})};
        QCOMPARE(PivotTable::dimensions(runs),
                 strings({"variant", "platform", "transforms", "trace", "seed", "beta", "gamma"}));
        QCOMPARE(PivotTable::dimensionValue(runs[0], PivotTable::kTrace), std::string("hand-made.swf"));
        QCOMPARE(PivotTable::dimensionValue(runs[0], PivotTable::kTransforms), std::string("none"));
        StoredRun month = runs[0];
        month.description.transforms = {"month:1996-07", "exact-estimates"};
        QCOMPARE(PivotTable::dimensionValue(month, PivotTable::kTransforms),
                 std::string("month:1996-07 | exact-estimates"));
    }

    void jobDifferenceOfSmallSchedules()
    {
        const auto [a, b] = smallSchedules();
        const JobDifference difference(a, b);
        QCOMPARE(difference.matched(), std::int64_t(4));
        QCOMPARE(difference.earlier(), std::int64_t(1));
        QCOMPARE(difference.later(), std::int64_t(0));
        QCOMPARE(difference.same(), std::int64_t(3));
        QCOMPARE(difference.meanDelta(), -62.5);   // -250 / 4
        QCOMPARE(difference.medianDelta(), 0.0);
        QCOMPARE(difference.topMoved().size(), std::size_t(1));
        QCOMPARE(difference.movedTable().rows()[0], strings({"4", "20", "2", "300", "50", "-250"}));
        QCOMPARE(difference.movedTable().headers(),
                 strings({"job", "submit", "nodes", "start #10 fcfs", "start #11 easy", "delta s"}));
    }

    void jobDifferenceCountsAndHistogram()
    {
        // Deltas: 1: 0, 2: -60, 3: +7200, 4: +30, 5: +60, 6: -604801 (past a week);
        // 7 never starts in B, 8 is only in A, 9 only in B.
        auto [a, b] = runsWithStarts({{1, 0, 0}, {2, 100, 40}, {3, 1000, 8200}, {4, 50, 80}, {5, 0, 60},
                                      {6, 604801, 0}, {7, 5, kNoTime}});
        a.jobs.push_back(makeJob(8, 0, 0, 10, 1, "0"));
        b.jobs.push_back(makeJob(9, 0, 0, 10, 1, "0"));
        const JobDifference difference(a, b, 3);
        QCOMPARE(difference.matched(), std::int64_t(6));
        QCOMPARE(difference.earlier(), std::int64_t(2));
        QCOMPARE(difference.later(), std::int64_t(3));
        QCOMPARE(difference.same(), std::int64_t(1));
        QCOMPARE(difference.unmatched(), std::int64_t(3));  // 7, 8, 9
        // Mean: (0 - 60 + 7200 + 30 + 60 - 604801) / 6 = -597571 / 6.
        QCOMPARE(difference.meanDelta(), -597571.0 / 6.0);
        // Median of -604801, -60, 0, 30, 60, 7200: (0 + 30) / 2.
        QCOMPARE(difference.medianDelta(), 15.0);

        std::vector<std::pair<std::string, std::int64_t>> nonEmpty;
        for (const JobDifference::Bin& bin : difference.histogram()) {
            if (bin.count > 0)
                nonEmpty.emplace_back(bin.label, bin.count);
        }
        const std::vector<std::pair<std::string, std::int64_t>> expected = {
            {"earlier > 1 w", 1}, {"earlier <= 1 min", 1}, {"same", 1}, {"later <= 1 min", 2}, {"later 1-6 h", 1}};
        QCOMPARE(nonEmpty, expected);
        QCOMPARE(difference.histogram().size(), std::size_t(15));
        QCOMPARE(difference.histogram().front().label, std::string("earlier > 1 w"));
        QCOMPARE(difference.histogram().back().label, std::string("later > 1 w"));

        // Top 3 by |delta|: 6, 3, then 2 and 5 tie at 60 and the lower id wins.
        std::vector<std::int64_t> top;
        for (const auto& d : difference.topMoved())
            top.push_back(d.jobId);
        QCOMPARE(top, (std::vector<std::int64_t>{6, 3, 2}));

        const CsvTable summary = difference.summaryTable();
        QCOMPARE(summary.rows()[7], strings({"mean delta s", "-99595.17"}));
        QCOMPARE(summary.rows()[8], strings({"median delta s", "15.00"}));
    }

    void jobDifferenceNeedsJobs()
    {
        const std::vector<StoredRun> runs = fcfsFamily();
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, JobDifference(runs[0], runs[1]));
    }
};

QTEST_GUILESS_MAIN(CompareCoreTest)
#include "CompareCoreTest.moc"
