#include "CreditDelayScatter.h"

#include "ChartClearing.h"
#include "ChartStyle.h"

#include <QChart>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace schedlab {

namespace {

// Tableau 10, so the width bands read as the Gantt chart's categories do.
constexpr QRgb kBandColours[] = {0xff4e79a7, 0xfff28e2b, 0xffe15759, 0xff76b7b2, 0xff59a14f,
                                 0xffedc948, 0xffb07aa1, 0xffff9da7, 0xff9c755f, 0xffbab0ac};
constexpr double kMarkerSize = 6.0;
constexpr int kPreferredHeight = 260;
constexpr int kCorrelationDecimals = 3;

}  // namespace

CreditDelayScatter::CreditDelayScatter(QWidget* parent) : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(kPreferredHeight / 2);
    chart()->legend()->setAlignment(Qt::AlignRight);
    chart()->setMargins(QMargins());
}

void CreditDelayScatter::setPoints(const CreditDelayPoints& points)
{
    QChart* c = chart();
    chartstyle::clearChart(*c);
    c->setTitle(points.empty() ? tr("No started task has a credit")
                               : tr("Startup delay by credit: %1 tasks, correlation %2")
                                     .arg(points.tasks)
                                     .arg(points.correlation, 0, 'f', kCorrelationDecimals));
    auto* x = new QValueAxis;
    x->setTitleText(tr("credit"));
    auto* y = new QValueAxis;
    y->setTitleText(tr("startup delay (h)"));
    for (QValueAxis* axis : {x, y}) {
        axis->setGridLineColor(chartstyle::kGridColor);
        axis->setLabelsColor(chartstyle::kTextColor);
        axis->setLabelFormat(QStringLiteral("%g"));
    }
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    double maxX = 0;
    double maxY = 0;
    std::size_t colour = 0;
    for (const CreditDelayPoints::Band& band : points.bands) {
        auto* series = new QScatterSeries;
        const int high = band.lowestWidth * 2 - 1;
        series->setName(band.lowestWidth == 1 ? tr("1 CPU")
                                              : tr("%1–%2 CPUs").arg(band.lowestWidth).arg(high));
        series->setMarkerSize(kMarkerSize);
        series->setColor(QColor::fromRgb(kBandColours[colour++ % std::size(kBandColours)]));
        series->setBorderColor(Qt::transparent);
        series->replace(band.points);
        for (const QPointF& p : band.points) {
            maxX = std::max(maxX, p.x());
            maxY = std::max(maxY, p.y());
        }
        c->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    x->setRange(0, maxX > 0 ? maxX : 1);
    y->setRange(0, maxY > 0 ? maxY : 1);
}

}  // namespace schedlab
