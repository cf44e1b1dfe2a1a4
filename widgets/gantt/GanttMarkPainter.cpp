#include "GanttMarkPainter.h"

#include "GanttBatchMarks.h"

#include <QPainter>
#include <QPolygonF>

#include <algorithm>

namespace schedlab {

namespace {

constexpr QRgb kHalo = 0xe6ffffff;  // keeps marks readable on any job colour
constexpr double kMarkWidth = 2.0;
constexpr double kHaloWidth = 4.0;
constexpr double kMoveWidth = 1.3;
constexpr double kMoveDotRadius = 2.4;
constexpr double kTriangleHalf = 4.0;
constexpr double kMinTriangleRowsPx = 6.0;
constexpr double kWhiskerInsetPx = 1.5;
constexpr double kCrossHalfMax = 4.0;
constexpr double kCrossHalfMin = 1.5;
// More links than this in view are a tangle that hides the jobs (a utility
// run migrates tasks every period): they fold away until the user zooms in;
// the moved segments stay hatched and the job details list every segment.
constexpr int kMostMoveLinks = 60;
// Marks this close outside the body may still reach into it.
constexpr double kMarginPx = 6.0;

double rowsTop(const GanttView& view, const GanttScene& scene, NodeId first)
{
    return view.yOf(scene.layout.rowTop(first));
}

double rowsBottom(const GanttView& view, const GanttScene& scene, NodeId last)
{
    return view.yOf(scene.layout.rowBottom(last));
}

bool rowsVisible(const GanttView& view, double top, double bottom)
{
    return bottom >= double(view.body.top()) - kMarginPx && top <= double(view.body.bottom()) + kMarginPx;
}

}  // namespace

void GanttMarkPainter::paint(QPainter& painter, const GanttView& view, const GanttScene& scene)
{
    if (!scene.valid())
        return;
    const double margin = kMarginPx / view.pxPerSecond();
    const double from = view.timeFrom - margin;
    const double to = std::min(view.timeTo + margin, view.drawUntil());
    painter.save();
    painter.setClipRect(view.body);
    painter.setRenderHint(QPainter::Antialiasing, true);
    GanttBatchMarks::paint(painter, view, scene.batchInstants);
    paintMoves(painter, view, scene, from, to);
    paintFaults(painter, view, scene, from, to);
    paintDeadlines(painter, view, scene, from, to);
    painter.restore();
}

void GanttMarkPainter::paintMoves(QPainter& painter, const GanttView& view, const GanttScene& scene, double from,
                                  double to)
{
    int inView = 0;
    scene.marks.forEachMoveIn(from, to, [&](const GanttMove& move) { inView += double(move.until) <= to ? 1 : 0; });
    if (inView > kMostMoveLinks)
        return;
    QPen pen(QColor::fromRgba(kMove), kMoveWidth, Qt::DashLine);
    scene.marks.forEachMoveIn(from, to, [&](const GanttMove& move) {
        // Drawn once the job has gone on, so playback does not tell the future.
        if (double(move.until) > to)
            return;
        const double y0 = (rowsTop(view, scene, move.fromFirst) + rowsBottom(view, scene, move.fromLast)) / 2;
        const double y1 = (rowsTop(view, scene, move.toFirst) + rowsBottom(view, scene, move.toLast)) / 2;
        if (!rowsVisible(view, std::min(y0, y1), std::max(y0, y1)))
            return;
        const QPointF a(view.xOf(double(move.time)), y0);
        const QPointF b(view.xOf(double(move.until)), y1);
        painter.setPen(pen);
        painter.drawLine(a, b);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor::fromRgba(kMove));
        painter.drawEllipse(a, kMoveDotRadius, kMoveDotRadius);
        painter.drawEllipse(b, kMoveDotRadius, kMoveDotRadius);
    });
}

void GanttMarkPainter::paintFaults(QPainter& painter, const GanttView& view, const GanttScene& scene, double from,
                                   double to)
{
    const QPen halo(QColor::fromRgba(kHalo), kHaloWidth, Qt::SolidLine, Qt::RoundCap);
    const QPen cross(QColor::fromRgba(kFault), kMarkWidth, Qt::SolidLine, Qt::RoundCap);
    scene.marks.forEachFaultIn(from, to, [&](const GanttFaultMark& mark) {
        const double top = rowsTop(view, scene, mark.firstNode);
        const double bottom = rowsBottom(view, scene, mark.lastNode);
        if (!rowsVisible(view, top, bottom))
            return;
        // As large as the rows allow, and still visible on thin rows.
        const double half = std::clamp((bottom - top) / 2 - 1, kCrossHalfMin, kCrossHalfMax);
        const QPointF centre(view.xOf(double(mark.time)) - half, (top + bottom) / 2);
        const QLineF down(centre + QPointF(-half, -half), centre + QPointF(half, half));
        const QLineF up(centre + QPointF(-half, half), centre + QPointF(half, -half));
        for (const QPen& pen : {halo, cross}) {
            painter.setPen(pen);
            painter.drawLine(down);
            painter.drawLine(up);
        }
    });
}

void GanttMarkPainter::paintDeadlines(QPainter& painter, const GanttView& view, const GanttScene& scene,
                                      double from, double to)
{
    const QPen halo(QColor::fromRgba(kHalo), kHaloWidth, Qt::SolidLine, Qt::FlatCap);
    scene.marks.forEachDeadlineIn(from, to, [&](const GanttDeadlineMark& mark) {
        const JobOutcome& outcome = scene.snapshot->outcome(mark.job);
        // Under playback: only jobs already on the chart, and "missed" only
        // once the job has ended.
        if (view.now != kNoTime && outcome.start >= view.now)
            return;
        const bool missed = mark.missed && (view.now == kNoTime || outcome.end <= view.now);
        const double top = rowsTop(view, scene, mark.firstNode);
        const double bottom = rowsBottom(view, scene, mark.lastNode);
        if (!rowsVisible(view, top, bottom))
            return;
        const QColor colour = QColor::fromRgba(missed ? kMissedDeadline : kDeadline);
        const double x = view.xOf(double(mark.time));
        // A deadline met with time to spare lies past the job's bar, one
        // missed before the job even started lies before it, often over
        // another job on the same rows: a dotted whisker to the bar says
        // whose deadline it is.
        const double whiskerTo = outcome.finished() && outcome.end < mark.time ? double(outcome.end)
                                 : mark.time < outcome.start                   ? double(outcome.start)
                                                                               : double(mark.time);
        if (whiskerTo != double(mark.time)) {
            painter.setPen(QPen(colour, 1.0, Qt::DotLine));
            const double y = top + kWhiskerInsetPx;
            painter.drawLine(QPointF(view.xOf(whiskerTo), y), QPointF(x, y));
        }
        painter.setPen(halo);
        painter.drawLine(QPointF(x, top), QPointF(x, bottom));
        painter.setPen(QPen(colour, kMarkWidth, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(QPointF(x, top), QPointF(x, bottom));
        if (bottom - top < kMinTriangleRowsPx)
            return;
        // A small triangle hanging from the top row, pointing at the line.
        QPolygonF triangle;
        triangle << QPointF(x - kTriangleHalf, top) << QPointF(x + kTriangleHalf, top)
                 << QPointF(x, top + kTriangleHalf * 1.5);
        painter.setPen(QPen(QColor::fromRgba(kHalo), 1.0));
        painter.setBrush(colour);
        painter.drawPolygon(triangle);
    });
}

}  // namespace schedlab
