#include "TimeNavigator.h"

#include <Qt>

#include <algorithm>
#include <cmath>

namespace schedlab {

namespace {

// Guards the pixel mapping against an empty body or a zero-length window.
constexpr double kMinSpanForMapping = 1e-9;

}  // namespace

TimeNavigator::TimeNavigator(std::function<void()> changed) : m_changed(std::move(changed)) {}

void TimeNavigator::setLimits(double first, double last)
{
    m_limits = Limits{first, last};
}

void TimeNavigator::clearLimits()
{
    m_limits.reset();
}

std::pair<Time, Time> TimeNavigator::visibleRange() const
{
    return {Time(std::floor(m_from)), Time(std::ceil(m_to))};
}

void TimeNavigator::setRange(double from, double to)
{
    double span = std::max(to - from, kMinVisibleSeconds);
    double centre = (from + to) / 2;
    if (m_limits) {
        const double dataSpan = std::max(m_limits->last - m_limits->first, kMinVisibleSeconds);
        span = std::min(span, dataSpan * kMaxSpanFactor);
        centre = std::clamp(centre, m_limits->first, m_limits->last);
    }
    const double newFrom = centre - span / 2;
    const double newTo = centre + span / 2;
    if (newFrom == m_from && newTo == m_to)
        return;
    m_from = newFrom;
    m_to = newTo;
    if (m_changed)
        m_changed();
}

void TimeNavigator::fitAll()
{
    const auto [from, to] = fitRange();
    setRange(from, to);
}

std::pair<double, double> TimeNavigator::fitRange() const
{
    if (!m_limits)
        return {0, kEmptySpanSeconds};
    const double margin = std::max(m_limits->last - m_limits->first, kMinVisibleSeconds) * kFitMarginFraction;
    return {m_limits->first - margin, m_limits->last + margin};
}

void TimeNavigator::zoomAround(double anchor, double factor)
{
    if (factor <= 0)
        return;
    const double oldSpan = span();
    const double newSpan = oldSpan / factor;
    const double from = anchor - (anchor - m_from) * newSpan / oldSpan;
    setRange(from, from + newSpan);
}

void TimeNavigator::zoomBy(double factor)
{
    zoomAround((m_from + m_to) / 2, factor);
}

void TimeNavigator::panBy(double seconds)
{
    setRange(m_from + seconds, m_to + seconds);
}

double TimeNavigator::timeAt(double x, const QRect& body) const
{
    const double pxPerSecond = double(body.width()) / std::max(span(), kMinSpanForMapping);
    return m_from + (x - double(body.left())) / pxPerSecond;
}

double TimeNavigator::xOf(double time, const QRect& body) const
{
    const double pxPerSecond = double(body.width()) / std::max(span(), kMinSpanForMapping);
    return double(body.left()) + (time - m_from) * pxPerSecond;
}

double TimeNavigator::notches(int angleDelta)
{
    return double(angleDelta) / kWheelDegreesPerNotch;
}

void TimeNavigator::wheelZoom(QPoint angleDelta, double x, const QRect& body)
{
    zoomAround(timeAt(x, body), std::pow(kWheelZoomStep, notches(angleDelta.y())));
}

void TimeNavigator::wheel(QPoint angleDelta, double x, const QRect& body)
{
    if (angleDelta.x() != 0 && angleDelta.y() == 0)
        panBy(-notches(angleDelta.x()) * kKeyPanFraction * span());
    else
        wheelZoom(angleDelta, x, body);
}

bool TimeNavigator::key(int key)
{
    switch (key) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomBy(kKeyZoomStep); return true;
    case Qt::Key_Minus: zoomBy(1.0 / kKeyZoomStep); return true;
    case Qt::Key_Left: panBy(-span() * kKeyPanFraction); return true;
    case Qt::Key_Right: panBy(span() * kKeyPanFraction); return true;
    case Qt::Key_Home: fitAll(); return true;
    default: return false;
    }
}

void TimeNavigator::beginDrag()
{
    m_dragFrom = m_from;
    m_dragTo = m_to;
}

void TimeNavigator::dragTo(double dx, int bodyWidth)
{
    const double shift = dx * (m_dragTo - m_dragFrom) / double(std::max(bodyWidth, 1));
    setRange(m_dragFrom - shift, m_dragTo - shift);
}

}  // namespace schedlab
