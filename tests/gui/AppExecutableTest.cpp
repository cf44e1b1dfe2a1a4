// Starts the real schedlab executable, as a user would, so that start-up
// itself is covered: options that Qt would otherwise claim for itself
// (--platform) must reach SchedLab.

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class AppExecutableTest : public QObject {
    Q_OBJECT

private slots:
    void runsAndScreenshotsWithPlatformOption()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString png = dir.filePath(QStringLiteral("window.png"));
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), dir.path());  // the run store stays out of $HOME
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(SCHEDLAB_GUI_EXECUTABLE),
                      {QStringLiteral("--trace"),
                       QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/teaching-backfilling.swf"),
                       QStringLiteral("--platform"), QStringLiteral("single:4"),
                       QStringLiteral("--policy"), QStringLiteral("easy"), QStringLiteral("--run"),
                       QStringLiteral("--screenshot"), png, QStringLiteral("--settings"),
                       dir.filePath(QStringLiteral("settings.ini"))});
        constexpr int kTimeoutMs = 60000;
        QVERIFY(process.waitForFinished(kTimeoutMs));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        QFile file(png);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.size() > 0);
        QCOMPARE(file.read(8), QByteArray("\x89PNG\r\n\x1a\n", 8));
    }

    // "Credit and delay" is added once its points are computed off the GUI
    // thread, after the run ended: --tab waits for it instead of reporting
    // that the run has no such tab.
    void tabThatComesLaterIsShown()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), dir.path());
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(SCHEDLAB_GUI_EXECUTABLE),
                      {QStringLiteral("--trace"),
                       QStringLiteral("generate:utility-bimodal:jobs=300,mean-interarrival=0,seed=1"),
                       QStringLiteral("--platform"), QStringLiteral("vanderster-small"), QStringLiteral("--policy"),
                       QStringLiteral("utility"), QStringLiteral("--run"), QStringLiteral("--tab"),
                       QStringLiteral("Credit and delay"), QStringLiteral("--screenshot"),
                       dir.filePath(QStringLiteral("credit.png")), QStringLiteral("--settings"),
                       dir.filePath(QStringLiteral("settings.ini"))});
        constexpr int kTimeoutMs = 60000;
        QVERIFY(process.waitForFinished(kTimeoutMs));
        const QByteArray errors = process.readAllStandardError();
        QVERIFY2(process.exitCode() == 0, errors.constData());
        QVERIFY2(!errors.contains("no tab"), errors.constData());
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("credit.png"))));
    }

    void unknownPlatformIsAUsageError()
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(environment);
        QTemporaryDir dir;
        environment.insert(QStringLiteral("XDG_DATA_HOME"), dir.path());
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(SCHEDLAB_GUI_EXECUTABLE),
                      {QStringLiteral("--platform"), QStringLiteral("no-such-preset"),
                       QStringLiteral("--settings"), dir.filePath(QStringLiteral("s.ini"))});
        constexpr int kTimeoutMs = 60000;
        QVERIFY(process.waitForFinished(kTimeoutMs));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardError().contains("no-such-preset"));
    }
};

QTEST_GUILESS_MAIN(AppExecutableTest)
#include "AppExecutableTest.moc"
