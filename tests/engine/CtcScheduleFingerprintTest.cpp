// The whole CTC trace on the thesis' 430-node machine gives exactly the
// schedules SchedLab gave before the job model grew (end states, deadlines,
// ticks): each fingerprint is the SHA-256 of every job's start, end and nodes.
// They were checked equal to the jobs.csv of the release before that change
// (commit 2e84549), and must not move unless a change means to move them.

#include "platform/PlatformCatalog.h"
#include "support/PolicyRuns.h"
#include "support/TraceFiles.h"
#include "util/Sha256.h"
#include "workload/WorkloadTransform.h"
#include "workload/SwfReader.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

std::string fingerprint(const SimulationResult& result)
{
    std::string text;
    for (const JobOutcome& outcome : result.jobs) {
        text += std::to_string(outcome.start) + ' ' + std::to_string(outcome.end) + ' ' + outcome.nodes.toString() +
                ' ' + endStateName(outcome.endState) + '\n';
    }
    return Sha256::hexOf(text);
}

}  // namespace

class CtcScheduleFingerprintTest : public QObject {
    Q_OBJECT

    Workload m_ctc;

private slots:
    void initTestCase() { m_ctc = SwfReader().readFile(bundledCtcTrace().toStdString()); }

    void scheduleIsUnchanged_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<QString>("expected");
        QTest::newRow("fcfs") << "fcfs" << "b98d801fc5222596c5333435a527ae52a2b3c52a491825f9e5c74f2e1ad9ab9c";
        QTest::newRow("easy") << "easy" << "a1e0fc75218b83f5c24634ebc70cbbac622e74fac9a4e8153b825aee86afa1e7";
        QTest::newRow("conservative") << "conservative"
                                      << "c0b29574c15c10b94a858229ace0866169abbc26e15c36cb33772b889eb77604";
    }

    void scheduleIsUnchanged()
    {
        QFETCH(QString, policy);
        QFETCH(QString, expected);
        const SimulationResult result =
            runPolicy(policy.toStdString(), m_ctc, *PlatformCatalog::preset("ctc-sp2-430"));
        QCOMPARE(QString::fromStdString(fingerprint(result)), expected);
    }

    // Conservative backfilling plans lazily and remembers where its searches
    // may begin (issue 19); these schedules were taken from the strategy
    // that planned every waiting job on every rebuild. 256 nodes give CTC a
    // queue of about 1,500 jobs; the reordering lists re-plan on every
    // change of order.
    void longQueueScheduleIsUnchanged_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QStringList>("transforms");
        QTest::addColumn<QString>("expected");
        QTest::newRow("conservative, 256 nodes") << "conservative" << "single:256"
                                                 << QStringList{"range:1:25000", "drop-wider:256"}
            << "db66831fb07f47aa8ad6f6631068e70d4f395b14ce947a588c07d0466f7696fd";
        QTest::newRow("psrs-cons") << "psrs-cons" << "ctc-sp2-430" << QStringList{}
            << "fd1e4623ee087b0dc5c2dbde53590e6e78a685119169b919310d8f00c3864072";
        QTest::newRow("smart-ffia-cons") << "smart-ffia-cons" << "ctc-sp2-430" << QStringList{}
            << "56e6d680e58541d823a9e8ac25e2cc8a09a722fc5047a12f91ceb12e34f33683";
    }

    void longQueueScheduleIsUnchanged()
    {
        QFETCH(QString, policy);
        QFETCH(QString, platform);
        QFETCH(QStringList, transforms);
        QFETCH(QString, expected);
        Workload workload = m_ctc;
        std::vector<std::string> specs;
        for (const QString& t : transforms)
            specs.push_back(t.toStdString());
        applyTransforms(workload, specs);
        const SimulationResult result =
            runPolicy(policy.toStdString(), workload, *PlatformCatalog::preset(platform.toStdString()));
        QCOMPARE(QString::fromStdString(fingerprint(result)), expected);
    }
};

QTEST_GUILESS_MAIN(CtcScheduleFingerprintTest)
#include "CtcScheduleFingerprintTest.moc"
