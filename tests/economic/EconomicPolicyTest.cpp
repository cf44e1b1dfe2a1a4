#include "engine/SimulationError.h"
#include "engine/Simulator.h"
#include "platform/Platform.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "validation/ScheduleValidator.h"
#include "workload/SwfReader.h"
#include "workload/WorkloadTransform.h"

#include "support/ScheduleAssertions.h"
#include "support/TraceFiles.h"
#include "support/WorkloadBuilder.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

SimulationResult runEconomic(const Workload& workload, const Platform& platform,
                             const ParameterValues& values = {})
{
    const auto policy = PolicyRegistry().create("economic", values);
    return simulate(workload, platform, *policy);
}

Platform twoSmallMachines()
{
    return Platform("two", {Machine{"a", 2, 1.0}, Machine{"b", 2, 1.0}});
}

}  // namespace

class EconomicPolicyTest : public QObject {
    Q_OBJECT

private slots:
    // Two machines of two nodes; MF2 / UF3, p = 0.
    //   job 1 (2 nodes, 10 s) at 0: both machines offer t = 0 at cost 20;
    //          the tie goes to machine a (nodes 0-1).
    //   job 2 (2 nodes, est 10, runs 5) at 0: a offers t = 10 (utility
    //          -30), b offers t = 0 (-20): machine b, ends at 5.
    //   job 3 (3 nodes, 10 s) at 1: wider than both machines, so a
    //          multi-site offer: every node is booked until 10, so it is
    //          booked at 10 on nodes 0, 1 (machine a first) and 2. Job 2
    //          ending early at 5 does not move it.
    void handMadeSchedule()
    {
        const Workload workload =
            makeWorkload({{0, 10, 2}, {0, 5, 2, 10}, {1, 10, 3}});
        const Platform platform = twoSmallMachines();
        const SimulationResult result = runEconomic(workload, platform);
        verifySchedule(workload, platform, result, {{0, 10}, {0, 5}, {10, 20}});
        QCOMPARE(result.jobs[0].nodes.toString(), std::string("0-1"));
        QCOMPARE(result.jobs[1].nodes.toString(), std::string("2-3"));
        QCOMPARE(result.jobs[2].nodes.toString(), std::string("0-2"));
        QVERIFY(result.jobs[2].multiSite);
    }

    // Two machines of two nodes; MF2 / UF3.
    //   job 1 (2 nodes, est 10, runs 4) at 0: machine a (tie with b), 0-4.
    //   job 2 (2 nodes, 10 s) at 0: a offers t = 10, b t = 0: machine b, 0-10.
    //   job 3 (2 nodes, 10 s) at 1: both offer t = 10 at the same price;
    //          the tie goes to machine a, nodes 0-1, booked at 10.
    //   At 4 job 1 ends early. With early-start, nodes 0-1 are free from 4
    //   to job 3's booked start, so it starts at 4; without it, at 10.
    void earlyStartUsesNodesFreedEarly_data()
    {
        QTest::addColumn<QString>("earlyStart");
        QTest::addColumn<Time>("start");
        QTest::newRow("early-start") << QStringLiteral("true") << Time(4);
        QTest::newRow("booked time") << QStringLiteral("false") << Time(10);
    }

    void earlyStartUsesNodesFreedEarly()
    {
        QFETCH(QString, earlyStart);
        QFETCH(Time, start);
        const Workload workload = makeWorkload({{0, 4, 2, 10}, {0, 10, 2}, {1, 10, 2}});
        const Platform platform = twoSmallMachines();
        const SimulationResult result =
            runEconomic(workload, platform, {{"early-start", earlyStart.toStdString()}});
        verifySchedule(workload, platform, result, {{0, 4}, {0, 10}, {start, start + 10}});
        QCOMPARE(result.jobs[2].nodes.toString(), std::string("0-1"));
        const StartReason& reason = result.jobs[2].reason;
        QCOMPARE(int(reason.kind), int(start < 10 ? StartKind::EarlyStart : StartKind::Reservation));
        QCOMPARE(reason.relatedTime, Time(10));
    }

    // With p = 50 % the multi-site job of the case above runs 15 s.
    void multiSiteOverhead()
    {
        const Workload workload =
            makeWorkload({{0, 10, 2}, {0, 5, 2, 10}, {1, 10, 3}});
        const Platform platform = twoSmallMachines();
        const SimulationResult result = runEconomic(workload, platform, {{"p", "50"}});
        verifySchedule(workload, platform, result, {{0, 10}, {0, 5}, {10, 25}});
    }

    void withoutMultiSiteAWideJobIsRefused()
    {
        const Workload workload = makeWorkload({{0, 10, 3}});
        try {
            (void)runEconomic(workload, twoSmallMachines(), {{"multisite", "false"}});
            QFAIL("a job wider than every machine was accepted");
        } catch (const ConfigurationError&) {
        }
    }

    void badFormulaNamesTheColumn()
    {
        try {
            (void)PolicyRegistry().create("economic", {{"user", "-(start + * cost)"}});
            QFAIL("the formula was accepted");
        } catch (const ConfigurationError& error) {
            QCOMPARE(std::string(error.what()),
                     std::string("policy 'economic': parameter 'user': formula \"-(start + * cost)\": "
                                 "column 11: unexpected '*'; expected a number, a variable or '('"));
        }
    }

    // A CTC extract on m128 (with overruns, which send a job back to the
    // market): owner and user functions of each kind, and a typed formula,
    // give a valid schedule in which every job ran. (The study preset runs
    // every MF with UF3 and every UF with MF2.)
    void ctcExtractIsValidForEveryFunction()
    {
        Workload ctc = SwfReader().readFile(bundledCtcTrace().toStdString());
        applyTransforms(ctc, {"range:10001:10800"});
        const Platform platform = *PlatformCatalog::preset("m128");
        const std::vector<ParameterValues> settings = {
            {{"owner", "MF1"}, {"user", "UF1"}},
            {{"owner", "MF2"}, {"user", "UF3"}},
            {{"owner", "MF4"}, {"user", "UF2"}},
            {{"owner", "nodes * run + over"}, {"user", "-(start + cost / nodes)"}},
        };
        for (const ParameterValues& values : settings) {
            const SimulationResult result = runEconomic(ctc, platform, values);
            const ValidationReport report = ScheduleValidator::validate(ctc, platform, result);
            QVERIFY2(report.ok(), report.toText().c_str());
            for (const JobOutcome& outcome : result.jobs)
                QVERIFY(outcome.finished());
        }
    }

    // Every platform preset, with the domain model in a ring, a budget,
    // rescheduling and multi-site offers whenever they pay: the schedule is
    // valid (every job that ran did its whole work on free nodes) and every
    // job either ran or was rejected for its budget.
    void domainsAreValidOnEveryPreset()
    {
        Workload ctc = SwfReader().readFile(bundledCtcTrace().toStdString());
        applyTransforms(ctc, {"range:10001:10400"});
        for (const PlatformPreset& preset : PlatformCatalog::presets()) {
            const Platform platform = *PlatformCatalog::preset(preset.name);
            Workload workload = ctc;
            std::erase_if(workload.jobs, [&](const Job& job) { return job.nodes > platform.totalNodes(); });
            applyTransforms(workload, {"sites:round-robin", "wide:keep"}, &platform);
            const auto policy = PolicyRegistry().create(
                "economic", {{"market", "domains"}, {"forwarding", "ring"}, {"max-hops", "2"},
                             {"budget", "3 * nodes * run"}, {"reschedule", "true"}, {"multisite-when", "pays"}});
            SimulationResult result;
            try {
                result = simulate(workload, platform, *policy);
            } catch (const std::exception& error) {
                QFAIL((preset.name + ": " + error.what()).c_str());
            }
            const ValidationReport report = ScheduleValidator::validate(workload, platform, result);
            QVERIFY2(report.ok(), (preset.name + ": " + report.toText()).c_str());
            for (const JobOutcome& outcome : result.jobs)
                QVERIFY(outcome.completed() || outcome.endState == EndState::Rejected);
        }
    }
};

QTEST_GUILESS_MAIN(EconomicPolicyTest)
#include "EconomicPolicyTest.moc"
