#include "RunController.h"

#include "model/Units.h"

#include <QThread>

namespace schedlab {

namespace {

using units::kMillisecondsPerSecond;
// Below this share of the work done an ETA is mostly noise.
constexpr double kMinFractionForEta = 0.02;

}  // namespace

RunController::RunController(RunRequest request, QObject* parent)
    : QObject(parent), m_worker(std::make_unique<RunWorker>(std::move(request)))
{
    m_updateTimer.setInterval(kUpdateIntervalMs);
    connect(&m_updateTimer, &QTimer::timeout, this, &RunController::deliverMail);
}

RunController::~RunController()
{
    if (m_thread) {
        m_worker->requestCancel();
        m_thread->wait();
        delete m_thread;
    }
}

void RunController::start()
{
    if (m_state != State::Idle)
        return;
    RunWorker* worker = m_worker.get();
    m_thread = QThread::create([worker] { worker->execute(); });
    m_thread->setObjectName(QStringLiteral("schedlab-run"));
    connect(m_thread, &QThread::finished, this, &RunController::onThreadFinished);
    m_clock.start();
    setState(State::Running);
    m_updateTimer.start();
    m_thread->start(QThread::LowPriority);
}

void RunController::showFinished(RunSnapshotPtr run, double durationSeconds, std::shared_ptr<GanttPrepared> gantt)
{
    if (m_state != State::Idle)
        return;
    m_worker->adopt(run, std::move(gantt));
    m_finishedSeconds = durationSeconds;
    m_fraction = 1.0;
    m_state = run->result.cancelled ? State::Cancelled : State::Finished;
    emit finished(std::move(run));
    emit stateChanged(m_state);
}

void RunController::cancel()
{
    if (m_state == State::Running)
        m_worker->requestCancel();
}

double RunController::elapsedSeconds() const
{
    if (m_finishedSeconds >= 0)
        return m_finishedSeconds;
    if (!m_clock.isValid())
        return 0;
    return double(m_endMs >= 0 ? m_endMs : m_clock.elapsed()) / kMillisecondsPerSecond;
}

double RunController::etaSeconds() const
{
    if (m_state != State::Running || m_fraction < kMinFractionForEta)
        return -1;
    return elapsedSeconds() * (1.0 - m_fraction) / m_fraction;
}

void RunController::deliverMail()
{
    RunWorker::Mail mail = m_worker->takeMail();
    if (!mail.hasProgress && mail.samples.empty() && mail.cycles.empty())
        return;
    ++m_updates;
    if (mail.hasProgress) {
        m_fraction = mail.progress.fraction();
        emit progressed(mail.progress);
    }
    if (!mail.samples.empty())
        emit samplesArrived(mail.samples);
    if (!mail.cycles.empty())
        emit cyclesArrived(mail.cycles);
}

void RunController::onThreadFinished()
{
    m_updateTimer.stop();
    m_endMs = m_clock.elapsed();
    deliverMail();  // the last samples before the end
    const RunWorker::Outcome& result = m_worker->outcome();
    if (!result.snapshot) {
        m_state = State::Failed;
        emit failed(QString::fromStdString(result.error));
        emit stateChanged(m_state);
        return;
    }
    if (!result.snapshot->result.cancelled)
        m_fraction = 1.0;
    // The state is set first so that finished() handlers see it, and
    // announced last so that stateChanged() listeners find the views filled.
    m_state = result.snapshot->result.cancelled ? State::Cancelled : State::Finished;
    emit finished(result.snapshot);
    emit stateChanged(m_state);
}

void RunController::setState(State state)
{
    m_state = state;
    emit stateChanged(state);
}

}  // namespace schedlab
