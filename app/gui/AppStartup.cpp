#include "AppStartup.h"

#include "JobDetailsPanel.h"
#include "MainWindow.h"
#include "PlatformPanel.h"
#include "PlaybackController.h"
#include "PolicyPanel.h"
#include "RunDocument.h"
#include "RunLibrary.h"
#include "StudyResultsView.h"
#include "RunLibraryController.h"
#include "SampleTraces.h"
#include "TracePanel.h"

#include "study/StudyCatalog.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>

namespace schedlab {

namespace {

constexpr int kExitScreenshotFailed = 1;
constexpr int kExitTraceFailed = 3;
constexpr int kExitRunMissing = 4;
// QImageWriter quality 0 is the strongest PNG compression (still lossless).
constexpr int kStrongestCompression = 0;

}  // namespace

AppStartup::AppStartup(MainWindow& window, CommandLineOptions options, QObject* parent)
    : QObject(parent), m_window(window), m_options(std::move(options))
{
}

QString AppStartup::initialTrace() const
{
    if (!m_options.tracePath.isEmpty())
        return m_options.tracePath;
    const QString last = m_window.lastTrace();
    if (!last.isEmpty() && QFileInfo::exists(last))
        return last;
    return SampleTraces::find(QString::fromLatin1(SampleTraces::kDefaultTrace));
}

bool AppStartup::apply(QString& error)
{
    if (!m_options.platformName.isEmpty() && !m_window.platformPanel()->select(m_options.platformName, &error)) {
        error = tr("--platform %1: %2").arg(m_options.platformName, error);
        return false;
    }
    if (!m_options.policyName.isEmpty() && !m_window.policyPanel()->setPolicy(m_options.policyName)) {
        error = tr("--policy %1: no such policy").arg(m_options.policyName);
        return false;
    }
    if (!m_options.storePath.isEmpty())
        m_window.runLibrary()->useStoreFile(m_options.storePath);
    if (m_options.windowSize.isValid())
        m_window.resize(m_options.windowSize);
    connect(m_window.tracePanel(), &TracePanel::traceLoaded, this, &AppStartup::onTraceReady);
    connect(m_window.tracePanel(), &TracePanel::loadFailed, this, [this](const QString& path, const QString& message) {
        if (m_options.screenshotPath.isEmpty())
            return;
        std::fprintf(stderr, "schedlab: %s: %s\n", qPrintable(path), qPrintable(message));
        QCoreApplication::exit(kExitTraceFailed);
    });
    connect(&m_window, &MainWindow::runEnded, this, &AppStartup::onRunEnded);
    if (m_options.openRun >= 0)
        openStoredRunWhenReady();
    if (!m_options.studyName.isEmpty())
        openStudyWhenReady();
    const QString trace = initialTrace();
    if (!trace.isEmpty())
        m_window.openTrace(trace);
    return true;
}

void AppStartup::onTraceReady()
{
    if (m_started)
        return;  // later loads are the user's business
    m_started = true;
    if (m_options.runAtStart) {
        if (!m_window.startRun() && !m_options.screenshotPath.isEmpty())
            QTimer::singleShot(kScreenshotSettleMs, this, &AppStartup::takeScreenshot);
        return;
    }
    // With --open-run or --study the picture waits for that tab instead.
    if (!m_options.screenshotPath.isEmpty() && m_options.openRun < 0 && m_options.studyName.isEmpty())
        QTimer::singleShot(kScreenshotSettleMs, this, &AppStartup::takeScreenshot);
}

void AppStartup::openStoredRunWhenReady()
{
    RunLibraryController* controller = m_window.runLibrary();
    connect(controller, &RunLibraryController::storedRunOpened, this, &AppStartup::onRunEnded);
    connect(controller, &RunLibraryController::storedRunMissing, this, [this](qint64, const QString& message) {
        std::fprintf(stderr, "schedlab: --open-run: %s\n", qPrintable(message));
        if (!m_options.screenshotPath.isEmpty())
            QCoreApplication::exit(kExitRunMissing);
    });
    // The store opens once the event loop runs; the run is read after that.
    connect(controller->library(), &RunLibrary::opened, this, [this, controller] {
        if (!m_openRequested) {
            m_openRequested = true;
            controller->openRun(m_options.openRun);
        }
    });
}

void AppStartup::openStudyWhenReady()
{
    RunLibraryController* controller = m_window.runLibrary();
    connect(controller->library(), &RunLibrary::opened, this, [this, controller] {
        if (m_studyOpened)
            return;
        m_studyOpened = true;
        if (!StudyCatalog().find(m_options.studyName.toStdString())) {
            std::fprintf(stderr, "schedlab: --study: no study preset '%s' (see schedlab-cli study list)\n",
                         qPrintable(m_options.studyName));
            if (!m_options.screenshotPath.isEmpty())
                QCoreApplication::exit(kExitRunMissing);
            return;
        }
        StudyResultsView* view = StudyResultsView::openIn(*controller, m_options.studyName, m_options.quickStudy);
        if (!m_options.screenshotPath.isEmpty())
            connect(view, &StudyResultsView::loaded, this,
                    [this] { QTimer::singleShot(kScreenshotSettleMs, this, &AppStartup::takeScreenshot); });
    });
}

void AppStartup::onRunEnded(RunDocument* run)
{
    // --tab may name a tab that comes once its contents are computed
    // ("Credit and delay"): wait for it, then carry on from here.
    if (run && run->snapshot() && !m_options.bottomTab.isEmpty() && !run->areBottomTabsReady()) {
        connect(run, &RunDocument::bottomTabsReady, this, [this, run] { onRunEnded(run); },
                Qt::SingleShotConnection);
        return;
    }
    if (run && run->snapshot()) {
        QStringList tabs;
        if (!m_options.bottomTab.isEmpty() && !run->showBottomTab(m_options.bottomTab, &tabs))
            std::fprintf(stderr, "schedlab: --tab: this run has no tab '%s' (it has: %s)\n",
                         qPrintable(m_options.bottomTab), qPrintable(tabs.join(QStringLiteral(", "))));
        if (m_options.nowSeconds >= 0)
            run->playback()->seek(run->playback()->firstTime() +
                                  m_options.nowSeconds * run->snapshot()->workload->ticksPerSecond);
        if (m_options.selectJob >= 0 && run->findJob(m_options.selectJob) && m_options.showOffers &&
            run->details()->hasMarket()) {
            // The picture waits for the replay, which runs off this thread.
            connect(run->details(), &JobDetailsPanel::offersChanged, this, [this] {
                if (!m_options.screenshotPath.isEmpty())
                    QTimer::singleShot(kScreenshotSettleMs, this, &AppStartup::takeScreenshot);
            });
            run->details()->showOffers();
            return;
        }
    }
    if (run && run->snapshot() && !m_options.exportChartPath.isEmpty()) {
        const bool saved = run->exportGantt(m_options.exportChartPath, m_options.exportOptions);
        if (!saved)
            std::fprintf(stderr, "schedlab: cannot write %s\n", qPrintable(m_options.exportChartPath));
        if (!saved || m_options.screenshotPath.isEmpty()) {
            QCoreApplication::exit(saved ? 0 : kExitScreenshotFailed);
            return;
        }
    }
    if (!m_options.screenshotPath.isEmpty())
        QTimer::singleShot(kScreenshotSettleMs, this, &AppStartup::takeScreenshot);
}

void AppStartup::takeScreenshot()
{
    // Screenshots go into the repository for the README: lossless, at the
    // strongest PNG compression.
    const bool saved = m_window.grab().save(m_options.screenshotPath, nullptr, kStrongestCompression);
    if (!saved)
        std::fprintf(stderr, "schedlab: cannot write %s\n", qPrintable(m_options.screenshotPath));
    QCoreApplication::exit(saved ? 0 : kExitScreenshotFailed);
}

}  // namespace schedlab
