#include "ComparisonTimeSeries.h"

#include "ComparisonPalette.h"
#include "store/StoredRunConversion.h"

#include "charts/ChartClearing.h"
#include "charts/ChartStyle.h"
#include "charts/ValueAxisFit.h"
#include "charts/MinMaxDecimator.h"
#include "compare/ComparisonFormat.h"
#include "model/Units.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace schedlab {

namespace {

constexpr double kSecondsPerDay = double(units::kSecondsPerDay);
using units::kPercent;
// About one bucket per pixel column of a wide chart.
constexpr int kBuckets = 1200;
// The first bucket width in days; the decimator doubles it as needed.
constexpr double kInitialBucketDays = 1.0 / 1440.0;
constexpr int kAxisTicks = 5;

double valueOf(const TimeSample& sample, ComparisonTimeSeries::Quantity quantity, int totalNodes)
{
    switch (quantity) {
    case ComparisonTimeSeries::Quantity::Utilization:
        return totalNodes > 0 ? kPercent * sample.busyNodes / totalNodes : 0.0;
    case ComparisonTimeSeries::Quantity::BusyNodes:
        return sample.busyNodes;
    case ComparisonTimeSeries::Quantity::QueueLength:
        return sample.queueLength;
    case ComparisonTimeSeries::Quantity::AwrtSoFar:
        return sample.awrtSoFar;
    }
    return 0.0;
}

}  // namespace

ComparisonTimeSeries::ComparisonTimeSeries(const std::vector<StoredRun>& runs, QWidget* parent)
    : QWidget(parent), m_runs(runs)
{
    for (const StoredRun& run : m_runs)
        m_totalNodes.push_back(StoredRunConversion::platform(run).totalNodes());

    m_quantity = new QComboBox(this);
    // AWRT so far first: over a whole trace it is the one smooth curve;
    // utilization and queue length swing between extremes within hours.
    m_quantity->addItem(tr("AWRT so far (s)"), int(Quantity::AwrtSoFar));
    m_quantity->addItem(tr("Utilization (%)"), int(Quantity::Utilization));
    m_quantity->addItem(tr("Busy nodes"), int(Quantity::BusyNodes));
    m_quantity->addItem(tr("Queue length (jobs)"), int(Quantity::QueueLength));

    m_view = new QChartView(new QChart, this);
    m_view->setRenderHint(QPainter::Antialiasing);

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Series:"), this));
    controls->addWidget(m_quantity);
    controls->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_view, 1);

    connect(m_quantity, &QComboBox::currentIndexChanged, this, &ComparisonTimeSeries::rebuild);
    rebuild();
}

void ComparisonTimeSeries::setQuantity(Quantity quantity)
{
    m_quantity->setCurrentIndex(m_quantity->findData(int(quantity)));
}

ComparisonTimeSeries::Quantity ComparisonTimeSeries::quantity() const
{
    return Quantity(m_quantity->currentData().toInt());
}

QList<QPointF> ComparisonTimeSeries::points(std::size_t run) const
{
    const QList<QAbstractSeries*> series = m_view->chart()->series();
    if (run >= std::size_t(series.size()))
        return {};
    return static_cast<QLineSeries*>(series[qsizetype(run)])->points();
}

void ComparisonTimeSeries::rebuild()
{
    QChart* chart = m_view->chart();
    chartstyle::clearChart(*chart);

    Time origin = std::numeric_limits<Time>::max();
    for (const StoredRun& run : m_runs) {
        if (!run.samples.empty())
            origin = std::min(origin, run.samples.front().time);
    }
    double maxX = 1.0;
    double maxY = 1.0;
    for (std::size_t i = 0; i < m_runs.size(); ++i) {
        MinMaxDecimator decimator(kBuckets, kInitialBucketDays);
        for (const TimeSample& sample : m_runs[i].samples)
            decimator.add(double(sample.time - origin) / kSecondsPerDay, valueOf(sample, quantity(), m_totalNodes[i]));
        auto* series = new QLineSeries;
        series->setName(QString::fromStdString(ComparisonFormat::runLabel(m_runs[i])));
        series->setColor(comparisonpalette::runColor(i));
        series->replace(decimator.points());
        chart->addSeries(series);
        if (!decimator.isEmpty()) {
            maxX = std::max(maxX, decimator.lastX());
            maxY = std::max(maxY, decimator.maximumY());
        }
    }
    auto* x = new QValueAxis;
    x->setTitleText(tr("days since the first sample"));
    x->setRange(0, maxX);
    x->setLabelFormat(QStringLiteral("%.1f"));
    auto* y = new QValueAxis;
    chartstyle::fitValueAxis(*y, maxY, kAxisTicks);
    y->setTitleText(m_quantity->currentText());
    for (QValueAxis* axis : {x, y}) {
        axis->setGridLineColor(chartstyle::kGridColor);
        axis->setLabelsColor(chartstyle::kTextColor);
        axis->setTitleBrush(chartstyle::kTextColor);
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* series : chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    chart->setTitle(tr("%1 over time").arg(m_quantity->currentText()));
    chart->legend()->setAlignment(Qt::AlignBottom);
}

}  // namespace schedlab
