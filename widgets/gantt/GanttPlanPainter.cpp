#include "GanttPlanPainter.h"

#include "policies/BackfillPlan.h"

#include <QFontMetrics>
#include <QPainter>

#include <cmath>

namespace schedlab {

namespace {

constexpr double kOutlineWidth = 1.5;
constexpr int kHatchAlpha = 110;
constexpr double kLabelPaddingPx = 3.0;
constexpr double kShadowLineWidth = 2.0;
constexpr QRgb kLabelBackground = 0xdcffffff;  // keeps the label readable over jobs

}  // namespace

void GanttPlanPainter::paint(QPainter& painter, const GanttView& view, const GanttScene& scene,
                             const BackfillPlan& plan, const QFont& font)
{
    if (!scene.valid() || view.now == kNoTime)
        return;
    painter.save();
    painter.setClipRect(view.body);
    // Crisp dashes on whole pixels: the plan reads as a drawing aid, not as jobs.
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setFont(font);
    const QFontMetrics metrics(font);
    QColor hatch = QColor::fromRgba(kReservation);
    hatch.setAlpha(kHatchAlpha);
    const QPen outline(QColor::fromRgba(kReservation), kOutlineWidth, Qt::DashLine);
    for (const PlannedStart& planned : plan.reservations) {
        if (double(planned.end) < view.timeFrom || double(planned.start) > view.timeTo)
            continue;
        const double left = view.xOf(double(planned.start));
        const double right = view.xOf(double(planned.end));
        const QString label = tr("job %1 reserved").arg(scene.snapshot->job(planned.job).id);
        // On the rows the job later ran on: a reservation holds a count of
        // nodes, and these are the ones it got.
        for (const NodeSet::Range& range : scene.snapshot->outcome(planned.job).nodes.ranges()) {
            const double top = view.yOf(scene.layout.rowTop(range.first));
            const double bottom = view.yOf(scene.layout.rowBottom(range.last));
            if (bottom < double(view.body.top()) || top > double(view.body.bottom()))
                continue;
            const QRectF box(QPointF(left, top), QPointF(right, bottom));
            painter.setPen(outline);
            painter.setBrush(QBrush(hatch, Qt::BDiagPattern));
            painter.drawRect(box);
            const QRectF text = box.adjusted(kLabelPaddingPx, 0, -kLabelPaddingPx, 0);
            if (text.width() >= metrics.horizontalAdvance(label) && text.height() >= metrics.height()) {
                painter.setPen(QColor::fromRgba(kReservation));
                painter.drawText(text, Qt::AlignLeft | Qt::AlignTop, label);
            }
        }
    }
    if (plan.kind == BackfillPlan::Kind::Easy)
        paintShadowTime(painter, view, scene, plan, font);
    painter.restore();
}

void GanttPlanPainter::paintShadowTime(QPainter& painter, const GanttView& view, const GanttScene& scene,
                                       const BackfillPlan& plan, const QFont& font)
{
    if (plan.head == kNoJob || double(plan.shadowTime) < view.timeFrom || double(plan.shadowTime) > view.timeTo)
        return;
    const double x = std::round(view.xOf(double(plan.shadowTime)));
    painter.setPen(QPen(QColor::fromRgba(kShadowTime), kShadowLineWidth, Qt::DashLine));
    painter.drawLine(QPointF(x, view.body.top()), QPointF(x, view.body.bottom()));
    const QString label =
        tr("shadow time of job %1 · extra nodes: %2").arg(scene.snapshot->job(plan.head).id).arg(plan.extraNodes);
    const QFontMetrics metrics(font);
    const double width = metrics.horizontalAdvance(label) + 2 * kLabelPaddingPx;
    // Right of the line when there is room, else left of it.
    const double left = x + width <= double(view.body.right()) ? x : x - width;
    const QRectF box(left, view.body.top(), width, metrics.height());
    painter.fillRect(box, QColor::fromRgba(kLabelBackground));
    painter.setPen(QColor::fromRgba(kShadowTime));
    painter.drawText(box, Qt::AlignCenter, label);
}

}  // namespace schedlab
