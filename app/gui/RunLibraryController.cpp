#include "RunLibraryController.h"

#include "ComparisonLauncher.h"
#include "RunBrowser.h"
#include "RunDocument.h"
#include "ReproductionReportDialog.h"
#include "RunLibrary.h"
#include "SampleTraces.h"
#include "StoredRunOpener.h"
#include "AdviseDialog.h"
#include "PlatformPanel.h"
#include "StudyDialog.h"
#include "SweepDialog.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

namespace schedlab {

namespace {

const char* const kStoreFileFilter =
    QT_TRANSLATE_NOOP("schedlab::RunLibraryController", "SchedLab run stores (*.sqlite *.db);;All files (*)");
const QString kWarningStyle = QStringLiteral("QLabel { color: #8e1b10; }");

bool samePath(const QString& a, const QString& b)
{
    return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

// "runs-2.sqlite", "runs-3.sqlite", … beside `path`: the first name not taken.
QString freeNameBeside(const QString& path)
{
    const QFileInfo info(path);
    const QString base = info.completeBaseName().isEmpty() ? QStringLiteral("runs") : info.completeBaseName();
    for (int n = 2;; ++n) {
        const QString candidate = info.dir().filePath(QStringLiteral("%1-%2.sqlite").arg(base).arg(n));
        if (!QFileInfo::exists(candidate))
            return candidate;
    }
}

}  // namespace

RunLibraryController::RunLibraryController(QSettings& settings, WorkbenchSource workbench, QWidget& window)
    : QObject(&window), m_window(&window), m_workbench(std::move(workbench))
{
    qRegisterMetaType<StoredRun>("schedlab::StoredRun");
    m_library = new RunLibrary(settings, this);
    m_browser = new RunBrowser(*m_library);

    m_dock = new QDockWidget(tr("Run library"), m_window);
    m_dock->setObjectName(QStringLiteral("runLibraryDock"));
    m_dock->setWidget(m_browser);

    m_status = new QLabel(m_window);
    m_status->setObjectName(QStringLiteral("runStoreStatus"));

    m_chooseNewFile = [](QWidget* parent, const QString& suggestion) {
        return QFileDialog::getSaveFileName(parent, tr("Start a new run store"), suggestion, tr(kStoreFileFilter),
                                            nullptr, QFileDialog::DontConfirmOverwrite);
    };
    createMenu();

    connect(m_library, &RunLibrary::opened, this, &RunLibraryController::onOpened);
    connect(m_library, &RunLibrary::openFailed, this, &RunLibraryController::onOpenFailed);
    connect(m_library, &RunLibrary::runsChanged, this, &RunLibraryController::updateStatus);
    connect(m_library, &RunLibrary::storeFailed, this,
            [this](const QString& message) { showMessage(tr("Run store: %1").arg(message)); });
    connect(m_library, &RunLibrary::reported, this, &RunLibraryController::showMessage);
    connect(m_browser, &RunBrowser::openRequested, this, &RunLibraryController::openStoredRun);
    connect(m_browser, &RunBrowser::compareReady, this, &RunLibraryController::openComparison);
    connect(m_browser, &RunBrowser::statusMessage, this, &RunLibraryController::showMessage);

    // Opened once the event loop runs, so that --db (applied after the
    // window is built) replaces the configured file instead of opening both.
    QTimer::singleShot(0, this, [this] {
        if (!m_library->openRequested())
            openStore({m_library->configuredPath(), false, true});
    });
    updateStatus();
}

void RunLibraryController::createMenu()
{
    auto* menu = new QMenu(tr("&Library"), m_window);
    QAction* toggle = m_dock->toggleViewAction();
    toggle->setText(tr("Show run &browser"));
    toggle->setShortcut(QKeySequence(tr("Ctrl+L")));
    menu->addAction(toggle);
    menu->addSeparator();
    for (const RunBrowser::Action action : {RunBrowser::Action::Compare, RunBrowser::Action::Open,
                                            RunBrowser::Action::Export, RunBrowser::Action::Import})
        menu->addAction(m_browser->action(action));
    menu->addSeparator();
    m_sweepAction = menu->addAction(tr("New s&weep…"), this, &RunLibraryController::newSweep);
    m_sweepAction->setToolTip(tr("Run a policy over many traces, platforms, policies and parameter values"));
    menu->addSeparator();
    QAction* advice = menu->addAction(tr("&Advise…"), this, [this] { advise(); });
    advice->setToolTip(tr("Which policy suits the loaded log on this platform: a ranking by your objectives, "
                          "over the months, and who gains or loses"));
    menu->addAction(tr("Reproduce a &study…"), this, [this] { StudyDialog::openFor(*this, *m_window); });
    QAction* report = menu->addAction(tr("Reproduction &report…"), this, [this] { reproductionReport(); });
    report->setToolTip(tr("Compare every published figure of the implemented publications with SchedLab's value"));
    m_storeAction = menu->addAction(tr("Run &store…"), this, &RunLibraryController::chooseStore);
    m_storeAction->setMenuRole(QAction::PreferencesRole);
    m_storeAction->setToolTip(tr("Choose the file where runs are stored, or start a new one"));
    m_menu = menu;
}

ReproductionReportDialog* RunLibraryController::reproductionReport()
{
    if (!m_report) {
        const QString ctc = SampleTraces::find(QString::fromLatin1(SampleTraces::kDefaultTrace));
        m_report = new ReproductionReportDialog(*m_library, ctc, m_window);
    }
    m_report->show();
    m_report->raise();
    m_report->activateWindow();
    return m_report;
}

void RunLibraryController::useStoreFile(const QString& path)
{
    openStore({path, false, true});
}

void RunLibraryController::openStore(const OpenRequest& request)
{
    m_pending = request;
    m_library->open(request.path);
    updateStatus();
}

void RunLibraryController::onOpened(const QString& path, bool readOnly)
{
    if (!readOnly && m_pending.remember && samePath(m_pending.path, path))
        m_library->setConfiguredPath(path);
    showMessage(readOnly ? tr("Opened %1 read-only: new runs are not stored").arg(path)
                         : tr("Runs are stored in %1").arg(path));
    updateStatus();
}

void RunLibraryController::onOpenFailed(const QString& path, StoreError::Kind kind, const QString& message,
                                        bool readOnlyPossible)
{
    Q_UNUSED(kind)  // the message says what is wrong; the choices depend on readOnlyPossible
    updateStatus();
    const OpenRequest request = samePath(m_pending.path, path) ? m_pending : OpenRequest{path, false, false};
    // Without a store in use there is nothing to go back to: the way out is Quit.
    const bool noStore = m_library->state() == RunLibrary::State::Unavailable;
    if (m_problem) {
        disconnect(m_problem, nullptr, this, nullptr);  // replaced, not answered
        m_problem->close();
    }
    m_problem = new StoreProblemDialog(path, message, readOnlyPossible,
                                       noStore ? StoreProblemDialog::Moment::StartUp
                                               : StoreProblemDialog::Moment::Switching,
                                       m_window);
    m_problem->setAttribute(Qt::WA_DeleteOnClose);
    StoreProblemDialog* dialog = m_problem;
    connect(dialog, &QMessageBox::finished, this, [this, dialog, request, message, kind, readOnlyPossible, noStore] {
        switch (dialog->choice()) {
        case StoreProblemDialog::Choice::OpenReadOnly:
            m_pending = {request.path, false, request.startUp};
            m_library->open(request.path, true);
            break;
        case StoreProblemDialog::Choice::StartNewFile:
            startNewFile(request, [this, request, kind, message, readOnlyPossible] {
                // Gave up on the new file: the same question again.
                m_pending = request;
                onOpenFailed(request.path, kind, message, readOnlyPossible);
            });
            break;
        case StoreProblemDialog::Choice::GiveUp:
            if (noStore)
                emit quitRequested();
            break;
        }
    });
    m_problem->open();
}

void RunLibraryController::startNewFile(const OpenRequest& broken, const std::function<void()>& onGiveUp)
{
    const QString path = m_chooseNewFile(m_window, freeNameBeside(broken.path));
    if (path.isEmpty()) {
        if (onGiveUp)
            onGiveUp();
        return;
    }
    if (samePath(path, broken.path) || QFileInfo::exists(path)) {
        // Never reuse a name: the old file must stay exactly as it is.
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Start a new run store"),
                                    tr("%1 already exists. A new run store needs a new file name; SchedLab "
                                       "never overwrites a file.")
                                        .arg(QDir::toNativeSeparators(path)),
                                    QMessageBox::Ok, m_window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        if (onGiveUp)
            connect(box, &QMessageBox::finished, this, onGiveUp);
        box->open();
        return;
    }
    openStore({path, broken.remember, broken.startUp});
}

void RunLibraryController::storeRun(RunDocument* run)
{
    // Only complete runs are stored: a cancelled run's metrics cover part
    // of the trace and would mislead any comparison.
    if (!run || run->state() != RunController::State::Finished || !run->snapshot() ||
        run->snapshot()->result.cancelled)
        return;
    run->setStoreNote(tr("storing…"));
    const QPointer<RunDocument> guard(run);
    m_library->storeRun(run->snapshot(), run->controller()->elapsedSeconds(), run,
                        [this, guard](std::int64_t id, const QString& error) {
                            if (!guard)
                                return;
                            guard->setStoreNote(
                                id > 0 ? tr("Stored as run %1 in %2")
                                             .arg(id)
                                             .arg(QDir::toNativeSeparators(m_library->path()))
                                       : tr("Not stored: %1").arg(error));
                            emit runStoreFinished(guard, id);
                        });
}

void RunLibraryController::openStoredRun(const StoredRun& run)
{
    openRun(run.id);
}

void RunLibraryController::openRun(std::int64_t id)
{
    showMessage(tr("Opening run %1…").arg(id));
    StoredRunOpener::open(*m_library, id, GanttChartWidget::ColorMode::ByUser, this,
                          [this, id](RunDocument* tab, const QString& title) {
                              if (tab == nullptr) {
                                  showMessage(title);
                                  emit storedRunMissing(id, title);
                                  return;
                              }
                              addTab(tab, title);
                              emit storedRunOpened(tab);
                          });
}

void RunLibraryController::openComparison(const std::vector<StoredRun>& runs)
{
    addTab(ComparisonLauncher::create(runs, nullptr), tr("Compare %1").arg(RunLibrary::runCountText(static_cast<qsizetype>(runs.size()))));
}

SweepDialog* RunLibraryController::newSweep()
{
    // A dialog still running its sweep comes back; an idle one is replaced,
    // so a new sweep starts from what the workbench shows now.
    if (!m_sweep || !m_sweep->isRunning()) {
        delete m_sweep;
        m_sweep = new SweepDialog(*m_library, SweepDialog::workbenchChoices(m_workbench()), m_window);
        connect(m_sweep, &SweepDialog::resultsReady, this, &RunLibraryController::showGroup);
    }
    m_sweep->show();
    m_sweep->raise();
    m_sweep->activateWindow();
    return m_sweep;
}

AdviseDialog* RunLibraryController::advise()
{
    if (!m_advise || !m_advise->isRunning()) {
        const WorkbenchContext context = m_workbench();
        if (!context.trace) {
            showMessage(tr("Open a trace first: the advice is about the loaded log"));
            return nullptr;
        }
        if (context.platformKey == QLatin1String(PlatformPanel::kCustomKey)) {
            showMessage(tr("Save the edited platform as a file and open it, or pick a preset: the advice names "
                           "its platform"));
            return nullptr;
        }
        delete m_advise;
        m_advise = new AdviseDialog({context.trace->path, context.platformKey, context.transforms, context.dropWider},
                                    m_library->path(), m_window);
        connect(m_advise, &AdviseDialog::runsStored, m_library, &RunLibrary::refresh);
    }
    m_advise->show();
    m_advise->raise();
    m_advise->activateWindow();
    return m_advise;
}

void RunLibraryController::showGroup(const QString& group, const std::vector<std::int64_t>& ids)
{
    // The filter can name the group once the refreshed list contains it.
    connect(
        m_library, &RunLibrary::runsChanged, this,
        [this, group] {
            QComboBox* filter = m_browser->filterBox(RunFilterProxyModel::Criterion::Group);
            if (const int index = filter->findData(group); index >= 0)
                filter->setCurrentIndex(index);
            m_dock->show();
        },
        Qt::SingleShotConnection);
    m_library->refresh();
    if (ids.size() < kMinRunsCompared || ids.size() > kMaxRunsCompared) {
        showMessage(tr("Group %1: %2 stored; select runs in the browser to compare them")
                        .arg(group, RunLibrary::runCountText(static_cast<qsizetype>(ids.size()))));
        return;
    }
    m_library->load(ids, this, [this](std::vector<StoredRun> runs) { openComparison(runs); });
}

void RunLibraryController::addTab(QWidget* tab, const QString& title)
{
    emit tabRequested(tab, title);
}

void RunLibraryController::showMessage(const QString& message)
{
    emit statusMessage(message);
}

void RunLibraryController::chooseStore()
{
    const QString current = m_library->path();
    QMessageBox box(QMessageBox::Question, tr("Run store"), {}, QMessageBox::NoButton, m_window);
    box.setText(current.isEmpty()
                    ? tr("No run store is open.")
                    : tr("Runs are stored in<br><b>%1</b><br>(%2).")
                          .arg(QDir::toNativeSeparators(current).toHtmlEscaped(),
                               RunLibrary::runCountText(static_cast<qsizetype>(m_library->runs().size()))));
    if (!m_library->canStore())
        box.setInformativeText(tr("New runs are not stored: %1.").arg(m_library->notStoringReason()));
    QPushButton* another = box.addButton(tr("Open another file…"), QMessageBox::ActionRole);
    QPushButton* fresh = box.addButton(tr("Start a new file…"), QMessageBox::ActionRole);
    QPushButton* standard = nullptr;
    if (!samePath(current, RunLibrary::defaultPath()))
        standard = box.addButton(tr("Use the default file"), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Close);
    box.exec();
    const OpenRequest remembered{current, true, false};
    if (box.clickedButton() == another) {
        const QString path = QFileDialog::getOpenFileName(m_window, tr("Open run store"),
                                                          QFileInfo(current).absolutePath(), tr(kStoreFileFilter));
        if (!path.isEmpty())
            openStore({path, true, false});
    } else if (box.clickedButton() == fresh) {
        startNewFile(remembered, {});
    } else if (standard && box.clickedButton() == standard) {
        openStore({RunLibrary::defaultPath(), true, false});
    }
}

void RunLibraryController::updateStatus()
{
    const QString file = QFileInfo(m_library->path()).fileName();
    const bool storing = m_library->canStore();
    switch (m_library->state()) {
    case RunLibrary::State::Closed: m_status->setText(tr("Opening run store…")); break;
    case RunLibrary::State::Open:
        m_status->setText(tr("Run store: %1 (%2)")
                              .arg(file, RunLibrary::runCountText(static_cast<qsizetype>(m_library->runs().size()))));
        break;
    case RunLibrary::State::ReadOnly:
    case RunLibrary::State::Unavailable:
        m_status->setText(tr("Runs are not stored: %1").arg(m_library->notStoringReason()));
        break;
    }
    m_status->setToolTip(m_library->path().isEmpty() ? m_library->notStoringReason()
                                                     : QDir::toNativeSeparators(m_library->path()));
    m_status->setStyleSheet(storing || m_library->state() == RunLibrary::State::Closed ? QString() : kWarningStyle);
}

}  // namespace schedlab
