#include "CliProcess.h"

#include "store/RunStore.h"
#include "sweep/SlurmExport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace schedlab;

namespace {

// The small spec of the merge test: one teaching trace, two transform sets,
// three policies: six runs of a second or less together.
const QString kMergeSpec = CliProcess::dataFile("sweep-merge.json");
constexpr std::size_t kMergeRuns = 6;
constexpr int kScriptTimeoutMs = 120'000;  // only a hang gets near this

// Run key -> every metric but the measured scheduler CPU time.
std::map<std::string, std::vector<std::pair<std::string, double>>> storedMetrics(const QString& file)
{
    const RunStore store(file.toStdString(), RunStore::Mode::ReadOnly);
    std::map<std::string, std::vector<std::pair<std::string, double>>> byKey;
    for (const StoredRun& run : store.list()) {
        auto& metrics = byKey[run.runKey];
        for (const auto& metric : run.metrics) {
            if (metric.first != "schedulerCpuSeconds")
                metrics.push_back(metric);
        }
    }
    return byKey;
}

QString describe(const CliProcess::Result& result)
{
    return QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3").arg(result.exitCode).arg(result.out, result.err);
}

}  // namespace

class SweepCliTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }

    void dryRunListsTheRuns()
    {
        const auto result = CliProcess::run({"sweep", kMergeSpec, "--dry-run"});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QVERIFY(result.out.startsWith("Sweep 'merge-test': 6 runs\n"));
        QVERIFY(result.out.contains("conservative · exact-estimates"));
        const auto task = CliProcess::run({"sweep", kMergeSpec, "--dry-run", "--task", "4"});
        QVERIFY(task.out.startsWith("Sweep 'merge-test': 1 run\n"));
        QVERIFY2(task.out.contains("\n4  easy · exact-estimates  easy"), qPrintable(task.out));
    }

    void badSpecAndArgumentsGetOneLine()
    {
        const QString spec = m_dir.filePath("sweep.json");
        const auto write = [&spec](const QString& json) {
            QFile file(spec);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(json.toUtf8());
        };
        const QString trace = QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/teaching-blocking.swf");
        write(R"({"traces": [")" + trace + R"("], "platforms": ["single:4"], "policies": ["fcfs"],
                  "parameters": {"gamma": "abc"}})");
        auto result = CliProcess::run({"sweep", spec});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err, "schedlab-cli: " + spec +
                                 ": /parameters/gamma: expected a list of numbers or {from,to,step}\n");
        write(R"({"traces": ["t.swf"], "platforms": ["single:4"], "policies": ["fcfs"]})");
        result = CliProcess::run({"sweep", spec});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err, "schedlab-cli: " + spec + ": /traces/0: no such trace file: " + m_dir.filePath("t.swf") + "\n");

        result = CliProcess::run({"sweep", kMergeSpec, "--task", "6"});
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err, QString("schedlab-cli: --task: expected a whole number from 0 to 5, got '6'\n"));
        result = CliProcess::run({"sweep", kMergeSpec, "--slurm", m_dir.filePath("x"), "--jobs", "2"});
        QCOMPARE(result.exitCode, 2);
        result = CliProcess::run({"merge"});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("missing argument FILE"), qPrintable(result.err));
    }

    void sweepStoresAndResumes()
    {
        const QString db = m_dir.filePath("direct.sqlite");
        auto result = CliProcess::run({"sweep", kMergeSpec, "--jobs", "2", "--db", db});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QVERIFY(result.out.contains("6 done, 0 skipped (already stored), 0 failed"));
        QVERIFY(result.err.contains("sweep: 6/6 (6 done, 0 skipped, 0 failed)"));
        QCOMPARE(storedMetrics(db).size(), kMergeRuns);
        result = CliProcess::run({"sweep", kMergeSpec, "--db", db});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QVERIFY(result.out.contains("0 done, 6 skipped (already stored), 0 failed"));
        QCOMPARE(storedMetrics(db).size(), kMergeRuns);
    }

    // A generated workload is drawn anew for every seed, and the sweep
    // reports each configuration's mean and standard error over them.
    void seedsReplicateAGeneratedWorkload()
    {
        const QString spec = m_dir.filePath("replications.json");
        {
            QFile file(spec);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"traces": ["generate:utility-values:jobs=40"], "platforms": ["single:16"],
                          "policies": ["fcfs", "easy"], "seeds": [1, 2, 3], "validate": true})");
        }
        const auto result = CliProcess::run({"sweep", spec, "--db", m_dir.filePath("replications.sqlite")});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QVERIFY2(result.out.contains("Replications over 3 seeds (mean ± standard error):"), qPrintable(result.out));
        const QStringList lines = result.out.split('\n');
        const auto row = [&](const QString& name) {
            for (const QString& line : lines) {
                if (line.startsWith(name + " ") && line.contains(" ± "))
                    return line;
            }
            return QString();
        };
        QVERIFY2(row("fcfs").contains(QRegularExpression(R"(^fcfs\s+3\s)")), qPrintable(result.out));
        QVERIFY2(!row("easy").isEmpty(), qPrintable(result.out));
    }

    // A second sweep that asks for runs the first one stored lists them
    // under its own group too, and the store keeps one copy of each.
    void sharedRunsJoinEverySweepsGroup()
    {
        const QString db = m_dir.filePath("groups.sqlite");
        QCOMPARE(CliProcess::run({"sweep", kMergeSpec, "--db", db}).exitCode, 0);
        const QString spec = m_dir.filePath("sweep-b.json");
        {
            QFile file(spec);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"group": "sweep-b", "traces": [")" SCHEDLAB_SAMPLE_TRACES_DIR
                       R"(/teaching-backfilling.swf"], "platforms": ["single:4"],
                          "policies": ["fcfs", "easy", "conservative", "garey-graham"], "validate": true})");
        }
        auto result = CliProcess::run({"sweep", spec, "--db", db});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QVERIFY2(result.out.contains("1 done, 3 skipped (already stored), 0 failed"), qPrintable(result.out));

        const auto listed = [&db](const QString& group) {
            const auto list = CliProcess::run({"runs", "list", "--group", group, "--json", "--db", db});
            return QJsonDocument::fromJson(list.out.toUtf8()).object()["runs"].toArray();
        };
        QCOMPARE(listed("sweep-b").size(), 4);  // every run it asked for
        QCOMPARE(listed("merge-test").size(), 6);
        QCOMPARE(storedMetrics(db).size(), kMergeRuns + 1);
        const QJsonObject shared = listed("sweep-b").first().toObject();
        QCOMPARE(shared["group"].toString(), QString("merge-test"));  // the sweep that stored it
        QCOMPARE(shared["groups"].toArray().size(), 2);
        // The text list shows every group, the first one first.
        result = CliProcess::run({"runs", "list", "--group", "sweep-b", "--db", db});
        QVERIFY2(result.out.contains("merge-test,sweep-b"), qPrintable(result.out));
    }

    // The cluster path without a cluster: export the job array, run every
    // task's command as the sbatch script would, merge, and compare with a
    // direct sweep.
    void slurmTasksMergeToTheDirectSweep()
    {
        const QString direct = m_dir.filePath("direct.sqlite");
        QCOMPARE(CliProcess::run({"sweep", kMergeSpec, "--db", direct}).exitCode, 0);

        const QString exportDir = m_dir.filePath("slurm");
        auto result = CliProcess::run({"sweep", kMergeSpec, "--slurm", exportDir});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        const QString script = CliProcess::readFile(exportDir + "/sweep.sbatch");
        QVERIFY2(script.contains("#SBATCH --array=0-5\n"), qPrintable(script));
        QVERIFY(script.contains("sweep sweep.json --task \"$TASK\" --jobs 1 --db \"results/task-$TASK.sqlite\""));
        QVERIFY(QFileInfo(exportDir + "/merge.sh").isExecutable());
        // Exporting over an existing export is refused.
        QCOMPARE(CliProcess::run({"sweep", kMergeSpec, "--slurm", exportDir}).exitCode, 1);

        const QStringList lines = CliProcess::readFile(exportDir + "/tasks.tsv").split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), qsizetype(kMergeRuns + 1));  // with the header
        QCOMPARE(lines[4], QString("3\tfcfs · exact-estimates\tschedlab-cli sweep sweep.json --task 3 --jobs 1 "
                                   "--db results/task-3.sqlite"));

        // Each task as Slurm would start it: the script itself, with the
        // array index in the environment and the folder as working directory.
        QStringList taskStores;
        for (std::size_t task = 0; task < kMergeRuns; ++task) {
            result = runScript("bash", exportDir + "/sweep.sbatch", {}, exportDir,
                               {{"SLURM_ARRAY_TASK_ID", QString::number(task)}});
            QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
            taskStores << exportDir + "/" + QString::fromStdString(SlurmExport::taskStore(task));
            QCOMPARE(storedMetrics(taskStores.back()).size(), std::size_t{1});
        }

        const QString merged = m_dir.filePath("merged.sqlite");
        result = runScript("sh", exportDir + "/merge.sh", {merged}, m_dir.path(), {});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QVERIFY2(result.out.contains(": 6 imported, 0 skipped"), qPrintable(result.out));
        // Merging again, with the command itself, changes nothing.
        result = CliProcess::run(QStringList{"merge"} + taskStores + QStringList{"--db", merged});
        QVERIFY2(result.out.contains(": 0 imported, 6 skipped"), qPrintable(result.out));

        const auto expected = storedMetrics(direct);
        QCOMPARE(expected.size(), kMergeRuns);
        QCOMPARE(storedMetrics(merged), expected);

        // The same runs computed twice (here directly, there as tasks) have
        // other uuids but the same keys: merging adds no second copy.
        result = CliProcess::run(QStringList{"merge"} + taskStores + QStringList{"--db", direct});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QVERIFY2(result.out.contains(": 0 imported, 6 skipped (0 already there, 6 the same run under another uuid)"),
                 qPrintable(result.out));
        QVERIFY2(result.out.contains("imported  skipped  same run\n"), qPrintable(result.out));
        QCOMPARE(RunStore(direct.toStdString(), RunStore::Mode::ReadOnly).list().size(), kMergeRuns);
        result = CliProcess::run({"runs", "import", merged, "--db", direct});
        QCOMPARE(result.out, "imported 0 runs from " + merged + " into " + direct +
                                 " (6 already there, 6 of them the same run under another uuid)\n");
    }

    // More runs than the cluster's array may have: each array task runs
    // several. Six runs, at most 4 tasks: 2 runs in each of 3 tasks. The
    // script works in the export folder by its absolute path, so it runs
    // from anywhere; a missing task result stops the merge unless
    // --allow-partial.
    void arrayTasksRunSeveralRuns()
    {
        const QString exportDir = m_dir.filePath("chunked");
        auto result = CliProcess::run({"sweep", kMergeSpec, "--slurm", exportDir, "--max-array-size", "4"});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QVERIFY2(result.out.contains("(6 runs) as a Slurm job array of 3 tasks, 2 runs per task (MaxArraySize 4)"),
                 qPrintable(result.out));
        const QString script = CliProcess::readFile(exportDir + "/sweep.sbatch");
        QVERIFY2(script.contains("#SBATCH --array=0-2\n"), qPrintable(script));
        QVERIFY(script.contains("#SBATCH --chdir=" + QFileInfo(exportDir).absoluteFilePath() + "\n"));
        QVERIFY(script.contains("PER_TASK=2\n"));
        const QStringList lines = CliProcess::readFile(exportDir + "/tasks.tsv").split('\n', Qt::SkipEmptyParts);
        QVERIFY2(lines[6].endsWith("--task 5 --jobs 1 --db results/task-2.sqlite"), qPrintable(lines[6]));

        for (int task = 0; task < 3; ++task) {
            result = runScript("bash", exportDir + "/sweep.sbatch", {}, m_dir.path(),
                               {{"SLURM_ARRAY_TASK_ID", QString::number(task)}});
            QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
            QCOMPARE(storedMetrics(exportDir + QString("/results/task-%1.sqlite").arg(task)).size(), std::size_t{2});
        }
        QVERIFY(QFile::remove(exportDir + "/results/task-1.sqlite"));
        const QString merged = m_dir.filePath("chunked.sqlite");
        result = runScript("sh", exportDir + "/merge.sh", {merged}, m_dir.path(), {});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("merge: 1 of 3 files are missing (" + exportDir + "/results/task-1.sqlite)"),
                 qPrintable(result.err));
        QVERIFY(!QFileInfo::exists(merged));  // nothing merged
        result = runScript("sh", exportDir + "/merge.sh", {"--allow-partial", merged}, m_dir.path(), {});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QVERIFY2(result.out.contains(": 4 imported, 0 skipped"), qPrintable(result.out));
        QVERIFY(result.out.contains("Partial merge (--allow-partial): 1 of 3 files are missing"));
    }

    // A sweep larger than Slurm's default MaxArraySize (1001) fits one
    // array without being told: 1,002 runs, 2 per task, tasks 0 to 500.
    void moreRunsThanTheDefaultArrayLimit()
    {
        const QString spec = m_dir.filePath("big.json");
        QFile file(spec);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral(R"({"group": "big", "traces": ["%1"], "platforms": ["single:4"],
            "policies": ["fcfs"], "seeds": {"from": 0, "to": 1001, "step": 1}, "maxRuns": 2000})")
                       .arg(QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/teaching-backfilling.swf"))
                       .toUtf8());
        file.close();
        const QString exportDir = m_dir.filePath("big");
        // Without scontrol on the PATH the default limit applies.
        QProcessEnvironment environment;
        environment.insert("PATH", "/nonexistent");
        auto result = CliProcess::run({"sweep", spec, "--slurm", exportDir}, {}, environment);
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QVERIFY(CliProcess::readFile(exportDir + "/sweep.sbatch").contains("#SBATCH --array=0-500\n"));
        const QStringList lines = CliProcess::readFile(exportDir + "/tasks.tsv").split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), qsizetype(1003));
        QVERIFY2(lines.last().startsWith("1001\t"), qPrintable(lines.last()));
        QVERIFY2(lines.last().endsWith("--task 1001 --jobs 1 --db results/task-500.sqlite"), qPrintable(lines.last()));
        // The last task runs the last two runs.
        result = runScript("bash", exportDir + "/sweep.sbatch", {}, m_dir.path(), {{"SLURM_ARRAY_TASK_ID", "500"}});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QCOMPARE(storedMetrics(exportDir + "/results/task-500.sqlite").size(), std::size_t{2});
        QVERIFY(CliProcess::readFile(exportDir + "/merge.sh").contains("-lt 501 ]"));
    }

private:
    // Runs an exported shell script with schedlab-cli as SCHEDLAB_CLI.
    static CliProcess::Result runScript(const QString& shell, const QString& script, const QStringList& arguments,
                                        const QString& workingDirectory,
                                        const std::vector<std::pair<QString, QString>>& environment)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("SCHEDLAB_CLI", SCHEDLAB_CLI_PATH);
        env.remove("SLURM_SUBMIT_DIR");
        for (const auto& [name, value] : environment)
            env.insert(name, value);
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(workingDirectory);
        process.start(shell, QStringList{script} + arguments);
        CliProcess::Result result;
        if (!process.waitForFinished(kScriptTimeoutMs)) {
            process.kill();
            process.waitForFinished();
            result.crashed = true;
            return result;
        }
        result.exitCode = process.exitCode();
        result.out = QString::fromUtf8(process.readAllStandardOutput());
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(SweepCliTest)
#include "SweepCliTest.moc"
