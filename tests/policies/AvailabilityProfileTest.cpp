// The step function behind conservative backfilling.

#include "policies/AvailabilityProfile.h"

#include <QTest>

#include <random>

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

// The earliest slot by trying every step in turn, remembering nothing.
Time earliestByEveryStep(const Steps& steps, int nodes, Time duration)
{
    for (std::size_t i = 0; i < steps.size(); ++i) {
        bool fits = true;
        for (std::size_t k = i; k < steps.size() && steps[k].first < steps[i].first + duration; ++k)
            fits = fits && steps[k].second >= nodes;
        if (fits)
            return steps[i].first;
    }
    return steps.back().first;
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

    // The profile remembers where searches may begin; on random plans every
    // slot must still be the one a search of every step finds.
    void rememberedSearchStartsFindTheEarliestSlot()
    {
        constexpr int kNodes = 16;
        constexpr int kPlans = 200;
        constexpr int kJobsPerPlan = 60;
        std::mt19937 random(19);
        std::uniform_int_distribution<int> width(1, kNodes);
        std::uniform_int_distribution<int> shortLength(1, 40);
        std::uniform_int_distribution<int> running(0, 6);
        for (int plan = 0; plan < kPlans; ++plan) {
            AvailabilityProfile p;
            Time now = 0;
            std::vector<RunningJob> jobs;
            int free = kNodes;
            for (int r = running(random); r > 0 && free > 0; --r) {
                const int nodes = std::min(free, width(random));
                free -= nodes;
                jobs.push_back(RunningJob{JobIndex(r), 0, Time(shortLength(random)), nodes});
            }
            std::sort(jobs.begin(), jobs.end(),
                      [](const RunningJob& a, const RunningJob& b) { return a.estimatedEnd < b.estimatedEnd; });
            p.reset(now, free, jobs);
            for (int job = 0; job < kJobsPerPlan; ++job) {
                if (job % 20 == 19) {
                    now += 1;  // a pass later, as a conservative plan is extended
                    p.advanceTo(now);
                }
                const int nodes = width(random) % 5 == 0 ? width(random) : 1 + width(random) % 3;
                const Time duration = shortLength(random);
                const Time expected = earliestByEveryStep(stepsOf(p), nodes, duration);
                const AvailabilityProfile::Slot slot = p.earliestSlot(nodes, duration);
                QCOMPARE(slot.start, expected);
                QCOMPARE(p.steps()[slot.step].time, expected);
                p.reserve(slot, duration, nodes);
            }
        }
    }
};

QTEST_APPLESS_MAIN(AvailabilityProfileTest)
#include "AvailabilityProfileTest.moc"
