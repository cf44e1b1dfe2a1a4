#include "CommandLineOptions.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace schedlab {

std::optional<CommandLineOptions> CommandLineOptions::parse(const QStringList& arguments,
                                                            QString& error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("SchedLab workbench: simulate parallel job scheduling policies on workload traces."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption trace(QStringLiteral("trace"),
                                   tr("Open this trace at start-up: SWF (plain or .gz), SchedLab jobs (.jsonl), a Batsim "
                                      "workload (.json), Slurm accounting, or a generated workload such as "
                                      "generate:site-poisson:jobs=400,seed=1."),
                                   tr("FILE"));
    const QCommandLineOption platform(
        QStringLiteral("platform"),
        tr("Use this platform: a preset (ctc-sp2, m128, …), single:N, or a platform .json file."),
        tr("NAME"));
    const QCommandLineOption policy(QStringLiteral("policy"),
                                    tr("Select this policy (fcfs, easy, conservative, …)."),
                                    tr("NAME"));
    const QCommandLineOption run(QStringLiteral("run"), tr("Start the simulation at once."));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        tr("Save a picture of the window to FILE.png once the run (or the trace load) has "
           "finished, then quit."),
        tr("FILE.png"));
    const QCommandLineOption settings(QStringLiteral("settings"),
                                      tr("Read and write settings in this .ini file."),
                                      tr("FILE"));
    const QCommandLineOption db(QStringLiteral("db"),
                                tr("Store runs in this SQLite file for this session (default: the file chosen "
                                   "in Library ▸ Run store, else the standard data location)."),
                                tr("FILE"));
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  tr("Run the headless text demo instead of opening a window."));
    const QCommandLineOption windowSize(QStringLiteral("window-size"),
                                        tr("Size of the window, e.g. 1600x1000 (for screenshots)."),
                                        tr("WxH"));
    const QCommandLineOption selectJob(QStringLiteral("select-job"),
                                       tr("Once the run is done, select this job (SWF job number)."),
                                       tr("ID"));
    const QCommandLineOption now(QStringLiteral("now"),
                                 tr("Once the run is done, move playback this many seconds past the first event."),
                                 tr("SECONDS"));
    const QCommandLineOption openRun(QStringLiteral("open-run"),
                                     tr("Open this run of the run store (see --db) as it ran, without simulating "
                                        "it again; --select-job, --now and --screenshot then apply to it."),
                                     tr("ID"));
    const QCommandLineOption showOffers(QStringLiteral("show-offers"),
                                        tr("With --select-job on an economic run, replay the market and show the "
                                           "job's offers (--screenshot waits for them)."));
    const QCommandLineOption tab(QStringLiteral("tab"),
                                 tr("Once the run is done, show this tab of its lower panel, by its title "
                                    "(e.g. \"Per user\")."),
                                 tr("TITLE"));
    const QCommandLineOption study(QStringLiteral("study"),
                                   tr("Open the results of this study preset from the run store (see --db), as "
                                      "Library ▸ Reproduce a study does; --screenshot waits for its tables."),
                                   tr("NAME"));
    const QCommandLineOption quick(QStringLiteral("quick"), tr("With --study: the results of its quick form."));
    const QCommandLineOption exportChart(QStringLiteral("export-chart"),
                                         tr("Once the run is done, save its Gantt chart to FILE (SVG if the name "
                                            "ends in .svg, else PNG), the legend beside it, then quit."),
                                         tr("FILE"));
    const QCommandLineOption exportSize(QStringLiteral("export-size"),
                                        tr("Size of --export-chart's picture (default 1920x1080)."), tr("WxH"));
    const QCommandLineOption exportView(QStringLiteral("export-view"),
                                        tr("--export-chart draws the view on screen (see --now) instead of the "
                                           "whole run."));
    for (const QCommandLineOption& option : {trace, platform, policy, run, screenshot, settings, db, demo, windowSize,
                                             selectJob, now, openRun, showOffers, tab, study, quick, exportChart,
                                             exportSize, exportView})
        parser.addOption(option);
    // `schedlab FILE`, as the desktop file and file managers start it.
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("A trace to open, as with --trace."),
                                 QStringLiteral("[FILE]"));

    CommandLineOptions options;
    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return std::nullopt;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        error = tr("unexpected argument '%1': give one trace").arg(files.at(1));
        return std::nullopt;
    }
    if (!files.isEmpty() && parser.isSet(trace)) {
        error = tr("give the trace either as --trace or as an argument, not both");
        return std::nullopt;
    }
    options.helpRequested = parser.isSet(help);
    options.versionRequested = parser.isSet(version);
    // Parsed before any QCoreApplication exists (a headless demo needs none),
    // so the parser cannot know the program name by itself.
    options.helpText = parser.helpText().replace(QStringLiteral("<executable_name>"),
                                                 QFileInfo(arguments.value(0, QStringLiteral("schedlab"))).fileName());
    options.tracePath = files.isEmpty() ? parser.value(trace) : files.constFirst();
    options.platformName = parser.value(platform);
    options.policyName = parser.value(policy);
    options.runAtStart = parser.isSet(run);
    options.screenshotPath = parser.value(screenshot);
    options.settingsPath = parser.value(settings);
    options.storePath = parser.value(db);
    options.headlessDemo = parser.isSet(demo);
    options.showOffers = parser.isSet(showOffers);
    options.bottomTab = parser.value(tab);
    options.studyName = parser.value(study);
    options.quickStudy = parser.isSet(quick);
    options.exportChartPath = parser.value(exportChart);
    options.exportOptions.wholeSchedule = !parser.isSet(exportView);
    for (const auto& [option, target] : {std::pair{&windowSize, &options.windowSize},
                                         std::pair{&exportSize, &options.exportOptions.size}}) {
        if (!parser.isSet(*option))
            continue;
        const QStringList parts = parser.value(*option).split(QLatin1Char('x'));
        bool okWidth = false;
        bool okHeight = false;
        if (parts.size() == 2)
            *target = QSize(parts[0].toInt(&okWidth), parts[1].toInt(&okHeight));
        if (!okWidth || !okHeight || target->isEmpty()) {
            error = tr("--%1: expected WIDTHxHEIGHT, got '%2'").arg(option->names().constFirst(), parser.value(*option));
            return std::nullopt;
        }
    }
    for (const auto& [option, target] : {std::pair{&selectJob, &options.selectJob}, std::pair{&now, &options.nowSeconds},
                                         std::pair{&openRun, &options.openRun}}) {
        if (!parser.isSet(*option))
            continue;
        bool ok = false;
        *target = parser.value(*option).toLongLong(&ok);
        if (!ok || *target < 0) {
            error = tr("--%1: expected a whole number >= 0, got '%2'").arg(option->names().constFirst(), parser.value(*option));
            return std::nullopt;
        }
    }
    if (options.openRun >= 0 && options.runAtStart) {
        error = tr("--open-run and --run exclude each other: a stored run is shown as it ran");
        return std::nullopt;
    }
    return options;
}

}  // namespace schedlab
