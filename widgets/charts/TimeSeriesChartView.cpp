#include "charts/TimeSeriesChartView.h"

#include "charts/ChartStyle.h"

#include <QChart>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QGraphicsLayout>
#include <QLineSeries>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace schedlab {

namespace {

constexpr double kLineWidth = 1.6;
constexpr double kNowLineWidth = 1.4;
constexpr int kValueTickIntervals = 3;       // small charts: 0, and about 3 steps
constexpr int kPixelsPerTimeTick = 110;      // room for one date label
constexpr int kMinTimeTicks = 2;
constexpr int kMaxTimeTicks = 12;
constexpr int kMaxValueDecimals = 3;
constexpr int kMinimumHeight = 90;
constexpr int kMarginPadding = 8;            // between labels and plot edge
constexpr int kRightMargin = 44;            // half a date label may stick out right
constexpr double kLabelFontScale = 0.85;
// Wide enough for six-digit y labels (queue lengths of a busy year).
const QString kWidestValueLabel = QStringLiteral("000000");

QFont scaledFont(const QFont& base, double scale)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * scale);
    return font;
}

void styleAxis(QAbstractAxis* axis, const QFont& labelFont)
{
    axis->setLabelsFont(labelFont);
    axis->setLabelsColor(chartstyle::kTextColor);
    axis->setTitleFont(labelFont);
    axis->setTitleBrush(chartstyle::kTextColor);
    axis->setGridLineColor(chartstyle::kGridColor);
    axis->setLinePenColor(chartstyle::kAxisColor);
}

// Qt Charts lays out an axis's labels again after each setter, one text
// item per tick. Widening the range under the old, finer interval made
// thousands of labels for that one layout: 150 ms of the GUI thread when a
// CEA-Curie queue grew by orders of magnitude. So the interval changes first
// when it grows and last when it shrinks (no step then has more ticks than
// the end), and nothing is set that does not change.
void setScale(QValueAxis* axis, double minimum, double maximum, double interval)
{
    const bool sameRange = axis->min() == minimum && axis->max() == maximum;
    const bool sameInterval = axis->tickInterval() == interval;
    if (sameInterval) {
        if (!sameRange)
            axis->setRange(minimum, maximum);
        return;
    }
    if (interval > axis->tickInterval()) {
        axis->setTickInterval(interval);
        if (!sameRange)
            axis->setRange(minimum, maximum);
    } else {
        if (!sameRange)
            axis->setRange(minimum, maximum);
        axis->setTickInterval(interval);
    }
}

void setLabelFormat(QValueAxis* axis, const QString& format)
{
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
}

}  // namespace

TimeSeriesChartView::TimeSeriesChartView(const QColor& color, IntegerValues integerValues, QWidget* parent)
    : QChartView(new QChart, parent), m_integerValues(integerValues)
{
    // The view owns its chart from the start: QChartView(parent) made a
    // default chart that setChart() released without deleting, a leak per
    // view.
    QChart* chart = this->chart();
    chart->legend()->hide();
    // Animations would replay on every throttled refresh and cost frames.
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    // The view paints the background: with a fixed plot area the chart's own
    // background keeps its initial size.
    chart->setBackgroundVisible(false);
    chart->setMargins(QMargins());
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    QFont titleFont = font();
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setTitleBrush(chartstyle::kTextColor);

    m_series = new QLineSeries(chart);
    QPen pen(color);
    pen.setWidthF(kLineWidth);
    m_series->setPen(pen);
    chart->addSeries(m_series);

    m_nowSeries = new QLineSeries(chart);
    QPen nowPen(chartstyle::kNowColor);
    nowPen.setWidthF(kNowLineWidth);
    nowPen.setStyle(Qt::DashLine);
    m_nowSeries->setPen(nowPen);
    m_nowSeries->setVisible(false);
    chart->addSeries(m_nowSeries);

    m_valueAxis = new QValueAxis(chart);
    styleAxis(m_valueAxis, scaledFont(font(), kLabelFontScale));
    m_valueAxis->setTickType(QValueAxis::TicksDynamic);
    m_valueAxis->setTickAnchor(0);
    m_valueAxis->setMinorTickCount(0);
    chart->addAxis(m_valueAxis, Qt::AlignLeft);
    m_series->attachAxis(m_valueAxis);
    m_nowSeries->attachAxis(m_valueAxis);

    setRenderHint(QPainter::Antialiasing);
    setFrameShape(QFrame::NoFrame);
    setBackgroundBrush(Qt::white);
    setMinimumHeight(kMinimumHeight);
    setTimeAxis(false, QStringLiteral("%g"), QString());
    setValueMaximum(0);
}

void TimeSeriesChartView::setTitleText(const QString& title)
{
    m_title = title;
    viewport()->update();
}

void TimeSeriesChartView::drawForeground(QPainter* painter, const QRectF& /*rect*/)
{
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    const QFontMetrics labelMetrics(scaledFont(font(), kLabelFontScale));
    painter->save();
    painter->setFont(chart()->titleFont());
    painter->setPen(chartstyle::kTextColor);
    const QRectF titleBox(visible.left() + labelMetrics.horizontalAdvance(kWidestValueLabel) + kMarginPadding,
                          visible.top() + kMarginPadding / 2.0, visible.width(), QFontMetrics(chart()->titleFont()).height());
    painter->drawText(titleBox, Qt::AlignLeft | Qt::AlignVCenter, m_title);
    painter->restore();
}

void TimeSeriesChartView::setPoints(const QList<QPointF>& points)
{
    m_series->replace(points);
}

void TimeSeriesChartView::setValueMaximum(double maximum)
{
    // An all-zero series still gets a readable 0..1 axis.
    const double target = maximum > 0 ? maximum : 1.0;
    double step = chartstyle::niceStep(target / kValueTickIntervals);
    if (m_integerValues == IntegerValues::Yes)
        step = std::max(1.0, std::ceil(step));
    const double top = std::ceil(target / step) * step;
    // A hair above the top tick, so that rounding cannot drop its label.
    constexpr double kTopSlack = 1e-9;
    setScale(m_valueAxis, 0, top * (1 + kTopSlack), step);
    if (m_integerValues == IntegerValues::Yes) {
        setLabelFormat(m_valueAxis, QStringLiteral("%d"));
    } else {
        const int decimals = std::clamp(int(-std::floor(std::log10(step))), 0, kMaxValueDecimals);
        setLabelFormat(m_valueAxis, QStringLiteral("%.%1f").arg(decimals));
    }
    updateNowMarker();
}

void TimeSeriesChartView::setTimeAxis(bool calendar, const QString& format, const QString& title)
{
    QChart* const chart = this->chart();
    if (m_timeAxis && m_calendar != calendar) {
        m_series->detachAxis(m_timeAxis);
        m_nowSeries->detachAxis(m_timeAxis);
        chart->removeAxis(m_timeAxis);
        delete m_timeAxis;
        m_timeAxis = nullptr;
    }
    m_calendar = calendar;
    if (!m_timeAxis) {
        if (calendar)
            m_timeAxis = new QDateTimeAxis(chart);
        else
            m_timeAxis = new QValueAxis(chart);
        styleAxis(m_timeAxis, scaledFont(font(), kLabelFontScale));
        chart->addAxis(m_timeAxis, Qt::AlignBottom);
        m_series->attachAxis(m_timeAxis);
        m_nowSeries->attachAxis(m_timeAxis);
    }
    if (auto* dateAxis = qobject_cast<QDateTimeAxis*>(m_timeAxis))
        dateAxis->setFormat(format);
    else if (auto* valueAxis = qobject_cast<QValueAxis*>(m_timeAxis))
        setLabelFormat(valueAxis, format);
    m_timeAxis->setTitleText(title);
    m_timeAxis->setLabelsVisible(m_timeLabelsVisible);
    m_timeAxis->setTitleVisible(m_timeLabelsVisible);
    updateTimeTickCount();
}

void TimeSeriesChartView::setTimeRange(double minimum, double maximum)
{
    if (!(maximum > minimum))
        maximum = minimum + 1;
    if (auto* dateAxis = qobject_cast<QDateTimeAxis*>(m_timeAxis)) {
        dateAxis->setRange(QDateTime::fromMSecsSinceEpoch(qint64(std::floor(minimum))),
                           QDateTime::fromMSecsSinceEpoch(qint64(std::ceil(maximum))));
        updateTimeTickCount();
    } else if (auto* valueAxis = qobject_cast<QValueAxis*>(m_timeAxis)) {
        setScale(valueAxis, minimum, maximum, chartstyle::niceStep((maximum - minimum) / timeTickCount()));
    }
}

void TimeSeriesChartView::setNow(std::optional<double> x)
{
    m_now = x;
    updateNowMarker();
}

void TimeSeriesChartView::setTimeLabelsVisible(bool visible)
{
    m_timeLabelsVisible = visible;
    m_timeAxis->setLabelsVisible(visible);
    m_timeAxis->setTitleVisible(visible);
    updatePlotArea();
}

void TimeSeriesChartView::syncChartGeometry()
{
    chart()->resize(viewport()->size());
    setSceneRect(chart()->geometry());
    updateTimeTickCount();
    updatePlotArea();
    chart()->layout()->activate();
}

void TimeSeriesChartView::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    updateTimeTickCount();
    updatePlotArea();
}

void TimeSeriesChartView::updatePlotArea()
{
    const QFontMetrics labelMetrics(scaledFont(font(), kLabelFontScale));
    const QFontMetrics titleMetrics(chart()->titleFont());
    const int left = labelMetrics.horizontalAdvance(kWidestValueLabel) + kMarginPadding;
    const int top = titleMetrics.height() + kMarginPadding;
    // Time labels plus the axis title below them, or just a little air.
    const int bottom = m_timeLabelsVisible ? 2 * labelMetrics.height() + 2 * kMarginPadding
                                           : kMarginPadding;
    const QSize size = viewport()->size();
    const QRectF area(left, top, std::max(1, size.width() - left - kRightMargin),
                      std::max(1, size.height() - top - bottom));
    chart()->setPlotArea(area);
}

void TimeSeriesChartView::updateNowMarker()
{
    if (!m_now) {
        m_nowSeries->setVisible(false);
        return;
    }
    m_nowSeries->replace(
        {QPointF(*m_now, m_valueAxis->min()), QPointF(*m_now, m_valueAxis->max())});
    m_nowSeries->setVisible(true);
}

int TimeSeriesChartView::timeTickCount() const
{
    return std::clamp(viewport()->width() / kPixelsPerTimeTick + 1, kMinTimeTicks, kMaxTimeTicks);
}

void TimeSeriesChartView::updateTimeTickCount()
{
    const int ticks = timeTickCount();
    if (auto* dateAxis = qobject_cast<QDateTimeAxis*>(m_timeAxis)) {
        if (dateAxis->tickCount() != ticks)
            dateAxis->setTickCount(ticks);
    } else if (auto* valueAxis = qobject_cast<QValueAxis*>(m_timeAxis)) {
        valueAxis->setTickType(QValueAxis::TicksDynamic);
        valueAxis->setTickAnchor(0);
        setScale(valueAxis, valueAxis->min(), valueAxis->max(),
                 chartstyle::niceStep((valueAxis->max() - valueAxis->min()) / ticks));
    }
}

}  // namespace schedlab
