// The generators on hand-made and small inputs: the empirical model's bins
// and cells worked out by hand, the randomized model's bounds, determinism
// (same seed, same bytes) and the SWF round trip.

#include "support/WorkloadBuilder.h"

#include "engine/SimulationError.h"
#include "generators/EmpiricalJobModel.h"
#include "generators/ProbabilisticGenerator.h"
#include "generators/RandomSource.h"
#include "generators/RandomizedGenerator.h"
#include "util/Sha256.h"
#include "workload/SwfReader.h"
#include "workload/SwfWriter.h"

#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>
#include <sstream>

using namespace schedlab;

namespace {

std::string swfText(const Workload& workload)
{
    std::ostringstream out;
    SwfWriter::write(workload, out);
    return out.str();
}

Workload randomWorkload(std::size_t jobs, std::uint64_t seed, std::int32_t maxNodes = 256)
{
    RandomizedGenerator::Settings settings;
    settings.jobs = jobs;
    settings.seed = seed;
    settings.maxNodes = maxNodes;
    return RandomizedGenerator(settings).generate();
}

Workload probabilisticWorkload(const Workload& source, std::size_t jobs, std::uint64_t seed, std::int32_t nodes = 0)
{
    ProbabilisticGenerator::Settings settings;
    settings.jobs = jobs;
    settings.seed = seed;
    settings.machineNodes = nodes;
    return ProbabilisticGenerator(source, settings, "00ff").generate();
}

void compareJobs(const Workload& a, const Workload& b)
{
    QCOMPARE(a.jobs.size(), b.jobs.size());
    for (std::size_t i = 0; i < a.jobs.size(); ++i) {
        const Job& x = a.jobs[i];
        const Job& y = b.jobs[i];
        QCOMPARE(x.id, y.id);
        QCOMPARE(x.submit, y.submit);
        QCOMPARE(x.runTime, y.runTime);
        QCOMPARE(x.estimate, y.estimate);
        QCOMPARE(x.nodes, y.nodes);
        QCOMPARE(x.status, y.status);
    }
}

}  // namespace

class GeneratorsModelTest : public QObject {
    Q_OBJECT

private slots:
    void empiricalModelByHand()
    {
        // m = 4. Cells are (nodes, estimate range, run range), ranges powers of two:
        //   jobs 1, 2: nodes 1, estimate 100, runs 5 and 7 -> one cell, runs 5..7
        //   job 3:     nodes 2, estimate 3600, run 4000 overruns -> capped to 3600; it ran
        //              into its estimate, so every draw of it runs exactly 3600
        //   job 4:     nodes 4, estimate 50, run 0 -> runs 0..0
        //   job 5:     nodes 8 > m -> left out
        // Node count 3 has no job, so it is never drawn.
        const Workload source = test::makeWorkload({
            {.submit = 0, .runTime = 5, .nodes = 1, .estimate = 100},
            {.submit = 10, .runTime = 7, .nodes = 1, .estimate = 100},
            {.submit = 20, .runTime = 4000, .nodes = 2, .estimate = 3600},
            {.submit = 30, .runTime = 0, .nodes = 4, .estimate = 50},
            {.submit = 40, .runTime = 1, .nodes = 8, .estimate = 10},
        });
        const EmpiricalJobModel model(source, 4);
        QCOMPARE(model.sourceJobs(), std::size_t{4});
        QCOMPARE(model.excludedWider(), std::size_t{1});
        QCOMPARE(model.cappedOverruns(), std::size_t{1});
        QCOMPARE(model.cells(), std::size_t{3});
        QCOMPARE(model.bins().size(), std::size_t{3});
        QCOMPARE(model.bins()[0].nodes, 1);
        QCOMPARE(model.bins()[0].jobs, std::size_t{2});
        QCOMPARE(model.bins()[2].nodes, 4);

        RandomSource random(11);
        std::map<std::int32_t, int> byNodes;
        std::set<Time> oneNodeRuns;
        constexpr int kDraws = 8000;
        for (int i = 0; i < kDraws; ++i) {
            const auto d = model.draw(random);
            ++byNodes[d.nodes];
            switch (d.nodes) {
            case 1:
                QCOMPARE(d.estimate, Time{100});
                QVERIFY(d.runTime >= 5 && d.runTime <= 7);
                oneNodeRuns.insert(d.runTime);
                break;
            case 2:
                QCOMPARE(d.estimate, Time{3600});
                QCOMPARE(d.runTime, Time{3600});
                break;
            case 4:
                QCOMPARE(d.estimate, Time{50});
                QCOMPARE(d.runTime, Time{0});
                break;
            default:
                QFAIL("a node count with an empty bin was drawn");
            }
        }
        // Bin weights 2:1:1 of 4 source jobs.
        QVERIFY(std::abs(byNodes[1] - kDraws / 2) < kDraws / 20);
        QVERIFY(std::abs(byNodes[2] - kDraws / 4) < kDraws / 20);
        // Run times are drawn from the cell's range, not copied: 6 never occurs in the trace.
        QCOMPARE(oneNodeRuns, (std::set<Time>{5, 6, 7}));
        QCOMPARE(EmpiricalJobModel::timeRange(0), 0);
        QCOMPARE(EmpiricalJobModel::timeRange(1), 1);
        QCOMPARE(EmpiricalJobModel::timeRange(7), 3);
        QCOMPARE(EmpiricalJobModel::timeRange(8), 4);
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, EmpiricalJobModel(source, 0));
        const Workload onlyWide = test::makeWorkload({{.submit = 0, .runTime = 5, .nodes = 9}});
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, EmpiricalJobModel(onlyWide, 4));
    }

    void randomizedBoundsHoldForEveryJob()
    {
        const Workload w = randomWorkload(20000, 3, 64);
        QCOMPARE(w.jobs.size(), std::size_t{20000});
        std::int32_t widest = 0;
        std::int32_t narrowest = 64;
        Time previous = 0;
        std::set<Time> hours;
        for (const Job& job : w.jobs) {
            QVERIFY(job.nodes >= 1 && job.nodes <= 64);
            QVERIFY(job.estimate >= RandomizedGenerator::kMinEstimate && job.estimate <= RandomizedGenerator::kMaxEstimate);
            QVERIFY(job.runTime >= 1 && job.runTime <= job.estimate);
            QVERIFY(job.submit >= previous && job.submit - previous <= RandomizedGenerator::kDefaultMaxGap);
            previous = job.submit;
            hours.insert(job.submit / 3600);
            widest = std::max(widest, job.nodes);
            narrowest = std::min(narrowest, job.nodes);
        }
        QCOMPARE(w.jobs.front().submit, Time{0});
        // At least one submission in every clock hour from the first to the last.
        const Time lastHour = w.jobs.back().submit / 3600;
        QCOMPARE(hours.size(), std::size_t(lastHour + 1));
        QCOMPARE(widest, 64);
        QCOMPARE(narrowest, 1);
    }

    void randomizedIsPinnedByteForByte()
    {
        // Integer draws only, so this hash must be the same on every machine
        // and standard library. It changes only if the model or the note the
        // file carries changes.
        const std::string text = swfText(randomWorkload(1000, 1));
        QCOMPARE(QString::fromStdString(Sha256::hexOf(text)), QStringLiteral("f2cf4cc932a20de26025856eb2612321fab6636432fd134fbe15bc33c68b493e"));
    }

    void sameSeedSameBytesOtherSeedDiffers()
    {
        const std::string a = swfText(randomWorkload(3000, 5));
        QCOMPARE(swfText(randomWorkload(3000, 5)), a);
        QVERIFY(swfText(randomWorkload(3000, 6)) != a);
        QVERIFY(a.find("; Note: generated by SchedLab, randomized model of Yahyapour (2002), ch. 2: jobs=3000 seed=5 "
                       "max-nodes=256 max-gap=3600\n") != std::string::npos);

        const Workload source = randomWorkload(2000, 9, 32);
        const std::string p = swfText(probabilisticWorkload(source, 3000, 5));
        QCOMPARE(swfText(probabilisticWorkload(source, 3000, 5)), p);
        QVERIFY(swfText(probabilisticWorkload(source, 3000, 6)) != p);
        QVERIFY(p.find("jobs=3000 seed=5 nodes=32") != std::string::npos);  // nodes 0: source header MaxProcs
        QVERIFY(p.find("sha256=00ff") != std::string::npos);
        QVERIFY(p.find("inter-arrivals: Weibull shape=") != std::string::npos);
    }

    void swfWrittenThenReadBackIsEqual()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Workload source = randomWorkload(2000, 9, 32);
        for (const Workload& generated : {randomWorkload(2500, 4), probabilisticWorkload(source, 2500, 4, 16)}) {
            for (const char* name : {"/w.swf", "/w.swf.gz"}) {
                const std::string path = (dir.path() + QLatin1String(name)).toStdString();
                SwfWriter::writeFile(generated, path);
                const Workload back = SwfReader().readFile(path);
                QCOMPARE(back.report.skipped(), std::int64_t{0});
                compareJobs(generated, back);
                QCOMPARE(back.header.notes, generated.header.notes);
                QCOMPARE(back.header.maxProcs, generated.header.maxProcs);
                // Writing what was read gives the same bytes again.
                QCOMPARE(swfText(back), swfText(generated));
            }
        }
    }

    void probabilisticRespectsTheMachineSize()
    {
        const Workload source = randomWorkload(3000, 12, 128);
        const Workload w = probabilisticWorkload(source, 4000, 2, 16);
        for (const Job& job : w.jobs) {
            QVERIFY(job.nodes >= 1 && job.nodes <= 16);
            QVERIFY(job.runTime <= job.estimate);
        }
        QCOMPARE(w.header.maxProcs, std::optional<std::int64_t>(16));
    }

    void parametersAreChecked()
    {
        const Workload source = randomWorkload(200, 1);
        ProbabilisticGenerator::Settings p;
        p.jobs = 0;
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, ProbabilisticGenerator(source, p));
        RandomizedGenerator::Settings r;
        r.maxNodes = 0;
        try {
            RandomizedGenerator generator(r);
            QFAIL("max-nodes 0 accepted");
        } catch (const ConfigurationError& error) {
            QCOMPARE(QString::fromUtf8(error.what()),
                     QStringLiteral("randomized generator: max-nodes must be from 1 to 1048576, got 0"));
        }
        r = {};
        r.seed = GeneratorParameters::kMaxSeed + 1;
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, RandomizedGenerator{r});
    }

    void settingsFromFormValues()
    {
        const auto r = RandomizedGenerator::settingsFrom({{"jobs", "10"}, {"seed", "3"}, {"max-nodes", "128"}});
        QCOMPARE(r.jobs, std::size_t{10});
        QCOMPARE(r.seed, std::uint64_t{3});
        QCOMPARE(r.maxNodes, 128);
        QCOMPARE(r.maxGap, RandomizedGenerator::kDefaultMaxGap);
        const auto p = ProbabilisticGenerator::settingsFrom({});
        QCOMPARE(p.jobs, GeneratorParameters::kDefaultJobs);
        QCOMPARE(p.machineNodes, 0);
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, (void)ProbabilisticGenerator::settingsFrom({{"jobs", "-1"}}));
    }
};

QTEST_GUILESS_MAIN(GeneratorsModelTest)
#include "GeneratorsModelTest.moc"
