// The generators of the grid, QoS and utility models (GeneratorCatalog) on
// small cases worked out by hand: exact per-site and per-user counts, origin
// sites, deadlines after submission, the tick each model picks, groups that
// arrive together, width options; determinism (same seed, same bytes) and
// the native round trip.

#include "engine/SimulationError.h"
#include "generators/GeneratorCatalog.h"
#include "generators/QosGroupGenerator.h"
#include "generators/QosPeriodicGenerator.h"
#include "generators/QosUserGenerator.h"
#include "generators/RandomSource.h"
#include "generators/SitePoissonGenerator.h"
#include "generators/UtilityBimodalGenerator.h"
#include "generators/UtilityValueGenerator.h"
#include "workload/NativeWorkloadReader.h"
#include "workload/NativeWorkloadWriter.h"

#include <QTest>
#include <cmath>
#include <set>

using namespace schedlab;

namespace {

constexpr std::int64_t kMillisecondTicks = 1000;
constexpr std::int64_t kSecondTicks = 1;

Workload generate(const std::string& model, const ParameterValues& values)
{
    const auto found = GeneratorCatalog::find(model);
    if (!found)
        throw ConfigurationError("no model " + model);
    return found->generate(values, {});
}

// Jobs numbered 1..n in submission order, as every generator promises.
bool numberedInOrder(const Workload& w)
{
    for (std::size_t i = 0; i < w.jobs.size(); ++i) {
        if (w.jobs[i].id != static_cast<std::int64_t>(i) + 1)
            return false;
        if (i > 0 && w.jobs[i].submit < w.jobs[i - 1].submit)
            return false;
    }
    return true;
}

} // namespace

class GeneratorsAttributeModelsTest : public QObject {
    Q_OBJECT

private slots:
    void catalogListsTheSixModels()
    {
        const std::vector<std::string> expected
            = { SitePoissonGenerator::kName, QosUserGenerator::kName, QosGroupGenerator::kName,
                  QosPeriodicGenerator::kName, UtilityBimodalGenerator::kName,
                  UtilityValueGenerator::kName };
        QCOMPARE(GeneratorCatalog::names(), expected);
        for (const auto& model : GeneratorCatalog::models()) {
            QVERIFY(!model.schema.reference.empty());
            QVERIFY(!model.schema.description.empty());
        }
        QVERIFY(!GeneratorCatalog::find("random")); // Yahyapour's two keep their own options
    }

    void sameSeedSameBytesOtherSeedOtherBytes_data()
    {
        QTest::addColumn<QString>("model");
        for (const std::string& name : GeneratorCatalog::names())
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }

    void sameSeedSameBytesOtherSeedOtherBytes()
    {
        QFETCH(QString, model);
        const std::string name = model.toStdString();
        // qos-periodic derives its job count from its gaps and draws only
        // with jitter or exponential sizes.
        const bool periodic = name == QosPeriodicGenerator::kName;
        const auto values = [periodic](const char* seed) {
            return periodic ? ParameterValues { { "jitter", "un20" }, { "seed", seed } }
                            : ParameterValues { { "jobs", "500" }, { "seed", seed } };
        };
        const std::string a = NativeWorkloadWriter::toText(generate(name, values("7")));
        const std::string b = NativeWorkloadWriter::toText(generate(name, values("7")));
        const std::string c = NativeWorkloadWriter::toText(generate(name, values("8")));
        QCOMPARE(a, b);
        QVERIFY(a != c);
        // Reading the file back gives the same file: every attribute survives.
        const Workload back = NativeWorkloadReader().readText(a, name + ".jsonl");
        if (!periodic)
            QCOMPARE(back.jobs.size(), std::size_t { 500 });
        QCOMPARE(NativeWorkloadWriter::toText(back), a);
    }

    void sitePoissonSplitsJobsBySpeedExactly()
    {
        // Wiriyaprasit (2004), sec. 3.4, Case 2: n_s = 880 * v_s / 500.
        SitePoissonGenerator::Settings settings;
        settings.speeds = { 700, 600, 500, 400, 300 };
        settings.meanInterArrival = 90;
        const SitePoissonGenerator generator(settings);
        const std::vector<std::size_t> expected = { 1232, 1056, 880, 704, 528 };
        QCOMPARE(generator.siteJobs(), expected);
        // 5 * g * 500 / v_s with g = 90 s (heavy load).
        const double means[] = { 5.0 * 90 * 500 / 700, 5.0 * 90 * 500 / 600, 450,
            5.0 * 90 * 500 / 400, 5.0 * 90 * 500 / 300 };
        for (std::size_t s = 0; s < expected.size(); ++s)
            QVERIFY(std::abs(generator.siteMeanInterArrival(s) - means[s]) < 1e-9);

        const Workload w = generator.generate();
        QCOMPARE(w.jobs.size(), std::size_t { 4400 });
        QCOMPARE(w.ticksPerSecond, kSecondTicks);
        std::vector<std::size_t> perSite(expected.size());
        for (const Job& job : w.jobs) {
            QVERIFY(job.originSite >= 0 && job.originSite < 5);
            ++perSite[static_cast<std::size_t>(job.originSite)];
            QCOMPARE(job.nodes, 1);
            QVERIFY(job.runTime >= 1);
            QCOMPARE(job.estimate, job.runTime);
            QCOMPARE(job.deadline, kNoTime);
        }
        QCOMPARE(perSite, expected);
        QVERIFY(numberedInOrder(w));
    }

    void sitePoissonRemaindersGoToTheLargestFractions()
    {
        // 10 jobs at speeds 3:1 are 7.5 and 2.5: the tie goes to site 0.
        SitePoissonGenerator::Settings settings;
        settings.jobs = 10;
        settings.speeds = { 3, 1 };
        QCOMPARE(SitePoissonGenerator(settings).siteJobs(), (std::vector<std::size_t> { 8, 2 }));
        // 10 jobs at 1:1:1 are 3.33 each: the first site gets the extra one.
        settings.speeds = { 1, 1, 1 };
        QCOMPARE(SitePoissonGenerator(settings).siteJobs(), (std::vector<std::size_t> { 4, 3, 3 }));
    }

    void aSitesJobsDoNotDependOnTheOtherSites()
    {
        // Site 0 keeps its 5 jobs and its own random numbers when site 1
        // gets more jobs: its works are the same.
        SitePoissonGenerator::Settings few;
        few.jobs = 10;
        few.speeds = { 1, 1 };
        SitePoissonGenerator::Settings more = few;
        more.jobs = 12;
        more.speeds = { 1, 1.4 };
        const auto siteWorks = [](const Workload& w) {
            std::vector<Time> works;
            for (const Job& job : w.jobs)
                if (job.originSite == 0)
                    works.push_back(job.runTime);
            return works;
        };
        const auto a = siteWorks(SitePoissonGenerator(few).generate());
        QCOMPARE(a.size(), std::size_t { 5 });
        QCOMPARE(siteWorks(SitePoissonGenerator(more).generate()), a);
    }

    void qosUsersHaveExactCountsDeadlinesAndClasses()
    {
        const Workload w = generate(QosUserGenerator::kName,
            { { "jobs", "301" }, { "users", "3" }, { "classes", "gs,gs,be" },
                { "weights", "1,2,0.5" }, { "deadline-kind", "hard" } });
        QCOMPARE(w.ticksPerSecond, kMillisecondTicks);
        std::vector<std::size_t> perUser(3);
        for (const Job& job : w.jobs) {
            QVERIFY(job.user >= 1 && job.user <= 3);
            const auto u = static_cast<std::size_t>(job.user - 1);
            ++perUser[u];
            QVERIFY(job.deadline >= job.submit + 10 * kMillisecondTicks);
            QVERIFY(job.deadline <= job.submit + 20 * kMillisecondTicks);
            QCOMPARE(job.deadlineKind, DeadlineKind::Hard);
            QCOMPARE(job.serviceClass, u < 2 ? ServiceClass::Guaranteed : ServiceClass::BestEffort);
            QCOMPARE(job.share, (std::vector<double> { 1, 2, 0.5 })[u]);
            QVERIFY(job.inputMB >= 0.001 && job.inputMB <= 0.01);
            QVERIFY(job.outputMB >= 0.001 && job.outputMB <= 0.01);
            QCOMPARE(job.originSite, kNoMachine);
        }
        // 301 = 3 * 100 + 1: the first user gets the extra task.
        QCOMPARE(perUser, (std::vector<std::size_t> { 101, 100, 100 }));
        QVERIFY(numberedInOrder(w));

        const Workload plain = generate(QosUserGenerator::kName, { { "jobs", "30" } });
        for (const Job& job : plain.jobs) {
            QCOMPARE(job.serviceClass, ServiceClass::Unspecified);
            QVERIFY(job.share < 0);
            QCOMPARE(job.deadlineKind, DeadlineKind::Soft);
        }
    }

    void qosUsersRefuseListsOfTheWrongLength()
    {
        QVERIFY_THROWS_EXCEPTION(ConfigurationError,
            generate(QosUserGenerator::kName, { { "users", "2" }, { "classes", "gs" } }));
        QVERIFY_THROWS_EXCEPTION(ConfigurationError,
            generate(QosUserGenerator::kName, { { "users", "2" }, { "weights", "1,2,3" } }));
        QVERIFY_THROWS_EXCEPTION(
            ConfigurationError, generate(QosUserGenerator::kName, { { "classes", "gs,xx,be" } }));
        QVERIFY_THROWS_EXCEPTION(
            ConfigurationError, generate(QosUserGenerator::kName, { { "min-deadline", "30" } }));
    }

    void qosGroupsArriveTogether()
    {
        // 25 tasks in groups of 10: submissions 10, 10, 5 at three instants.
        QosGroupGenerator::Settings settings;
        settings.jobs = 25;
        settings.groupSize = 10;
        const QosGroupGenerator generator(settings);
        // mu_w = rho * C * mu_D / (beta * G) = 1 * 500 * 100 / (10 * 10) and
        // the mean gap rho * mu_D / beta = 10 s.
        QCOMPARE(generator.meanWork(), 500.0);
        QCOMPARE(generator.meanGroupGap(), 10.0);
        const Workload w = generator.generate();
        QCOMPARE(w.ticksPerSecond, kMillisecondTicks);
        QCOMPARE(w.jobs.size(), std::size_t { 25 });
        for (std::size_t i = 0; i < w.jobs.size(); ++i) {
            QCOMPARE(w.jobs[i].submit, w.jobs[i - i % 10].submit);
            QVERIFY(w.jobs[i].deadline > w.jobs[i].submit);
            QCOMPARE(w.jobs[i].deadlineKind, DeadlineKind::Soft);
        }
        QVERIFY(w.jobs[0].submit > 0); // one gap after time 0
        QVERIFY(w.jobs[10].submit > w.jobs[9].submit);
        QVERIFY(w.jobs[20].submit > w.jobs[19].submit);
    }

    void utilityOptionsHalveTheWidth()
    {
        const Workload w = generate(UtilityBimodalGenerator::kName, { { "jobs", "300" } });
        QCOMPARE(w.ticksPerSecond, kSecondTicks);
        std::set<std::int32_t> widths;
        for (const Job& job : w.jobs) {
            widths.insert(job.nodes);
            QVERIFY(job.value > 0.1);
            QCOMPARE(job.estimate, job.runTime);
            if (job.nodes == 1) {
                QVERIFY(job.options.empty());
                continue;
            }
            // P, P/2, P/4 while at least one node.
            const std::size_t expected = job.nodes >= 4 ? 3 : 2;
            QCOMPARE(job.options.size(), expected);
            const double length = static_cast<double>(job.runTime) * job.nodes;
            for (std::size_t i = 0; i < job.options.size(); ++i) {
                const JobOption& option = job.options[i];
                QCOMPARE(option.nodes, job.nodes >> i);
                QCOMPARE(option.machine, kNoMachine);
                // Rounding the job's run time to a second moves N_i by at most P/2 s.
                QVERIFY(std::abs(static_cast<double>(option.runTime) * option.nodes - length)
                    <= job.nodes);
                const double ratio = static_cast<double>(option.nodes) / job.nodes;
                QVERIFY(std::abs(option.value - job.value * std::pow(ratio, 1.1)) < 1e-5);
            }
            QCOMPARE(job.options[0].value, job.value);
        }
        QCOMPARE(widths, (std::set<std::int32_t> { 1, 2, 4, 8, 16, 32 }));
        const Workload none
            = generate(UtilityBimodalGenerator::kName, { { "jobs", "50" }, { "halvings", "0" } });
        for (const Job& job : none.jobs)
            QVERIFY(job.options.empty());
    }

    void utilityAllAtTimeZeroWhenTheGapIsZero()
    {
        for (const char* model : { UtilityBimodalGenerator::kName, UtilityValueGenerator::kName }) {
            const Workload w = generate(model, { { "jobs", "40" }, { "mean-interarrival", "0" } });
            for (const Job& job : w.jobs)
                QCOMPARE(job.submit, Time { 0 });
        }
    }

    void utilityValuesStayWithinTheLength()
    {
        const Workload w
            = generate(UtilityValueGenerator::kName, { { "jobs", "500" }, { "tick", "1ms" } });
        QCOMPARE(w.ticksPerSecond, kMillisecondTicks);
        for (const Job& job : w.jobs) {
            QCOMPARE(job.nodes, 1);
            QVERIFY(job.runTime >= 1 && job.runTime <= 86'400 * kMillisecondTicks);
            QVERIFY(job.value >= 0);
            QVERIFY(job.value <= static_cast<double>(job.runTime) / kMillisecondTicks);
        }
    }

    void tickParameterSetsTicksPerSecond()
    {
        const Workload w
            = generate(SitePoissonGenerator::kName, { { "jobs", "50" }, { "tick", "1ms" } });
        QCOMPARE(w.ticksPerSecond, kMillisecondTicks);
        // Work in MI counts ticks too: the mean stays 10^6 MI = 10^9 ticks.
        QVERIFY(w.jobs.front().runTime > 1000);
    }

    void swfLosesWhatTheModelsSet()
    {
        QCOMPARE(GeneratorCatalog::attributesSwfLoses(
                     generate(SitePoissonGenerator::kName, { { "jobs", "5" } })),
            std::vector<std::string> { "origin site" });
        QCOMPARE(GeneratorCatalog::attributesSwfLoses(generate(QosUserGenerator::kName,
                     { { "jobs", "5" }, { "users", "1" }, { "classes", "gs" } })),
            (std::vector<std::string> { "deadline", "service class", "data sizes" }));
        QCOMPARE(GeneratorCatalog::attributesSwfLoses(
                     generate(UtilityBimodalGenerator::kName, { { "jobs", "50" } })),
            (std::vector<std::string> { "value", "options" }));
        QVERIFY(GeneratorCatalog::attributesSwfLoses(Workload {}).empty());
    }

    void badSettingsAreRefused()
    {
        SitePoissonGenerator::Settings site;
        site.speeds = { 500, 0 };
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, SitePoissonGenerator { site });
        QVERIFY_THROWS_EXCEPTION(
            ConfigurationError, generate(SitePoissonGenerator::kName, { { "speeds", "5,,5" } }));
        QVERIFY_THROWS_EXCEPTION(
            ConfigurationError, generate(SitePoissonGenerator::kName, { { "tick", "1h" } }));
        QosGroupGenerator::Settings groups;
        groups.deadlineKind = DeadlineKind::None;
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, QosGroupGenerator { groups });
        UtilityBimodalGenerator::Settings utility;
        utility.creditMin = 20; // above the mean: nearly every draw would be redrawn
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, UtilityBimodalGenerator { utility });
    }

    void streamSeedsDiffer()
    {
        std::set<std::uint64_t> seeds;
        for (std::uint64_t seed = 0; seed < 4; ++seed)
            for (std::uint64_t stream = 0; stream < 4; ++stream)
                seeds.insert(RandomSource::streamSeed(seed, stream));
        QCOMPARE(seeds.size(), std::size_t { 16 });
    }
};

QTEST_GUILESS_MAIN(GeneratorsAttributeModelsTest)
#include "GeneratorsAttributeModelsTest.moc"
