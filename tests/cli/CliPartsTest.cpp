// The CLI's building blocks on their own: argument parsing, number parsing
// and formatting, tables, CSV quoting, text wrapping, and the multi-machine
// output that no registered (single-machine) policy can produce end to end.

#include "ArgumentParser.h"
#include "CliError.h"
#include "CsvWriter.h"
#include "MetricsBreakdown.h"
#include "NumberFormat.h"
#include "NumberParser.h"
#include "SamplesCsvWriter.h"
#include "SlurmConfig.h"
#include "TextTable.h"
#include "TextWrap.h"

#include "engine/SimulationResult.h"
#include "metrics/MetricsReport.h"
#include "platform/Platform.h"

#include <QtTest>

#include <sstream>

using namespace schedlab;

namespace {

ArgumentParser sampleParser()
{
    ArgumentParser parser("schedlab-cli sample", "A sample command.");
    parser.requiredOption("trace", "FILE", "the trace")
        .option("nodes", "N", "node count")
        .repeatableOption("transform", "SPEC", "a transform")
        .flag("exact", "a flag")
        .positional("EXTRA", "an optional argument", false);
    return parser;
}

// The message of the CliError that parsing `args` raises, or "" if none.
QString parseError(const std::vector<std::string>& args)
{
    try {
        (void)sampleParser().parse(args);
    } catch (const CliError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

// Two machines of 8 and 4 nodes, as a grid platform would have.
Platform twoMachines()
{
    return Platform("pair", {Machine{"big", 8, 1.0}, Machine{"small", 4, 1.0}});
}

}  // namespace

class CliPartsTest : public QObject {
    Q_OBJECT

private slots:
    // `scontrol show config` says "MaxArraySize            = 1001".
    void slurmMaxArraySize()
    {
        QCOMPARE(SlurmConfig::parseMaxArraySize("KillWait = 30 sec\nMaxArraySize            = 40001\nMaxJobCount = 10000\n"),
                 std::optional<std::size_t>(40001));
        QCOMPARE(SlurmConfig::parseMaxArraySize("MaxJobCount = 10000\n"), std::optional<std::size_t>());
        QCOMPARE(SlurmConfig::parseMaxArraySize("MaxArraySize = none\n"), std::optional<std::size_t>());
        QCOMPARE(SlurmConfig::parseMaxArraySize("MaxArraySize = 0\n"), std::optional<std::size_t>());
    }

    void parserKeepsOrderAndValues();
    void parserAcceptsNegativeLookingValues();
    void parserRejects_data();
    void parserRejects();
    void parserHelpListsOptions();
    void numberParserIsStrict();
    void csvQuotesOnlyWhenNeeded();
    void csvRowsEndWithNewline();
    void tableAlignsColumns();
    void numberFormats();
    void wrapBreaksAtWords();
    void machineTableHasOneRowPerMachine();
    void userTableWithFewUsersHasNoMoreLine();
    void samplesCsvHasAColumnPerMachine();
};

void CliPartsTest::parserKeepsOrderAndValues()
{
    const std::vector<std::string> args = {"--transform", "a", "--trace=t.swf", "--exact",
                                           "--transform", "b", "extra"};
    const ParsedArguments parsed = sampleParser().parse(args);
    QVERIFY(!parsed.helpRequested());
    QCOMPARE(parsed.value("trace").value_or(""), std::string("t.swf"));
    QVERIFY(!parsed.value("nodes").has_value());
    QVERIFY(parsed.has("exact"));
    QCOMPARE(parsed.values("transform"), (std::vector<std::string>{"a", "b"}));
    QCOMPARE(parsed.positionals(), std::vector<std::string>{"extra"});
    std::vector<std::string> order;
    for (const ParsedArguments::Occurrence& o : parsed.occurrences())
        order.push_back(o.name + "=" + o.value);
    QCOMPARE(order, (std::vector<std::string>{"transform=a", "trace=t.swf", "exact=", "transform=b"}));
}

void CliPartsTest::parserAcceptsNegativeLookingValues()
{
    // "-3" must reach the number check as a value, not be taken for an option.
    const std::vector<std::string> args = {"--trace", "t", "--nodes", "-3"};
    QCOMPARE(sampleParser().parse(args).value("nodes").value_or(""), std::string("-3"));
    // After "--" every word is an argument, "-x" and "--exact" too; "=" gives
    // a value that looks like an option.
    const std::vector<std::string> literal = {"--trace=--exact", "--", "--exact"};
    const ParsedArguments parsed = sampleParser().parse(literal);
    QCOMPARE(parsed.value("trace").value_or(""), std::string("--exact"));
    QVERIFY(!parsed.has("exact"));
    QCOMPARE(parsed.positionals(), std::vector<std::string>{"--exact"});
}

void CliPartsTest::parserRejects_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString see = " (see 'schedlab-cli sample --help')";
    QTest::newRow("unknown") << QStringList{"--trace", "t", "--what"} << "sample: unknown option '--what'" + see;
    QTest::newRow("missing required") << QStringList{"--exact"} << "sample: missing option '--trace FILE'" + see;
    QTest::newRow("no value at end") << QStringList{"--trace"} << "sample: option '--trace' needs a value (FILE)" + see;
    QTest::newRow("repeated single") << QStringList{"--trace", "a", "--trace", "b"}
        << "sample: option '--trace' given more than once" + see;
    QTest::newRow("flag value") << QStringList{"--trace", "a", "--exact=1"} << "sample: option '--exact' takes no value" + see;
    QTest::newRow("extra positional") << QStringList{"--trace", "a", "x", "y"} << "sample: unexpected argument 'y'" + see;
    QTest::newRow("option for a value") << QStringList{"--nodes", "--exact", "--trace", "a"}
        << "sample: option '--nodes' needs a value (N)" + see;
    QTest::newRow("single dash") << QStringList{"--trace", "a", "-x"} << "sample: unknown option '-x'" + see;
    QTest::newRow("abbreviated") << QStringList{"--tra", "a"} << "sample: unknown option '--tra'" + see;
    QTest::newRow("after the end of options") << QStringList{"--trace", "a", "--", "-x", "y"}
        << "sample: unexpected argument 'y'" + see;
}

void CliPartsTest::parserRejects()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    std::vector<std::string> args;
    for (const QString& a : arguments)
        args.push_back(a.toStdString());
    QCOMPARE(parseError(args), message);
}

void CliPartsTest::parserHelpListsOptions()
{
    const std::vector<std::string> args = {"--nodes", "x", "-h"};
    QVERIFY(sampleParser().parse(args).helpRequested());
    QCOMPARE(QString::fromStdString(sampleParser().help()),
             "Usage: schedlab-cli sample --trace FILE [options] [EXTRA]\n"
             "\n"
             "A sample command.\n"
             "\n"
             "Arguments and options:\n"
             "  EXTRA             an optional argument\n"
             "  --trace FILE      the trace\n"
             "  --nodes N         node count\n"
             "  --transform SPEC  a transform (repeatable)\n"
             "  --exact           a flag\n"
             "  -h, --help        show this help\n");
}

void CliPartsTest::numberParserIsStrict()
{
    QCOMPARE(NumberParser::positiveInt("128", "--nodes"), 128);
    for (const char* bad : {"", "abc", "-3", "0", "12x", " 5", "1e3", "2147483648"}) {
        try {
            (void)NumberParser::positiveInt(bad, "--nodes");
            QFAIL(bad);
        } catch (const CliError& e) {
            QCOMPARE(e.code(), ExitCode::UsageError);
            QCOMPARE(QString::fromStdString(e.what()),
                     QString("--nodes: expected a whole number from 1 to 2147483647, got '%1'").arg(bad));
        }
    }
}

void CliPartsTest::csvQuotesOnlyWhenNeeded()
{
    QCOMPARE(CsvWriter::quoted("0-3 8"), std::string("0-3 8"));
    QCOMPARE(CsvWriter::quoted("a,b"), std::string("\"a,b\""));
    QCOMPARE(CsvWriter::quoted("say \"hi\""), std::string("\"say \"\"hi\"\"\""));
    QCOMPARE(CsvWriter::quoted("two\nlines"), std::string("\"two\nlines\""));
    QCOMPARE(CsvWriter::quoted(""), std::string(""));
}

void CliPartsTest::csvRowsEndWithNewline()
{
    std::ostringstream out;
    CsvWriter csv(out);
    csv.writeRow({"a", "b,c", ""});
    csv.writeRow({"1"});
    QCOMPARE(out.str(), std::string("a,\"b,c\",\n1\n"));
}

void CliPartsTest::tableAlignsColumns()
{
    TextTable table({"policy", "wait", "γ"});
    table.alignRightFrom(1);
    table.addRow({"fcfs", "12.5", "2"});
    table.addSeparator();
    table.addRow({"conservative", "3"});
    QCOMPARE(QString::fromStdString(table.toString()),
             QString::fromUtf8("policy        wait  γ\n"
                               "---------------------\n"
                               "fcfs          12.5  2\n"
                               "---------------------\n"
                               "conservative     3\n"));
}

void CliPartsTest::numberFormats()
{
    QCOMPARE(NumberFormat::fixed(3.14159, 2), std::string("3.14"));
    QCOMPARE(NumberFormat::fixed(-0.0001, 1), std::string("0.0"));
    QCOMPARE(NumberFormat::shortest(5.0 / 3.0), std::string("1.6666666666666667"));
    QCOMPARE(NumberFormat::shortest(2.8), std::string("2.8"));
    QCOMPARE(NumberFormat::percentChange(75, 100), std::string("-25.0 %"));
    QCOMPARE(NumberFormat::percentChange(150, 100), std::string("+50.0 %"));
    QCOMPARE(NumberFormat::percentChange(100, 100), std::string("0.0 %"));
    QCOMPARE(NumberFormat::percentChange(5, 0), std::string("n/a"));
    QCOMPARE(NumberFormat::duration(90061), std::string("1 d 01:01:01"));
    QCOMPARE(NumberFormat::duration(100), std::string("00:01:40"));
    QCOMPARE(NumberFormat::secondsWithDuration(30), std::string("30.0 s"));
    QCOMPARE(NumberFormat::secondsWithDuration(7200), std::string("7200.0 s (02:00:00)"));
    QCOMPARE(NumberFormat::adaptive(77222), std::string("77222"));
    QCOMPARE(NumberFormat::adaptive(0.84136), std::string("0.8414"));
    QCOMPARE(NumberFormat::adaptive(25540.04), std::string("25540.0"));
    QCOMPARE(NumberFormat::adaptive(1.3e17), std::string("1.3e+17"));
}

void CliPartsTest::wrapBreaksAtWords()
{
    QCOMPARE(TextWrap::wrap("one two three four", "  ", 11), std::string("  one two\n  three\n  four\n"));
    QCOMPARE(TextWrap::wrap("", "  ", 11), std::string());
}

void CliPartsTest::machineTableHasOneRowPerMachine()
{
    MetricsReport report;
    report.perMachine = {{"big", 3, 1200, 0.75, 250.5, 12, 1}, {"small", 1, 40, 0.1, 40, 0, 1}};
    QCOMPARE(QString::fromStdString(MetricsBreakdown::machineTable(report, twoMachines())),
             "machine  nodes  jobs  work node-s  utilization %  AWRT s  AWWT s  multi-site jobs\n"
             "---------------------------------------------------------------------------------\n"
             "big          8     3         1200             75   250.5      12                1\n"
             "small        4     1           40             10      40       0                1\n");
}

void CliPartsTest::userTableWithFewUsersHasNoMoreLine()
{
    MetricsReport report;
    // Sorted by id, as MetricsCalculator gives them; equal work keeps id order.
    report.perUser = {{1, 1, 10, 5, 0, 1}, {2, 2, 30, 7.5, 1.5, 1.25}, {3, 1, 10, 4, 0, 1}};
    QCOMPARE(QString::fromStdString(MetricsBreakdown::userTable(report)),
             "user  jobs  work node-s  work share  AWRT s  mean wait s  mean bsld\n"
             "-------------------------------------------------------------------\n"
             "   2     2           30      60.0 %  7.5000       1.5000     1.2500\n"
             "   1     1           10      20.0 %       5            0          1\n"
             "   3     1           10      20.0 %       4            0          1\n");
    QCOMPARE(QString::fromStdString(MetricsBreakdown::userTable(report, 1)).split('\n').value(3),
             "... and 2 more users with 40.0 % of the work (--json or --metrics-out lists all)");
}

void CliPartsTest::samplesCsvHasAColumnPerMachine()
{
    SimulationResult result;
    TimeSample sample;
    sample.time = 60;
    sample.busyNodes = 9;
    sample.queueLength = 2;
    sample.runningJobs = 3;
    sample.completedJobs = 4;
    sample.awrtSoFar = 12.5;
    sample.busyPerMachine = {8, 1};
    result.samples.push_back(sample);
    std::ostringstream out;
    SamplesCsvWriter::write(twoMachines(), result, out);
    QCOMPARE(out.str(), std::string("time,busy_nodes,utilization,queue_length,running_jobs,"
                                    "completed_jobs,awrt_so_far,busy_big,busy_small\n"
                                    "60,9,0.75,2,3,4,12.5,8,1\n"));
}

QTEST_GUILESS_MAIN(CliPartsTest)
#include "CliPartsTest.moc"
