#include "TracePanel.h"

#include "GridWorkloadGroup.h"
#include "SampleTraces.h"
#include "TimeFormatter.h"
#include "TraceFileFilter.h"
#include "TraceLoader.h"

#include "charts/TraceHistogramsWidget.h"
#include "model/Units.h"

#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace schedlab {

namespace {

using units::kPercent;
constexpr int kLoadDecimals = 1;
constexpr int kHistogramMinimumHeight = 360;
const char* const kOverrunKill = "overrun:kill";
// The same red as platform problems: skipped records are lost work.
const QColor kSkippedColor(0xc0, 0x39, 0x2b);

QLabel* valueLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

}  // namespace

TracePanel::TracePanel(QWidget* parent) : QWidget(parent), m_loader(new TraceLoader(this))
{
    m_fileLabel = new QLabel(tr("No trace loaded"), this);
    m_fileLabel->setWordWrap(true);
    QFont bold = m_fileLabel->font();
    bold.setBold(true);
    m_fileLabel->setFont(bold);

    m_open = new QToolButton(this);
    m_open->setText(tr("Open…"));
    m_open->setIcon(QIcon(QStringLiteral(":/icons/open.svg")));
    m_open->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_open->setToolTip(tr("Open a trace (SWF, SchedLab jobs or Slurm accounting; plain or gzip), or drop one onto the window"));
    m_recentButton = new QToolButton(this);
    m_recentButton->setText(tr("Recent"));
    m_recentButton->setPopupMode(QToolButton::InstantPopup);
    m_recentButton->setMenu(new QMenu(m_recentButton));

    // The bundled samples are in a menu: a button each made the dock wider
    // than its default width, which clipped every row below.
    m_samplesButton = new QToolButton(this);
    m_samplesButton->setText(tr("Samples"));
    m_samplesButton->setIcon(QIcon(QStringLiteral(":/icons/sample.svg")));
    m_samplesButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_samplesButton->setPopupMode(QToolButton::InstantPopup);
    m_samplesButton->setToolTip(tr("Open one of the bundled traces"));
    auto* samples = new QMenu(m_samplesButton);
    for (const QString& sample : SampleTraces::all()) {
        QAction* action = samples->addAction(QIcon(QStringLiteral(":/icons/sample.svg")),
                                             SampleTraces::displayName(sample));
        action->setToolTip(tr("Open the bundled trace %1").arg(QFileInfo(sample).fileName()));
        connect(action, &QAction::triggered, this, [this, sample] { openFile(sample); });
    }
    m_samplesButton->setMenu(samples);
    m_samplesButton->setEnabled(!samples->isEmpty());

    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_open);
    fileRow->addWidget(m_recentButton);
    fileRow->addWidget(m_samplesButton);
    fileRow->addStretch();

    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);  // busy indicator: loading has no progress figure
    m_busy->setTextVisible(false);
    m_busy->setMaximumHeight(m_busy->sizeHint().height() / 2);
    m_busy->hide();

    // Summary tab.
    auto* summary = new QWidget(this);
    m_summaryForm = new QFormLayout;
    m_jobs = valueLabel(summary);
    m_span = valueLabel(summary);
    m_machine = valueLabel(summary);
    m_computer = valueLabel(summary);
    m_offeredLoad = valueLabel(summary);
    m_offeredLoad->setToolTip(tr("Σ nodes × run time / (header machine size × span between the "
                                 "first and last submission). Above 100% the queue must grow."));
    m_skipped = valueLabel(summary);
    m_summaryForm->addRow(tr("Jobs:"), m_jobs);
    m_summaryForm->addRow(tr("Span:"), m_span);
    m_summaryForm->addRow(tr("Machine size:"), m_machine);
    m_summaryForm->addRow(tr("Computer:"), m_computer);
    m_summaryForm->addRow(tr("Offered load:"), m_offeredLoad);
    m_summaryForm->addRow(tr("Skipped:"), m_skipped);

    auto* transforms = new QGroupBox(tr("Transforms (applied to a copy when a run starts)"), summary);
    m_dropWider = new QCheckBox(tr("Drop jobs wider than the largest machine"), transforms);
    m_dropWider->setToolTip(tr("Without this, a job wider than every machine stops the run with an error."));
    m_exactEstimates = new QCheckBox(tr("Exact estimates (estimate := run time)"), transforms);
    m_overrun = new QComboBox(transforms);
    m_overrun->addItem(tr("Run to completion"), QString());
    m_overrun->addItem(tr("Kill at the estimate"), QString::fromLatin1(kOverrunKill));
    m_overrun->setToolTip(tr("What happens to a job that runs past its estimate"));
    m_month = new QComboBox(transforms);
    m_month->addItem(tr("Whole trace"), QString());
    m_month->setToolTip(tr("Keep only jobs submitted in this calendar month (trace time zone)"));
    m_range = new QCheckBox(tr("Jobs"), transforms);
    m_range->setToolTip(tr("Keep jobs by position in the trace (1-based, inclusive)"));
    m_rangeFrom = new QSpinBox(transforms);
    m_rangeTo = new QSpinBox(transforms);
    for (QSpinBox* box : {m_rangeFrom, m_rangeTo}) {
        box->setRange(1, 1);
        box->setEnabled(false);
        box->setGroupSeparatorShown(true);
    }
    auto* rangeRow = new QHBoxLayout;
    rangeRow->addWidget(m_range);
    rangeRow->addWidget(m_rangeFrom, 1);
    rangeRow->addWidget(new QLabel(tr("to"), transforms));
    rangeRow->addWidget(m_rangeTo, 1);
    auto* transformForm = new QFormLayout(transforms);
    transformForm->addRow(m_dropWider);
    transformForm->addRow(m_exactEstimates);
    transformForm->addRow(tr("Overrun:"), m_overrun);
    transformForm->addRow(tr("Month:"), m_month);
    transformForm->addRow(rangeRow);
    m_grid = new GridWorkloadGroup(summary);

    auto* summaryLayout = new QVBoxLayout(summary);
    summaryLayout->addLayout(m_summaryForm);
    summaryLayout->addWidget(transforms);
    summaryLayout->addWidget(m_grid);
    summaryLayout->addStretch();

    m_report = new QTreeWidget(this);
    m_report->setHeaderLabels({tr("Issue"), tr("Count")});
    m_report->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_report->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_report->header()->setStretchLastSection(false);
    m_report->setWordWrap(true);

    m_histograms = new TraceHistogramsWidget(this);
    m_histograms->setMinimumHeight(kHistogramMinimumHeight);
    // The dock decides the width; the plots and the report fit themselves in.
    m_histograms->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_report->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);

    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(summary, tr("Summary"));
    m_tabs->addTab(m_histograms, tr("Histograms"));
    m_tabs->addTab(m_report, tr("Load report"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_fileLabel);
    layout->addLayout(fileRow);
    layout->addWidget(m_busy);
    layout->addWidget(m_tabs, 1);

    connect(m_open, &QToolButton::clicked, this, &TracePanel::browse);
    connect(m_loader, &TraceLoader::loadingStarted, this, [this](const QString& path) {
        m_busy->show();
        m_fileLabel->setText(tr("Loading %1…").arg(QFileInfo(path).fileName()));
        emit loadingStarted(path);
    });
    connect(m_loader, &TraceLoader::loaded, this, &TracePanel::onLoaded);
    connect(m_loader, &TraceLoader::failed, this, &TracePanel::onFailed);
    connect(m_range, &QCheckBox::toggled, this, &TracePanel::updateRangeControls);
    for (QCheckBox* box : {m_dropWider, m_exactEstimates, m_range})
        connect(box, &QCheckBox::toggled, this, &TracePanel::transformsChanged);
    for (QComboBox* box : {m_overrun, m_month})
        connect(box, &QComboBox::currentIndexChanged, this, &TracePanel::transformsChanged);
    for (QSpinBox* box : {m_rangeFrom, m_rangeTo})
        connect(box, &QSpinBox::valueChanged, this, &TracePanel::transformsChanged);
    connect(m_grid, &GridWorkloadGroup::changed, this, [this] {
        updateRangeControls();
        emit transformsChanged();
    });
    // The group sits below the fold of the dock at the default window size:
    // when the platform and policy make a grid note matter, bring it into view.
    connect(m_grid, &GridWorkloadGroup::attentionNeeded, this, [this](QWidget* note) {
        m_noteToShow = note;
        QTimer::singleShot(0, this, &TracePanel::scrollToNote);
    });
    // What the grid notes say depends on which jobs the other choices keep.
    connect(this, &TracePanel::transformsChanged, this, &TracePanel::updateGridFacts);
    rebuildRecentMenu();
    showSummary();
}

TracePanel::~TracePanel() = default;

bool TracePanel::isLoading() const
{
    return m_loader->isLoading();
}

void TracePanel::openFile(const QString& path)
{
    m_loader->load(path);
}

void TracePanel::browse()
{
    const QString start = m_trace ? QFileInfo(m_trace->path).absolutePath() : QString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open trace"), start, TraceFileFilter::text());
    if (!path.isEmpty())
        openFile(path);
}

void TracePanel::onLoaded(std::shared_ptr<const LoadedTrace> trace)
{
    m_busy->setVisible(m_loader->isLoading());
    m_trace = std::move(trace);
    rememberRecent(m_trace->path);
    showSummary();
    showLoadReport();
    m_histograms->setWorkload(m_trace->workload);
    updateGridFacts();
    emit traceLoaded(m_trace);
}

void TracePanel::onFailed(const QString& path, const QString& message)
{
    m_busy->setVisible(m_loader->isLoading());
    showSummary();
    emit loadFailed(path, message);
}

void TracePanel::showSummary()
{
    const QLocale locale;
    if (!m_trace) {
        m_fileLabel->setText(tr("No trace loaded"));
        for (QLabel* label : {m_jobs, m_span, m_machine, m_computer, m_offeredLoad, m_skipped})
            label->setText(tr("—"));
        return;
    }
    const Workload& workload = *m_trace->workload;
    const SwfHeader& header = workload.header;
    m_fileLabel->setText(QFileInfo(m_trace->path).fileName());
    m_fileLabel->setToolTip(tr("%1\nSHA-256 %2").arg(m_trace->path, m_trace->sha256));
    m_jobs->setText(tr("%1 (widest: %2 nodes)")
                        .arg(locale.toString(qulonglong(workload.jobs.size())))
                        .arg(m_trace->widestJob));
    const TimeFormatter time(workload);
    m_span->setText(workload.jobs.empty()
                        ? tr("—")
                        : tr("%1 to %2\n(%3)").arg(time.dateTime(m_trace->firstSubmit),
                                                   time.dateTime(m_trace->lastSubmit),
                                                   time.durationOf(m_trace->span())));
    const QString unknown = tr("not in header");
    m_machine->setText(tr("MaxNodes %1, MaxProcs %2")
                           .arg(header.maxNodes ? locale.toString(qlonglong(*header.maxNodes)) : unknown,
                                header.maxProcs ? locale.toString(qlonglong(*header.maxProcs)) : unknown));
    QString computer = header.computer ? QString::fromStdString(*header.computer) : unknown;
    if (header.installation)
        computer += tr(" at %1").arg(QString::fromStdString(*header.installation));
    m_computer->setText(computer);
    m_offeredLoad->setText(m_trace->offeredLoad
                               ? tr("%1%").arg(locale.toString(*m_trace->offeredLoad * kPercent, 'f', kLoadDecimals))
                               : tr("unknown (no machine size in the header)"));
    const std::int64_t skipped = workload.report.skipped();
    m_skipped->setText(tr("%1 of %2 records (details under Load report)")
                           .arg(locale.toString(qlonglong(skipped)),
                                locale.toString(qlonglong(workload.report.recordsRead))));

    // Transform choices that depend on the trace.
    const QString month = m_month->currentData().toString();
    m_month->clear();
    m_month->addItem(tr("Whole trace"), QString());
    for (const QString& m : m_trace->months)
        m_month->addItem(m, m);
    m_month->setCurrentIndex(std::max(0, m_month->findData(month)));
    const int jobs = std::max(1, int(workload.jobs.size()));
    m_rangeFrom->setRange(1, jobs);
    m_rangeTo->setRange(1, jobs);
    m_rangeFrom->setValue(1);
    m_rangeTo->setValue(jobs);
}

void TracePanel::showLoadReport()
{
    m_report->clear();
    const LoadReport& report = m_trace->workload->report;
    const QLocale locale;
    const QString file = QFileInfo(m_trace->path).fileName();
    auto* totals = new QTreeWidgetItem(m_report, {tr("Records read"), locale.toString(qlonglong(report.recordsRead))});
    new QTreeWidgetItem(totals, {tr("Comment lines"), locale.toString(qlonglong(report.commentLines))});
    new QTreeWidgetItem(totals, {tr("Jobs loaded"), locale.toString(qlonglong(report.jobsLoaded))});
    for (LoadIssue issue : kAllLoadIssues) {
        const std::int64_t count = report.count(issue);
        if (count == 0)
            continue;
        const QString kind = isSkipReason(issue) ? tr("Skipped: %1") : tr("Kept: %1");
        auto* item = new QTreeWidgetItem(m_report, {kind.arg(QString::fromStdString(loadIssueText(issue))),
                                                    locale.toString(qlonglong(count))});
        item->setToolTip(0, tr("%1 (%2)").arg(item->text(0), QString::fromStdString(loadIssueName(issue))));
        if (isSkipReason(issue))
            item->setForeground(0, kSkippedColor);
        const auto examples = report.examples.find(issue);
        if (examples == report.examples.end())
            continue;
        for (const LoadIssueExample& example : examples->second) {
            auto* child = new QTreeWidgetItem(item, {tr("%1:%2: %3").arg(file).arg(example.line)
                                                         .arg(QString::fromStdString(example.message))});
            child->setToolTip(0, child->text(0));
        }
    }
    if (report.counts.empty())
        new QTreeWidgetItem(m_report, {tr("No record was skipped or changed"), QString()});
}

std::vector<std::string> TracePanel::transformSpecs(int largestMachine) const
{
    std::vector<std::string> specs;
    // Extractions first, so that positions and months refer to the trace as
    // loaded. A grid extract replaces the job range (the controls say so).
    if (const std::string extract = m_grid->extractSpec(); !extract.empty()) {
        specs.push_back(extract);
    } else if (m_range->isChecked() && m_trace) {
        const int jobs = int(m_trace->workload->jobs.size());
        if (m_rangeFrom->value() > 1 || m_rangeTo->value() < jobs)
            specs.push_back("range:" + std::to_string(m_rangeFrom->value()) + ":" +
                            std::to_string(m_rangeTo->value()));
    }
    if (!m_month->currentData().toString().isEmpty())
        specs.push_back("month:" + m_month->currentData().toString().toStdString());
    for (std::string& grid : m_grid->siteAndWideSpecs())
        specs.push_back(std::move(grid));
    if (m_dropWider->isChecked() && largestMachine > 0)
        specs.push_back("drop-wider:" + std::to_string(largestMachine));
    if (m_exactEstimates->isChecked())
        specs.push_back("exact-estimates");
    if (!m_overrun->currentData().toString().isEmpty())
        specs.push_back(m_overrun->currentData().toString().toStdString());
    return specs;
}

QString TracePanel::transformProblem() const
{
    return m_grid->problem();
}

void TracePanel::setGridRunContext(const GridRunContext& context)
{
    m_grid->setRunContext(context);
}

void TracePanel::updateRangeControls()
{
    // A grid extract is a job range too: the two would compose confusingly
    // (positions within positions), so the extract wins and the range rests.
    const bool extract = m_grid->extractPositions().has_value();
    m_range->setEnabled(!extract);
    m_range->setToolTip(extract ? tr("Off while a grid extract is chosen (Grid workload ▸ Extract)")
                                : tr("Keep jobs by position in the trace (1-based, inclusive)"));
    m_rangeFrom->setEnabled(!extract && m_range->isChecked());
    m_rangeTo->setEnabled(!extract && m_range->isChecked());
}

void TracePanel::scrollToNote()
{
    QWidget* note = m_noteToShow.data();
    if (!note)
        return;
    for (QWidget* w = parentWidget(); w; w = w->parentWidget()) {
        if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
            scroll->ensureWidgetVisible(note);
            break;
        }
    }
    // Done once the whole note shows at its full (wrapped) height; until
    // then the panel's next resize (the layout making room) tries again.
    const QRect area = note->rect();
    const bool laidOut = !area.isEmpty() && area.height() >= note->heightForWidth(area.width());
    if (laidOut && note->visibleRegion().boundingRect() == area)
        m_noteToShow = nullptr;
}

void TracePanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // A note that just appeared may have made the panel taller: only now
    // can the scroll area reach it.
    if (m_noteToShow)
        QTimer::singleShot(0, this, &TracePanel::scrollToNote);
}

void TracePanel::updateGridFacts()
{
    if (!m_trace) {
        m_grid->setTraceFacts(0, 0, m_dropWider->isChecked(), false);
        return;
    }
    const std::vector<Job>& jobs = m_trace->workload->jobs;
    const auto count = std::int64_t(jobs.size());
    // The jobs the extract or job range keep, by 1-based position.
    std::int64_t first = 1;
    std::int64_t last = count;
    if (const auto extract = m_grid->extractPositions()) {
        std::tie(first, last) = *extract;
    } else if (m_range->isChecked()) {
        first = m_rangeFrom->value();
        last = m_rangeTo->value();
    }
    int widest = 0;
    for (std::int64_t position = std::max<std::int64_t>(first, 1); position <= std::min(last, count); ++position)
        widest = std::max(widest, jobs[std::size_t(position - 1)].nodes);
    const bool hasSites =
        std::any_of(jobs.begin(), jobs.end(), [](const Job& job) { return job.originSite != kNoMachine; });
    m_grid->setTraceFacts(count, widest, m_dropWider->isChecked(), hasSites);
}

void TracePanel::setRecentFiles(const QStringList& files)
{
    m_recent = files.mid(0, kMaxRecentFiles);
    rebuildRecentMenu();
}

void TracePanel::rememberRecent(const QString& path)
{
    m_recent.removeAll(path);
    m_recent.prepend(path);
    m_recent = m_recent.mid(0, kMaxRecentFiles);
    rebuildRecentMenu();
    emit recentFilesChanged(m_recent);
}

void TracePanel::rebuildRecentMenu()
{
    QMenu* menu = m_recentButton->menu();
    menu->clear();
    for (const QString& path : m_recent) {
        QAction* action = menu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_recentButton->setEnabled(!m_recent.isEmpty());
}

}  // namespace schedlab
