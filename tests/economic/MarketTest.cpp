#include "economic/EconomicPolicy.h"
#include "engine/SimulationError.h"
#include "engine/Simulator.h"
#include "platform/Platform.h"
#include "policies/PolicyRegistry.h"
#include "validation/ScheduleValidator.h"

#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

// A run of the economic policy that keeps every market round.
struct MarketRun {
    SimulationResult result;
    std::vector<MarketRound> rounds;
};

MarketRun runMarket(const Workload& workload, const Platform& platform, const ParameterValues& values)
{
    const auto policy = PolicyRegistry().create("economic", values);
    MarketRun run;
    dynamic_cast<EconomicPolicy&>(*policy).setMarketLog([&run](const MarketRound& round) {
        run.rounds.push_back(round);
    });
    run.result = simulate(workload, platform, *policy);
    const ValidationReport report = ScheduleValidator::validate(workload, platform, run.result);
    if (!report.ok())
        qWarning("%s", report.toText().c_str());
    [&report] { QVERIFY(report.ok()); }();
    return run;
}

Machine machine(const std::string& name, int nodes, const std::string& domain = {})
{
    Machine m{name, nodes, 1.0};
    m.domain = domain;
    return m;
}

Workload fromSite(Workload workload, MachineIndex site)
{
    for (Job& job : workload.jobs)
        job.originSite = site;
    return workload;
}

std::vector<int> reachedDomains(const MarketRound& round)
{
    std::vector<int> domains;
    for (const DomainReach& reach : round.reached)
        domains.push_back(reach.domain);
    return domains;
}

}  // namespace

class MarketTest : public QObject {
    Q_OBJECT

private slots:
    // Domains a, b, c (two nodes each) and d (four) in a line a - b - c - d.
    // A four-node job submitted at a fits only d, three hops away.
    //   hop limit 2: the request reaches a (0), b (1) and c (2); messages:
    //   a->b, b->c and the answers of b and c = 4. No offer: rejected.
    //   hop limit 3: c->d and d's answer add 2 (6); it runs on d at 0.
    void requestStopsAtTheHopLimit_data()
    {
        QTest::addColumn<int>("hops");
        QTest::addColumn<int>("domainsReached");
        QTest::addColumn<int>("messages");
        QTest::addColumn<bool>("runs");
        QTest::newRow("two hops") << 2 << 3 << 4 << false;
        QTest::newRow("three hops") << 3 << 4 << 6 << true;
    }

    void requestStopsAtTheHopLimit()
    {
        QFETCH(int, hops);
        QFETCH(int, domainsReached);
        QFETCH(int, messages);
        QFETCH(bool, runs);
        const Platform platform("line", {machine("a", 2), machine("b", 2), machine("c", 2), machine("d", 4)});
        const Workload workload = fromSite(makeWorkload({{0, 10, 4}}), 0);
        const MarketRun run = runMarket(workload, platform,
                                        {{"market", "domains"}, {"forwarding", "line"},
                                         {"max-hops", std::to_string(hops)}, {"multisite", "false"}});
        QCOMPARE(run.rounds.size(), std::size_t(1));
        const MarketRound& round = run.rounds.front();
        QCOMPARE(int(round.reached.size()), domainsReached);
        QCOMPARE(round.reached.back().hops, domainsReached - 1);
        QCOMPARE(round.messages, std::int64_t(messages));
        if (runs) {
            QCOMPARE(run.result.jobs[0].start, Time(0));
            QCOMPARE(run.result.jobs[0].machine, MachineIndex(3));
            QCOMPARE(round.offers.at(std::size_t(round.chosen)).domain, 3);
            QCOMPARE(round.offers.at(std::size_t(round.chosen)).hops, 3);
        } else {
            QCOMPARE(int(run.result.jobs[0].endState), int(EndState::Rejected));
            QCOMPARE(round.failure(), std::string("no-offer"));
        }
    }

    // Peer links a:b, b:c, c:d are the line of the case above: two hops
    // from a reach b and c with 4 messages. A name that is no domain is an
    // error naming the domains there are.
    void peerLinksForward()
    {
        const Platform platform("line", {machine("a", 2), machine("b", 2), machine("c", 2), machine("d", 4)});
        const Workload workload = fromSite(makeWorkload({{0, 10, 2}}), 0);
        const MarketRun run = runMarket(workload, platform,
                                        {{"market", "domains"}, {"forwarding", "peers"}, {"peers", "a:b, b:c,c : d"},
                                         {"max-hops", "2"}});
        QCOMPARE(reachedDomains(run.rounds.at(0)), (std::vector<int>{0, 1, 2}));
        QCOMPARE(run.rounds.at(0).messages, std::int64_t(4));
        const auto policy = PolicyRegistry().create(
            "economic", {{"market", "domains"}, {"forwarding", "peers"}, {"peers", "a:x"}});
        try {
            (void)simulate(workload, platform, *policy);
            QFAIL("an unknown domain was accepted");
        } catch (const ConfigurationError& error) {
            QCOMPARE(std::string(error.what()),
                     std::string("economic: parameter 'peers': no domain 'x'; the domains are a, b, c, d"));
        }
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, (void)PolicyRegistry().create("economic", {{"peers", "a:b:c"}}));
    }

    // Four domains in a ring: from b, hop 1 reaches a and c (2 messages),
    // hop 2 d, which both a and c forward to (2 messages, d answers once);
    // hop 3: d forwards to c, which has heard it already (1 message);
    // answers of a, c and d: 3. Total 8. A directory reaches all at hop 1:
    // 3 requests and 3 answers.
    void ringAndDirectoryCountMessages()
    {
        const Platform platform("ring", {machine("a", 2), machine("b", 2), machine("c", 2), machine("d", 2)});
        const Workload workload = fromSite(makeWorkload({{0, 10, 2}}), 1);
        const MarketRun ring = runMarket(workload, platform, {{"market", "domains"}, {"forwarding", "ring"}});
        QCOMPARE(reachedDomains(ring.rounds.at(0)), (std::vector<int>{1, 0, 2, 3}));
        QCOMPARE(ring.rounds.at(0).messages, std::int64_t(8));
        const MarketRun directory = runMarket(workload, platform, {{"market", "domains"}});
        QCOMPARE(directory.rounds.at(0).messages, std::int64_t(6));
        // Every domain offers t = 0 at the same price: the tie goes to the
        // user's own domain, b.
        QCOMPARE(directory.result.jobs[0].machine, MachineIndex(1));
    }

    // Machines a and b of two nodes; MF2, UF1 (earliest start wins).
    //   job 1 (2 nodes, 5 s) at 0: machine a (tie), 0-5.
    //   job 2 (2 nodes, 10 s) at 0: b offers t = 0 at 2*10 + left_right 20
    //   = 40; a offers t = 5 at 20. UF1 takes b. With a budget of 30, b's
    //   offer is refused and job 2 waits for a at 5.
    void budgetRefusesTheEarliestOffer_data()
    {
        QTest::addColumn<QString>("budget");
        QTest::addColumn<Time>("start");
        QTest::addColumn<MachineIndex>("machineIndex");
        QTest::newRow("no budget") << QString() << Time(0) << MachineIndex(1);
        QTest::newRow("budget 30") << QStringLiteral("30") << Time(5) << MachineIndex(0);
    }

    void budgetRefusesTheEarliestOffer()
    {
        QFETCH(QString, budget);
        QFETCH(Time, start);
        QFETCH(MachineIndex, machineIndex);
        const Platform platform("pair", {machine("a", 2), machine("b", 4)});
        const Workload workload = makeWorkload({{0, 5, 2}, {0, 10, 2}});
        const MarketRun run = runMarket(workload, platform,
                                        {{"owner", "MF2"}, {"user", "UF1"}, {"budget", budget.toStdString()}});
        QCOMPARE(run.result.jobs[1].start, start);
        QCOMPARE(run.result.jobs[1].machine, machineIndex);
        const MarketRound& round = run.rounds.at(1);
        QCOMPARE(round.offers.size(), std::size_t(2));
        QCOMPARE(round.offers[1].offer.cost, 40.0);
        QCOMPARE(int(round.offers[1].status), int(budget.isEmpty() ? OfferStatus::Chosen : OfferStatus::OverBudget));
    }

    // One machine of two nodes, busy until 10; a job of 10 s that must end
    // within 15 s of its submission at 0 cannot: it is rejected, and the
    // round says it missed its deadline.
    void deadlineNoOfferMeets()
    {
        const Platform platform("one", {machine("a", 2)});
        const Workload workload = makeWorkload({{0, 10, 2}, {0, 10, 2}});
        const MarketRun run = runMarket(workload, platform, {{"deadline", "min(15, 3 * run - 10)"}});
        QCOMPARE(run.result.jobs[0].start, Time(0));
        QCOMPARE(int(run.result.jobs[1].endState), int(EndState::Rejected));
        QCOMPARE(run.rounds.at(1).failure(), std::string("misses-deadline"));
        // 3 * 10 - 10 = 20 would have been enough: the formula sees the run.
        const MarketRun loose = runMarket(workload, platform, {{"deadline", "3 * run - 10"}});
        QCOMPARE(loose.result.jobs[1].start, Time(10));
    }

    // The job's own deadline: a hard one (20 s after submission) is the
    // request's end time, so the second job, which cannot end before 20,
    // is rejected; a soft one may be missed: it completes late.
    void ownDeadlinesHardAndSoft_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("endState");
        QTest::newRow("hard") << int(DeadlineKind::Hard) << int(EndState::Rejected);
        QTest::newRow("soft") << int(DeadlineKind::Soft) << int(EndState::CompletedLate);
    }

    void ownDeadlinesHardAndSoft()
    {
        QFETCH(int, kind);
        QFETCH(int, endState);
        const Platform platform("one", {machine("a", 2)});
        Workload workload = makeWorkload({{0, 15, 2}, {0, 10, 2}});
        workload.jobs[1].deadline = 20;
        workload.jobs[1].deadlineKind = DeadlineKind(kind);
        const MarketRun run = runMarket(workload, platform, {});
        QCOMPARE(int(run.result.jobs[1].endState), endState);
    }

    // Machines a and b of four nodes; UF1.
    //   job 1 (3 nodes, 100 s) at 0: machine a (tie), one node of a left.
    //   job 2 (3 nodes, 100 s) at 0: b at 0, one node of b left.
    //   job 3 (2 nodes, 50 s) at 1: a and b offer t = 100; across both
    //   machines (nodes 3 and 7) it can start at 1. With multi-site offers
    //   for every job the user's utility takes that one.
    void multiSiteOfferWinsByUtility_data()
    {
        QTest::addColumn<QString>("when");
        QTest::addColumn<Time>("start");
        QTest::addColumn<bool>("multiSite");
        QTest::newRow("too wide only") << QStringLiteral("too-wide") << Time(100) << false;
        QTest::newRow("when it pays") << QStringLiteral("pays") << Time(1) << true;
    }

    void multiSiteOfferWinsByUtility()
    {
        QFETCH(QString, when);
        QFETCH(Time, start);
        QFETCH(bool, multiSite);
        const Platform platform("pair", {machine("a", 4), machine("b", 4)});
        const Workload workload = makeWorkload({{0, 100, 3}, {0, 100, 3}, {1, 50, 2}});
        const MarketRun run = runMarket(workload, platform, {{"user", "UF1"}, {"multisite-when", when.toStdString()}});
        QCOMPARE(run.result.jobs[2].start, start);
        QCOMPARE(run.result.jobs[2].multiSite, multiSite);
        if (multiSite) {
            QCOMPARE(run.result.jobs[2].nodes.toString(), std::string("3 7"));
            QCOMPARE(run.rounds.at(2).offers.at(std::size_t(run.rounds.at(2).chosen)).sites, 2);
        }
    }

    // One machine of four nodes.
    //   job 1 (2 nodes, 100 s) at 0: nodes 0-1.
    //   job 2 (2 nodes, est 100, runs 10) at 0: nodes 2-3.
    //   job 3 (2 nodes, 50 s) at 1: booked at 100 on nodes 0-1 (ends 150).
    //   job 4 (4 nodes, 10 s) at 2: booked at 150 (ends 160).
    // At 10 job 2 ends. early-start cannot help job 3 (its nodes 0-1 are
    // busy); rescheduling moves it to nodes 2-3 at 10 (ends 60 <= 150) and
    // job 4 to 100 (ends 110 <= 160): no booked end is later.
    void rescheduleKeepsBookedEnds_data()
    {
        QTest::addColumn<QString>("reschedule");
        QTest::addColumn<Time>("third");
        QTest::addColumn<Time>("fourth");
        QTest::newRow("booked") << QStringLiteral("false") << Time(100) << Time(150);
        QTest::newRow("rescheduled") << QStringLiteral("true") << Time(10) << Time(100);
    }

    void rescheduleKeepsBookedEnds()
    {
        QFETCH(QString, reschedule);
        QFETCH(Time, third);
        QFETCH(Time, fourth);
        const Platform platform("one", {machine("a", 4)});
        const Workload workload = makeWorkload({{0, 100, 2}, {0, 10, 2, 100}, {1, 50, 2}, {2, 10, 4}});
        const MarketRun run = runMarket(workload, platform, {{"reschedule", reschedule.toStdString()}});
        verifySchedule(workload, platform, run.result, {{0, 100}, {0, 10}, {third, third + 50}, {fourth, fourth + 10}});
        QVERIFY(run.result.jobs[2].end <= 150);
        QVERIFY(run.result.jobs[3].end <= 160);
        if (third < 100) {
            QCOMPARE(run.result.jobs[2].nodes.toString(), std::string("2-3"));
            QCOMPARE(int(run.result.jobs[2].reason.kind), int(StartKind::EarlyStart));
            QCOMPARE(run.result.jobs[2].reason.relatedTime, Time(100));
        }
    }

    // Domains group machines: a and b form "east", c its own domain.
    void domainsGroupMachines()
    {
        const Platform platform("g", {machine("a", 2, "east"), machine("b", 2, "east"), machine("c", 2)});
        const DomainMap map(platform);
        QCOMPARE(map.count(), 2);
        QCOMPARE(map.domain(0).name, std::string("east"));
        QCOMPARE(map.domain(0).machines, (std::vector<MachineIndex>{0, 1}));
        QCOMPARE(map.domain(1).name, std::string("c"));
        QCOMPARE(map.domainOf(2), 1);
        QCOMPARE(map.neighbours(0, Forwarding::Line), std::vector<int>{1});
    }

    // Domains need to know where a job was submitted.
    void domainsNeedOriginSites()
    {
        const Platform platform("pair", {machine("a", 2), machine("b", 2)});
        const Workload workload = makeWorkload({{0, 10, 2}});
        const auto policy = PolicyRegistry().create("economic", {{"market", "domains"}});
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, (void)simulate(workload, platform, *policy));
    }
};

QTEST_GUILESS_MAIN(MarketTest)
#include "MarketTest.moc"
