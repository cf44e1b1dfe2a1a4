// The workbench and the run store: a run finished in the window is stored
// (on the library's worker thread) and listed in the browser; a store that
// cannot be opened gets the choice dialog and stays byte-identical;
// read-only mode stores nothing and says so; --db picks the file; a stored
// run reopens as it ran (--open-run).
#include "CommandLineOptions.h"
#include "JobDetailsPanel.h"
#include "LibraryTestSupport.h"
#include "MainWindow.h"
#include "PlatformPanel.h"
#include "PolicyPanel.h"
#include "RunBrowser.h"
#include "RunDocument.h"
#include "RunInfoView.h"
#include "RunLibrary.h"
#include "RunLibraryController.h"
#include "RunTableModel.h"
#include "StoreProblemDialog.h"
#include "StoredRunView.h"
#include "TracePanel.h"

#include "platform/PlatformSource.h"
#include "run/RunPipeline.h"
#include "run/Trace.h"
#include "store/RunStore.h"
#include "store/StoredRunConversion.h"

#include <QAbstractButton>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include "gantt/GanttPrepared.h"

#include <QTest>

#include <memory>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kTimeoutMs = 60000;

// Stores one run of `spec` in a new store `file`, as the CLI stores runs
// (the core's pipeline, no window involved).
FinishedRun storeRun(const QString& file, const RunSpec& spec)
{
    const RunPipeline pipeline;
    const TracePtr loaded = Trace::load(spec.tracePath);
    const Platform platform = PlatformSource::resolve(spec.platform);
    FinishedRun ran = pipeline.run(*loaded, platform, pipeline.describe(spec, *loaded, platform), {});
    RunStore store(file.toStdString());
    store.add(StoredRunConversion::toStored(ran, "2026-11-26T12:00:00Z", 1.0));
    return ran;
}

}  // namespace

class AppRunLibraryTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(prepareWorkbenchTests(m_dir));
    }

    void init()
    {
        m_settings = settingsForCurrentTest(m_dir);
    }

    void cleanup()
    {
        m_window.reset();
        m_settings.reset();
    }

    void defaultStoreIsInTheDataLocation()
    {
        makeWindow({});
        QTRY_COMPARE_WITH_TIMEOUT(library()->state(), RunLibrary::State::Open, kTimeoutMs);
        // AppTestSupport points XDG_DATA_HOME at a temporary folder.
        QCOMPARE(library()->path(), test::kIsolatedDataHome.dir.filePath(QStringLiteral("schedlab/runs.sqlite")));
        QVERIFY(QFile::exists(library()->path()));
    }

    void storesARunFinishedInTheWindow()
    {
        const QString file = m_dir.filePath(QStringLiteral("stored.sqlite"));
        makeWindow(file);
        QTRY_COMPARE_WITH_TIMEOUT(library()->state(), RunLibrary::State::Open, kTimeoutMs);
        QCOMPARE(library()->path(), file);

        RunDocument* run = runSmallTrace();
        QCOMPARE(run->state(), RunController::State::Finished);
        QCOMPARE(m_stored.size(), 1);
        QCOMPARE(m_stored.at(0).at(1).toLongLong(), qint64(1));
        QVERIFY2(run->infoView()->storeNote().startsWith(QStringLiteral("Stored as run 1 in ")),
                 qPrintable(run->infoView()->storeNote()));
        QVERIFY(run->infoView()->toPlainText().contains(QStringLiteral("Stored as run 1")));

        // Listed in the browser.
        QCOMPARE(library()->runs().size(), std::size_t(1));
        RunBrowser* browser = m_window->runLibrary()->browser();
        QCOMPARE(browser->proxy()->rowCount(), 1);
        QCOMPARE(browser->proxy()->index(0, RunTableModel::PolicyColumn).data().toString(), QStringLiteral("easy"));
        QCOMPARE(browser->proxy()->index(0, RunTableModel::PlatformColumn).data().toString(),
                 QStringLiteral("single:8"));
        QVERIFY(m_window->runLibrary()->statusLabel()->text().contains(QStringLiteral("stored.sqlite")));

        // Open shows the stored run as a run tab: the schedule as it ran, the
        // same metrics, and the stored summary beside them; nothing is
        // simulated or stored again.
        browser->selectIds({1});
        browser->action(RunBrowser::Action::Open)->trigger();
        QTRY_COMPARE(m_window->runTabs()->count(), 2);
        auto* reopened = qobject_cast<RunDocument*>(m_window->runTabs()->currentWidget());
        QVERIFY(reopened);
        QCOMPARE(reopened->state(), RunController::State::Finished);
        QVERIFY(reopened->snapshot());
        // The chart's index was built with the rebuilt run, off the GUI thread.
        QVERIFY(reopened->controller()->outcome().gantt);
        QCOMPARE(reopened->controller()->outcome().gantt->snapshot, reopened->snapshot().get());
        QCOMPARE(reopened->snapshot()->metrics.awrt, run->snapshot()->metrics.awrt);
        for (std::size_t i = 0; i < run->snapshot()->result.jobs.size(); ++i) {
            QCOMPARE(reopened->snapshot()->result.jobs[i].start, run->snapshot()->result.jobs[i].start);
            QVERIFY(reopened->snapshot()->result.jobs[i].reason == run->snapshot()->result.jobs[i].reason);
        }
        auto* view = reopened->findChild<StoredRunView*>();
        QVERIFY(view);
        QCOMPARE(view->runId(), std::int64_t(1));
        QVERIFY(view->toPlainText().contains(QStringLiteral("easy · single:8")));
        QCOMPARE(library()->runs().size(), std::size_t(1));
        m_window->runTabs()->tabCloseRequested(1);   // closing deletes it
        QCOMPARE(m_window->runTabs()->count(), 1);

        // In the file, complete: every job and the same numbers as the core.
        const RunStore store(file.toStdString(), RunStore::Mode::ReadOnly);
        const StoredRun stored = store.load(1);
        const RunSnapshotPtr expected = test::smallEasySnapshot();
        QCOMPARE(stored.jobs.size(), test::kSmallTraceJobs);
        QCOMPARE(stored.metric("awrt"), expected->metrics.awrt);
        QCOMPARE(stored.metric("utilization"), expected->metrics.utilization * 100.0);
        QCOMPARE(stored.description.policy, std::string("easy"));
        QCOMPARE(stored.description.platformName, std::string("single:8"));
        QCOMPARE(stored.description.traceSha256, m_window->tracePanel()->trace()->sha256.toStdString());
        QCOMPARE(stored.samples.size(), run->snapshot()->result.samples.size());
        for (std::size_t i = 0; i < stored.jobs.size(); ++i) {
            QCOMPARE(stored.jobs[i].start, expected->result.jobs[i].start);
            QCOMPARE(stored.jobs[i].allocation, expected->result.jobs[i].nodes.toString());
        }
    }

    // A PFCFS run stored by the core (as the CLI stores it) reopens with
    // every execution segment and its start reasons, as --open-run shows it.
    void storedPfcfsRunReopensAsItRan()
    {
        const QString file = m_dir.filePath(QStringLiteral("pfcfs.sqlite"));
        RunSpec spec;
        spec.tracePath = SCHEDLAB_TEST_DATA_DIR "/pfcfs-preempt.swf";
        spec.platform = "single:4";
        spec.policy = "pfcfs";
        spec.parameters = {{"x", "75"}, {"n", "3"}, {"delta", "5"}, {"Delta", "10"}, {"s", "0"}};
        const FinishedRun ran = storeRun(file, spec);
        RunDocument* reopened = reopenFirstRun(file);
        QVERIFY(reopened && reopened->snapshot());
        // The hand-worked schedule of PfcfsPolicyTest: job 1 in three segments.
        QVERIFY((reopened->snapshot()->result.jobs[0].segments == std::vector<Segment>{{0, 15}, {25, 35}, {75, 150}}));
        for (std::size_t i = 0; i < ran.result.jobs.size(); ++i) {
            QVERIFY(reopened->snapshot()->result.jobs[i].segments == ran.result.jobs[i].segments);
            QVERIFY(reopened->snapshot()->result.jobs[i].reason == ran.result.jobs[i].reason);
        }
        QVERIFY(reopened->findJob(1));
        QVERIFY2(reopened->details()->plainText().contains(QStringLiteral("3 (preempted)")),
                 qPrintable(reopened->details()->plainText()));
        QVERIFY(reopened->details()->plainText().contains(QStringLiteral("Started in order")));

        // A run the store does not have is said, not silently ignored.
        QSignalSpy missing(m_window->runLibrary(), &RunLibraryController::storedRunMissing);
        m_window->runLibrary()->openRun(2);
        QVERIFY(missing.wait(kTimeoutMs));
        QVERIFY(missing.at(0).at(1).toString().contains(QStringLiteral("no run 2")));
    }

    // A run with deadlines through the store and back into the window: job 2
    // ends 900 > 700 (late), job 3 is dropped at 650 while waiting.
    void storedDeadlineRunExplainsHowJobsEnded()
    {
        const QString file = m_dir.filePath(QStringLiteral("deadlines.sqlite"));
        RunSpec spec;
        spec.tracePath = SCHEDLAB_TEST_DATA_DIR "/deadlines.jsonl";
        spec.platform = "single:2";
        spec.policy = "easy";
        const FinishedRun ran = storeRun(file, spec);
        QCOMPARE(ran.result.jobs[1].endState, EndState::CompletedLate);
        QCOMPARE(ran.result.jobs[2].endState, EndState::Dropped);
        RunDocument* reopened = reopenFirstRun(file);
        QVERIFY(reopened && reopened->snapshot());
        QVERIFY(reopened->findJob(3));
        const QString dropped = reopened->details()->plainText();
        QVERIFY2(dropped.contains(QStringLiteral("Dropped: its hard deadline passed")), qPrintable(dropped));
        QVERIFY2(dropped.contains(QStringLiteral("never started")), qPrintable(dropped));
        QVERIFY2(dropped.contains(QStringLiteral("(hard)")), qPrintable(dropped));
        QVERIFY(reopened->findJob(2));
        const QString late = reopened->details()->plainText();
        QVERIFY2(late.contains(QStringLiteral("completed after its deadline")), qPrintable(late));
    }

    void corruptStoreOffersTheChoiceAndStaysUnchanged()
    {
        const QString corrupt = m_dir.filePath(QStringLiteral("corrupt.sqlite"));
        const QByteArray before = test::corruptStoreBytes();
        QVERIFY(test::writeFile(corrupt, before));
        const QString fresh = m_dir.filePath(QStringLiteral("fresh.sqlite"));
        QStringList answers{corrupt, fresh};   // the broken file itself first: refused
        makeWindow(corrupt);
        m_window->runLibrary()->setNewFileChooser([&answers](QWidget*, const QString&) { return answers.takeFirst(); });

        StoreProblemDialog* dialog = waitForProblemDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->text().contains(QStringLiteral("corrupt.sqlite")));
        QCOMPARE(dialog->choiceButton(StoreProblemDialog::Choice::GiveUp)->text(), QStringLiteral("Quit"));
        QVERIFY(!dialog->choiceButton(StoreProblemDialog::Choice::OpenReadOnly));   // not a database at all
        QCOMPARE(library()->state(), RunLibrary::State::Unavailable);
        QVERIFY(m_window->runLibrary()->statusLabel()->text().startsWith(QStringLiteral("Runs are not stored")));

        // Choosing the broken file's own name is refused with a warning, then asked again.
        dialog->choiceButton(StoreProblemDialog::Choice::StartNewFile)->click();
        QMessageBox* warning = nullptr;
        QTRY_VERIFY((warning = findWarning()) != nullptr);
        QVERIFY(warning->text().contains(QStringLiteral("never overwrites")));
        warning->button(QMessageBox::Ok)->click();
        dialog = waitForProblemDialog();
        QVERIFY(dialog);
        QCOMPARE(test::fileBytes(corrupt), before);

        dialog->choiceButton(StoreProblemDialog::Choice::StartNewFile)->click();
        QTRY_COMPARE_WITH_TIMEOUT(library()->state(), RunLibrary::State::Open, kTimeoutMs);
        QCOMPARE(library()->path(), fresh);
        QVERIFY(answers.isEmpty());
        QCOMPARE(test::fileBytes(corrupt), before);
        // --db is for this session only: the settings still name no file.
        QVERIFY(!m_settings->contains(RunLibrary::kPathSettingsKey));

        // The new file works.
        runSmallTrace();
        QCOMPARE(m_stored.size(), 1);
        QCOMPARE(m_stored.at(0).at(1).toLongLong(), qint64(1));
        QCOMPARE(test::fileBytes(corrupt), before);
    }

    void switchingToACorruptStoreKeepsTheCurrentOne()
    {
        const QString good = m_dir.filePath(QStringLiteral("good.sqlite"));
        test::fillStore(good, {test::handMadeRun("kept", "/traces/a.swf", "easy", 100)});
        const QString corrupt = m_dir.filePath(QStringLiteral("corrupt-switch.sqlite"));
        const QByteArray before = test::corruptStoreBytes();
        QVERIFY(test::writeFile(corrupt, before));
        makeWindow(good);
        QTRY_COMPARE_WITH_TIMEOUT(library()->state(), RunLibrary::State::Open, kTimeoutMs);

        m_window->runLibrary()->useStoreFile(corrupt);
        StoreProblemDialog* dialog = waitForProblemDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->choiceButton(StoreProblemDialog::Choice::GiveUp)->text(), QStringLiteral("Cancel"));
        dialog->choiceButton(StoreProblemDialog::Choice::GiveUp)->click();
        QTRY_VERIFY(!m_window->runLibrary()->problemDialog());
        QCOMPARE(library()->state(), RunLibrary::State::Open);
        QCOMPARE(library()->path(), good);
        QCOMPARE(library()->runs().size(), std::size_t(1));
        QVERIFY(m_window->isVisible());
        QCOMPARE(test::fileBytes(corrupt), before);
    }

    void damagedStoreOpensReadOnlyAndStoresNothing()
    {
        const QString file = m_dir.filePath(QStringLiteral("damaged.sqlite"));
        test::fillStore(file, {test::handMadeRun("existing", "/traces/a.swf", "fcfs", 100)});
        QVERIFY(test::damageRunKeyIndex(file));
        const QByteArray before = test::fileBytes(file);
        makeWindow(file);

        StoreProblemDialog* dialog = waitForProblemDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->text().contains(QStringLiteral("damaged.sqlite")));
        QAbstractButton* readOnly = dialog->choiceButton(StoreProblemDialog::Choice::OpenReadOnly);
        QVERIFY(readOnly);
        readOnly->click();
        QTRY_COMPARE_WITH_TIMEOUT(library()->state(), RunLibrary::State::ReadOnly, kTimeoutMs);
        QCOMPARE(library()->runs().size(), std::size_t(1));
        const QString status = m_window->runLibrary()->statusLabel()->text();
        QVERIFY2(status.startsWith(QStringLiteral("Runs are not stored: damaged.sqlite is open read-only")),
                 qPrintable(status));
        QVERIFY(!m_window->runLibrary()->browser()->action(RunBrowser::Action::Delete)->isEnabled());

        RunDocument* run = runSmallTrace();
        QVERIFY(run);
        QCOMPARE(m_stored.size(), 1);
        QCOMPARE(m_stored.at(0).at(1).toLongLong(), qint64(0));
        QVERIFY2(run->infoView()->storeNote().startsWith(QStringLiteral("Not stored:")),
                 qPrintable(run->infoView()->storeNote()));
        QCOMPARE(library()->runs().size(), std::size_t(1));
        QCOMPARE(test::fileBytes(file), before);
    }

    void dbOptionNamesTheStore()
    {
        QString error;
        const auto options = CommandLineOptions::parse(
            {QStringLiteral("schedlab"), QStringLiteral("--db"), QStringLiteral("/tmp/x.sqlite")}, error);
        QVERIFY2(options.has_value(), qPrintable(error));
        QCOMPARE(options->storePath, QStringLiteral("/tmp/x.sqlite"));
        QVERIFY(options->helpText.contains(QStringLiteral("--db")));

        const auto open = CommandLineOptions::parse({QStringLiteral("schedlab"), QStringLiteral("--open-run"),
                                                     QStringLiteral("7")}, error);
        QVERIFY2(open.has_value(), qPrintable(error));
        QCOMPARE(open->openRun, qint64(7));
        QVERIFY(!CommandLineOptions::parse({QStringLiteral("schedlab"), QStringLiteral("--open-run"),
                                            QStringLiteral("7"), QStringLiteral("--run")}, error));
        QVERIFY(error.contains(QStringLiteral("--open-run")));
    }

private:
    void makeWindow(const QString& storeFile)
    {
        m_window = std::make_unique<MainWindow>(*m_settings);
        m_window->setDialogsEnabled(false);
        // Before the event loop runs, as main() does for --db.
        if (!storeFile.isEmpty())
            m_window->runLibrary()->useStoreFile(storeFile);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    [[nodiscard]] RunLibrary* library() const { return m_window->runLibrary()->library(); }

    // Opens a window on `storeFile` and its run 1 in a tab; nullptr if either fails.
    RunDocument* reopenFirstRun(const QString& storeFile)
    {
        makeWindow(storeFile);
        if (!QTest::qWaitFor([this] { return library()->state() == RunLibrary::State::Open; }, kTimeoutMs))
            return nullptr;
        QSignalSpy opened(m_window->runLibrary(), &RunLibraryController::storedRunOpened);
        m_window->runLibrary()->openRun(1);
        if (!opened.wait(kTimeoutMs))
            return nullptr;
        return qobject_cast<RunDocument*>(m_window->runTabs()->currentWidget());
    }

    // The visible problem dialog, or nullptr after the timeout.
    StoreProblemDialog* waitForProblemDialog()
    {
        const auto shown = [this] {
            const StoreProblemDialog* dialog = m_window->runLibrary()->problemDialog();
            return dialog != nullptr && dialog->isVisible();
        };
        return QTest::qWaitFor(shown, kTimeoutMs) ? m_window->runLibrary()->problemDialog() : nullptr;
    }

    QMessageBox* findWarning() const
    {
        for (QMessageBox* box : m_window->findChildren<QMessageBox*>()) {
            if (box->isVisible() && !qobject_cast<StoreProblemDialog*>(box))
                return box;
        }
        return nullptr;
    }

    // Runs EASY on the small trace and waits until the store answered.
    RunDocument* runSmallTrace()
    {
        QSignalSpy loaded(m_window->tracePanel(), &TracePanel::traceLoaded);
        m_window->openTrace(test::smallGuiTrace());
        if (!loaded.wait(kTimeoutMs))
            return nullptr;
        m_window->platformPanel()->select(QStringLiteral("single:8"));
        m_window->policyPanel()->setPolicy(QStringLiteral("easy"));
        m_stored.clear();
        QSignalSpy stored(m_window->runLibrary(), &RunLibraryController::runStoreFinished);
        RunDocument* run = m_window->startRun();
        if (!run || !stored.wait(kTimeoutMs))
            return run;
        m_stored = stored;
        return run;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    QList<QList<QVariant>> m_stored;
};

QTEST_MAIN(AppRunLibraryTest)
#include "AppRunLibraryTest.moc"
