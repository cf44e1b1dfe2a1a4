// PFCFS (Yahyapour (2002), ch. 4) on hand-made cases whose exact schedules,
// segments included, were worked out by hand in the comments; the greedy
// victim rule on its own; the parameter schema and the presets.

#include "engine/SimulationError.h"
#include "engine/Simulator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "policies/VictimSelector.h"
#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

using Segments = std::vector<Segment>;

SimulationResult runPfcfs(const Workload& workload, const Platform& platform, const ParameterValues& values,
                          const std::string& policy = "pfcfs")
{
    const PolicyRegistry registry;
    auto instance = registry.create(policy, values);
    SimulationOptions options;
    options.recordEvents = true;
    options.policyLabel = "policy '" + policy + "'";
    return simulate(workload, platform, *instance, options);
}

std::vector<JobIndex> jobsOf(const std::vector<VictimCandidate>& victims)
{
    std::vector<JobIndex> jobs;
    for (const VictimCandidate& v : victims)
        jobs.push_back(v.job);
    return jobs;
}

// 4 nodes, x = 75 % (wide: >= 3 nodes), delta = 5 s, Delta = 10 s.
//  1: t=0,  2 nodes, 100 s   runs on 0-1 from 0
//  2: t=0,  2 nodes, 100 s   runs on 2-3 from 0
//  3: t=10, 4 nodes, 50 s    wide; head with no wide active at 10, may
//                            preempt at 15. Needs 4, none free; no single
//                            job frees 4: widest first (tie: same start, so
//                            the higher index, job 2), then job 1 covers the
//                            remaining 2 exactly. Victims 2 and 1, nodes 0-3.
const Workload& twoVictims()
{
    static const Workload w = makeWorkload({{0, 100, 2}, {0, 100, 2}, {10, 50, 4}});
    return w;
}

ParameterValues gangValues(const std::string& n, const std::string& s = "0")
{
    return {{"x", "75"}, {"n", n}, {"delta", "5"}, {"Delta", "10"}, {"s", s}};
}

}  // namespace

class PfcfsPolicyTest : public QObject {
    Q_OBJECT

private slots:
    // twoVictims() with n = 3:
    //  15 switch 1: jobs 2, 1 preempted (ran 15, 85 left), job 3 runs 15-25
    //  25 switch 2: job 3 preempted (40 left), jobs 1, 2 resume 25-35 (75 left)
    //  35 switch 3 = n (odd): jobs 1, 2 preempted, job 3 resumes and runs to
    //     completion: 35 + 40 = 75
    //  75 the wide gang is empty: jobs 1, 2 resume at once, 75 + 75 = 150.
    // Job 4 (t=20, 1 node, 5 s) may not start during the cycle (none), and
    // after it every node is busy until 150.
    void wideJobPreemptsTwoAndSwitchesThreeTimes()
    {
        const Workload w = makeWorkload({{0, 100, 2}, {0, 100, 2}, {10, 50, 4}, {20, 5, 1}});
        const Platform p = PlatformCatalog::singleMachine(4);
        const SimulationResult r = runPfcfs(w, p, gangValues("3"));
        verifySchedule(w, p, r, {{0, 150}, {0, 150}, {15, 75}, {150, 155}});
        QCOMPARE(r.jobs[0].segments, (Segments{{0, 15}, {25, 35}, {75, 150}}));
        QCOMPARE(r.jobs[1].segments, (Segments{{0, 15}, {25, 35}, {75, 150}}));
        QCOMPARE(r.jobs[2].segments, (Segments{{15, 25}, {35, 75}}));
        QCOMPARE(r.jobs[2].nodes.toString(), std::string("0-3"));
        QCOMPARE(r.jobs[2].reason.kind, StartKind::Preemptor);
        QCOMPARE(r.jobs[2].reason.relatedCount, 2);
        QCOMPARE(r.jobs[2].reason.relatedJob, JobIndex(1));  // job 2 was picked first
        QCOMPARE(r.jobs[2].reason.relatedTime, Time(10));    // eligible since 10
        QCOMPARE(r.jobs[3].segments.size(), std::size_t(1));
    }

    // Even n = 2, with job 1 shorter (30 s):
    //  15 switch 1: job 3 runs 15-25
    //  25 switch 2 = n (even): job 3 preempted (40 left); jobs 1 (15 left) and
    //     2 (85 left) resume and run to completion: 40 and 110
    //  110 the small gang is empty: job 3 resumes, 110 + 40 = 150.
    // With n = 3 instead: at 35 jobs 1 (5 left) and 2 (75 left) are preempted,
    // job 3 ends at 75, then jobs 1 and 2 end at 80 and 150.
    void evenNLetsTheSmallGangFinish()
    {
        const Workload w = makeWorkload({{0, 30, 2}, {0, 100, 2}, {10, 50, 4}});
        const Platform p = PlatformCatalog::singleMachine(4);
        const SimulationResult even = runPfcfs(w, p, gangValues("2"));
        verifySchedule(w, p, even, {{0, 40}, {0, 110}, {15, 150}});
        QCOMPARE(even.jobs[0].segments, (Segments{{0, 15}, {25, 40}}));
        QCOMPARE(even.jobs[2].segments, (Segments{{15, 25}, {110, 150}}));

        const SimulationResult odd = runPfcfs(w, p, gangValues("3"));
        verifySchedule(w, p, odd, {{0, 80}, {0, 150}, {15, 75}});
        QCOMPARE(odd.jobs[0].segments, (Segments{{0, 15}, {25, 35}, {75, 80}}));

        // n = 0 (no limit) keeps switching every 10 s until a gang is empty:
        //  15 wide (job 3: 40 left after), 25 small (job 1: 5 left, job 2: 75),
        //  35 wide (job 3: 30 left), 45 small: job 1 ends at 50, job 2 runs
        //  45-55 (65 left), 55 wide (job 3: 20 left), 65 small (job 2: 55
        //  left), 75 wide (job 3: 10 left), 85 small (job 2: 45 left), 95 wide:
        //  job 3 ends at 105, then job 2 resumes at once: 105 + 45 = 150.
        const SimulationResult unlimited = runPfcfs(w, p, gangValues("0"));
        verifySchedule(w, p, unlimited, {{0, 50}, {0, 150}, {15, 105}});
        QCOMPARE(unlimited.jobs[2].segments, (Segments{{15, 25}, {35, 45}, {55, 65}, {75, 85}, {95, 105}}));
        QCOMPARE(unlimited.jobs[1].segments,
                 (Segments{{0, 15}, {25, 35}, {45, 55}, {65, 75}, {85, 95}, {105, 150}}));
    }

    // Penalty s = 3, n = 3 on twoVictims():
    //  15 job 3 starts fresh (no penalty), runs 15-25, 40 left
    //  25 jobs 1, 2 resume with 85 + 3 = 88 left, run 25-35, 78 left
    //  35 job 3 resumes with 40 + 3 = 43 left: ends 78
    //  78 jobs 1, 2 resume with 78 + 3 = 81 left: end 159.
    // Executed: jobs 1, 2: 15 + 10 + 81 = 106 = 100 + 2 x 3; job 3: 10 + 43 = 53.
    void penaltyIsPaidOnEveryResume()
    {
        const Platform p = PlatformCatalog::singleMachine(4);
        const SimulationResult r = runPfcfs(twoVictims(), p, gangValues("3", "3"));
        verifySchedule(twoVictims(), p, r, {{0, 159}, {0, 159}, {15, 78}});
        QCOMPARE(r.jobs[0].penalty, Time(6));
        QCOMPARE(r.jobs[0].requiredTime, Time(106));
        QCOMPARE(r.jobs[2].penalty, Time(3));
        // Each resumed segment records the penalty paid at its start.
        Segments expected{{0, 15}, {25, 35}, {78, 159}};
        expected[1].overhead = 3;
        expected[2].overhead = 3;
        QCOMPARE(r.jobs[0].segments, expected);
    }

    // Rule 1, 4 nodes, x = 75 %, n = 1.
    //  1: t=0, 2 nodes, 20 s    0-20
    //  2: t=0, 2 nodes, 25 s    0-25
    //  3: t=5, 4 nodes, 10 s    wide head from 5.
    // delta = 30: it may preempt only at 35, but all nodes are free at 25,
    //   so it simply starts then: 25-35, in order, one segment.
    // delta = 10: at 15 it preempts jobs 2 and 1 and runs 15-25 to
    //   completion; job 1 resumes with 5 left (ends 30), job 2 with 10 (35).
    void wideHeadWaitsDeltaOrSimplyStarts()
    {
        const Workload w = makeWorkload({{0, 20, 2}, {0, 25, 2}, {5, 10, 4}});
        const Platform p = PlatformCatalog::singleMachine(4);
        const SimulationResult patient = runPfcfs(w, p, {{"x", "75"}, {"n", "1"}, {"delta", "30"}});
        verifySchedule(w, p, patient, {{0, 20}, {0, 25}, {25, 35}});
        QCOMPARE(patient.jobs[2].reason.kind, StartKind::InOrder);
        for (const JobOutcome& job : patient.jobs)
            QCOMPARE(job.segments.size(), std::size_t(1));

        const SimulationResult eager = runPfcfs(w, p, {{"x", "75"}, {"n", "1"}, {"delta", "10"}});
        verifySchedule(w, p, eager, {{0, 30}, {0, 35}, {15, 25}});
        QCOMPARE(eager.jobs[1].segments, (Segments{{0, 15}, {25, 35}}));
    }

    // "delta seconds since both held": the head is wide, and no earlier wide
    // job is active. 4 nodes, x = 75 %, delta = 10, n = 1.
    //  1: t=0, 1 node, 100 s    node 0, 0-...
    //  2: t=1, 3 nodes, 30 s    wide, fits: starts at 1 on 1-3, ends 31
    //  3: t=2, 4 nodes, 10 s    wide head from 2, but job 2 is active until
    //                           31: may preempt only at 41 (not 12). It needs
    //                           1 more node: victim job 1. Runs 41-51.
    //  job 1 resumes at 51 with 100 - 41 = 59 left: ends 110.
    void delayCountsFromWhenNoEarlierWideJobIsActive()
    {
        const Workload w = makeWorkload({{0, 100, 1}, {1, 30, 3}, {2, 10, 4}});
        const Platform p = PlatformCatalog::singleMachine(4);
        const SimulationResult r = runPfcfs(w, p, {{"x", "75"}, {"n", "1"}, {"delta", "10"}});
        verifySchedule(w, p, r, {{0, 110}, {1, 31}, {41, 51}});
        QCOMPARE(r.jobs[0].segments, (Segments{{0, 41}, {51, 110}}));
        QCOMPARE(r.jobs[2].reason.relatedTime, Time(31));
    }

    // Greedy victims: 10 nodes, x = 60 % (wide >= 6), delta = 5, n = 1.
    //  1-4: t=0, 100 s, 4, 3, 2, 1 nodes on 0-3, 4-6, 7-8, 9.
    //  5:   t=10, 6 nodes, 20 s: at 15 needs 6; nobody frees 6, so the
    //       widest (job 1, 4 nodes), then the narrowest covering 2: job 3.
    //       Two victims, no overshoot (not 4+3, not 3+2+1). Nodes 0-3 7-8.
    //  Jobs 1 and 3 resume at 35 with 85 left: end 120.
    void greedyVictimsAreFewAndOvershootLittle()
    {
        const Workload w = makeWorkload({{0, 100, 4}, {0, 100, 3}, {0, 100, 2}, {0, 100, 1}, {10, 20, 6}});
        const Platform p = PlatformCatalog::singleMachine(10);
        const SimulationResult r = runPfcfs(w, p, {{"x", "60"}, {"n", "1"}, {"delta", "5"}});
        verifySchedule(w, p, r, {{0, 120}, {0, 100}, {0, 120}, {0, 100}, {15, 35}});
        QCOMPARE(r.jobs[4].nodes.toString(), std::string("0-3 7-8"));
        QCOMPARE(r.jobs[4].reason.relatedCount, 2);
    }

    // New jobs during a cycle. 6 nodes, x = 50 % (wide >= 3), delta = 5, n = 1.
    //  1: t=0, 2 nodes, 20 s    0-1, ends 20
    //  2: t=0, 2 nodes, 30 s    2-3
    //  3: t=0, 2 nodes, 100 s   4-5
    //  4: t=5, 4 nodes, 50 s    at 10 preempts job 3 (equal widths and starts:
    //                           highest index first), then job 2; runs on
    //                           2-5, 10-60. Then jobs 2 (20 left) and 3 (90
    //                           left) resume: end 80 and 150.
    //  5: t=12, 2 nodes, 10 s   none: waits for the cycle's end at 60 (nodes
    //                           0-1 free since 20): 60-70. outside-preempted
    //                           and any: 0-1 are outside the partition and
    //                           held by no one from 20: runs 20-30.
    void newJobsDuringACycle_data()
    {
        QTest::addColumn<QString>("starts");
        QTest::addColumn<qint64>("jobFiveStart");
        QTest::newRow("none") << "none" << qint64(60);
        QTest::newRow("outside-preempted") << "outside-preempted" << qint64(20);
        QTest::newRow("any") << "any" << qint64(20);
    }
    void newJobsDuringACycle()
    {
        QFETCH(QString, starts);
        QFETCH(qint64, jobFiveStart);
        const Workload w = makeWorkload({{0, 20, 2}, {0, 30, 2}, {0, 100, 2}, {5, 50, 4}, {12, 10, 2}});
        const Platform p = PlatformCatalog::singleMachine(6);
        const SimulationResult r = runPfcfs(
            w, p, {{"x", "50"}, {"n", "1"}, {"delta", "5"}, {"small-during-cycle", starts.toStdString()}});
        verifySchedule(w, p, r, {{0, 20}, {0, 80}, {0, 150}, {10, 60}, {jobFiveStart, jobFiveStart + 10}});
        QCOMPARE(r.jobs[3].nodes.toString(), std::string("2-5"));
        QCOMPARE(r.jobs[4].nodes.toString(), std::string("0-1"));
    }

    // "any" and "outside-preempted" differ on nodes a finished victim leaves
    // outside the wide job. 6 nodes, x = 60 % (wide >= 4), delta = 5, n = 2,
    // Delta = 10.
    //  1: t=0, 3 nodes, 18 s    0-2
    //  2: t=0, 3 nodes, 100 s   3-5
    //  3: t=5, 4 nodes, 50 s    at 10 needs 4: widest job 2 (3 nodes; equal
    //     to job 1, higher index), then narrowest covering 1: job 1. Nodes
    //     3-5 + 0 = 0 3-5; job 1's nodes 1-2 are the overshoot. Runs 10-20.
    //  20 switch 2 (even, last): jobs 1 (8 left) and 2 (90 left) resume;
    //     job 1 ends 28, leaving 1-2 free and held by no one.
    //  4: t=22, 2 nodes, 5 s    any: starts at 28 on 1-2, ends 33.
    //     outside-preempted: 1-2 belong to the partition; it waits for the
    //     cycle's end. Job 2 ends 110, job 3 resumes 110-150 (the cycle lasts
    //     until it completes), then job 4 runs 150-155.
    void anyUsesNodesAFinishedVictimLeft()
    {
        const Workload w = makeWorkload({{0, 18, 3}, {0, 100, 3}, {5, 50, 4}, {22, 5, 2}});
        const Platform p = PlatformCatalog::singleMachine(6);
        const ParameterValues base{{"x", "60"}, {"n", "2"}, {"delta", "5"}, {"Delta", "10"}};
        ParameterValues any = base;
        any["small-during-cycle"] = "any";
        const SimulationResult anyRun = runPfcfs(w, p, any);
        verifySchedule(w, p, anyRun, {{0, 28}, {0, 110}, {10, 150}, {28, 33}});
        QCOMPARE(anyRun.jobs[2].nodes.toString(), std::string("0 3-5"));
        QCOMPARE(anyRun.jobs[3].nodes.toString(), std::string("1-2"));

        ParameterValues outside = base;
        outside["small-during-cycle"] = "outside-preempted";
        verifySchedule(w, p, runPfcfs(w, p, outside), {{0, 28}, {0, 110}, {10, 150}, {150, 155}});
    }

    void victimSelectorRule()
    {
        // Fewest victims, then the narrowest last pick.
        QCOMPARE(jobsOf(VictimSelector::select(6, {{0, 4, 0}, {1, 3, 0}, {2, 2, 0}, {3, 1, 0}})),
                 (std::vector<JobIndex>{0, 2}));
        // Greedy, not optimal: 4 + 2 overshoots 1 where 3 + 2 would not.
        QCOMPARE(jobsOf(VictimSelector::select(5, {{0, 4, 0}, {1, 3, 0}, {2, 2, 0}})),
                 (std::vector<JobIndex>{0, 2}));
        // A single job suffices: the narrowest that covers; ties by latest
        // segment start, then highest index.
        QCOMPARE(jobsOf(VictimSelector::select(3, {{0, 5, 0}, {1, 3, 0}, {2, 3, 10}, {3, 4, 20}})),
                 (std::vector<JobIndex>{2}));
        QCOMPARE(jobsOf(VictimSelector::select(3, {{0, 3, 0}, {1, 3, 0}})), (std::vector<JobIndex>{1}));
        // Widest first with ties, then overshoot 1.
        QCOMPARE(jobsOf(VictimSelector::select(7, {{0, 4, 0}, {1, 4, 5}, {2, 4, 0}})),
                 (std::vector<JobIndex>{1, 2}));
        // Impossible or nothing needed.
        QVERIFY(VictimSelector::select(10, {{0, 4, 0}, {1, 3, 0}}).empty());
        QVERIFY(VictimSelector::select(0, {{0, 4, 0}}).empty());
    }

    void presetsAndSchema()
    {
        const PolicyRegistry registry;
        for (const char* key : {"pfcfs", "pfcfs1", "pfcfs2", "pfcfs3", "pfcfs-best128", "pfcfs-best256"}) {
            const PolicyInfo* info = registry.find(key);
            QVERIFY2(info != nullptr, key);
            QVERIFY(!info->needsEstimates);
            QCOMPARE(info->parameters.size(), std::size_t(6));
            for (const ParameterSpec& spec : info->parameters) {
                QVERIFY(!spec.label.empty());
                QVERIFY(!spec.help.empty());
                QVERIFY(!spec.defaultValue.empty());
            }
            QVERIFY(info->description.find("greedily") != std::string::npos);
        }
        auto defaults = [&](const char* key) {
            return Parameters(key, registry.find(key)->parameters, {}).values();
        };
        const ParameterValues p1 = defaults("pfcfs1");
        QCOMPARE(p1.at("delta"), std::string("600"));
        QCOMPARE(p1.at("Delta"), std::string("600"));
        QCOMPARE(p1.at("n"), std::string("0"));
        const ParameterValues p2 = defaults("pfcfs2");
        QCOMPARE(p2.at("n"), std::string("2"));
        QCOMPARE(p2.at("Delta"), std::string("60"));
        QCOMPARE(defaults("pfcfs3").at("n"), std::string("1"));
        const ParameterValues b128 = defaults("pfcfs-best128");
        QCOMPARE(b128.at("x"), std::string("40"));
        QCOMPARE(b128.at("n"), std::string("1"));
        QCOMPARE(b128.at("delta"), std::string("60"));
        QCOMPARE(defaults("pfcfs-best256").at("x"), std::string("45"));
        QCOMPARE(defaults("pfcfs").at("small-during-cycle"), std::string("none"));

        try {
            (void)registry.create("pfcfs", {{"small-during-cycle", "sometimes"}});
            QFAIL("bad choice accepted");
        } catch (const ConfigurationError& e) {
            QCOMPARE(QString::fromUtf8(e.what()),
                     QStringLiteral("policy 'pfcfs': parameter 'small-during-cycle' must be one of none, "
                                    "outside-preempted, any, got 'sometimes'"));
        }
    }

    // A grid is refused with a clear message.
    void refusesSeveralMachines()
    {
        const PolicyRegistry registry;
        auto policy = registry.create("pfcfs");
        const Platform grid("two", {{"a", 4, 1.0}, {"b", 4, 1.0}});
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, (void)simulate(twoVictims(), grid, *policy));
    }
};

QTEST_APPLESS_MAIN(PfcfsPolicyTest)
#include "PfcfsPolicyTest.moc"
