// `schedlab-cli generate`, run as a separate process like a user would.

#include "cli/CliProcess.h"
#include "support/TraceFiles.h"

#include "util/Sha256.h"
#include "workload/SwfReader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace schedlab;

class GeneratorsCliTest : public QObject {
    Q_OBJECT

private slots:
    void randomWritesTheSameFileForTheSameSeed()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.swf"));
        const QString b = dir.filePath(QStringLiteral("b.swf"));
        const QString c = dir.filePath(QStringLiteral("c.swf"));
        const QStringList common = {QStringLiteral("generate"), QStringLiteral("random"), QStringLiteral("--jobs"),
                                    QStringLiteral("2000"), QStringLiteral("--max-nodes"), QStringLiteral("64")};
        const auto first = CliProcess::run(common + QStringList{QStringLiteral("--seed"), QStringLiteral("9"),
                                                                QStringLiteral("--out"), a});
        QCOMPARE(first.exitCode, 0);
        QVERIFY(first.out.contains(QStringLiteral("2000 jobs to ") + a));
        QCOMPARE(CliProcess::run(common + QStringList{QStringLiteral("--seed"), QStringLiteral("9"),
                                                      QStringLiteral("--out"), b}).exitCode, 0);
        QCOMPARE(CliProcess::run(common + QStringList{QStringLiteral("--seed"), QStringLiteral("10"),
                                                      QStringLiteral("--out"), c}).exitCode, 0);
        QCOMPARE(CliProcess::readFile(b), CliProcess::readFile(a));
        QVERIFY(CliProcess::readFile(c) != CliProcess::readFile(a));
        const Workload w = SwfReader().readFile(a.toStdString());
        QCOMPARE(w.jobs.size(), std::size_t{2000});
        for (const Job& job : w.jobs)
            QVERIFY(job.nodes <= 64 && job.runTime <= job.estimate);
    }

    void probabilisticFromCtcWithSummary()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("ctc-model.swf.gz"));
        const QString trace = test::bundledCtcTrace();
        const auto result = CliProcess::run({QStringLiteral("generate"), QStringLiteral("probabilistic"),
                                             QStringLiteral("--from"), trace, QStringLiteral("--jobs"),
                                             QStringLiteral("5000"), QStringLiteral("--nodes"), QStringLiteral("256"),
                                             QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--out"), out,
                                             QStringLiteral("--summary")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.err.isEmpty(), qPrintable(result.err));
        for (const char* expected : {"Weibull shape", "KS distance", "power-of-two widths", "estimate ~ run time",
                                     "inter-arrival (s)", "5000 jobs to "})
            QVERIFY2(result.out.contains(QLatin1String(expected)), expected);
        const Workload w = SwfReader().readFile(out.toStdString());
        QCOMPARE(w.jobs.size(), std::size_t{5000});
        const std::string sha = Sha256::hexOfFile(trace.toStdString());
        bool recorded = false;
        for (const std::string& note : w.header.notes)
            recorded = recorded || note.find("sha256=" + sha) != std::string::npos;
        QVERIFY2(recorded, "the header records the source's sha256");
    }

    void badParametersGetClearMessages_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString out = QStringLiteral("/tmp/schedlab-generate-never-written.swf");
        QTest::newRow("jobs zero") << QStringList{"generate", "random", "--jobs", "0", "--out", out} << 2
                                   << "schedlab-cli: --jobs: expected a whole number from 1 to 2000000, got '0'\n";
        QTest::newRow("max-nodes text") << QStringList{"generate", "random", "--max-nodes", "lots", "--out", out} << 2
                                        << "schedlab-cli: --max-nodes: expected a whole number from 1 to 1048576, got 'lots'\n";
        QTest::newRow("no source") << QStringList{"generate", "probabilistic", "--out", out} << 2
                                   << "schedlab-cli: generate probabilistic: --from TRACE is required (the trace the "
                                      "model is derived from)\n";
        QTest::newRow("unknown model") << QStringList{"generate", "normal", "--out", out} << 2
                                       << "schedlab-cli: generate: unknown model 'normal' (expected probabilistic, "
                                          "random, site-poisson, qos-users, qos-groups, qos-periodic, "
                                          "utility-bimodal or "
                                          "utility-values)\n";
        QTest::newRow("option of the other model")
            << QStringList{"generate", "random", "--nodes", "4", "--out", out} << 2
            << "schedlab-cli: generate random: --nodes does not apply to this model (see 'schedlab-cli generate --help')\n";
        QTest::newRow("missing trace")
            << QStringList{"generate", "probabilistic", "--from", "/nonexistent/t.swf", "--out", out} << 1 << "";
    }

    void badParametersGetClearMessages()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const auto result = CliProcess::run(arguments);
        QVERIFY(!result.crashed);
        QCOMPARE(result.exitCode, exitCode);
        if (message.isEmpty())
            QVERIFY2(result.err.contains(QStringLiteral("/nonexistent/t.swf")), qPrintable(result.err));
        else
            QCOMPARE(result.err, message);
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/schedlab-generate-never-written.swf")));
    }

    void helpListsTheModels()
    {
        const auto result = CliProcess::run({QStringLiteral("generate"), QStringLiteral("--help")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains(QStringLiteral("probabilistic")));
        QVERIFY(result.out.contains(QStringLiteral("--max-nodes")));
    }
};

QTEST_GUILESS_MAIN(GeneratorsCliTest)
#include "GeneratorsCliTest.moc"
