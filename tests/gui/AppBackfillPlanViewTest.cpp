// The teaching walk-through of teaching-backfilling.swf under playback: the
// job details say why a job still waits (the shadow time, the extra nodes,
// a reservation), and the Gantt chart draws the shadow time and the
// reservations, in their own colours, only while a plan is shown.

#include "AppTestSupport.h"
#include "JobDetailsPanel.h"

#include "gantt/GanttChartWidget.h"
#include "gantt/GanttPlanPainter.h"
#include "run/ScheduleInstant.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace schedlab;

namespace {

constexpr int kTeachingNodes = 4;
constexpr std::size_t kPlannedJobs = 200;
// Job indices of the teaching trace: job k of its notes is index k - 1.
constexpr JobIndex kJob2 = 1;
constexpr JobIndex kJob3 = 2;
constexpr JobIndex kJob4 = 3;
constexpr JobIndex kJob5 = 4;

RunSnapshotPtr teachingRun(const std::string& policy)
{
    return test::simulateDirectly(QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/teaching-backfilling.swf"),
                                  PlatformCatalog::singleMachine(kTeachingNodes), policy);
}

std::shared_ptr<const BackfillPlan> planAt(const RunSnapshot& run, Time now)
{
    auto plan = ScheduleInstant::planAt(run, now, kPlannedJobs);
    return plan ? std::make_shared<const BackfillPlan>(std::move(*plan)) : nullptr;
}

QString waitingText(const RunSnapshotPtr& run, Time now, std::shared_ptr<const BackfillPlan> plan, JobIndex job)
{
    JobDetailsPanel panel;
    panel.setSnapshot(run);
    panel.showJob(job);
    panel.setPlayback(now, std::move(plan));
    return panel.plainText();
}

int pixelsOf(const QImage& image, QRgb colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += image.pixel(x, y) == colour ? 1 : 0;
    return count;
}

QImage chartAt(const RunSnapshotPtr& run, Time now, std::shared_ptr<const BackfillPlan> plan)
{
    GanttChartWidget chart;
    chart.resize(900, 400);
    chart.setSnapshot(run);
    chart.setLegendVisible(false);
    chart.setNowTime(now);
    chart.setBackfillPlan(std::move(plan));
    QImage image(chart.size(), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    chart.paintChart(painter);
    return image;
}

}  // namespace

class AppBackfillPlanViewTest : public QObject {
    Q_OBJECT

private slots:
    void easyExplainsTheShadowTimeAndTheExtraNode()
    {
        const RunSnapshotPtr run = teachingRun("easy");
        // At 2: job 1 holds 2 of 4 nodes until 10; job 2 (3 nodes) heads the queue.
        const auto plan = planAt(*run, 2);
        const QString head = waitingText(run, 2, plan, kJob2);
        QVERIFY2(head.contains(QStringLiteral("first in line")), qPrintable(head));
        QVERIFY2(head.contains(QStringLiteral("with 1 extra node")), qPrintable(head));
        const QString wide = waitingText(run, 2, plan, kJob3);
        QVERIFY2(wide.contains(QStringLiteral("It needs 4 nodes; free now: 2.")), qPrintable(wide));
        // Before it is submitted, and once it runs, nothing is said.
        QVERIFY(!waitingText(run, 1, planAt(*run, 1), kJob3).contains(QStringLiteral("waiting")));
        QVERIFY(!waitingText(run, 4, planAt(*run, 4), kJob5).contains(QStringLiteral("waiting")));
    }

    // Job 4 (1 node, 20 s) fits at 3 but would run past the shadow time 10 on
    // more than the extra nodes once job 5's share is gone: hand-made plan.
    void easyExplainsWhyAFittingJobWouldDelayTheFirst()
    {
        const RunSnapshotPtr run = teachingRun("conservative");  // job 4 waits from 3 to 20
        auto plan = std::make_shared<BackfillPlan>();
        plan->kind = BackfillPlan::Kind::Easy;
        plan->now = 3;
        plan->head = kJob2;
        plan->shadowTime = 10;
        plan->extraNodes = 0;
        plan->freeNodes = 2;
        const QString text = waitingText(run, 3, plan, kJob4);
        QVERIFY2(text.contains(QStringLiteral("could delay job 2")), qPrintable(text));
    }

    void conservativeNamesTheReservation()
    {
        const RunSnapshotPtr run = teachingRun("conservative");
        const QString text = waitingText(run, 4, planAt(*run, 4), kJob4);
        QVERIFY2(text.contains(QStringLiteral("reserves it a start at")), qPrintable(text));
        // FCFS has no plan to show: the details only say that it waits.
        const RunSnapshotPtr fcfs = teachingRun("fcfs");
        QVERIFY(!planAt(*fcfs, 4));
        const QString plain = waitingText(fcfs, 4, nullptr, kJob4);
        QVERIFY(plain.contains(QStringLiteral("it is waiting")));
        QVERIFY(!plain.contains(QStringLiteral("reserve")));
    }

    void ganttDrawsTheShadowTimeAndReservationsOnlyWithAPlan()
    {
        const RunSnapshotPtr easy = teachingRun("easy");
        const QImage withPlan = chartAt(easy, 2, planAt(*easy, 2));
        const QImage without = chartAt(easy, 2, nullptr);
        QVERIFY(pixelsOf(withPlan, GanttPlanPainter::kShadowTime) > 0);
        QVERIFY(pixelsOf(withPlan, GanttPlanPainter::kReservation) > 0);
        QCOMPARE(pixelsOf(without, GanttPlanPainter::kShadowTime), 0);
        QCOMPARE(pixelsOf(without, GanttPlanPainter::kReservation), 0);
        // Conservative: reservations, no shadow line.
        const RunSnapshotPtr conservative = teachingRun("conservative");
        const QImage planned = chartAt(conservative, 4, planAt(*conservative, 4));
        QVERIFY(pixelsOf(planned, GanttPlanPainter::kReservation) > 0);
        QCOMPARE(pixelsOf(planned, GanttPlanPainter::kShadowTime), 0);
    }
};

QTEST_MAIN(AppBackfillPlanViewTest)
#include "AppBackfillPlanViewTest.moc"
