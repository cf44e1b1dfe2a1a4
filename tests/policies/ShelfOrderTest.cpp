// SMART-FFIA, SMART-NFIW and PSRS (Yahyapour (2002), ch. 2) on small
// hand-made cases. Every expected order and schedule below was worked out by
// hand from the spec and the choices documented in the policies' PolicyInfo;
// the comments show the working.

#include "engine/SchedulingContext.h"
#include "engine/SimulationError.h"
#include "engine/Simulator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "policies/PreemptiveSmithSchedule.h"
#include "policies/PsrsOrder.h"
#include "policies/SmartOrder.h"
#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"

#include <QTest>

#include <stdexcept>

using namespace schedlab;
using namespace schedlab::test;

namespace {

// Just enough of a SchedulingContext for a JobOrder: the waiting jobs'
// requests and a one-machine platform. Orders never start anything.
class OrderContext final : public SchedulingContext {
public:
    OrderContext(int nodes, std::vector<JobRequest> requests)
        : m_platform(PlatformCatalog::singleMachine(nodes))
        , m_requests(std::move(requests))
    {
    }
    // Request with nodes and estimate, submitted at `submit`.
    static JobRequest job(int nodes, Time estimate, Time submit = 0)
    {
        JobRequest r;
        r.nodes = nodes;
        r.estimate = estimate;
        r.submit = submit;
        return r;
    }

    Time now() const override { return 0; }
    const Platform& platform() const override { return m_platform; }
    const JobRequest& request(JobIndex job) const override { return m_requests.at(job); }
    std::span<const JobRequest> requests() const override { return m_requests; }
    int freeNodes(MachineIndex) const override { return 0; }
    std::span<const RunningJob> running(MachineIndex) const override { return {}; }
    const NodeSet& allocation(JobIndex) const override { throw std::logic_error("unused"); }
    Time remainingEstimate(JobIndex) const override { return 0; }
    Time remainingTransfer(JobIndex) const override { return 0; }
    void start(JobIndex, MachineIndex, StartReason) override { throw std::logic_error("unused"); }
    void startOn(JobIndex, const NodeSet&, StartReason, double) override
    {
        throw std::logic_error("unused");
    }
    void preempt(JobIndex) override { throw std::logic_error("unused"); }
    void migrate(JobIndex, const NodeSet&, Time, StartReason) override { throw std::logic_error("unused"); }
    void migrateOn(JobIndex, MachineIndex, int, Time, StartReason) override { throw std::logic_error("unused"); }
    void reject(JobIndex) override { throw std::logic_error("unused"); }
    void drop(JobIndex) override { throw std::logic_error("unused"); }
    void startOption(JobIndex, std::size_t, MachineIndex, StartReason) override { throw std::logic_error("unused"); }
    void resume(JobIndex, Time) override { throw std::logic_error("unused"); }
    void setTimer(Time, std::uint64_t) override { throw std::logic_error("unused"); }

private:
    Platform m_platform;
    std::vector<JobRequest> m_requests;
};

// The list an order makes of jobs 0 .. n-1 submitted in one pass.
WaitingList orderAll(JobOrder& order, const OrderContext& context, std::size_t n)
{
    std::vector<JobIndex> submitted;
    for (std::size_t i = 0; i < n; ++i)
        submitted.push_back(JobIndex(i));
    WaitingList waiting;
    order.update(waiting, submitted, context);
    return waiting;
}

WaitingList listOf(std::initializer_list<JobIndex> jobs)
{
    return WaitingList(jobs);
}

// The six jobs of the SMART cases: 10 nodes, gamma 2, so bins are
// ]0,1] (0), ]1,2] (1), ]2,4] (2), ]4,8] (3), ]8,16] (4).
//   job  nodes  estimate  bin  area
//    0     6       9       4    54
//    1     7       9       4    63
//    2     4      16       4    64
//    3     7       1       0     7
//    4     5       1       0     5
//    5     2       3       2     6
OrderContext smartCase()
{
    return OrderContext(10, {OrderContext::job(6, 9), OrderContext::job(7, 9),
                             OrderContext::job(4, 16), OrderContext::job(7, 1),
                             OrderContext::job(5, 1), OrderContext::job(2, 3)});
}

// The six jobs of the PSRS cases, 10 nodes: wide means more than 5 nodes.
//   job  nodes  estimate
//    0     4       2      small
//    1     4       4      small
//    2     8       3      wide
//    3     2      10      small
//    4     5       1      small (exactly half the machine)
//    5     6       2      wide
std::vector<PreemptiveSmithSchedule::Job> psrsJobs()
{
    return {{4, 2}, {4, 4}, {8, 3}, {2, 10}, {5, 1}, {6, 2}};
}

OrderContext psrsCase()
{
    std::vector<JobRequest> requests;
    for (const auto& j : psrsJobs())
        requests.push_back(OrderContext::job(j.nodes, j.duration));
    return OrderContext(10, requests);
}

SimulationResult runPolicy(const std::string& policy, const Workload& workload,
                           const Platform& platform, const ParameterValues& values = {})
{
    const PolicyRegistry registry;
    auto instance = registry.create(policy, values);
    SimulationOptions options;
    options.policyLabel = "policy '" + policy + "'";
    return simulate(workload, platform, *instance, options);
}

QString configurationErrorOf(const std::string& policy, const ParameterValues& values)
{
    try {
        (void)PolicyRegistry().create(policy, values);
    } catch (const ConfigurationError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

}  // namespace

class ShelfOrderTest : public QObject {
    Q_OBJECT

private slots:
    // FFIA, area weights (w = nodes x estimate):
    //  bin 0 by area: job 4 (5) opens A (5 free); job 3 (7 nodes) does not
    //    fit A, opens B (3 free). A: 5/1 = 5; B: 7/1 = 7.
    //  bin 2: job 5 opens C: 6/3 = 2.
    //  bin 4 by area: job 0 (54) opens D (4 free); job 1 (63, 7 nodes) opens
    //    E (3 free); job 2 (64, 4 nodes): first fit is D, not the current E
    //    (next fit would open a shelf). D: (54+64)/16 = 7.375; E: 63/9 = 7.
    //  Smith, largest first: D 7.375, then B and E tie at 7 and the lower bin
    //  wins (B), then E, A 5, C 2.  List: 0 2 | 3 | 1 | 4 | 5.
    void smartFfiaShelves()
    {
        const OrderContext context = smartCase();
        SmartOrder order(SmartOrder::Settings{SmartOrder::Packing::Ffia, 2.0, 2.0 / 3.0,
                                              JobWeight(JobWeight::Kind::Area)});
        QCOMPARE(orderAll(order, context, 6), listOf({0, 2, 3, 1, 4, 5}));
        QCOMPARE(order.recomputations(), std::int64_t(1));
    }

    // NFIW, area weights: nodes / w = 1 / estimate ascending, longest first;
    // ties by submission, then trace order.
    //  bin 0: job 3 then job 4 (tie, index order): 3 opens P (3 free), 4 does
    //    not fit the current shelf, opens Q. P: 7, Q: 5.
    //  bin 2: job 5 opens R: 2.
    //  bin 4: job 2 (1/16) opens S (6 free), job 0 (1/9, 6 nodes) fills S,
    //    job 1 opens T. S: (64+54)/16 = 7.375; T: 63/9 = 7.
    //  Smith: S, then P (bin 0) and T (bin 4) tie at 7, Q 5, R 2.
    //  List: 2 0 | 3 | 1 | 4 | 5.
    void smartNfiwShelves()
    {
        const OrderContext context = smartCase();
        SmartOrder order(SmartOrder::Settings{SmartOrder::Packing::Nfiw, 2.0, 2.0 / 3.0,
                                              JobWeight(JobWeight::Kind::Area)});
        QCOMPARE(orderAll(order, context, 6), listOf({2, 0, 3, 1, 4, 5}));
    }

    // Unit weights change Smith's rule to shelf job count / length.
    // FFIA shelves as above: D {0,2} 2/16, B {3} 1/1, E {1} 1/9, A {4} 1/1,
    // C {5} 1/3. Largest first: A and B tie at 1 (same bin; A opened first),
    // then C 0.333, E 0.111, D 0.125 -> C, D, E.  List: 4 | 3 | 5 | 0 2 | 1.
    void smartUnitWeights()
    {
        const OrderContext context = smartCase();
        SmartOrder order(SmartOrder::Settings{SmartOrder::Packing::Ffia, 2.0, 2.0 / 3.0,
                                              JobWeight(JobWeight::Kind::Unit)});
        QCOMPARE(orderAll(order, context, 6), listOf({4, 3, 5, 0, 2, 1}));
    }

    // Gamma 16: bins ]0,1], ]1,16], ... Jobs 5 and 0, 1, 2 all fall into
    // ]1,16] and share shelves: by area job 5
    // (6) opens F, job 0 (54, 6 nodes) joins F (2 free left), job 1 opens G,
    // job 2 (4 nodes) fits neither F (2) nor G (3): opens H.
    // F: (6+54)/9 = 6.667, G: 63/9 = 7, H: 64/16 = 4; B 7 and A 5 as before.
    // Smith: B (bin 0) and G tie at 7 -> B, G, F, A, H.  List: 3 1 5 0 4 2.
    void smartGammaMovesBins()
    {
        const OrderContext context = smartCase();
        SmartOrder order(SmartOrder::Settings{SmartOrder::Packing::Ffia, 16.0, 2.0 / 3.0,
                                              JobWeight(JobWeight::Kind::Area)});
        QCOMPARE(orderAll(order, context, 6), listOf({3, 1, 5, 0, 4, 2}));
    }

    // Recomputation (§4.4 step 4), threshold 2/3. On 10 nodes every job
    // below is wider than half, so each has its own shelf, whose Smith ratio
    // (area weights) is its width: the order is widest first.
    void recomputeThreshold()
    {
        //          A  B  C  D  E  F  G  H   (jobs 0..7)
        // nodes    6  7  8  9 10  6  6 10
        std::vector<JobRequest> requests;
        const int widths[] = {6, 7, 8, 9, 10, 6, 6, 10};
        for (JobIndex i = 0; i < 8; ++i)
            requests.push_back(OrderContext::job(widths[i], 5, Time(i)));
        const OrderContext context(10, requests);
        SmartOrder order(SmartOrder::Settings{});
        WaitingList waiting;
        auto submit = [&](std::initializer_list<JobIndex> jobs) {
            const std::vector<JobIndex> batch(jobs);
            order.update(waiting, batch, context);
        };
        // A, B, C: none ordered yet (0/3): computed, widest first.
        submit({0, 1, 2});
        QCOMPARE(waiting, listOf({2, 1, 0}));
        QCOMPARE(order.recomputations(), std::int64_t(1));
        // D: 3 of 4 ordered (0.75): D just waits behind, although wider.
        submit({3});
        QCOMPARE(waiting, listOf({2, 1, 0, 3}));
        QCOMPARE(order.recomputations(), std::int64_t(1));
        // E: 3 of 5 (0.6 < 2/3): recomputed for all waiting jobs.
        submit({4});
        QCOMPARE(waiting, listOf({4, 3, 2, 1, 0}));
        QCOMPARE(order.recomputations(), std::int64_t(2));
        // E starts (a strategy removes it). F and G: 4 of 6 is exactly 2/3,
        // not below: appended in submission order.
        waiting.pop_front();
        submit({5, 6});
        QCOMPARE(waiting, listOf({3, 2, 1, 0, 5, 6}));
        QCOMPARE(order.recomputations(), std::int64_t(2));
        // A pass without submissions changes nothing.
        submit({});
        QCOMPARE(order.recomputations(), std::int64_t(2));
        // H: 4 of 7 (0.571): recomputed; H (10 nodes) first, the 6-node jobs
        // tie and keep submission order A, F, G.
        submit({7});
        QCOMPARE(waiting, listOf({7, 3, 2, 1, 0, 5, 6}));
        QCOMPARE(order.recomputations(), std::int64_t(3));
    }

    // Threshold 1 recomputes whenever a waiting job is not ordered.
    void thresholdOneAlwaysRecomputes()
    {
        const OrderContext context(10, {OrderContext::job(6, 5), OrderContext::job(7, 5)});
        SmartOrder::Settings settings;
        settings.threshold = 1.0;
        SmartOrder order(settings);
        WaitingList waiting;
        const std::vector<JobIndex> first{0};
        const std::vector<JobIndex> second{1};
        order.update(waiting, first, context);
        order.update(waiting, second, context);
        QCOMPARE(waiting, listOf({1, 0}));
        QCOMPARE(order.recomputations(), std::int64_t(2));
    }

    // The preemptive PSRS schedule of psrsJobs() in list order 0..5, wide
    // wait 1 x estimate:
    //  t=0  first fit: 0 (4 nodes, free 6), 1 (free 2), 3 (free 0); job 4
    //       needs 5. Wide job 2 is next and everything before it started:
    //       it waits until 0 + 3 = 3.
    //  t=2  0 ends (C0=2), free 4: nothing fits.
    //  t=3  job 2 preempts 1 (1 s left) and 3 (7 s left), runs alone to 6.
    //  t=6  C2=6; 1 resumes to 7, 3 to 13; free 4. Wide job 5 is behind the
    //       unstarted job 4: not its turn yet.
    //  t=7  C1=7, free 8: job 4 (position 4, before job 5) starts, free 3;
    //       now job 5's turn: it may wait until 7 + 2 = 9.
    //  t=8  C4=8, free 8: job 5 fits and starts normally, ends 10 (C5=10).
    //  t=13 C3=13.
    void psrsPreemptiveSchedule()
    {
        const auto jobs = psrsJobs();
        QCOMPARE(PreemptiveSmithSchedule::completionTimes(jobs, 10, 1.0),
                 (std::vector<Time>{2, 7, 6, 13, 8, 10}));
        // Wide wait 0: job 2 preempts 0, 1, 3 at once and runs 0..3; they
        // resume to 5, 7, 13. t=7: C1, job 4 starts (free 3), job 5's turn
        // with no wait: it preempts 3 (6 s left) and 4 (1 s left), runs 7..9;
        // they resume: 4 to 10, 3 to 15.
        QCOMPARE(PreemptiveSmithSchedule::completionTimes(jobs, 10, 0.0),
                 (std::vector<Time>{5, 7, 3, 15, 10, 9}));
    }

    // PSRS list from those completion times. Area weights: every Smith ratio
    // is 1, so the Smith order is submission order 0..5.
    void psrsOrder_data()
    {
        QTest::addColumn<double>("wideWait");
        QTest::addColumn<double>("wideOffset");
        QTest::addColumn<QList<int>>("expected");
        // Small instants 1,2,4,8,16; wide 1.5,3,6,12. Bins: C0=2 -> small 1,
        // C1=7 -> 3, C3=13 -> 4, C4=8 -> 3; C2=6 -> wide 2, C5=10 -> wide 3.
        // Slots small 2k, wide 2k+1: 0:2, 2:5, 1:6, 4:6, 5:7, 3:8.
        QTest::newRow("defaults") << 1.0 << 1.5 << QList<int>{0, 2, 1, 4, 5, 3};
        // Wide offset 1: wide instants 1,2,4,8,16: C2=6 -> 3 (slot 7),
        // C5=10 -> 4 (slot 9).  0:2, 1:6, 4:6, 2:7, 3:8, 5:9.
        QTest::newRow("wide offset 1") << 1.0 << 1.0 << QList<int>{0, 1, 4, 2, 3, 5};
        // Wide wait 0: C = 5,7,3,15,10,9. Small: C0=5 -> 3, C1=7 -> 3,
        // C3=15 -> 4, C4=10 -> 4; wide: C2=3 -> 1 (slot 3), C5=9 -> 3 (slot 7).
        QTest::newRow("wide wait 0") << 0.0 << 1.5 << QList<int>{2, 0, 1, 5, 3, 4};
    }
    void psrsOrder()
    {
        QFETCH(double, wideWait);
        QFETCH(double, wideOffset);
        QFETCH(QList<int>, expected);
        const OrderContext context = psrsCase();
        PsrsOrder::Settings settings;
        settings.wideWait = wideWait;
        settings.wideOffset = wideOffset;
        PsrsOrder order(settings);
        WaitingList want;
        for (const int job : expected)
            want.push_back(JobIndex(job));
        QCOMPARE(orderAll(order, context, 6), want);
    }

    // Unit weights: Smith ratio 1 / (nodes x estimate), largest first:
    // areas 8, 16, 24, 20, 5, 12 -> order 4 (5), 0 (8), 5 (12), 1 (16),
    // 3 (20), 2 (24). Preemptive schedule of that list (positions p0..p5):
    //  t=0 first fit: job 4 (5, free 5), job 0 (4, free 1); wide job 5
    //      does not fit; job 1 (4) no; job 3 (2) no. Everything ahead of
    //      job 5 has started: it may wait until 0 + 2 = 2.
    //  t=1 C4=1, free 6: job 5 (position 2, before job 1) fits: 1..3, free 0.
    //  t=2 C0=2, free 4: job 1 starts 2..6, free 0.
    //  t=3 C5=3, free 6: job 3 starts 3..13, free 4. Wide job 2: its turn,
    //      waits until 3 + 3 = 6.
    //  t=6 C1=6, free 8: job 2 fits: 6..9 (C2=9).  t=13 C3=13.
    // Bins (small 1,2,4,8,16; wide 1.5,3,6,12): 4: C1 -> 0 (slot 0);
    // 0: C2 -> 1 (2); 5: C3 -> wide 1 (3); 1: C6 -> 3 (6); 3: C13 -> 4 (8);
    // 2: C9 -> wide 3 (7).  List: 4 0 5 1 2 3.
    void psrsUnitWeights()
    {
        const OrderContext context = psrsCase();
        PsrsOrder::Settings settings;
        settings.weight = JobWeight(JobWeight::Kind::Unit);
        PsrsOrder order(settings);
        QCOMPARE(orderAll(order, context, 6), listOf({4, 0, 5, 1, 2, 3}));
    }

    // The three forms of SMART-FFIA where list, conservative and EASY all
    // differ. 8 nodes, exact estimates, threshold 2/3. Bins (gamma 2): 5 s
    // and 6 s in ]4,8], 20 s in ]16,32].
    //  1: t0 6n 10s   2: t1 5n 5s   3: t2 3n 5s   4: t3 1n 20s   5: t4 1n 6s
    //  t0 1 runs 0..10 (free 2). t1 2 waits alone.
    //  t2 1 of 2 ordered: recomputed. FFIA: 3 (area 15) opens a shelf, 2
    //     (25) fits beside it: list [3, 2]. Nothing fits in 2 nodes.
    //  t3 2 of 3 ordered (not below 2/3): 4 appended: [3, 2, 4].
    //     EASY: head 3, shadow 10, extra 8-3 = 5: 4 (1 node) backfills 3..23.
    //     Conservative: 3 and 2 reserved 10..15 (3+5 nodes), 4 would need a
    //     node in 10..15: reserved 15..35. List: the head blocks.
    //  t4 list and conservative: 2 of 4 ordered: recomputed over {3,2,4,5}:
    //     bin ]4,8] by area 5 (6), 3 (15), 2 (25): 5 and 3 share a shelf
    //     (21/6 = 3.5), 2 alone (25/5 = 5); bin ]16,32]: 4 (1). List
    //     [2, 5, 3, 4].
    //     EASY: 4 runs, so [3, 2] are 2 of 3: 5 appended, [3, 2, 5]; head 3
    //     shadow 10 (1 free + 6), 5 ends at 10 <= 10: backfilled 4..10.
    //     Conservative replans [2, 5, 3, 4]: 2 at 10..15, 5 now 4..10 (1 of
    //     the 2 free nodes), 3 at 10..15, 4 at 15..35.
    //  list:  t10 2 (free 3) and 5 (free 2) start, 3 blocks; t15 3 and 4.
    //  EASY:  t10 3 starts 10..15; 2 (5 nodes, 4 free) at 15..20.
    //  cons:  t10 replan: 2 and 3 10..15, 4 15..35.
    void threeFormsDiffer_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<QList<qint64>>("starts");
        QTest::newRow("list") << "smart-ffia" << QList<qint64>{0, 10, 15, 15, 10};
        QTest::newRow("conservative") << "smart-ffia-cons" << QList<qint64>{0, 10, 10, 15, 4};
        QTest::newRow("easy") << "smart-ffia-easy" << QList<qint64>{0, 15, 10, 3, 4};
    }
    void threeFormsDiffer()
    {
        QFETCH(QString, policy);
        QFETCH(QList<qint64>, starts);
        const Workload w =
            makeWorkload({{0, 10, 6}, {1, 5, 5}, {2, 5, 3}, {3, 20, 1}, {4, 6, 1}});
        const Platform p = PlatformCatalog::singleMachine(8);
        const SimulationResult r = runPolicy(policy.toStdString(), w, p);
        const Time runTimes[] = {10, 5, 5, 20, 6};
        ExpectedSchedule expected;
        for (int i = 0; i < 5; ++i)
            expected.emplace_back(starts[i], starts[i] + runTimes[i]);
        verifySchedule(w, p, r, expected);
    }

    // Every one of the nine entries exists, uses estimates and documents the
    // open choices; the forms differ only in the start strategy.
    void nineCatalogueEntries()
    {
        const PolicyRegistry registry;
        for (const char* order : {"smart-ffia", "smart-nfiw", "psrs"}) {
            for (const char* suffix : {"", "-cons", "-easy"}) {
                const std::string name = std::string(order) + suffix;
                const PolicyInfo* info = registry.find(name);
                QVERIFY2(info != nullptr, name.c_str());
                QVERIFY(info->needsEstimates);
                QVERIFY(info->description.find("Open choices") != std::string::npos);
                QVERIFY(!info->parameters.empty());
                for (const ParameterSpec& spec : info->parameters) {
                    QVERIFY(!spec.label.empty() && !spec.help.empty() &&
                            !spec.defaultValue.empty());
                }
            }
        }
        QCOMPARE(registry.find("smart-ffia")->parameters.size(), std::size_t(3));
        QCOMPARE(registry.find("psrs-easy")->parameters.size(), std::size_t(5));
    }

    void badParameters_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("gamma 1") << "smart-ffia" << "gamma" << "1"
            << "policy 'smart-ffia': parameter 'gamma' must be a number between 1.01 and 1000, got '1'";
        QTest::newRow("gamma 0.5") << "smart-nfiw-easy" << "gamma" << "0.5"
            << "policy 'smart-nfiw-easy': parameter 'gamma' must be a number between 1.01 and 1000, got '0.5'";
        QTest::newRow("threshold 0") << "psrs-cons" << "threshold" << "0"
            << "policy 'psrs-cons': parameter 'threshold' must be a number greater than 0 and at most 1, got '0'";
        QTest::newRow("threshold 1.5") << "smart-ffia-cons" << "threshold" << "1.5"
            << "policy 'smart-ffia-cons': parameter 'threshold' must be a number between 0 and 1, got '1.5'";
        QTest::newRow("threshold negative") << "smart-nfiw" << "threshold" << "-0.1"
            << "policy 'smart-nfiw': parameter 'threshold' must be a number between 0 and 1, got '-0.1'";
        QTest::newRow("weight") << "psrs" << "weight" << "runtime"
            << "policy 'psrs': parameter 'weight' must be one of area, unit, got 'runtime'";
        QTest::newRow("psrs has no gamma") << "psrs" << "gamma" << "2"
            << "policy 'psrs' has no parameter 'gamma'; its parameters are threshold, weight, "
               "wide-wait, small-offset, wide-offset";
    }
    void badParameters()
    {
        QFETCH(QString, policy);
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(QString, message);
        QCOMPARE(configurationErrorOf(policy.toStdString(),
                                      {{name.toStdString(), value.toStdString()}}),
                 message);
    }

    // Edge values are accepted.
    void edgeParameters()
    {
        QVERIFY(configurationErrorOf("smart-ffia", {{"gamma", "1.01"}, {"threshold", "1"}}).isEmpty());
        QVERIFY(configurationErrorOf("psrs", {{"threshold", "0.001"}, {"wide-wait", "0"}}).isEmpty());
    }
};

QTEST_GUILESS_MAIN(ShelfOrderTest)
#include "ShelfOrderTest.moc"
