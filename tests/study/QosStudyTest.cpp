// The QoS studies of Phosphorus D5.2 (2007), qos-f1 (sec. 2.1.10) and qos-f2
// (sec. 2.2.3): scenarios round-trip through a stored run's description,
// tables average over seeds and keep task counts apart, and both quick
// studies have the runs and tables the deliverable's figures need.

#include "experiment/TraceCache.h"
#include "policies/PolicyRegistry.h"
#include "store/StoredRun.h"
#include "study/QosScenario.h"
#include "study/QosStudy.h"

#include <QtTest>

using namespace schedlab;

namespace {

using Row = std::vector<std::string>;
using E = QosScenario::Experiment;

StoredRun stored(const QosScenario& scenario, std::vector<std::pair<std::string, double>> metrics)
{
    StoredRun run;
    run.description.tracePath = scenario.trace();
    run.description.platformName = scenario.platform();
    run.description.policy = "qos-meta";
    run.description.parameters = PolicyRegistry().completeParameters("qos-meta", scenario.parameters());
    run.metrics = std::move(metrics);
    return run;
}

}  // namespace

class QosStudyTest : public QObject {
    Q_OBJECT

private slots:
    void scenarioRoundTripsThroughItsDescription()
    {
        const QosScenario f1{E::Fairness, "1.5", 4, 5000, 3};
        QCOMPARE(f1.trace(), std::string("generate:qos-groups:jobs=5000,load=1.5,seed=3"));
        QCOMPARE(f1.platform(), std::string("phosphorus-f1-narrow-500-3"));
        QCOMPARE(f1.parameters().at("ordering"), std::string("mmfs"));
        QCOMPARE(f1.parameters().at("gap-filling"), std::string("true"));
        const StoredRun run = stored(f1, {});
        const auto back = QosScenario::of(run.description);
        QVERIFY(back.has_value());
        QCOMPARE(back->setting, std::string("1.5"));
        QCOMPARE(back->scheme, std::size_t(4));
        QCOMPARE(back->jobs, std::size_t(5000));
        QCOMPARE(back->seed, std::uint64_t(3));

        const QosScenario f2{E::Fcte, "70", 4, 1500, 1};
        QCOMPARE(f2.trace(), std::string("generate:qos-users:jobs=1500,rate=70,seed=1"));
        QCOMPARE(f2.platform(), std::string("phosphorus-fcte"));
        const auto back2 = QosScenario::of(stored(f2, {}).description);
        QVERIFY(back2.has_value());
        QCOMPARE(QosScenario::schemes(E::Fcte)[back2->scheme].label, std::string("FCFS/adjusted FCTE"));
        QCOMPARE(back2->setting, std::string("70"));

        // F1's baselines reject what they cannot serve in time; a FCFS run
        // that does not, or that ran on single:500 (before the processors
        // had capacities of their own), is another experiment.
        const QosScenario fcfs{E::Fairness, "2.5", 0, 5000, 1};
        QCOMPARE(fcfs.parameters().at("reject-infeasible"), std::string("true"));
        QVERIFY(QosScenario::of(stored(fcfs, {}).description).has_value());
        RunDescription accepting = stored(fcfs, {}).description;
        accepting.parameters["reject-infeasible"] = "false";
        QVERIFY(!QosScenario::of(accepting).has_value());
        RunDescription uniform = stored(fcfs, {}).description;
        uniform.platformName = "single:500";
        QVERIFY(!QosScenario::of(uniform).has_value());

        // Another period or policy is not one of these runs.
        RunDescription other = stored(f2, {}).description;
        other.parameters["period"] = "1";
        QVERIFY(!QosScenario::of(other).has_value());
        other = stored(f2, {}).description;
        other.policy = "fcfs";
        QVERIFY(!QosScenario::of(other).has_value());
    }

    // F3 (§2.3.2): U4's gap is the fourth of five; the run dispatches when
    // free. A run that plans, has other users or another WFQ clock, or an
    // F2 run dispatching when free, is none of these studies' runs.
    void wfqScenarioRoundTripsThroughItsDescription()
    {
        const QosScenario f3{E::Wfq, "55", 1, 100, 1};
        QCOMPARE(f3.trace(), std::string("generate:qos-periodic:gaps=546,3278,6010,55,5464,horizon=100,seed=1"));
        QCOMPARE(f3.platform(), std::string("phosphorus-f3"));
        QCOMPARE(f3.parameters().at("ordering"), std::string("edf"));
        QCOMPARE(f3.parameters().at("assignment"), std::string("est"));
        QCOMPARE(f3.parameters().at("dispatch"), std::string("when-free"));
        QCOMPARE(f3.parameters().at("period"), std::string("1"));
        QCOMPARE(f3.label(), std::string("U4 every 55 s · 100 tasks of U1 · seed 1"));
        const auto back = QosScenario::of(stored(f3, {}).description);
        QVERIFY(back.has_value());
        QCOMPARE(back->experiment, E::Wfq);
        QCOMPARE(back->setting, std::string("55"));
        QCOMPARE(back->scheme, std::size_t(1));
        QCOMPARE(back->jobs, std::size_t(100));
        QCOMPARE(QosScenario::schemes(E::Wfq)[0].label, std::string("WFQ/EST"));

        RunDescription other = stored(f3, {}).description;
        other.parameters["dispatch"] = "plan";
        QVERIFY(!QosScenario::of(other).has_value());
        other = stored(f3, {}).description;
        other.parameters["wfq-clock"] = "scfq";
        QVERIFY(!QosScenario::of(other).has_value());
        other = stored(f3, {}).description;
        other.tracePath = "generate:qos-periodic:gaps=500,3278,6010,55,5464,horizon=100,seed=1";
        QVERIFY(!QosScenario::of(other).has_value());
        other = stored({E::Fcte, "70", 0, 1500, 1}, {}).description;
        other.parameters["dispatch"] = "when-free";
        QVERIFY(!QosScenario::of(other).has_value());
    }

    // F3's tables: the per-MI delay in µs/MI (1.5e-5 s/MI is 15.000), U4's
    // gap falling to the right; without runs every gap of the full study.
    void wfqTablesShowMicrosecondsAndFallingGaps()
    {
        const std::vector<StoredRun> runs = {
            stored({E::Wfq, "55", 0, 100, 1}, {{"meanMiDelay", 1.5e-5}, {"e3", 600}}),
            stored({E::Wfq, "5464", 1, 100, 1}, {{"meanMiDelay", 2e-6}, {"e3", 6.5}}),
        };
        const auto tables = QosStudy(E::Wfq).tables(runs);
        QCOMPARE(tables.size(), std::size_t(5));
        QCOMPARE(tables[0].title, std::string("Mean delay per MI (µs/MI), 100 tasks of U1"));
        QCOMPARE(tables[0].table.headers(), (Row{"scheme", "U4 gap 5464", "U4 gap 55"}));
        QCOMPARE(tables[0].table.rows()[0], (Row{"WFQ/EST", "", "15.000"}));
        QCOMPARE(tables[0].table.rows()[1], (Row{"EDF/EST", "2.000", ""}));
        QCOMPARE(tables[2].table.rows()[0], (Row{"WFQ/EST", "", "600.000"}));
        const auto empty = QosStudy(E::Wfq).tables({});
        QCOMPARE(empty.size(), std::size_t(5));
        QCOMPARE(empty[0].table.headers().size(), std::size_t(10));
        QCOMPARE(empty[0].table.headers()[1], std::string("U4 gap 5464"));
        QCOMPARE(empty[0].table.headers()[9], std::string("U4 gap 55"));
        // Delay per MI and its spread across users (user fairness) are also
        // drawn, a bar per U4 gap; E3 and the rest are not.
        QCOMPARE(tables[0].chart.columns, (std::vector<std::size_t>{1, 2}));
        QCOMPARE(tables[1].chart.valueLabel, std::string("Spread across users (µs/MI)"));
        QVERIFY(tables[2].chart.columns.empty());
    }

    // Two seeds of FCFS at load 0.5 (E1 2 and 4: mean 3) and one of MMFS at
    // 2.5; a quick run (5,000 tasks) lands in its own table.
    void tablesAverageSeedsAndKeepTaskCountsApart()
    {
        const std::vector<StoredRun> runs = {
            stored({E::Fairness, "0.5", 0, 50000, 1}, {{"e1", 2}, {"e2", 1}, {"e3", 0.01}}),
            stored({E::Fairness, "0.5", 0, 50000, 2}, {{"e1", 4}, {"e2", 3}, {"e3", 0.03}}),
            stored({E::Fairness, "2.5", 4, 50000, 1}, {{"e1", 10}, {"e2", 5}, {"e3", 0.5}}),
            stored({E::Fairness, "0.5", 0, 5000, 1}, {{"e1", 7}, {"e2", 1}, {"e3", 0}}),
        };
        const auto tables = QosStudy(E::Fairness).tables(runs);
        QCOMPARE(tables.size(), std::size_t(6));  // E1, E2, E3 for 5,000 and 50,000 tasks
        QCOMPARE(tables[3].title, std::string("E1, sum of rate shortfalls |X_i - X_i^c| / X_i, 50000 tasks"));
        const CsvTable& e1 = tables[3].table;
        QCOMPARE(e1.headers(), (Row{"scheme", "rho 0.5", "rho 2.5"}));
        QCOMPARE(e1.rows()[0], (Row{"FCFS", "3.0", ""}));
        QCOMPARE(e1.rows()[4], (Row{"MMFS", "", "10.0"}));
        QCOMPARE(tables[5].table.rows()[0], (Row{"FCFS", "0.0200", ""}));
        QCOMPARE(tables[0].table.rows()[0], (Row{"FCFS", "7.0"}));
        // E1, E2 and E3 are drawn as D5.2's Figs 8-13 draw them, a bar per load.
        QCOMPARE(tables[3].chart.columns, (std::vector<std::size_t>{1, 2}));
        QCOMPARE(tables[5].chart.valueLabel, std::string("E3"));
        // Without runs: the full study's tables, every load, empty cells.
        const auto empty = QosStudy(E::Fairness).tables({});
        QCOMPARE(empty.size(), std::size_t(3));
        QCOMPARE(empty[0].table.headers().size(), std::size_t(9));
        QCOMPARE(QosStudy(E::Fcte).tables({}).size(), std::size_t(6));
    }

    void quickRunsCoverEverySchemeAndSetting()
    {
        TraceCache cache;
        StudyOptions options;
        options.quick = true;
        for (const E experiment : {E::Fairness, E::Fcte}) {
            const QosStudy study(experiment);
            const auto runs = study.runs(options, cache);
            QCOMPARE(runs.size(), std::size_t(15));  // 3 settings x 5 schemes x 1 seed
            for (const RunSpec& run : runs) {
                QCOMPARE(run.policy, std::string("qos-meta"));
                QVERIFY(run.tracePath.find("jobs=" + std::to_string(study.jobs(true))) != std::string::npos);
            }
        }
        // F3: 3 U4 gaps x 2 schemes, the full study's horizon.
        const auto f3 = QosStudy(E::Wfq).runs(options, cache);
        QCOMPARE(f3.size(), std::size_t(6));
        for (const RunSpec& run : f3) {
            QCOMPARE(run.platform, std::string("phosphorus-f3"));
            RunDescription description;
            description.tracePath = run.tracePath;
            description.policy = run.policy;
            description.parameters = PolicyRegistry().completeParameters(run.policy, run.parameters);
            const auto scenario = QosScenario::of(description);
            QVERIFY2(scenario.has_value(), run.name.c_str());
            QVERIFY2(run.name.ends_with(scenario->label()), run.name.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(QosStudyTest)
#include "QosStudyTest.moc"
