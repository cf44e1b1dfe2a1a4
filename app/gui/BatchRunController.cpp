#include "BatchRunController.h"

#include "experiment/TraceCache.h"
#include "sweep/SweepRunner.h"

#include <QMetaObject>
#include <QThread>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>

namespace schedlab {

namespace {

// Five updates a second keep the bar moving smoothly while a sweep of
// thousands of millisecond runs still posts only a handful of events.
constexpr std::chrono::milliseconds kProgressInterval { 200 };

} // namespace

// What the GUI thread and the worker share. The worker holds its own
// reference, so a controller destroyed mid-batch never leaves it pointing
// at freed memory (the destructor also joins).
struct BatchRunController::Shared {
    std::atomic<bool> cancel = false;
    std::mutex mutex; // guards runner
    SweepRunner* runner = nullptr; // set while SweepRunner::run() runs
};

BatchRunController::BatchRunController(QObject* parent) : QObject(parent)
{
    // By name too: queued connections and QSignalSpy look the types up by
    // the spelling in the signal's signature.
    qRegisterMetaType<SweepProgress>("schedlab::SweepProgress");
    qRegisterMetaType<SweepReport>("schedlab::SweepReport");
}

BatchRunController::~BatchRunController()
{
    cancel();
    joinThread();
}

bool BatchRunController::isRunning() const
{
    return m_running;
}

void BatchRunController::cancel()
{
    if (!m_shared)
        return;
    m_shared->cancel.store(true);
    const std::lock_guard lock(m_shared->mutex);
    if (m_shared->runner)
        m_shared->runner->cancel();
}

void BatchRunController::joinThread()
{
    if (!m_thread)
        return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
}

bool BatchRunController::start(Prepare prepare, const QString& storePath, unsigned jobs)
{
    if (m_running)
        return false;
    // The previous batch already reported its end; its thread is at most
    // returning from the worker function.
    joinThread();
    m_running = true;
    m_shared = std::make_shared<Shared>();

    SweepOptions options;
    options.storePath = storePath.toStdString();
    options.jobs = jobs;
    options.validate = m_validate;
    options.progressInterval = kProgressInterval;
    // Every signal is emitted on the GUI thread through the event queue:
    // the worker never touches this object's receivers, and the events of
    // a deleted controller are dropped by Qt with it.
    options.onProgress = [this](const SweepProgress& progress) {
        QMetaObject::invokeMethod(
            this, [this, progress] { emit progressed(progress); }, Qt::QueuedConnection);
    };

    const std::shared_ptr<Shared> shared = m_shared;
    m_thread = QThread::create(
        [this, shared, prepare = std::move(prepare), options = std::move(options)]() mutable {
            const auto fail = [this](const QString& message) {
                QMetaObject::invokeMethod(
                    this,
                    [this, message] {
                        m_running = false;
                        emit failed(message);
                    },
                    Qt::QueuedConnection);
            };
            const auto finish = [this](const SweepReport& report) {
                QMetaObject::invokeMethod(
                    this,
                    [this, report] {
                        m_running = false;
                        emit finished(report);
                    },
                    Qt::QueuedConnection);
            };

            TraceCache cache;
            std::vector<RunSpec> runs;
            try {
                runs = prepare(cache);
            } catch (const std::exception& e) {
                fail(QString::fromStdString(e.what()));
                return;
            }
            const auto runCount = static_cast<int>(runs.size());
            QMetaObject::invokeMethod(
                this, [this, runCount] { emit prepared(runCount); }, Qt::QueuedConnection);

            if (shared->cancel.load()) {
                // Cancelled while preparing: nothing ran, every run is NotRun.
                SweepReport report;
                report.outcomes.resize(runs.size());
                report.progress.total = runs.size();
                report.cancelled = true;
                finish(report);
                return;
            }
            try {
                SweepRunner runner(cache, std::move(runs), options);
                // Unregisters the runner before it is destroyed, however run() ends,
                // so cancel() never reaches a runner that is gone.
                struct Registration {
                    Shared& shared;
                    Registration(Shared& s, SweepRunner& runner) : shared(s)
                    {
                        const std::lock_guard lock(shared.mutex);
                        shared.runner = &runner;
                        if (shared.cancel.load())
                            runner.cancel(); // cancel() came between the check above and here
                    }
                    Registration(const Registration&) = delete;
                    Registration& operator=(const Registration&) = delete;
                    ~Registration()
                    {
                        const std::lock_guard lock(shared.mutex);
                        shared.runner = nullptr;
                    }
                };
                const Registration registration(*shared, runner);
                finish(runner.run());
            } catch (const std::exception& e) {
                fail(QString::fromStdString(e.what()));
            }
        });
    m_thread->setObjectName(QStringLiteral("schedlab-batch"));
    m_thread->start(QThread::LowPriority);
    return true;
}

} // namespace schedlab
