#include "RunDocument.h"
#include "model/Units.h"

#include "CreditDelayTab.h"
#include "EventLogFilterModel.h"
#include "EventLogModel.h"
#include "JobDetailsPanel.h"
#include "MachineMetricsTable.h"
#include "MetricsTable.h"
#include "PlaybackBar.h"
#include "PlaybackController.h"
#include "RunInfoView.h"
#include "SampleTraces.h"
#include "SignificantDecimals.h"
#include "SiteMetricsTable.h"
#include "UserMetricsPanel.h"
#include "TimeFormatter.h"
#include "UnfinishedJobsPanel.h"
#include "WaitingQueueModel.h"

#include "run/ScheduleInstant.h"

#include "charts/LiveChartsWidget.h"
#include "gantt/OccupancyView.h"
#include "gantt/CreditPalette.h"
#include "gantt/OriginSitePalette.h"

#include <QComboBox>
#include <QFontMetrics>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace schedlab {

namespace {

constexpr int kPercent = int(units::kPercent);
constexpr int kProgressWidth = 220;
constexpr int kMaxLegendEntries = 10;
constexpr int kSideColumnWidth = 300;
constexpr int kSideColumnDefaultWidth = 380;
constexpr int kFindFieldPadding = 48;
constexpr int kColumnPadding = 16;
// The Gantt chart is the main view: two thirds of the height to start with,
// and most of what the window gains.
constexpr int kChartAreaStretch = 2;
constexpr int kBottomStretch = 1;
// The job details (with a job's offers on the market, say) need more of the
// side column than the waiting queue, which fills only during playback.
constexpr int kDetailsStretch = 3;
constexpr int kQueueStretch = 2;
constexpr int kSecondsPerMinute = int(units::kSecondsPerMinute);
// Playback draws the reservations of this many waiting jobs at most: a
// year-long trace's queue runs far past the view, and planning it all on
// every frame would stall playback.
constexpr std::size_t kMostPlannedJobs = 200;
constexpr int kRowHeightPadding = 6;
constexpr int kSecondsDecimals = 1;
constexpr int kClockFieldWidth = 2;
constexpr int kDecimalBase = 10;
constexpr double kHeadlineScale = 1.15;
const QString kErrorStyle = QStringLiteral(
    "QLabel { background: #fdecea; color: #8e1b10; border: 1px solid #f5c2bd; border-radius: 4px; padding: 6px; }");
const QString kNoticeStyle = QStringLiteral(
    "QLabel { background: #fff6e0; color: #7a5400; border: 1px solid #f3d68c; border-radius: 4px; padding: 6px; }");

QString etaText(double seconds)
{
    if (seconds < 0)
        return RunDocument::tr("estimating…");
    const auto whole = std::lround(seconds);
    return RunDocument::tr("%1:%2 left")
        .arg(whole / kSecondsPerMinute)
        .arg(whole % kSecondsPerMinute, kClockFieldWidth, kDecimalBase, QLatin1Char('0'));
}

struct ColorChoice {
    GanttChartWidget::ColorMode mode;
    const char* text;
};

const ColorChoice kColorChoices[] = {
    {GanttChartWidget::ColorMode::ByDecision, QT_TRANSLATE_NOOP("schedlab::RunDocument", "By decision")},
    {GanttChartWidget::ColorMode::ByUser, QT_TRANSLATE_NOOP("schedlab::RunDocument", "By user")},
    {GanttChartWidget::ColorMode::ByWidth, QT_TRANSLATE_NOOP("schedlab::RunDocument", "By width")},
    {GanttChartWidget::ColorMode::ByWait, QT_TRANSLATE_NOOP("schedlab::RunDocument", "By wait")},
    {GanttChartWidget::ColorMode::ByOriginSite, QT_TRANSLATE_NOOP("schedlab::RunDocument", "By origin site")},
    {GanttChartWidget::ColorMode::ByCredit, QT_TRANSLATE_NOOP("schedlab::RunDocument", "By credit")},
};

}  // namespace

RunDocument::RunDocument(RunRequest request, GanttChartWidget::ColorMode colorMode, QWidget* parent)
    : QWidget(parent),
      m_controller(new RunController(std::move(request), this)),
      m_playback(new PlaybackController(this))
{
    const RunRequest& req = m_controller->request();

    m_headline = new QLabel(this);
    QFont headlineFont = m_headline->font();
    headlineFont.setBold(true);
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * kHeadlineScale);
    m_headline->setFont(headlineFont);
    m_headline->setText(tr("%1 on %2 — %3")
                            .arg(QString::fromStdString(req.policyName),
                                 QString::fromStdString(req.platform.name()),
                                 QFileInfo(req.trace->path).fileName()));
    // A generated workload's name is its whole spec: clipped rather than
    // widening the window past a laptop screen; the tooltip has it all.
    m_headline->setMinimumWidth(1);
    m_headline->setToolTip(m_headline->text());
    m_statusLabel = new QLabel(this);
    m_statusLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_statusLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, kPercent);
    m_progress->setFixedWidth(kProgressWidth);
    m_cancel = new QPushButton(QIcon(QStringLiteral(":/icons/cancel.svg")), tr("Cancel"), this);
    m_cancel->setToolTip(tr("Stop this simulation; the schedule so far stays visible"));
    m_banner = new QLabel(this);
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->hide();

    m_playbackBar = new PlaybackBar(m_playback, this);
    m_playbackBar->setTimeFormatter(TimeFormatter(*req.trace->workload));
    m_playbackBar->setEnabled(false);

    auto* header = new QHBoxLayout;
    header->addWidget(m_headline);
    header->addWidget(m_statusLabel, 1);
    header->addWidget(m_progress);
    header->addWidget(m_cancel);

    auto* vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(createChartArea());
    vertical->addWidget(createBottomTabs());
    vertical->setStretchFactor(0, kChartAreaStretch);
    vertical->setStretchFactor(1, kBottomStretch);
    // Relative weights: the splitter shares its height in this ratio.
    constexpr int kSplitUnit = 1000;
    vertical->setSizes({kChartAreaStretch * kSplitUnit, kBottomStretch * kSplitUnit});
    vertical->setChildrenCollapsible(false);

    auto* horizontal = new QSplitter(Qt::Horizontal, this);
    horizontal->addWidget(vertical);
    horizontal->addWidget(createSideColumn());
    horizontal->setStretchFactor(0, 1);
    horizontal->setStretchFactor(1, 0);
    horizontal->setChildrenCollapsible(false);
    horizontal->setSizes({QWIDGETSIZE_MAX, kSideColumnDefaultWidth});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_banner);
    layout->addWidget(m_playbackBar);
    layout->addWidget(horizontal, 1);

    m_charts->setTotalNodes(req.platform.totalNodes());
    const TimeFormatter formatter(*req.trace->workload);
    m_charts->setTimeBase(formatter.unixStartTime(), formatter.zoneId());
    m_charts->setTicksPerSecond(req.trace->workload->ticksPerSecond);

    connect(m_cancel, &QPushButton::clicked, this, &RunDocument::cancel);
    connect(m_controller, &RunController::progressed, this, &RunDocument::onProgress);
    connect(m_controller, &RunController::samplesArrived, m_charts, &LiveChartsWidget::addSamples);
    connect(m_controller, &RunController::cyclesArrived, m_charts, &LiveChartsWidget::addCycles);
    connect(m_controller, &RunController::finished, this, &RunDocument::onFinished);
    connect(m_controller, &RunController::failed, this, &RunDocument::onFailed);
    connect(m_controller, &RunController::stateChanged, this, &RunDocument::stateChanged);
    connect(m_playback, &PlaybackController::nowChanged, this, &RunDocument::onNowChanged);
    connect(m_playback, &PlaybackController::currentEventChanged, this, &RunDocument::onCurrentEventChanged);
    connect(m_gantt, &GanttChartWidget::jobSelected, m_details, &JobDetailsPanel::showJob);

    setColorMode(colorMode);
    setStatus(tr("Ready"));
    refreshInfo();
}

RunDocument::~RunDocument() = default;

QWidget* RunDocument::createChartArea()
{
    auto* area = new QWidget(this);
    m_gantt = new GanttChartWidget(area);
    m_gantt->setBuildsRasterInBackground(true);

    m_colorMode = new QComboBox(area);
    for (const ColorChoice& choice : kColorChoices)
        m_colorMode->addItem(tr(choice.text), int(choice.mode));
    m_colorMode->setToolTip(tr("What the job colours mean"));
    updateColourModes();
    m_legend = new QLabel(area);
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_find = new QLineEdit(area);
    m_find->setPlaceholderText(tr("Find job number (Ctrl+F)"));
    m_find->setClearButtonEnabled(true);
    m_find->setFixedWidth(m_find->fontMetrics().horizontalAdvance(m_find->placeholderText()) + kFindFieldPadding);
    auto* fit = new QToolButton(area);
    fit->setIcon(QIcon(QStringLiteral(":/icons/fit.svg")));
    fit->setToolTip(tr("Fit the whole schedule into view"));
    fit->setAutoRaise(true);

    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Colour:"), area));
    bar->addWidget(m_colorMode);
    bar->addWidget(m_legend, 1);
    bar->addWidget(m_find);
    bar->addWidget(fit);

    m_views = new QTabWidget(area);
    m_views->setDocumentMode(true);
    m_views->setTabPosition(QTabWidget::South);
    m_views->addTab(m_gantt, tr("Gantt chart"));
    m_occupancy = new OccupancyView(area);
    m_views->addTab(m_occupancy, tr("Machine occupancy"));
    m_views->setTabToolTip(1, tr("Busy nodes per machine and queue length over time"));

    auto* layout = new QVBoxLayout(area);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_views, 1);

    connect(m_colorMode, &QComboBox::currentIndexChanged, this, [this](int index) {
        setColorMode(GanttChartWidget::ColorMode(m_colorMode->itemData(index).toInt()));
    });
    connect(fit, &QToolButton::clicked, this, &RunDocument::fitAll);
    // Both views share one time window: zooming one zooms the other.
    connect(m_gantt, &GanttChartWidget::visibleTimeRangeChanged, this, [this](qint64 from, qint64 to) {
        if (m_occupancy->visibleTimeRange() != std::pair<Time, Time>(from, to))
            m_occupancy->setVisibleTimeRange(from, to);
    });
    connect(m_occupancy, &OccupancyView::visibleTimeRangeChanged, this, [this](qint64 from, qint64 to) {
        if (m_gantt->visibleTimeRange() != std::pair<Time, Time>(from, to))
            m_gantt->setVisibleTimeRange(from, to);
    });
    connect(m_find, &QLineEdit::returnPressed, this, [this] {
        bool ok = false;
        const qint64 id = m_find->text().trimmed().toLongLong(&ok);
        if (!ok || !findJob(id))
            setStatus(tr("No job %1 in this run").arg(m_find->text().trimmed()));
    });
    return area;
}

QWidget* RunDocument::createBottomTabs()
{
    m_bottom = new QTabWidget(this);
    m_bottom->setDocumentMode(true);
    m_charts = new LiveChartsWidget(m_bottom);
    m_metrics = new MetricsTable(m_bottom);
    m_machineMetrics = new MachineMetricsTable(m_bottom);
    m_siteMetrics = new SiteMetricsTable(m_bottom);
    m_creditDelay = new CreditDelayTab(m_bottom);
    m_creditDelay->hide();
    connect(m_creditDelay, &CreditDelayTab::ready, this, &RunDocument::showCreditDelay);
    m_siteMetrics->hide();
    m_userMetrics = new UserMetricsPanel(m_bottom);
    m_userMetrics->hide();

    auto* log = new QWidget(m_bottom);
    m_eventLog = new EventLogModel(this);
    m_eventFilter = new EventLogFilterModel(this);
    m_eventFilter->setLogModel(m_eventLog);
    // A flat tree view, not a table: a table's vertical header, hidden or
    // not, sets up a section per row on every reset, 30 ms of the GUI
    // thread for a CEA-Curie year's million events.
    m_eventView = new QTreeView(log);
    m_eventView->setModel(m_eventFilter);
    m_eventView->setRootIsDecorated(false);
    m_eventView->setItemsExpandable(false);
    m_eventView->setUniformRowHeights(true);
    m_eventView->setAllColumnsShowFocus(true);
    m_eventView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_eventView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_eventView->header()->setStretchLastSection(false);
    m_eventView->header()->setSectionResizeMode(EventLogModel::DescriptionColumn, QHeaderView::Stretch);
    m_eventView->setWordWrap(false);
    m_eventView->setAlternatingRowColors(true);
    auto* kinds = new QComboBox(log);
    kinds->addItem(tr("All events"), int(EventLogFilterModel::KindFilter::All));
    kinds->addItem(tr("Starts (decisions)"), int(EventLogFilterModel::KindFilter::Starts));
    kinds->addItem(tr("Backfills only"), int(EventLogFilterModel::KindFilter::Backfills));
    kinds->addItem(tr("Submissions"), int(EventLogFilterModel::KindFilter::Submissions));
    kinds->addItem(tr("Completions"), int(EventLogFilterModel::KindFilter::Completions));
    kinds->addItem(tr("Preemptions and resumes"), int(EventLogFilterModel::KindFilter::Preemptions));
    auto* jobFilter = new QLineEdit(log);
    jobFilter->setPlaceholderText(tr("Filter by job number"));
    jobFilter->setClearButtonEnabled(true);
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(new QLabel(tr("Show:"), log));
    filterRow->addWidget(kinds);
    filterRow->addWidget(jobFilter);
    filterRow->addStretch();
    auto* logLayout = new QVBoxLayout(log);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->addLayout(filterRow);
    logLayout->addWidget(m_eventView, 1);
    connect(kinds, &QComboBox::currentIndexChanged, this, [this, kinds](int index) {
        m_eventFilter->setKindFilter(EventLogFilterModel::KindFilter(kinds->itemData(index).toInt()));
    });
    connect(jobFilter, &QLineEdit::textChanged, m_eventFilter, &EventLogFilterModel::setJobFilter);
    connect(m_eventView, &QTreeView::activated, this, [this](const QModelIndex& index) {
        const qlonglong job = index.data(EventLogModel::JobIndexRole).toLongLong();
        if (job >= 0)
            m_gantt->jumpToJob(JobIndex(job));
    });

    m_info = new RunInfoView(m_bottom);
    m_unfinished = new UnfinishedJobsPanel(m_bottom);
    connect(m_unfinished, &UnfinishedJobsPanel::jobChosen, this, [this](JobIndex job) { m_gantt->jumpToJob(job); });

    // Scrolled rather than squeezed: four charts need more height than a
    // laptop's screen leaves them, and must not push the window past it.
    auto* chartsScroll = new QScrollArea(m_bottom);
    chartsScroll->setWidget(m_charts);
    chartsScroll->setWidgetResizable(true);
    chartsScroll->setFrameShape(QFrame::NoFrame);
    m_bottom->addTab(chartsScroll, tr("Live charts"));
    m_bottom->addTab(m_metrics, tr("Metrics"));
    m_bottom->addTab(m_machineMetrics, tr("Per machine"));
    m_bottom->addTab(log, tr("Event log"));
    m_bottom->addTab(m_unfinished, tr("Not run to the end"));
    m_bottom->addTab(m_info, tr("Run record"));
    return m_bottom;
}

QWidget* RunDocument::createSideColumn()
{
    auto* side = new QSplitter(Qt::Vertical, this);
    auto* detailsBox = new QGroupBox(tr("Job details"), side);
    m_details = new JobDetailsPanel(detailsBox);
    auto* detailsLayout = new QVBoxLayout(detailsBox);
    detailsLayout->addWidget(m_details);

    auto* queueBox = new QGroupBox(tr("Waiting queue at now"), side);
    m_waiting = new WaitingQueueModel(this);
    m_waitingLabel = new QLabel(tr("Play or step the schedule to see the queue."), queueBox);
    m_waitingLabel->setWordWrap(true);
    auto* queueView = new QTableView(queueBox);
    queueView->setModel(m_waiting);
    queueView->verticalHeader()->hide();
    queueView->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    queueView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + kRowHeightPadding);
    queueView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    queueView->horizontalHeader()->setStretchLastSection(true);
    queueView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    queueView->setSelectionBehavior(QAbstractItemView::SelectRows);
    queueView->setAlternatingRowColors(true);
    auto* queueLayout = new QVBoxLayout(queueBox);
    queueLayout->addWidget(m_waitingLabel);
    queueLayout->addWidget(queueView, 1);
    connect(queueView, &QTableView::activated, this, [this](const QModelIndex& index) {
        m_gantt->jumpToJob(JobIndex(index.data(WaitingQueueModel::JobIndexRole).toLongLong()));
    });

    side->addWidget(detailsBox);
    side->addWidget(queueBox);
    side->setStretchFactor(0, kDetailsStretch);
    side->setStretchFactor(1, kQueueStretch);
    side->setMinimumWidth(kSideColumnWidth);
    side->setChildrenCollapsible(false);
    return side;
}

QString RunDocument::title() const
{
    const RunRequest& req = m_controller->request();
    return QStringLiteral("%1 · %2 · %3")
        .arg(QString::fromStdString(req.policyName), QString::fromStdString(req.platform.name()),
             SampleTraces::displayName(req.trace->path));
}

void RunDocument::start()
{
    setStatus(tr("Starting…"));
    m_progress->setValue(0);
    m_controller->start();
    refreshInfo();
}

void RunDocument::cancel()
{
    if (!m_controller->isRunning())
        return;
    m_controller->cancel();
    m_cancel->setEnabled(false);
    setStatus(tr("Cancelling…"));
}

void RunDocument::onProgress(const SimulationProgress& progress)
{
    const QLocale locale;
    const int percent = int(progress.fraction() * kPercent);
    m_progress->setValue(percent);
    m_progress->setFormat(tr("%p% — %1").arg(etaText(m_controller->etaSeconds())));
    setStatus(tr("Simulating: %1 of %2 jobs done, simulated time %3")
                  .arg(locale.toString(qlonglong(progress.jobsCompleted)),
                       locale.toString(qlonglong(progress.jobsTotal)),
                       TimeFormatter(*m_controller->request().trace->workload).date(progress.now)));
    emit progressChanged(percent);
}

void RunDocument::onFinished(RunSnapshotPtr snapshot)
{
    m_snapshot = std::move(snapshot);
    const bool cancelled = m_snapshot->result.cancelled;
    m_cancel->hide();
    m_progress->setVisible(cancelled);
    m_progress->setFormat(tr("%p% done"));

    m_gantt->setSnapshot(m_snapshot, m_controller->outcome().gantt);
    m_occupancy->setSnapshot(m_snapshot);
    updateColourModes();
    m_charts->setSamples(m_snapshot->result.samples);
    m_charts->setCycles(m_snapshot->result.cycles);
    m_metrics->setReport(m_snapshot->metrics);
    m_machineMetrics->setReport(m_snapshot->metrics);
    showSiteMetrics(m_snapshot->metrics);
    showUserMetrics(*m_snapshot);
    m_creditDelay->showRun(m_snapshot);
    m_eventLog->setSnapshot(m_snapshot);
    // Sized for the widest texts (bold, as the current row is), not for the
    // first rows on show, which are all plain submissions.
    QFont bold = m_eventView->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const TimeFormatter formatter(*m_snapshot->workload);
    m_eventView->setColumnWidth(EventLogModel::TimeColumn,
                                metrics.horizontalAdvance(formatter.dateTime(m_snapshot->result.events.empty() ? 0 : m_snapshot->result.events.back().time)) + kColumnPadding);
    m_eventView->setColumnWidth(EventLogModel::KindColumn, metrics.horizontalAdvance(tr("Start (backfill)")) + kColumnPadding);
    const RunRequest& request = m_controller->request();
    m_details->setReplayTrace(request.traceIsSimulatedWorkload ? TracePtr() : request.trace->trace);
    m_details->setSnapshot(m_snapshot);
    m_waiting->setSnapshot(m_snapshot);
    m_unfinished->setSnapshot(m_snapshot);
    m_playback->setSnapshot(m_snapshot);
    m_playbackBar->setEnabled(!m_snapshot->result.events.empty());
    updateLegend();

    const QLocale locale;
    const double seconds = m_controller->elapsedSeconds();
    const RunWorker::Outcome& outcome = m_controller->outcome();
    if (cancelled) {
        setStatus(tr("Cancelled at %1% after %2 s: the schedule so far is shown")
                      .arg(int(m_controller->fraction() * kPercent))
                      .arg(locale.toString(seconds, 'f', kSecondsDecimals)));
        showBanner(tr("Cancelled. %1 of %2 jobs had finished; metrics cover those jobs only.")
                       .arg(locale.toString(qlonglong(m_snapshot->metrics.jobs)),
                            locale.toString(qulonglong(m_snapshot->workload->jobs.size()))),
                   false);
    } else {
        setStatus(tr("Done in %1 s: AWRT %2 s, utilization %3%")
                      .arg(locale.toString(seconds, 'f', kSecondsDecimals),
                           locale.toString(m_snapshot->metrics.awrt, 'f', significantDecimals(m_snapshot->metrics.awrt)),
                           locale.toString(m_snapshot->metrics.utilization * kPercent, 'f', 1)));
        if (!outcome.validation.ok())
            showBanner(tr("The schedule failed validation:\n%1").arg(QString::fromStdString(outcome.validation.toText())), true);
    }
    refreshInfo();
    emit progressChanged(kPercent);
}

void RunDocument::onFailed(const QString& message)
{
    m_cancel->hide();
    m_progress->hide();
    setStatus(tr("Failed"));
    showBanner(tr("The run failed: %1").arg(message), true);
    refreshInfo();
}

void RunDocument::onNowChanged(Time now)
{
    m_gantt->setNowTime(now);
    m_occupancy->setNowTime(now);
    m_charts->setNowTime(now);
    m_waiting->setNow(now);
    showPlan(now);
    if (now == kNoTime) {
        m_waitingLabel->setText(tr("Play or step the schedule to see the queue."));
        return;
    }
    m_waitingLabel->setText(tr("Waiting jobs: %1 · nodes requested: %2")
                                .arg(QLocale().toString(m_waiting->rowCount()),
                                     QLocale().toString(qlonglong(m_waiting->waitingNodes()))));
}

void RunDocument::showPlan(Time now)
{
    std::shared_ptr<const BackfillPlan> plan;
    if (m_snapshot) {
        if (auto computed = ScheduleInstant::planAt(*m_snapshot, now, kMostPlannedJobs))
            plan = std::make_shared<const BackfillPlan>(std::move(*computed));
    }
    m_gantt->setBackfillPlan(plan);
    m_details->setPlayback(now, plan);
}

void RunDocument::onCurrentEventChanged(int event)
{
    m_eventLog->setCurrentEvent(event);
    if (event < 0)
        return;
    // Keep the current event in view while playing or stepping.
    const QModelIndex shown = m_eventFilter->mapFromSource(m_eventLog->index(event, 0));
    if (shown.isValid())
        m_eventView->scrollTo(shown, QAbstractItemView::PositionAtCenter);
    if (m_playback->isPlaying())
        return;
    const ScheduleEvent* e = m_eventLog->event(event);
    if (e && e->job != kNoJob && e->kind == ScheduleEvent::Kind::Start)
        m_details->showJob(e->job);
}

void RunDocument::setColorMode(GanttChartWidget::ColorMode mode)
{
    const int index = m_colorMode->findData(int(mode));
    if (index >= 0)
        m_colorMode->setCurrentIndex(index);
    m_gantt->setColorMode(mode);
    m_controller->setGanttColorMode(mode);
    updateLegend();
}

void RunDocument::updateLegend()
{
    const auto entries = m_gantt->legend();
    QStringList parts;
    for (int i = 0; i < entries.size() && i < kMaxLegendEntries; ++i) {
        parts << QStringLiteral("<span style='color:%1'>&#9632;</span>&nbsp;%2")
                     .arg(entries[i].second.name(), entries[i].first.toHtmlEscaped());
    }
    if (entries.size() > kMaxLegendEntries)
        parts << tr("… and %1 more").arg(int(entries.size()) - kMaxLegendEntries);
    m_legend->setText(parts.join(QStringLiteral("&nbsp;&nbsp; ")));
}

void RunDocument::fitAll()
{
    m_gantt->fitAll();
    m_occupancy->fitAll();
}

void RunDocument::focusJobSearch()
{
    m_find->setFocus(Qt::ShortcutFocusReason);
    m_find->selectAll();
}

bool RunDocument::findJob(qint64 jobId)
{
    if (!m_snapshot)
        return false;
    const auto& jobs = m_snapshot->workload->jobs;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        if (jobs[i].id == jobId) {
            m_gantt->jumpToJob(JobIndex(i));
            m_details->showJob(JobIndex(i));
            return true;
        }
    }
    return false;
}

bool RunDocument::exportGantt(const QString& path)
{
    if (m_views->currentWidget() == m_occupancy)
        return path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) ? m_occupancy->exportSvg(path)
                                                                         : m_occupancy->exportPng(path);
    return path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) ? m_gantt->exportSvg(path)
                                                                     : m_gantt->exportPng(path);
}

bool RunDocument::showsGanttChart() const
{
    return m_views->currentWidget() != m_occupancy;
}

QSize RunDocument::ganttChartSize() const
{
    return m_gantt->size();
}

bool RunDocument::exportGantt(const QString& path, const GanttExportOptions& options)
{
    return m_gantt->exportImage(path, options);
}

bool RunDocument::exportCharts(const QString& path)
{
    return path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) ? m_charts->exportSvg(path)
                                                                     : m_charts->exportPng(path);
}

void RunDocument::setStatus(const QString& text)
{
    m_statusText = text;
    m_statusLabel->setText(text);
    emit statusChanged(text);
}

void RunDocument::showBanner(const QString& text, bool error)
{
    m_banner->setStyleSheet(error ? kErrorStyle : kNoticeStyle);
    m_banner->setText(text);
    m_banner->show();
}

bool RunDocument::hasOriginSites() const
{
    return m_snapshot && OriginSitePalette::hasOriginSites(*m_snapshot);
}

bool RunDocument::offersColourMode(GanttChartWidget::ColorMode mode) const
{
    // Before the run ends there is nothing to contradict the choice.
    if (!m_snapshot)
        return true;
    switch (mode) {
    case GanttChartWidget::ColorMode::ByOriginSite: return hasOriginSites();
    case GanttChartWidget::ColorMode::ByCredit: return CreditPalette::hasCredits(*m_snapshot);
    default: return true;
    }
}

void RunDocument::updateColourModes()
{
    // The site and credit modes are offered only for a run whose jobs have
    // sites or credits: elsewhere every job would be the same grey. The
    // combo's model is a QStandardItemModel.
    const std::pair<GanttChartWidget::ColorMode, QString> modes[] = {
        {GanttChartWidget::ColorMode::ByOriginSite, tr("This run's jobs have no origin site")},
        {GanttChartWidget::ColorMode::ByCredit, tr("This run's jobs have no credit")},
    };
    auto* items = qobject_cast<QStandardItemModel*>(m_colorMode->model());
    for (const auto& [mode, whyNot] : modes) {
        const bool offered = m_snapshot && offersColourMode(mode);
        const int index = m_colorMode->findData(int(mode));
        if (index >= 0 && items) {
            items->item(index)->setEnabled(offered);
            m_colorMode->setItemData(index, offered ? QVariant() : QVariant(whyNot), Qt::ToolTipRole);
        }
        // Such a run takes the default colours; the window's choice stays
        // for the next run that has them.
        if (m_snapshot && !offered && m_gantt->colorMode() == mode)
            setColorMode(GanttChartWidget::ColorMode::ByDecision);
    }
}

void RunDocument::showSiteMetrics(const MetricsReport& report)
{
    m_siteMetrics->setReport(report);
    const int index = m_bottom->indexOf(m_siteMetrics);
    if (report.perSite.empty()) {
        if (index >= 0)
            m_bottom->removeTab(index);
        return;
    }
    if (index < 0)
        m_bottom->insertTab(m_bottom->indexOf(m_machineMetrics) + 1, m_siteMetrics, tr("Per site"));
    m_bottom->setTabToolTip(m_bottom->indexOf(m_siteMetrics), tr("Jobs by the site they were submitted at"));
}

void RunDocument::showUserMetrics(const FinishedRun& run)
{
    const MetricsReport& report = run.metrics;
    m_userMetrics->setRun(run);
    const int index = m_bottom->indexOf(m_userMetrics);
    // One user has no one to be fair to.
    if (report.perUser.size() < 2) {
        if (index >= 0)
            m_bottom->removeTab(index);
        return;
    }
    if (index < 0) {
        const int after = std::max(m_bottom->indexOf(m_siteMetrics), m_bottom->indexOf(m_machineMetrics));
        m_bottom->insertTab(after + 1, m_userMetrics, tr("Per user"));
    }
    m_bottom->setTabToolTip(m_bottom->indexOf(m_userMetrics),
                            tr("How each user's jobs ended and waited: fairness across users"));
}

bool RunDocument::areBottomTabsReady() const
{
    return m_creditDelay->isReady();
}

void RunDocument::showCreditDelay(bool hasPoints)
{
    const int index = m_bottom->indexOf(m_creditDelay);
    if (!hasPoints) {
        if (index >= 0)
            m_bottom->removeTab(index);
        emit bottomTabsReady();
        return;
    }
    if (index < 0) {
        const int after = std::max(m_bottom->indexOf(m_siteMetrics), m_bottom->indexOf(m_machineMetrics));
        m_bottom->insertTab(after + 1, m_creditDelay, tr("Credit and delay"));
    }
    m_bottom->setTabToolTip(m_bottom->indexOf(m_creditDelay),
                            tr("Startup delay against credit, one colour per width (Vanderster 2008, Fig. 4.5)"));
    emit bottomTabsReady();
}

void RunDocument::addBottomTab(QWidget* tab, const QString& title)
{
    m_bottom->addTab(tab, title);
}

bool RunDocument::showBottomTab(const QString& title, QStringList* titles)
{
    const auto plain = [](QString text) { return text.remove(QLatin1Char('&')); };
    for (int index = 0; index < m_bottom->count(); ++index) {
        const QString text = plain(m_bottom->tabText(index));
        if (titles)
            titles->append(text);
        if (text.compare(plain(title), Qt::CaseInsensitive) == 0) {
            m_bottom->setCurrentIndex(index);
            return true;
        }
    }
    return false;
}

void RunDocument::setStoreNote(const QString& note)
{
    m_info->setStoreNote(note);
    refreshInfo();
}

void RunDocument::refreshInfo()
{
    const RunController::State state = m_controller->state();
    const bool done = state == RunController::State::Finished || state == RunController::State::Cancelled ||
                      state == RunController::State::Failed;
    m_info->showRun(m_controller->request(), done ? &m_controller->outcome() : nullptr, m_statusText);
}

}  // namespace schedlab
