#include "charts/TraceHistogramsWidget.h"

#include "charts/ChartStyle.h"
#include "charts/TraceHistogramData.h"
#include "model/Units.h"

#include <QGridLayout>
#include <QLocale>
#include <QPixmap>
#include <QToolTip>

#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace schedlab {

namespace {

enum Panel { WidthPanel, RunTimePanel, AccuracyPanel, ArrivalsPanel, PanelCount };

constexpr int kGridColumns = 2;
constexpr double kBarWidth = 0.78;            // of one bin: a little air between bars
constexpr double kHeadroom = 1.15;            // room above the tallest bar for its count
constexpr double kBinPadding = 0.6;           // half a bin of margin at both ends of x
constexpr int kMaxLabelledBars = 16;          // beyond this, counts crowd; tooltips remain
constexpr int kRotateLabelsAbove = 8;         // more bins than this: slanted tick labels
constexpr double kSlantDegrees = -40;
constexpr double kSmallFontScale = 0.85;
using units::kPercent;
constexpr int kBrushAlpha = 215;
constexpr int kDarkerPercent = 130;
constexpr double kThousand = 1e3;
constexpr double kMillion = 1e6;
constexpr double kCompactLimit = 10.0;        // below 10k / 10M show one decimal
constexpr int kMinimumPanelWidth = 260;
constexpr int kMinimumPanelHeight = 190;

// One hue per panel (Tableau 10); overruns get the warning red.
const std::array<QColor, PanelCount> kPanelColors = {
    QColor(0x1f, 0x77, 0xb4), QColor(0x17, 0xbe, 0xcf), QColor(0x94, 0x67, 0xbd), QColor(0xff, 0x7f, 0x0e)};
const QColor kOverrunColor(0xd6, 0x27, 0x28);
const QColor kSubtitleColor(0x6b, 0x72, 0x79);

// Counts above bars must fit a narrow bar: 12345 -> "12k", 1234 -> "1.2k".
QString compactCount(std::int64_t count)
{
    const auto value = double(count);
    if (value < kThousand)
        return QString::number(count);
    if (value < kMillion) {
        const double k = value / kThousand;
        return QString::number(k, 'f', k < kCompactLimit ? 1 : 0) + QLatin1Char('k');
    }
    const double m = value / kMillion;
    return QString::number(m, 'f', m < kCompactLimit ? 1 : 0) + QLatin1Char('M');
}

QFont scaled(const QFont& base, double scale)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * scale);
    return font;
}

}  // namespace

struct TraceHistogramsWidget::Private {
    struct PanelState {
        QCustomPlot* plot = nullptr;
        QCPTextElement* title = nullptr;
        QCPTextElement* subtitle = nullptr;
        QCPBars* bars = nullptr;
        QCPBars* overrunBars = nullptr;  // accuracy panel only
        QStringList labels;
        std::vector<std::int64_t> counts;
        std::int64_t total = 0;
    };

    std::array<PanelState, PanelCount> panels;
    std::shared_ptr<const Workload> workload;
    TraceHistogramData data;
};

TraceHistogramsWidget::TraceHistogramsWidget(QWidget* parent)
    : QWidget(parent), d(std::make_unique<Private>())
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    const std::array<QString, PanelCount> titles = {tr("Job width"), tr("Run time"), tr("Estimate accuracy"),
                                                    tr("Arrivals by hour of day")};
    const QFont small = scaled(font(), kSmallFontScale);
    QFont titleFont = font();
    titleFont.setBold(true);

    for (int panel = 0; panel < PanelCount; ++panel) {
        Private::PanelState& state = d->panels[std::size_t(panel)];
        auto* plot = new QCustomPlot(this);
        plot->setMinimumSize(kMinimumPanelWidth, kMinimumPanelHeight);
        plot->setBackground(Qt::white);
        plot->setAntialiasedElements(QCP::aeAll);
        state.plot = plot;

        plot->plotLayout()->insertRow(0);
        state.title = new QCPTextElement(plot, titles[std::size_t(panel)], titleFont);
        state.title->setTextColor(chartstyle::kTextColor);
        plot->plotLayout()->addElement(0, 0, state.title);
        plot->plotLayout()->insertRow(1);
        state.subtitle = new QCPTextElement(plot, QString(), small);
        state.subtitle->setTextColor(kSubtitleColor);
        plot->plotLayout()->addElement(1, 0, state.subtitle);

        for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
            axis->setBasePen(QPen(chartstyle::kAxisColor));
            axis->setTickPen(QPen(chartstyle::kAxisColor));
            axis->setSubTickPen(Qt::NoPen);
            axis->setTickLabelFont(small);
            axis->setTickLabelColor(chartstyle::kTextColor);
            axis->setLabelFont(small);
            axis->setLabelColor(chartstyle::kTextColor);
            axis->grid()->setPen(QPen(chartstyle::kGridColor));
        }
        plot->xAxis->grid()->setVisible(false);
        plot->xAxis->setTickLength(0, 0);
        plot->yAxis->setLabel(tr("Jobs"));
        plot->yAxis->setNumberFormat(QStringLiteral("gb"));

        const QColor color = kPanelColors[std::size_t(panel)];
        state.bars = new QCPBars(plot->xAxis, plot->yAxis);
        state.bars->setWidth(kBarWidth);
        state.bars->setPen(QPen(color.darker(kDarkerPercent)));
        QColor fill = color;
        fill.setAlpha(kBrushAlpha);
        state.bars->setBrush(fill);
        if (panel == AccuracyPanel) {
            state.overrunBars = new QCPBars(plot->xAxis, plot->yAxis);
            state.overrunBars->setWidth(kBarWidth);
            state.overrunBars->setPen(QPen(kOverrunColor.darker(kDarkerPercent)));
            QColor overrunFill = kOverrunColor;
            overrunFill.setAlpha(kBrushAlpha);
            state.overrunBars->setBrush(overrunFill);
        }

        // Exact counts on hover: the bars only show rounded ones.
        plot->setMouseTracking(true);
        connect(plot, &QCustomPlot::mouseMove, this, [this, panel](QMouseEvent* event) {
            const Private::PanelState& hovered = d->panels[std::size_t(panel)];
            const double key = hovered.plot->xAxis->pixelToCoord(event->position().x());
            const auto index = qint64(std::lround(key));
            if (hovered.total == 0 || index < 0 || index >= qint64(hovered.counts.size()) ||
                std::abs(key - double(index)) > kBarWidth / 2) {
                QToolTip::hideText();
                return;
            }
            const std::int64_t count = hovered.counts[std::size_t(index)];
            const QString text = tr("%1: %2 jobs (%3 %)")
                                     .arg(hovered.labels[index], QLocale().toString(qint64(count)))
                                     .arg(kPercent * double(count) / double(hovered.total), 0, 'f', 1);
            QToolTip::showText(event->globalPosition().toPoint(), text, hovered.plot);
        });

        layout->addWidget(plot, panel / kGridColumns, panel % kGridColumns);
    }
    d->panels[WidthPanel].plot->xAxis->setLabel(tr("Nodes requested (power-of-two bins)"));
    d->panels[RunTimePanel].plot->xAxis->setLabel(tr("Run time (log-scaled bins)"));
    d->panels[AccuracyPanel].plot->xAxis->setLabel(tr("Run time / estimate (%)"));
    setWorkload(nullptr);
}

TraceHistogramsWidget::~TraceHistogramsWidget() = default;

const TraceHistogramData& TraceHistogramsWidget::data() const
{
    return d->data;
}

void TraceHistogramsWidget::setWorkload(std::shared_ptr<const Workload> workload)
{
    d->workload = std::move(workload);
    d->data = d->workload ? TraceHistogramData(*d->workload) : TraceHistogramData(Workload{});
    const TraceHistogramData& data = d->data;
    const QLocale locale;
    const std::int64_t jobs = data.jobCount();
    const QString jobsText = d->workload ? tr("%1 jobs").arg(locale.toString(qint64(jobs))) : tr("No trace loaded");

    auto fill = [&](Panel panel, const HistogramBins& bins, const QString& subtitle) {
        Private::PanelState& state = d->panels[std::size_t(panel)];
        state.labels = bins.labels;
        state.counts = bins.counts;
        state.total = jobs;
        state.subtitle->setText(subtitle);
        QVector<double> keys;
        QVector<double> values;
        for (int i = 0; i < bins.size(); ++i) {
            keys << double(i);
            values << double(bins.counts[std::size_t(i)]);
        }
        state.bars->setData(keys, values, true);
    };

    fill(WidthPanel, data.widths(), jobsText);
    fill(RunTimePanel, data.runTimes(), jobsText);
    QString accuracyText = jobsText;
    if (d->workload) {
        const double share = jobs > 0 ? kPercent * double(data.overruns()) / double(jobs) : 0.0;
        accuracyText = tr("%1 · %2 overran the estimate (%3 %)")
                           .arg(jobsText, locale.toString(qint64(data.overruns())))
                           .arg(share, 0, 'f', 1);
    }
    fill(AccuracyPanel, data.accuracy(), accuracyText);
    {
        // The overrun bar sits after the ten accuracy bins, in red.
        Private::PanelState& state = d->panels[AccuracyPanel];
        state.labels << tr(">100");
        state.counts.push_back(data.overruns());
        state.overrunBars->setData(QVector<double>{double(TraceHistogramData::kAccuracyBins)},
                                   QVector<double>{double(data.overruns())}, true);
    }
    fill(ArrivalsPanel, data.arrivalsByHour(), jobsText);
    d->panels[ArrivalsPanel].plot->xAxis->setLabel(tr("Hour of day (%1)").arg(data.hourZoneLabel()));

    for (Private::PanelState& state : d->panels) {
        QCustomPlot* plot = state.plot;
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        const int bins = int(state.labels.size());
        for (int i = 0; i < bins; ++i)
            ticker->addTick(i, state.labels[i]);
        plot->xAxis->setTicker(ticker);
        plot->xAxis->setTickLabelRotation(bins > kRotateLabelsAbove && &state != &d->panels[ArrivalsPanel]
                                              ? kSlantDegrees
                                              : 0);
        plot->xAxis->setRange(-kBinPadding, double(bins - 1) + kBinPadding);
        const std::int64_t tallest =
            state.counts.empty() ? 0 : *std::max_element(state.counts.begin(), state.counts.end());
        plot->yAxis->setRange(0, std::max(1.0, double(tallest) * kHeadroom));

        // Counts above the bars where there is room for them.
        plot->clearItems();
        if (bins <= kMaxLabelledBars && state.total > 0) {
            for (int i = 0; i < bins; ++i) {
                const std::int64_t count = state.counts[std::size_t(i)];
                if (count == 0)
                    continue;
                auto* label = new QCPItemText(plot);
                label->position->setCoords(double(i), double(count));
                label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
                label->setText(compactCount(count));
                label->setFont(scaled(font(), kSmallFontScale * kSmallFontScale));
                label->setColor(chartstyle::kTextColor);
                label->setClipToAxisRect(false);
            }
        }
        plot->replot();
    }
}

bool TraceHistogramsWidget::exportPng(const QString& path)
{
    const QPixmap pixmap = grab();
    return !pixmap.isNull() && pixmap.save(path, "PNG");
}

}  // namespace schedlab
