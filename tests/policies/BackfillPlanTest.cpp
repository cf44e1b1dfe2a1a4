// The backfilling plan the workbench draws under playback: EASY's shadow time
// and extra nodes, conservative backfilling's reservations, rebuilt from a
// finished schedule at one instant (ScheduleInstant, BackfillPlan).

#include "engine/Simulator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "run/ScheduleInstant.h"
#include "workload/SwfReader.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

#include <set>

using namespace schedlab;

namespace {

FinishedRun runOf(const std::string& file, const std::string& policy, const std::vector<std::string>& transforms = {})
{
    Workload w = SwfReader().readFile(file);
    if (!transforms.empty())
        applyTransforms(w, transforms);
    FinishedRun run;
    run.description.policy = policy;
    run.platform = PlatformCatalog::singleMachine(int(*w.header.machineSize()));
    auto instance = PolicyRegistry().create(policy);
    run.result = simulate(w, run.platform, *instance);
    run.workload = std::make_shared<const Workload>(std::move(w));
    return run;
}

FinishedRun teachingRun(const std::string& policy)
{
    return runOf(SCHEDLAB_SAMPLE_TRACES_DIR "/teaching-backfilling.swf", policy);
}

// Job indices of the teaching trace: job k of the notes is index k - 1.
constexpr JobIndex kJob2 = 1;
constexpr JobIndex kJob3 = 2;
constexpr JobIndex kJob4 = 3;

// Instants worth checking on a whole trace: every submission and start.
std::set<Time> decisionInstants(const FinishedRun& run)
{
    std::set<Time> instants;
    for (JobIndex i = 0; i < run.workload->jobs.size(); ++i) {
        instants.insert(run.job(i).submit);
        instants.insert(run.outcome(i).start);
    }
    return instants;
}

constexpr std::size_t kWholeQueue = 100000;

}  // namespace

class BackfillPlanTest : public QObject {
    Q_OBJECT

private slots:
    // The notes of teaching-backfilling.swf: job 1 (2 of 4 nodes) runs 0-10;
    // job 2 (3 nodes) waits from 1 with shadow time 10 and one extra node.
    void easyShadowTimeAndExtraNodeAsWorkedByHand()
    {
        const FinishedRun run = teachingRun("easy");
        const auto before = ScheduleInstant::planAt(run, 2, kWholeQueue);
        QVERIFY(before);
        QCOMPARE(before->kind, BackfillPlan::Kind::Easy);
        QCOMPARE(before->head, kJob2);
        QCOMPARE(before->shadowTime, Time(10));
        QCOMPARE(before->extraNodes, 1);
        QCOMPARE(before->reservations.size(), std::size_t(1));
        QCOMPARE(before->reservations.front().start, Time(10));
        QCOMPARE(before->reservations.front().end, Time(15));
        // At 3 job 4 takes the extra node (it ends after the shadow time).
        const auto after = ScheduleInstant::planAt(run, 3, kWholeQueue);
        QCOMPARE(after->shadowTime, Time(10));
        QCOMPARE(after->extraNodes, 0);
        // At 10 job 2 starts; job 3 (all four nodes) heads the queue and
        // waits for job 4, which holds the node it took until 23.
        const auto later = ScheduleInstant::planAt(run, 10, kWholeQueue);
        QCOMPARE(later->head, kJob3);
        QCOMPARE(later->shadowTime, Time(23));
    }

    void conservativeReservationsAsWorkedByHand()
    {
        const FinishedRun run = teachingRun("conservative");
        const auto plan = ScheduleInstant::planAt(run, 4, kWholeQueue);
        QVERIFY(plan);
        QCOMPARE(plan->kind, BackfillPlan::Kind::Conservative);
        QCOMPARE(plan->reservations.size(), std::size_t(3));
        const std::vector<std::pair<JobIndex, Time>> expected{{kJob2, 10}, {kJob3, 15}, {kJob4, 20}};
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(plan->reservations[i].job, expected[i].first);
            QCOMPARE(plan->reservations[i].start, expected[i].second);
        }
        QCOMPARE(plan->reservationOf(kJob4)->end, Time(40));
        QVERIFY(!plan->truncated);
        QCOMPARE(ScheduleInstant::planAt(run, 4, 1)->reservations.size(), std::size_t(1));
        QVERIFY(ScheduleInstant::planAt(run, 4, 1)->truncated);
    }

    void onlyFcfsBackfillingOnOneMachineHasAPlan()
    {
        QVERIFY(!ScheduleInstant::planAt(teachingRun("fcfs"), 4, kWholeQueue));
        QVERIFY(!ScheduleInstant::planAt(teachingRun("garey-graham"), 4, kWholeQueue));
        QVERIFY(!ScheduleInstant::planAt(teachingRun("easy"), kNoTime, kWholeQueue));
    }

    // With exact estimates nothing ends early, so a plan is kept to the
    // second: every reservation is the job's actual start (conservative),
    // and the first waiting job starts at its shadow time (EASY). Checked at
    // every submission and start of a real trace's first 1,500 jobs.
    void exactEstimatesKeepEveryPlanOnARealTrace_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::newRow("easy") << "easy";
        QTest::newRow("conservative") << "conservative";
    }
    void exactEstimatesKeepEveryPlanOnARealTrace()
    {
        QFETCH(QString, policy);
        const FinishedRun run = runOf(SCHEDLAB_SAMPLE_TRACES_DIR "/CTC-SP2-1996-3.1-cln.swf.gz", policy.toStdString(),
                                      {"range:1:1500", "exact-estimates"});
        int checked = 0;
        for (const Time now : decisionInstants(run)) {
            const auto plan = ScheduleInstant::planAt(run, now, kWholeQueue);
            QVERIFY(plan);
            for (const PlannedStart& planned : plan->reservations) {
                if (run.outcome(planned.job).start != planned.start)
                    QFAIL(qPrintable(QStringLiteral("at %1 job index %2 is planned at %3, started at %4")
                                         .arg(now)
                                         .arg(planned.job)
                                         .arg(planned.start)
                                         .arg(run.outcome(planned.job).start)));
                ++checked;
            }
        }
        QVERIFY(checked > 1000);
    }
};

QTEST_APPLESS_MAIN(BackfillPlanTest)
#include "BackfillPlanTest.moc"
