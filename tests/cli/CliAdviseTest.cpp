// `schedlab-cli advise` end to end on the first 9,000 CTC jobs (two
// calendar months) on 256 nodes: the ranking and the recommendation are
// printed, the HTML report is written, a second call finds every run in the
// store, and bad objectives are usage errors.

#include "CliProcess.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class CliAdviseTest : public QObject {
    Q_OBJECT

private slots:
    void quickAdviceOnASmallLog()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath("advice.sqlite");
        const QString html = dir.filePath("advice.html");
        const QStringList args{"advise", "--trace", QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/CTC-SP2-1996-3.1-cln.swf.gz"),
                               "--nodes", "256", "--transform", "range:1:9000", "--transform", "drop-wider:256",
                               "--objective", "mean-wait=2", "--objective", "utilization", "--db", db, "--out", html};
        const CliProcess::Result first = CliProcess::run(args);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err + first.out));
        QVERIFY(first.out.contains("Objective: Mean wait x2 + Utilization; quick budget, 66 runs"));
        QVERIFY(first.out.contains(QRegularExpression("\\n1 +\\S+( \\S+=\\S+)? +1\\.\\d\\d ")));
        QVERIFY(first.out.contains("Recommended: "));
        QVERIFY(first.out.contains("machine 10 % smaller: "));
        QVERIFY(first.out.contains("Pareto front (Mean wait vs Utilization): "));
        QVERIFY(first.out.contains("Repeat the recommended run: schedlab-cli run --trace"));
        const QString report = CliProcess::readFile(html);
        QVERIFY(report.startsWith("<!DOCTYPE html>"));
        QVERIFY(report.contains("<h2>Recommendation: "));
        QVERIFY(report.contains("<svg"));
        // Every run is in the store now: the same advice, nothing simulated.
        const CliProcess::Result second = CliProcess::run(args);
        QCOMPARE(second.exitCode, 0);
        QVERIFY2(second.err.contains("(0 done, 66 skipped, 0 failed)"), qPrintable(second.err));
        const auto ranking = [](const QString& out) { return out.section("Recommended: ", 1).section('\n', 0, 0); };
        QCOMPARE(ranking(second.out), ranking(first.out));
    }

    void badObjectiveIsAUsageError()
    {
        const CliProcess::Result result =
            CliProcess::run({"advise", "--trace", QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/teaching-backfilling.swf"),
                             "--nodes", "4", "--objective", "speed"});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("unknown objective 'speed'"), qPrintable(result.err));
        const CliProcess::Result weight =
            CliProcess::run({"advise", "--trace", QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/teaching-backfilling.swf"),
                             "--nodes", "4", "--objective", "awrt=-1"});
        QCOMPARE(weight.exitCode, 2);
        QVERIFY(weight.err.contains("the weight must be a number above 0"));
    }
};

QTEST_MAIN(CliAdviseTest)
#include "CliAdviseTest.moc"
