#pragma once

#include "CommandLineOptions.h"

#include <QObject>

namespace schedlab {

class MainWindow;
class RunDocument;

// Applies the command line to a fresh window: which trace, platform and
// policy, whether to run at once or open a stored run, and --screenshot (grab the window once
// the run or the trace load is done, then quit with a status).
class AppStartup : public QObject {
    Q_OBJECT

public:
    // Time for the last repaint after a run ends before the window is grabbed.
    static constexpr int kScreenshotSettleMs = 400;

    AppStartup(MainWindow& window, CommandLineOptions options, QObject* parent = nullptr);

    // Selects platform and policy and starts loading the trace. False, with
    // `error` set, when an option names something that does not exist.
    bool apply(QString& error);
    // The trace opened when none is given: the last one, else the bundled CTC sample.
    [[nodiscard]] QString initialTrace() const;

private:
    void onTraceReady();
    void onRunEnded(RunDocument* run);
    void openStoredRunWhenReady();
    void openStudyWhenReady();
    void takeScreenshot();

    MainWindow& m_window;
    CommandLineOptions m_options;
    bool m_started = false;
    bool m_openRequested = false;  // --open-run asked the store once
    bool m_studyOpened = false;    // --study opened its results once
};

}  // namespace schedlab
