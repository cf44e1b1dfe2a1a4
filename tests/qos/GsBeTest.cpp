// The guaranteed-service kernels of Phosphorus D5.2 (2007), §3: registration
// (18)-(19), leaky buckets (20), the delay bound (25)/(33) and the dispatch
// of a guaranteed task (Fig. 27), on the numbers of experiment F4 (§3.3).

#include "qos/GsDelayBound.h"
#include "qos/GsResource.h"
#include "qos/LeakyBucket.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace schedlab;

namespace {

// F4: every resource takes tasks up to U1's size; users' bursts are five tasks.
constexpr double kResourceMaxTask = 419'900'000;
constexpr double kBurstTasks = 5;
constexpr double kTenth = 0.05;   // the deliverable prints bounds to 0.1 s

GsUser user(double rate, double task)
{
    return {rate, kBurstTasks * task, 1.0, task};
}

const GsUser kU1 = user(769'048, 419'900'000);
const GsUser kU2 = user(21'776, 71'383'000);
const GsUser kU3 = user(69.87, 419'900);

// R1 and R2 of F4, the GS-capable resources of scenario GB.
std::vector<GsResource> gbResources()
{
    return {GsResource({780'000}, kResourceMaxTask), GsResource({520'000}, kResourceMaxTask)};
}

}  // namespace

class GsBeTest : public QObject {
    Q_OBJECT

private slots:
    // §3.3: U1 registers at R1; U2 does not fit there beside U1 (780,000 / 2
    // < ρ_U1), so it and U3 register at R2.
    void registrationPlacesTheUsers()
    {
        std::vector<GsResource> resources = gbResources();
        QCOMPARE(registerAtFirst(resources, kU1), std::optional<std::size_t>(0));
        QCOMPARE(registerAtFirst(resources, kU2), std::optional<std::size_t>(1));
        QCOMPARE(registerAtFirst(resources, kU3), std::optional<std::size_t>(1));
        QCOMPARE(resources[1].guaranteedRate(0), 260'000.0);
        // A task larger than the resource's largest is refused.
        QVERIFY(!resources[1].admits(user(1, 2 * kResourceMaxTask)));
    }

    // GS_BE_EQUAL: a best-effort task sent to R1 would halve U1's share
    // below its rate: rejected. R2 keeps both users' rates with a third.
    void temporaryBestEffortUsers()
    {
        std::vector<GsResource> resources = gbResources();
        (void)registerAtFirst(resources, kU1);
        (void)registerAtFirst(resources, kU2);
        (void)registerAtFirst(resources, kU3);
        QVERIFY(!resources[0].admitsTemporaryUser());
        QVERIFY(resources[1].admitsTemporaryUser());
    }

    // (25): U1 at R1 under GB: 3768.3 s + max(T, d); U2 and U3 at R2:
    // 2454.8 s and 817.2 s (the deadlines of F4 are these plus 10 s).
    void delayBoundsOfF4()
    {
        std::vector<GsResource> resources = gbResources();
        (void)registerAtFirst(resources, kU1);
        (void)registerAtFirst(resources, kU2);
        (void)registerAtFirst(resources, kU3);
        const auto bound = [](const GsResource& r, const GsUser& u, double withheld = 0, bool priority = false) {
            return gsDelayBound(r, {withheld, 0, u.burst, u.maxTask, priority});
        };
        QVERIFY(std::abs(bound(resources[0], kU1) - 3768.3) < kTenth);
        QVERIFY(std::abs(bound(resources[0], kU1, 100) - 3868.3) < kTenth);
        QVERIFY(std::abs(bound(resources[1], kU2) - 2454.8) < kTenth);
        QVERIFY(std::abs(bound(resources[1], kU3) - 817.2) < kTenth);
        // Behind a non-preemptive BE queue: one more largest task, 538.3 s.
        QVERIFY(std::abs(bound(resources[0], kU1, 0, true) - 4306.7) < kTenth);
        // (33), R1 as 30 CPUs of 26,000 MIPS: the same first term, the last
        // at the slowest CPU's pace: 3230.0 + 16150.0.
        GsResource multiCpu(std::vector<double>(30, 26'000), kResourceMaxTask);
        QVERIFY(multiCpu.registerUser(kU1));
        QVERIFY(std::abs(bound(multiCpu, kU1) - 19'380.0) < kTenth);
    }

    // σ = 10 MI, ρ = 2 MIPS. A task of 4 goes at once; one of 8 more waits
    // until 12 <= 10 + 2 t, t = 1, in both kinds. After a long idle time the
    // cumulative bucket lets a large burst through; the token bucket holds
    // at most σ.
    void leakyBuckets()
    {
        for (const LeakyBucket::Kind kind : {LeakyBucket::Kind::Cumulative, LeakyBucket::Kind::Token}) {
            LeakyBucket bucket(kind, 10, 2, 0);
            QCOMPARE(bucket.earliestConforming(4, 0), 0.0);
            bucket.send(4, 0);
            QCOMPARE(bucket.earliestConforming(8, 0), 1.0);
            bucket.send(8, 1);
            QCOMPARE(bucket.sent(), 12.0);
        }
        LeakyBucket cumulative(LeakyBucket::Kind::Cumulative, 10, 2, 0);
        cumulative.send(12, 1);
        QCOMPARE(cumulative.earliestConforming(150, 100), 100.0);
        QCOMPARE(cumulative.earliestConforming(250, 100), 126.0);
        LeakyBucket token(LeakyBucket::Kind::Token, 10, 2, 0);
        token.send(4, 0);
        token.send(8, 1);
        QCOMPARE(token.earliestConforming(150, 100), LeakyBucket::kNever);
        QCOMPARE(token.earliestConforming(10, 100), 100.0);
        // Conservative feedback: a task counted as J^max = 8 that was 3.
        token.correct(3 - 8, 100);
        QCOMPARE(token.sent(), 7.0);
    }

    void unknownWorkloadAccounting()
    {
        QCOMPARE(chargedOnSend(WorkAccounting::Exact, 3, 8), 3.0);
        QCOMPARE(chargedOnSend(WorkAccounting::Conservative, 3, 8), 8.0);
        QCOMPARE(correctionOnCompletion(WorkAccounting::Conservative, 3, 8), 0.0);
        QCOMPARE(chargedOnSend(WorkAccounting::ConservativeFeedback, 3, 8), 8.0);
        QCOMPARE(correctionOnCompletion(WorkAccounting::ConservativeFeedback, 3, 8), -5.0);
        QCOMPARE(chargedOnSend(WorkAccounting::FullAggressive, 3, 8), 0.0);
        QCOMPARE(correctionOnCompletion(WorkAccounting::FullAggressive, 3, 8), 3.0);
    }

    // Fig. 27: the least bound that meets the deadline; withheld when only
    // the bucket stands in the way; best effort otherwise.
    void dispatchOfAGuaranteedTask()
    {
        const std::vector<GsCandidate> two = {{true, true, 100}, {true, true, 50}};
        QCOMPARE(int(dispatchGuaranteed(two, 80).dispatch), int(GsDispatch::Guaranteed));
        QCOMPARE(dispatchGuaranteed(two, 80).resource, std::optional<std::size_t>(1));
        QCOMPARE(int(dispatchGuaranteed(two, 40).dispatch), int(GsDispatch::BestEffort));
        const std::vector<GsCandidate> shaped = {{false, true, 50}, {true, false, 10}};
        QCOMPARE(int(dispatchGuaranteed(shaped, 80).dispatch), int(GsDispatch::Withhold));
        QCOMPARE(int(dispatchGuaranteed({}, 80).dispatch), int(GsDispatch::BestEffort));
    }
};

QTEST_GUILESS_MAIN(GsBeTest)
#include "GsBeTest.moc"
