#pragma once

#include "RunSnapshot.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace schedlab {

// Replays a finished schedule: a "now" instant that moves at a chosen speed
// (simulated seconds per wall second) or steps from event to event. It only
// walks RunSnapshot::result.events, the schedule the core produced, so
// what the views show at any instant is exactly that schedule.
//
// The current event is the last one at or before now (-1 before the first).
// "Show all" (now = kNoTime) is the state after a run: no now line.
class PlaybackController : public QObject {
    Q_OBJECT

public:
    static constexpr int kFrameIntervalMs = 33;  // ~30 frames per second
    static constexpr double kDefaultSpeed = 3600.0;  // one hour per second

    explicit PlaybackController(QObject* parent = nullptr);

    void setSnapshot(RunSnapshotPtr snapshot);
    [[nodiscard]] Time now() const { return m_now; }
    [[nodiscard]] int currentEvent() const { return m_current; }
    [[nodiscard]] bool isPlaying() const { return m_timer.isActive(); }
    [[nodiscard]] double speed() const { return m_speed; }
    [[nodiscard]] Time firstTime() const { return m_first; }
    [[nodiscard]] Time lastTime() const { return m_last; }
    [[nodiscard]] bool hasEvents() const;

    void setSpeed(double simulatedSecondsPerSecond);
    void play();
    void pause();
    void togglePlay();
    // Moves to the next event (several may share an instant).
    void stepEvent();
    // Moves to the next start: the next decision of the policy.
    void stepDecision();
    // The same, backwards: to the previous event, or the previous start.
    // From "show all" they go to the last event or start.
    void stepBackEvent();
    void stepBackDecision();
    // Moves to an instant; the current event follows.
    void seek(Time time);
    // Leaves playback: the whole schedule, no now line.
    void showAll();

signals:
    void nowChanged(schedlab::Time now);
    void currentEventChanged(int event);
    void playingChanged(bool playing);

private:
    void tick();
    void moveToEvent(int event);
    void setNow(Time now, int event);
    [[nodiscard]] int lastEventAtOrBefore(Time time) const;

    RunSnapshotPtr m_snapshot;
    QTimer m_timer;
    QElapsedTimer m_wallClock;
    double m_speed = kDefaultSpeed;
    double m_fraction = 0;  // sub-second part of now carried between frames
    Time m_now = kNoTime;
    Time m_first = 0;
    Time m_last = 0;
    int m_current = -1;
};

}  // namespace schedlab
