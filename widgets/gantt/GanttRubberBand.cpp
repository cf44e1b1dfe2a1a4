#include "GanttRubberBand.h"

#include <QPainter>

namespace schedlab {

namespace {

constexpr QRgb kFill = 0x332f6fed;
constexpr QRgb kLine = 0xff2f6fed;

}  // namespace

void GanttRubberBand::begin(QPoint at)
{
    m_origin = at;
    m_rect = QRect(at, QSize(0, 0));
    m_active = true;
}

void GanttRubberBand::moveTo(QPoint at, const QRect& body)
{
    m_rect = QRect(m_origin, at).normalized().intersected(body);
}

std::optional<QRect> GanttRubberBand::finish()
{
    const QRect rect = m_rect;
    cancel();
    if (rect.width() < kMinSizePx || rect.height() < kMinSizePx)
        return std::nullopt;
    return rect;
}

void GanttRubberBand::cancel()
{
    m_rect = QRect();
    m_active = false;
}

void GanttRubberBand::paint(QPainter& painter) const
{
    if (!m_active || m_rect.isEmpty())
        return;
    painter.setPen(QColor::fromRgb(kLine));
    painter.setBrush(QColor::fromRgba(kFill));
    painter.drawRect(m_rect.adjusted(0, 0, -1, -1));
    painter.setBrush(Qt::NoBrush);
}

}  // namespace schedlab
