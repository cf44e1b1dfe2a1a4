#include "engine/SimulationError.h"
#include "experiment/ExperimentRunner.h"
#include "experiment/TraceCache.h"
#include "study/StudyCatalog.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <set>

using namespace schedlab;

namespace {

const std::string kCtc = SCHEDLAB_SAMPLE_TRACES_DIR "/CTC-SP2-1996-3.1-cln.swf.gz";
const std::string kSdsc = SCHEDLAB_SAMPLE_TRACES_DIR "/SDSC-SP2-1998-4.2-cln.swf.gz";
using Transforms = std::vector<std::string>;

// The one run of `runs` with this policy, parameters, platform and
// transforms; fails the test unless there is exactly one.
const RunSpec* find(const std::vector<RunSpec>& runs, const std::string& policy, const ParameterValues& parameters,
                    const std::string& platform, const Transforms& transforms)
{
    const RunSpec* found = nullptr;
    int count = 0;
    for (const RunSpec& run : runs) {
        if (run.policy == policy && run.parameters == parameters && run.platform == platform &&
            run.transforms == transforms) {
            found = &run;
            ++count;
        }
    }
    return count == 1 ? found : nullptr;
}

}  // namespace

class StudyRunsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(std::filesystem::exists(kCtc));
    }

    void catalogListsTheStudies()
    {
        const StudyCatalog& catalog = m_catalog;
        QCOMPARE(catalog.studies().size(), std::size_t(22));
        QCOMPARE(catalog.names(), std::string("algorithms-256, pfcfs-months, grid-overhead, grid-configurations, "
                                              "economic, adaptive-mct, adaptive-wmct, adaptive-weight, utility-random, "
                                              "utility-npaci, utility-grids, utility-workloads, utility-speeds, utility-sensitivity, utility-pb, utility-data, utility-ft, qos-f1, qos-f1-variants, qos-f2, qos-f3, qos-f4"));
        QVERIFY(catalog.find("economic") != nullptr);
        QVERIFY(catalog.find("nope") == nullptr);
        for (const auto& study : catalog.studies()) {
            QVERIFY(!study->title().empty());
            QVERIFY2(study->description().size() > 300, study->name().c_str());  // a real paragraph
            QCOMPARE(study->group(options(true)), "study:" + study->name() + ":quick");
            QCOMPARE(study->group(options(false)), "study:" + study->name());
        }
    }

    void runCountsInQuickAndFullMode()
    {
        const StudyCatalog& catalog = m_catalog;
        // name -> {full, quick}
        const std::vector<std::tuple<std::string, std::size_t, std::size_t>> expected = {
            // Per workload and estimate mode: FCFS 3 + G&G 1 + PSRS/SMART 3 x 3 x 2 weights = 22;
            // the full randomized workload without the 4 conservative policies (7 runs): 15.
            {"algorithms-256", 118, 132},     // 22 x 2 x 2 + 15 x 2; 22 x 3 x 2
            {"pfcfs-months", 384, 40},        // 12 months x 2 sizes x 16; 2 months x 2 sizes x 10
            {"grid-overhead", 116, 18},       // 4 workloads x (ref, local, sharing, 2 x 13 p); 2 x (3 + 2 x 3 p)
            {"grid-configurations", 52, 10},  // 4 x (ref + 6 configurations x 2); 2 x (1 + 2 x 2)
            // featured: 4 workloads x 2 estimate modes x (m128: 2 references + 3 pairs + 3 pairs
            // with domains, m512: 1 + 3); sweeps: 2 platforms x (ref + 10 pairs), and on the 4
            // whole workloads the 10 pairs on m128 and 9 on m512 (MF2-UF2 is featured); syn on 5
            // other configurations x (ref + 3 pairs x 2 markets). Quick: 1 x 2 x (2 + 1 + 1 + 1 + 1);
            // 3 pairs x 2 (the sweeps' references are featured runs there).
            {"economic", 229, 18},
            // 3 cases x 3 loads x Q0-Q5 x 10 seeds; quick: heavy load, 2 seeds.
            {"adaptive-mct", 540, 36},
            {"adaptive-wmct", 540, 36},
            // 11 weights x Q3, Q4 x 10 seeds; quick: 3 weights x 2 x 2.
            {"adaptive-weight", 220, 12},
            // 5 inter-arrival times x 10 seeds x 36 schemes; quick: 2 x 1 x 14.
            {"utility-random", 1800, 28},
            // 5 arrival scalings x 10 windows x 36 schemes; quick: 2 x 1 x 14.
            {"utility-npaci", 1800, 28},
            {"utility-grids", 200, 20},
            {"utility-workloads", 3, 3},
            {"utility-speeds", 1000, 20},
            // (11 w_v + 11 w_n + 9 k) x 10 windows; quick: 3 x 3, one window.
            {"utility-sensitivity", 310, 9},
            {"utility-pb", 160, 16},
            // 45 input scales x 5 windows x 6 schemes; quick: 3 x 1 x 6.
            {"utility-data", 1350, 18},
            // 7 task counts x 100 seeds x 4 schemes; quick: 2 x 3 x 4.
            {"utility-ft", 2800, 24},
            // 8 loads x 5 schemes x 5 seeds; quick: 3 loads x 5 schemes, one seed.
            {"qos-f1", 200, 15},
            // Deadline spreads 8 loads x 2, work spreads 4, processors 4, capacities 5 (F1's own
            // runs once) x 5 schemes x 5 seeds; quick: 3 x 2, 2, 2, 2 x 5 schemes, one seed.
            {"qos-f1-variants", 725, 60},
            // 10 rates x 5 schemes x 3 seeds; quick: 3 rates x 5 schemes, one seed.
            {"qos-f2", 150, 15},
            // 9 U4 gaps x 2 schemes, one seed (the workload draws nothing); quick: 3 gaps.
            {"qos-f3", 18, 6},
            // 9 U4 gaps x 5 scenarios, multi-CPU 3 gaps x 5, jitter 4 x 4 scenarios x 5 seeds,
            // sizes 3 x 4 accountings x 5 seeds, registration 3 gaps x 2; quick: 3 gaps, 1 multi-CPU
            // and registration gap, one seed.
            {"qos-f4", 206, 50},
        };
        for (const auto& [name, full, quick] : expected) {
            const Study* study = catalog.find(name);
            QVERIFY(study != nullptr);
            const auto fullRuns = study->runs(options(false), m_cache);
            const auto quickRuns = study->runs(options(true), m_cache);
            QCOMPARE(fullRuns.size(), full);
            QCOMPARE(quickRuns.size(), quick);
            for (const auto& [runs, quickMode] : {std::pair{&fullRuns, false}, std::pair{&quickRuns, true}}) {
                std::set<std::string> names;
                for (const RunSpec& run : *runs) {
                    QCOMPARE(run.group, study->group(options(quickMode)));
                    QVERIFY(run.name.starts_with(name + " · "));
                    names.insert(run.name);
                }
                QCOMPARE(names.size(), runs->size());  // every run has its own readable name
            }
        }
    }

    void everyRunCanBeDescribed()
    {
        // Policies, parameters, transforms and platforms are all valid:
        // describe() checks what a simulation would check first.
        const ExperimentRunner runner(m_cache);
        const StudyCatalog& catalog = m_catalog;
        for (const auto& study : catalog.studies()) {
            for (const bool quick : {false, true}) {
                for (const RunSpec& run : study->runs(options(quick), m_cache)) {
                    try {
                        (void)runner.describe(run);
                    } catch (const std::exception& e) {
                        QFAIL((run.name + ": " + e.what()).c_str());
                    }
                }
            }
        }
    }

    void algorithmsRuns()
    {
        const Study& study = *m_catalog.find("algorithms-256");
        const auto quick = study.runs(options(true), m_cache);
        RunSpec first = quick.front();
        QCOMPARE(first.tracePath, kCtc);
        QCOMPARE(first.transforms, (Transforms{"range:1:3000", "drop-wider:256"}));
        QCOMPARE(first.platform, std::string("single:256"));
        QCOMPARE(first.policy, std::string("fcfs"));
        QVERIFY(first.parameters.empty());
        QCOMPARE(first.name, std::string("algorithms-256 · fcfs · CTC"));

        const auto full = study.runs(options(false), m_cache);
        QVERIFY(find(full, "easy", {}, "single:256", {"drop-wider:256"}) != nullptr);
        QVERIFY(find(full, "garey-graham", {}, "single:256", {"drop-wider:256", "exact-estimates"}) != nullptr);
        // The generated workloads: probabilistic and randomized, estimated and exact.
        int randomizedExact = 0;
        for (const RunSpec& run : full) {
            if (run.tracePath == generated("randomized-uniform-256nodes-50000jobs-seed1.swf") &&
                run.transforms == Transforms{"exact-estimates"})
                ++randomizedExact;
        }
        QCOMPARE(randomizedExact, 15);  // conservative backfilling left out there
        // PSRS and SMART run with unit weights (unweighted case) and area weights (weighted case).
        for (const char* weight : {"unit", "area"}) {
            QVERIFY(find(full, "smart-nfiw-easy", {{"weight", weight}}, "single:256", {"drop-wider:256"}) != nullptr);
        }
        const auto psrs = std::ranges::find_if(full, [&](const RunSpec& run) {
            return run.policy == "psrs-cons" && run.transforms.empty() &&
                   run.tracePath == generated("probabilistic-CTC-SP2-1996-3.1-cln-256nodes-50000jobs-seed1.swf");
        });
        QVERIFY(psrs != full.end());
        QCOMPARE(psrs->platform, std::string("single:256"));
    }

    void pfcfsMonthsRuns()
    {
        const Study& study = *m_catalog.find("pfcfs-months");
        const auto quick = study.runs(options(true), m_cache);
        std::set<std::string> months;
        for (const RunSpec& run : quick)
            months.insert(run.transforms.front());
        QCOMPARE(months, (std::set<std::string>{"month:1996-06", "month:1996-07"}));
        QVERIFY(find(quick, "pfcfs-best128", {}, "single:128", {"month:1996-07", "drop-wider:128", "rebase"}) != nullptr);
        QVERIFY(find(quick, "pfcfs-best256", {}, "single:128", {"month:1996-07", "drop-wider:128", "rebase"}) ==
                nullptr);
        QVERIFY(find(quick, "pfcfs", {{"x", "40"}}, "single:256", {"month:1996-06", "drop-wider:256", "rebase"}) !=
                nullptr);

        const auto full = study.runs(options(false), m_cache);
        const RunSpec* n10 = find(full, "pfcfs", {{"n", "10"}}, "single:256", {"month:1997-01", "drop-wider:256", "rebase"});
        QVERIFY(n10 != nullptr);
        QCOMPARE(n10->tracePath, kCtc);
        QCOMPARE(n10->name, std::string("pfcfs-months · pfcfs n=10 · 1997-01 · single:256"));
        QVERIFY(find(full, "pfcfs", {{"x", "55"}}, "single:128", {"month:1997-05", "drop-wider:128", "rebase"}) != nullptr);
        // x = 50 is the n sweep's (the default); listing it again would repeat a run.
        QVERIFY(find(full, "pfcfs", {{"x", "50"}}, "single:128", {"month:1997-05", "drop-wider:128", "rebase"}) == nullptr);
        QVERIFY(find(full, "conservative", {}, "single:128", {"month:1996-12", "drop-wider:128", "rebase"}) != nullptr);
    }

    void gridRuns()
    {
        const auto overhead = m_catalog.find("grid-overhead")->runs(options(false), m_cache);
        const RunSpec* multiSite = find(overhead, "grid-multisite", {{"overhead", "45"}}, "m128",
                                        {"extract:30_40k", "sites:round-robin", "wide:keep"});
        QVERIFY(multiSite != nullptr);
        QCOMPARE(multiSite->tracePath, kCtc);
        // Fig. 5.5's setting: multi-site with the wide jobs split like job sharing's.
        QVERIFY(find(overhead, "grid-multisite", {{"overhead", "25"}}, "m128",
                     {"extract:30_40k", "sites:round-robin", "wide:largest"}) != nullptr);
        QVERIFY(find(overhead, "grid-local", {}, "m128", {"extract:60_70k", "sites:round-robin", "wide:local"}));
        QVERIFY(find(overhead, "grid-sharing", {}, "m128", {"extract:10_20k", "sites:round-robin", "wide:largest"}));
        QVERIFY(find(overhead, "easy", {}, "m512", {"extract:30_40k"}) != nullptr);
        const RunSpec* synReference = find(overhead, "easy", {}, "m512", {});
        QVERIFY(synReference != nullptr);
        QCOMPARE(synReference->tracePath, generated("probabilistic-CTC-SP2-1996-3.1-cln-512nodes-10000jobs-seed1.swf"));

        const auto configurations = m_catalog.find("grid-configurations")->runs(options(false), m_cache);
        const RunSpec* sharing = find(configurations, "grid-sharing", {}, "m256-5", {"sites:round-robin", "wide:largest"});
        QVERIFY(sharing != nullptr);
        QCOMPARE(sharing->tracePath, synReference->tracePath);
        QVERIFY(find(configurations, "grid-multisite", {{"overhead", "0"}}, "m64",
                     {"extract:10_20k", "sites:round-robin", "wide:keep"}) != nullptr);
        QVERIFY(find(configurations, "grid-sharing", {}, "m512", {"extract:10_20k", "sites:round-robin", "wide:largest"}) ==
                nullptr);  // m512 is the reference, run as easy

        const auto quick = m_catalog.find("grid-configurations")->runs(options(true), m_cache);
        QCOMPARE(quick.front().tracePath, kCtc);
        QCOMPARE(quick.back().tracePath, generated("probabilistic-CTC-SP2-1996-3.1-cln-512nodes-2000jobs-seed1.swf"));
    }

    void economicRuns()
    {
        const Study& study = *m_catalog.find("economic");
        const auto full = study.runs(options(false), m_cache);
        const Transforms grid = {"extract:10_20k", "range:1:5000", "sites:round-robin", "wide:largest"};
        QVERIFY(find(full, "economic", {{"owner", "MF4"}, {"user", "UF3"}}, "m128", grid) != nullptr);
        QVERIFY(find(full, "economic", {{"owner", "MF2"}, {"user", "UF5"}}, "m512", {"extract:10_20k", "range:1:5000"}) !=
                nullptr);
        QVERIFY(find(full, "economic", {{"owner", "MF4"}, {"user", "UF1"}}, "m128", grid) == nullptr);  // not studied
        QVERIFY(find(full, "grid-sharing", {}, "m128", grid) != nullptr);
        QVERIFY(find(full, "easy", {}, "m512", {"extract:10_20k", "range:1:5000"}) != nullptr);
        // Featured pairs: whole extracts, multi-site reference without overhead, both estimate modes.
        const Transforms keep = {"extract:60_70k", "sites:round-robin", "wide:keep", "exact-estimates"};
        QVERIFY(find(full, "economic", {{"owner", "MF1"}, {"user", "UF2"}}, "m128", keep) != nullptr);
        QVERIFY(find(full, "grid-multisite", {{"overhead", "0"}}, "m128", keep) != nullptr);
        QVERIFY(find(full, "economic", {{"owner", "MF1"}, {"user", "UF1"}}, "m512", {"extract:30_40k"}) != nullptr);
        QVERIFY(find(full, "grid-sharing", {}, "m128", {"extract:10_20k", "sites:round-robin", "wide:largest"}) !=
                nullptr);

        const auto quick = study.runs(options(true), m_cache);
        QVERIFY(find(quick, "economic", {{"owner", "MF2"}, {"user", "UF1"}}, "m512",
                     {"extract:10_20k", "range:1:500"}) != nullptr);
        QVERIFY(find(quick, "economic", {{"owner", "MF1"}, {"user", "UF1"}}, "m128",
                     {"extract:10_20k", "range:1:500", "sites:round-robin", "wide:keep", "exact-estimates"}) !=
                nullptr);
    }

    void emptyStoreGivesEveryTableWithEmptyCells()
    {
        for (const auto& study : m_catalog.studies()) {
            const auto tables = study->tables({});
            QVERIFY2(!tables.empty(), study->name().c_str());
            for (const StudyTable& table : tables) {
                QVERIFY(!table.title.empty());
                for (const auto& row : table.table.rows()) {
                    for (std::size_t c = 1; c < row.size(); ++c)
                        QVERIFY2(row[c].empty(), (study->name() + ": " + table.title).c_str());
                }
            }
        }
    }

    void badOptionsAreConfigurationErrors()
    {
        StudyOptions bad = options(true);
        bad.generatedDirectory.clear();
        QVERIFY_THROWS_EXCEPTION(ConfigurationError,
                                 (void)m_catalog.find("grid-overhead")->runs(bad, m_cache));
    }

private:
    StudyOptions options(bool quick) const
    {
        StudyOptions options;
        options.ctcTracePath = kCtc;
        options.sdscTracePath = kSdsc;
        options.generatedDirectory = m_dir.path().toStdString();
        options.quick = quick;
        return options;
    }
    [[nodiscard]] std::string generated(const std::string& name) const
    {
        return (std::filesystem::path(m_dir.path().toStdString()) / name).string();
    }

    QTemporaryDir m_dir;
    TraceCache m_cache;
    const StudyCatalog m_catalog;
};

QTEST_GUILESS_MAIN(StudyRunsTest)
#include "StudyRunsTest.moc"
