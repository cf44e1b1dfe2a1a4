// `schedlab-cli run --policy qos-meta` on a generated qos-groups workload
// (Phosphorus D5.2 §2.1.10, scaled down to 50 processors), run as a
// separate process: every ordering simulates, validates and reports.

#include "cli/CliProcess.h"

#include <QTest>

class QosMetaCliTest : public QObject {
    Q_OBJECT

private slots:
    void runsOnGeneratedGroups_data()
    {
        QTest::addColumn<QString>("ordering");
        for (const char* ordering : {"fcfs", "edf", "llf", "sfto", "afto", "wfq", "mmfs"})
            QTest::newRow(ordering) << QString::fromLatin1(ordering);
    }
    void runsOnGeneratedGroups()
    {
        QFETCH(QString, ordering);
        const auto result = CliProcess::run(
            {QStringLiteral("run"), QStringLiteral("--trace"),
             QStringLiteral("generate:qos-groups:jobs=200,group-size=20,capacity=50,load=1.5"),
             QStringLiteral("--platform"), QStringLiteral("single:50"), QStringLiteral("--policy"),
             QStringLiteral("qos-meta"), QStringLiteral("--param"), QStringLiteral("ordering=") + ordering,
             QStringLiteral("--param"), QStringLiteral("gap-filling=true"), QStringLiteral("--no-store")});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY2(result.out.contains(QStringLiteral("ordering=") + ordering), qPrintable(result.out));
        QVERIFY2(result.out.contains(QStringLiteral("Makespan")), qPrintable(result.out));
    }

    // A task uses one whole CPU: wider jobs are refused with the engine's
    // message naming the policy's limit of 1 node.
    void refusesWideJobs()
    {
        const auto result = CliProcess::run({QStringLiteral("run"), QStringLiteral("--trace"),
                                             CliProcess::dataFile(QStringLiteral("cli-tiny.swf")),
                                             QStringLiteral("--platform"), QStringLiteral("single:8"),
                                             QStringLiteral("--policy"), QStringLiteral("qos-meta"),
                                             QStringLiteral("--no-store")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(QStringLiteral("more than the 1 nodes that policy 'qos-meta'")),
                 qPrintable(result.err));
    }
};

QTEST_GUILESS_MAIN(QosMetaCliTest)
#include "QosMetaCliTest.moc"
