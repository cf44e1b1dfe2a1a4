// The "by credit" colour mode: a job is coloured by its largest credit
// (its own or its options', Vanderster 2008) on one ramp from pale (0) to
// dark red (the run's largest); jobs without a credit are grey; the legend
// gives five equal credit bands and "No credit".

#include "GanttTestSnapshots.h"

#include "gantt/CreditPalette.h"
#include "gantt/GanttPalette.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

class GanttCreditColoursTest : public QObject {
    Q_OBJECT

private slots:
    void coloursFollowTheCredit()
    {
        auto snapshot = makeTwoMachineSnapshot();
        QVERIFY(!CreditPalette::hasCredits(*snapshot));
        auto workload = std::make_shared<Workload>(*snapshot->workload);
        // Job 0 is worth 10, job 1 5, job 2 2 but 10 as its option; 3 and 4 nothing.
        workload->jobs[0].value = 10;
        workload->jobs[1].value = 5;
        workload->jobs[2].value = 2;
        JobOption option;
        option.value = 10;
        workload->jobs[2].options = {option};
        snapshot->workload = workload;
        QVERIFY(CreditPalette::hasCredits(*snapshot));
        QCOMPARE(CreditPalette::largestCredit(*snapshot), 10.0);

        const auto colours = GanttPalette::jobColours(*snapshot, GanttPalette::ColorMode::ByCredit);
        QCOMPARE(colours[0], colours[2]);  // the largest credit counts
        QCOMPARE(colours[0], CreditPalette::colour(10, 10));
        QVERIFY(colours[1] != colours[0]);
        QCOMPARE(colours[3], CreditPalette::colour(-1, 10));
        QCOMPARE(colours[3], colours[4]);
        // Darker for more credit: the ramp's luminance falls.
        QVERIFY(qGray(CreditPalette::colour(0, 10)) > qGray(CreditPalette::colour(5, 10)));
        QVERIFY(qGray(CreditPalette::colour(5, 10)) > qGray(CreditPalette::colour(10, 10)));

        const auto legend = GanttPalette::legend(snapshot.get(), GanttPalette::ColorMode::ByCredit);
        QCOMPARE(legend.size(), 6);
        QCOMPARE(legend[0].first, QStringLiteral("credit 0.0–2.0"));
        QCOMPARE(legend[4].first, QStringLiteral("credit 8.0–10.0"));
        QCOMPARE(legend[5].first, QStringLiteral("No credit"));
    }
};

QTEST_MAIN(GanttCreditColoursTest)
#include "GanttCreditColoursTest.moc"
