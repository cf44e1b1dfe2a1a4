// The schedlab command line, and finding the bundled traces.
#include "CommandLineOptions.h"
#include "SampleTraces.h"

#include <QFileInfo>
#include <QTest>

using namespace schedlab;

class AppCommandLineTest : public QObject {
    Q_OBJECT

private slots:
    void parsesEveryOption()
    {
        QString error;
        const auto options = CommandLineOptions::parse(
            {QStringLiteral("schedlab"), QStringLiteral("--trace"), QStringLiteral("t.swf"),
             QStringLiteral("--platform"), QStringLiteral("m128"), QStringLiteral("--policy"),
             QStringLiteral("conservative"), QStringLiteral("--run"), QStringLiteral("--screenshot"),
             QStringLiteral("shot.png"), QStringLiteral("--settings"), QStringLiteral("s.ini"),
             QStringLiteral("--tab"), QStringLiteral("Per user"), QStringLiteral("--study"), QStringLiteral("qos-f4"),
             QStringLiteral("--quick")},
            error);
        QVERIFY2(options.has_value(), qPrintable(error));
        QCOMPARE(options->tracePath, QStringLiteral("t.swf"));
        QCOMPARE(options->platformName, QStringLiteral("m128"));
        QCOMPARE(options->policyName, QStringLiteral("conservative"));
        QVERIFY(options->runAtStart);
        QCOMPARE(options->screenshotPath, QStringLiteral("shot.png"));
        QCOMPARE(options->settingsPath, QStringLiteral("s.ini"));
        QCOMPARE(options->bottomTab, QStringLiteral("Per user"));
        QCOMPARE(options->studyName, QStringLiteral("qos-f4"));
        QVERIFY(options->quickStudy);
        QVERIFY(!options->headlessDemo);
    }

    void defaultsAreEmpty()
    {
        QString error;
        const auto options = CommandLineOptions::parse({QStringLiteral("schedlab")}, error);
        QVERIFY(options.has_value());
        QVERIFY(options->tracePath.isEmpty());
        QVERIFY(!options->runAtStart);
        QVERIFY(options->screenshotPath.isEmpty());
    }

    void rejectsNonsense()
    {
        QString error;
        QVERIFY(!CommandLineOptions::parse({QStringLiteral("schedlab"), QStringLiteral("--bogus")}, error));
        QCOMPARE(error, QStringLiteral("Unknown option 'bogus'."));
        QVERIFY(!CommandLineOptions::parse({"schedlab", "a.swf", "extra"}, error));
        QCOMPARE(error, QStringLiteral("unexpected argument 'extra': give one trace"));
        QVERIFY(!CommandLineOptions::parse({"schedlab", "--trace", "a.swf", "b.swf"}, error));
        QCOMPARE(error, QStringLiteral("give the trace either as --trace or as an argument, not both"));
    }

    void exportOptions()
    {
        QString error;
        const auto plain = CommandLineOptions::parse({"schedlab", "--run", "--export-chart", "g.svg"}, error);
        QVERIFY2(plain.has_value(), qPrintable(error));
        QCOMPARE(plain->exportChartPath, QStringLiteral("g.svg"));
        QCOMPARE(plain->exportOptions.size, QSize(1920, 1080));
        QVERIFY(plain->exportOptions.wholeSchedule);
        const auto sized = CommandLineOptions::parse(
            {"schedlab", "--export-chart", "g.png", "--export-size", "800x300", "--export-view"}, error);
        QVERIFY2(sized.has_value(), qPrintable(error));
        QCOMPARE(sized->exportOptions.size, QSize(800, 300));
        QVERIFY(!sized->exportOptions.wholeSchedule);
        QVERIFY(!CommandLineOptions::parse({"schedlab", "--export-size", "800"}, error));
        QCOMPARE(error, QStringLiteral("--export-size: expected WIDTHxHEIGHT, got '800'"));
    }

    // `schedlab FILE`: how the desktop file and file managers open a trace.
    void takesTheTraceAsAnArgument()
    {
        QString error;
        const auto options = CommandLineOptions::parse({"schedlab", "/data/log.swf.gz", "--platform", "m128"}, error);
        QVERIFY2(options.has_value(), qPrintable(error));
        QCOMPARE(options->tracePath, QStringLiteral("/data/log.swf.gz"));
        QCOMPARE(options->platformName, QStringLiteral("m128"));
    }

    void findsTheBundledTrace()
    {
        const QString ctc = SampleTraces::find(QString::fromLatin1(SampleTraces::kDefaultTrace));
        QVERIFY(!ctc.isEmpty());
        QCOMPARE(QFileInfo(ctc).canonicalFilePath(),
                 QFileInfo(QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/CTC-SP2-1996-3.1-cln.swf.gz")).canonicalFilePath());
        QVERIFY(SampleTraces::all().contains(ctc));
        QCOMPARE(SampleTraces::displayName(ctc), QStringLiteral("CTC-SP2-1996-3.1-cln"));
    }
};

QTEST_MAIN(AppCommandLineTest)
#include "AppCommandLineTest.moc"
