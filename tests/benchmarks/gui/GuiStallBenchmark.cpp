// How long the workbench's GUI thread ever stops answering, phase by phase:
// loading a trace, the run, its completion, wheel-zooming the Gantt chart and
// playback. A watchdog timer asks to run every few milliseconds; any later
// wake-up is a stall of that length. Prints the longest stall and the count
// over 100 ms per phase. Run it offscreen (QT_QPA_PLATFORM=offscreen) or
// under xvfb-run; the figures go to the README's performance notes.
// Options: --trace FILE, --machine PLATFORM (preset or single:N), --policy NAME,
// --stalls (also list every stall over 100 ms with its CLOCK_MONOTONIC
// interval, to match against `perf record -k mono` samples of the GUI thread).

#include "MainWindow.h"
#include "PlatformPanel.h"
#include "PlaybackController.h"
#include "PolicyPanel.h"
#include "RunDocument.h"
#include "TracePanel.h"

#include "gantt/GanttChartWidget.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

using namespace schedlab;

namespace {

constexpr int kWatchdogMs = 5;
constexpr qint64 kNoticeableMs = 100;
constexpr int kWidth = 1920;
constexpr int kHeight = 1080;
constexpr int kSettleMs = 1000;         // after completion: the tabs and tables fill in
constexpr int kZoomSteps = 12;          // wheel notches in, then out
constexpr double kZoomNotch = 1.25;
constexpr int kPlaybackMs = 3000;
constexpr double kPlaybackSpeed = 86400 * 7;  // a simulated week per second
constexpr int kLongestPhaseMs = 10 * 60 * 1000;

double monotonicSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// Measures the gaps between watchdog wake-ups while a phase runs.
class StallWatch {
public:
    explicit StallWatch(bool listStalls)
        : m_listStalls(listStalls)
    {
        m_timer.setInterval(kWatchdogMs);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.elapsed();
            const double nowMono = monotonicSeconds();
            const qint64 stall = now - m_last - kWatchdogMs;
            m_longest = std::max(m_longest, stall);
            if (stall > kNoticeableMs) {
                ++m_noticeable;
                if (m_listStalls)
                    std::printf("  stall %lld ms, monotonic %.3f to %.3f s\n", static_cast<long long>(stall),
                                m_lastMono, nowMono);
            }
            m_last = now;
            m_lastMono = nowMono;
        });
    }

    void start()
    {
        m_longest = 0;
        m_noticeable = 0;
        m_clock.start();
        m_last = 0;
        m_lastMono = monotonicSeconds();
        m_timer.start();
    }

    void report(const char* phase, qint64 phaseMs)
    {
        m_timer.stop();
        std::printf("%-12s %8lld ms  longest stall %5lld ms  stalls over %lld ms: %d\n", phase,
                    static_cast<long long>(phaseMs), static_cast<long long>(m_longest),
                    static_cast<long long>(kNoticeableMs), m_noticeable);
    }

private:
    bool m_listStalls = false;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    double m_lastMono = 0;
    qint64 m_longest = 0;
    int m_noticeable = 0;
};

// Runs the event loop until `done` says so (checked on every watchdog tick).
template <typename Done>
qint64 spinUntil(Done done)
{
    QElapsedTimer clock;
    clock.start();
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(kWatchdogMs);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (done() || clock.elapsed() > kLongestPhaseMs)
            loop.quit();
    });
    poll.start();
    loop.exec();
    return clock.elapsed();
}

std::string argument(const QStringList& args, const QString& name, const std::string& fallback)
{
    const qsizetype at = args.indexOf(name);
    return at >= 0 && at + 1 < args.size() ? args[at + 1].toStdString() : fallback;
}

}  // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);  // a store and settings of its own
    const QStringList args = app.arguments();
    const std::string trace =
        argument(args, QStringLiteral("--trace"), SCHEDLAB_SAMPLE_TRACES_DIR "/CTC-SP2-1996-3.1-cln.swf.gz");
    // Not --platform: QApplication takes that as its own (the Qt platform plugin).
    const std::string platform = argument(args, QStringLiteral("--machine"), "ctc-sp2");
    const std::string policy = argument(args, QStringLiteral("--policy"), "easy");

    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("bench.ini")), QSettings::IniFormat);
    MainWindow window(settings);
    window.setDialogsEnabled(false);
    window.resize(kWidth, kHeight);
    window.show();
    std::printf("trace %s, platform %s, policy %s, %dx%d\n", trace.c_str(), platform.c_str(), policy.c_str(),
                kWidth, kHeight);

    StallWatch watch(args.contains(QStringLiteral("--stalls")));
    bool loaded = false;
    QObject::connect(window.tracePanel(), &TracePanel::traceLoaded, [&loaded] { loaded = true; });
    watch.start();
    window.openTrace(QString::fromStdString(trace));
    watch.report("load", spinUntil([&] { return loaded; }));
    if (!window.platformPanel()->select(QString::fromStdString(platform)) ||
        !window.policyPanel()->setPolicy(QString::fromStdString(policy))) {
        std::fprintf(stderr, "unknown platform or policy\n");
        return 1;
    }

    bool ended = false;
    QObject::connect(&window, &MainWindow::runEnded, [&ended] { ended = true; });
    watch.start();
    RunDocument* run = window.startRun();
    if (run == nullptr) {
        std::fprintf(stderr, "the run did not start\n");
        return 1;
    }
    watch.report("run", spinUntil([&] { return ended; }));

    watch.start();
    QElapsedTimer settle;
    settle.start();
    watch.report("completion", spinUntil([&] { return settle.elapsed() > kSettleMs; }));

    watch.start();
    int step = 0;
    watch.report("zoom", spinUntil([&] {
        run->gantt()->zoomBy(step < kZoomSteps ? kZoomNotch : 1 / kZoomNotch);
        return ++step >= 2 * kZoomSteps;
    }));

    watch.start();
    run->gantt()->fitAll();
    run->playback()->setSpeed(kPlaybackSpeed);
    run->playback()->play();
    QElapsedTimer playing;
    playing.start();
    watch.report("playback", spinUntil([&] { return playing.elapsed() > kPlaybackMs; }));
    return 0;
}
