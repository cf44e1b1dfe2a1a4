// BatchRunController runs a batch of runs into a store on a worker thread
// and reports through queued signals on the GUI thread: prepared, then
// progress, then finished; a rerun skips what is stored; cancel stops;
// a prepare that throws gives failed() and runs nothing.
#include "AppTestSupport.h"
#include "BatchRunController.h"
#include "experiment/TraceCache.h"
#include "store/RunStore.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <atomic>
#include <memory>
#include <stdexcept>

using namespace schedlab;

namespace {

constexpr int kTimeoutMs = 120000;
const std::string kGroup = "batch-test";

std::string sampleTrace(const char* name)
{
    return std::string(SCHEDLAB_SAMPLE_TRACES_DIR "/") + name;
}

// The three teaching traces under two policies on 4 nodes: six quick runs.
std::vector<RunSpec> teachingRuns()
{
    std::vector<RunSpec> runs;
    for (const char* trace :
        { "teaching-backfilling.swf", "teaching-blocking.swf", "teaching-overrun.swf" }) {
        for (const char* policy : { "fcfs", "easy" }) {
            RunSpec run;
            run.tracePath = sampleTrace(trace);
            run.platform = "single:4";
            run.policy = policy;
            run.group = kGroup;
            run.name = std::string(policy) + " · " + trace;
            runs.push_back(run);
        }
    }
    return runs;
}

} // namespace

class AppBatchRunControllerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void runsABatchThenSkipsItOnARerun()
    {
        const QString store = m_dir.filePath(QStringLiteral("batch.sqlite"));
        BatchRunController controller;
        QSignalSpy prepared(&controller, &BatchRunController::prepared);
        QSignalSpy progressed(&controller, &BatchRunController::progressed);
        QSignalSpy finished(&controller, &BatchRunController::finished);
        QSignalSpy failed(&controller, &BatchRunController::failed);
        std::atomic<bool> preparedOffGuiThread = false;
        QThread* const guiThread = QThread::currentThread();

        QVERIFY(controller.start(
            [&](TraceCache&) {
                preparedOffGuiThread = QThread::currentThread() != guiThread;
                return teachingRuns();
            },
            store, 2));
        QVERIFY(controller.isRunning());
        // One batch at a time.
        QVERIFY(!controller.start([](TraceCache&) { return teachingRuns(); }, store, 2));
        QVERIFY(finished.wait(kTimeoutMs));
        QVERIFY(!controller.isRunning());
        QVERIFY(preparedOffGuiThread);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(prepared.count(), 1);
        QCOMPARE(prepared.at(0).at(0).toInt(), 6);
        QVERIFY(progressed.count() >= 1);
        const auto last = progressed.constLast().at(0).value<SweepProgress>();
        QCOMPARE(last.total, std::size_t(6));
        QCOMPARE(last.finished(), std::size_t(6));

        const auto report = finished.at(0).at(0).value<SweepReport>();
        QVERIFY(!report.cancelled);
        QCOMPARE(report.progress.done, std::size_t(6));
        QCOMPARE(report.progress.skipped, std::size_t(0));
        QCOMPARE(report.progress.failed, std::size_t(0));
        QCOMPARE(report.outcomes.size(), std::size_t(6));
        for (const RunOutcome& outcome : report.outcomes) {
            QCOMPARE(outcome.status, RunOutcome::Status::Completed);
            QVERIFY(outcome.run.id > 0);
        }
        {
            const RunStore stored(store.toStdString(), RunStore::Mode::ReadOnly);
            const std::vector<StoredRun> runs = stored.list();
            QCOMPARE(runs.size(), std::size_t(6));
            for (const StoredRun& run : runs)
                QCOMPARE(run.group, kGroup);
        }

        // The same batch again: everything is already stored.
        QVERIFY(controller.start([](TraceCache&) { return teachingRuns(); }, store, 2));
        QVERIFY(finished.wait(kTimeoutMs));
        const auto rerun = finished.at(1).at(0).value<SweepReport>();
        QCOMPARE(rerun.progress.skipped, std::size_t(6));
        QCOMPARE(rerun.progress.done, std::size_t(0));
        for (std::size_t i = 0; i < rerun.outcomes.size(); ++i)
            QCOMPARE(rerun.outcomes[i].run.id, report.outcomes[i].run.id);
        QCOMPARE(
            RunStore(store.toStdString(), RunStore::Mode::ReadOnly).list().size(), std::size_t(6));
    }

    void cancelWhilePreparingRunsNothing()
    {
        const QString store = m_dir.filePath(QStringLiteral("cancel-prepare.sqlite"));
        BatchRunController controller;
        QSignalSpy finished(&controller, &BatchRunController::finished);
        std::atomic<bool> release = false;
        QVERIFY(controller.start(
            [&release](TraceCache&) {
                while (!release.load())
                    QThread::msleep(1);
                return teachingRuns();
            },
            store, 1));
        controller.cancel();
        release = true;
        QVERIFY(finished.wait(kTimeoutMs));
        const auto report = finished.at(0).at(0).value<SweepReport>();
        QVERIFY(report.cancelled);
        QCOMPARE(report.outcomes.size(), std::size_t(6));
        QCOMPARE(report.progress.finished(), std::size_t(0));
        for (const RunOutcome& outcome : report.outcomes)
            QCOMPARE(outcome.status, RunOutcome::Status::NotRun);
        QVERIFY(!QFile::exists(store)); // never opened
    }

    void cancelStopsARunningBatch()
    {
        // Whole-year CTC runs take long enough to be cancelled part-way:
        // cancel as soon as the first progress (the starting point) arrives.
        const QString store = m_dir.filePath(QStringLiteral("cancel-run.sqlite"));
        BatchRunController controller;
        QSignalSpy finished(&controller, &BatchRunController::finished);
        connect(
            &controller, &BatchRunController::progressed, &controller, &BatchRunController::cancel);
        QVERIFY(controller.start(
            [](TraceCache&) {
                std::vector<RunSpec> runs;
                for (const char* policy : { "fcfs", "easy", "conservative", "garey-graham" }) {
                    RunSpec run;
                    run.tracePath = sampleTrace("CTC-SP2-1996-3.1-cln.swf.gz");
                    run.platform = "ctc-sp2";
                    run.policy = policy;
                    runs.push_back(run);
                }
                return runs;
            },
            store, 1));
        QVERIFY(finished.wait(kTimeoutMs));
        const auto report = finished.at(0).at(0).value<SweepReport>();
        QVERIFY(report.cancelled);
        QVERIFY2(report.progress.done < 4, qPrintable(QString::number(report.progress.done)));
        QVERIFY(RunStore(store.toStdString(), RunStore::Mode::ReadOnly).list().size() < 4);
    }

    void throwingPrepareFails()
    {
        BatchRunController controller;
        QSignalSpy prepared(&controller, &BatchRunController::prepared);
        QSignalSpy finished(&controller, &BatchRunController::finished);
        QSignalSpy failed(&controller, &BatchRunController::failed);
        QVERIFY(controller.start(
            [](TraceCache&) -> std::vector<RunSpec> {
                throw std::runtime_error("no such study: nope");
            },
            m_dir.filePath(QStringLiteral("failed.sqlite"))));
        QVERIFY(failed.wait(kTimeoutMs));
        QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("no such study: nope"));
        QCOMPARE(prepared.count(), 0);
        QCOMPARE(finished.count(), 0);
        QVERIFY(!controller.isRunning());
    }

    void storeThatCannotOpenFails()
    {
        BatchRunController controller;
        QSignalSpy failed(&controller, &BatchRunController::failed);
        QSignalSpy finished(&controller, &BatchRunController::finished);
        // A folder is not a store file.
        QVERIFY(controller.start([](TraceCache&) { return teachingRuns(); }, m_dir.path()));
        QVERIFY(failed.wait(kTimeoutMs));
        QVERIFY(!failed.at(0).at(0).toString().isEmpty());
        QCOMPARE(finished.count(), 0);
    }

    void destroyingARunningControllerCancelsAndJoins()
    {
        const QString store = m_dir.filePath(QStringLiteral("destroyed.sqlite"));
        auto controller = std::make_unique<BatchRunController>();
        std::atomic<bool> started = false;
        QVERIFY(controller->start(
            [&started](TraceCache&) {
                started = true;
                std::vector<RunSpec> runs(2);
                runs[0].policy = "fcfs";
                runs[1].policy = "easy";
                for (RunSpec& run : runs) {
                    run.tracePath = sampleTrace("CTC-SP2-1996-3.1-cln.swf.gz");
                    run.platform = "ctc-sp2";
                }
                return runs;
            },
            store, 1));
        QTRY_VERIFY_WITH_TIMEOUT(started.load(), kTimeoutMs);
        controller.reset(); // must not hang or crash; the worker is gone afterwards
        QVERIFY(!QFile::exists(store)
            || RunStore(store.toStdString(), RunStore::Mode::ReadOnly).list().size() < 2);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(AppBatchRunControllerTest)
#include "AppBatchRunControllerTest.moc"
