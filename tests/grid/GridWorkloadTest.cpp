// Site workloads (Yahyapour (2002), ch. 5): site assignment, named extracts and the four
// wide-job rules. Every wide-job rule must conserve the total work
// (nodes x run time), on hand-made jobs and on a CTC extract.

#include "platform/PlatformCatalog.h"
#include "support/TraceFiles.h"
#include "support/WorkloadBuilder.h"
#include "workload/SwfReader.h"
#include "workload/WorkloadTransform.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <numeric>

using namespace schedlab;
using namespace schedlab::test;

namespace {

double totalWork(const Workload& w)
{
    return std::accumulate(w.jobs.begin(), w.jobs.end(), 0.0,
                           [](double sum, const Job& job) { return sum + job.weight(); });
}

std::string errorOf(Workload w, const std::vector<std::string>& specs, const Platform* platform)
{
    try {
        applyTransforms(w, specs, platform);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}

}  // namespace

class GridWorkloadTest : public QObject {
    Q_OBJECT

    Workload m_ctc;

private slots:
    void initTestCase()
    {
        m_ctc = SwfReader().readFile(bundledCtcTrace().toStdString());
        applyTransforms(m_ctc, {"extract:10_20k"});
        QCOMPARE(m_ctc.jobs.size(), std::size_t(10'001));
        QCOMPARE(m_ctc.transforms.back(), std::string("range:10000:20000"));
    }

    void roundRobin()
    {
        Workload w = makeWorkload({{0, 1, 1}, {0, 1, 1}, {1, 1, 1}, {2, 1, 1}, {3, 1, 1}});
        const Platform p = *PlatformCatalog::preset("m128");
        const auto summaries = applyTransforms(w, {"sites:round-robin"}, &p);
        const std::vector<MachineIndex> expected{0, 1, 2, 3, 0};
        for (std::size_t k = 0; k < expected.size(); ++k)
            QCOMPARE(w.jobs[k].originSite, expected[k]);
        QCOMPARE(w.transforms.back(), std::string("sites:round-robin"));
        QVERIFY2(summaries[0].find("jobs per site: 2 1 1 1") != std::string::npos, summaries[0].c_str());
    }

    void byPartitionAndQueue()
    {
        Workload w = makeWorkload({{0, 1, 1}, {0, 1, 1}, {1, 1, 1}, {2, 1, 1}});
        const int partitions[] = {7, 3, 7, 9};
        const int queues[] = {1, 1, 2, 2};
        for (std::size_t k = 0; k < w.jobs.size(); ++k) {
            w.jobs[k].partition = partitions[k];
            w.jobs[k].queue = queues[k];
        }
        const Platform two("two", {{"a", 4, 1.0}, {"b", 4, 1.0}});
        applyTransforms(w, {"sites:partition"}, &two);
        // Values ascending 3, 7, 9 -> sites 0, 1, 0 (wrapping).
        QCOMPARE(w.jobs[0].originSite, MachineIndex(1));
        QCOMPARE(w.jobs[1].originSite, MachineIndex(0));
        QCOMPARE(w.jobs[3].originSite, MachineIndex(0));
        applyTransforms(w, {"sites:queue"}, &two);
        QCOMPARE(w.jobs[1].originSite, MachineIndex(0));
        QCOMPARE(w.jobs[2].originSite, MachineIndex(1));
    }

    void customMap()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("sites.txt").toStdString();
        std::ofstream(path) << "# user site\n1 b\n2 0   # by index\n* a\n";
        Workload w = makeWorkload({{0, 1, 1, -1, 1}, {0, 1, 1, -1, 2}, {0, 1, 1, -1, 5}});
        const Platform two("two", {{"a", 4, 1.0}, {"b", 4, 1.0}});
        applyTransforms(w, {"sites:map:user:" + path}, &two);
        QCOMPARE(w.jobs[0].originSite, MachineIndex(1));
        QCOMPARE(w.jobs[1].originSite, MachineIndex(0));
        QCOMPARE(w.jobs[2].originSite, MachineIndex(0));

        std::ofstream(path) << "1 a\nfoo b\n";
        const std::string syntax = errorOf(w, {"sites:map:user:" + path}, &two);
        QVERIFY2(syntax.find(path + " line 2") != std::string::npos, syntax.c_str());
        std::ofstream(path) << "1 a\n2 c\n";
        const std::string site = errorOf(w, {"sites:map:user:" + path}, &two);
        QVERIFY2(site.find(path + " line 2: SITE 'c'") != std::string::npos, site.c_str());
        std::ofstream(path) << "1 a\n";
        const std::string unmapped = errorOf(w, {"sites:map:user:" + path}, &two);
        QVERIFY2(unmapped.find("no rule for user 2") != std::string::npos, unmapped.c_str());
        QVERIFY(!errorOf(w, {"sites:map:colour:" + path}, &two).empty());
    }

    void needsPlatform()
    {
        const std::string error = errorOf(makeWorkload({{0, 1, 1}}), {"sites:round-robin"}, nullptr);
        QVERIFY2(error.find("needs the platform") != std::string::npos, error.c_str());
        QVERIFY(!errorOf(makeWorkload({{0, 1, 1}}), {"wide:local"}, nullptr).empty());
        QVERIFY(!errorOf(makeWorkload({{0, 1, 1}}), {"wide:max:0"}, nullptr).empty());
        QVERIFY(!errorOf(makeWorkload({{0, 1, 1}}), {"extract:5_6k"}, nullptr).empty());
    }

    // A job of 300 nodes and one of 100 on m128 (4 x 128), sites round-robin.
    void splitByHand()
    {
        Workload w = makeWorkload({{0, 50, 300}, {0, 20, 100}, {5, 10, 130}});
        const Platform p = *PlatformCatalog::preset("m128");
        applyTransforms(w, {"sites:round-robin", "wide:max:64"}, &p);
        // 300 -> 64 64 64 64 44; 100 -> 64 36; 130 -> 64 64 2.
        std::vector<int> widths;
        for (const Job& job : w.jobs)
            widths.push_back(job.nodes);
        QCOMPARE(widths, (std::vector<int>{64, 64, 64, 64, 44, 64, 36, 64, 64, 2}));
        QCOMPARE(w.jobs[0].id, std::int64_t(1));
        QCOMPARE(w.jobs[1].id, std::int64_t(4));  // new numbers after the largest (3)
        QCOMPARE(w.jobs[9].submit, Time(5));
        QCOMPARE(w.jobs[9].runTime, Time(10));
        QCOMPARE(w.jobs[4].originSite, MachineIndex(0));  // parts keep the site
        QCOMPARE(w.jobs[6].originSite, MachineIndex(1));
        QCOMPARE(w.transforms.back(), std::string("wide:max:64"));
    }

    void workIsConservedByEveryRule_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<int>("limit");  // 0: each job's site
        for (const char* platform : {"m64", "m128", "m384"}) {
            QTest::addRow("%s local", platform) << platform << "wide:local" << 0;
            QTest::addRow("%s largest", platform) << platform << "wide:largest" << -1;
            QTest::addRow("%s max64", platform) << platform << "wide:max:64" << 64;
            QTest::addRow("%s keep", platform) << platform << "wide:keep" << 1000;
        }
    }
    void workIsConservedByEveryRule()
    {
        QFETCH(QString, platform);
        QFETCH(QString, rule);
        QFETCH(int, limit);
        const Platform p = *PlatformCatalog::preset(platform.toStdString());
        Workload w = m_ctc;
        applyTransforms(w, {"sites:round-robin", rule.toStdString()}, &p);
        QCOMPARE(totalWork(w), totalWork(m_ctc));
        QCOMPARE(w.transforms.back(), rule.toStdString());
        std::int64_t nodes = 0;
        for (std::size_t i = 0; i < w.jobs.size(); ++i) {
            const Job& job = w.jobs[i];
            nodes += job.nodes;
            const int bound = limit == 0    ? p.machine(job.originSite).nodes
                              : limit == -1 ? p.largestMachineNodes()
                                            : limit;
            QVERIFY(job.nodes <= bound);
            if (i > 0)
                QVERIFY(w.jobs[i - 1].submit <= job.submit);
        }
        std::int64_t before = 0;
        for (const Job& job : m_ctc.jobs)
            before += job.nodes;
        QCOMPARE(nodes, before);
        if (rule == "wide:keep")
            QCOMPARE(w.jobs.size(), m_ctc.jobs.size());
        else if (platform != "m384")
            QVERIFY(w.jobs.size() > m_ctc.jobs.size());  // CTC has jobs wider than 128
    }
};

QTEST_GUILESS_MAIN(GridWorkloadTest)
#include "GridWorkloadTest.moc"
