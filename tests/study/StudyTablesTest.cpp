#include "StudyTestRuns.h"

#include "study/Algorithms256Study.h"
#include "study/EconomicStudy.h"
#include "study/GridOverheadStudy.h"
#include "study/PfcfsMonthsStudy.h"
#include "study/StudyTableBuilder.h"

#include <QtTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

using Row = std::vector<std::string>;

const std::string kGeneratedProbabilistic256 = "/gen/probabilistic-CTC-SP2-1996-3.1-cln-256nodes-50000jobs-seed1.swf";
const std::string kGeneratedSyn = "/gen/probabilistic-CTC-SP2-1996-3.1-cln-512nodes-10000jobs-seed1.swf";
const std::vector<std::string> kCtc256 = {"drop-wider:256"};
const std::vector<std::string> kCtc256Exact = {"drop-wider:256", "exact-estimates"};
const std::string k10_20k = "range:10000:20000";  // what extract:10_20k is recorded as

std::vector<std::string> month(const std::string& yearMonth, int nodes)
{
    return {"month:" + yearMonth, "drop-wider:" + std::to_string(nodes), "rebase"};
}

std::vector<std::string> grid(std::vector<std::string> selection, const std::string& wideRule)
{
    selection.emplace_back("sites:round-robin");
    selection.push_back(wideRule);
    return selection;
}

}  // namespace

class StudyTablesTest : public QObject {
    Q_OBJECT

private slots:
    void builderComparesWithOneReference()
    {
        const StoredRun reference = studyRun(1, {"easy", {}, {}, "single:4", {{"awrt", 1000.0}}});
        const StoredRun a = studyRun(2, {"fcfs", {}, {}, "single:4", {{"awrt", 750.0}}});
        const StoredRun b = studyRun(3, {"fcfs", {}, {}, "single:4", {{"awrt", 1100.0}}});
        const StoredRun c = studyRun(4, {"fcfs", {}, {}, "single:4", {{"awrt", 1000.0}}});
        StudyTableBuilder builder("awrt", "policy", {"A", "B"});
        builder.setReference(&reference);
        builder.addRow("x", {&a, &b});
        builder.addRow("y", {nullptr, &c});
        builder.addWinCount("wins");

        QCOMPARE(builder.cell(0, 0).value, 750.0);
        QCOMPARE(*builder.cell(0, 0).improvement, 25.0);
        QCOMPARE(*builder.cell(0, 1).improvement, -10.0);
        QVERIFY(!builder.cell(1, 0).hasValue());
        const CsvTable table = builder.table(StudyTableBuilder::Layout::ValueAndImprovement);
        QCOMPARE(table.headers(), (Row{"policy", "A", "A impr %", "B", "B impr %", "wins"}));
        QCOMPARE(table.rows().at(0), (Row{"x", "750.00", "+25.0", "1100.00", "-10.0", "1/2"}));
        QCOMPARE(table.rows().at(1), (Row{"y", "", "", "1000.00", "0.0", "0/1"}));

        // Without a reference there is nothing to improve on.
        StudyTableBuilder unreferenced("awrt", "policy", {"A"});
        unreferenced.addRow("x", {&a});
        unreferenced.addWinCount("wins");
        QCOMPARE(unreferenced.table(StudyTableBuilder::Layout::ValueAndImprovement).rows().at(0),
                 (Row{"x", "750.00", "n/a", ""}));
    }

    void builderComparesPerColumnAndShowsTheReferenceRow()
    {
        const StoredRun first = studyRun(1, {"fcfs", {}, {}, "single:4", {{"makespanSpan", 1000.0}}});
        const StoredRun second = studyRun(2, {"fcfs", {}, {}, "single:4", {{"makespanSpan", 2000.0}}});
        const StoredRun p1 = studyRun(3, {"pfcfs1", {}, {}, "single:4", {{"makespanSpan", 900.0}}});
        const StoredRun p2 = studyRun(4, {"pfcfs1", {}, {}, "single:4", {{"makespanSpan", 2200.0}}});
        StudyTableBuilder builder("makespanSpan", "policy", {"m1", "m2"});
        builder.setColumnReferences({&first, &second});
        builder.addRow("FCFS", {&first, &second}, StudyTableBuilder::RowKind::Values);
        builder.addRow("P", {&p1, &p2});
        builder.addWinCount("beats FCFS");
        const CsvTable table = builder.table(StudyTableBuilder::Layout::ImprovementOnly);
        QCOMPARE(table.headers(), (Row{"policy", "m1", "m2", "beats FCFS"}));
        QCOMPARE(table.rows().at(0), (Row{"FCFS", "1000", "2000", ""}));  // makespan is whole seconds
        QCOMPARE(table.rows().at(1), (Row{"P", "+10.0", "-10.0", "1/2"}));
    }

    void algorithmsTablesPlaceRunsByFamilyVariantWorkloadAndEstimates()
    {
        const ParameterValues unit = {{"weight", "unit"}};
        const ParameterValues area = {{"weight", "area"}};
        std::vector<StoredRun> runs = {
            studyRun(1, {"fcfs", {}, kCtc256, "single:256",
                         {{"art", 1000.0}, {"awrt", 2000.0}, {"weightedResponsePerJob", 3000.0}}}),
            studyRun(2, {"easy", {}, kCtc256, "single:256",
                         {{"art", 800.0}, {"awrt", 1500.0}, {"weightedResponsePerJob", 2500.0}}}),
            studyRun(3, {"conservative", {}, kCtc256, "single:256", {{"art", 900.0}}}),
            studyRun(4, {"psrs", unit, kCtc256, "single:256", {{"art", 1200.0}}}),
            studyRun(5, {"psrs-easy", unit, kCtc256, "single:256", {{"art", 600.0}}}),
            studyRun(6, {"garey-graham", {}, kCtc256, "single:256", {{"art", 1100.0}}}),
            studyRun(7, {"easy", {}, kCtc256Exact, "single:256", {{"art", 400.0}}}),
            studyRun(8, {"smart-ffia-cons", unit, kCtc256Exact, "single:256", {{"art", 500.0}}}),
            studyRun(9, {"easy", {}, {}, "single:256", {{"art", 700.0}}, kGeneratedProbabilistic256}),
            studyRun(10, {"smart-nfiw", unit, {}, "single:256", {{"art", 1400.0}}, kGeneratedProbabilistic256}),
            studyRun(11, {"fcfs", {}, kCtc256, "single:128", {{"art", 1.0}}}),  // not this study's machine
            // Area weights: the weighted case only, never an ART cell of the unweighted case.
            studyRun(12, {"psrs", area, kCtc256, "single:256",
                          {{"art", 99999.0}, {"awrt", 1000.0}, {"weightedResponsePerJob", 2000.0}}}),
        };
        runs[8].description.traceJobCount = 50'000;
        const auto tables = Algorithms256Study().tables(runs);
        // 3 workloads x 2 estimate modes x (ART unweighted, sum w(t-r)/n and AWRT weighted)
        QCOMPARE(tables.size(), std::size_t(18));

        const StudyTable& art = tables[0];
        QCOMPARE(art.title, std::string("ART, unweighted case, on 256 nodes, CTC (jobs wider than 256 removed), "
                                        "estimated run times"));
        QVERIFY(art.note.find("FCFS with EASY") != std::string::npos);
        QVERIFY(art.note.find("weight=unit") != std::string::npos);
        QCOMPARE(art.table.headers(), (Row{"policy", "list", "list impr %", "conservative", "conservative impr %",
                                            "EASY", "EASY impr %"}));
        QCOMPARE(art.table.rowCount(), std::size_t(5));
        QCOMPARE(art.table.rows()[0], (Row{"FCFS", "1000.00", "-25.0", "900.00", "-12.5", "800.00", "0.0"}));
        QCOMPARE(art.table.rows()[1], (Row{"PSRS", "1200.00", "-50.0", "", "", "600.00", "+25.0"}));
        QCOMPARE(art.table.rows()[2], (Row{"SMART-FFIA", "", "", "", "", "", ""}));
        QCOMPARE(art.table.rows()[4], (Row{"Garey & Graham", "1100.00", "-37.5", "", "", "", ""}));

        // The weighted case: sum w (t - r) / n, then AWRT; the conservative run lacks both metrics.
        QCOMPARE(tables[1].title.substr(0, 27), std::string("Weighted response per job ("));
        QCOMPARE(tables[1].table.rows()[0], (Row{"FCFS", "3000.00", "-20.0", "", "", "2500.00", "0.0"}));
        QCOMPARE(tables[1].table.rows()[1], (Row{"PSRS", "2000.00", "+20.0", "", "", "", ""}));
        QCOMPARE(tables[2].table.rows()[0], (Row{"FCFS", "2000.00", "-33.3", "", "", "1500.00", "0.0"}));
        QCOMPARE(tables[2].table.rows()[1], (Row{"PSRS", "1000.00", "+33.3", "", "", "", ""}));

        // Exact run times are compared with EASY on exact run times.
        QCOMPARE(tables[3].title, std::string("ART, unweighted case, on 256 nodes, CTC (jobs wider than 256 removed), "
                                              "exact run times"));
        QCOMPARE(tables[3].table.rows()[2], (Row{"SMART-FFIA", "", "", "500.00", "-25.0", "", ""}));
        QCOMPARE(tables[3].table.rows()[0], (Row{"FCFS", "", "", "", "", "400.00", "0.0"}));

        QCOMPARE(tables[6].title, std::string("ART, unweighted case, on 256 nodes, probability-distributed workload "
                                              "(50000 jobs, CTC model), estimated run times"));
        QCOMPARE(tables[6].table.rows()[3], (Row{"SMART-NFIW", "1400.00", "-100.0", "", "", "", ""}));
        // The randomized workload's tables say why conservative backfilling is missing.
        QVERIFY(tables[12].note.find("not run") != std::string::npos);
        QVERIFY(tables[6].note.find("not run") == std::string::npos);
    }

    void builderSumsAsARatioOfSums()
    {
        const StoredRun f1 = studyRun(1, {"fcfs", {}, {}, "single:4", {{"makespanSpan", 1000.0}}});
        const StoredRun f2 = studyRun(2, {"fcfs", {}, {}, "single:4", {{"makespanSpan", 3000.0}}});
        const StoredRun f3 = studyRun(3, {"fcfs", {}, {}, "single:4", {{"makespanSpan", 7.0}}});
        const StoredRun p1 = studyRun(4, {"pfcfs1", {}, {}, "single:4", {{"makespanSpan", 500.0}}});
        const StoredRun p2 = studyRun(5, {"pfcfs1", {}, {}, "single:4", {{"makespanSpan", 3100.0}}});
        StudyTableBuilder builder("makespanSpan", "policy", {"m0", "m1", "m2"});
        builder.setColumnReferences({&f3, &f1, &f2});
        builder.addSumColumn("Sum", {false, true, true});  // m0 is outside the sum
        builder.addRow("FCFS", {&f3, &f1, &f2}, StudyTableBuilder::RowKind::Values);
        builder.addRow("P", {nullptr, &p1, &p2});
        builder.addRow("missing", {&p1, &p1, nullptr});
        const CsvTable table = builder.table(StudyTableBuilder::Layout::ImprovementOnly);
        QCOMPARE(table.headers(), (Row{"policy", "m0", "m1", "m2", "Sum"}));
        QCOMPARE(table.rows().at(0), (Row{"FCFS", "7", "1000", "3000", "4000"}));
        // 3600 against 4000: +10.0, not the mean of +50.0 and -3.3.
        QCOMPARE(table.rows().at(1), (Row{"P", "", "+50.0", "-3.3", "+10.0"}));
        QCOMPARE(table.rows().at(2).back(), std::string());  // a month missing: no sum
    }

    void pfcfsMonthsComparesWithFcfsOfTheSameMonthAndSize()
    {
        const std::vector<StoredRun> runs = {
            studyRun(1, {"fcfs", {}, month("1996-07", 128), "single:128",
                         {{"makespanSpan", 1000.0}, {"sumFlowTime", 5000.0}, {"sumWeightedFlowTime", 100.0}}}),
            studyRun(2, {"fcfs", {}, month("1996-08", 128), "single:128",
                         {{"makespanSpan", 2000.0}, {"sumFlowTime", 8000.0}, {"sumWeightedFlowTime", 200.0}}}),
            studyRun(3, {"pfcfs1", {}, month("1996-07", 128), "single:128",
                         {{"makespanSpan", 900.0}, {"sumFlowTime", 4000.0}, {"sumWeightedFlowTime", 110.0}}}),
            studyRun(4, {"pfcfs1", {}, month("1996-08", 128), "single:128",
                         {{"makespanSpan", 2200.0}, {"sumFlowTime", 8000.0}, {"sumWeightedFlowTime", 150.0}}}),
            studyRun(5, {"pfcfs", {{"n", "1"}}, month("1996-07", 128), "single:128",
                         {{"makespanSpan", 500.0}, {"sumFlowTime", 5000.0}, {"sumWeightedFlowTime", 100.0}}}),
            // Another machine size: its own tables, never compared with 128 nodes.
            studyRun(6, {"easy", {}, month("1996-07", 256), "single:256", {{"makespanSpan", 5.0}}}),
            // June 1996 is in no table of the thesis: shown, but outside the Sum.
            studyRun(7, {"fcfs", {}, month("1996-06", 128), "single:128", {{"makespanSpan", 100.0}}}),
            studyRun(8, {"pfcfs1", {}, month("1996-06", 128), "single:128", {{"makespanSpan", 50.0}}}),
        };
        const auto tables = PfcfsMonthsStudy().tables(runs);
        QCOMPARE(tables.size(), std::size_t(8));  // 2 sizes x makespan, completion, weighted flow, flow

        const CsvTable& makespan = tables[0].table;
        QCOMPARE(tables[0].title, std::string("Makespan on 128 nodes, CTC month by month: change against FCFS"));
        QCOMPARE(makespan.headers(),
                 (Row{"policy", "1996-06", "1996-07", "1996-08", "Sum Jul96-May97", "beats FCFS"}));
        // The fixed rows always, of the sweeps only n = 1 (the only one run).
        QCOMPARE(makespan.rowCount(), std::size_t(8));
        QCOMPARE(makespan.rows()[0], (Row{"FCFS (reference, value)", "100", "1000", "2000", "3000", ""}));
        QCOMPARE(makespan.rows()[1], (Row{"EASY", "", "", "", "", ""}));
        QCOMPARE(makespan.rows()[3], (Row{"PFCFS1", "+50.0", "+10.0", "-10.0", "-3.3", "2/3"}));
        QCOMPARE(makespan.rows()[6], (Row{"PFCFS best for 128", "", "", "", "", ""}));
        QCOMPARE(makespan.rows()[7], (Row{"PFCFS n=1", "", "+50.0", "", "", "1/1"}));

        QCOMPARE(tables[1].title,
                 std::string("Weighted completion time on 128 nodes, CTC month by month: change against FCFS"));
        QCOMPARE(tables[2].table.rows()[0], (Row{"FCFS (reference, value)", "", "100.00", "200.00", "300.00", ""}));
        QCOMPARE(tables[2].table.rows()[3], (Row{"PFCFS1", "", "-10.0", "+25.0", "+13.3", "1/2"}));
        QCOMPARE(tables[3].table.rows()[3], (Row{"PFCFS1", "", "+20.0", "0.0", "+7.7", "1/2"}));  // a tie is no win

        // 256 nodes: no FCFS run there, so EASY's value has nothing to be compared with.
        QCOMPARE(tables[4].title, std::string("Makespan on 256 nodes, CTC month by month: change against FCFS"));
        QCOMPARE(tables[4].table.rows()[1], (Row{"EASY", "", "n/a", "", "", ""}));
        QCOMPARE(tables[4].table.rows()[6], (Row{"PFCFS best for 256", "", "", "", "", ""}));
        QCOMPARE(tables[4].table.rowCount(), std::size_t(7));
    }

    void gridOverheadComparesWithM512OfTheSameWorkload()
    {
        const std::vector<StoredRun> runs = {
            studyRun(1, {"easy", {}, {k10_20k}, "m512", {{"awrt", 1000.0}}}),
            studyRun(2, {"easy", {}, {}, "m512", {{"awrt", 2000.0}}, kGeneratedSyn}),
            studyRun(3, {"grid-sharing", {}, grid({k10_20k}, "wide:largest"), "m128", {{"awrt", 1100.0}}}),
            studyRun(4, {"grid-sharing", {}, grid({}, "wide:largest"), "m128", {{"awrt", 1800.0}}, kGeneratedSyn}),
            studyRun(5, {"grid-multisite", {{"overhead", "5"}}, grid({k10_20k}, "wide:keep"), "m128",
                         {{"awrt", 1200.0}, {"multiSiteJobs", 42.0}, {"multiSiteWorkShare", 12.5}}}),
            // Another wide-job rule is another scenario: not job sharing's cell.
            studyRun(6, {"grid-sharing", {}, grid({k10_20k}, "wide:local"), "m128", {{"awrt", 1.0}}}),
            // Fig. 5.5's multi-site: wide jobs split like job sharing's.
            studyRun(7, {"grid-multisite", {{"overhead", "5"}}, grid({k10_20k}, "wide:largest"), "m128",
                         {{"awrt", 1300.0}, {"multiSiteJobs", 7.0}, {"multiSiteWorkShare", 3.5}}}),
        };
        const auto tables = GridOverheadStudy().tables(runs);
        QCOMPARE(tables.size(), std::size_t(3));
        const CsvTable& awrt = tables[0].table;
        QCOMPARE(awrt.headers(), (Row{"scenario", "10_20k", "10_20k impr %", "syn", "syn impr %"}));
        QCOMPARE(awrt.rowCount(), std::size_t(5));
        QCOMPARE(awrt.rows()[4], (Row{"multi-site p=5 % (wide jobs split)", "1300.00", "-30.0", "", ""}));
        QCOMPARE(awrt.rows()[0], (Row{"m512 EASY (reference, value)", "1000.00", "", "2000.00", ""}));
        QCOMPARE(awrt.rows()[1], (Row{"local (EASY per site)", "", "", "", ""}));
        QCOMPARE(awrt.rows()[2], (Row{"job sharing", "1100.00", "-10.0", "1800.00", "+10.0"}));
        QCOMPARE(awrt.rows()[3], (Row{"multi-site p=5 %", "1200.00", "-20.0", "", ""}));

        const CsvTable& multiSite = tables[1].table;
        QCOMPARE(multiSite.headers(), (Row{"scenario", "10_20k jobs", "10_20k work %", "syn jobs", "syn work %"}));
        QCOMPARE(multiSite.rowCount(), std::size_t(1));
        QCOMPARE(multiSite.rows()[0], (Row{"multi-site p=5 %", "42", "12.50", "", ""}));
        QCOMPARE(tables[2].table.rowCount(), std::size_t(1));
        QCOMPARE(tables[2].table.rows()[0], (Row{"multi-site p=5 % (wide jobs split)", "7", "3.50", "", ""}));
    }

    void economicTablesCompareAndSplitTheWorkPerMachine()
    {
        const auto sharing = grid({k10_20k, "range:1:5000"}, "wide:largest");
        StoredRun reference = studyRun(1, {"grid-sharing", {}, sharing, "m128", {{"awrt", 100.0}}});
        reference.metricsJson = R"({"perMachine": [{"name": "a", "work": 300, "utilization": 60},
                                                    {"name": "b", "work": 100, "utilization": 20}]})";
        StoredRun mf1 =
            studyRun(2, {"economic", {{"owner", "MF1"}, {"user", "UF3"}}, sharing, "m128", {{"awrt", 150.0}}});
        mf1.metricsJson = R"({"perMachine": [{"name": "a", "work": 100, "utilization": 10},
                                              {"name": "b", "work": 300, "utilization": 30}]})";
        // Featured: the whole extract, against multi-site without overhead.
        const auto keep = grid({k10_20k}, "wide:keep");
        const StoredRun multiSite =
            studyRun(3, {"grid-multisite", {{"overhead", "0"}}, keep, "m128", {{"awrt", 200.0}}});
        const StoredRun featured =
            studyRun(4, {"economic", {{"owner", "MF1"}, {"user", "UF1"}}, keep, "m128", {{"awrt", 150.0}}});
        auto exactKeep = keep;
        exactKeep.emplace_back("exact-estimates");
        const StoredRun featuredExact =
            studyRun(5, {"economic", {{"owner", "MF1"}, {"user", "UF1"}}, exactKeep, "m128", {{"awrt", 7.0}}});
        // The sweeps on the whole extract: its job sharing run is also the featured part's.
        const auto split = grid({k10_20k}, "wide:largest");
        const StoredRun wholeSharing = studyRun(6, {"grid-sharing", {}, split, "m128", {{"awrt", 300.0}}});
        const StoredRun wholeMf2 =
            studyRun(7, {"economic", {{"owner", "MF2"}, {"user", "UF3"}}, split, "m128", {{"awrt", 330.0}}});
        // syn on m64: the reference and MF1-UF1 with domains.
        const StoredRun synMultiSite = studyRun(
            8, {"grid-multisite", {{"overhead", "0"}}, grid({}, "wide:keep"), "m64", {{"awrt", 400.0}}, kGeneratedSyn});
        const StoredRun synDomains =
            studyRun(9, {"economic", {{"owner", "MF1"}, {"user", "UF1"}, {"market", "domains"}}, grid({}, "wide:keep"),
                         "m64", {{"awrt", 500.0}}, kGeneratedSyn});
        const std::vector<StoredRun> runs = {reference,     mf1,      multiSite,    featured,  featuredExact,
                                             wholeSharing,  wholeMf2, synMultiSite, synDomains};
        const auto tables = EconomicStudy().tables(runs);
        // featured: 2 estimate modes x 2 platforms + machines on m128; sweeps: AWRT, AWWT, machines x 2;
        // the sweeps on whole workloads on m128 (none on m512); syn on the other configurations
        QCOMPARE(tables.size(), std::size_t(11));
        const CsvTable& configurations = tables[10].table;
        QCOMPARE(configurations.headers().at(1), std::string("m64"));
        QCOMPARE(configurations.rows()[0].at(1), std::string("400.00"));
        QCOMPARE(configurations.rows()[4].at(0), std::string("MF1-UF1, domains"));
        QCOMPARE(configurations.rows()[4].at(1), std::string("500.00"));
        QCOMPARE(configurations.rows()[4].at(2), std::string("-25.0"));
        QCOMPARE(tables[9].title, std::string("AWRT of the owner and user function sweeps on m128, every whole "
                                              "workload, the trace's estimates"));
        QCOMPARE(tables[9].table.rowCount(), std::size_t(2));
        QCOMPARE(tables[9].table.rows()[0], (Row{"FCFS + EASY (reference, value)", "300.00", ""}));
        QCOMPARE(tables[9].table.rows()[1], (Row{"MF2-UF3", "330.00", "-10.0"}));
        QCOMPARE(tables[0].table.rows()[1], (Row{"job sharing", "300.00", "-50.0"}));
        QCOMPARE(tables[0].title, std::string("AWRT of the featured pairs on m128 against multi-site scheduling "
                                              "without overhead (grid-multisite, wide jobs kept whole), the trace's "
                                              "estimates"));
        QCOMPARE(tables[0].table.headers(), (Row{"scenario", "10_20k", "10_20k impr %"}));
        QCOMPARE(tables[0].table.rowCount(), std::size_t(3));  // featured pairs without runs are left out
        QCOMPARE(tables[0].table.rows()[0], (Row{"multi-site p=0 % (reference, value)", "200.00", ""}));
        QCOMPARE(tables[0].table.rows()[2], (Row{"MF1-UF1", "150.00", "+25.0"}));
        // Exact run times: no reference run there.
        QCOMPARE(tables[3].table.rows()[2], (Row{"MF1-UF1", "7.00", "n/a"}));

        QCOMPARE(tables[5].title, std::string("AWRT of the owner and user function sweeps on m128 and m512, CTC "
                                              "10_20k, range:1:5000"));
        QCOMPARE(tables[8].title,
                 std::string("Work share and utilization per machine on m512, sweeps, CTC 10_20k, range:1:5000"));
        QCOMPARE(tables[5].table.headers(), (Row{"owner-user", "m128", "m128 impr %", "m512", "m512 impr %"}));
        QCOMPARE(tables[5].table.rowCount(), std::size_t(2));  // pairs without runs are left out
        QCOMPARE(tables[5].table.rows()[0], (Row{"FCFS + EASY (reference, value)", "100.00", "", "", ""}));
        QCOMPARE(tables[5].table.rows()[1], (Row{"MF1-UF3", "150.00", "-50.0", "", ""}));

        const CsvTable& machines = tables[7].table;
        QCOMPARE(machines.headers(), (Row{"scenario", "a work %", "a util %", "b work %", "b util %"}));
        QCOMPARE(machines.rows()[0], (Row{"FCFS + EASY (reference, value)", "75.00", "60.00", "25.00", "20.00"}));
        QCOMPARE(machines.rows()[1], (Row{"MF1-UF3", "25.00", "10.00", "75.00", "30.00"}));
    }
};

QTEST_GUILESS_MAIN(StudyTablesTest)
#include "StudyTablesTest.moc"
