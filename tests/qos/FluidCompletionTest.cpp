// AFTO's adjusted fair completion times (Phosphorus D5.2, §2.1, eqs. 7-8)
// and SFTO's key (eq. 6), on small batches worked by hand for both
// afto-rates and both afto-start choices.

#include "QosTestSupport.h"

#include "qos/FairCompletionTime.h"
#include "qos/FluidCompletion.h"

#include <QTest>

#include <limits>
#include <stdexcept>

using namespace schedlab;

namespace {

using Task = FluidCompletion::Task;
using Start = FluidCompletion::Start;
using Rates = FluidCompletion::Rates;

constexpr double kNever = std::numeric_limits<double>::infinity();

std::vector<double> times(double capacity, Start start, Rates rates, const std::vector<Task>& tasks)
{
    return FluidCompletion(capacity, start, rates).completionTimes(tasks);
}

}  // namespace

Q_DECLARE_METATYPE(std::vector<schedlab::FluidCompletion::Task>)
Q_DECLARE_METATYPE(std::vector<double>)
Q_DECLARE_METATYPE(schedlab::FluidCompletion::Start)
Q_DECLARE_METATYPE(schedlab::FluidCompletion::Rates)

class FluidCompletionTest : public QObject {
    Q_OBJECT

private slots:
    // Each row: capacity C, afto-start, afto-rates, the tasks as {X_i, w_i,
    // delta_i, phi_i}, and the completion times worked out by hand.
    void handWorked_data()
    {
        QTest::addColumn<double>("capacity");
        QTest::addColumn<Start>("start");
        QTest::addColumn<Rates>("rates");
        QTest::addColumn<std::vector<Task>>("tasks");
        QTest::addColumn<std::vector<double>>("expected");

        // C = 10, equal demands 10 from t = 0, works 10 and 30: 5 each until
        // the first is done at 10/5 = 2; the other has 20 left and gets all
        // 10 (its demand): done at 4. Both rate rules agree here.
        const std::vector<Task> equal{{10, 10, 0, 1}, {10, 30, 0, 1}};
        QTest::newRow("equal demands, maxmin") << 10.0 << Start::Delta << Rates::MaxMin << equal
                                               << std::vector<double>{2, 4};
        QTest::newRow("equal demands, equal-split") << 10.0 << Start::Delta << Rates::EqualSplit << equal
                                                    << std::vector<double>{2, 4};

        // Demands 2 and 10, works 4 and 30, both from 0.
        // maxmin: rates (2, 8): the first is done at 2; the second did 16,
        // has 14 left at 10: 3.4. equal-split: (5, 5): the first is done at
        // 0.8; the second did 4, has 26 left at 10: 3.4.
        // With afto-start = zero, the second task's delay 1 below changes
        // nothing: the same times.
        const std::vector<Task> together{{2, 4, 0, 1}, {10, 30, 0, 1}};
        const std::vector<Task> later{{2, 4, 0, 1}, {10, 30, 1, 1}};
        QTest::newRow("demand cap, maxmin") << 10.0 << Start::Delta << Rates::MaxMin << together
                                            << std::vector<double>{2, 3.4};
        QTest::newRow("demand cap, equal-split") << 10.0 << Start::Delta << Rates::EqualSplit << together
                                                 << std::vector<double>{0.8, 3.4};
        QTest::newRow("start zero, maxmin") << 10.0 << Start::Zero << Rates::MaxMin << later
                                            << std::vector<double>{2, 3.4};
        QTest::newRow("start zero, equal-split") << 10.0 << Start::Zero << Rates::EqualSplit << later
                                                 << std::vector<double>{0.8, 3.4};

        // The same tasks, the second joining at delta = 1.
        // maxmin: the first runs alone at its demand 2 (C is not work
        // conserving past the demands) and is done at 2; the second runs at
        // 8 from 1 to 2 (8 done), then at 10: 2 + 22/10 = 4.2.
        // equal-split: the first alone at 10 is done at 0.4; the second,
        // alone from 1 at 10, at 4.
        QTest::newRow("start delta, maxmin") << 10.0 << Start::Delta << Rates::MaxMin << later
                                             << std::vector<double>{2, 4.2};
        QTest::newRow("start delta, equal-split") << 10.0 << Start::Delta << Rates::EqualSplit << later
                                                  << std::vector<double>{0.4, 4};

        // A join midway: demands 10 each, works 20 and 20, the second at
        // delta = 1. The first runs alone at 10 until 1 (10 left), then both
        // at 5: the first is done at 3, the second did 10 and finishes the
        // other 10 at 10: 4. Starting both at zero they share 5 each: both 4.
        const std::vector<Task> midway{{10, 20, 0, 1}, {10, 20, 1, 1}};
        QTest::newRow("join midway, delta") << 10.0 << Start::Delta << Rates::MaxMin << midway
                                            << std::vector<double>{3, 4};
        QTest::newRow("join midway, zero") << 10.0 << Start::Zero << Rates::MaxMin << midway
                                           << std::vector<double>{4, 4};

        // Weights: equal-split in proportion 3 : 1 of C = 8 gives (6, 2);
        // works 12 and 12: the first is done at 2, the second did 4 and runs
        // the last 8 at 8: 3.
        QTest::newRow("weighted equal-split") << 8.0 << Start::Delta << Rates::EqualSplit
                                              << std::vector<Task>{{8, 12, 0, 3}, {8, 12, 0, 1}}
                                              << std::vector<double>{2, 3};

        // Zero work completes on joining; a zero demand never gets a rate
        // under maxmin, but does under equal-split: all of C, since the task
        // without work leaves at once, so 5 / 10.
        const std::vector<Task> degenerate{{5, 0, 2, 1}, {0, 5, 0, 1}};
        QTest::newRow("zero work and demand, maxmin") << 10.0 << Start::Delta << Rates::MaxMin << degenerate
                                                      << std::vector<double>{2, kNever};
        QTest::newRow("zero work and demand, equal-split") << 10.0 << Start::Zero << Rates::EqualSplit
                                                           << degenerate << std::vector<double>{0, 0.5};
        QTest::newRow("no tasks") << 10.0 << Start::Delta << Rates::MaxMin << std::vector<Task>{}
                                  << std::vector<double>{};
    }

    void handWorked()
    {
        QFETCH(double, capacity);
        QFETCH(Start, start);
        QFETCH(Rates, rates);
        QFETCH(std::vector<Task>, tasks);
        QFETCH(std::vector<double>, expected);
        QOS_COMPARE_VECTORS(times(capacity, start, rates, tasks), expected);
    }

    void badInput()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)FluidCompletion(-1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 (void)times(10, Start::Delta, Rates::MaxMin, {{1, -1, 0, 1}}));
    }

    // SFTO (eq. 6): r = MaxMin((10, 3, 5, 15), 30) = (10, 3, 5, 12) (M1);
    // with works (20, 3, 10, 24) and delays (1, 0, 0, 2) the keys are
    // 1 + 2, 0 + 1, 0 + 2, 2 + 2.
    void sftoKeys()
    {
        QOS_COMPARE_VECTORS(FairCompletionTime::sfto({1, 0, 0, 2}, {20, 3, 10, 24}, {10, 3, 5, 15}, 30),
                            (std::vector<double>{3, 1, 2, 4}));
        QCOMPARE(FairCompletionTime::of(1, 5, 0), kNever);
        QCOMPARE(FairCompletionTime::of(1, 0, 0), 1.0);
    }
};

QTEST_APPLESS_MAIN(FluidCompletionTest)
#include "FluidCompletionTest.moc"
