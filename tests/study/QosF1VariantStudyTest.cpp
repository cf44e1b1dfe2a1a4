// qos-f1-variants, the variants of Phosphorus D5.2 (Varvarigos, Kokkinos et
// al., 2007), §2.1.10: exact traces and platforms of each family, F1's own
// runs shared with qos-f1 and listed once, the tasks scaled with the
// processors, and tables that place a run by what it simulates, a shared
// run in every family that shows it.

#include "experiment/TraceCache.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "run/GeneratedTrace.h"
#include "store/StoredRun.h"
#include "workload/Workload.h"
#include "study/QosF1VariantStudy.h"
#include "study/QosScenario.h"
#include "support/PolicyRuns.h"
#include "validation/ScheduleValidator.h"

#include <QtTest>

#include <algorithm>

using namespace schedlab;
using namespace schedlab::test;

namespace {

using F = QosF1Variant::Family;
using E = QosScenario::Experiment;
constexpr std::size_t kMmfs = 4;

StoredRun stored(const QosF1Variant& v, double e3)
{
    StoredRun run;
    run.description.tracePath = v.trace();
    run.description.platformName = v.platform();
    run.description.policy = "qos-meta";
    run.description.parameters = PolicyRegistry().completeParameters("qos-meta", v.parameters());
    run.metrics = {{"e1", 1}, {"e2", 2}, {"e3", e3}};
    return run;
}

const StudyTable& tableTitled(const std::vector<StudyTable>& tables, const std::string& start)
{
    const auto it = std::ranges::find_if(tables, [&start](const StudyTable& t) { return t.title.starts_with(start); });
    if (it == tables.end())
        qFatal("no table titled %s", start.c_str());
    return *it;
}

}  // namespace

class QosF1VariantStudyTest : public QObject {
    Q_OBJECT

private slots:
    // Where a family's setting is F1's own, the run is qos-f1's run.
    void ownSettingsAreF1sRuns()
    {
        const auto own = [](const std::string& load) { return QosScenario{E::Fairness, load, kMmfs, 5000, 2}; };
        const QosF1Variant cases[] = {{F::Deadline, "0.5", false, kMmfs, 5000, 2},
                                      {F::Work, "0.1", false, kMmfs, 5000, 2},
                                      {F::Processors, "500", false, kMmfs, 5000, 2},
                                      {F::Capacity, "narrow", false, kMmfs, 5000, 2}};
        const std::string loads[] = {"0.5", "1.25", "1.5", "1.5"};
        for (std::size_t k = 0; k < std::size(cases); ++k) {
            QCOMPARE(cases[k].trace(), own(loads[k]).trace());
            QCOMPARE(cases[k].platform(), own(loads[k]).platform());
            QCOMPARE(cases[k].parameters(), own(loads[k]).parameters());
        }
    }

    void variantsChangeOneThing()
    {
        const QosF1Variant wide{F::Deadline, "2.5", true, 0, 5000, 1};
        QCOMPARE(wide.trace(), std::string("generate:qos-groups:jobs=5000,load=2.5,deadline-spread=1,seed=1"));
        QCOMPARE(wide.platform(), std::string("phosphorus-f1-narrow-500-1"));
        QCOMPARE(wide.rowLabel(), std::string("FCFS, sigma_D = mu_D"));
        QCOMPARE(wide.label(), std::string("deadline spread 1 · load 2.5 · 5000 tasks · seed 1"));

        const QosF1Variant work{F::Work, "1", false, 0, 5000, 1};
        QCOMPARE(work.trace(), std::string("generate:qos-groups:jobs=5000,load=1.25,work-spread=1,seed=1"));

        const QosF1Variant few{F::Processors, "50", false, 0, 5000, 3};
        QCOMPARE(few.tasks(), std::size_t(500));
        QCOMPARE(few.trace(), std::string("generate:qos-groups:jobs=500,load=1.5,group-size=25,capacity=50,seed=3"));
        QCOMPARE(few.platform(), std::string("phosphorus-f1-narrow-50-3"));
        QCOMPARE(few.rowLabel(), std::string("FCFS"));

        const QosF1Variant low{F::Capacity, "low80", false, 1, 5000, 1};
        QCOMPARE(low.trace(), std::string("generate:qos-groups:jobs=5000,load=1.5,seed=1"));
        QCOMPARE(low.platform(), std::string("phosphorus-f1-low80-500-1"));
        QCOMPARE(low.parameters().at("reject-infeasible"), std::string("true"));
    }

    // Fewer processors, fewer tasks of the same size: the workload asks each
    // processor what F1's asks of each of its 500.
    void scaledTasksAskWhatF1Asks()
    {
        const QosF1Variant few{F::Processors, "50", false, 0, 5000, 1};
        const TracePtr trace = GeneratedTrace::load(few.trace());
        QCOMPARE(trace->workload->jobs.size(), std::size_t(500));
        const auto platform = PlatformCatalog::preset(few.platform());
        QVERIFY(platform.has_value());
        QCOMPARE(platform->machines().size(), std::size_t(50));
        double work = 0;
        for (const Job& job : trace->workload->jobs)
            work += double(job.runTime);
        // mu_w = rho * C * mu_D / N = 1.5 * 50 * 100 / 250 = 30 s at 1 MIPS,
        // in milliseconds; 500 draws of N(30 s, 3 s) stay within 2 %.
        QVERIFY2(std::abs(work / 500 - 30'000) < 600, qPrintable(QString::number(work / 500)));
    }

    // Every scheme on unequal capacities (80 % of the processors at a third
    // of the others' speed) and on 50 processors gives a schedule the
    // validator accepts: each task on one processor, run for its work over
    // that processor's capacity.
    void variantSchedulesAreValid()
    {
        const std::size_t schemes = QosScenario::schemes(E::Fairness).size();
        for (const auto& [family, setting] : {std::pair{F::Capacity, "low80"}, std::pair{F::Processors, "50"}}) {
            for (std::size_t scheme = 0; scheme < schemes; ++scheme) {
                const QosF1Variant v{family, setting, false, scheme, QosF1VariantStudy::jobs(true), 1};
                const TracePtr trace = GeneratedTrace::load(v.trace());
                const Platform platform = *PlatformCatalog::preset(v.platform());
                const SimulationResult result = runPolicy("qos-meta", *trace->workload, platform, v.parameters());
                const ValidationReport report = ScheduleValidator::validate(*trace->workload, platform, result);
                QVERIFY2(report.ok(), (v.label() + ": " + report.toText()).c_str());
                QCOMPARE(result.jobs.size(), v.tasks());
            }
        }
    }

    void runsListEachRunOnce()
    {
        const auto quick = QosF1VariantStudy::variants(true);
        // Deadline 3 loads x 2 spreads x 5 schemes, work 2 x 5, processors
        // 50 and 1000 x 5, capacities halves and low80 x 5 (500 processors
        // and narrow capacities at rho = 1.5 are the deadline family's run).
        QCOMPARE(quick.size(), std::size_t(60));
        QCOMPARE(QosF1VariantStudy::variants(false).size(), std::size_t((80 + 20 + 20 + 25) * 5));
        TraceCache cache;
        StudyOptions options;
        options.quick = true;
        const auto runs = QosF1VariantStudy().runs(options, cache);
        QCOMPARE(runs.size(), quick.size());
        QCOMPARE(runs.front().group, std::string("study:qos-f1-variants:quick"));
        QCOMPARE(runs.front().policy, std::string("qos-meta"));
    }

    // A run is placed by what it simulates: F1's run at rho = 1.5 is the
    // deadline family's narrow row, the 500-processor column and the narrow
    // capacities alike; cells average over the seeds.
    void tablesPlaceRunsByWhatTheySimulate()
    {
        std::vector<StoredRun> runs;
        runs.push_back(stored({F::Deadline, "1.5", false, kMmfs, 5000, 1}, 0.25));
        runs.push_back(stored({F::Deadline, "1.5", true, kMmfs, 5000, 1}, 0.5));
        runs.push_back(stored({F::Capacity, "low80", false, kMmfs, 5000, 1}, 0.75));
        runs.push_back(stored({F::Capacity, "low80", false, kMmfs, 5000, 2}, 0.25));
        const auto tables = QosF1VariantStudy().tables(runs);
        // Only quick runs stored: the quick study's 4 families x 3 metrics.
        QCOMPARE(tables.size(), std::size_t(12));
        const CsvTable& quickDeadline = tableTitled(tables, "E3, mean relative lateness, deadline spread").table;
        QCOMPARE(quickDeadline.headers(), (std::vector<std::string>{"scheme", "rho 0.5", "rho 1.5", "rho 2.5"}));
        QCOMPARE(quickDeadline.rowCount(), std::size_t(10));
        QCOMPARE(quickDeadline.cell(9, 0), std::string("MMFS, sigma_D = mu_D"));
        QCOMPARE(quickDeadline.cell(8, 2), std::string("0.2500"));
        QCOMPARE(quickDeadline.cell(9, 2), std::string("0.5000"));
        QCOMPARE(quickDeadline.cell(9, 1), std::string());
        const std::vector<StudyTable>& quickTables = tables;

        const CsvTable& processors = tableTitled(quickTables, "E3, mean relative lateness, processors").table;
        QCOMPARE(processors.headers().at(2), std::string("M 500"));
        QCOMPARE(processors.cell(kMmfs, 2), std::string("0.2500"));
        const StudyTable& capacity = tableTitled(quickTables, "E3, mean relative lateness, capacity");
        QCOMPARE(capacity.table.headers(), (std::vector<std::string>{"scheme", "narrow", "halves", "low80"}));
        QCOMPARE(capacity.table.cell(kMmfs, 1), std::string("0.2500"));
        QCOMPARE(capacity.table.cell(kMmfs, 3), std::string("0.5000"));  // two seeds
        QCOMPARE(capacity.chart.columns, (std::vector<std::size_t>{1, 2, 3}));
        QCOMPARE(tableTitled(quickTables, "E1, sum of rate shortfalls |X_i - X_i^c| / X_i, capacity").table.cell(kMmfs, 3),
                 std::string("1.0"));

        // A full run besides: the full study's tables come first, with every load.
        runs.push_back(stored({F::Deadline, "0.25", true, 0, 50'000, 3}, 0.125));
        const auto both = QosF1VariantStudy().tables(runs);
        QCOMPARE(both.size(), std::size_t(24));
        QCOMPARE(both.front().table.headers().at(1), std::string("rho 0.25"));
        QCOMPARE(tableTitled(both, "E3, mean relative lateness, deadline spread").table.cell(1, 1), std::string("0.1250"));
        // Nothing stored: the full study's tables, empty.
        QCOMPARE(QosF1VariantStudy().tables({}).size(), std::size_t(12));
    }
};

QTEST_GUILESS_MAIN(QosF1VariantStudyTest)
#include "QosF1VariantStudyTest.moc"
