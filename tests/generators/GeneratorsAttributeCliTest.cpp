// `schedlab-cli generate` with the grid, QoS and utility models, run as a
// separate process: each writes SchedLab jobs that `run` simulates; SWF is
// refused with the reason; --param is checked against the model's schema.

#include "cli/CliProcess.h"
#include "generators/GeneratorCatalog.h"
#include "workload/WorkloadFileReader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace schedlab;

class GeneratorsAttributeCliTest : public QObject {
    Q_OBJECT

private slots:
    void generatedFilesRun_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QStringList>("parameters");
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("policy");
        // The sites' jobs run at their origin sites of a grid preset.
        QTest::newRow("site-poisson")
            << "site-poisson" << QStringList { "--param", "speeds=700,600,500,400,300" } << "m64"
            << "grid-local";
        // Hard deadlines: a single-machine list policy handles them.
        QTest::newRow("qos-users")
            << "qos-users"
            << QStringList { "--param", "deadline-kind=hard", "--param", "classes=gs,gs,be" }
            << "single:64"
            << "fcfs";
        QTest::newRow("qos-groups")
            << "qos-groups" << QStringList { "--param", "group-size=25" } << "single:64"
            << "easy";
        QTest::newRow("utility-bimodal") << "utility-bimodal" << QStringList {} << "single:32"
                                         << "fcfs";
        QTest::newRow("utility-values") << "utility-values" << QStringList {} << "single:16"
                                        << "fcfs";
    }

    void generatedFilesRun()
    {
        QFETCH(QString, model);
        QFETCH(QStringList, parameters);
        QFETCH(QString, platform);
        QFETCH(QString, policy);
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.jsonl"));
        const QString b = dir.filePath(QStringLiteral("b.jsonl"));
        const QStringList common = QStringList { "generate", model, "--jobs", "400" } + parameters;
        const auto first = CliProcess::run(common + QStringList { "--seed", "5", "--out", a });
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QVERIFY(first.out.contains(QStringLiteral("400 jobs to ") + a));
        QCOMPARE(CliProcess::run(common + QStringList { "--seed", "5", "--out", b }).exitCode, 0);
        QCOMPARE(CliProcess::readFile(b), CliProcess::readFile(a));
        QCOMPARE(WorkloadFileReader().readFile(a.toStdString()).jobs.size(), std::size_t { 400 });

        const auto run
            = CliProcess::run({ "run", "--trace", a, "--platform", platform, "--policy", policy });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.contains(QStringLiteral("400 jobs loaded, 0 skipped")));
    }

    // qos-periodic derives its job count: F3 with U4 every 1093 s gives
    // 100 + 17 + 10 + 50 + 10 tasks, which run on the F3 platform.
    void periodicUsersRunOnTheF3Platform()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("f3.jsonl"));
        const auto made = CliProcess::run({ "generate", "qos-periodic", "--param",
            "gaps=546,3278,6010,1093,5464", "--out", out });
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QVERIFY2(made.out.contains(QStringLiteral("187 jobs to ") + out), qPrintable(made.out));
        const auto run = CliProcess::run({ "run", "--trace", out, "--platform", "phosphorus-f3",
            "--policy", "qos-meta", "--param", "ordering=wfq", "--param", "assignment=est",
            "--param", "dispatch=when-free" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.contains(QStringLiteral("187 jobs loaded, 0 skipped")));
    }

    void swfIsRefusedWithTheReason()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("sites.swf"));
        const auto result
            = CliProcess::run({ "generate", "site-poisson", "--jobs", "20", "--out", out });
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err,
            QStringLiteral("schedlab-cli: generate site-poisson: SWF cannot hold the jobs' origin "
                           "site; name the output ...jsonl to write SchedLab jobs\n"));
        QVERIFY(!QFile::exists(out));
        const auto groups
            = CliProcess::run({ "generate", "qos-groups", "--jobs", "20", "--out", out });
        QCOMPARE(groups.exitCode, 2);
        QVERIFY2(groups.err.contains(QStringLiteral("deadline, times in ticks of 0.001 s")),
            qPrintable(groups.err));
    }

    void badParametersGetClearMessages_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString out = QStringLiteral("/tmp/schedlab-generate-models-never-written.jsonl");
        QTest::newRow("unknown parameter")
            << QStringList { "generate", "qos-groups", "--param", "speeds=1", "--out", out } << 1
            << "schedlab-cli: policy 'qos-groups' has no parameter 'speeds'; its parameters are "
               "jobs, seed, load, "
               "group-size, groups-per-window, capacity, mean-deadline, deadline-spread, "
               "work-spread, "
               "deadline-kind, tick\n";
        QTest::newRow("bad list") << QStringList { "generate", "site-poisson", "--param",
            "speeds=500,fast", "--out", out }
                                  << 1
                                  << "schedlab-cli: policy 'site-poisson': parameter 'speeds': "
                                     "must be a comma-separated list of "
                                     "positive numbers, got 'fast' in '500,fast'\n";
        QTest::newRow("no equals") << QStringList { "generate", "site-poisson", "--param", "speeds",
            "--out", out } << 2 << "schedlab-cli: --param: expected KEY=VALUE, got 'speeds'\n";
        QTest::newRow("seed twice") << QStringList {
            "generate", "utility-values", "--seed", "1", "--param", "seed=2", "--out", out
        } << 2 << "schedlab-cli: generate: --seed and --param seed=... both given\n";
        QTest::newRow("option of another model")
            << QStringList { "generate", "qos-users", "--max-gap", "5", "--out", out } << 2
            << "schedlab-cli: generate qos-users: --max-gap does not apply to this model (see "
               "'schedlab-cli "
               "generate --help')\n";
        QTest::newRow("jobs of a derived count")
            << QStringList { "generate", "qos-periodic", "--jobs", "5", "--out", out } << 2
            << "schedlab-cli: generate qos-periodic: --jobs does not apply to this model (see "
               "'schedlab-cli generate --help')\n";
        QTest::newRow("param for random")
            << QStringList { "generate", "random", "--param", "a=1", "--out", out } << 2
            << "schedlab-cli: generate random: --param does not apply to this model "
               "(see 'schedlab-cli generate --help')\n";
    }

    void badParametersGetClearMessages()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const auto result = CliProcess::run(arguments);
        QVERIFY(!result.crashed);
        QCOMPARE(result.exitCode, exitCode);
        QCOMPARE(result.err, message);
        QVERIFY(
            !QFile::exists(QStringLiteral("/tmp/schedlab-generate-models-never-written.jsonl")));
    }

    void helpListsTheModels()
    {
        const auto result
            = CliProcess::run({ QStringLiteral("generate"), QStringLiteral("--help") });
        QCOMPARE(result.exitCode, 0);
        for (const std::string& name : GeneratorCatalog::names())
            QVERIFY2(result.out.contains(QString::fromStdString(name)), name.c_str());
        QVERIFY(result.out.contains(QStringLiteral("--param")));
    }
};

QTEST_GUILESS_MAIN(GeneratorsAttributeCliTest)
#include "GeneratorsAttributeCliTest.moc"
