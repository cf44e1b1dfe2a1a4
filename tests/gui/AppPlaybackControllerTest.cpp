// Playback walks the core's recorded events: stepping, seeking and playing
// land exactly on the schedule's instants.
#include "AppTestSupport.h"
#include "PlaybackController.h"

#include <QSignalSpy>
#include <QTest>

using namespace schedlab;

class AppPlaybackControllerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_snapshot = test::smallEasySnapshot(); }

    void startsShowingAll()
    {
        PlaybackController playback;
        playback.setSnapshot(m_snapshot);
        QCOMPARE(playback.now(), kNoTime);
        QCOMPARE(playback.currentEvent(), -1);
        QCOMPARE(playback.firstTime(), Time(0));
        QCOMPARE(playback.lastTime(), Time(10000));  // the makespan
    }

    void stepsEventsAndDecisions()
    {
        PlaybackController playback;
        playback.setSnapshot(m_snapshot);
        const auto& events = m_snapshot->result.events;
        playback.stepEvent();
        QCOMPARE(playback.currentEvent(), 0);
        QCOMPARE(events[0].kind, ScheduleEvent::Kind::Submit);
        // Decisions: job 1 starts at 0, then job 3 (backfilled) at 20 s.
        playback.stepDecision();
        QCOMPARE(events[std::size_t(playback.currentEvent())].job, JobIndex(0));
        QCOMPARE(playback.now(), Time(0));
        playback.stepDecision();
        const ScheduleEvent& third = events[std::size_t(playback.currentEvent())];
        QCOMPARE(third.kind, ScheduleEvent::Kind::Start);
        QCOMPARE(third.job, JobIndex(2));
        QCOMPARE(playback.now(), Time(20));
        playback.stepDecision();
        QCOMPARE(events[std::size_t(playback.currentEvent())].job, JobIndex(3));
        QCOMPARE(playback.now(), Time(320));
    }

    // Back again over the same decisions: 320, 20, 0, and from "show all"
    // to the last start; an event back from the first stays there.
    void stepsBackEventsAndDecisions()
    {
        PlaybackController playback;
        playback.setSnapshot(m_snapshot);
        const auto& events = m_snapshot->result.events;
        playback.stepBackDecision();
        int lastStart = int(events.size()) - 1;
        while (events[std::size_t(lastStart)].kind != ScheduleEvent::Kind::Start)
            --lastStart;
        QCOMPARE(playback.currentEvent(), lastStart);
        playback.seek(320);
        playback.stepBackDecision();
        QCOMPARE(events[std::size_t(playback.currentEvent())].job, JobIndex(2));
        QCOMPARE(playback.now(), Time(20));
        playback.stepBackDecision();
        QCOMPARE(events[std::size_t(playback.currentEvent())].job, JobIndex(0));
        QCOMPARE(playback.now(), Time(0));
        const int atFirstStart = playback.currentEvent();
        playback.stepBackEvent();
        QCOMPARE(playback.currentEvent(), atFirstStart - 1);
        while (playback.currentEvent() > 0)
            playback.stepBackEvent();
        playback.stepBackEvent();
        QCOMPARE(playback.currentEvent(), 0);
        playback.showAll();
        playback.stepBackEvent();
        QCOMPARE(playback.currentEvent(), int(events.size()) - 1);
    }

    void seekFindsLastEventAtOrBefore()
    {
        PlaybackController playback;
        playback.setSnapshot(m_snapshot);
        QSignalSpy now(&playback, &PlaybackController::nowChanged);
        playback.seek(1250);
        QCOMPARE(now.count(), 1);
        QCOMPARE(playback.now(), Time(1250));
        const auto& events = m_snapshot->result.events;
        const auto current = std::size_t(playback.currentEvent());
        QVERIFY(events[current].time <= 1250);
        QVERIFY(events[current + 1].time > 1250);
        playback.seek(-50);  // clamped to the first event
        QCOMPARE(playback.now(), Time(0));
        playback.showAll();
        QCOMPARE(playback.now(), kNoTime);
    }

    void playsToTheEnd()
    {
        PlaybackController playback;
        playback.setSnapshot(m_snapshot);
        QSignalSpy playing(&playback, &PlaybackController::playingChanged);
        playback.setSpeed(1.0e6);  // the 10 000 s schedule in one frame or two
        playback.play();
        QVERIFY(playback.isPlaying());
        QTRY_VERIFY(!playback.isPlaying());
        QCOMPARE(playing.count(), 2);
        QCOMPARE(playback.now(), Time(10000));
        QCOMPARE(playback.currentEvent(), int(m_snapshot->result.events.size()) - 1);
    }

private:
    RunSnapshotPtr m_snapshot;
};

QTEST_MAIN(AppPlaybackControllerTest)
#include "AppPlaybackControllerTest.moc"
