// The Wiriyaprasit (2004) study tables on hand-made stored runs: site means
// over seeds first, then ALL, MaxACT, SD (population) and the gain and loss
// against Q0; runs placed by what they simulate; and the quick study run end
// to end with the thesis's heavy-load pattern.

#include "experiment/TraceCache.h"
#include "store/StoredRun.h"
#include "study/AdaptiveGridScenario.h"
#include "study/AdaptiveGridStudy.h"

#include <QtTest>

using namespace schedlab;

namespace {

using Row = std::vector<std::string>;

StoredRun stored(const AdaptiveGridScenario& scenario, const std::vector<double>& acts, double all)
{
    StoredRun run;
    run.description.tracePath = scenario.trace();
    run.description.platformName = scenario.platform();
    run.description.policy = scenario.policy;
    if (!scenario.weight.empty())
        run.description.parameters["a"] = scenario.weight;
    run.metrics = {{"art", all}};
    std::string sites;
    for (std::size_t s = 0; s < acts.size(); ++s) {
        sites += (s == 0 ? "" : ", ") + std::string(R"({"site": )") + std::to_string(s) +
                 R"(, "meanResponse": )" + std::to_string(acts[s]) + "}";
    }
    run.metricsJson = R"({"perSite": [)" + sites + "]}";
    return run;
}

AdaptiveGridScenario mct(int q, std::uint64_t seed)
{
    return {1, AdaptiveGridScenario::kHeavy, q, "grid-mct", "", seed};
}

}  // namespace

class AdaptiveGridStudyTest : public QObject {
    Q_OBJECT

private slots:
    void scenarioRoundTripsThroughItsDescription()
    {
        const AdaptiveGridScenario s{2, AdaptiveGridScenario::kMedium, 3, "grid-wmct", "1.3", 7};
        QCOMPARE(s.trace(), std::string("generate:site-poisson:jobs=4400,speeds=700,600,500,400,300,"
                                        "mean-interarrival=105,seed=7"));
        QCOMPARE(s.platform(), std::string("wiriyaprasit-2-q3"));
        RunDescription d;
        d.tracePath = s.trace();
        d.platformName = s.platform();
        d.policy = s.policy;
        d.parameters = {{"a", "1.3"}, {"cp-rule", "gt"}};
        const auto back = AdaptiveGridScenario::of(d);
        QVERIFY(back.has_value());
        QCOMPARE(back->caseNumber, 2);
        QCOMPARE(back->interArrival, 105);
        QCOMPARE(back->localFirstSites, 3);
        QCOMPARE(back->seed, std::uint64_t(7));
        QCOMPARE(back->weight, std::string("1.3"));
        d.platformName = "m128";
        QVERIFY(!AdaptiveGridScenario::of(d).has_value());
    }

    // Q0: every site 100 in seed 1 and 200 in seed 2: 150. Q4: 120 at A-D and
    // 300 at E on average. MaxACT 300; SD: mean 156, population deviation 72;
    // gain (150 - 120) / 150 = 20 %, loss (300 - 150) / 150 = 100 %.
    void tablesAverageSiteMeansFirst()
    {
        const std::vector<StoredRun> runs = {
            stored(mct(0, 1), {100, 100, 100, 100, 100}, 100), stored(mct(0, 2), {200, 200, 200, 200, 200}, 200),
            stored(mct(4, 1), {100, 140, 120, 120, 250}, 140), stored(mct(4, 2), {140, 100, 120, 120, 350}, 180),
        };
        const auto tables = AdaptiveGridStudy(AdaptiveGridStudy::Variant::Mct).tables(runs);
        QCOMPARE(tables.size(), std::size_t(9));  // 3 cases x 3 loads, runs or not
        QCOMPARE(tables[0].title, std::string("MCT, Case 1, heavy (g = 90 s)"));
        const CsvTable& t = tables[0].table;
        QCOMPARE(t.headers(), (Row{"Q", "ACT A", "ACT B", "ACT C", "ACT D", "ACT E", "ALL", "MaxACT", "SD", "gain %",
                                   "loss %", "seeds"}));
        QCOMPARE(t.rowCount(), std::size_t(6));
        QCOMPARE(t.rows()[0], (Row{"Q0", "150", "150", "150", "150", "150", "150", "150", "0", "0.0", "0.0", "2"}));
        QCOMPARE(t.rows()[4], (Row{"Q4", "120", "120", "120", "120", "300", "160", "300", "72", "20.0", "100.0", "2"}));
        QCOMPARE(t.rows()[1], (Row{"Q1", "", "", "", "", "", "", "", "", "", "", ""}));  // no runs: an empty row
    }

    void weightTableHasARowPerWeight()
    {
        const auto weighted = [](const char* a, int q) {
            return AdaptiveGridScenario{1, AdaptiveGridScenario::kMedium, q, "grid-wmct", a, 1};
        };
        const std::vector<StoredRun> runs = {
            stored(weighted("1.3", 3), {10, 10, 10, 10, 20}, 12), stored(weighted("1", 3), {10, 10, 10, 10, 30}, 14),
            stored(weighted("1", 4), {10, 10, 10, 10, 10}, 10)};
        const auto tables = AdaptiveGridStudy(AdaptiveGridStudy::Variant::WeightSweep).tables(runs);
        QCOMPARE(tables.size(), std::size_t(1));
        const CsvTable& t = tables[0].table;
        QCOMPARE(t.headers(), (Row{"a", "SD Q3", "SD Q4", "MaxACT Q3", "MaxACT Q4"}));
        QCOMPARE(t.rows()[0], (Row{"1", "8", "0", "30", "10"}));
        QCOMPARE(t.rows()[1], (Row{"1.3", "4", "", "20", ""}));
    }
};

QTEST_APPLESS_MAIN(AdaptiveGridStudyTest)
#include "AdaptiveGridStudyTest.moc"
