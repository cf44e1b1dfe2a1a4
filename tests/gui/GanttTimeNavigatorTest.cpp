// Qt Test of the time navigation shared by the Gantt chart and the
// occupancy view: exact windows after zooming, panning, wheel and keys.

#include "gantt/TimeNavigator.h"

#include <QtTest>

using namespace schedlab;

namespace {

// A data extent of 10,000 s allows windows up to 15,000 s wide.
constexpr double kFirst = 0;
constexpr double kLast = 10000;
// 400 px showing 1000..5000 s: 10 s per pixel, x = 100 at t = 1000.
const QRect kBody(100, 0, 400, 50);

}  // namespace

class GanttTimeNavigatorTest : public QObject {
    Q_OBJECT

private:
    int m_changes = 0;

    // The window 1000..5000 s within limits 0..10,000 s; counts changes.
    TimeNavigator navigator()
    {
        TimeNavigator time([this] { ++m_changes; });
        time.setLimits(kFirst, kLast);
        time.setRange(1000, 5000);
        m_changes = 0;
        return time;
    }

    static void compareWindow(const TimeNavigator& time, double from, double to)
    {
        QCOMPARE(time.from(), from);
        QCOMPARE(time.to(), to);
    }

private slots:
    void zoomAroundKeepsTheAnchorFixed()
    {
        TimeNavigator time = navigator();
        time.zoomAround(2000, 2.0);
        compareWindow(time, 1500, 3500);  // 2000 s stays a quarter into the window
        time.zoomAround(2000, 0.5);
        compareWindow(time, 1000, 5000);
        time.zoomBy(0.5);  // about the centre, 3000 s
        compareWindow(time, -1000, 7000);
        QCOMPARE(m_changes, 3);
        time.zoomAround(2000, 0);  // nonsense factors are ignored
        time.zoomAround(2000, -1);
        QCOMPARE(m_changes, 3);
    }

    void zoomBySpansAroundTheCentre()
    {
        TimeNavigator time = navigator();
        time.zoomBy(4.0);
        compareWindow(time, 2500, 3500);
        time.zoomBy(0.25);
        compareWindow(time, 1000, 5000);
    }

    void pixelsMapToTime()
    {
        TimeNavigator time = navigator();
        QCOMPARE(time.timeAt(100, kBody), 1000.0);
        QCOMPARE(time.timeAt(200, kBody), 2000.0);
        QCOMPARE(time.timeAt(500, kBody), 5000.0);
        QCOMPARE(time.xOf(3000, kBody), 300.0);
        QCOMPARE(time.visibleRange(), (std::pair<Time, Time>(1000, 5000)));
    }

    void wheelZoomsAboutTheCursor()
    {
        TimeNavigator time = navigator();
        // One notch in at x = 200 (t = 2000): the span shrinks by 1.25 to
        // 3200 s and t = 2000 stays under the cursor.
        time.wheel(QPoint(0, 120), 200, kBody);
        compareWindow(time, 1200, 4400);
        QCOMPARE(time.timeAt(200, kBody), 2000.0);
        // Two notches out at the same place: 3200 * 1.25^2 = 5000 s.
        time.wheel(QPoint(0, -240), 200, kBody);
        compareWindow(time, 750, 5750);
        QCOMPARE(time.timeAt(200, kBody), 2000.0);
        QCOMPARE(m_changes, 2);
    }

    void horizontalWheelPans()
    {
        TimeNavigator time = navigator();
        time.wheel(QPoint(120, 0), 200, kBody);  // one notch: a tenth of 4000 s, to the left
        compareWindow(time, 600, 4600);
        time.wheel(QPoint(-240, 0), 200, kBody);
        compareWindow(time, 1400, 5400);
        // wheelZoom reads only the vertical wheel: a horizontal one changes nothing.
        time.wheelZoom(QPoint(120, 0), 300, kBody);
        compareWindow(time, 1400, 5400);
        QCOMPARE(m_changes, 2);
    }

    void keysStep()
    {
        TimeNavigator time = navigator();
        QVERIFY(time.key(Qt::Key_Plus));  // 4000 s / 1.5 about the centre, 3000 s
        QCOMPARE(time.span(), 4000 / TimeNavigator::kKeyZoomStep);
        QCOMPARE((time.from() + time.to()) / 2, 3000.0);
        QVERIFY(time.key(Qt::Key_Minus));
        compareWindow(time, 1000, 5000);
        QVERIFY(time.key(Qt::Key_Equal));  // + without Shift on most layouts
        QVERIFY(time.key(Qt::Key_Minus));
        QVERIFY(time.key(Qt::Key_Right));
        compareWindow(time, 1400, 5400);
        QVERIFY(time.key(Qt::Key_Left));
        QVERIFY(time.key(Qt::Key_Left));
        compareWindow(time, 600, 4600);
        QVERIFY(time.key(Qt::Key_Home));
        compareWindow(time, -100, 10100);  // the limits and a 1 % margin
        const int changes = m_changes;
        QVERIFY(!time.key(Qt::Key_A));
        QVERIFY(!time.key(Qt::Key_Up));  // rows are the Gantt chart's business
        QCOMPARE(m_changes, changes);
    }

    void panClampsToTheLimits()
    {
        TimeNavigator time = navigator();
        time.panBy(20000);  // the centre stops at the last sample
        compareWindow(time, 8000, 12000);
        time.panBy(1000);
        compareWindow(time, 8000, 12000);
        QCOMPARE(m_changes, 1);  // the second pan changed nothing: no echo
        time.panBy(-50000);
        compareWindow(time, -2000, 2000);
        // Neither wider than 1.5 times the data nor narrower than 10 s.
        time.setRange(-100000, 100000);
        compareWindow(time, -7500, 7500);
        time.setRange(500, 501);
        compareWindow(time, 495.5, 505.5);
    }

    void withoutLimitsOnlyTheMinimumSpanApplies()
    {
        TimeNavigator time;
        time.setRange(-1e6, 1e6);
        compareWindow(time, -1e6, 1e6);
        time.fitAll();
        compareWindow(time, 0, TimeNavigator::kEmptySpanSeconds);
        time.setLimits(1000, 3000);
        QVERIFY(time.hasLimits());
        time.fitAll();
        compareWindow(time, 980, 3020);
        time.clearLimits();
        time.panBy(1e6);
        compareWindow(time, 980 + 1e6, 3020 + 1e6);
    }

    void dragFollowsThePointer()
    {
        TimeNavigator time = navigator();
        time.beginDrag();
        time.dragTo(100, kBody.width());  // 100 px at 10 s per pixel
        compareWindow(time, 0, 4000);
        time.dragTo(-100, kBody.width());  // relative to where the drag began
        compareWindow(time, 2000, 6000);
        time.dragTo(0, kBody.width());
        compareWindow(time, 1000, 5000);
    }
};

QTEST_MAIN(GanttTimeNavigatorTest)
#include "GanttTimeNavigatorTest.moc"
