#include "GanttGutter.h"

#include "TimeAxis.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace schedlab {

namespace {

constexpr int kPad = TimelineStyle::kGutterPad;
constexpr int kTickLength = 3;
constexpr int kNumberGap = 4;      // between a node number and its tick
constexpr int kTextNudge = 2;      // baseline offset below a band's top edge
constexpr int kCornerBottomPad = 4;
constexpr double kNodeLabelSpacing = 1.5;  // label pitch, in text heights

constexpr QRgb kBackground = TimelineStyle::kGutterBackground;
constexpr QRgb kAlternate = 0xffe9ebef;  // every other machine's band
constexpr QRgb kLine = TimelineStyle::kGutterLine;
constexpr QRgb kText = TimelineStyle::kText;
constexpr QRgb kMuted = TimelineStyle::kMutedText;

}  // namespace

void GanttGutter::paint(QPainter& painter, const GanttView& v, const GanttScene& scene, const QFont& font,
                        const QFont& smallFont)
{
    const QRect gutter(0, v.body.top(), kWidth, v.body.height());
    painter.save();
    painter.setClipRect(gutter);
    painter.fillRect(gutter, QColor::fromRgb(kBackground));
    const GanttLayout& layout = scene.layout;
    Labels labels;
    labels.name = font;
    labels.name.setBold(true);
    labels.number = smallFont;
    const QFontMetrics numberMetrics(smallFont);
    labels.numberColumn =
        numberMetrics.horizontalAdvance(QString::number(std::max(layout.totalNodes(), 1))) + kPad;
    labels.stride = niceStride(double(numberMetrics.height()) * kNodeLabelSpacing / layout.rowHeight());
    for (MachineIndex m = 0; m < layout.machineCount(); ++m)
        paintMachine(painter, v, layout, m, labels);
    const double bodyBottom = double(v.body.bottom()) + 1;
    painter.setPen(QColor::fromRgb(kLine));
    painter.drawLine(QPointF(kWidth - 0.5, v.body.top()), QPointF(kWidth - 0.5, bodyBottom));
    painter.restore();
    paintCorner(painter, scene, smallFont);
}

void GanttGutter::paintMachine(QPainter& painter, const GanttView& v, const GanttLayout& layout, MachineIndex m,
                               const Labels& labels)
{
    const GanttLayout::Band& band = layout.bands()[std::size_t(m)];
    if (band.nodes <= 0)
        return;
    const double bodyBottom = double(v.body.bottom()) + 1;
    const double top = v.yOf(layout.rowTop(band.firstNode));
    const double bottom = v.yOf(layout.rowBottom(band.firstNode + band.nodes - 1));
    if (bottom < double(v.body.top()) || top > bodyBottom)
        return;
    if (m % 2 == 1)
        painter.fillRect(QRectF(0, top, kWidth, bottom - top), QColor::fromRgb(kAlternate));
    if (m + 1 < layout.machineCount()) {
        painter.setPen(QColor::fromRgb(kLine));
        painter.drawLine(QPointF(0, bottom + GanttLayout::kMachineGapPx / 2),
                         QPointF(kWidth, bottom + GanttLayout::kMachineGapPx / 2));
    }
    // Machine name and size, kept at the top of the band's visible part.
    const QFontMetrics nameMetrics(labels.name);
    const QFontMetrics numberMetrics(labels.number);
    const double visibleTop = std::max(top, double(v.body.top()));
    const double visibleBottom = std::min(bottom, bodyBottom);
    const int nameWidth = kWidth - labels.numberColumn - 2 * kPad;
    if (visibleBottom - visibleTop >= double(nameMetrics.height())) {
        painter.setFont(labels.name);
        painter.setPen(QColor::fromRgb(kText));
        // Elided in the middle: a platform's machines often share a prefix
        // ("phosphorus-fcte-1" ... "-7") and differ only at the end.
        const QString name = nameMetrics.elidedText(band.name, Qt::ElideMiddle, nameWidth);
        painter.drawText(QPointF(kPad, visibleTop + nameMetrics.ascent() + kTextNudge), name);
        if (visibleBottom - visibleTop >= 2.0 * double(nameMetrics.height()) + kTextNudge) {
            painter.setFont(labels.number);
            painter.setPen(QColor::fromRgb(kMuted));
            painter.drawText(
                QPointF(kPad, visibleTop + nameMetrics.height() + numberMetrics.ascent() + kTextNudge),
                numberMetrics.elidedText(tr("%n node(s)", nullptr, band.nodes), Qt::ElideRight, nameWidth));
        }
    }
    // Node numbers (machine-local) on a ruler at the right edge.
    painter.setFont(labels.number);
    painter.setPen(QColor::fromRgb(kMuted));
    const int stride = labels.stride;
    const auto firstVisible = NodeId(std::max(0.0, std::floor((double(v.body.top()) - top) / layout.rowHeight())));
    for (NodeId n = firstVisible / stride * stride; n < band.nodes; n += stride) {
        const double y = top + (double(n) + 0.5) * layout.rowHeight();
        if (y > bodyBottom)
            break;
        painter.drawLine(QPointF(kWidth - kTickLength, y), QPointF(kWidth, y));
        painter.drawText(QRectF(kWidth - labels.numberColumn - kNumberGap, y - double(numberMetrics.height()) / 2,
                                labels.numberColumn, numberMetrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(n));
    }
}

void GanttGutter::paintCorner(QPainter& painter, const GanttScene& scene, const QFont& smallFont)
{
    // Corner above the gutter: which clock the axis uses.
    const QRect corner(0, 0, kWidth, TimeAxis::kHeight);
    const QFontMetrics metrics(smallFont);
    painter.fillRect(corner, QColor::fromRgb(kBackground));
    painter.setPen(QColor::fromRgb(kMuted));
    painter.setFont(smallFont);
    const QString clockName =
        scene.clock.isCalendar() ? QString::fromUtf8(scene.clock.zone().id()) : tr("relative time");
    painter.drawText(corner.adjusted(kPad, 0, -kPad, -kCornerBottomPad), Qt::AlignLeft | Qt::AlignBottom,
                     metrics.elidedText(clockName, Qt::ElideRight, kWidth - 2 * kPad));
    painter.setPen(QColor::fromRgb(kLine));
    painter.drawLine(corner.bottomLeft(), corner.bottomRight());
    painter.drawLine(QPointF(kWidth - 0.5, 0), QPointF(kWidth - 0.5, TimeAxis::kHeight));
}

QString GanttGutter::toolTipAt(const GanttView& v, const GanttLayout& layout, const QPoint& position)
{
    if (position.x() >= v.body.left() || position.y() < v.body.top())
        return {};
    const NodeId node = layout.nodeAt(v.contentYAt(double(position.y()) + 0.5));
    if (node < 0)
        return {};
    const GanttLayout::Band& band = layout.bands()[std::size_t(layout.machineOfNode(node))];
    return tr("<b>%1</b><br>%n node(s)", nullptr, band.nodes).arg(band.name.toHtmlEscaped()) +
           tr("<br>node %1 (platform node %2)").arg(node - band.firstNode).arg(node);
}

int GanttGutter::niceStride(double minimum)
{
    constexpr std::array<int, 3> kMantissas = {1, 2, 5};
    constexpr int kDecade = 10;
    for (int decade = 1;; decade *= kDecade) {
        for (int m : kMantissas) {
            if (double(m * decade) >= minimum)
                return m * decade;
        }
        if (decade > std::numeric_limits<int>::max() / (kDecade * kDecade))
            return decade;
    }
}

}  // namespace schedlab
