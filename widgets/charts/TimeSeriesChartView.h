#pragma once

#include <QChartView>
#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>

#include <optional>

class QAbstractAxis;
class QLineSeries;
class QValueAxis;

namespace schedlab {

// One small chart of the live-chart stack: a single line series against a
// time axis, with a "now" marker. Its plot area has fixed margins instead of
// Qt Charts' automatic layout, so that the plot areas of stacked charts line
// up exactly and share one visual time axis even though their y labels
// differ in width.
class TimeSeriesChartView : public QChartView {
    Q_OBJECT

public:
    enum class IntegerValues { No, Yes };

    TimeSeriesChartView(const QColor& color, IntegerValues integerValues, QWidget* parent = nullptr);

    void setTitleText(const QString& title);
    [[nodiscard]] const QString& titleText() const { return m_title; }
    // Replaces all points in one call (x already in axis units).
    void setPoints(const QList<QPointF>& points);
    // The y axis runs from 0 to a round number at or above `maximum`.
    void setValueMaximum(double maximum);
    // Switches between a calendar axis (x in ms since the epoch) and a value
    // axis; `format` is a QDateTime format or a printf-style number format.
    void setTimeAxis(bool calendar, const QString& format, const QString& title);
    void setTimeRange(double minimum, double maximum);
    void setNow(std::optional<double> x);
    // Only the bottom chart of a stack shows the time labels and title.
    void setTimeLabelsVisible(bool visible);
    // Lays the chart out for the view's current size at once, instead of at
    // the next event loop pass: exports of never-shown views need it.
    void syncChartGeometry();

    [[nodiscard]] QLineSeries* series() const { return m_series; }
    [[nodiscard]] QAbstractAxis* timeAxis() const { return m_timeAxis; }
    [[nodiscard]] QValueAxis* valueAxis() const { return m_valueAxis; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    // The title is drawn here: with a fixed plot area Qt Charts lays out
    // neither the chart title nor its background.
    void drawForeground(QPainter* painter, const QRectF& rect) override;

private:
    void updatePlotArea();
    void updateNowMarker();
    [[nodiscard]] int timeTickCount() const;
    void updateTimeTickCount();

    QLineSeries* m_series = nullptr;
    QLineSeries* m_nowSeries = nullptr;
    QAbstractAxis* m_timeAxis = nullptr;
    QValueAxis* m_valueAxis = nullptr;
    IntegerValues m_integerValues;
    bool m_calendar = false;
    bool m_timeLabelsVisible = true;
    std::optional<double> m_now;
    QString m_title;
};

}  // namespace schedlab
