#pragma once

#include "gantt/GanttExportOptions.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace schedlab {

// What `schedlab` was asked to do at start-up. Parsed separately from
// main() so that tests can check the options without starting the window.
struct CommandLineOptions {
    Q_DECLARE_TR_FUNCTIONS(CommandLineOptions)

public:
    QString tracePath;        // --trace FILE
    QString platformName;     // --platform NAME (a preset, "single:N" or a .json file)
    QString policyName;       // --policy NAME
    bool runAtStart = false;  // --run
    QString screenshotPath;   // --screenshot FILE.png: grab the window, then quit
    QString settingsPath;     // --settings FILE.ini instead of the user's settings
    QString storePath;        // --db FILE: the run store for this session
    bool headlessDemo = false;  // --demo: the text demo, no window
    QSize windowSize;         // --window-size WxH (invalid: the saved or default size)
    qint64 selectJob = -1;    // --select-job ID: select this job once the run is done
    qint64 nowSeconds = -1;   // --now SECONDS: playback position after the run, from the first event
    qint64 openRun = -1;      // --open-run ID: open this stored run instead of running
    bool showOffers = false;  // --show-offers: the selected job's offers on the market (economic runs)
    QString bottomTab;        // --tab TITLE: the run's lower tab to show once it is done
    QString studyName;        // --study NAME: open the results of this study preset (see --db)
    bool quickStudy = false;  // --quick: of its quick form
    // --export-chart FILE: once the run is done, save its Gantt chart (PNG,
    // or SVG by the suffix) as File ▸ Export does, then quit.
    QString exportChartPath;
    GanttExportOptions exportOptions = {QSize(1920, 1080), true, true};  // --export-size, --export-view
    bool helpRequested = false;
    bool versionRequested = false;
    QString helpText;

    // nullopt with `error` set when the arguments make no sense. The first
    // element of `arguments` is the program name.
    [[nodiscard]] static std::optional<CommandLineOptions> parse(const QStringList& arguments,
                                                                 QString& error);
};

}  // namespace schedlab
