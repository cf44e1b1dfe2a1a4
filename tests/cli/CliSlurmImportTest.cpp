// `import-slurm` on the bundled sacct sample, and `run` / `inspect` reading
// the sample directly (detected by content): the same jobs either way.

#include "CliJson.h"
#include "CliProcess.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using CliJson::parseObject;

QString sample()
{
    return QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR) + "/slurm-sample.sacct";
}

// The sample's 33 records: 25 jobs, 7 skipped (docs in TestSacctReader).
const QString kLoaded = "Loaded      25 jobs from 33 records, 7 skipped";

}  // namespace

class CliSlurmImportTest : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void importWritesSwfAndReportsEveryLine()
    {
        const QString out = m_dir->filePath("slurm.swf");
        const CliProcess::Result result = CliProcess::run({"import-slurm", sample(), "--out", out});
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        const QStringList lines = result.out.split('\n');
        QCOMPARE(lines.value(0), "Trace       " + sample());
        QCOMPARE(lines.value(1), kLoaded);
        QCOMPARE(lines.value(3), QString("Unit        nodes"));
        QCOMPARE(lines.value(4), QString("Time zone   UTC"));
        QCOMPARE(lines.value(5), "Written     25 jobs to " + out);
        QVERIFY(result.out.contains("slurm-sample.sacct:12: JobID '1010.batch' is a step of a job\n"));
        QVERIFY(result.out.contains("slurm-sample.sacct:15: Start is 'None' (State 'CANCELLED by 5001')\n"));
        QVERIFY(result.out.contains("slurm-sample.sacct:33: Start and End are 'Unknown' and 'Unknown'"));
        QVERIFY(result.out.contains("slurm-sample.sacct:34: End is 'Unknown' (State 'RUNNING')\n"));
        QVERIFY(result.out.contains("slurm-sample.sacct:7: field Timelimit is 'UNLIMITED'\n"));

        const QString swf = CliProcess::readFile(out);
        QVERIFY(swf.contains("; TimeZoneString: UTC\n"));
        // Job 1001: submit 0, wait 5, 3600 s on 2 nodes of 64 CPUs, limit 2 h,
        // completed, user 1, group 1, account 1 (queue), partition 1.
        QVERIFY2(swf.contains("\n1001 0 5 3600 2 -1 -1 2 7200 -1 1 1 1 -1 1 1 -1 -1\n"), qPrintable(swf));

        // The SWF file reads back with the same jobs as the sacct file.
        const QJsonObject fromSwf = parseObject(CliProcess::run({"inspect", out, "--json"}).out);
        const QJsonObject fromSacct = parseObject(CliProcess::run({"inspect", sample(), "--json"}).out);
        QCOMPARE(fromSwf["statistics"].toObject(), fromSacct["statistics"].toObject());
        QCOMPARE(fromSwf["loadReport"].toObject()["jobsLoaded"].toInt(), 25);
    }

    void unitAndZoneOptions()
    {
        const QString out = m_dir->filePath("cpus.swf");
        const CliProcess::Result result = CliProcess::run(
            {"import-slurm", sample(), "--unit", "cpus", "--time-zone", "Europe/Berlin", "--out", out});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains("\nUnit        cpus\n"));
        QVERIFY(result.out.contains("\nTime zone   Europe/Berlin\n"));
        const QString swf = CliProcess::readFile(out);
        QVERIFY(swf.contains("; TimeZoneString: Europe/Berlin\n"));
        QVERIFY2(swf.contains("\n1001 0 5 3600 64 -1 -1 64 7200 -1 1 1 1 -1 1 1 -1 -1\n"), qPrintable(swf));
        QVERIFY2(swf.contains("\n1028 2595600 30 3600 64 "), qPrintable(swf));  // summer time: an hour less
    }

    void withoutOutItOnlyReports()
    {
        const CliProcess::Result result = CliProcess::run({"import-slurm", sample()}, m_dir->path());
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains("\nWritten     nothing (no --out)\n"));
        QVERIFY(QDir(m_dir->path()).entryList(QDir::Files).isEmpty());
    }

    void badInputAndOptions()
    {
        const CliProcess::Result unit = CliProcess::run({"import-slurm", sample(), "--unit", "cores"});
        QCOMPARE(unit.exitCode, 2);
        QCOMPARE(unit.err, QString("schedlab-cli: --unit: expected 'nodes' or 'cpus', got 'cores'\n"));
        const CliProcess::Result zone = CliProcess::run({"import-slurm", sample(), "--time-zone", "Mars/Olympus"});
        QCOMPARE(zone.exitCode, 2);
        QVERIFY(zone.err.startsWith("schedlab-cli: --time-zone: unknown time zone 'Mars/Olympus'"));
        const QString swf = CliProcess::dataFile("cli-tiny.swf");
        const CliProcess::Result notSacct = CliProcess::run({"import-slurm", swf});
        QCOMPARE(notSacct.exitCode, 1);
        QVERIFY2(notSacct.err.contains("is not Slurm accounting output (sacct --parsable2): line 1"),
                 qPrintable(notSacct.err));
        const CliProcess::Result same = CliProcess::run({"import-slurm", sample(), "--out", sample()});
        QCOMPARE(same.exitCode, 2);
    }

    void helpSaysWhichSacctToRun()
    {
        const CliProcess::Result result = CliProcess::run({"import-slurm", "--help"});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains("sacct -a -X -P -S 2025-01-01 -E 2026-01-01 -o JobIDRaw,JobID,"));
    }

    void runReadsTheSampleDirectly()
    {
        const CliProcess::Result result = CliProcess::run(
            {"run", "--trace", sample(), "--platform", "single:64", "--policy", "easy", "--validate", "--no-store"});
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        const QStringList lines = result.out.split('\n');
        QCOMPARE(lines.value(1), kLoaded);
        QVERIFY(lines.contains("Simulated   25 jobs"));
        QVERIFY(lines.contains("Validation  ok"));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(CliSlurmImportTest)
#include "CliSlurmImportTest.moc"
