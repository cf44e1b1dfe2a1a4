// The guaranteed-service policy `qos-gsbe` (Phosphorus D5.2, Varvarigos,
// Kokkinos et al., 2007, §3) on hand-made cases whose schedules are worked
// out below: registration, the leaky bucket withholding a task, the delay
// bound sending one to best effort, best-effort meta-scheduling by backlog,
// GS_BE_EQUAL refusing a best-effort task, and GS_BE_PRIORITY with and
// without preemption. Time is in seconds (one tick); work is in MI, a task's
// run time on a 1 MIPS machine. Every schedule also goes through the
// ScheduleValidator.

#include "QosTasks.h"

#include "engine/SimulationError.h"
#include "metrics/MetricsCalculator.h"
#include "qos/GsRegistration.h"
#include "support/PolicyRuns.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;
using namespace schedlab::qostest;

namespace {

constexpr ServiceClass kGs = ServiceClass::Guaranteed;
constexpr ServiceClass kBe = ServiceClass::BestEffort;
constexpr DeadlineKind kSoft = DeadlineKind::Soft;

}  // namespace

class GsBeSchedulerTest : public QObject {
    Q_OBJECT

private slots:
    // R1 (gs, node 0) and R2 (be, node 1), one CPU of 10 MIPS each. User 1
    // registers rho 5 MIPS, sigma 20 MI, J^max 20 MI: 5 <= 10 x 1 / 1 at R1.
    // Its bound there: B = T + (20 + 20) x 1 / 10 + 20 / 10 = T + 6 s.
    // A, B, C (20 MI, 2 s at 10 MIPS, deadline 10 s on) arrive at 0:
    //   A: J = 20 <= sigma: sent, R1 0-2;
    //   B: J = 40 > 20 + 5t until t = 4: withheld, sent at 4 (B = 10 <= 10),
    //      R1 4-6;
    //   C: 60 conforms at 8, but its bound passes its deadline once T > 4:
    //      best effort at 5 (the next tick), R2 5-7.
    // D (user 2, class be, 20 MI) at 0 goes to R2, the only BE resource,
    // 0-2; E (unregistered user 3, class gs, 10 MI) at 1 is best effort
    // behind D: R2 2-3.
    void bucketWithholdsAndBoundDemotes()
    {
        const Platform p("f", {Machine{"R1", 1, 10.0}, Machine{"R2", 1, 10.0}});
        const Workload w = tasks({{0, 20, 10, 1, kSoft, kGs},
                                  {0, 20, 10, 1, kSoft, kGs},
                                  {0, 20, 10, 1, kSoft, kGs},
                                  {0, 20, 10, 2, kSoft, kBe},
                                  {1, 10, 11, 3, kSoft, kGs}});
        const SimulationResult r = runPolicy(
            "qos-gsbe", w, p, {{"resource-types", "gs,be"}, {"gs-users", "1:5:20:20"}, {"max-task", "20"}});
        verifySchedule(w, p, r, {{0, 2}, {4, 6}, {5, 7}, {0, 2}, {2, 3}});
        verifyNodes(r, {"0", "0", "1", "1", "1"});
        QCOMPARE(r.jobs[1].reason.kind, StartKind::Withheld);
        QCOMPARE(r.jobs[1].reason.relatedTime, Time(4));
        QCOMPARE(r.jobs[2].reason.kind, StartKind::Withheld);
        QCOMPARE(r.jobs[2].reason.relatedTime, Time(5));
        QCOMPARE(r.jobs[0].reason.kind, StartKind::InOrder);
        const MetricsReport m = MetricsCalculator::compute(w, p, r);
        QCOMPARE(m.withheldJobs, std::int64_t(2));
        QCOMPARE(m.guaranteedMisses, std::int64_t(0));
        // Per user (§3.3's per-user percentages): user 1 had three tasks,
        // two of them withheld; users 2 and 3 one each.
        QCOMPARE(m.perUser.size(), std::size_t(3));
        QCOMPARE(m.perUser[0].ended, std::int64_t(3));
        QCOMPARE(m.perUser[0].withheld, std::int64_t(2));
        QCOMPARE(m.perUser[0].serviceClass, kGs);
        QCOMPARE(m.perUser[1].serviceClass, kBe);
        QCOMPARE(m.perUser[2].ended, std::int64_t(1));
        QCOMPARE(m.perUser[2].deadlineMisses, std::int64_t(0));
        // Delay per MI: user 3's task ran 1-3 for 10 MI.
        QCOMPARE(m.perUser[2].miDelay, 0.2);
    }

    // Registration in order (§3): R1 and R2 both gs, 10 MIPS. User 1 (rho 8)
    // registers at R1; user 2 (rho 5) would leave user 1 only 10 / 2 = 5 < 8
    // there, so it registers at R2. Their tasks (10 MI) at 0 run on their
    // own resources, 0-1 each.
    void usersRegisterAtTheFirstResourceThatAdmitsThem()
    {
        const Platform p("f", {Machine{"R1", 1, 10.0}, Machine{"R2", 1, 10.0}});
        const Workload w = tasks({{0, 10, 100, 1, kSoft, kGs}, {0, 10, 100, 2, kSoft, kGs}});
        const SimulationResult r =
            runPolicy("qos-gsbe", w, p, {{"resource-types", "gs"}, {"gs-users", "1:8:50:50,2:5:50:50"},
                                         {"max-task", "50"}});
        verifySchedule(w, p, r, {{0, 1}, {0, 1}});
        verifyNodes(r, {"0", "1"});
    }

    // The registration a run's parameters give, as the CLI and the workbench
    // show it: F4's users on phosphorus-f3 under GB (§3.3: U1 at R1, U2 and
    // U3 at R2; 780,000 MIPS for U1 alone, 520,000 / 2 for U2 and U3), and
    // a user no resource admits.
    void registrationOutcomePerUser()
    {
        const Platform p("f3", {Machine{"R1", 1, 780'000.0}, Machine{"R2", 1, 520'000.0}, Machine{"R3", 1, 260'000.0}});
        const ParameterValues values = {
            {"resource-types", "gs,gs,be"},
            {"gs-users", "1:769048:2099500000:419900000,2:21776:356915000:71383000,3:69.87:2099500:419900,"
                         "4:900000:1:1"},
            {"max-task", "419900000"}};
        const std::vector<GsRegistration::Outcome> outcomes = GsRegistration::of("qos-gsbe", values, p);
        QCOMPARE(outcomes.size(), std::size_t(4));
        QCOMPARE(outcomes[0].resource, std::optional<std::size_t>(0));
        QCOMPARE(outcomes[0].guaranteedRate, 780'000.0);
        QCOMPARE(outcomes[1].resource, std::optional<std::size_t>(1));
        QCOMPARE(outcomes[2].resource, std::optional<std::size_t>(1));
        QCOMPARE(outcomes[2].guaranteedRate, 260'000.0);
        QVERIFY(!outcomes[3].resource);
        const std::vector<std::string> lines = GsRegistration::describe(outcomes, p);
        QCOMPARE(lines[0], std::string("user 1 at R1 (guaranteed 780000 MIPS for rho 769048)"));
        QCOMPARE(lines[2], std::string("user 3 at R2 (guaranteed 260000 MIPS for rho 69.87)"));
        QCOMPARE(lines[3], std::string("user 4: no resource admits rho 900000 MIPS; best effort"));
        QVERIFY(GsRegistration::of("easy", values, p).empty());
    }

    // GS_BE_EQUAL (§3): a best-effort task joins the fair queue as a
    // temporary user of weight 1 only if every registered user keeps its
    // rate. R1 (gs-be-equal, 10 MIPS) with user 1 at rho 8: with a
    // temporary user g = 10 / 2 = 5 < 8, so the BE task (user 2, 10 MI) is
    // rejected; with rho 4 it runs, 0-1.
    void gsBeEqualRefusesBestEffortWhenRatesWouldBreak()
    {
        const Platform p("f", {Machine{"R1", 1, 10.0}});
        const Workload w = tasks({{0, 10, 100, 2, kSoft, kBe}});
        const SimulationResult refused =
            runPolicy("qos-gsbe", w, p, {{"resource-types", "gs-be-equal"}, {"gs-users", "1:8:50:50"}});
        QCOMPARE(refused.jobs[0].endState, EndState::Rejected);
        const MetricsReport m = MetricsCalculator::compute(w, p, refused);
        QCOMPARE(m.rejectedJobs, std::int64_t(1));
        QCOMPARE(m.perUser.size(), std::size_t(1));
        QCOMPARE(m.perUser[0].rejected, std::int64_t(1));
        QCOMPARE(m.perUser[0].jobs, std::int64_t(0));
        QCOMPARE(m.perUser[0].miDelay, -1.0);
        const SimulationResult taken =
            runPolicy("qos-gsbe", w, p, {{"resource-types", "gs-be-equal"}, {"gs-users", "1:4:50:50"}});
        verifySchedule(w, p, taken, {{0, 1}});
    }

    // Dynamic registration (§3.3): user 1 (rho 8) holds R1 (gs-be-equal, 10
    // MIPS; R2 is be) until 5 s. Best-effort tasks of 10 MI at 1 and 6 go
    // to R1 (both idle: the lower index). With user 1 registered a temporary
    // user would leave it 10 / 2 = 5 < 8: refused. Static registration keeps
    // user 1 there for the whole run, so both are refused; dynamic lets it
    // leave at 5, and the task at 6 runs on R1, 6-7.
    void dynamicRegistrationFreesTheResource()
    {
        const Platform p("f", {Machine{"R1", 1, 10.0}, Machine{"R2", 1, 10.0}});
        const Workload w = tasks({{1, 10, 100, 2, kSoft, kBe}, {6, 10, 100, 2, kSoft, kBe}});
        const ParameterValues base = {{"resource-types", "gs-be-equal,be"}, {"gs-users", "1:8:50:50:1:5"}};
        const SimulationResult fixed = runPolicy("qos-gsbe", w, p, base);
        QCOMPARE(fixed.jobs[0].endState, EndState::Rejected);
        QCOMPARE(fixed.jobs[1].endState, EndState::Rejected);
        ParameterValues dynamic = base;
        dynamic["registration"] = "dynamic";
        const SimulationResult r = runPolicy("qos-gsbe", w, p, dynamic);
        QCOMPARE(r.jobs[0].endState, EndState::Rejected);
        QCOMPARE(r.jobs[1].endState, EndState::Completed);
        QCOMPARE(r.jobs[1].start, Time(6));
        QCOMPARE(r.jobs[1].end, Time(7));
        verifyNodes(r, {"", "0"});
    }

    // GS_BE_PRIORITY on one CPU of 1 MIPS, user 1 registered (rho 0.5,
    // sigma 10, J^max 10), J_r^max 10. X (BE, 10 MI) starts at 0; Y (BE,
    // 2 MI) arrives at 1; G (GS, 4 MI, deadline 100 s on) at 2, bound
    // 0 + 20 + 2 x 10 = 40 (non-preemptive) or 30 (preemptive).
    //   non-preemptive: X 0-10, then the guaranteed queue first: G 10-14,
    //     Y 14-16;
    //   preemptive: G preempts X at 2 and runs 2-6; X, back at the head of
    //     the BE queue, resumes 6-14; Y 14-16.
    void gsBePriorityServesGuaranteedFirst()
    {
        const Platform p("f", {Machine{"R1", 1, 1.0}});
        const Workload w =
            tasks({{0, 10, 1000, 2, kSoft, kBe}, {1, 2, 1000, 2, kSoft, kBe}, {2, 4, 102, 1, kSoft, kGs}});
        const ParameterValues base = {{"gs-users", "1:0.5:10:10"}, {"max-task", "10"}};
        const SimulationResult plain = runPolicy("qos-gsbe", w, p, base);
        verifySchedule(w, p, plain, {{0, 10}, {14, 16}, {10, 14}});
        ParameterValues preemptive = base;
        preemptive["preemptive"] = "true";
        const SimulationResult r = runPolicy("qos-gsbe", w, p, preemptive);
        verifySchedule(w, p, r, {{0, 14}, {14, 16}, {2, 6}});
        QVERIFY(r.jobs[0].preempted());
    }

    // A token bucket of depth sigma never passes a task larger than sigma:
    // such a task is best effort at once (R2, be), not withheld for ever.
    void tokenBucketSendsOversizedTasksToBestEffort()
    {
        const Platform p("f", {Machine{"R1", 1, 10.0}, Machine{"R2", 1, 10.0}});
        const Workload w = tasks({{0, 10, 100, 1, kSoft, kGs}});
        const SimulationResult r = runPolicy(
            "qos-gsbe", w, p, {{"resource-types", "gs,be"}, {"gs-users", "1:5:5:20"}, {"bucket", "token"}});
        verifySchedule(w, p, r, {{0, 1}});
        verifyNodes(r, {"1"});
    }

    // Best effort goes to the resource with the least backlog (earliest
    // start, §3.3): R1 (10 MIPS) and R2 (5 MIPS), both be, period 1 s.
    // Three tasks of 100 MI at 0, earliest deadline first: T2 (deadline 20)
    // takes R1 (a tie at 0, lower index), T3 (30) R2 (0 < 100 / 10), T1 (40)
    // R1 again, after T2 (10 s < 100 / 5 = 20 s).
    void bestEffortGoesToTheLeastBacklog()
    {
        const Platform p("f", {Machine{"R1", 1, 10.0}, Machine{"R2", 1, 5.0}});
        const Workload w =
            tasks({{0, 100, 40, 1, kSoft, kBe}, {0, 100, 20, 1, kSoft, kBe}, {0, 100, 30, 1, kSoft, kBe}});
        const SimulationResult r = runPolicy("qos-gsbe", w, p, {{"resource-types", "be"}});
        verifySchedule(w, p, r, {{10, 20}, {0, 10}, {0, 20}});
        verifyNodes(r, {"0", "0", "1"});
    }

    // With resource-types empty, each machine's QoS type in the platform
    // decides: the same schedule as above with R1 gs and R2 be given in the
    // platform instead of the parameter; a machine without one is
    // gs-be-priority, which takes the best-effort task the gs machine
    // would refuse.
    void platformGivesTheResourceTypes()
    {
        Machine r1{"R1", 1, 10.0};
        r1.qosType = "gs";
        Machine r2{"R2", 1, 10.0};
        r2.qosType = "be";
        const Platform typed("f", {r1, r2});
        const Workload w = tasks({{0, 20, 10, 1, kSoft, kGs},
                                  {0, 20, 10, 1, kSoft, kGs},
                                  {0, 20, 10, 1, kSoft, kGs},
                                  {0, 20, 10, 2, kSoft, kBe},
                                  {1, 10, 11, 3, kSoft, kGs}});
        const ParameterValues users = {{"gs-users", "1:5:20:20"}, {"max-task", "20"}};
        const SimulationResult fromPlatform = runPolicy("qos-gsbe", w, typed, users);
        verifySchedule(w, typed, fromPlatform, {{0, 2}, {4, 6}, {5, 7}, {0, 2}, {2, 3}});
        // The parameter, when given, overrides the platform.
        ParameterValues overriding = users;
        overriding["resource-types"] = "be";
        const SimulationResult allBe = runPolicy("qos-gsbe", w, typed, overriding);
        QCOMPARE(allBe.jobs[1].reason.kind, StartKind::InOrder);  // nothing withheld: no gs resource

        const Platform untyped("f", {r1, Machine{"R2", 1, 10.0}});
        const Workload be = tasks({{0, 20, 10, 2, kSoft, kBe}});
        const SimulationResult r = runPolicy("qos-gsbe", be, untyped, {});
        verifyNodes(r, {"1"});  // R2, gs-be-priority by default; R1 (gs) takes no best effort
    }

    void refusesBadParameters_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("needle");
        QTest::newRow("type") << "resource-types" << "gs,fast" << "entry 2 is 'fast'";
        QTest::newRow("fields") << "gs-users" << "1:5:20" << "USER:RATE:BURST:MAXTASK";
        QTest::newRow("rate") << "gs-users" << "1:0:20:20" << "rate: '0' is not a number above 0";
        QTest::newRow("twice") << "gs-users" << "1:5:20:20,1:5:20:20" << "registered twice";
    }
    void refusesBadParameters()
    {
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(QString, needle);
        const Platform p("f", {Machine{"R1", 1, 10.0}});
        const Workload w = tasks({{0, 10}});
        try {
            static_cast<void>(runPolicy("qos-gsbe", w, p, {{name.toStdString(), value.toStdString()}}));
            QFAIL("accepted");
        } catch (const ConfigurationError& error) {
            QVERIFY2(QString::fromUtf8(error.what()).contains(needle), error.what());
        }
    }

    // One type per machine, or one for all; another count is refused.
    void resourceTypesMustMatchTheMachines()
    {
        const Platform p("f", {Machine{"R1", 1, 10.0}, Machine{"R2", 1, 10.0}});
        const Workload w = tasks({{0, 10}});
        QVERIFY_THROWS_EXCEPTION(ConfigurationError,
                                 runPolicy("qos-gsbe", w, p, {{"resource-types", "gs,be,be"}}));
    }
};

QTEST_GUILESS_MAIN(GsBeSchedulerTest)
#include "GsBeSchedulerTest.moc"
