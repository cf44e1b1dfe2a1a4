// Every kind of bad input gives one clear "schedlab-cli: ..." line on stderr,
// nothing on stdout, and the documented exit status: 2 for a bad command
// line, 1 for bad input files or configuration. Never a crash.

#include "CliProcess.h"

#include <QFile>
#include <QProcess>
#include <QtTest>

namespace {

constexpr int kInputError = 1;
constexpr int kUsageError = 2;

QString data(const char* name)
{
    return CliProcess::dataFile(QString::fromLatin1(name));
}

QStringList tinyRun(const QStringList& extra)
{
    return QStringList{"run", "--trace", data("cli-tiny.swf")} + extra;
}

// Nothing is ever written there: each case fails before or at writing.
const QString kUnwritable = "/nonexistent-schedlab-dir/out.swf";

QStringList tinyTransform(const QStringList& extra)
{
    return QStringList{"transform", data("cli-tiny.swf"), "--out", kUnwritable} + extra;
}

}  // namespace

class CliErrorsTest : public QObject {
    Q_OBJECT

private slots:
    void reportsOneLine_data();
    void reportsOneLine();
    void noArgumentsPrintsUsageToStderr();
    void unwritableOutputIsAnInputError();
    void fullStandardOutputIsAnError();
};

void CliErrorsTest::reportsOneLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    const QString seeRun = " (see 'schedlab-cli run --help')";

    // --- usage errors (2)
    QTest::newRow("unknown command") << QStringList{"frobnicate"} << kUsageError
        << "unknown command 'frobnicate' (see 'schedlab-cli --help')";
    QTest::newRow("unknown option") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--bogus"})
        << kUsageError << "run: unknown option '--bogus'" + seeRun;
    QTest::newRow("unknown short option") << tinyRun({"--nodes", "4", "--policy", "fcfs", "-x"})
        << kUsageError << "run: unknown option '-x'" + seeRun;
    QTest::newRow("missing value") << tinyRun({"--nodes", "4", "--policy"}) << kUsageError
        << "run: option '--policy' needs a value (NAME)" + seeRun;
    QTest::newRow("value swallowed by next option") << tinyRun({"--nodes", "--policy", "fcfs"})
        << kUsageError << "run: option '--nodes' needs a value (N)" + seeRun;
    QTest::newRow("missing required option") << tinyRun({"--nodes", "4"}) << kUsageError
        << "run: missing option '--policy NAME'" + seeRun;
    QTest::newRow("flag with value") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--validate=yes"})
        << kUsageError << "run: option '--validate' takes no value" + seeRun;
    QTest::newRow("option twice") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--json", "--json"})
        << kUsageError << "run: option '--json' given more than once" + seeRun;
    QTest::newRow("negative nodes") << tinyRun({"--nodes", "-3", "--policy", "fcfs"}) << kUsageError
        << "--nodes: expected a whole number from 1 to 10000000, got '-3'";
    QTest::newRow("non-numeric nodes") << tinyRun({"--nodes", "abc", "--policy", "fcfs"}) << kUsageError
        << "--nodes: expected a whole number from 1 to 10000000, got 'abc'";
    QTest::newRow("nodes with junk") << tinyRun({"--nodes=12x", "--policy", "fcfs"}) << kUsageError
        << "--nodes: expected a whole number from 1 to 10000000, got '12x'";
    QTest::newRow("too many nodes") << tinyRun({"--nodes", "99999999999", "--policy", "fcfs"})
        << kUsageError << "--nodes: expected a whole number from 1 to 10000000, got '99999999999'";
    QTest::newRow("zero nodes") << tinyRun({"--nodes", "0", "--policy", "fcfs"}) << kUsageError
        << "--nodes: expected a whole number from 1 to 10000000, got '0'";
    QTest::newRow("platform and nodes") << tinyRun({"--nodes", "4", "--platform", "ctc-sp2", "--policy", "fcfs"})
        << kUsageError << "give either --platform or --nodes, not both";
    QTest::newRow("no platform") << tinyRun({"--policy", "fcfs"}) << kUsageError
        << "missing platform: give --platform PRESET|FILE.json or --nodes N";
    QTest::newRow("param without =") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--param", "x"})
        << kUsageError << "--param: expected KEY=VALUE, got 'x'";
    QTest::newRow("param twice") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--param", "a=1", "--param", "a=2"})
        << kUsageError << "--param: 'a' given more than once";
    QTest::newRow("inspect without trace") << QStringList{"inspect"} << kUsageError
        << "inspect: missing argument TRACE (see 'schedlab-cli inspect --help')";
    QTest::newRow("inspect two traces") << QStringList{"inspect", "a", "b"} << kUsageError
        << "inspect: unexpected argument 'b' (see 'schedlab-cli inspect --help')";
    QTest::newRow("help for unknown command") << QStringList{"help", "nope"} << kUsageError
        << "unknown command 'nope'";
    QTest::newRow("transform without --out") << QStringList{"transform", data("cli-tiny.swf")}
        << kUsageError << "transform: missing option '--out FILE' (see 'schedlab-cli transform --help')";
    QTest::newRow("transform without trace") << QStringList{"transform", "--out", "x.swf"}
        << kUsageError << "transform: missing argument IN (see 'schedlab-cli transform --help')";
    QTest::newRow("transform drop-wider not a number") << tinyTransform({"--drop-wider", "abc"})
        << kUsageError << "--drop-wider: expected a whole number from 1 to 2147483647, got 'abc'";
    QTest::newRow("transform drop-wider without N") << tinyTransform({"--drop-wider"})
        << kUsageError << "transform: option '--drop-wider' needs a value (N) (see 'schedlab-cli transform --help')";
    QTest::newRow("transform onto its input")
        << QStringList{"transform", data("cli-tiny.swf"), "--out", data("cli-tiny.swf")} << kUsageError
        << "transform: --out " + data("cli-tiny.swf") + " is the input trace; write elsewhere";
    QTest::newRow("platforms --out without --show") << QStringList{"platforms", "--out", "x.json"}
        << kUsageError << "platforms: --out needs --show NAME (see 'schedlab-cli platforms --help')";

    // --- input and configuration errors (1)
    QTest::newRow("unknown policy") << tinyRun({"--nodes", "4", "--policy", "nope"}) << kInputError
        << "unknown policy 'nope'; the policies are fcfs, easy, conservative, garey-graham, smart-ffia, "
           "smart-ffia-cons, smart-ffia-easy, smart-nfiw, smart-nfiw-cons, smart-nfiw-easy, psrs, psrs-cons, "
           "psrs-easy, pfcfs, pfcfs1, pfcfs2, pfcfs3, pfcfs-best128, pfcfs-best256, grid-local, grid-sharing, "
           "grid-multisite, grid-mct, grid-wmct, condor-g, economic, utility, cluster-fcfs, min-min, gang, ft-fcfs, qos-meta, qos-gsbe";
    QTest::newRow("unknown parameter") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--param", "x=1"})
        << kInputError << "policy 'fcfs' has no parameter 'x'; it takes none";
    QTest::newRow("unknown preset") << tinyRun({"--platform", "nope", "--policy", "fcfs"}) << kInputError
        << "unknown platform 'nope': not a preset (ctc-sp2, ctc-sp2-430, m64, m64-8, m128, m256, "
           "m256-5, m384, m512, vanderster-small, vanderster-medium, vanderster-large, phosphorus-fcte, phosphorus-f3, "
           "phosphorus-f3-multi, single:N, wiriyaprasit-C-qN, scaled:FACTOR:PLATFORM) and not a file";
    QTest::newRow("bad platform json") << tinyRun({"--platform", data("cli-platform-bad.json"), "--policy", "fcfs"})
        << kInputError << data("cli-platform-bad.json") + ": machines[0].nodes: node count must be at least 1, got -4";
    QTest::newRow("missing platform file") << tinyRun({"--platform", data("cli-missing.json"), "--policy", "fcfs"})
        << kInputError << data("cli-missing.json") + ": cannot open: No such file or directory";
    QTest::newRow("missing trace") << QStringList{"run", "--trace", data("cli-missing.swf"), "--nodes", "4", "--policy", "fcfs"}
        << kInputError << "cannot open '" + data("cli-missing.swf") + "': No such file or directory";
    QTest::newRow("not a trace") << QStringList{"run", "--trace", data("cli-not-swf.txt"), "--nodes", "4", "--policy", "fcfs"}
        << kInputError << "'" + data("cli-not-swf.txt") + "' is not an SWF trace: none of its 2 lines is a "
           "valid 18-field record, and it has no SWF header";
    QTest::newRow("inspect not a trace") << QStringList{"inspect", data("cli-not-swf.txt")} << kInputError
        << "'" + data("cli-not-swf.txt") + "' is not an SWF trace: none of its 2 lines is a "
           "valid 18-field record, and it has no SWF header";
    QTest::newRow("job wider than platform") << QStringList{"run", "--trace", data("cli-wide.swf"), "--nodes", "4", "--policy", "fcfs"}
        << kInputError << "1 of 2 jobs need more than the 4 nodes that policy 'fcfs' can give one job on "
           "platform 'single:4'; the first is job 2 (8 nodes, cli-wide.swf line 4). Remove them with "
           "the drop-wider transform (--drop-wider) or choose a larger platform.";
    // On a grid a wide job can also be split, or kept whole for grid-multisite.
    QTest::newRow("job wider than every grid machine")
        << QStringList{"run", "--trace", data("cli-wide.swf"), "--platform", data("cli-grid-small.json"), "--policy",
                       "grid-sharing", "--no-store"}
        << kInputError << "1 of 2 jobs need more than the 4 nodes that policy 'grid-sharing' can give one job on "
           "platform 'grid-small'; the first is job 2 (8 nodes, cli-wide.swf line 4). Remove them with the "
           "drop-wider transform (--drop-wider), split them into parts that fit with --transform wide:largest "
           "(parts of the largest machine) or --transform wide:max:N (parts of at most N nodes), keep them whole "
           "with --transform wide:keep and the multi-site policy grid-multisite, or choose a larger platform.";
    QTest::newRow("transform bad spec") << tinyTransform({"--exact-estimates", "--transform", "range:3"})
        << kInputError << "transform 'range:3': expected range:FIRST:LAST (2 arguments), got 1";
    QTest::newRow("transform spec without argument") << tinyTransform({"--transform", "month"})
        << kInputError << "transform 'month': expected month:YYYY-MM (1 argument), got 0";
    QTest::newRow("transform unwritable output") << tinyTransform({"--transform", "range:1:2"})
        << kInputError << "cannot write '" + kUnwritable + "': No such file or directory";
    QTest::newRow("transform missing trace")
        << QStringList{"transform", data("cli-missing.swf"), "--out", kUnwritable} << kInputError
        << "cannot open '" + data("cli-missing.swf") + "': No such file or directory";
    QTest::newRow("platforms --show unknown") << QStringList{"platforms", "--show", "m1024"}
        << kInputError << "unknown platform 'm1024': not a preset (ctc-sp2, ctc-sp2-430, m64, m64-8, "
           "m128, m256, m256-5, m384, m512, vanderster-small, vanderster-medium, vanderster-large, phosphorus-fcte, phosphorus-f3, "
           "phosphorus-f3-multi, single:N, wiriyaprasit-C-qN, scaled:FACTOR:PLATFORM) and not a file";
    QTest::newRow("platforms --show unwritable")
        << QStringList{"platforms", "--show", "m128", "--out", "/nonexistent-schedlab-dir/m128.json"}
        << kInputError << "/nonexistent-schedlab-dir/m128.json: cannot write: No such file or directory";
    // An output naming an input or another output would destroy it (the
    // run used to overwrite its own trace and exit 0).
    QTest::newRow("jobs-out is the trace") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--jobs-out",
                                                       data("cli-tiny.swf")})
        << kUsageError << "run: --jobs-out " + data("cli-tiny.swf") + " is the input trace; write elsewhere";
    QTest::newRow("two outputs, one file") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--no-store",
                                                       "--jobs-out", kUnwritable, "--samples-out",
                                                       "/nonexistent-schedlab-dir/../nonexistent-schedlab-dir/out.swf"})
        << kUsageError << "run: --jobs-out and --samples-out both name "
           "'/nonexistent-schedlab-dir/../nonexistent-schedlab-dir/out.swf'; one would be lost";
    // Zero jobs gave zeros that looked like a result, and exit 0.
    QTest::newRow("no job left") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--transform", "window:1:5"})
        << kInputError << "the transforms leave no job of '" + data("cli-tiny.swf") + "' to simulate";
    // A preset with a wrong count is not an "unknown platform".
    QTest::newRow("single:0") << tinyRun({"--platform", "single:0", "--policy", "fcfs"}) << kInputError
        << "platform single:0: node count must be a whole number from 1 to 10000000";
    // SQLite's names for in-memory databases: opening them looped forever.
    QTest::newRow("empty --db") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--db", ""}) << kInputError
        << "no run store file given: name a file, e.g. --db runs.sqlite";
    QTest::newRow("in-memory --db") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--db", ":memory:"})
        << kInputError << "run store ':memory:' is SQLite's in-memory database, which keeps nothing: name a "
           "file, e.g. --db runs.sqlite";
    QTest::newRow("bad transform") << tinyRun({"--nodes", "4", "--policy", "fcfs", "--transform", "bogus:1"})
        << kInputError << "transform 'bogus:1': unknown transform 'bogus' (known: drop-wider, "
           "exact-estimates, overrun, window, month, range, rebase, extract, sites, wide, evaluate, options, "
           "ft-options, scale-interarrival, credits, uniform-credits, inputs)";
}

void CliErrorsTest::reportsOneLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);

    const CliProcess::Result result = CliProcess::run(arguments);
    QVERIFY(!result.crashed);
    QCOMPARE(result.err, "schedlab-cli: " + message + "\n");
    QCOMPARE(result.exitCode, exitCode);
    QCOMPARE(result.out, QString());
}

void CliErrorsTest::noArgumentsPrintsUsageToStderr()
{
    const CliProcess::Result result = CliProcess::run({});
    QCOMPARE(result.exitCode, kUsageError);
    QCOMPARE(result.out, QString());
    QVERIFY(result.err.startsWith("Usage: schedlab-cli COMMAND [options]\n"));
}

void CliErrorsTest::unwritableOutputIsAnInputError()
{
    const QString path = "/nonexistent-schedlab-dir/jobs.csv";
    const CliProcess::Result result =
        CliProcess::run(tinyRun({"--nodes", "4", "--policy", "fcfs", "--jobs-out", path}));
    QCOMPARE(result.exitCode, kInputError);
    QCOMPARE(result.err, "schedlab-cli: cannot write '" + path + "': No such file or directory\n");

    const QString samples = "/nonexistent-schedlab-dir/samples.csv";
    const CliProcess::Result samplesResult =
        CliProcess::run(tinyRun({"--nodes", "4", "--policy", "fcfs", "--samples-out", samples}));
    QCOMPARE(samplesResult.exitCode, kInputError);
    QCOMPARE(samplesResult.err,
             "schedlab-cli: cannot write '" + samples + "': No such file or directory\n");
}

// `run --json > /dev/full` exited 0 with its output lost.
void CliErrorsTest::fullStandardOutputIsAnError()
{
    if (!QFile::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full on this system");
    QProcess process;
    process.setProgram(QStringLiteral(SCHEDLAB_CLI_PATH));
    process.setArguments(tinyRun({"--nodes", "4", "--policy", "fcfs", "--no-store", "--json"}));
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start();
    QVERIFY(process.waitForFinished());
    QCOMPARE(process.exitCode(), kInputError);
    QCOMPARE(QString::fromUtf8(process.readAllStandardError()),
             QStringLiteral("schedlab-cli: cannot write the output (standard output is full or closed)\n"));
}

QTEST_GUILESS_MAIN(CliErrorsTest)
#include "CliErrorsTest.moc"
