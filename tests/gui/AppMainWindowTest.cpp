// Drives the workbench window offscreen through its main flows: open a
// trace, lay out a platform, change a parameter, run, select a job in the
// Gantt chart, play back, cancel a long run, and keep settings.
#include "AppTestSupport.h"
#include "RunLibraryController.h"

#include <QDockWidget>
#include "WindowTestSupport.h"
#include "EventLogModel.h"
#include "JobDetailsPanel.h"
#include "MainWindow.h"
#include "MetricsTable.h"
#include "PlatformPanel.h"
#include "PlatformTableModel.h"
#include "PlaybackController.h"
#include "PolicyPanel.h"
#include "RunDocument.h"
#include "SampleTraces.h"
#include "TraceFileFilter.h"
#include "TracePanel.h"
#include "WaitingQueueModel.h"
#include "support/TraceFiles.h"

#include "charts/LiveChartsWidget.h"
#include "forms/ParameterForm.h"
#include "gantt/GanttChartWidget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kRunTimeoutMs = 60000;
constexpr int kWindowWidth = 1600;
constexpr int kWindowHeight = 1000;

}  // namespace

class AppMainWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(prepareWorkbenchTests(m_dir));
    }

    void init()
    {
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("schedlab.ini")), QSettings::IniFormat);
        m_window = std::make_unique<MainWindow>(*m_settings);
        m_window->setDialogsEnabled(false);
        m_window->resize(kWindowWidth, kWindowHeight);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        m_settings.reset();
    }

    void opensTraceOffTheGuiThread()
    {
        QVERIFY(!m_window->runAction()->isEnabled());  // no trace yet
        loadSmallTrace();
        const auto trace = m_window->tracePanel()->trace();
        QCOMPARE(trace->workload->jobs.size(), test::kSmallTraceJobs);
        QCOMPARE(trace->workload->report.skipped(), std::int64_t(1));  // record 21: run time -1
        QCOMPARE(trace->months, QStringList{QStringLiteral("1996-07")});
        // Offered load: 62 410 node-s / (8 nodes x 4300 s between first and last submission).
        QVERIFY(trace->offeredLoad.has_value());
        QCOMPARE(*trace->offeredLoad, 62410.0 / (8.0 * 4300.0));
        QCOMPARE(trace->sha256.size(), 64);
        QVERIFY(m_window->runAction()->isEnabled());
    }

    // Slurm accounting opens like any trace, recognised by its content
    // (docs/workloads.md), and runs.
    void opensAndRunsSlurmAccounting()
    {
        const QString sample = SampleTraces::find(QStringLiteral("slurm-sample.sacct"));
        QVERIFY(SampleTraces::all().contains(sample));  // offered under File > Samples
        QSignalSpy loaded(m_window->tracePanel(), &TracePanel::traceLoaded);
        m_window->openTrace(sample);
        QVERIFY(loaded.wait(kRunTimeoutMs));
        const auto trace = m_window->tracePanel()->trace();
        QCOMPARE(trace->workload->jobs.size(), std::size_t{25});
        QCOMPARE(trace->workload->report.skipped(), std::int64_t{7});
        QCOMPARE(trace->months, QStringList{QStringLiteral("2025-03")});
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:64")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("easy")));
        RunDocument* run = runToEnd();
        QCOMPARE(run->state(), RunController::State::Finished);
        QCOMPARE(run->snapshot()->metrics.jobs, std::int64_t{25});
    }

    // A Batsim workload opens and runs too, and dropping it is opening it:
    // a .json that names Batsim's fields is no platform.
    void opensAndRunsBatsimWorkloads()
    {
        const QString workload = QStringLiteral(SCHEDLAB_TEST_DATA_DIR "/batsim-delays.json");
        QVERIFY(TraceFileFilter::isBatsimWorkload(workload));
        QVERIFY(!TraceFileFilter::isBatsimWorkload(QStringLiteral(SCHEDLAB_TEST_DATA_DIR "/cli-grid-small.json")));
        QVERIFY(TraceFileFilter::text().contains(QStringLiteral("*.json")));
        QSignalSpy loaded(m_window->tracePanel(), &TracePanel::traceLoaded);
        m_window->openTrace(workload);
        QVERIFY(loaded.wait(kRunTimeoutMs));
        const auto trace = m_window->tracePanel()->trace();
        QCOMPARE(trace->workload->jobs.size(), std::size_t{4});
        QCOMPARE(trace->workload->report.skipped(), std::int64_t{1});  // the parallel_homogeneous job
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:4")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("easy")));
        RunDocument* run = runToEnd();
        QCOMPARE(run->state(), RunController::State::Finished);
        QCOMPARE(run->snapshot()->metrics.jobs, std::int64_t{4});
    }

    void reportsUnreadableTrace()
    {
        QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
        QSignalSpy failed(m_window->tracePanel(), &TracePanel::loadFailed);
        m_window->openTrace(m_dir.filePath(QStringLiteral("missing.swf")));
        QVERIFY(failed.wait());
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.at(0).at(1).toString().contains(QStringLiteral("missing.swf")));
        QVERIFY(!m_window->tracePanel()->trace());
    }

    void validatesPlatformAsTyped()
    {
        PlatformPanel* platform = m_window->platformPanel();
        QVERIFY(platform->select(QStringLiteral("single:8")));
        QVERIFY(platform->isValid());
        loadSmallTrace();
        QVERIFY(m_window->runAction()->isEnabled());
        // A machine of 0 nodes is refused: the problem shows and Run is off.
        PlatformTableModel* model = platform->model();
        QVERIFY(model->setData(model->index(0, PlatformTableModel::NodesColumn), 0, Qt::EditRole));
        QVERIFY(!platform->isValid());
        QCOMPARE(platform->problems().size(), 1);
        QVERIFY(!m_window->runAction()->isEnabled());
        QCOMPARE(platform->selectionKey(), QStringLiteral("custom"));
        QVERIFY(model->setData(model->index(0, PlatformTableModel::NodesColumn), 8, Qt::EditRole));
        QVERIFY(platform->isValid());
        QVERIFY(m_window->runAction()->isEnabled());
    }

    void runMatchesTheCore()
    {
        loadSmallTrace();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:8")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("easy")));
        RunDocument* run = runToEnd();
        QCOMPARE(m_window->runTabs()->count(), 1);
        QCOMPARE(run->state(), RunController::State::Finished);

        const RunSnapshotPtr expected = test::smallEasySnapshot();
        const MetricsReport& got = run->snapshot()->metrics;
        QCOMPARE(got.jobs, expected->metrics.jobs);
        QCOMPARE(got.jobs, std::int64_t(20));
        QCOMPARE(got.awrt, expected->metrics.awrt);
        QCOMPARE(got.awwt, expected->metrics.awwt);
        QCOMPARE(got.utilization, expected->metrics.utilization);
        QCOMPARE(got.makespan, Time(10000));
        QCOMPARE(got.backfilledJobs, std::int64_t(10));
        QCOMPARE(run->metricsTable()->valueText(QStringLiteral("makespan")), QStringLiteral("10000"));
        QCOMPARE(run->snapshot()->result.events.size(), expected->result.events.size());
        for (std::size_t i = 0; i < expected->result.jobs.size(); ++i) {
            QCOMPARE(run->snapshot()->result.jobs[i].start, expected->result.jobs[i].start);
            QCOMPARE(run->snapshot()->result.jobs[i].nodes, expected->result.jobs[i].nodes);
        }
        // The run records what it ran.
        QCOMPARE(run->snapshot()->description.policy, std::string("easy"));
        QCOMPARE(run->snapshot()->description.traceSha256, m_window->tracePanel()->trace()->sha256.toStdString());
        QCOMPARE(run->snapshot()->description.seed, std::uint64_t(0));
        QVERIFY(run->snapshot()->description.transforms.empty());
        QVERIFY(run->statusText().startsWith(QStringLiteral("Done in")));
        QVERIFY(run->liveCharts()->pointCount() > 0);
    }

    void changesAParameterThroughTheForm()
    {
        loadSmallTrace();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:8")));
        PolicyPanel* policies = m_window->policyPanel();
        QString withParameters;
        for (const PolicyInfo& info : policies->registry().policies()) {
            if (!info.parameters.empty()) {
                withParameters = QString::fromStdString(info.name);
                break;
            }
        }
        if (withParameters.isEmpty())
            QSKIP("no registered policy has parameters yet");
        QVERIFY(policies->setPolicy(withParameters));
        const ParameterValues before = policies->parameters();
        QSignalSpy changed(policies, &PolicyPanel::parametersChanged);
        // Change the first editor of the generated form as a user would.
        ParameterForm* form = policies->form();
        if (auto* spin = form->findChild<QSpinBox*>()) {
            spin->setFocus();
            QTest::keyClick(spin, Qt::Key_Up);
        } else if (auto* real = form->findChild<QDoubleSpinBox*>()) {
            real->setFocus();
            QTest::keyClick(real, Qt::Key_Up);
        } else if (auto* box = form->findChild<QCheckBox*>()) {
            QTest::mouseClick(box, Qt::LeftButton);
        } else if (auto* combo = form->findChild<QComboBox*>()) {
            combo->setCurrentIndex((combo->currentIndex() + 1) % combo->count());
        } else {
            QFAIL("the parameter form has no editor");
        }
        QVERIFY(changed.count() >= 1);
        const ParameterValues after = policies->parameters();
        QVERIFY(after != before);
        RunDocument* run = runToEnd();
        QCOMPARE(run->snapshot()->description.parameters, after);
    }

    void recordsTransforms()
    {
        loadSmallTrace();
        TracePanel* trace = m_window->tracePanel();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:4")));
        trace->dropWiderBox()->setChecked(true);
        trace->exactEstimatesBox()->setChecked(true);
        trace->rangeBox()->setChecked(true);
        trace->rangeToBox()->setValue(10);
        RunDocument* run = runToEnd();
        QCOMPARE(run->state(), RunController::State::Finished);
        const std::vector<std::string> expected{"range:1:10", "drop-wider:4", "exact-estimates"};
        QCOMPARE(run->snapshot()->description.transforms, expected);
        // Jobs 1..10 without the three wider than 4 nodes (jobs 1, 5 and 9).
        QCOMPARE(run->snapshot()->workload->jobs.size(), std::size_t(7));
        QCOMPARE(run->snapshot()->workload->transforms, expected);
    }

    void explainsConfigurationErrors()
    {
        loadSmallTrace();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:4")));
        RunDocument* run = runToEnd();
        QCOMPARE(run->state(), RunController::State::Failed);
        QVERIFY(run->banner()->isVisible());
        QVERIFY(run->banner()->text().startsWith(QStringLiteral("The run failed: ")));
        QVERIFY(!run->snapshot());
    }

    void selectsJobInGantt()
    {
        loadSmallTrace();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:8")));
        RunDocument* run = runToEnd();
        GanttChartWidget* gantt = run->gantt();
        run->fitAll();
        QTest::qWait(50);
        const JobIndex job3 = 2;
        const auto position = gantt->positionOfJob(job3);
        QVERIFY(position.has_value());
        QTest::mouseClick(gantt, Qt::LeftButton, {}, *position);
        QTRY_COMPARE(run->details()->job(), job3);
        const QString text = run->details()->plainText();
        QVERIFY2(text.contains(QStringLiteral("Job 3")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Backfilled (EASY): ends by its estimate at 08:07:00, before the "
                                              "shadow time 08:16:40 of job 2.")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("1996-07-01 08:00:20")));  // started
        // Search by number selects job 4 and explains the extra nodes.
        QVERIFY(run->findJob(4));
        QCOMPARE(gantt->selectedJob(), JobIndex(3));
        QVERIFY(run->details()->plainText().contains(
            QStringLiteral("uses 2 of the 4 extra nodes of job 2's reservation")));
    }

    void playsBackTheSchedule()
    {
        loadSmallTrace();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:8")));
        RunDocument* run = runToEnd();
        PlaybackController* playback = run->playback();
        // Two decisions: job 1 at 0 s, then job 3 backfilled at 20 s.
        playback->stepDecision();
        playback->stepDecision();
        QCOMPARE(playback->now(), Time(20));
        QCOMPARE(run->gantt()->nowTime(), Time(20));
        QCOMPARE(run->eventLog()->currentEvent(), playback->currentEvent());
        QCOMPARE(run->details()->job(), JobIndex(2));
        // Job 2 waits from 10 s until 1000 s.
        QCOMPARE(run->waitingQueue()->waitingJobs(), std::vector<JobIndex>{1});
        playback->seek(1250);
        QCOMPARE(run->waitingQueue()->waitingJobs(), std::vector<JobIndex>{4});
        playback->showAll();
        QCOMPARE(run->gantt()->nowTime(), kNoTime);
    }

    void exportsCharts()
    {
        loadSmallTrace();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:8")));
        RunDocument* run = runToEnd();
        const QString png = m_dir.filePath(QStringLiteral("gantt.png"));
        const QString svg = m_dir.filePath(QStringLiteral("gantt.svg"));
        QVERIFY(run->exportGantt(png));
        QVERIFY(run->exportGantt(svg));
        QVERIFY(QImage(png).width() > 0);
        QFile drawing(svg);
        QVERIFY(drawing.open(QIODevice::ReadOnly));
        QVERIFY(drawing.readAll().contains("<svg"));
        QVERIFY(run->exportCharts(m_dir.filePath(QStringLiteral("charts.png"))));
    }

    void cancelsALongRun()
    {
        const QString ctc = test::bundledCtcTrace();
        QSignalSpy loaded(m_window->tracePanel(), &TracePanel::traceLoaded);
        m_window->openTrace(ctc);
        QVERIFY(loaded.wait(kRunTimeoutMs));
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("ctc-sp2")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("conservative")));
        QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
        RunDocument* run = m_window->startRun();
        QVERIFY(run);
        QSignalSpy progress(run->controller(), &RunController::progressed);
        QVERIFY(progress.wait(kRunTimeoutMs));
        run->cancel();
        QVERIFY(ended.wait(kRunTimeoutMs));
        QCOMPARE(run->state(), RunController::State::Cancelled);
        QVERIFY(run->snapshot()->result.cancelled);
        QVERIFY(run->statusText().startsWith(QStringLiteral("Cancelled at ")));
        QVERIFY(run->banner()->text().startsWith(QStringLiteral("Cancelled.")));
        QVERIFY(run->snapshot()->metrics.jobs < std::int64_t(run->snapshot()->workload->jobs.size()));
    }

    void keepsSettings()
    {
        loadSmallTrace();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("m128")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("fcfs")));
        m_window->tracePanel()->exactEstimatesBox()->setChecked(true);
        m_window->saveSettings();
        const QString tracePath = m_window->tracePanel()->trace()->path;
        m_window.reset();

        MainWindow restored(*m_settings);
        restored.restoreSettings();
        QCOMPARE(restored.platformPanel()->selectionKey(), QStringLiteral("m128"));
        QCOMPARE(restored.policyPanel()->policyName(), QStringLiteral("fcfs"));
        QVERIFY(restored.tracePanel()->exactEstimatesBox()->isChecked());
        QCOMPARE(restored.lastTrace(), tracePath);
        QCOMPARE(restored.tracePanel()->recentFiles().value(0), tracePath);
        m_settings->clear();
    }

    // On a screen under 900 px high (the offscreen one is 800x600) a first
    // start hides the run library dock, so that the Gantt chart gets the
    // height; a saved layout is kept as it was.
    void firstStartOnALaptopScreenHidesTheRunLibrary()
    {
        constexpr int kCompactScreenHeight = 900;
        const bool compact = QGuiApplication::primaryScreen()->availableSize().height() < kCompactScreenHeight;
        m_settings->clear();
        MainWindow fresh(*m_settings);
        fresh.restoreSettings();
        QCOMPARE(fresh.runLibrary()->dock()->isHidden(), compact);
        fresh.runLibrary()->dock()->show();
        fresh.saveSettings();
        MainWindow again(*m_settings);
        again.restoreSettings();
        QVERIFY(!again.runLibrary()->dock()->isHidden());
        m_settings->clear();
    }

    // Issue: after the first run the window's minimum size grew to
    // 1097x970, and controls went off a 1366x768 screen.
    void fitsALaptopScreenAfterARun()
    {
        // 1366x768 less a 40 px task bar.
        constexpr QSize kLaptop(1366, 728);
        loadSmallTrace();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:8")));
        RunDocument* run = runToEnd();
        QVERIFY(run);
        const QSize minimum = m_window->minimumSizeHint();
        QVERIFY2(minimum.width() <= kLaptop.width() && minimum.height() <= kLaptop.height(),
                 qPrintable(QStringLiteral("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));
        m_window->resize(kLaptop);
        QTRY_COMPARE(m_window->size(), kLaptop);
        // The Gantt chart is the largest view of the run.
        QVERIFY2(run->gantt()->height() > run->liveCharts()->parentWidget()->height(),
                 qPrintable(QStringLiteral("Gantt %1 px, charts %2 px")
                                .arg(run->gantt()->height())
                                .arg(run->liveCharts()->parentWidget()->height())));
        // A first window is never larger than the screen.
        const QSize available = QGuiApplication::primaryScreen()->availableSize();
        QVERIFY(MainWindow::defaultSize().width() <= available.width());
        QVERIFY(MainWindow::defaultSize().height() <= available.height());
    }

private:
    void loadSmallTrace()
    {
        QSignalSpy loaded(m_window->tracePanel(), &TracePanel::traceLoaded);
        m_window->openTrace(test::smallGuiTrace());
        QVERIFY(loaded.wait(kRunTimeoutMs));
        QVERIFY(!m_window->tracePanel()->isLoading());
    }

    RunDocument* runToEnd() { return test::runToEnd(*m_window, kRunTimeoutMs); }

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(AppMainWindowTest)
#include "AppMainWindowTest.moc"
