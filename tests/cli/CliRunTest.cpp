// `schedlab-cli run` end to end on tests/data/cli-tiny.swf, four jobs on four
// nodes whose schedules are worked out by hand below, and `demo` on the same.
//
//   job  submit  run  nodes  estimate
//    1      0    100    2      200
//    2     10     50    4      100   needs the whole machine
//    3     20     30    1       60
//    4     30     10    2       20
//
// FCFS: 1 starts at 0 on nodes 0-1. 2 waits for the whole machine until 1
// ends at 100 and runs 100-150. 3 and 4 are blocked behind 2, start at 150
// on the lowest free nodes: 3 on node 0 (ends 180), 4 on nodes 1-2 (ends 160).
// EASY: 2's shadow time is 200 (1's estimate), so 3 backfills at 20 on node 2
// (20 + 60 <= 200) and ends at 50; 4 does not fit at 30 (one free node) and
// backfills at 50 on nodes 2-3. 2 still starts at 100.
// Conservative: the same starts; both later jobs delay no reservation.

#include "CliJson.h"
#include "CliProcess.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kHeader =
    "job_id,workload_name,profile,submission_time,requested_number_of_resources,requested_time,success,"
    "final_state,starting_time,execution_time,finish_time,waiting_time,turnaround_time,stretch,"
    "consumed_energy,allocated_resources,metadata,machine,start_reason,user,run_time\n";

QString tiny()
{
    return CliProcess::dataFile("cli-tiny.swf");
}

using CliJson::parseObject;
using CliJson::strings;

}  // namespace

class CliRunTest : public QObject {
    Q_OBJECT

private slots:
    void init();
    void jobsCsvHasExactSchedule_data();
    void jobsCsvHasExactSchedule();
    void scheduleCsvSummarisesTheRun();
    void segmentsCsvListsEveryPiece();
    void killedJobsReachTheirWalltime();
    void deadlinesGiveEndStatesAndTheirMetrics();
    void perSiteTableNamesEachSite();
    void csvFieldsAreQuoted();
    void metricsJsonHasMetricsAndRunRecord();
    void transformsApplyInCommandLineOrder();
    void dropWiderMakesWideTraceRunnable();
    void jsonOutputParses();
    void textSummaryNamesEverything();
    void helpGoesToStdout();
    void demoComparesThreePolicies();
    void perMachineTableOnRequest();
    void perUserTableShowsTopTwenty();
    void samplesCsvHasOneRowPerSecond();
    void cyclesCsvHasOneRowPerCycle();

private:
    [[nodiscard]] QString output(const QString& name) const { return m_dir->filePath(name); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void CliRunTest::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void CliRunTest::jobsCsvHasExactSchedule_data()
{
    QTest::addColumn<QString>("policy");
    QTest::addColumn<QString>("rows");

    QTest::newRow("fcfs") << "fcfs"
        << "1,cli-tiny.swf,100,0,2,200,1,COMPLETED_SUCCESSFULLY,0,100,100,0,100,1,-1,0-1,,single:4,in-order,1,100\n"
           "2,cli-tiny.swf,50,10,4,100,1,COMPLETED_SUCCESSFULLY,100,50,150,90,140,2.8,-1,0-3,,single:4,in-order,2,50\n"
           "3,cli-tiny.swf,30,20,1,60,1,COMPLETED_SUCCESSFULLY,150,30,180,130,160,5.333333333333333,-1,0,,single:4,in-order,1,30\n"
           "4,cli-tiny.swf,10,30,2,20,1,COMPLETED_SUCCESSFULLY,150,10,160,120,130,13,-1,1-2,,single:4,in-order,3,10\n";
    QTest::newRow("easy") << "easy"
        << "1,cli-tiny.swf,100,0,2,200,1,COMPLETED_SUCCESSFULLY,0,100,100,0,100,1,-1,0-1,,single:4,in-order,1,100\n"
           "2,cli-tiny.swf,50,10,4,100,1,COMPLETED_SUCCESSFULLY,100,50,150,90,140,2.8,-1,0-3,,single:4,in-order,2,50\n"
           "3,cli-tiny.swf,30,20,1,60,1,COMPLETED_SUCCESSFULLY,20,30,50,0,30,1,-1,2,,single:4,backfill-shadow,1,30\n"
           "4,cli-tiny.swf,10,30,2,20,1,COMPLETED_SUCCESSFULLY,50,10,60,20,30,3,-1,2-3,,single:4,backfill-shadow,3,10\n";
    QTest::newRow("conservative") << "conservative"
        << "1,cli-tiny.swf,100,0,2,200,1,COMPLETED_SUCCESSFULLY,0,100,100,0,100,1,-1,0-1,,single:4,in-order,1,100\n"
           "2,cli-tiny.swf,50,10,4,100,1,COMPLETED_SUCCESSFULLY,100,50,150,90,140,2.8,-1,0-3,,single:4,in-order,2,50\n"
           "3,cli-tiny.swf,30,20,1,60,1,COMPLETED_SUCCESSFULLY,20,30,50,0,30,1,-1,2,,single:4,backfill-no-delay,1,30\n"
           "4,cli-tiny.swf,10,30,2,20,1,COMPLETED_SUCCESSFULLY,50,10,60,20,30,3,-1,2-3,,single:4,backfill-no-delay,3,10\n";
}

void CliRunTest::jobsCsvHasExactSchedule()
{
    QFETCH(QString, policy);
    QFETCH(QString, rows);
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", tiny(), "--nodes", "4", "--policy", policy, "--validate", "--jobs-out",
         output("jobs.csv"), "--no-store"});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(CliProcess::readFile(output("jobs.csv")), kHeader + rows);
}

// Batsim's schedule summary of the FCFS schedule above, worked out from its
// rows: makespan 180, stretches 1, 2.8, 16/3 and 13, waits 0, 90, 130 and
// 120, turnarounds 100, 140, 160 and 130, 450 node-seconds computing of
// 4 x 180.
void CliRunTest::scheduleCsvSummarisesTheRun()
{
    const CliProcess::Result result =
        CliProcess::run({"run", "--trace", tiny(), "--nodes", "4", "--policy", "fcfs", "--schedule-out",
                         output("schedule.csv"), "--no-store"});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = CliProcess::readFile(output("schedule.csv")).split('\n');
    QCOMPARE(lines.size(), 3);  // header, row, and the empty text after the last line end
    QCOMPARE(lines[0],
             "batsim_version,consumed_joules,makespan,max_slowdown,max_turnaround_time,max_waiting_time,"
             "mean_slowdown,mean_turnaround_time,mean_waiting_time,nb_computing_machines,nb_grouped_switches,"
             "nb_jobs,nb_jobs_finished,nb_jobs_killed,nb_jobs_rejected,nb_jobs_success,nb_machine_switches,"
             "scheduling_time,simulation_time,success_rate,time_computing,time_idle,time_sleeping,"
             "time_switching_off,time_switching_on");
    const QRegularExpression row(
        "^SchedLab [0-9.]+,0,180,13,160,130,5\\.533333333333333,132\\.5,85,4,0,4,4,0,0,4,0,[0-9.e-]+,[0-9.e-]+,1,"
        "450,270,0,0,0$");
    QVERIFY2(row.match(lines[1]).hasMatch(), qPrintable(lines[1]));
}

// PFCFS's gang switching (PfcfsPolicyTest::wideJobPreemptsTwoAndSwitchesThreeTimes,
// worked out there): jobs 1 and 2 run in three pieces, the wide job 3 in
// two, job 4 in one.
void CliRunTest::segmentsCsvListsEveryPiece()
{
    const QString trace = output("gang.swf");
    QFile file(trace);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("1 0 -1 100 2 -1 -1 2 100 -1 1 1 1 1 1 1 -1 -1\n"
               "2 0 -1 100 2 -1 -1 2 100 -1 1 1 1 1 1 1 -1 -1\n"
               "3 10 -1 50 4 -1 -1 4 50 -1 1 1 1 1 1 1 -1 -1\n"
               "4 20 -1 5 1 -1 -1 1 5 -1 1 1 1 1 1 1 -1 -1\n");
    file.close();
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", trace, "--nodes", "4", "--policy", "pfcfs", "--param", "x=75", "--param", "n=3",
         "--param", "delta=5", "--param", "Delta=10", "--param", "s=0", "--validate", "--segments-out",
         output("segments.csv"), "--no-store"});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(CliProcess::readFile(output("segments.csv")),
             QString("job_id,segment,starting_time,finish_time,allocated_resources,machine,overhead,faulted,migrated\n"
                     "1,1,0,15,0-1,single:4,0,0,0\n"
                     "1,2,25,35,0-1,single:4,0,0,0\n"
                     "1,3,75,150,0-1,single:4,0,0,0\n"
                     "2,1,0,15,2-3,single:4,0,0,0\n"
                     "2,2,25,35,2-3,single:4,0,0,0\n"
                     "2,3,75,150,2-3,single:4,0,0,0\n"
                     "3,1,15,25,0-3,single:4,0,0,0\n"
                     "3,2,35,75,0-3,single:4,0,0,0\n"
                     "4,1,150,155,0,single:4,0,0,0\n"));
}

void CliRunTest::killedJobsReachTheirWalltime()
{
    // cli-skips.swf keeps jobs 1, 6 and 7; job 7 runs 80 s on a 60 s estimate.
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", CliProcess::dataFile("cli-skips.swf"), "--nodes", "8", "--policy", "fcfs",
         "--transform", "overrun:kill", "--jobs-out", output("jobs.csv")});
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(CliProcess::readFile(output("jobs.csv")),
             kHeader +
                 "1,cli-skips.swf,100,0,2,200,1,COMPLETED_SUCCESSFULLY,0,100,100,0,100,1,-1,0-1,,single:8,in-order,1,100\n"
                 "6,cli-skips.swf,50,25,1,50,1,COMPLETED_SUCCESSFULLY,25,50,75,0,50,1,-1,2,,single:8,in-order,1,50\n"
                 "7,cli-skips.swf,60,30,1,60,0,COMPLETED_WALLTIME_REACHED,30,60,90,0,60,1,-1,3,,single:8,in-order,1,60\n");
}

void CliRunTest::deadlinesGiveEndStatesAndTheirMetrics()
{
    // tests/data/deadlines.jsonl on single:2 with EASY: job 2 ends at 900 after
    // its soft deadline 700; job 3 is dropped at its hard deadline 650 while
    // waiting; job 4 (1 node) waits for job 2's nodes until 900.
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", CliProcess::dataFile("deadlines.jsonl"), "--nodes", "2", "--policy", "easy", "--validate",
         "--jobs-out", output("jobs.csv"), "--no-store"});
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(CliProcess::readFile(output("jobs.csv")),
             kHeader +
                 "1,deadlines.jsonl,600,0,2,600,1,COMPLETED_SUCCESSFULLY,0,600,600,0,600,1,-1,0-1,,single:2,in-order,-1,600\n"
                 "2,deadlines.jsonl,300,10,2,300,1,COMPLETED_LATE,600,300,900,590,890,2.966666666666667,-1,0-1,,single:2,"
                 "in-order,-1,300\n"
                 "3,deadlines.jsonl,300,20,2,300,0,COMPLETED_KILLED,,,650,,630,,-1,,,,,-1,300\n"
                 "4,deadlines.jsonl,100,30,1,100,1,COMPLETED_SUCCESSFULLY,900,100,1000,870,970,9.7,-1,0,,single:2,in-order,"
                 "-1,100\n");
    QVERIFY2(result.out.contains(QRegularExpression("Dropped jobs +1\\n")), qPrintable(result.out));
    QVERIFY2(result.out.contains(QRegularExpression("Deadline misses +2\\n")), qPrintable(result.out));
    QVERIFY2(result.out.contains(QRegularExpression("Mean time past deadline +200(\\.0+)? +s\\n")), qPrintable(result.out));
    // A run without deadlines does not list what it cannot have.
    const CliProcess::Result plain =
        CliProcess::run({"run", "--trace", tiny(), "--nodes", "4", "--policy", "fcfs", "--no-store"});
    QVERIFY(!plain.out.contains(QStringLiteral("Dropped jobs")));
    QVERIFY(!plain.out.contains(QStringLiteral("Deadline misses")));
}

void CliRunTest::perSiteTableNamesEachSite()
{
    // Round-robin sites on two machines: jobs 1 and 3 from "left", 2 and 4 from "right".
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", tiny(), "--platform", CliProcess::dataFile("cli-grid-small.json"), "--policy",
         "grid-local", "--transform", "sites:round-robin", "--per-site", "--no-store"});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.out.contains(QStringLiteral("Per origin site")), qPrintable(result.out));
    QVERIFY2(result.out.contains(QRegularExpression("\\n0 +left +2 ")), qPrintable(result.out));
    QVERIFY2(result.out.contains(QRegularExpression("\\n1 +right +2 ")), qPrintable(result.out));
    QVERIFY2(result.out.contains(QStringLiteral("std. dev. of the site mean responses")), qPrintable(result.out));
}

void CliRunTest::csvFieldsAreQuoted()
{
    // The machine is called rack,"a": a comma and quotes, so RFC 4180 quoting.
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", tiny(), "--platform", CliProcess::dataFile("cli-platform-comma.json"),
         "--policy", "fcfs", "--jobs-out", output("jobs.csv")});
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = CliProcess::readFile(output("jobs.csv")).split('\n');
    QCOMPARE(lines.value(1),
             "1,cli-tiny.swf,100,0,2,200,1,COMPLETED_SUCCESSFULLY,0,100,100,0,100,1,-1,0-1,,\"rack,\"\"a\"\"\",in-order,1,100");
}

void CliRunTest::metricsJsonHasMetricsAndRunRecord()
{
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", tiny(), "--nodes", "4", "--policy", "fcfs", "--metrics-out",
         output("metrics.json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject metrics = parseObject(CliProcess::readFile(output("metrics.json")));
    for (const char* key : {"art", "awrt", "awwt", "meanWait", "makespan", "utilization",
                            "meanBoundedSlowdown", "schedulerCpuSeconds", "backfilledJobs",
                            "wait", "perMachine", "perUser", "run"})
        QVERIFY2(metrics.contains(QLatin1String(key)), key);
    QCOMPARE(metrics["jobs"].toInt(), 4);
    QCOMPARE(metrics["makespan"].toInt(), 180);
    QCOMPARE(metrics["meanWait"].toDouble(), 85.0);   // (0 + 90 + 130 + 120) / 4
    QCOMPARE(metrics["art"].toDouble(), 132.5);       // (100 + 140 + 160 + 130) / 4

    QFile trace(tiny());
    QVERIFY(trace.open(QIODevice::ReadOnly));
    const QString sha256 = QCryptographicHash::hash(trace.readAll(), QCryptographicHash::Sha256).toHex();
    const QJsonObject run = metrics["run"].toObject();
    QCOMPARE(run["trace"].toString(), tiny());
    QCOMPARE(run["traceSha256"].toString(), sha256);
    QCOMPARE(run["policy"].toString(), "fcfs");
    QCOMPARE(run["params"].toObject(), QJsonObject());
    QCOMPARE(strings(run["transforms"]), QStringList());
    const QJsonObject platform = run["platform"].toObject();
    QCOMPARE(platform["name"].toString(), "single:4");
    QCOMPARE(platform["machines"].toArray().at(0).toObject()["nodes"].toInt(), 4);
}

void CliRunTest::transformsApplyInCommandLineOrder()
{
    const auto transformsFor = [this](const QStringList& options) {
        const CliProcess::Result result = CliProcess::run(
            QStringList{"run", "--trace", tiny(), "--nodes", "4", "--policy", "easy", "--metrics-out",
                        output("metrics.json")} + options);
        return strings(parseObject(CliProcess::readFile(output("metrics.json")))["run"]
                           .toObject()["transforms"]);
    };
    QCOMPARE(transformsFor({"--exact-estimates", "--drop-wider", "--transform", "overrun:kill"}),
             QStringList({"exact-estimates", "drop-wider:4", "overrun:kill"}));
    QCOMPARE(transformsFor({"--transform", "overrun:kill", "--drop-wider", "--exact-estimates"}),
             QStringList({"overrun:kill", "drop-wider:4", "exact-estimates"}));
}

void CliRunTest::dropWiderMakesWideTraceRunnable()
{
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", CliProcess::dataFile("cli-wide.swf"), "--nodes", "4", "--policy", "fcfs",
         "--drop-wider", "--json"});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject json = parseObject(result.out);
    const QJsonObject step = json["transforms"].toArray().at(0).toObject();
    QCOMPARE(step["spec"].toString(), "drop-wider:4");
    QCOMPARE(step["summary"].toString(), "drop-wider:4: removed 1 of 2 jobs wider than 4 nodes");
    QCOMPARE(json["simulation"].toObject()["jobs"].toInt(), 1);
}

void CliRunTest::jsonOutputParses()
{
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", tiny(), "--nodes", "4", "--policy", "easy", "--validate", "--json"});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject json = parseObject(result.out);
    QCOMPARE(QStringList(json.keys()),
             QStringList({"loadReport", "metrics", "run", "simulation", "stored", "transforms", "validation"}));
    QCOMPARE(json["validation"].toObject()["ok"].toBool(), true);
    QCOMPARE(json["validation"].toObject()["problemCount"].toInt(), 0);
    QCOMPARE(json["loadReport"].toObject()["jobsLoaded"].toInt(), 4);
    QCOMPARE(json["metrics"].toObject()["backfilledJobs"].toInt(), 2);
    QCOMPARE(json["metrics"].toObject()["meanWait"].toDouble(), 27.5);  // (0 + 90 + 0 + 20) / 4
}

void CliRunTest::textSummaryNamesEverything()
{
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", tiny(), "--nodes", "4", "--policy", "fcfs", "--validate",
         "--exact-estimates"});
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split('\n');
    QCOMPARE(lines.value(0), "Trace       " + tiny());
    QCOMPARE(lines.value(1), "Loaded      4 jobs from 4 records, 0 skipped");
    QCOMPARE(lines.value(2), "Transforms  exact-estimates: set the estimate to the run time for all 4 jobs (4 changed)");
    QCOMPARE(lines.value(3), "Simulated   4 jobs");
    QCOMPARE(lines.value(4), "Platform    single:4: 1 machine, 4 nodes (single:4 4)");
    QCOMPARE(lines.value(5), "Policy      fcfs (no parameters)");
    QVERIFY(lines.value(6).startsWith("Simulation  "));
    QCOMPARE(lines.value(7), "Validation  ok");
    QVERIFY(lines.contains("Mean wait                              85  s"));
    QVERIFY(lines.contains("Makespan                              180  s"));
}

void CliRunTest::helpGoesToStdout()
{
    for (const QStringList& arguments :
         {QStringList{"--help"}, QStringList{"help"}, QStringList{"run", "--help"},
          QStringList{"help", "run"}, QStringList{"inspect", "-h"}, QStringList{"policies", "--help"},
          QStringList{"platforms", "--help"}, QStringList{"demo", "--help"},
          QStringList{"transform", "--help"}, QStringList{"help", "transform"}}) {
        const CliProcess::Result result = CliProcess::run(arguments);
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.err, QString());
        QVERIFY2(result.out.startsWith("Usage: schedlab-cli "), qPrintable(arguments.join(' ')));
    }
    const CliProcess::Result run = CliProcess::run({"run", "--bogus", "--help"});
    QCOMPARE(run.exitCode, 0);  // help wins over everything else on the line
    QVERIFY(run.out.startsWith("Usage: schedlab-cli run --trace FILE --policy NAME [options]\n"));
    QVERIFY(run.out.contains("  --jobs-out FILE              write one row per job in Batsim's jobs.csv layout\n"));
}

void CliRunTest::demoComparesThreePolicies()
{
    const CliProcess::Result result =
        CliProcess::run({"demo", "--trace", tiny(), "--platform", "single:4"});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split('\n');
    QCOMPARE(lines.value(0), "SchedLab demo: FCFS vs EASY vs conservative backfilling");
    QVERIFY(lines.contains("Transform drop-wider:4: removed 0 of 4 jobs wider than 4 nodes"));
    // Rows of the comparison table: policy, jobs, mean wait, ART.
    const auto row = [&](const QString& policy) {
        for (const QString& line : lines) {
            if (line.startsWith(policy + ' '))
                return line.simplified().split(' ').mid(0, 4).join(' ');
        }
        return QString();
    };
    QCOMPARE(row("fcfs"), "fcfs 4 85.0 132.5");
    QCOMPARE(row("easy"), "easy 4 27.5 75.0");
    QCOMPARE(row("conservative"), "conservative 4 27.5 75.0");
    QVERIFY(lines.contains("  fcfs: ok, schedule is valid"));
    QVERIFY(lines.contains("  easy: ok, schedule is valid"));
    QVERIFY(lines.contains("  conservative: ok, schedule is valid"));
}

void CliRunTest::perMachineTableOnRequest()
{
    const QStringList run = {"run", "--trace", tiny(), "--nodes", "4", "--policy", "fcfs"};
    // One machine: the table would repeat the metrics, so only on request.
    QVERIFY(!CliProcess::run(run).out.contains("Per machine"));
    const CliProcess::Result result = CliProcess::run(run + QStringList{"--per-machine"});
    QCOMPARE(result.exitCode, 0);
    // FCFS: utilization 450 / (4 x 180), AWRT 55400 / 450, AWWT 24300 / 450.
    QVERIFY2(result.out.endsWith(
                 "\nPer machine\n"
                 "machine   nodes  jobs  work node-s  utilization %  AWRT s  AWWT s  multi-site jobs\n"
                 "----------------------------------------------------------------------------------\n"
                 "single:4      4     4          450        62.5000   123.1      54                0\n"),
             qPrintable(result.out));
}

void CliRunTest::perUserTableShowsTopTwenty()
{
    // cli-users.swf: 23 users, user U runs one 1-node job of 10 x U s, all
    // started at 0 on 32 nodes.
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", CliProcess::dataFile("cli-users.swf"), "--nodes", "32", "--policy", "fcfs",
         "--per-user", "--no-store"});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split('\n');
    const qsizetype title = lines.indexOf("Per user (most work first)");
    QVERIFY(title > 0);
    QCOMPARE(lines.value(title + 1), "user  jobs  work node-s  work share  AWRT s  mean wait s  mean bsld");
    // Heaviest first: 230 of 2760 node-s is 8.3 %.
    QCOMPARE(lines.value(title + 3), "  23     1          230       8.3 %     230            0          1");
    QCOMPARE(lines.value(title + 22), "   4     1           40       1.4 %      40            0          1");
    // Users 1-3 are left: (10 + 20 + 30) / 2760 = 2.2 %.
    QCOMPARE(lines.value(title + 23),
             "... and 3 more users with 2.2 % of the work (--json or --metrics-out lists all)");
    QCOMPARE(lines.value(title + 24), QString());
    QCOMPARE(lines.size(), title + 25);  // the table ends the output
}

void CliRunTest::samplesCsvHasOneRowPerSecond()
{
    // The default step is max(1 s, submit span / 2000) (SimulationOptions):
    // cli-tiny's span is 30 s, so one row per second from 0 to the FCFS
    // makespan 180, both included.
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", tiny(), "--nodes", "4", "--policy", "fcfs", "--samples-out",
         output("samples.csv")});
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = CliProcess::readFile(output("samples.csv")).split('\n');
    constexpr int kRows = 181;
    QCOMPARE(lines.size(), 1 + kRows + 1);  // header, rows, empty after the last newline
    QCOMPARE(lines.value(0),
             "time,busy_nodes,utilization,queue_length,running_jobs,completed_jobs,awrt_so_far");
    QCOMPARE(lines.value(1), "0,2,0.5,0,1,0,0");
    // Job 1 (2 nodes) ran alone until 100; then job 2 takes all 4 nodes.
    QCOMPARE(lines.value(100), "99,2,0.5,3,1,0,0");
    QCOMPARE(lines.value(101), "100,4,1,2,1,1,100");
    QCOMPARE(lines.value(kRows), "180,0,0,0,0,4,123.11111111111111");  // 55400 / 450
    QCOMPARE(lines.value(kRows + 1), QString());
}

void CliRunTest::cyclesCsvHasOneRowPerCycle()
{
    // Twenty tasks at 0 on the small grid under UM (period 6 h): a cycle
    // every 21,600 s while tasks are left, the first with all twenty. A
    // policy without cycles writes the header alone.
    const QString trace = QStringLiteral("generate:utility-bimodal:jobs=20,mean-interarrival=0,seed=1");
    const CliProcess::Result result = CliProcess::run({"run", "--trace", trace, "--platform", "vanderster-small",
                                                       "--policy", "utility", "--no-store", "--cycles-out",
                                                       output("cycles.csv")});
    QCOMPARE(result.exitCode, 0);
    QStringList lines = CliProcess::readFile(output("cycles.csv")).split('\n');
    QCOMPARE(lines.takeLast(), QString());
    QCOMPARE(lines.takeFirst(), "time,tasks,ways,solver_seconds");
    QVERIFY(lines.size() > 1);
    QVERIFY2(lines.first().startsWith("0,20,"), qPrintable(lines.first()));
    constexpr qint64 kPeriodSeconds = 21600;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QStringList fields = lines[i].split(',');
        QCOMPARE(fields.size(), 4);
        QCOMPARE(fields[0].toLongLong(), i * kPeriodSeconds);
        QVERIFY(fields[1].toInt() > 0 && fields[2].toInt() >= fields[1].toInt());
        QVERIFY(fields[3].toDouble() >= 0);
    }
    const CliProcess::Result fcfs = CliProcess::run({"run", "--trace", trace, "--platform", "vanderster-small",
                                                     "--policy", "cluster-fcfs", "--no-store", "--cycles-out",
                                                     output("none.csv")});
    QCOMPARE(fcfs.exitCode, 0);
    QCOMPARE(CliProcess::readFile(output("none.csv")), "time,tasks,ways,solver_seconds\n");
}

QTEST_GUILESS_MAIN(CliRunTest)
#include "CliRunTest.moc"
