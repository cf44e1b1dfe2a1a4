// The step function behind conservative backfilling.

#include "policies/AvailabilityProfile.h"

#include <QTest>

using namespace schedlab;

namespace {

using Steps = std::vector<std::pair<Time, int>>;

Steps stepsOf(const AvailabilityProfile& profile)
{
    Steps out;
    for (const AvailabilityProfile::Step& s : profile.steps())
        out.emplace_back(s.time, s.free);
    return out;
}

}  // namespace

class AvailabilityProfileTest : public QObject {
    Q_OBJECT

private slots:
    // 8 nodes: 2 free now (t=100); jobs of 3, 1 and 2 nodes end at 110, 110
    // and 130; an overrunning job (estimated end 90) ends at the next instant.
    void resetFromRunningJobs()
    {
        AvailabilityProfile p;
        const std::vector<RunningJob> running{
            {0, 50, 90, 2}, {1, 60, 110, 3}, {2, 70, 110, 1}, {3, 80, 130, 2}};
        p.reset(100, 0, running);
        QCOMPARE(stepsOf(p), (Steps{{100, 0}, {101, 2}, {110, 6}, {130, 8}}));
    }

    void earliestSlotNeedsTheWholeDuration()
    {
        AvailabilityProfile p;
        p.reset(0, 2, std::vector<RunningJob>{{0, 0, 10, 2}});  // 4 nodes: 2 free, 4 from 10
        p.reserve(p.earliestSlot(4, 5), 5, 4);                  // [10,15) all four
        QCOMPARE(stepsOf(p), (Steps{{0, 2}, {10, 0}, {15, 4}}));
        // 1 node for 11 s: [0,10) has 2 free but the window hits [10,15): after 15.
        QCOMPARE(p.earliestSlot(1, 11).start, Time(15));
        // 1 node for 10 s exactly fits [0,10).
        QCOMPARE(p.earliestSlot(1, 10).start, Time(0));
        QCOMPARE(p.earliestSlot(2, 9).start, Time(0));
        QCOMPARE(p.earliestSlot(3, 1).start, Time(15));
        const AvailabilityProfile::Slot slot = p.earliestSlot(2, 10);
        QCOMPARE(slot.start, Time(0));
        QCOMPARE(slot.step, std::size_t(0));
    }

    void reserveSplitsSteps()
    {
        AvailabilityProfile p;
        p.reset(0, 4, {});
        p.reserve(p.earliestSlot(1, 5), 5, 1);
        p.reserve(p.earliestSlot(3, 2), 2, 3);
        QCOMPARE(stepsOf(p), (Steps{{0, 0}, {2, 3}, {5, 4}}));
        p.advanceTo(3);
        QCOMPARE(stepsOf(p), (Steps{{3, 3}, {5, 4}}));
    }
};

QTEST_APPLESS_MAIN(AvailabilityProfileTest)
#include "AvailabilityProfileTest.moc"
