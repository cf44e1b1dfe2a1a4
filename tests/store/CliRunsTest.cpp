// `schedlab-cli run` storing every run and the `runs` subcommands, end to
// end through the built program, on tests/data/cli-tiny.swf (four jobs on
// four nodes; the schedules are worked out in tests/cli/CliRunTest.cpp):
//   EASY: job 1 0-100 on 0-1, job 2 100-150 on 0-3, job 3 backfills 20-50
//         on node 2, job 4 50-60 on nodes 2-3.

#include "StoreTestSupport.h"
#include "cli/CliJson.h"
#include "cli/CliProcess.h"

#include <QDir>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QtTest>

using schedlab::test::damageTable;
using schedlab::test::fileBytes;
using schedlab::test::rawSql;
using schedlab::test::writeBytes;

namespace {

constexpr int kSuccess = 0;
constexpr int kInputError = 1;
constexpr int kUsageError = 2;

QString tiny()
{
    return CliProcess::dataFile("cli-tiny.swf");
}

QStringList runArguments(const QString& policy)
{
    return {"run", "--trace", tiny(), "--nodes", "4", "--policy", policy};
}

QString defaultStore()
{
    return CliProcess::dataHome() + "/schedlab/runs.sqlite";
}

// One line on stderr: the program's error report.
bool isOneLine(const QString& text)
{
    return text.count('\n') == 1 && text.endsWith('\n');
}

}  // namespace

class CliRunsTest : public QObject {
    Q_OBJECT

private slots:
    void init();

    void runStoresInDefaultStore();
    void showGivesTheSameMetricsAsRun();
    void dbOptionEnvironmentAndNoStore();
    void listFiltersAndJson();
    void showWritesJobsCsv();
    void deleteAsksForYes();
    void tagRenameAndNote();
    void exportAndImport();
    void corruptStoreFailsBeforeSimulating();
    void helpTextsStayInTheirColumn_data();
    void helpTextsStayInTheirColumn();
    void corruptOrNewerStoreInRuns_data();
    void corruptOrNewerStoreInRuns();
    void damagedJobBlobsRefuseWritesNotReads();
    void badSubcommandsAndIds();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    // Stores a run of `policy` in `db`; returns its id.
    int storeRun(const QString& policy, const QString& db);

    QTemporaryDir m_dir;
};

void CliRunsTest::init()
{
    QVERIFY(m_dir.isValid());
    QDir(m_dir.path()).removeRecursively();
    QVERIFY(QDir().mkpath(m_dir.path()));
    QDir(CliProcess::dataHome() + "/schedlab").removeRecursively();
}

int CliRunsTest::storeRun(const QString& policy, const QString& db)
{
    const CliProcess::Result result = CliProcess::run(runArguments(policy) << "--json"
                                                                           << "--db" << db);
    if (result.exitCode != kSuccess)
        qWarning() << result.err;
    return CliJson::parseObject(result.out)["stored"].toObject()["id"].toInt();
}

void CliRunsTest::runStoresInDefaultStore()
{
    const CliProcess::Result first = CliProcess::run(runArguments("fcfs"));
    QCOMPARE(first.exitCode, kSuccess);
    QCOMPARE(first.err, "stored as run 1 in " + defaultStore() + "\n");
    QVERIFY(QFile::exists(defaultStore()));
    const CliProcess::Result second = CliProcess::run(runArguments("easy") << "--json");
    QCOMPARE(second.exitCode, kSuccess);
    QVERIFY(second.err.isEmpty());
    const QJsonObject stored = CliJson::parseObject(second.out)["stored"].toObject();
    QCOMPARE(stored["id"].toInt(), 2);
    QCOMPARE(stored["path"].toString(), defaultStore());

    const CliProcess::Result list = CliProcess::run({"runs", "list"});
    QCOMPARE(list.exitCode, kSuccess);
    QVERIFY(list.out.contains("fcfs \u00b7 single:4 \u00b7 cli-tiny.swf"));
    QVERIFY(list.out.contains("easy \u00b7 single:4 \u00b7 cli-tiny.swf"));
    QVERIFY(list.out.contains("2 runs in " + defaultStore()));
}

void CliRunsTest::showGivesTheSameMetricsAsRun()
{
    const QString db = path("runs.sqlite");
    const CliProcess::Result run = CliProcess::run(runArguments("easy") << "--json"
                                                                        << "--db" << db << "--transform"
                                                                        << "range:1:4");
    QCOMPARE(run.exitCode, kSuccess);
    const QJsonObject ran = CliJson::parseObject(run.out);
    const CliProcess::Result show = CliProcess::run({"runs", "show", "1", "--json", "--db", db});
    QCOMPARE(show.exitCode, kSuccess);
    const QJsonObject shown = CliJson::parseObject(show.out);
    QVERIFY(!ran["metrics"].toObject().isEmpty());
    QCOMPARE(shown["metrics"].toObject(), ran["metrics"].toObject());
    QCOMPARE(shown["storedJobs"].toInt(), 4);

    // The description matches the run record of `run --json`.
    const QJsonObject record = ran["run"].toObject();
    const QJsonObject description = shown["run"].toObject();
    QCOMPARE(description["trace"], record["trace"]);
    QCOMPARE(description["traceSha256"], record["traceSha256"]);
    QCOMPARE(description["transforms"], record["transforms"]);
    QCOMPARE(description["platformJson"], record["platform"]);
    QCOMPARE(description["policy"], record["policy"]);
    QCOMPARE(description["params"], record["params"]);
    QCOMPARE(description["traceJobCount"].toInt(), 4);
    QCOMPARE(description["platform"].toString(), QString("single:4"));
    QCOMPARE(description["metricValues"].toObject()["art"].toDouble(), 75.0);  // (100+140+30+30)/4

    // The text form names the metrics with their labels.
    const CliProcess::Result text = CliProcess::run({"runs", "show", "1", "--db", db});
    QCOMPARE(text.exitCode, kSuccess);
    QVERIFY(text.out.contains("easy \u00b7 single:4 \u00b7 cli-tiny.swf"));
    QVERIFY(text.out.contains("range:1:4"));
    QVERIFY(text.out.contains("AWRT"));
}

void CliRunsTest::dbOptionEnvironmentAndNoStore()
{
    const QString db = path("given/runs.sqlite");  // the folder is created
    const CliProcess::Result given = CliProcess::run(runArguments("fcfs") << "--db" << db);
    QCOMPARE(given.exitCode, kSuccess);
    QCOMPARE(given.err, "stored as run 1 in " + db + "\n");
    QVERIFY(!QFile::exists(defaultStore()));

    QProcessEnvironment environment;
    const QString fromEnvironment = path("environment.sqlite");
    environment.insert("SCHEDLAB_DB", fromEnvironment);
    const CliProcess::Result viaEnvironment = CliProcess::run(runArguments("easy"), {}, environment);
    QCOMPARE(viaEnvironment.err, "stored as run 1 in " + fromEnvironment + "\n");
    // --db wins over the environment.
    const CliProcess::Result both = CliProcess::run(runArguments("easy") << "--db" << db, {}, environment);
    QCOMPARE(both.err, "stored as run 2 in " + db + "\n");

    const CliProcess::Result notStored = CliProcess::run(runArguments("fcfs") << "--no-store"
                                                                              << "--json");
    QCOMPARE(notStored.exitCode, kSuccess);
    QVERIFY(!CliJson::parseObject(notStored.out).contains("stored"));
    QVERIFY(notStored.err.isEmpty());
    QVERIFY(!QFile::exists(defaultStore()));
}

void CliRunsTest::listFiltersAndJson()
{
    const QString db = path("runs.sqlite");
    QCOMPARE(storeRun("fcfs", db), 1);
    QCOMPARE(storeRun("easy", db), 2);
    QCOMPARE(storeRun("conservative", db), 3);
    QCOMPARE(CliProcess::run({"runs", "tag", "3", "--add", "paper", "--db", db}).exitCode, kSuccess);

    const auto listedIds = [&db](const QStringList& filter) {
        const CliProcess::Result result =
            CliProcess::run(QStringList {"runs", "list", "--json", "--db", db} + filter);
        QList<int> ids;
        for (const QJsonValue& run : CliJson::parseObject(result.out)["runs"].toArray())
            ids << run.toObject()["id"].toInt();
        return ids;
    };
    QCOMPARE(listedIds({}), (QList<int> {1, 2, 3}));
    QCOMPARE(listedIds({"--policy", "easy"}), QList<int> {2});
    QCOMPARE(listedIds({"--tag", "paper"}), QList<int> {3});
    QCOMPARE(listedIds({"--trace", "CLI-TINY"}), (QList<int> {1, 2, 3}));
    QCOMPARE(listedIds({"--trace", "ctc"}), QList<int> {});
    QCOMPARE(listedIds({"--group", "sweep-1"}), QList<int> {});

    const CliProcess::Result text = CliProcess::run({"runs", "list", "--policy", "fcfs", "--db", db});
    QCOMPARE(text.exitCode, kSuccess);
    QVERIFY(text.out.contains("1 run in " + db));
    QVERIFY(!text.out.contains("easy"));
}

void CliRunsTest::showWritesJobsCsv()
{
    const QString db = path("runs.sqlite");
    QCOMPARE(storeRun("easy", db), 1);
    const QString csv = path("jobs.csv");
    QCOMPARE(CliProcess::run({"runs", "show", "1", "--jobs-out", csv, "--db", db}).exitCode, kSuccess);
    QCOMPARE(CliProcess::readFile(csv),
             QString("job_id,submit,start,end,nodes,allocation,multi_site,preempted\n"
                     "1,0,0,100,2,0-1,0,0\n"
                     "2,10,100,150,4,0-3,0,0\n"
                     "3,20,20,50,1,2,0,0\n"
                     "4,30,50,60,2,2-3,0,0\n"));
}

void CliRunsTest::deleteAsksForYes()
{
    const QString db = path("runs.sqlite");
    QCOMPARE(storeRun("fcfs", db), 1);
    QCOMPARE(storeRun("easy", db), 2);
    const CliProcess::Result refused = CliProcess::run({"runs", "delete", "1", "2", "--db", db});
    QCOMPARE(refused.exitCode, kUsageError);
    QVERIFY(isOneLine(refused.err));
    QVERIFY2(refused.err.contains("--yes") && refused.err.contains("fcfs \u00b7 single:4"),
             qPrintable(refused.err));
    QCOMPARE(rawSql(db, "SELECT count(*) FROM runs"), std::string("2"));

    const CliProcess::Result deleted = CliProcess::run({"runs", "delete", "1", "--yes", "--db", db});
    QCOMPARE(deleted.exitCode, kSuccess);
    QCOMPARE(deleted.out, "deleted 1 run from " + db + "\n");
    QCOMPARE(rawSql(db, "SELECT group_concat(id) FROM runs"), std::string("2"));
    QCOMPARE(rawSql(db, "SELECT count(*) FROM run_job_blobs WHERE run_id = 1"), std::string("0"));
    QCOMPARE(rawSql(db, "SELECT count(*) FROM run_job_blobs WHERE run_id = 2"), std::string("1"));

    const CliProcess::Result unknown = CliProcess::run({"runs", "delete", "2", "9", "--yes", "--db", db});
    QCOMPARE(unknown.exitCode, kInputError);
    QVERIFY(unknown.err.contains("has no run 9"));
    QCOMPARE(rawSql(db, "SELECT count(*) FROM runs"), std::string("1"));  // all or nothing
}

void CliRunsTest::tagRenameAndNote()
{
    const QString db = path("runs.sqlite");
    QCOMPARE(storeRun("easy", db), 1);
    QCOMPARE(CliProcess::run({"runs", "tag", "1", "--add", "paper", "--add", "draft", "--db", db}).out,
             QString("run 1 tags: draft, paper\n"));
    QCOMPARE(CliProcess::run({"runs", "tag", "1", "--remove", "draft", "--db", db}).out,
             QString("run 1 tags: paper\n"));
    QCOMPARE(CliProcess::run({"runs", "rename", "1", "EASY, tiny", "--db", db}).exitCode, kSuccess);
    QCOMPARE(CliProcess::run({"runs", "annotate", "1", "first notes", "--db", db}).exitCode, kSuccess);
    QCOMPARE(CliProcess::run({"runs", "note", "1", "depth 1; see issue 4", "--db", db}).exitCode, kSuccess);
    const QJsonObject run =
        CliJson::parseObject(CliProcess::run({"runs", "show", "1", "--json", "--db", db}).out)["run"]
            .toObject();
    QCOMPARE(run["name"].toString(), QString("EASY, tiny"));
    QCOMPARE(run["notes"].toString(), QString("depth 1; see issue 4"));
    QCOMPARE(CliJson::strings(run["tags"]), QStringList {"paper"});
    QCOMPARE(CliProcess::run({"runs", "tag", "1", "--db", db}).exitCode, kUsageError);
    QCOMPARE(CliProcess::run({"runs", "rename", "1", "", "--db", db}).exitCode, kUsageError);
    QCOMPARE(CliProcess::run({"runs", "rename", "5", "x", "--db", db}).exitCode, kInputError);
}

void CliRunsTest::exportAndImport()
{
    const QString db = path("runs.sqlite");
    QCOMPARE(storeRun("fcfs", db), 1);
    QCOMPARE(storeRun("easy", db), 2);
    QCOMPARE(storeRun("conservative", db), 3);
    const QString shared = path("shared.sqlite");
    const CliProcess::Result exported =
        CliProcess::run({"runs", "export", "1", "3", "--out", shared, "--db", db});
    QCOMPARE(exported.exitCode, kSuccess);
    QCOMPARE(exported.out, "exported 2 runs to " + shared + "\n");

    const QByteArray sharedBytes = fileBytes(shared);
    const CliProcess::Result again = CliProcess::run({"runs", "export", "2", "--out", shared, "--db", db});
    QCOMPARE(again.exitCode, kInputError);
    QVERIFY(again.err.contains("already exists"));
    QCOMPARE(fileBytes(shared), sharedBytes);

    const QString other = path("other.sqlite");
    const CliProcess::Result imported = CliProcess::run({"runs", "import", shared, "--db", other});
    QCOMPARE(imported.exitCode, kSuccess);
    QCOMPARE(imported.out, "imported 2 runs from " + shared + " into " + other + " (0 already there)\n");
    const CliProcess::Result twice = CliProcess::run({"runs", "import", shared, "--db", other});
    QCOMPARE(twice.out, "imported 0 runs from " + shared + " into " + other + " (2 already there)\n");

    // The imported runs are the exported ones, metrics and all.
    for (const auto& [source, copy] : {std::pair {"1", "1"}, std::pair {"3", "2"}}) {
        const QJsonObject a =
            CliJson::parseObject(CliProcess::run({"runs", "show", source, "--json", "--db", db}).out);
        const QJsonObject b =
            CliJson::parseObject(CliProcess::run({"runs", "show", copy, "--json", "--db", other}).out);
        QCOMPARE(b["run"].toObject()["uuid"], a["run"].toObject()["uuid"]);
        QCOMPARE(b["metrics"], a["metrics"]);
        QCOMPARE(b["storedJobs"], a["storedJobs"]);
    }
}

void CliRunsTest::corruptStoreFailsBeforeSimulating()
{
    const QString db = path("corrupt.sqlite");
    const QByteArray garbage = QByteArray("this is not a database\n").repeated(300);
    writeBytes(db, garbage);
    const QString jobs = path("jobs.csv");
    const CliProcess::Result result =
        CliProcess::run(runArguments("easy") << "--db" << db << "--jobs-out" << jobs);
    // The store is checked before the simulation: no results that could not
    // be kept, only the store's error, one line.
    QCOMPARE(result.exitCode, kInputError);
    QVERIFY2(result.out.isEmpty(), qPrintable(result.out));
    QVERIFY(!QFile::exists(jobs));
    QVERIFY(isOneLine(result.err));
    QVERIFY2(result.err.contains(db) && result.err.contains("left unchanged") && result.err.contains("--db"),
             qPrintable(result.err));
    QCOMPARE(fileBytes(db), garbage);
    // --no-store does not look at the store at all.
    const CliProcess::Result unstored = CliProcess::run(runArguments("easy") << "--db" << db << "--no-store");
    QCOMPARE(unstored.exitCode, kSuccess);
    QVERIFY(unstored.out.contains("Metrics"));
    QCOMPARE(fileBytes(db), garbage);
    // A mistyped trace leaves no new store behind.
    const QString fresh = path("fresh.sqlite");
    QCOMPARE(CliProcess::run({"run", "--trace", path("no-such.swf"), "--nodes", "4", "--policy", "easy",
                              "--db", fresh})
                 .exitCode,
             kInputError);
    QVERIFY(!QFile::exists(fresh));
}

void CliRunsTest::helpTextsStayInTheirColumn_data()
{
    QTest::addColumn<QStringList>("command");
    for (const QStringList& command :
         {QStringList {"generate"}, QStringList {"run"}, QStringList {"merge"}, QStringList {"runs", "show"},
          QStringList {"runs", "compare"}, QStringList {"runs", "list"}})
        QTest::newRow(qPrintable(command.join(' '))) << command;
}

void CliRunsTest::helpTextsStayInTheirColumn()
{
    // Every line of "Arguments and options" is indented; a help text that
    // goes on over several lines goes on in the help texts' column, which
    // "-h, --help  show this help" shows.
    QFETCH(QStringList, command);
    const CliProcess::Result help = CliProcess::run(command << "--help");
    QCOMPARE(help.exitCode, kSuccess);
    const QString heading = "Arguments and options:\n";
    const qsizetype start = help.out.indexOf(heading);
    QVERIFY(start >= 0);
    const QStringList lines =
        help.out.mid(start + heading.size()).section("\n\n", 0, 0).split('\n', Qt::SkipEmptyParts);
    const QString last = lines.last();
    QVERIFY2(last.startsWith("  -h, --help"), qPrintable(last));
    const qsizetype column = last.indexOf("show this help");
    for (const QString& line : lines) {
        QVERIFY2(line.startsWith("  "), qPrintable(line));
        const bool continuation = line.startsWith("   ");
        if (continuation) {
            const qsizetype indent = line.indexOf(QRegularExpression("\\S"));
            QVERIFY2(indent == column, qPrintable(line));
        }
    }
}

void CliRunsTest::corruptOrNewerStoreInRuns_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("text file") << "text";
    QTest::newRow("truncated") << "truncated";
    QTest::newRow("newer schema") << "newer";
}

void CliRunsTest::corruptOrNewerStoreInRuns()
{
    QFETCH(QString, kind);
    const QString db = path("store.sqlite");
    if (kind == "text") {
        writeBytes(db, QByteArray("id,name\n1,run\n").repeated(100));
    } else {
        for (const QString policy : {"fcfs", "easy", "conservative"})
            QVERIFY(storeRun(policy, db) > 0);
        if (kind == "newer") {
            QCOMPARE(rawSql(db, "PRAGMA user_version = 9"), std::string());
        } else {
            const QByteArray whole = fileBytes(db);
            writeBytes(db, whole.left(whole.size() / 3));
        }
    }
    const QByteArray before = fileBytes(db);
    for (const QStringList& command :
         {QStringList {"runs", "list"}, QStringList {"runs", "tag", "1", "--add", "x"},
          QStringList {"runs", "import", tiny()}}) {
        const CliProcess::Result result = CliProcess::run(command + QStringList {"--db", db});
        QCOMPARE(result.exitCode, kInputError);
        QVERIFY2(isOneLine(result.err), qPrintable(result.err));
        QVERIFY2(result.err.contains(db) && result.err.contains("left unchanged") &&
                     result.err.contains("--db FILE"),
                 qPrintable(result.err));
        QCOMPARE(fileBytes(db), before);
    }
}

void CliRunsTest::damagedJobBlobsRefuseWritesNotReads()
{
    // The catalogue is intact, only the per-job blobs are damaged: every
    // command that writes is refused before writing, listing still works.
    const QString db = path("store.sqlite");
    for (const QString policy : {"fcfs", "easy"})
        QVERIFY(storeRun(policy, db) > 0);
    const QByteArray damaged = damageTable(db, "run_job_blobs");
    for (const QStringList& command :
         {runArguments("conservative"), QStringList {"runs", "tag", "1", "--add", "x"},
          QStringList {"runs", "delete", "1", "--yes"}}) {
        const CliProcess::Result result = CliProcess::run(command + QStringList {"--db", db});
        QCOMPARE(result.exitCode, kInputError);
        QVERIFY2(isOneLine(result.err), qPrintable(result.err));
        QVERIFY2(result.err.contains(db) && result.err.contains("damaged") && result.err.contains("left unchanged"),
                 qPrintable(result.err));
        QCOMPARE(fileBytes(db), damaged);
    }
    const CliProcess::Result listed = CliProcess::run({"runs", "list", "--db", db});
    QCOMPARE(listed.exitCode, kSuccess);
    QVERIFY2(listed.out.contains("fcfs") && listed.out.contains("easy"), qPrintable(listed.out));
    QCOMPARE(fileBytes(db), damaged);
}

void CliRunsTest::badSubcommandsAndIds()
{
    const CliProcess::Result help = CliProcess::run({"runs", "--help"});
    QCOMPARE(help.exitCode, kSuccess);
    for (const char* subcommand : {"list", "show", "export", "import", "delete", "tag", "rename", "note"})
        QVERIFY2(help.out.contains(QString("  ") + subcommand + " "), subcommand);
    // The help names the subcommand that exists; the older word still works.
    QVERIFY2(!help.out.contains("annotate"), qPrintable(help.out));
    const QString programHelp = CliProcess::run({"--help"}).out;
    QVERIFY2(programHelp.contains(" note,") && !programHelp.contains("annotate"), qPrintable(programHelp));
    QCOMPARE(CliProcess::run({"runs", "annotate", "--help"}).exitCode, kSuccess);
    QCOMPARE(CliProcess::run({"help", "runs"}).exitCode, kSuccess);
    QCOMPARE(CliProcess::run({"runs", "show", "--help"}).exitCode, kSuccess);
    QCOMPARE(CliProcess::run({"runs"}).exitCode, kUsageError);
    const CliProcess::Result unknown = CliProcess::run({"runs", "frobnicate"});
    QCOMPARE(unknown.exitCode, kUsageError);
    QVERIFY(unknown.err.contains("unknown subcommand 'frobnicate'"));
    QCOMPARE(CliProcess::run({"runs", "show", "abc"}).exitCode, kUsageError);
    QCOMPARE(CliProcess::run({"runs", "show", "0"}).exitCode, kUsageError);
    // No store yet: reading says so and creates nothing.
    const CliProcess::Result missing = CliProcess::run({"runs", "list"});
    QCOMPARE(missing.exitCode, kInputError);
    QVERIFY(missing.err.contains("does not exist"));
    QVERIFY(!QFile::exists(defaultStore()));
}

QTEST_GUILESS_MAIN(CliRunsTest)
#include "CliRunsTest.moc"
