// The sweep dialog in the workbench: it starts from the window's trace,
// platform and policy, counts the runs of a combination as SweepSpec
// expands it, shows errors and keeps Run disabled until the spec is valid,
// runs the sweep into the store off the GUI thread, opens the comparison on
// the group, skips everything on a rerun, lists failed runs with their
// reasons, and saves a spec that parses back to the same runs.
#include "BatchRunController.h"
#include "ComparisonView.h"
#include "LibraryTestSupport.h"
#include "MainWindow.h"
#include "PlatformPanel.h"
#include "PolicyPanel.h"
#include "RunBrowser.h"
#include "RunLibrary.h"
#include "RunLibraryController.h"
#include "SweepDialog.h"
#include "TracePanel.h"
#include "experiment/TraceCache.h"
#include "store/RunStore.h"
#include "sweep/SweepSpec.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <memory>
#include <set>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kTimeoutMs = 120000;
const QString kGroup = QStringLiteral("teaching-sweep-test");
// One trace, estimates as recorded and exact, single:4, FCFS, EASY,
// conservative and SMART-FFIA with gamma 1.5, 2, 2.5: 2 x (3 + 3) runs.
constexpr int kKnownRunCount = 12;

QString teachingTrace()
{
    return QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/teaching-backfilling.swf");
}

} // namespace

class AppSweepDialogTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(prepareWorkbenchTests(m_dir));
    }

    void init()
    {
        m_settings = settingsForCurrentTest(m_dir);
        m_store = m_dir.filePath(
            QStringLiteral("%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction())));
        m_window = std::make_unique<MainWindow>(*m_settings);
        m_window->setDialogsEnabled(false);
        m_window->runLibrary()->useStoreFile(m_store);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_COMPARE_WITH_TIMEOUT(
            m_window->runLibrary()->library()->state(), RunLibrary::State::Open, kTimeoutMs);

        QSignalSpy loaded(m_window->tracePanel(), &TracePanel::traceLoaded);
        m_window->openTrace(teachingTrace());
        QVERIFY(loaded.wait(kTimeoutMs));
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:4")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("easy")));
    }

    void cleanup()
    {
        m_window.reset();
        m_settings.reset();
    }

    void startsFromTheWorkbench()
    {
        QAction* action = m_window->runLibrary()->sweepAction();
        QVERIFY(action);
        action->trigger();
        SweepDialog* dialog = m_window->findChild<SweepDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        const SweepChoices choices = dialog->choices();
        QCOMPARE(choices.traces, QStringList { QFileInfo(teachingTrace()).absoluteFilePath() });
        QCOMPARE(choices.platforms, QStringList { QStringLiteral("single:4") });
        QCOMPARE(choices.policies, QStringList { QStringLiteral("easy") });
        QVERIFY(choices.asLoaded);
        QVERIFY(choices.sweptParameter.isEmpty());
        QCOMPARE(choices.group, QStringLiteral("teaching-backfilling-sweep"));
        // The workbench's own run, once.
        QTRY_COMPARE_WITH_TIMEOUT(dialog->runCount(), 1, kTimeoutMs);
        QVERIFY(dialog->runButton()->isEnabled());
        QCOMPARE(dialog->countLabel()->text(), QStringLiteral("1 run"));
    }

    void countsAKnownCombinationAndShowsErrors()
    {
        SweepDialog* dialog = m_window->runLibrary()->newSweep();
        dialog->setChoices(knownChoices());
        QTRY_COMPARE_WITH_TIMEOUT(dialog->runCount(), kKnownRunCount, kTimeoutMs);
        QCOMPARE(dialog->countLabel()->text(), QStringLiteral("12 runs"));
        QVERIFY(dialog->problem().isEmpty());
        QVERIFY(dialog->runButton()->isEnabled());

        // Checking one more policy in the list: the count follows.
        QListWidgetItem* fcfs = dialog->policyList()
                                    ->findItems(QStringLiteral("garey-graham"), Qt::MatchStartsWith)
                                    .value(0);
        QVERIFY(fcfs);
        fcfs->setCheckState(Qt::Checked);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->runCount(), kKnownRunCount + 2, kTimeoutMs);

        // A value the parameter does not accept: SweepSpec's error, Run disabled.
        SweepChoices bad = knownChoices();
        bad.valueMode = SweepChoices::ValueMode::List;
        bad.valueList = QStringLiteral("1.5, abc");
        dialog->setChoices(bad);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->problem().isEmpty(), kTimeoutMs);
        QCOMPARE(dialog->runCount(), -1);
        QVERIFY2(dialog->problem().contains(QStringLiteral("/parameters/gamma")),
            qPrintable(dialog->problem()));
        QVERIFY(!dialog->runButton()->isEnabled());
        QVERIFY(!dialog->startSweep());

        // Each calendar month of CTC (the trace is read off the GUI thread
        // to find its months): 12 months x FCFS and EASY, as the CLI counts
        // sample_traces/sweep-ctc-months.json.
        SweepChoices months;
        months.traces = QStringList { QStringLiteral(
            SCHEDLAB_SAMPLE_TRACES_DIR "/CTC-SP2-1996-3.1-cln.swf.gz") };
        months.asLoaded = false;
        months.eachMonth = true;
        months.platforms = QStringList { QStringLiteral("ctc-sp2") };
        months.policies = QStringList { QStringLiteral("fcfs"), QStringLiteral("easy") };
        months.group = QStringLiteral("ctc-months");
        dialog->setChoices(months);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->runCount(), 24, kTimeoutMs);
        TraceCache cache;
        const std::string bundled
            = std::string(SCHEDLAB_SAMPLE_TRACES_DIR) + "/sweep-ctc-months.json";
        QVERIFY(SweepSpec::parse(dialog->specJson().toStdString(), "dialog").expand(cache)
            == SweepSpec::loadFile(bundled).expand(cache));

        // Nothing to run on: the form's own words.
        SweepChoices empty = knownChoices();
        empty.policies.clear();
        dialog->setChoices(empty);
        QTRY_COMPARE_WITH_TIMEOUT(
            dialog->problem(), QStringLiteral("Choose at least one policy."), kTimeoutMs);
        QVERIFY(!dialog->runButton()->isEnabled());
    }

    void runsIntoTheStoreThenSkipsOnARerun()
    {
        SweepDialog* dialog = m_window->runLibrary()->newSweep();
        dialog->setChoices(knownChoices());
        QTRY_COMPARE_WITH_TIMEOUT(dialog->runCount(), kKnownRunCount, kTimeoutMs);

        QSignalSpy ended(dialog, &SweepDialog::sweepEnded);
        QSignalSpy ready(dialog, &SweepDialog::resultsReady);
        QTest::mouseClick(dialog->runButton(), Qt::LeftButton);
        QVERIFY(dialog->isRunning());
        QVERIFY(!dialog->runButton()->isEnabled());
        QVERIFY(dialog->cancelButton()->isEnabled());
        QVERIFY(ended.wait(kTimeoutMs));
        const auto report = ended.at(0).at(0).value<SweepReport>();
        QVERIFY(!report.cancelled);
        QCOMPARE(report.progress.done, std::size_t(kKnownRunCount));
        QCOMPARE(report.progress.failed, std::size_t(0));
        QCOMPARE(dialog->progressBar()->value(), kKnownRunCount);
        QVERIFY2(dialog->statusLabel()->text().startsWith(
                     QStringLiteral("Finished: 12 done, 0 skipped")),
            qPrintable(dialog->statusLabel()->text()));
        QCOMPARE(dialog->failedList()->topLevelItemCount(), 0);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.at(0).at(0).toString(), kGroup);

        // In the store: every run, in the group, with the policies and gammas asked for.
        {
            const RunStore store(m_store.toStdString(), RunStore::Mode::ReadOnly);
            const std::vector<StoredRun> runs = store.list();
            QCOMPARE(runs.size(), std::size_t(kKnownRunCount));
            std::multiset<std::string> policies;
            std::set<std::string> gammas;
            std::set<std::vector<std::string>> transforms;
            for (const StoredRun& run : runs) {
                QCOMPARE(run.group, kGroup.toStdString());
                QCOMPARE(run.description.platformName, std::string("single:4"));
                policies.insert(run.description.policy);
                transforms.insert(run.description.transforms);
                if (run.description.policy == "smart-ffia")
                    gammas.insert(run.description.parameters.at("gamma"));
            }
            QCOMPARE(policies.count("fcfs"), std::size_t(2));
            QCOMPARE(policies.count("easy"), std::size_t(2));
            QCOMPARE(policies.count("conservative"), std::size_t(2));
            QCOMPARE(policies.count("smart-ffia"), std::size_t(6));
            QCOMPARE(gammas, (std::set<std::string> { "1.5", "2", "2.5" }));
            QCOMPARE(transforms.size(), std::size_t(2)); // as recorded and exact estimates
        }

        // The browser shows the group and the comparison opens on its runs.
        QTRY_VERIFY_WITH_TIMEOUT(currentComparison() != nullptr, kTimeoutMs);
        QCOMPARE(currentComparison()->runs().size(), std::size_t(kKnownRunCount));
        RunBrowser* browser = m_window->runLibrary()->browser();
        QTRY_COMPARE_WITH_TIMEOUT(
            browser->proxy()->criterion(RunFilterProxyModel::Criterion::Group), kGroup, kTimeoutMs);
        QCOMPARE(browser->proxy()->rowCount(), kKnownRunCount);

        // Again: everything is stored already, nothing is simulated.
        QVERIFY(dialog->startSweep());
        QVERIFY(ended.wait(kTimeoutMs));
        const auto rerun = ended.at(1).at(0).value<SweepReport>();
        QCOMPARE(rerun.progress.skipped, std::size_t(kKnownRunCount));
        QCOMPARE(rerun.progress.done, std::size_t(0));
        QVERIFY2(dialog->statusLabel()->text().startsWith(
                     QStringLiteral("Finished: 0 done, 12 skipped")),
            qPrintable(dialog->statusLabel()->text()));
        QCOMPARE(RunStore(m_store.toStdString(), RunStore::Mode::ReadOnly).list().size(),
            std::size_t(kKnownRunCount));
    }

    void cancelThenResumeSkipsWhatWasStored()
    {
        // Each month of CTC on one thread: long enough to cancel part-way.
        SweepDialog* dialog = m_window->runLibrary()->newSweep();
        SweepChoices months;
        months.traces = QStringList { QStringLiteral(
            SCHEDLAB_SAMPLE_TRACES_DIR "/CTC-SP2-1996-3.1-cln.swf.gz") };
        months.asLoaded = false;
        months.eachMonth = true;
        months.platforms = QStringList { QStringLiteral("ctc-sp2") };
        months.policies = QStringList { QStringLiteral("fcfs"), QStringLiteral("easy") };
        months.group = QStringLiteral("ctc-months");
        dialog->setChoices(months);
        dialog->threadsBox()->setValue(1);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->runCount(), 24, kTimeoutMs);

        QSignalSpy ended(dialog, &SweepDialog::sweepEnded);
        QSignalSpy ready(dialog, &SweepDialog::resultsReady);
        // Cancel once some runs are stored, by the button, as a user would.
        const QMetaObject::Connection cancelOnProgress = connect(dialog->controller(),
            &BatchRunController::progressed, dialog, [dialog](const SweepProgress& progress) {
                if (progress.finished() > 0 && dialog->cancelButton()->isEnabled())
                    QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
            });
        QVERIFY(dialog->startSweep());
        QVERIFY(ended.wait(kTimeoutMs));
        disconnect(cancelOnProgress);
        const auto cancelled = ended.at(0).at(0).value<SweepReport>();
        QVERIFY(cancelled.cancelled);
        QVERIFY2(
            cancelled.progress.done < 24, qPrintable(QString::number(cancelled.progress.done)));
        QVERIFY2(dialog->statusLabel()->text().startsWith(QStringLiteral("Cancelled: ")),
            qPrintable(dialog->statusLabel()->text()));
        QCOMPARE(ready.count(), 0); // no comparison for a sweep cut short
        QCOMPARE(RunStore(m_store.toStdString(), RunStore::Mode::ReadOnly).list().size(),
            cancelled.progress.done);
        QVERIFY(dialog->runButton()->isEnabled());

        // Run again: the stored months are skipped, the rest simulated.
        QVERIFY(dialog->startSweep());
        QVERIFY(ended.wait(kTimeoutMs));
        const auto resumed = ended.at(1).at(0).value<SweepReport>();
        QVERIFY(!resumed.cancelled);
        QCOMPARE(resumed.progress.skipped, cancelled.progress.done);
        QCOMPARE(resumed.progress.done + resumed.progress.skipped, std::size_t(24));
        QCOMPARE(RunStore(m_store.toStdString(), RunStore::Mode::ReadOnly).list().size(),
            std::size_t(24));
        QCOMPARE(ready.count(), 1);
    }

    void listsFailedRunsWithTheirReasons()
    {
        SweepDialog* dialog = m_window->runLibrary()->newSweep();
        SweepChoices choices = knownChoices();
        choices.estimates = SweepChoices::Estimates::AsRecorded;
        choices.sweptParameter.clear();
        choices.policies = QStringList { QStringLiteral("fcfs") };
        choices.platforms = QStringList { QStringLiteral("single:4"), QStringLiteral("single:2") };
        dialog->setChoices(choices);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->runCount(), 2, kTimeoutMs);
        QSignalSpy ended(dialog, &SweepDialog::sweepEnded);
        QVERIFY(dialog->startSweep());
        QVERIFY(ended.wait(kTimeoutMs));
        const auto report = ended.at(0).at(0).value<SweepReport>();
        QCOMPARE(report.progress.done, std::size_t(1));
        QCOMPARE(report.progress.failed, std::size_t(1));
        QCOMPARE(dialog->failedList()->topLevelItemCount(), 1);
        const QTreeWidgetItem* failed = dialog->failedList()->topLevelItem(0);
        QVERIFY2(failed->text(0).contains(QStringLiteral("single:2")), qPrintable(failed->text(0)));
        QVERIFY2(failed->text(1).contains(QStringLiteral("need more than the 2 nodes")),
            qPrintable(failed->text(1)));
    }

    // A generated workload over three seeds: one row per policy with its
    // three runs, as "mean ± standard error".
    void showsReplicationsOverSeeds()
    {
        SweepDialog* dialog = m_window->runLibrary()->newSweep();
        SweepChoices choices = knownChoices();
        choices.traces = QStringList { QStringLiteral("generate:utility-values:jobs=30") };
        choices.estimates = SweepChoices::Estimates::AsRecorded;
        choices.sweptParameter.clear();
        choices.policies = QStringList { QStringLiteral("fcfs"), QStringLiteral("easy") };
        choices.seeds = QStringLiteral("1, 2, 3");
        dialog->setChoices(choices);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->runCount(), 6, kTimeoutMs);
        QSignalSpy ended(dialog, &SweepDialog::sweepEnded);
        QVERIFY(dialog->startSweep());
        QVERIFY(ended.wait(kTimeoutMs));
        QTreeWidget* table = dialog->replicationTable();
        QCOMPARE(table->topLevelItemCount(), 2);
        QCOMPARE(table->topLevelItem(0)->text(0), QStringLiteral("fcfs"));
        QCOMPARE(table->topLevelItem(0)->text(1), QStringLiteral("3"));
        QVERIFY2(table->topLevelItem(0)->text(2).contains(QStringLiteral(" ± ")), qPrintable(table->topLevelItem(0)->text(2)));
    }

    void savedSpecParsesBackToTheSameRuns()
    {
        SweepDialog* dialog = m_window->runLibrary()->newSweep();
        dialog->setChoices(knownChoices());
        QTRY_COMPARE_WITH_TIMEOUT(dialog->runCount(), kKnownRunCount, kTimeoutMs);
        const QString file = m_dir.filePath(QStringLiteral("saved-sweep.json"));
        QString error;
        QVERIFY2(dialog->saveSpecFile(file, &error), qPrintable(error));

        TraceCache cache;
        const std::vector<RunSpec> saved = SweepSpec::loadFile(file.toStdString()).expand(cache);
        const std::vector<RunSpec> shown
            = SweepSpec::parse(dialog->specJson().toStdString(), "dialog").expand(cache);
        QCOMPARE(saved.size(), std::size_t(kKnownRunCount));
        QVERIFY(saved == shown);
        for (const RunSpec& run : saved)
            QCOMPARE(run.group, kGroup.toStdString());

        // Loading it back fills the form with the same sweep. (An idle
        // dialog is replaced by the next New sweep…, so keep its text.)
        const QString savedJson = dialog->specJson();
        SweepDialog* other = m_window->runLibrary()->newSweep();
        other->setChoices(SweepDialog::workbenchChoices(m_window->workbenchContext()));
        QTRY_COMPARE_WITH_TIMEOUT(other->runCount(), 1, kTimeoutMs);
        QVERIFY2(other->loadSpecFile(file, &error), qPrintable(error));
        QTRY_COMPARE_WITH_TIMEOUT(other->runCount(), kKnownRunCount, kTimeoutMs);
        // The file has the range written out as values; the same runs.
        QVERIFY(SweepSpec::parse(other->specJson().toStdString(), "dialog").expand(cache) == saved);
        QVERIFY(SweepSpec::parse(savedJson.toStdString(), "dialog").expand(cache) == saved);
        const SweepChoices loaded = other->choices();
        QCOMPARE(loaded.sweptParameter, QStringLiteral("gamma"));
        QCOMPARE(loaded.valueMode, SweepChoices::ValueMode::List);
        QCOMPARE(loaded.valueList, QStringLiteral("1.5, 2, 2.5"));
        QCOMPARE(loaded.estimates, SweepChoices::Estimates::Both);
        QCOMPARE(loaded.policies, knownChoices().policies);

        // A spec with more than the form can show still runs exactly as written.
        const QString richer = m_dir.filePath(QStringLiteral("richer.json"));
        QVERIFY(test::writeFile(richer, QByteArrayLiteral(R"({"group": "rich",
            "traces": ["teaching-backfilling.swf", "teaching-blocking.swf"],
            "platforms": ["single:4"],
            "policies": [{"policy": "smart-ffia", "parameters": {"gamma": [2, 3], "threshold": [0.5, 0.9]}}]})")));
        QVERIFY(QFile::copy(
            teachingTrace(), m_dir.filePath(QStringLiteral("teaching-backfilling.swf"))));
        QVERIFY(QFile::copy(QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/teaching-blocking.swf"),
            m_dir.filePath(QStringLiteral("teaching-blocking.swf"))));
        QVERIFY2(other->loadSpecFile(richer, &error), qPrintable(error));
        QTRY_COMPARE_WITH_TIMEOUT(other->runCount(), 8, kTimeoutMs);
        const std::vector<RunSpec> expected
            = SweepSpec::loadFile(richer.toStdString()).expand(cache);
        QVERIFY(
            SweepSpec::parse(other->specJson().toStdString(), "dialog").expand(cache) == expected);
    }

    // Test-only: SCHEDLAB_SWEEP_SCREENSHOT=FILE.png saves the dialog after a
    // finished sweep (run under xvfb-run for the README's picture).
    void screenshot()
    {
        const QString target = qEnvironmentVariable("SCHEDLAB_SWEEP_SCREENSHOT");
        if (target.isEmpty())
            QSKIP("set SCHEDLAB_SWEEP_SCREENSHOT=FILE.png to take the screenshot");
        SweepDialog* dialog = m_window->runLibrary()->newSweep();
        SweepChoices choices = knownChoices();
        choices.traces << QFileInfo(
            QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/teaching-blocking.swf"))
                              .absoluteFilePath();
        choices.platforms << QStringLiteral("single:8");
        choices.group = QStringLiteral("teaching-gamma");
        dialog->setChoices(choices);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->runCount() > 0, kTimeoutMs);
        QSignalSpy ended(dialog, &SweepDialog::sweepEnded);
        QVERIFY(dialog->startSweep());
        QVERIFY(ended.wait(kTimeoutMs));
        dialog->raise();
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTest::qWait(kSettleMs);
        QVERIFY(dialog->grab().save(target));
    }

    void exportsForSlurm()
    {
        SweepDialog* dialog = m_window->runLibrary()->newSweep();
        dialog->setChoices(knownChoices());
        QTRY_COMPARE_WITH_TIMEOUT(dialog->runCount(), kKnownRunCount, kTimeoutMs);
        const QString folder = m_dir.filePath(QStringLiteral("slurm-export"));
        QSignalSpy exported(dialog, &SweepDialog::slurmExportFinished);
        dialog->exportSlurm(folder);
        QVERIFY(exported.wait(kTimeoutMs));
        QVERIFY2(exported.at(0).at(0).toBool(), qPrintable(exported.at(0).at(1).toString()));
        QVERIFY(QFile::exists(folder + QStringLiteral("/sweep.sbatch")));
        QVERIFY(test::fileBytes(folder + QStringLiteral("/sweep.sbatch")).contains("--array=0-11"));
        TraceCache cache;
        QVERIFY(SweepSpec::loadFile((folder + QStringLiteral("/sweep.json")).toStdString())
                    .expand(cache)
            == SweepSpec::parse(dialog->specJson().toStdString(), "dialog").expand(cache));

        // The folder now holds files: a second export into it is refused.
        dialog->exportSlurm(folder);
        QVERIFY(exported.wait(kTimeoutMs));
        QVERIFY(!exported.at(1).at(0).toBool());
        QVERIFY(dialog->statusLabel()->text().startsWith(QStringLiteral("Export failed: ")));
    }

private:
    static constexpr int kSettleMs = 300; // lets the window manager and styles finish painting

    // See kKnownRunCount.
    [[nodiscard]] static SweepChoices knownChoices()
    {
        SweepChoices choices;
        choices.traces = QStringList { QFileInfo(teachingTrace()).absoluteFilePath() };
        choices.asLoaded = true;
        choices.estimates = SweepChoices::Estimates::Both;
        choices.platforms = QStringList { QStringLiteral("single:4") };
        choices.policies = QStringList { QStringLiteral("fcfs"), QStringLiteral("easy"),
            QStringLiteral("conservative"), QStringLiteral("smart-ffia") };
        choices.sweptParameter = QStringLiteral("gamma");
        choices.valueMode = SweepChoices::ValueMode::Range;
        choices.from = 1.5;
        choices.to = 2.5;
        choices.step = 0.5;
        choices.seeds = QStringLiteral("0");
        choices.group = kGroup;
        return choices;
    }

    [[nodiscard]] ComparisonView* currentComparison() const
    {
        return qobject_cast<ComparisonView*>(m_window->runTabs()->currentWidget());
    }

    QTemporaryDir m_dir;
    QString m_store;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(AppSweepDialogTest)
#include "AppSweepDialogTest.moc"
