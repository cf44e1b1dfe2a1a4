// The nine SMART / PSRS policies on whole CTC months, as the thesis
// simulates them (Yahyapour (2002), ch. 2): jobs wider than 256 nodes removed,
// 256 nodes. Every schedule passes the validator, every job gets exactly its
// run time, and two runs give byte-identical schedules.

#include "engine/Simulator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "support/PolicyRuns.h"
#include "support/TraceFiles.h"
#include "validation/ScheduleValidator.h"
#include "workload/SwfReader.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kNodes = 256;

}  // namespace

class ShelfPoliciesTraceTest : public QObject {
    Q_OBJECT

    Workload m_ctc;
    Platform m_platform;

private slots:
    void initTestCase()
    {
        m_ctc = SwfReader().readFile(bundledCtcTrace().toStdString());
        m_platform = PlatformCatalog::singleMachine(kNodes);
    }

    void validAndDeterministicOnCtcMonths_data()
    {
        QTest::addColumn<QString>("month");
        QTest::addColumn<QString>("policy");
        for (const char* month : {"1996-08", "1997-01"}) {
            for (const char* order : {"smart-ffia", "smart-nfiw", "psrs"}) {
                for (const char* suffix : {"", "-cons", "-easy"}) {
                    const QString policy = QString::fromLatin1(order) + QString::fromLatin1(suffix);
                    QTest::newRow(qPrintable(QString::fromLatin1(month) + " " + policy))
                        << QString::fromLatin1(month) << policy;
                }
            }
        }
    }
    void validAndDeterministicOnCtcMonths()
    {
        QFETCH(QString, month);
        QFETCH(QString, policy);
        Workload w = m_ctc;
        applyTransforms(w, {"drop-wider:256", "month:" + month.toStdString()});
        QVERIFY(w.jobs.size() > 5000);  // a whole month, not an empty filter

        const SimulationResult r = runPolicy(policy.toStdString(), w, m_platform);
        const ValidationReport report = ScheduleValidator::validate(w, m_platform, r);
        QVERIFY2(report.ok(), report.toText().c_str());
        for (std::size_t i = 0; i < r.jobs.size(); ++i)
            QCOMPARE(r.jobs[i].end - r.jobs[i].start, w.jobs[i].runTime);
        QVERIFY(sameSchedule(r, runPolicy(policy.toStdString(), w, m_platform)));
    }

    // The order matters: on a busy month the three orders give different
    // list schedules, and backfilling changes each of them.
    void ordersAndFormsDiffer()
    {
        Workload w = m_ctc;
        applyTransforms(w, {"drop-wider:256", "month:1997-01"});
        const SimulationResult ffia = runPolicy("smart-ffia", w, m_platform);
        QVERIFY(!sameSchedule(ffia, runPolicy("smart-nfiw", w, m_platform)));
        QVERIFY(!sameSchedule(ffia, runPolicy("psrs", w, m_platform)));
        QVERIFY(!sameSchedule(ffia, runPolicy("smart-ffia-easy", w, m_platform)));
        QVERIFY(!sameSchedule(ffia, runPolicy("fcfs", w, m_platform)));
    }
};

QTEST_GUILESS_MAIN(ShelfPoliciesTraceTest)
#include "ShelfPoliciesTraceTest.moc"
