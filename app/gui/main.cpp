// schedlab: the workbench window. Everything but start-up lives in the
// schedlab_app library (MainWindow, AppStartup) so that tests drive it.
#include "AppStartup.h"
#include "CliApplication.h"
#include "CommandLineOptions.h"
#include "MainWindow.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <cstdio>
#include <iostream>
#include <memory>

namespace {

constexpr int kUsageError = 2;

// Without any display there is no window to open: run the text demo of
// schedlab-cli instead, so the first README command still shows something.
bool noDisplay()
{
    return qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
           qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

int runHeadlessDemo()
{
    std::cerr << "schedlab: no display; running the headless demo (schedlab-cli demo)\n";
    const std::vector<std::string> args{"demo"};
    return schedlab::CliApplication().run(args, std::cout, std::cerr);
}

}  // namespace

int main(int argc, char** argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QString error;
    const auto options = schedlab::CommandLineOptions::parse(arguments, error);
    if (!options) {
        std::fprintf(stderr, "schedlab: %s\n", qPrintable(error));
        return kUsageError;
    }
    if (options->helpRequested) {
        std::fputs(qPrintable(options->helpText), stdout);
        return 0;
    }
    if (options->versionRequested) {
        std::printf("schedlab %s\n", SCHEDLAB_VERSION);
        return 0;
    }
    if (options->headlessDemo || noDisplay())
        return runHeadlessDemo();

    // Qt would take our --platform (a machine setup, as in schedlab-cli) for
    // its own -platform plugin option and abort. All our options are parsed
    // above, so Qt gets only the program name; Qt's own settings still work
    // through their environment variables (QT_QPA_PLATFORM, QT_SCALE_FACTOR).
    int qtArgumentCount = 1;
    QApplication app(qtArgumentCount, argv);
    QApplication::setOrganizationName(QStringLiteral("SchedLab"));
    QApplication::setApplicationName(QStringLiteral("SchedLab"));
    // Lets Wayland compositors and docks match the windows to the installed
    // desktop file (and its icon), installed under the AppStream id.
    QGuiApplication::setDesktopFileName(QStringLiteral(SCHEDLAB_APP_ID));
    QApplication::setApplicationVersion(QStringLiteral(SCHEDLAB_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/schedlab.svg")));
    // The workbench speaks the user's language where a translation exists
    // (German), else English; the dialogs Qt itself provides follow Qt's own
    // translations when the system has them.
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("schedlab"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);

    const auto settings = options->settingsPath.isEmpty()
                              ? std::make_unique<QSettings>()
                              : std::make_unique<QSettings>(options->settingsPath, QSettings::IniFormat);
    schedlab::MainWindow window(*settings);
    window.restoreSettings();
    schedlab::AppStartup startup(window, *options);
    if (!startup.apply(error)) {
        std::fprintf(stderr, "schedlab: %s\n", qPrintable(error));
        return kUsageError;
    }
    window.show();
    return QApplication::exec();
}
