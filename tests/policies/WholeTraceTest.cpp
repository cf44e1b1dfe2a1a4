// Policies on whole real traces: the validator's invariants (no node runs two
// jobs, nothing starts before submission, every job gets its run time), the
// 1-fair property of FCFS, determinism, concurrency, and the expected
// ranking of EASY over FCFS on CTC.

#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "support/PolicyRuns.h"
#include "support/TraceFiles.h"
#include "validation/ScheduleValidator.h"
#include "workload/SwfReader.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

#include <cmath>
#include <future>
#include <map>

using namespace schedlab;
using namespace schedlab::test;

class WholeTraceTest : public QObject {
    Q_OBJECT

    Workload m_ctc;
    Platform m_ctcPlatform;
    std::map<std::string, MetricsReport> m_metrics;

private slots:
    void initTestCase()
    {
        m_ctc = SwfReader().readFile(bundledCtcTrace().toStdString());
        QCOMPARE(m_ctc.jobs.size(), std::size_t(77222));
        m_ctcPlatform = *PlatformCatalog::preset("ctc-sp2");
    }

    void validOnWholeCtc_data()
    {
        QTest::addColumn<QString>("policy");
        for (const char* name : {"fcfs", "easy", "conservative", "garey-graham"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void validOnWholeCtc()
    {
        QFETCH(QString, policy);
        const SimulationResult r = runPolicy(policy.toStdString(), m_ctc, m_ctcPlatform);
        const ValidationReport report = ScheduleValidator::validate(m_ctc, m_ctcPlatform, r);
        QVERIFY2(report.ok(), report.toText().c_str());
        for (std::size_t i = 0; i < r.jobs.size(); ++i)
            QVERIFY(r.jobs[i].end - r.jobs[i].start == m_ctc.jobs[i].runTime);
        m_metrics[policy.toStdString()] =
            MetricsCalculator::compute(m_ctc, m_ctcPlatform, r);
    }

    // Backfilling exists to cut waiting; on CTC it must do so clearly.
    void easyBeatsFcfsOnCtc()
    {
        QVERIFY(m_metrics.count("fcfs") && m_metrics.count("easy"));
        const MetricsReport& fcfs = m_metrics["fcfs"];
        const MetricsReport& easy = m_metrics["easy"];
        QVERIFY2(easy.meanWait < 0.5 * fcfs.meanWait,
                 qPrintable(QStringLiteral("mean wait: EASY %1 s, FCFS %2 s")
                                .arg(easy.meanWait)
                                .arg(fcfs.meanWait)));
        QVERIFY2(easy.meanBoundedSlowdown < 0.5 * fcfs.meanBoundedSlowdown,
                 qPrintable(QStringLiteral("bounded slowdown: EASY %1, FCFS %2")
                                .arg(easy.meanBoundedSlowdown)
                                .arg(fcfs.meanBoundedSlowdown)));
        QVERIFY(easy.backfilledJobs > 0);
        QCOMPARE(fcfs.backfilledJobs, std::int64_t(0));
        // Conservative backfilling also beats FCFS, and every policy did all the work.
        QVERIFY(m_metrics["conservative"].meanWait < fcfs.meanWait);
        for (const auto& [name, report] : m_metrics)
            QCOMPARE(report.jobs, std::int64_t(77222));
    }

    // The one published figure for the full CTC trace that fits our model
    // (the benchmark page of ErenAri/HCP-workload-optimizer,
    // docs/tutorials/benchmark-suite.md; low confidence): FIFO on 512 CPUs has a 95th-percentile bounded slowdown of
    // 195.73. FCFS needs no estimates, so it is the comparable policy; ours
    // must agree within 2 %. (That source's EASY figure, 3.94, uses its own
    // backfilling and is not comparable; docs/status.md reports ours beside it.)
    void fcfsMatchesPublishedTailSlowdownOn512()
    {
        constexpr double kPublishedP95 = 195.73;
        constexpr double kTolerance = 0.02;
        const Platform p512 = PlatformCatalog::singleMachine(512);
        const MetricsReport m =
            MetricsCalculator::compute(m_ctc, p512, runPolicy("fcfs", m_ctc, p512));
        QVERIFY2(std::abs(m.boundedSlowdown.p95 - kPublishedP95) <= kTolerance * kPublishedP95,
                 qPrintable(QStringLiteral("p95 bounded slowdown %1").arg(m.boundedSlowdown.p95)));
    }

    // 1-fairness (spec §4.1): removing every job submitted after job i leaves
    // job i's completion unchanged under FCFS. Checked for 40 jobs spread
    // over the first 4000 jobs of CTC.
    void fcfsIsOneFair()
    {
        constexpr std::size_t kPrefix = 4000;
        constexpr std::size_t kProbes = 40;
        Workload prefix = m_ctc;
        prefix.jobs.resize(kPrefix);
        const SimulationResult full = runPolicy("fcfs", prefix, m_ctcPlatform);
        for (std::size_t probe = 1; probe <= kProbes; ++probe) {
            const std::size_t i = probe * (kPrefix / kProbes) - 1;
            Workload truncated = prefix;
            truncated.jobs.resize(i + 1);
            const SimulationResult r = runPolicy("fcfs", truncated, m_ctcPlatform);
            QCOMPARE(r.jobs[i].end, full.jobs[i].end);
        }
    }

    // EASY is not 1-fair: somewhere a later job delays an earlier one. This
    // keeps the test above honest (it can tell the difference).
    void easyIsNotOneFair()
    {
        constexpr std::size_t kPrefix = 4000;
        Workload prefix = m_ctc;
        prefix.jobs.resize(kPrefix);
        const SimulationResult full = runPolicy("easy", prefix, m_ctcPlatform);
        bool delayedByLaterJob = false;
        for (std::size_t i = 99; i < kPrefix && !delayedByLaterJob; i += 100) {
            Workload truncated = prefix;
            truncated.jobs.resize(i + 1);
            delayedByLaterJob = runPolicy("easy", truncated, m_ctcPlatform).jobs[i].end != full.jobs[i].end;
        }
        QVERIFY(delayedByLaterJob);
    }

    // Same inputs, same schedule; and simulations on several threads at once
    // give exactly what they give alone.
    void deterministicAndThreadSafe()
    {
        Workload month = m_ctc;
        applyTransforms(month, {"range:20001:30000"});
        const SimulationResult reference = runPolicy("conservative", month, m_ctcPlatform);
        QVERIFY(sameSchedule(reference, runPolicy("conservative", month, m_ctcPlatform)));

        std::vector<std::future<SimulationResult>> futures;
        for (const char* policy : {"conservative", "easy", "conservative", "easy"}) {
            futures.push_back(std::async(std::launch::async, [&, policy] {
                return runPolicy(policy, month, m_ctcPlatform);
            }));
        }
        const SimulationResult easyAlone = runPolicy("easy", month, m_ctcPlatform);
        for (std::size_t k = 0; k < futures.size(); ++k) {
            const SimulationResult r = futures[k].get();
            QVERIFY(sameSchedule(r, k % 2 == 0 ? reference : easyAlone));
        }
    }

    // More real traces, each with its own machine size from the header.
    void validOnOtherTraces_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("policy");
        QTest::newRow("KTH easy") << "KTH-SP2-1996-2.1-cln.swf.gz" << "easy";
        QTest::newRow("KTH conservative") << "KTH-SP2-1996-2.1-cln.swf.gz" << "conservative";
        QTest::newRow("SDSC-SP2 easy") << "SDSC-SP2-1998-4.2-cln.swf.gz" << "easy";
        QTest::newRow("SDSC-SP2 garey-graham") << "SDSC-SP2-1998-4.2-cln.swf.gz" << "garey-graham";
        QTest::newRow("NASA fcfs") << "NASA-iPSC-1993-3.1-cln.swf.gz" << "fcfs";
    }
    void validOnOtherTraces()
    {
        QFETCH(QString, file);
        QFETCH(QString, policy);
        const QString path = sharedTrace(file);
        if (path.isEmpty())
            QSKIP("the shared PWA traces are not beside this checkout");
        Workload w = SwfReader().readFile(path.toStdString());
        const int size = int(*w.header.machineSize());
        applyTransforms(w, {"drop-wider:" + std::to_string(size)});
        const Platform p = PlatformCatalog::singleMachine(size);
        const SimulationResult r = runPolicy(policy.toStdString(), w, p);
        const ValidationReport report = ScheduleValidator::validate(w, p, r);
        QVERIFY2(report.ok(), report.toText().c_str());
    }
};

QTEST_APPLESS_MAIN(WholeTraceTest)
#include "WholeTraceTest.moc"
