#include "MainWindow.h"
#include "model/Units.h"

#include "ExportImageDialog.h"
#include "GenerateWorkloadDialog.h"
#include "GridRunAdvisor.h"
#include "PlatformPanel.h"
#include "PlaybackActions.h"
#include "PlaybackController.h"
#include "PolicyPanel.h"
#include "RunDocument.h"
#include "RunLibraryController.h"
#include "SampleTraces.h"
#include "TraceFileFilter.h"
#include "TracePanel.h"

#include "forms/ParameterForm.h"
#include "platform/PlatformJson.h"

#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>

// Icons live in a static library: its resources must be registered by hand
// (outside any namespace, as Q_INIT_RESOURCE requires).
static void initAppResources()
{
    Q_INIT_RESOURCE(schedlab);
}

namespace schedlab {

namespace {

// Settings keys, in one place so save and restore cannot drift apart.
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
const QString kLastTraceKey = QStringLiteral("trace/last");
const QString kRecentKey = QStringLiteral("trace/recent");
const QString kDropWiderKey = QStringLiteral("trace/dropWider");
const QString kExactEstimatesKey = QStringLiteral("trace/exactEstimates");
const QString kOverrunKey = QStringLiteral("trace/overrun");
const QString kPlatformKey = QStringLiteral("platform/selection");
const QString kPlatformJsonKey = QStringLiteral("platform/json");
const QString kPolicyKey = QStringLiteral("policy/name");
const QString kParametersKey = QStringLiteral("policy/parameters");
const QString kColorModeKey = QStringLiteral("view/colorMode");
// Bumped when the dock layout changes so that old saved states are ignored
// (2: the layout that fits 1366x768).
constexpr int kWindowStateVersion = 2;
// Below this many pixels of screen height a first window starts compact.
constexpr int kCompactScreenHeight = 900;

constexpr int kStatusMessageMs = 6000;
// The first window fills most of a large screen and all of a laptop's,
// never more than the screen (1366x768 has about 1366x728 to give).
constexpr int kDefaultWidth = 1600;
constexpr int kDefaultHeight = 1000;
constexpr double kScreenShare = 0.95;
// The run browser takes at most this share of the height: the Gantt chart
// is the main view.
constexpr double kBrowserScreenShare = 0.22;
constexpr int kDockWidth = 380;
constexpr int kTraceDockHeight = 560;
constexpr int kBrowserHeight = 340;
constexpr int kRunProgressWidth = 160;
constexpr int kPercent = int(units::kPercent);
const char* const kDefaultPolicy = "easy";
const char* const kDefaultPlatform = "ctc-sp2";

struct ColorModeChoice {
    GanttChartWidget::ColorMode mode;
    const char* text;
};

const ColorModeChoice kColorModeChoices[] = {
    {GanttChartWidget::ColorMode::ByDecision, QT_TRANSLATE_NOOP("schedlab::MainWindow", "Colour by &decision")},
    {GanttChartWidget::ColorMode::ByUser, QT_TRANSLATE_NOOP("schedlab::MainWindow", "Colour by &user")},
    {GanttChartWidget::ColorMode::ByWidth, QT_TRANSLATE_NOOP("schedlab::MainWindow", "Colour by &width")},
    {GanttChartWidget::ColorMode::ByWait, QT_TRANSLATE_NOOP("schedlab::MainWindow", "Colour by w&ait")},
    {GanttChartWidget::ColorMode::ByOriginSite, QT_TRANSLATE_NOOP("schedlab::MainWindow", "Colour by &origin site")},
    {GanttChartWidget::ColorMode::ByCredit, QT_TRANSLATE_NOOP("schedlab::MainWindow", "Colour by &credit")},
};

QVariantMap toVariantMap(const ParameterValues& values)
{
    QVariantMap map;
    for (const auto& [key, value] : values)
        map.insert(QString::fromStdString(key), QString::fromStdString(value));
    return map;
}

ParameterValues fromVariantMap(const QVariantMap& map)
{
    ParameterValues values;
    for (auto it = map.begin(); it != map.end(); ++it)
        values[it.key().toStdString()] = it.value().toString().toStdString();
    return values;
}

}  // namespace

QSize MainWindow::defaultSize()
{
    const QSize preferred(kDefaultWidth, kDefaultHeight);
    const QScreen* screen = QGuiApplication::primaryScreen();
    if (screen == nullptr)
        return preferred;
    const QSize available = screen->availableSize();
    return preferred.boundedTo(QSize(static_cast<int>(available.width() * kScreenShare),
                                     static_cast<int>(available.height() * kScreenShare)));
}

MainWindow::MainWindow(QSettings& settings, QWidget* parent) : QMainWindow(parent), m_settings(settings)
{
    initAppResources();
    // Queued connections and QSignalSpy need to know the run type by name.
    qRegisterMetaType<RunDocument*>("schedlab::RunDocument*");
    setWindowTitle(tr("SchedLab"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/schedlab.svg")));
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    resize(defaultSize());

    m_tracePanel = new TracePanel(this);
    m_platformPanel = new PlatformPanel(this);
    m_policyPanel = new PolicyPanel(this);

    m_runs = new QTabWidget(this);
    m_runs->setTabsClosable(true);
    m_runs->setMovable(true);
    m_runs->setDocumentMode(true);
    m_welcome = new QLabel(
        tr("<h2>SchedLab</h2><p>1. Open a trace (or use the bundled CTC SP2 sample).<br>"
           "2. Pick a platform and a policy on the left.<br>"
           "3. Press <b>Run</b> (Ctrl+R). Each run opens as a tab here.</p>"
           "<p>In a run: click a job for its details, press Space to play the schedule, "
           "N / D to step to the next event / decision.</p>"),
        this);
    m_welcome->setAlignment(Qt::AlignCenter);
    // Wrapped, so that a long translation cannot widen the window beyond a
    // laptop's screen (the stack is as wide as its widest page).
    m_welcome->setWordWrap(true);
    m_welcome->setForegroundRole(QPalette::PlaceholderText);
    auto* central = new QStackedWidget(this);
    central->addWidget(m_welcome);
    central->addWidget(m_runs);
    setCentralWidget(central);

    createActions();
    createMenus();
    createToolBar();
    createDocks();
    createStatusBar();

    connect(m_tracePanel, &TracePanel::traceLoaded, this, &MainWindow::onTraceLoaded);
    connect(m_tracePanel, &TracePanel::loadFailed, this, &MainWindow::onTraceFailed);
    connect(m_tracePanel, &TracePanel::loadingStarted, this, [this](const QString& path) {
        m_traceStatus->setText(tr("Loading %1…").arg(QFileInfo(path).fileName()));
        updateActions();
    });
    connect(m_tracePanel, &TracePanel::recentFilesChanged, this, &MainWindow::rebuildRecentMenu);
    connect(m_tracePanel, &TracePanel::transformsChanged, this, &MainWindow::updateActions);
    connect(m_platformPanel, &PlatformPanel::validityChanged, this, &MainWindow::updateActions);
    connect(m_platformPanel, &PlatformPanel::platformChanged, this, &MainWindow::updateActions);
    connect(m_policyPanel, &PolicyPanel::parametersChanged, this, &MainWindow::updateActions);
    connect(m_policyPanel, &PolicyPanel::policyChanged, this, &MainWindow::updateActions);
    connect(m_policyPanel, &PolicyPanel::runRequested, this, &MainWindow::startRun);
    connect(m_runs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeRun);
    connect(m_runs, &QTabWidget::currentChanged, this, [this, central] {
        central->setCurrentWidget(m_runs->count() > 0 ? static_cast<QWidget*>(m_runs) : m_welcome);
        updateActions();
        updateRunProgress();
    });

    m_platformPanel->select(QString::fromLatin1(kDefaultPlatform));
    m_policyPanel->setPolicy(QString::fromLatin1(kDefaultPolicy));
    createLibrary();
    new GridRunAdvisor(*m_tracePanel, *m_platformPanel, *m_policyPanel, m_settings, this);
    updateActions();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_openAction = new QAction(QIcon(QStringLiteral(":/icons/open.svg")), tr("&Open trace…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setToolTip(tr("Open a trace: SWF, SchedLab jobs, Batsim or Slurm accounting (Ctrl+O)"));
    connect(m_openAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open trace"), {}, TraceFileFilter::text());
        if (!path.isEmpty())
            openTrace(path);
    });

    m_exportPngAction = new QAction(QIcon(QStringLiteral(":/icons/export.svg")), tr("Export chart as &PNG…"), this);
    connect(m_exportPngAction, &QAction::triggered, this, [this] { exportChart(QStringLiteral("png")); });
    m_exportSvgAction = new QAction(tr("Export chart as &SVG…"), this);
    connect(m_exportSvgAction, &QAction::triggered, this, [this] { exportChart(QStringLiteral("svg")); });
    m_exportChartsAction = new QAction(tr("Export &live charts…"), this);
    connect(m_exportChartsAction, &QAction::triggered, this, &MainWindow::exportLiveCharts);
    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_runAction = new QAction(QIcon(QStringLiteral(":/icons/run.svg")), tr("&Run"), this);
    m_runAction->setShortcut(QKeySequence(tr("Ctrl+R")));
    connect(m_runAction, &QAction::triggered, this, &MainWindow::startRun);
    m_cancelAction = new QAction(QIcon(QStringLiteral(":/icons/cancel.svg")), tr("&Cancel run"), this);
    m_cancelAction->setShortcut(QKeySequence(tr("Ctrl+.")));
    m_cancelAction->setToolTip(tr("Cancel the simulation of the current tab (Ctrl+.)"));
    connect(m_cancelAction, &QAction::triggered, this, [this] {
        if (RunDocument* run = currentRun())
            run->cancel();
    });
    m_playbackActions = new PlaybackActions(
        [this]() -> PlaybackController* {
            RunDocument* run = currentRun();
            return run ? run->playback() : nullptr;
        },
        this);

    m_fitAction = new QAction(QIcon(QStringLiteral(":/icons/fit.svg")), tr("&Fit all"), this);
    m_fitAction->setShortcut(QKeySequence(tr("Ctrl+0")));
    m_fitAction->setToolTip(tr("Fit the whole schedule into view (Ctrl+0)"));
    connect(m_fitAction, &QAction::triggered, this, [this] {
        if (RunDocument* run = currentRun())
            run->fitAll();
    });
    m_findAction = new QAction(tr("&Find job…"), this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        if (RunDocument* run = currentRun())
            run->focusJobSearch();
    });
    m_closeRunAction = new QAction(tr("&Close run tab"), this);
    m_closeRunAction->setShortcut(QKeySequence::Close);
    connect(m_closeRunAction, &QAction::triggered, this, [this] {
        if (m_runs->currentIndex() >= 0)
            closeRun(m_runs->currentIndex());
    });

    m_colorModes = new QActionGroup(this);
    m_colorModes->setExclusive(true);
    for (const ColorModeChoice& choice : kColorModeChoices) {
        QAction* action = m_colorModes->addAction(tr(choice.text));
        action->setCheckable(true);
        action->setData(int(choice.mode));
        action->setChecked(choice.mode == m_colorMode);
    }
    connect(m_colorModes, &QActionGroup::triggered, this,
            [this](QAction* action) { setColorMode(GanttChartWidget::ColorMode(action->data().toInt())); });
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_openAction);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    m_samplesMenu = file->addMenu(QIcon(QStringLiteral(":/icons/sample.svg")), tr("&Samples"));
    for (const QString& sample : SampleTraces::all()) {
        QAction* action = m_samplesMenu->addAction(SampleTraces::displayName(sample));
        action->setToolTip(sample);
        connect(action, &QAction::triggered, this, [this, sample] { openTrace(sample); });
    }
    m_samplesMenu->setEnabled(!m_samplesMenu->isEmpty());
    file->addAction(tr("&Generate workload…"), this, [this] { generateWorkload(); });
    file->addSeparator();
    file->addAction(m_exportPngAction);
    file->addAction(m_exportSvgAction);
    file->addAction(m_exportChartsAction);
    file->addSeparator();
    file->addAction(m_closeRunAction);
    file->addAction(m_quitAction);

    m_viewMenu = menuBar()->addMenu(tr("&View"));  // dock toggles are added in createDocks()
    m_viewMenu->addSeparator();
    QMenu* colors = m_viewMenu->addMenu(tr("Gantt &colours"));
    colors->addActions(m_colorModes->actions());
    m_viewMenu->addAction(m_fitAction);
    m_viewMenu->addAction(m_findAction);

    QMenu* run = menuBar()->addMenu(tr("&Run"));
    run->addAction(m_runAction);
    run->addAction(m_cancelAction);
    run->addSeparator();
    run->addActions(m_playbackActions->all());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* quickHelp = help->addAction(tr("&Quick help"), this, &MainWindow::showQuickHelp);
    quickHelp->setShortcut(QKeySequence::HelpContents);
    QAction* about = help->addAction(tr("&About SchedLab"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    rebuildRecentMenu();
}

void MainWindow::createToolBar()
{
    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(m_openAction);
    bar->addSeparator();
    bar->addAction(m_runAction);
    bar->addAction(m_cancelAction);
    bar->addSeparator();
    bar->addActions(m_playbackActions->all());
    // The steps as icons only: their tooltips name them, and with their text
    // the bar overflows a 1366 px screen.
    for (QAction* step : m_playbackActions->steps()) {
        if (auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(step)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }
    bar->addSeparator();
    bar->addAction(m_fitAction);
    bar->addAction(m_exportPngAction);
}

QDockWidget* MainWindow::addPanelDock(QWidget* panel, const QString& title, const QString& objectName)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    auto* scroll = new QScrollArea(dock);
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(kDockWidth);
    dock->setWidget(scroll);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    m_docks << dock;
    return dock;
}

void MainWindow::createDocks()
{
    QDockWidget* trace = addPanelDock(m_tracePanel, tr("Trace"), QStringLiteral("traceDock"));
    QDockWidget* platform = addPanelDock(m_platformPanel, tr("Platform"), QStringLiteral("platformDock"));
    QDockWidget* policy = addPanelDock(m_policyPanel, tr("Policy"), QStringLiteral("policyDock"));
    // Platform and policy share the space below the trace; the policy (and
    // its Run button) is in front because it changes most between runs.
    tabifyDockWidget(platform, policy);
    policy->raise();
    const int height = size().height();
    resizeDocks({trace, policy}, {std::min(kTraceDockHeight, height / 2), height / 2}, Qt::Vertical);
    const QList<QAction*> viewActions = m_viewMenu->actions();
    QAction* before = viewActions.isEmpty() ? nullptr : viewActions.constFirst();
    for (QDockWidget* dock : {trace, platform, policy}) {
        QAction* toggle = dock->toggleViewAction();
        toggle->setText(tr("Show %1 panel").arg(dock->windowTitle()));
        m_viewMenu->insertAction(before, toggle);
    }
}

void MainWindow::createStatusBar()
{
    m_traceStatus = new QLabel(tr("No trace"), this);
    m_runProgress = new QProgressBar(this);
    m_runProgress->setRange(0, kPercent);
    m_runProgress->setMaximumWidth(kRunProgressWidth);
    m_runProgress->hide();
    statusBar()->addPermanentWidget(m_runProgress);
    statusBar()->addPermanentWidget(m_traceStatus);
}

void MainWindow::createLibrary()
{
    m_library = new RunLibraryController(m_settings, [this] { return workbenchContext(); }, *this);
    // The browser spans the run tabs only; the trace, platform and policy
    // panels keep the full height on the left.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    addDockWidget(Qt::BottomDockWidgetArea, m_library->dock());
    resizeDocks({m_library->dock()},
                {std::min(kBrowserHeight, static_cast<int>(size().height() * kBrowserScreenShare))}, Qt::Vertical);
    statusBar()->addPermanentWidget(m_library->statusLabel());
    // Before Help, which stays last as users expect.
    const QList<QAction*> menus = menuBar()->actions();
    menuBar()->insertMenu(menus.isEmpty() ? nullptr : menus.constLast(), m_library->menu());

    connect(m_library, &RunLibraryController::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, kStatusMessageMs); });
    connect(m_library, &RunLibraryController::tabRequested, this,
            [this](QWidget* tab, const QString& title) { m_runs->setCurrentIndex(m_runs->addTab(tab, title)); });
    connect(m_library, &RunLibraryController::quitRequested, this, [this] {
        close();
        QCoreApplication::quit();
    });
    connect(this, &MainWindow::runEnded, m_library, &RunLibraryController::storeRun);
}

WorkbenchContext MainWindow::workbenchContext() const
{
    WorkbenchContext context;
    context.trace = m_tracePanel->trace();
    // Largest machine 0: the panel leaves out drop-wider, which needs a platform.
    context.transforms = m_tracePanel->transformSpecs(0);
    context.dropWider = m_tracePanel->dropWiderBox()->isChecked();
    context.platformKey = m_platformPanel->selectionKey();
    context.policyName = m_policyPanel->policyName();
    context.parameters = m_policyPanel->allParameters();
    return context;
}

GenerateWorkloadDialog* MainWindow::generateWorkload()
{
    GenerateWorkloadDialog* dialog = GenerateWorkloadDialog::openFor(workbenchContext(), this);
    connect(dialog, &GenerateWorkloadDialog::traceRequested, this, &MainWindow::openTrace);
    return dialog;
}

RunDocument* MainWindow::currentRun() const
{
    return qobject_cast<RunDocument*>(m_runs->currentWidget());
}

QList<RunDocument*> MainWindow::runs() const
{
    QList<RunDocument*> all;
    for (int i = 0; i < m_runs->count(); ++i) {
        if (auto* run = qobject_cast<RunDocument*>(m_runs->widget(i)))
            all << run;
    }
    return all;
}

void MainWindow::openTrace(const QString& path)
{
    m_tracePanel->openFile(path);
}

QString MainWindow::runBlocker() const
{
    if (m_tracePanel->isLoading())
        return tr("The trace is still loading.");
    if (!m_tracePanel->trace())
        return tr("Open a trace first.");
    if (!m_platformPanel->isValid())
        return tr("The platform is not valid: %1").arg(m_platformPanel->problems().join(QStringLiteral("; ")));
    if (!m_policyPanel->isValid())
        return tr("A policy parameter is not valid.");
    if (const QString problem = m_tracePanel->transformProblem(); !problem.isEmpty())
        return problem;
    return {};
}

RunDocument* MainWindow::startRun()
{
    const QString blocker = runBlocker();
    if (!blocker.isEmpty()) {
        statusBar()->showMessage(blocker, kStatusMessageMs);
        return nullptr;
    }
    RunRequest request;
    request.trace = m_tracePanel->trace();
    request.platform = m_platformPanel->platform();
    request.platformKey = m_platformPanel->selectionKey().toStdString();
    request.transforms = m_tracePanel->transformSpecs(request.platform.largestMachineNodes());
    request.policyName = m_policyPanel->policyName().toStdString();
    request.parameters = m_policyPanel->parameters();

    auto* run = new RunDocument(std::move(request), m_colorMode, m_runs);
    const int index = m_runs->addTab(run, QIcon(QStringLiteral(":/icons/running.svg")),
                                     tr("#%1 %2").arg(++m_runCounter).arg(run->title()));
    m_runs->setTabToolTip(index, run->title());
    m_runs->setCurrentIndex(index);
    connect(run, &RunDocument::stateChanged, this, [this, run](RunController::State state) {
        const int at = m_runs->indexOf(run);
        const char* icon = nullptr;
        switch (state) {
        case RunController::State::Finished: icon = ":/icons/done.svg"; break;
        case RunController::State::Cancelled: icon = ":/icons/cancel.svg"; break;
        case RunController::State::Failed: icon = ":/icons/error.svg"; break;
        default: icon = ":/icons/running.svg"; break;
        }
        if (at >= 0)
            m_runs->setTabIcon(at, QIcon(QString::fromLatin1(icon)));
        updateActions();
        updateRunProgress();
        if (state != RunController::State::Running && state != RunController::State::Idle)
            emit runEnded(run);
    });
    connect(run, &RunDocument::progressChanged, this, &MainWindow::updateRunProgress);
    connect(run, &RunDocument::statusChanged, this, [this, run](const QString& text) {
        if (run == currentRun())
            statusBar()->showMessage(text);
    });
    run->start();
    emit runStarted(run);
    return run;
}

void MainWindow::closeRun(int index)
{
    QWidget* widget = m_runs->widget(index);
    auto* run = qobject_cast<RunDocument*>(widget);
    m_runs->removeTab(index);
    if (run) {
        run->cancel();
        delete run;  // waits for a cancelled simulation to notice
    } else {
        delete widget;  // a stored run or a comparison
    }
    updateActions();
}

void MainWindow::updateActions()
{
    const QString blocker = runBlocker();
    m_runAction->setEnabled(blocker.isEmpty());
    m_runAction->setToolTip(blocker.isEmpty() ? tr("Run the simulation (Ctrl+R)") : blocker);
    m_policyPanel->runButton()->setEnabled(blocker.isEmpty());
    m_policyPanel->runButton()->setToolTip(m_runAction->toolTip());
    RunDocument* run = currentRun();
    const bool running = run && run->state() == RunController::State::Running;
    const bool hasSchedule = run && run->snapshot();
    m_cancelAction->setEnabled(running);
    for (QAction* action : m_playbackActions->all() + QList<QAction*>{m_fitAction, m_findAction, m_exportPngAction,
                                                                      m_exportSvgAction})
        action->setEnabled(hasSchedule);
    m_exportChartsAction->setEnabled(run != nullptr);
    m_closeRunAction->setEnabled(run != nullptr);
    // A finished run without sites or credits cannot use those modes; with
    // no run the choice is the next run's.
    for (QAction* action : m_colorModes->actions())
        action->setEnabled(!run || run->offersColourMode(GanttChartWidget::ColorMode(action->data().toInt())));
}

void MainWindow::updateRunProgress()
{
    RunDocument* run = currentRun();
    const bool running = run && run->state() == RunController::State::Running;
    m_runProgress->setVisible(running);
    if (running)
        m_runProgress->setValue(int(run->controller()->fraction() * kPercent));
}

void MainWindow::onTraceLoaded(std::shared_ptr<const LoadedTrace> trace)
{
    m_traceStatus->setText(tr("%1 — %2 jobs")
                               .arg(QFileInfo(trace->path).fileName(),
                                    QLocale().toString(qulonglong(trace->workload->jobs.size()))));
    statusBar()->showMessage(tr("Loaded %1 in %2 ms").arg(QFileInfo(trace->path).fileName()).arg(trace->loadMilliseconds),
                             kStatusMessageMs);
    setWindowTitle(tr("%1 — SchedLab").arg(QFileInfo(trace->path).fileName()));
    updateActions();
}

void MainWindow::onTraceFailed(const QString& path, const QString& message)
{
    m_traceStatus->setText(m_tracePanel->trace() ? QFileInfo(m_tracePanel->trace()->path).fileName() : tr("No trace"));
    reportError(tr("Cannot open trace"), tr("%1 could not be loaded:\n\n%2").arg(path, message));
    updateActions();
}

void MainWindow::exportChart(const QString& suffix)
{
    RunDocument* run = currentRun();
    if (!run || !run->snapshot())
        return;
    // The Gantt chart at a size of the user's choosing; the occupancy view as shown.
    const bool chooseSize = run->showsGanttChart();
    if (chooseSize) {
        ExportImageDialog dialog(run->ganttChartSize(), m_exportOptions, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        m_exportOptions = dialog.options();
    }
    const QString filter = suffix == QLatin1String("svg") ? tr("SVG drawing (*.svg)") : tr("PNG image (*.png)");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Gantt chart"),
                                                      run->title().replace(QStringLiteral(" · "), QStringLiteral("-")) +
                                                          QLatin1Char('.') + suffix,
                                                      filter);
    if (path.isEmpty())
        return;
    if (chooseSize ? run->exportGantt(path, m_exportOptions) : run->exportGantt(path))
        statusBar()->showMessage(tr("Exported %1").arg(path), kStatusMessageMs);
    else
        reportError(tr("Export failed"), tr("Could not write %1").arg(path));
}

void MainWindow::exportLiveCharts()
{
    RunDocument* run = currentRun();
    if (!run)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export live charts"), QStringLiteral("charts.png"),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    if (run->exportCharts(path))
        statusBar()->showMessage(tr("Exported %1").arg(path), kStatusMessageMs);
    else
        reportError(tr("Export failed"), tr("Could not write %1").arg(path));
}

void MainWindow::setColorMode(GanttChartWidget::ColorMode mode)
{
    m_colorMode = mode;
    for (QAction* action : m_colorModes->actions())
        action->setChecked(action->data().toInt() == int(mode));
    if (RunDocument* run = currentRun())
        run->setColorMode(mode);
}

void MainWindow::reportError(const QString& title, const QString& message)
{
    statusBar()->showMessage(title, kStatusMessageMs);
    emit errorReported(title, message);
    if (!m_dialogsEnabled)
        return;
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();  // non-blocking: a run on another tab keeps updating
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    for (const QString& path : m_tracePanel->recentFiles()) {
        QAction* action = m_recentMenu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openTrace(path); });
    }
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About SchedLab"),
                       tr("<h3>SchedLab %1</h3><p>A workbench for parallel job scheduling: simulate "
                          "FCFS, backfilling and list scheduling policies on Standard Workload Format "
                          "traces, and see why each job started when it did.</p>"
                          "<p>Qt %2. The simulation core has no Qt dependency; schedlab-cli runs the "
                          "same simulations headless.</p>")
                           .arg(QStringLiteral(SCHEDLAB_VERSION), QString::fromLatin1(qVersion())));
}

void MainWindow::showQuickHelp()
{
    auto* box = new QMessageBox(QMessageBox::Information, tr("Quick help"),
                                tr("<h3>Getting started</h3><ol>"
                                   "<li><b>Trace</b>: open an SWF file (File ▸ Open, drop it on the window, "
                                   "or click a bundled sample). The summary shows its size, span and offered "
                                   "load; the load report lists skipped records.</li>"
                                   "<li><b>Platform</b>: pick a preset or edit the machine table. Problems "
                                   "show in red and disable Run.</li>"
                                   "<li><b>Policy</b>: pick a policy and set its parameters.</li>"
                                   "<li><b>Run</b> (Ctrl+R): the run opens as a tab with live charts and a "
                                   "progress bar; Ctrl+. cancels.</li></ol>"
                                   "<h3>In a run tab</h3><ul>"
                                   "<li>Wheel zooms, drag pans, Ctrl+0 fits all; click a job for its details "
                                   "and the decision that started it; Ctrl+F finds a job by number.</li>"
                                   "<li>Space plays the schedule, N steps to the next event, D to the next "
                                   "decision; the waiting queue and event log follow.</li>"
                                   "<li>File ▸ Export chart saves the Gantt chart as PNG or SVG at a size you choose: the whole run or the view on screen, the legend beside it.</li></ul>"),
                                QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::restoreSettings()
{
    restoreGeometry(m_settings.value(kGeometryKey).toByteArray());
    restoreState(m_settings.value(kStateKey).toByteArray(), kWindowStateVersion);
    // A first start on a laptop screen: the run library waits behind
    // Library ▸ Show run browser (Ctrl+L), so that a run's Gantt chart gets the height.
    if (!m_settings.contains(kStateKey) && screen()->availableSize().height() < kCompactScreenHeight)
        m_library->dock()->hide();
    m_tracePanel->setRecentFiles(m_settings.value(kRecentKey).toStringList());
    rebuildRecentMenu();
    m_tracePanel->dropWiderBox()->setChecked(m_settings.value(kDropWiderKey, false).toBool());
    m_tracePanel->exactEstimatesBox()->setChecked(m_settings.value(kExactEstimatesKey, false).toBool());
    m_tracePanel->overrunBox()->setCurrentIndex(m_settings.value(kOverrunKey, 0).toInt());

    const QString platform = m_settings.value(kPlatformKey, QString::fromLatin1(kDefaultPlatform)).toString();
    if (platform == QLatin1String(PlatformPanel::kCustomKey)) {
        try {
            m_platformPanel->setCustomPlatform(PlatformJson::fromJson(
                m_settings.value(kPlatformJsonKey).toString().toStdString(), "settings"));
        } catch (const std::exception&) {
            m_platformPanel->select(QString::fromLatin1(kDefaultPlatform));
        }
    } else if (!m_platformPanel->select(platform)) {
        m_platformPanel->select(QString::fromLatin1(kDefaultPlatform));
    }

    QMap<QString, ParameterValues> parameters;
    const QVariantMap stored = m_settings.value(kParametersKey).toMap();
    for (auto it = stored.begin(); it != stored.end(); ++it)
        parameters.insert(it.key(), fromVariantMap(it.value().toMap()));
    m_policyPanel->setPolicy(m_settings.value(kPolicyKey, QString::fromLatin1(kDefaultPolicy)).toString());
    m_policyPanel->setAllParameters(parameters);

    const auto mode = GanttChartWidget::ColorMode(
        m_settings.value(kColorModeKey, int(GanttChartWidget::ColorMode::ByDecision)).toInt());
    setColorMode(mode);
    updateActions();
}

void MainWindow::saveSettings()
{
    m_settings.setValue(kGeometryKey, saveGeometry());
    m_settings.setValue(kStateKey, saveState(kWindowStateVersion));
    if (m_tracePanel->trace())
        m_settings.setValue(kLastTraceKey, m_tracePanel->trace()->path);
    m_settings.setValue(kRecentKey, m_tracePanel->recentFiles());
    m_settings.setValue(kDropWiderKey, m_tracePanel->dropWiderBox()->isChecked());
    m_settings.setValue(kExactEstimatesKey, m_tracePanel->exactEstimatesBox()->isChecked());
    m_settings.setValue(kOverrunKey, m_tracePanel->overrunBox()->currentIndex());
    const QString platform = m_platformPanel->selectionKey();
    m_settings.setValue(kPlatformKey, platform);
    if (platform == QLatin1String(PlatformPanel::kCustomKey))
        m_settings.setValue(kPlatformJsonKey, QString::fromStdString(PlatformJson::toJson(m_platformPanel->platform())));
    m_settings.setValue(kPolicyKey, m_policyPanel->policyName());
    QVariantMap parameters;
    const auto all = m_policyPanel->allParameters();
    for (auto it = all.begin(); it != all.end(); ++it)
        parameters.insert(it.key(), toVariantMap(it.value()));
    m_settings.setValue(kParametersKey, parameters);
    m_settings.setValue(kColorModeKey, int(m_colorMode));
    m_settings.sync();
}

QString MainWindow::lastTrace() const
{
    return m_settings.value(kLastTraceKey).toString();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() && !event->mimeData()->urls().isEmpty() &&
        event->mimeData()->urls().constFirst().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = event->mimeData()->urls().constFirst().toLocalFile();
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) && !TraceFileFilter::isBatsimWorkload(path)) {
        QString error;
        if (!m_platformPanel->loadJson(path, &error))
            reportError(tr("Cannot load platform"), tr("%1 could not be loaded:\n\n%2").arg(path, error));
    } else {
        openTrace(path);
    }
    event->acceptProposedAction();
}

}  // namespace schedlab
