#include "PlaybackController.h"

#include "model/Units.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

namespace {

using units::kMillisecondsPerSecond;
}  // namespace

PlaybackController::PlaybackController(QObject* parent) : QObject(parent)
{
    m_timer.setInterval(kFrameIntervalMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &PlaybackController::tick);
}

void PlaybackController::setSnapshot(RunSnapshotPtr snapshot)
{
    pause();
    m_snapshot = std::move(snapshot);
    m_first = 0;
    m_last = 0;
    if (hasEvents()) {
        m_first = m_snapshot->result.events.front().time;
        m_last = m_snapshot->result.events.back().time;
    }
    setNow(kNoTime, -1);
}

bool PlaybackController::hasEvents() const
{
    return m_snapshot && !m_snapshot->result.events.empty();
}

void PlaybackController::setSpeed(double simulatedSecondsPerSecond)
{
    m_speed = std::max(simulatedSecondsPerSecond, 0.0);
}

void PlaybackController::play()
{
    if (!hasEvents() || isPlaying())
        return;
    // Playing from "show all" or from the end starts over.
    if (m_now == kNoTime || m_now >= m_last)
        setNow(m_first, lastEventAtOrBefore(m_first));
    m_fraction = 0;
    m_wallClock.start();
    m_timer.start();
    emit playingChanged(true);
}

void PlaybackController::pause()
{
    if (!isPlaying())
        return;
    m_timer.stop();
    emit playingChanged(false);
}

void PlaybackController::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void PlaybackController::stepEvent()
{
    if (!hasEvents())
        return;
    pause();
    const int count = int(m_snapshot->result.events.size());
    moveToEvent(std::min(m_current + 1, count - 1));
}

void PlaybackController::stepDecision()
{
    if (!hasEvents())
        return;
    pause();
    const auto& events = m_snapshot->result.events;
    for (std::size_t i = std::size_t(m_current + 1); i < events.size(); ++i) {
        if (events[i].kind == ScheduleEvent::Kind::Start) {
            moveToEvent(int(i));
            return;
        }
    }
    moveToEvent(int(events.size()) - 1);
}

void PlaybackController::stepBackEvent()
{
    if (!hasEvents())
        return;
    pause();
    const int count = int(m_snapshot->result.events.size());
    moveToEvent(m_now == kNoTime ? count - 1 : std::max(m_current - 1, 0));
}

void PlaybackController::stepBackDecision()
{
    if (!hasEvents())
        return;
    pause();
    const auto& events = m_snapshot->result.events;
    const int from = m_now == kNoTime ? int(events.size()) : m_current;
    for (int i = from - 1; i >= 0; --i) {
        if (events[std::size_t(i)].kind == ScheduleEvent::Kind::Start) {
            moveToEvent(i);
            return;
        }
    }
    moveToEvent(0);
}

void PlaybackController::seek(Time time)
{
    if (!hasEvents())
        return;
    const Time clamped = std::clamp(time, m_first, m_last);
    m_fraction = 0;
    setNow(clamped, lastEventAtOrBefore(clamped));
}

void PlaybackController::showAll()
{
    pause();
    setNow(kNoTime, -1);
}

void PlaybackController::tick()
{
    const double elapsed = double(m_wallClock.restart()) / kMillisecondsPerSecond;
    // The speed is in simulated seconds; `now` counts the workload's ticks.
    const double ticksPerSecond = double(m_snapshot->workload->ticksPerSecond);
    const double advance = m_speed * ticksPerSecond * elapsed + m_fraction;
    const double whole = std::floor(advance);
    m_fraction = advance - whole;
    const Time next = std::min(m_now + Time(whole), m_last);
    setNow(next, lastEventAtOrBefore(next));
    if (next >= m_last)
        pause();
}

void PlaybackController::moveToEvent(int event)
{
    if (event < 0)
        return;
    m_fraction = 0;
    setNow(m_snapshot->result.events[std::size_t(event)].time, event);
}

int PlaybackController::lastEventAtOrBefore(Time time) const
{
    if (!hasEvents())
        return -1;
    const auto& events = m_snapshot->result.events;
    const auto after = std::upper_bound(events.begin(), events.end(), time,
                                        [](Time t, const ScheduleEvent& e) { return t < e.time; });
    return int(after - events.begin()) - 1;
}

void PlaybackController::setNow(Time now, int event)
{
    const bool nowMoved = now != m_now;
    const bool eventMoved = event != m_current;
    m_now = now;
    m_current = event;
    if (nowMoved)
        emit nowChanged(now);
    if (eventMoved)
        emit currentEventChanged(event);
}

}  // namespace schedlab
