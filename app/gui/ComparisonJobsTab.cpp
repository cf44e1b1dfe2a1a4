#include "ComparisonJobsTab.h"

#include "CsvTableView.h"
#include "store/StoredRunConversion.h"

#include "charts/ChartClearing.h"
#include "charts/ChartStyle.h"
#include "compare/ComparisonFormat.h"
#include "compare/JobDifference.h"
#include "engine/SimulationError.h"
#include "gantt/GanttChartWidget.h"

#include <QBarCategoryAxis>
#include <QHorizontalBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace schedlab {

namespace {

constexpr int kJobColumn = 0;
// Left (table, histogram) and right (Gantt charts) share the width 2 : 3.
constexpr int kLeftStretch = 2;
constexpr int kRightStretch = 3;
constexpr int kAxisTicks = 5;
constexpr double kCategoryFontScale = 0.8;
const QColor kHistogramColor{0x4c, 0x72, 0xb0};

bool writeText(const QString& path, const std::string& text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(text.data(), qint64(text.size())) == qint64(text.size());
}

}  // namespace

ComparisonJobsTab::ComparisonJobsTab(const std::vector<StoredRun>& runs, QWidget* parent)
    : QWidget(parent), m_runs(runs)
{
    m_a = new QComboBox(this);
    m_b = new QComboBox(this);
    for (const StoredRun& run : m_runs) {
        const QString label = QString::fromStdString(ComparisonFormat::runLabel(run));
        m_a->addItem(label);
        m_b->addItem(label);
    }
    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Run A:"), this));
    controls->addWidget(m_a);
    controls->addWidget(new QLabel(tr("Run B:"), this));
    controls->addWidget(m_b);
    controls->addStretch();

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_moved = new CsvTableView(this);
    m_moved->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moved->setToolTip(tr("Click a job to show it in both Gantt charts"));
    m_histogram = new QChartView(new QChart, this);
    m_histogram->setRenderHint(QPainter::Antialiasing);

    auto* left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_moved);
    left->addWidget(m_histogram);

    m_titleA = new QLabel(this);
    m_titleB = new QLabel(this);
    m_ganttA = new GanttChartWidget(this);
    m_ganttB = new GanttChartWidget(this);
    for (GanttChartWidget* gantt : {m_ganttA, m_ganttB})
        gantt->setBuildsRasterInBackground(true);
    // Stored runs keep no user ids; the wait is known and tells more.
    m_ganttA->setColorMode(GanttChartWidget::ColorMode::ByWait);
    m_ganttB->setColorMode(GanttChartWidget::ColorMode::ByWait);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_titleA);
    rightLayout->addWidget(m_ganttA, 1);
    rightLayout->addWidget(m_titleB);
    rightLayout->addWidget(m_ganttB, 1);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, kLeftStretch);
    split->setStretchFactor(1, kRightStretch);
    // Initial sizes too: the Gantt charts' size hints would take nearly all.
    constexpr int kSizeUnit = 1000;
    split->setSizes({kLeftStretch * kSizeUnit, kRightStretch * kSizeUnit});
    left->setSizes({2 * kSizeUnit, 3 * kSizeUnit});  // the histogram needs the height

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

    connect(m_a, &QComboBox::currentIndexChanged, this, &ComparisonJobsTab::rebuild);
    connect(m_b, &QComboBox::currentIndexChanged, this, &ComparisonJobsTab::rebuild);
    connect(m_moved, &QTableWidget::cellClicked, this, [this](int row, int) {
        showJob(m_moved->cellText(row, kJobColumn).toLongLong());
    });
    connect(m_ganttA, &GanttChartWidget::jobSelected, this,
            [this](JobIndex job) { followSelection(m_ganttA, job); });
    connect(m_ganttB, &GanttChartWidget::jobSelected, this,
            [this](JobIndex job) { followSelection(m_ganttB, job); });

    setRuns(0, m_runs.size() > 1 ? 1 : 0);
}

ComparisonJobsTab::~ComparisonJobsTab() = default;

void ComparisonJobsTab::setRuns(std::size_t a, std::size_t b)
{
    if (a >= m_runs.size() || b >= m_runs.size())
        return;
    const QSignalBlocker blockA(m_a);
    const QSignalBlocker blockB(m_b);
    m_a->setCurrentIndex(int(a));
    m_b->setCurrentIndex(int(b));
    rebuild();
}

std::size_t ComparisonJobsTab::runA() const
{
    return std::size_t(std::max(m_a->currentIndex(), 0));
}

std::size_t ComparisonJobsTab::runB() const
{
    return std::size_t(std::max(m_b->currentIndex(), 0));
}

RunSnapshotPtr ComparisonJobsTab::snapshotOf(std::size_t run)
{
    auto it = m_snapshots.find(run);
    if (it == m_snapshots.end())
        it = m_snapshots.emplace(run, StoredRunConversion::toFinished(m_runs[run])).first;
    return it->second;
}

QString ComparisonJobsTab::summaryText() const
{
    return m_summary->text();
}

void ComparisonJobsTab::rebuild()
{
    m_difference.reset();
    if (m_runs.empty())
        return;
    const StoredRun& a = m_runs[runA()];
    const StoredRun& b = m_runs[runB()];
    m_titleA->setText(tr("Run A: %1").arg(QString::fromStdString(ComparisonFormat::runLabel(a) + " · " + a.name)));
    m_titleB->setText(tr("Run B: %1").arg(QString::fromStdString(ComparisonFormat::runLabel(b) + " · " + b.name)));
    m_ganttA->setSnapshot(snapshotOf(runA()));
    m_ganttB->setSnapshot(snapshotOf(runB()));
    try {
        m_difference = std::make_unique<JobDifference>(a, b, kShownJobs);
    } catch (const ConfigurationError& e) {
        m_summary->setText(QString::fromStdString(e.what()));
        m_moved->setTable(CsvTable());
        updateHistogram();
        return;
    }
    const JobDifference& d = *m_difference;
    m_summary->setText(
        tr("Start in B − start in A, matched by job id: %1 jobs matched, %2 started earlier in B, %3 later, "
           "%4 at the same time, %5 not matched. Mean delta %6 s, median %7 s.")
            .arg(d.matched())
            .arg(d.earlier())
            .arg(d.later())
            .arg(d.same())
            .arg(d.unmatched())
            .arg(QString::fromStdString(ComparisonFormat::value(d.meanDelta(), false)),
                 QString::fromStdString(ComparisonFormat::value(d.medianDelta(), false))));
    m_moved->setTable(d.movedTable());
    updateHistogram();
}

void ComparisonJobsTab::updateHistogram()
{
    QChart* chart = m_histogram->chart();
    chartstyle::clearChart(*chart);
    chart->setTitle(tr("Jobs by start delta B − A"));
    chart->legend()->hide();
    if (!m_difference)
        return;
    auto* set = new QBarSet(tr("jobs"));
    set->setColor(kHistogramColor);
    set->setBorderColor(kHistogramColor);
    QStringList labels;
    std::int64_t maximum = 1;
    // Horizontal bars keep the bin labels (with their counts) readable; the
    // category axis runs bottom-up, so the bins go in reversed to put
    // "earlier > 1 w" on top.
    const std::vector<JobDifference::Bin>& bins = m_difference->histogram();
    for (auto bin = bins.rbegin(); bin != bins.rend(); ++bin) {
        // Axis labels are rich text: "<= 1 min" must be escaped to show.
        labels << QStringLiteral("%1 (%2)").arg(QString::fromStdString(bin->label).toHtmlEscaped()).arg(bin->count);
        set->append(double(bin->count));
        maximum = std::max(maximum, bin->count);
    }
    auto* series = new QHorizontalBarSeries;
    series->append(set);
    chart->addSeries(series);
    auto* categories = new QBarCategoryAxis;
    categories->append(labels);
    categories->setLabelsColor(chartstyle::kTextColor);
    // Qt Charts elides a category label taller than its band: a smaller
    // font keeps all fifteen readable at the usual tab height.
    QFont labelFont = categories->labelsFont();
    labelFont.setPointSizeF(labelFont.pointSizeF() * kCategoryFontScale);
    categories->setLabelsFont(labelFont);
    chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto* values = new QValueAxis;
    const double step = chartstyle::niceStep(double(maximum) / kAxisTicks);
    values->setRange(0, std::ceil(double(maximum) / step) * step);
    values->setTickCount(int(std::lround(values->max() / step)) + 1);
    values->setLabelFormat(QStringLiteral("%d"));
    values->setGridLineColor(chartstyle::kGridColor);
    values->setLabelsColor(chartstyle::kTextColor);
    chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(values);
}

bool ComparisonJobsTab::showJob(std::int64_t jobId)
{
    const JobIndex inA = StoredRunConversion::indexOf(m_runs[runA()], jobId);
    const JobIndex inB = StoredRunConversion::indexOf(m_runs[runB()], jobId);
    m_following = true;
    if (inA != kNoJob)
        m_ganttA->jumpToJob(inA);
    if (inB != kNoJob)
        m_ganttB->jumpToJob(inB);
    m_following = false;
    // Keep the table's selection on the job when it is listed.
    for (int row = 0; row < m_moved->rowCount(); ++row) {
        if (m_moved->cellText(row, kJobColumn).toLongLong() == jobId) {
            const QSignalBlocker blocker(m_moved);
            m_moved->selectRow(row);
            break;
        }
    }
    emit jobShown(qint64(jobId));
    return inA != kNoJob && inB != kNoJob;
}

void ComparisonJobsTab::followSelection(GanttChartWidget* from, JobIndex job)
{
    // A job picked in one chart is shown in the other as well; jumps made
    // by showJob itself emit jobSelected too and must not loop.
    if (m_following || job == kNoJob)
        return;
    const StoredRun& run = m_runs[from == m_ganttA ? runA() : runB()];
    if (job < run.jobs.size())
        showJob(run.jobs[job].jobId);
}

bool ComparisonJobsTab::exportCsv(const QString& path) const
{
    if (!m_difference)
        return false;
    const QFileInfo info(path);
    const QString histogramPath = info.dir().filePath(info.completeBaseName() + QStringLiteral("-histogram.csv"));
    return writeText(path, m_difference->movedTable().toCsv()) &&
           writeText(histogramPath, m_difference->histogramTable().toCsv());
}

}  // namespace schedlab
