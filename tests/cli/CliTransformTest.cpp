// `transform` (trace in, transformed SWF or SchedLab jobs out) and
// `platforms --show` (a preset as platform JSON), each checked by feeding its
// output back to the command that reads it: `inspect` and `run --trace` for
// traces, `run --platform` for platforms.

#include "CliJson.h"
#include "CliProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// The first two bytes of every gzip stream (RFC 1952).
const QByteArray kGzipMagic = QByteArray::fromHex("1f8b");

QString tiny()
{
    return CliProcess::dataFile("cli-tiny.swf");
}

using CliJson::parseObject;
using CliJson::strings;

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The metrics of EASY on 4 nodes, without the measured scheduler time, so
// that runs of the same jobs from different formats compare equal.
QJsonObject easyMetricsOf(const QString& trace)
{
    const CliProcess::Result run =
        CliProcess::run({"run", "--trace", trace, "--nodes", "4", "--policy", "easy", "--validate", "--json"});
    if (run.exitCode != 0)
        qWarning() << run.err;
    QJsonObject metrics = parseObject(run.out)["metrics"].toObject();
    metrics.remove("schedulerCpuSeconds");  // measured, differs between runs
    return metrics;
}

}  // namespace

class CliTransformTest : public QObject {
    Q_OBJECT

private slots:
    void init();
    void transformRoundTripsThroughInspect_data();
    void transformRoundTripsThroughInspect();
    void transformWritesChangedRecords();
    void transformWithoutSpecsCopiesTheJobs();
    void transformsAccumulateOverSeveralRuns();
    void transformDropWiderTakesANodeCount();
    void transformToJsonlRunsLikeSwf();
    void transformToBatsimRunsLikeSwf();
    void batsimProfilesWithoutRunTimeAreReported();
    void subSecondTraceIsNotWrittenAsSwf();
    void showPrintsPresetJson();
    void showOutRoundTripsThroughRun();

private:
    [[nodiscard]] QString output(const QString& name) const { return m_dir->filePath(name); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void CliTransformTest::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void CliTransformTest::transformRoundTripsThroughInspect_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<bool>("gzip");
    QTest::newRow("plain") << "tiny-1-3.swf" << false;
    QTest::newRow("gzip") << "tiny-1-3.swf.gz" << true;
}

void CliTransformTest::transformRoundTripsThroughInspect()
{
    QFETCH(QString, fileName);
    QFETCH(bool, gzip);
    const QString out = output(fileName);
    const CliProcess::Result result = CliProcess::run(
        {"transform", tiny(), "--out", out, "--transform", "range:1:3", "--exact-estimates"});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split('\n');
    QCOMPARE(lines.value(0), "Trace       " + tiny());
    QCOMPARE(lines.value(1), "Loaded      4 jobs from 4 records, 0 skipped");
    QCOMPARE(lines.value(2), "Transforms  range:1:3: kept jobs 1 to 3: 3 of 4");
    QCOMPARE(lines.value(3), "            exact-estimates: set the estimate to the run time for all 3 jobs (3 changed)");
    QCOMPARE(lines.value(4), "Written     3 jobs to " + out + (gzip ? " (gzip)" : ""));
    QCOMPARE(lines.value(6), "Load report");
    QCOMPARE(readBytes(out).startsWith(kGzipMagic), gzip);

    const CliProcess::Result inspect = CliProcess::run({"inspect", out, "--json"});
    QCOMPARE(inspect.exitCode, 0);
    const QJsonObject json = parseObject(inspect.out);
    QCOMPARE(json["loadReport"].toObject()["jobsLoaded"].toInt(), 3);
    QCOMPARE(json["loadReport"].toObject()["skipped"].toInt(), 0);
    QCOMPARE(json["statistics"].toObject()["jobs"].toInt(), 3);
    QCOMPARE(json["statistics"].toObject()["overrunningJobs"].toInt(), 0);
    QCOMPARE(strings(json["transforms"]), QStringList({"range:1:3", "exact-estimates"}));
    const QStringList notes = strings(json["header"].toObject()["notes"]);
    QCOMPARE(notes.size(), 3);  // the two of cli-tiny.swf, then ours
    QCOMPARE(notes.last(), "SchedLab transforms: range:1:3, exact-estimates");
    QCOMPARE(json["header"].toObject()["maxNodes"].toInt(), 4);  // the header is kept
}

void CliTransformTest::transformWritesChangedRecords()
{
    const QString out = output("tiny.swf");
    const CliProcess::Result result = CliProcess::run(
        {"transform", tiny(), "--out", out, "--transform", "range:2:4", "--transform", "rebase"});
    QCOMPARE(result.exitCode, 0);
    // Jobs 2-4, submit times shifted by 10 s; every other field as read.
    const QString text = CliProcess::readFile(out);
    QVERIFY2(text.endsWith("; Note: SchedLab transforms: range:2:4, rebase\n"
                           "2 0 -1 50 4 -1 -1 4 100 -1 1 2 -1 -1 -1 -1 -1 -1\n"
                           "3 10 -1 30 1 -1 -1 1 60 -1 1 1 -1 -1 -1 -1 -1 -1\n"
                           "4 20 -1 10 2 -1 -1 2 20 -1 1 3 -1 -1 -1 -1 -1 -1\n"),
             qPrintable(text));
}

void CliTransformTest::transformWithoutSpecsCopiesTheJobs()
{
    const QString out = output("copy.swf");
    const CliProcess::Result result = CliProcess::run({"transform", tiny(), "--out", out});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.out.contains("\nTransforms  none\n"));
    QVERIFY(!CliProcess::readFile(out).contains("SchedLab transforms"));
    const QJsonObject json = parseObject(CliProcess::run({"inspect", out, "--json"}).out);
    QCOMPARE(json["loadReport"].toObject()["jobsLoaded"].toInt(), 4);
    QCOMPARE(strings(json["transforms"]), QStringList());
}

void CliTransformTest::transformsAccumulateOverSeveralRuns()
{
    // The second transform reads the first one's note and extends it, so the
    // final file says everything that was done to the original trace.
    const QString first = output("first.swf.gz");
    const QString second = output("second.swf");
    QCOMPARE(CliProcess::run({"transform", tiny(), "--out", first, "--transform", "range:1:3"}).exitCode, 0);
    QCOMPARE(CliProcess::run({"transform", first, "--out", second, "--transform", "overrun:kill"}).exitCode, 0);
    const QJsonObject json = parseObject(CliProcess::run({"inspect", second, "--json"}).out);
    QCOMPARE(strings(json["transforms"]), QStringList({"range:1:3", "overrun:kill"}));
    QCOMPARE(json["loadReport"].toObject()["jobsLoaded"].toInt(), 3);
}

void CliTransformTest::transformDropWiderTakesANodeCount()
{
    // cli-wide.swf: one of its two jobs needs 8 nodes.
    const QString out = output("narrow.swf");
    const CliProcess::Result result = CliProcess::run(
        {"transform", CliProcess::dataFile("cli-wide.swf"), "--out", out, "--drop-wider", "4"});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.out.contains("\nTransforms  drop-wider:4: removed 1 of 2 jobs wider than 4 nodes\n"));
    const QJsonObject json = parseObject(CliProcess::run({"inspect", out, "--json"}).out);
    QCOMPARE(json["loadReport"].toObject()["jobsLoaded"].toInt(), 1);
}

void CliTransformTest::transformToJsonlRunsLikeSwf()
{
    // The same jobs as SchedLab jobs (docs/workload-format.md) and as SWF.
    const QString jsonl = output("tiny-1-3.jsonl");
    const QString swf = output("tiny-1-3.swf");
    const CliProcess::Result result =
        CliProcess::run({"transform", tiny(), "--out", jsonl, "--transform", "range:1:3"});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.out.contains("\nWritten     3 jobs to " + jsonl + " (SchedLab jobs)\n"), qPrintable(result.out));
    QVERIFY(CliProcess::readFile(jsonl).startsWith(R"({"format": "schedlab-jobs", "version": 1, "tick": "1s")"));
    QCOMPARE(CliProcess::run({"transform", tiny(), "--out", swf, "--transform", "range:1:3"}).exitCode, 0);

    const QJsonObject inspect = parseObject(CliProcess::run({"inspect", jsonl, "--json"}).out);
    QCOMPARE(inspect["loadReport"].toObject()["jobsLoaded"].toInt(), 3);
    QCOMPARE(inspect["loadReport"].toObject()["skipped"].toInt(), 0);
    QCOMPARE(inspect["ticksPerSecond"].toInt(), 1);
    QCOMPARE(strings(inspect["transforms"]), QStringList({"range:1:3"}));
    QCOMPARE(inspect["header"].toObject()["maxProcs"].toInt(), 4);

    const QJsonObject fromJsonl = easyMetricsOf(jsonl);
    QVERIFY(!fromJsonl.isEmpty());
    QCOMPARE(fromJsonl, easyMetricsOf(swf));
}

void CliTransformTest::transformToBatsimRunsLikeSwf()
{
    const QString batsim = output("tiny-1-3.json");
    const QString swf = output("tiny-1-3.swf");
    const CliProcess::Result result =
        CliProcess::run({"transform", tiny(), "--out", batsim, "--transform", "range:1:3"});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.out.contains("\nWritten     3 jobs to " + batsim + " (Batsim)\n"), qPrintable(result.out));
    QVERIFY(CliProcess::readFile(batsim).contains(R"("nb_res": 4,)"));
    QCOMPARE(CliProcess::run({"transform", tiny(), "--out", swf, "--transform", "range:1:3"}).exitCode, 0);

    const QJsonObject inspect = parseObject(CliProcess::run({"inspect", batsim, "--json"}).out);
    QCOMPARE(inspect["loadReport"].toObject()["jobsLoaded"].toInt(), 3);
    QCOMPARE(inspect["loadReport"].toObject()["skipped"].toInt(), 0);
    QCOMPARE(inspect["header"].toObject()["maxProcs"].toInt(), 4);
    // Batsim has no users: the per-user figures are all the difference.
    QJsonObject fromBatsim = easyMetricsOf(batsim);
    QJsonObject fromSwf = easyMetricsOf(swf);
    QVERIFY(!fromBatsim.isEmpty());
    for (const char* perUser : {"perUser", "userResponseStdDev"}) {
        fromBatsim.remove(perUser);
        fromSwf.remove(perUser);
    }
    QCOMPARE(fromBatsim, fromSwf);
}

void CliTransformTest::batsimProfilesWithoutRunTimeAreReported()
{
    const CliProcess::Result inspect = CliProcess::run({"inspect", CliProcess::dataFile("batsim-delays.json")});
    QCOMPARE(inspect.exitCode, 0);
    QVERIFY2(inspect.out.contains("batsim-delays.json:8: profile \"compute\" is of type \"parallel_homogeneous\""),
             qPrintable(inspect.out));
    const CliProcess::Result run = CliProcess::run(
        {"run", "--trace", CliProcess::dataFile("batsim-delays.json"), "--nodes", "4", "--policy", "fcfs",
         "--no-store"});
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, 0);
}

void CliTransformTest::subSecondTraceIsNotWrittenAsSwf()
{
    const QString trace = output("fine.jsonl");
    QFile file(trace);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"schedlab-jobs\", \"version\": 1}\n"
               "{\"id\": 1, \"submit\": 0.5, \"run_time\": 10, \"nodes\": 1}\n");
    file.close();

    const CliProcess::Result swf = CliProcess::run({"transform", trace, "--out", output("fine.swf")});
    QCOMPARE(swf.exitCode, 1);
    QCOMPARE(swf.err, "schedlab-cli: cannot write '" + output("fine.swf") +
                          "' as SWF: its times count ticks of 0.001 s and SWF has whole seconds; name it ...jsonl "
                          "to write SchedLab jobs, or ...json for Batsim\n");
    const CliProcess::Result gz = CliProcess::run({"transform", trace, "--out", output("fine.jsonl.gz")});
    QCOMPARE(gz.exitCode, 1);
    QVERIFY2(gz.err.contains("JSON workloads are written plain"), qPrintable(gz.err));
    // Batsim's times are decimal seconds: the half second stays.
    const CliProcess::Result batsim = CliProcess::run({"transform", trace, "--out", output("fine.json")});
    QCOMPARE(batsim.exitCode, 0);
    QVERIFY(CliProcess::readFile(output("fine.json")).contains(R"({"id": 1, "subtime": 0.5, "walltime": -1)"));

    const CliProcess::Result jsonl = CliProcess::run({"transform", trace, "--out", output("again.jsonl")});
    QCOMPARE(jsonl.exitCode, 0);
    QVERIFY(CliProcess::readFile(output("again.jsonl")).contains(R"({"id": 1, "submit": 0.5, "run_time": 10)"));
    const CliProcess::Result inspect = CliProcess::run({"inspect", trace});
    QCOMPARE(inspect.exitCode, 0);
    // Ticks of 1 ms, shown in seconds.
    QVERIFY2(inspect.out.contains(QRegularExpression("\nTick +0\\.001 s\n")), qPrintable(inspect.out));
    QVERIFY2(inspect.out.contains(QRegularExpression("\nSubmissions +first 0\\.5 s, last 0\\.5 s, span 0\\.0 s\n")),
             qPrintable(inspect.out));
    QVERIFY2(inspect.out.contains(QRegularExpression("\nrun time \\(s\\) +10\\.0 ")), qPrintable(inspect.out));
}

void CliTransformTest::showPrintsPresetJson()
{
    const QString m128 =
        "{\n"
        "  \"name\": \"m128\",\n"
        "  \"machines\": [\n"
        "    {\n      \"name\": \"m128-1\",\n      \"nodes\": 128,\n      \"speed\": 1.0\n    },\n"
        "    {\n      \"name\": \"m128-2\",\n      \"nodes\": 128,\n      \"speed\": 1.0\n    },\n"
        "    {\n      \"name\": \"m128-3\",\n      \"nodes\": 128,\n      \"speed\": 1.0\n    },\n"
        "    {\n      \"name\": \"m128-4\",\n      \"nodes\": 128,\n      \"speed\": 1.0\n    }\n"
        "  ]\n"
        "}\n";
    const CliProcess::Result printed = CliProcess::run({"platforms", "--show", "m128"});
    QCOMPARE(printed.err, QString());
    QCOMPARE(printed.exitCode, 0);
    QCOMPARE(printed.out, m128);

    const QString file = output("m128.json");
    const CliProcess::Result written = CliProcess::run({"platforms", "--show", "m128", "--out", file});
    QCOMPARE(written.exitCode, 0);
    QCOMPARE(written.out, "Wrote m128: 4 machines, 512 nodes (m128-1 128, m128-2 128, m128-3 128, "
                          "m128-4 128) to " + file + "\n");
    QCOMPARE(CliProcess::readFile(file), m128);
    // The file reads back as the same platform.
    QCOMPARE(CliProcess::run({"platforms", "--show", file}).out, m128);
}

void CliTransformTest::showOutRoundTripsThroughRun()
{
    // The registered policies are single-machine, so a run round trip needs
    // a one-machine platform; m128's content is checked above.
    const QString file = output("single64.json");
    QCOMPARE(CliProcess::run({"platforms", "--show", "single:64", "--out", file}).exitCode, 0);

    const auto metricsFor = [this](const QString& platform, const QString& name) {
        const CliProcess::Result result = CliProcess::run(
            {"run", "--trace", tiny(), "--platform", platform, "--policy", "easy", "--metrics-out",
             output(name)});
        if (result.exitCode != 0) {
            qWarning() << result.err;
            return QJsonObject();
        }
        QJsonObject metrics = parseObject(CliProcess::readFile(output(name)));
        metrics.remove("schedulerCpuSeconds");  // measured, differs between runs
        return metrics;
    };
    const QJsonObject fromPreset = metricsFor("single:64", "preset.json");
    const QJsonObject fromFile = metricsFor(file, "file.json");
    QVERIFY(!fromPreset.isEmpty());
    QVERIFY(!fromFile.isEmpty());
    QCOMPARE(fromFile, fromPreset);  // includes run.platform
    QCOMPARE(fromFile["makespan"].toInt(), 100);  // all four jobs fit at once on 64 nodes
}

QTEST_GUILESS_MAIN(CliTransformTest)
#include "CliTransformTest.moc"
