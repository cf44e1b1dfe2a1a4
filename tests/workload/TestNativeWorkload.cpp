// The native workload format, "SchedLab jobs" (docs/workload-format.md):
// reading, writing, round trips, the tick, bad lines and bad headers.

#include "support/LoadReportExamples.h"
#include "WorkloadTestPaths.h"

#include "run/Trace.h"
#include "workload/DecimalSeconds.h"
#include "workload/NativeWorkloadReader.h"
#include "workload/NativeWorkloadWriter.h"
#include "workload/SwfReader.h"
#include "workload/WorkloadFileReader.h"
#include "workload/WorkloadFileWriter.h"

#include <QTemporaryDir>
#include <QtTest>

#include <zlib.h>

#include <fstream>

using namespace schedlab;

namespace {

const std::string kHeader = R"({"format": "schedlab-jobs", "version": 1})";
const std::string kFile = "jobs.jsonl";

Workload readNative(const std::string& text, LoadOptions options = {})
{
    return NativeWorkloadReader(options).readText(text, kFile);
}

// Every Job field but `record` and `sourceLine` (a written file has its
// own lines; an SWF source's extra fields are not in the native format).
QString jobDifference(const Job& a, const Job& b)
{
    const std::pair<const char*, bool> same[] = {
        {"id", a.id == b.id},
        {"submit", a.submit == b.submit},
        {"runTime", a.runTime == b.runTime},
        {"estimate", a.estimate == b.estimate},
        {"nodes", a.nodes == b.nodes},
        {"user", a.user == b.user},
        {"group", a.group == b.group},
        {"queue", a.queue == b.queue},
        {"partition", a.partition == b.partition},
        {"status", a.status == b.status},
        {"originSite", a.originSite == b.originSite},
        {"deadline", a.deadline == b.deadline},
        {"deadlineKind", a.deadlineKind == b.deadlineKind},
        {"serviceClass", a.serviceClass == b.serviceClass},
        {"value", a.value == b.value},
        {"share", a.share == b.share},
        {"inputMB", a.inputMB == b.inputMB},
        {"outputMB", a.outputMB == b.outputMB},
        {"faultProbability", a.faultProbability == b.faultProbability},
        {"options", a.options == b.options},
        {"killedAtEstimate", a.killedAtEstimate == b.killedAtEstimate},
    };
    for (const auto& [field, equal] : same)
        if (!equal)
            return field;
    return {};
}

bool sameJobs(const Workload& a, const Workload& b, QString& why)
{
    if (a.jobs.size() != b.jobs.size()) {
        why = QString("sizes %1 and %2").arg(a.jobs.size()).arg(b.jobs.size());
        return false;
    }
    for (std::size_t i = 0; i < a.jobs.size(); ++i) {
        const QString field = jobDifference(a.jobs[i], b.jobs[i]);
        if (!field.isEmpty()) {
            why = QString("job %1 (id %2) differs in %3").arg(i).arg(a.jobs[i].id).arg(field);
            return false;
        }
    }
    return true;
}

// One job with every attribute the format has, times with fractions.
Workload handMade()
{
    Workload w;
    w.sourceName = "hand-made";
    w.ticksPerSecond = 1000;
    w.header.unixStartTime = 836053200;
    w.header.timeZoneString = "US/Eastern";
    w.header.maxProcs = 64;
    w.header.notes = {"hand-made for TestNativeWorkload", "SchedLab transforms: rebase"};
    w.transforms = {"rebase"};

    Job full;
    full.id = 7;
    full.submit = 1400;  // 1.4 s
    full.runTime = 60'250;
    full.estimate = 120'000;
    full.nodes = 16;
    full.user = 3;
    full.group = 2;
    full.queue = 1;
    full.partition = 4;
    full.status = 1;
    full.originSite = 1;
    full.deadline = 900'001;
    full.deadlineKind = DeadlineKind::Hard;
    full.serviceClass = ServiceClass::Guaranteed;
    full.value = 12.5;
    full.share = 0.25;
    full.inputMB = 300;
    full.outputMB = 0.5;
    full.faultProbability = 0.05;
    full.options = {{1, 8, 100'000, 150'000, 20.5, 9, 0.1, Recovery::Retry},
                    {kNoMachine, 32, 30'000, 45'000, 0, -1, 0, Recovery::Replica}};

    Job plain;  // only what every job has
    plain.id = 8;
    plain.submit = 2000;
    plain.runTime = 0;
    plain.estimate = 1;  // one tick: what a missing estimate of a 0 s job becomes
    plain.nodes = 1;

    Job bestEffort;
    bestEffort.id = 9;
    bestEffort.submit = 2000;
    bestEffort.runTime = 5;
    bestEffort.estimate = 10;
    bestEffort.nodes = 2;
    bestEffort.deadline = 3000;
    bestEffort.deadlineKind = DeadlineKind::Soft;
    bestEffort.serviceClass = ServiceClass::BestEffort;
    w.jobs = {full, plain, bestEffort};
    return w;
}

using test::exampleLines;

void writeGzip(const std::string& path, const std::string& text)
{
    gzFile file = gzopen(path.c_str(), "wb");
    QVERIFY(file != nullptr);
    QCOMPARE(gzwrite(file, text.data(), static_cast<unsigned>(text.size())), static_cast<int>(text.size()));
    QCOMPARE(gzclose(file), Z_OK);
}

void writePlain(const std::string& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
}

}  // namespace

#define COMPARE_NATIVE_JOBS(a, b)                                   \
    do {                                                            \
        QString why_;                                               \
        QVERIFY2(sameJobs((a), (b), why_), qPrintable(why_));       \
    } while (false)

class TestNativeWorkload : public QObject {
    Q_OBJECT

private slots:
    void everyAttributeRoundTrips()
    {
        const Workload original = handMade();
        const std::string text = NativeWorkloadWriter::toText(original);
        const Workload again = readNative(text);
        COMPARE_NATIVE_JOBS(original, again);
        QCOMPARE(again.ticksPerSecond, std::int64_t{1000});
        QCOMPARE(again.transforms, original.transforms);
        QCOMPARE(again.header.unixStartTime, original.header.unixStartTime);
        QCOMPARE(again.header.timeZoneString, original.header.timeZoneString);
        QCOMPARE(again.header.maxProcs, original.header.maxProcs);
        QCOMPARE(again.header.notes, std::vector<std::string>{"hand-made for TestNativeWorkload"});
        QCOMPARE(again.report.skipped(), std::int64_t{0});
        // Deterministic and idempotent, byte for byte.
        QCOMPARE(NativeWorkloadWriter::toText(again), text);
    }

    void writtenTextIsExactDecimals()
    {
        const std::string text = NativeWorkloadWriter::toText(handMade(), {"north", "south"});
        const std::string expected =
            R"({"format": "schedlab-jobs", "version": 1, "tick": "1ms", "machines": ["north", "south"], )"
            R"("unix_start_time": 836053200, "time_zone": "US/Eastern", "max_procs": 64, "transforms": ["rebase"], )"
            R"("note": "hand-made for TestNativeWorkload"})" "\n"
            R"({"id": 7, "submit": 1.4, "run_time": 60.25, "estimate": 120, "nodes": 16, "user": 3, "group": 2, )"
            R"("queue": 1, "partition": 4, "status": 1, "site": 1, "deadline": 900.001, "deadline_kind": "hard", )"
            R"("service_class": "guaranteed", "value": 12.5, "share": 0.25, "input_mb": 300, "output_mb": 0.5, )"
            R"("fault_probability": 0.05, )"
            R"("options": [{"machine": 1, "nodes": 8, "run_time": 100, "estimate": 150, "disk_mb": 20.5, "value": 9, )"
            R"("fault_probability": 0.1, "recovery": "retry"}, )"
            R"({"nodes": 32, "run_time": 30, "estimate": 45, "recovery": "replica"}]})" "\n"
            R"({"id": 8, "submit": 2, "run_time": 0, "nodes": 1})" "\n"
            R"({"id": 9, "submit": 2, "run_time": 0.005, "estimate": 0.01, "nodes": 2, "deadline": 3, )"
            R"("deadline_kind": "soft", "service_class": "best-effort"})" "\n";
        QCOMPARE(text, expected);
        // Machine names read back as the indices they stand for.
        const Workload named = readNative(
            R"({"format": "schedlab-jobs", "version": 1, "machines": ["north", "south"]})" "\n"
            R"({"id": 1, "submit": 0, "run_time": 5, "nodes": 1, "site": "south", )"
            R"("options": [{"machine": "north", "nodes": 2, "work": 3}, {"machine": 1, "nodes": 1, "work": 5}]})");
        QCOMPARE(named.jobs.at(0).originSite, MachineIndex{1});
        QCOMPARE(named.jobs.at(0).options.at(0).machine, MachineIndex{0});
        QCOMPARE(named.jobs.at(0).options.at(0).estimate, Time{3});  // the run time, as a missing job estimate
        QCOMPARE(named.jobs.at(0).options.at(1).machine, MachineIndex{1});
    }

    void notesAreEscapedAsJson()
    {
        // Plain ASCII is written as it is; a quote, a backslash, a control
        // character, DEL, UTF-8 and a stray Latin-1 byte take the JSON path.
        Workload workload;
        workload.header.notes = {"plain ~ text", "say \"hi\" \\ there\ttab", "del\x7f", "caf\xc3\xa9", "caf\xe9"};
        const std::string text = NativeWorkloadWriter::toText(workload);
        // Not as raw strings: with these bytes in raw strings, moc (Qt 6.4) found no class in the file.
        const std::string expected = "{\"format\": \"schedlab-jobs\", \"version\": 1, \"tick\": \"1s\", "
                                     "\"note\": \"plain ~ text\\nsay \\\"hi\\\" \\\\ there\\ttab\\ndel\x7f"
                                     "\\ncaf\xc3\xa9\\ncaf\xef\xbf\xbd\"}\n";
        QCOMPARE(text, expected);
    }

    void ctcTraceRoundTrips()
    {
        const std::string path = std::string(SCHEDLAB_SAMPLE_TRACES_DIR) + "/" + test::kCtcTrace;
        const Workload swf = SwfReader().readFile(path);
        QVERIFY(swf.jobs.size() > 70'000);
        const std::string text = NativeWorkloadWriter::toText(swf);
        const Workload native = readNative(text);
        QCOMPARE(native.ticksPerSecond, std::int64_t{1});
        QCOMPARE(native.jobs.size(), swf.jobs.size());
        for (std::size_t i = 0; i < swf.jobs.size(); ++i) {
            const Job& a = swf.jobs[i];
            const Job& b = native.jobs[i];
            const bool same = a.id == b.id && a.submit == b.submit && a.runTime == b.runTime &&
                              a.estimate == b.estimate && a.nodes == b.nodes && a.user == b.user &&
                              a.group == b.group && a.queue == b.queue && a.status == b.status;
            QVERIFY2(same, qPrintable(QString("job %1 (id %2) differs").arg(i).arg(a.id)));
        }
        COMPARE_NATIVE_JOBS(swf, native);
        // The same warnings: an estimate SWF did not give is still missing.
        for (const LoadIssue issue : {LoadIssue::EstimateMissing, LoadIssue::RunTimeExceedsEstimate})
            QCOMPARE(native.report.count(issue), swf.report.count(issue));
        // The clock and machine size travel, so months and offered load stay.
        QCOMPARE(native.header.unixStartTime, swf.header.unixStartTime);
        QCOMPARE(native.header.timeZoneString, swf.header.timeZoneString);
        QCOMPARE(native.header.machineSize(), swf.header.machineSize());
    }

    void jobsAreAsSwfReaderMakesThem()
    {
        const Workload swf = SwfReader().readText("1 5 -1 100 2 -1 -1 2 200 -1 1 3 4 -1 1 2 -1 -1\n"
                                                  "2 3 -1 0 1 -1 -1 1 -1 -1 0 5 -1 -1 -1 -1 -1 -1\n",
                                                  "same.swf");
        const Workload native = readNative(
            kHeader + "\n# comment\n\n"
                      R"({"id": 1, "submit": 5, "run_time": 100, "estimate": 200, "nodes": 2, "status": 1, )"
                      R"("user": 3, "group": 4, "queue": 1, "partition": 2})" "\n"
                      R"({"id": 2, "submit": 3, "run_time": 0, "nodes": 1, "status": 0, "user": 5})" "\n");
        COMPARE_NATIVE_JOBS(swf, native);
        for (std::size_t i = 0; i < swf.jobs.size(); ++i) {
            const SwfRecord& a = swf.jobs[i].record;
            const SwfRecord& b = native.jobs[i].record;
            QCOMPARE(b.jobNumber, a.jobNumber);
            QCOMPARE(b.submitTime, a.submitTime);
            QCOMPARE(b.runTime, a.runTime);
            QCOMPARE(b.allocatedProcs, a.allocatedProcs);
            QCOMPARE(b.requestedTime, a.requestedTime);
            QCOMPARE(b.userId, a.userId);
        }
        QCOMPARE(native.jobs[0].id, std::int64_t{2});  // sorted by submit
        QCOMPARE(native.jobs[0].estimate, Time{1});     // 0 s, no estimate: the floor
        QCOMPARE(native.jobs[0].sourceLine, std::int64_t{5});
        QCOMPARE(native.report.linesRead, std::int64_t{5});
        QCOMPARE(native.report.commentLines, std::int64_t{2});  // the header and "# comment"
        QCOMPARE(native.report.recordsRead, std::int64_t{2});
        QCOMPARE(native.report.jobsLoaded, std::int64_t{2});
        for (const LoadIssue issue : kAllLoadIssues)
            QCOMPARE(native.report.count(issue), swf.report.count(issue));
        QCOMPARE(native.sourceName, kFile);
    }

    void tickIsTheCoarsestThatHoldsEveryTime_data()
    {
        QTest::addColumn<QString>("submit");
        QTest::addColumn<qint64>("ticksPerSecond");
        QTest::addColumn<qint64>("ticks");
        QTest::newRow("integral") << "12" << qint64{1} << qint64{12};
        QTest::newRow("integral float") << "12.000" << qint64{1} << qint64{12};
        QTest::newRow("1.4 s") << "1.4" << qint64{1000} << qint64{1400};
        QTest::newRow("exponent") << "2.5e-2" << qint64{1000} << qint64{25};
        QTest::newRow("exponent, whole") << "2E3" << qint64{1} << qint64{2000};
        QTest::newRow("1 us") << "0.000001" << qint64{1'000'000} << qint64{1};
        // Exact beyond a double's digits: 16 significant digits.
        QTest::newRow("large, 6 decimals") << "1234567890.123456" << qint64{1'000'000}
                                           << qint64{1'234'567'890'123'456};
    }

    void tickIsTheCoarsestThatHoldsEveryTime()
    {
        QFETCH(QString, submit);
        QFETCH(qint64, ticksPerSecond);
        QFETCH(qint64, ticks);
        const Workload w = readNative(kHeader + "\n" + R"({"id": 1, "submit": )" + submit.toStdString() +
                                      R"(, "run_time": 10, "nodes": 1})" "\n" +
                                      R"({"id": 2, "submit": 5000000000, "run_time": 1, "nodes": 1})");
        QCOMPARE(w.report.skipped(), std::int64_t{0});
        QCOMPARE(w.ticksPerSecond, std::int64_t{ticksPerSecond});
        QCOMPARE(w.jobs.at(0).submit, Time{ticks});
        QCOMPARE(w.jobs.at(0).runTime, Time{10 * ticksPerSecond});  // every time in the same tick
        QCOMPARE(w.jobs.at(1).submit, Time{5'000'000'000 * ticksPerSecond});
    }

    void headerTickIsKeptAndEnforced()
    {
        const std::string header = R"({"format": "schedlab-jobs", "version": 1, "tick": "1ms"})";
        const Workload w = readNative(header + "\n" + R"({"id": 1, "submit": 2, "run_time": 3, "nodes": 1})" "\n" +
                                      R"({"id": 2, "submit": 2.0005, "run_time": 3, "nodes": 1})");
        QCOMPARE(w.ticksPerSecond, std::int64_t{1000});  // though every kept time is whole
        QCOMPARE(w.jobs.size(), std::size_t{1});
        QCOMPARE(w.jobs[0].submit, Time{2000});
        QCOMPARE(w.report.examples.at(LoadIssue::InvalidJobLine).at(0).message,
                 std::string(R"(field "submit" is finer than the header's tick "1ms": 2.0005)"));
    }

    void decimalTextIsExact()
    {
        QCOMPARE(DecimalSeconds::format(1400, 1000), std::string("1.4"));
        QCOMPARE(DecimalSeconds::format(12'000, 1000), std::string("12"));
        QCOMPARE(DecimalSeconds::format(-1, 1000), std::string("-0.001"));
        QCOMPARE(DecimalSeconds::format(1'234'567'890'123'456, 1'000'000), std::string("1234567890.123456"));
        QCOMPARE(DecimalSeconds::format(kNoTime, 1), std::to_string(kNoTime));
        DecimalSeconds::Value value;
        QCOMPARE(DecimalSeconds::parse("1234567890.1234567", value), DecimalSeconds::Status::TooManyDecimals);
        QCOMPARE(DecimalSeconds::parse("0.10000000", value), DecimalSeconds::Status::Ok);
        QCOMPARE(value.micros, std::int64_t{100'000});
        QCOMPARE(value.decimals, 1);
        QCOMPARE(DecimalSeconds::parse("1e30", value), DecimalSeconds::Status::Ok);
        QCOMPARE(value.micros, DecimalSeconds::kSaturatedMicros);
        QCOMPARE(DecimalSeconds::parse("1.2.3", value), DecimalSeconds::Status::Malformed);
    }

    void badLineIsSkippedAndNamed_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("issue");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const char* line, LoadIssue issue, const char* message) {
            QTest::newRow(name) << line << static_cast<int>(issue) << message;
        };
        const auto invalid = LoadIssue::InvalidJobLine;
        row("not JSON", R"({"id": 2,)", invalid, "not valid JSON at column 10: syntax error while parsing object key "
                                                 "- unexpected end of input; expected string literal");
        row("not an object", "[2, 3]", invalid, "a job line must be a JSON object, got [2,3]");
        row("unknown field", R"({"id": 2, "submit": 0, "run_time": 1, "nodse": 1})", invalid, R"(unknown field "nodse")");
        row("missing id", R"({"submit": 0, "run_time": 1, "nodes": 1})", invalid, R"(field "id" is missing)");
        row("missing run time", R"({"id": 2, "submit": 0, "nodes": 1})", invalid,
            R"(field "run_time" (or "work") is missing)");
        row("run time twice", R"({"id": 2, "submit": 0, "run_time": 1, "work": 1, "nodes": 1})", invalid,
            R"(field "run_time" and field "work" are the same; give one of them)");
        row("nodes a string", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": "4"})", invalid,
            R"(field "nodes" must be an integer >= 1, got "4")");
        row("nodes fractional", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 2.5})", invalid,
            R"(field "nodes" must be an integer >= 1, got 2.5)");
        row("no nodes", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 0})", LoadIssue::NoNodes,
            R"(field "nodes" must be an integer >= 1, got 0)");
        row("negative run time", R"({"id": 2, "submit": 0, "run_time": -5, "nodes": 1})",
            LoadIssue::NegativeRunTime, R"(field "run_time" must be a number of seconds >= 0, got -5)");
        row("negative work", R"({"id": 2, "submit": 0, "work": -0.5, "nodes": 1})", LoadIssue::NegativeRunTime,
            R"(field "work" must be a number of seconds >= 0, got -0.5)");
        row("negative submit", R"({"id": 2, "submit": -3, "run_time": 1, "nodes": 1})",
            LoadIssue::NegativeSubmitTime, R"(field "submit" must be a number of seconds >= 0, got -3)");
        row("submit too large", R"({"id": 2, "submit": 99999999999, "run_time": 1, "nodes": 1})",
            LoadIssue::TimeTooLarge, R"(field "submit" is 99999999999, above the limit of 10000000000 s)");
        row("seven decimals", R"({"id": 2, "submit": 0, "run_time": 0.0000001, "nodes": 1})", invalid,
            R"(field "run_time" has more than 6 decimals: 0.0000001)");
        row("submit a string", R"({"id": 2, "submit": "0", "run_time": 1, "nodes": 1})", invalid,
            R"(field "submit" must be a number of seconds, got "0")");
        row("estimate zero", R"({"id": 2, "submit": 0, "run_time": 1, "estimate": 0, "nodes": 1})", invalid,
            R"(field "estimate" must be a number of seconds > 0, got 0)");
        row("duplicate id", R"({"id": 1, "submit": 0, "run_time": 1, "nodes": 1})", LoadIssue::DuplicateJobId,
            R"(field "id" is 1, the id of line 2)");
        row("negative id", R"({"id": -2, "submit": 0, "run_time": 1, "nodes": 1})", invalid,
            R"(field "id" must be an integer >= 0, got -2)");
        row("user too large", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "user": 3000000000})", invalid,
            R"(field "user" must be an integer <= 2147483647, got 3000000000)");
        row("kind without deadline", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "deadline_kind": "hard"})",
            invalid, R"(field "deadline_kind" needs field "deadline")");
        row("unknown kind", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "deadline": 5, "deadline_kind": "firm"})",
            invalid, R"(field "deadline_kind" must be "soft" or "hard", got "firm")");
        row("unknown class", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "service_class": "gold"})", invalid,
            R"(field "service_class" must be "guaranteed" or "best-effort", got "gold")");
        row("share zero", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "share": 0})", invalid,
            R"(field "share" must be a number > 0, got 0)");
        row("negative input", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "input_mb": -1})", invalid,
            R"(field "input_mb" must be a number >= 0, got -1)");
        row("unknown site", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "site": "north"})", invalid,
            R"(field "site" must be a machine index or a name of the header's "machines", got "north")");
        row("options not a list", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "options": {}})", invalid,
            R"(field "options" must be an array of objects, got {})");
        row("option missing nodes", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "options": [{"work": 1}]})",
            invalid, R"(field "options[0].nodes" is missing)");
        row("option unknown field",
            R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "options": [{"nodes": 1, "work": 1}, {"nodes": 1, "work": 1, "disk": 5}]})",
            invalid, R"(unknown field "options[1].disk")");
        row("option not an object", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "options": [3]})", invalid,
            R"(field "options[0]" must be an object, got 3)");
        row("fault probability above 1", R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "fault_probability": 1.5})",
            invalid, R"(field "fault_probability" must be a probability from 0 to 1, got 1.5)");
        row("unknown recovery",
            R"({"id": 2, "submit": 0, "run_time": 1, "nodes": 1, "options": [{"nodes": 1, "work": 1, "recovery": "redo"}]})",
            invalid, R"(field "options[0].recovery" must be "none", "retry" or "replica", got "redo")");
    }

    void badLineIsSkippedAndNamed()
    {
        QFETCH(QString, line);
        QFETCH(int, issue);
        QFETCH(QString, message);
        const auto reason = static_cast<LoadIssue>(issue);
        const Workload w = readNative(kHeader + "\n" + R"({"id": 1, "submit": 0, "run_time": 1, "nodes": 1})" "\n" +
                                      line.toStdString() + "\n");
        QCOMPARE(w.jobs.size(), std::size_t{1});
        QCOMPARE(w.report.recordsRead, std::int64_t{2});
        QCOMPARE(w.report.skipped(), std::int64_t{1});
        QCOMPARE(w.report.count(reason), std::int64_t{1});
        QCOMPARE(exampleLines(w.report, reason), std::vector<std::int64_t>{3});
        QCOMPARE(QString::fromStdString(w.report.examples.at(reason).at(0).message), message);
        QVERIFY(isSkipReason(reason));
        const std::string text = w.report.toText();
        QVERIFY2(text.find(kFile + ":3: " + message.toStdString()) != std::string::npos, text.c_str());
    }

    // JsonInput's limits hold per line: the line is skipped, the file read.
    void jsonLimitsSkipTheLine()
    {
        const std::string deep = R"({"id": 2, "x_deep": )" + std::string(100, '[') + std::string(100, ']') + "}";
        const std::string huge = R"({"id": 3, "submit": 1e400, "run_time": 1, "nodes": 1})";
        const Workload w = readNative(kHeader + "\n" + deep + "\n" + huge + "\n" +
                                      R"({"id": 4, "submit": 0, "run_time": 1, "nodes": 1})");
        QCOMPARE(w.jobs.size(), std::size_t{1});
        QCOMPARE(exampleLines(w.report, LoadIssue::InvalidJobLine), (std::vector<std::int64_t>{2, 3}));
        const auto& examples = w.report.examples.at(LoadIssue::InvalidJobLine);
        QVERIFY2(examples[0].message.starts_with("JSON nested more than 64 levels deep at column "),
                 examples[0].message.c_str());
        QVERIFY2(examples[1].message.starts_with("a number is out of range"), examples[1].message.c_str());
    }

    void warningsAndLoadOptionsAreAsInSwf()
    {
        const std::string text = kHeader + "\n" +
                                 R"({"id": 1, "submit": 10, "run_time": 50, "nodes": 1})" "\n"
                                 R"({"id": 2, "submit": 20, "run_time": 50, "estimate": 40, "nodes": 1})" "\n"
                                 R"({"id": 3, "submit": 5, "run_time": 5, "estimate": 1e12, "nodes": 1})" "\n"
                                 R"({"id": 4, "submit": 5, "run_time": 5, "estimate": 9, "nodes": 1})" "\n";
        const Workload w = readNative(text);
        QCOMPARE(w.report.count(LoadIssue::EstimateMissing), std::int64_t{1});
        QCOMPARE(w.report.count(LoadIssue::RunTimeExceedsEstimate), std::int64_t{1});
        QCOMPARE(w.report.count(LoadIssue::EstimateLowered), std::int64_t{1});
        QCOMPARE(w.report.examples.at(LoadIssue::EstimateLowered).at(0).message,
                 std::string(R"(field "estimate" is above the limit of 10000000000 s, lowered to it)"));
        QCOMPARE(exampleLines(w.report, LoadIssue::SubmitReordered), (std::vector<std::int64_t>{4, 5}));
        QCOMPARE(w.report.examples.at(LoadIssue::SubmitReordered).at(0).message,
                 std::string(R"(field "submit" is 5, earlier than 20 on line 3)"));
        QCOMPARE(w.report.examples.at(LoadIssue::RunTimeExceedsEstimate).at(0).message,
                 std::string(R"(field "run_time" 50 exceeds field "estimate" 40)"));
        // Stable: the two jobs of second 5 keep file order.
        std::vector<std::int64_t> ids;
        for (const Job& job : w.jobs)
            ids.push_back(job.id);
        QCOMPARE(ids, (std::vector<std::int64_t>{3, 4, 1, 2}));
        QCOMPARE(w.jobs[0].estimate, Time{LoadLimits::kMaxSeconds});
        QCOMPARE(w.jobs[2].estimate, Time{50});

        LoadOptions strict;
        strict.outOfOrder = LoadOptions::OutOfOrder::Skip;
        strict.missingEstimate = LoadOptions::MissingEstimate::Skip;
        const Workload s = readNative(text, strict);
        QCOMPARE(exampleLines(s.report, LoadIssue::EstimateMissingSkipped), std::vector<std::int64_t>{2});
        QCOMPARE(exampleLines(s.report, LoadIssue::SubmitOutOfOrder), (std::vector<std::int64_t>{4, 5}));
        QCOMPARE(s.jobs.size(), std::size_t{1});
    }

    void extensionsAreIgnored()
    {
        const Workload w = readNative(
            R"({"format": "schedlab-jobs", "version": 1, "x_generator": {"name": "mine"}})" "\n"
            R"({"id": 1, "submit": 0, "run_time": 1, "nodes": 1, "x_comment": "anything", )"
            R"("options": [{"nodes": 1, "work": 1, "x_why": [1, 2]}]})");
        QCOMPARE(w.jobs.size(), std::size_t{1});
        QCOMPARE(w.report.skipped(), std::int64_t{0});
    }

    void badHeaderThrowsNamingFileAndLine_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no format") << R"({"version": 1})"
                                   << R"('jobs.jsonl', line 1: not a SchedLab jobs file: the header has no "format")";
        QTest::newRow("other format")
            << "# made by hand\n\n" R"({"format": "batsim", "version": 1})"
            << R"('jobs.jsonl', line 3: not a SchedLab jobs file: "format" is "batsim", not "schedlab-jobs")";
        QTest::newRow("newer version")
            << R"({"format": "schedlab-jobs", "version": 2})"
            << "'jobs.jsonl', line 1: SchedLab jobs version 2 is not supported (this SchedLab reads version 1)";
        QTest::newRow("unknown key") << R"({"format": "schedlab-jobs", "version": 1, "tik": "1s"})"
                                     << R"('jobs.jsonl', line 1: unknown header field "tik")";
        QTest::newRow("bad tick")
            << R"({"format": "schedlab-jobs", "version": 1, "tick": "10ms"})"
            << R"('jobs.jsonl', line 1: header field "tick" must be one of "1s", "1ms", "1us", got "10ms")";
        QTest::newRow("repeated machine")
            << R"({"format": "schedlab-jobs", "version": 1, "machines": ["a", "a"]})"
            << R"('jobs.jsonl', line 1: header field "machines" must be a list of distinct, non-empty names, got ["a","a"])";
        QTest::newRow("not JSON") << R"({"format": )"
                                  << "'jobs.jsonl', line 1: not a SchedLab jobs file: its header line is not valid JSON";
        QTest::newRow("no header") << "# only a comment\n"
                                   << "'jobs.jsonl' is not a SchedLab jobs file: it has no header line";
    }

    void badHeaderThrowsNamingFileAndLine()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        try {
            (void)readNative(text.toStdString());
            QFAIL("expected TraceError");
        } catch (const TraceError& error) {
            QVERIFY2(QString(error.what()).startsWith(expected), error.what());
        }
    }

    void gzipAndFormatAreDetectedFromContent()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string text = NativeWorkloadWriter::toText(handMade());
        const std::string gz = dir.filePath("jobs.jsonl.gz").toStdString();
        const std::string misnamed = dir.filePath("jobs.swf").toStdString();
        writeGzip(gz, text);
        writePlain(misnamed, text);
        const Workload plain = readNative(text);
        for (const std::string& path : {gz, misnamed}) {
            const Workload read = WorkloadFileReader().readFile(path);
            COMPARE_NATIVE_JOBS(plain, read);
            QCOMPARE(read.ticksPerSecond, std::int64_t{1000});
            QCOMPARE(read.sourcePath, path);
        }
        const Workload direct = NativeWorkloadReader().readFile(gz);
        COMPARE_NATIVE_JOBS(plain, direct);
        // Trace::load, which `run --trace` and the workbench use.
        const TracePtr trace = Trace::load(gz);
        QCOMPARE(trace->workload->jobs.size(), handMade().jobs.size());
        // SWF is still read as SWF.
        const std::string swf = dir.filePath("tiny.swf").toStdString();
        writePlain(swf, "; Version: 2.2\n1 0 -1 10 1 -1 -1 1 20 -1 1 1 -1 -1 -1 -1 -1 -1\n");
        QCOMPARE(WorkloadFileReader().readFile(swf).jobs.at(0).estimate, Time{20});
        QVERIFY(NativeWorkloadReader::looksNative("\xEF\xBB\xBF# note\n\n  {\"format\""));
        QVERIFY(!NativeWorkloadReader::looksNative("; Version: 2.2\n{"));
        QVERIFY(!NativeWorkloadReader::looksNative(""));
    }

    void fileWriterPicksTheFormatByName()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Workload whole = handMade();
        const std::string jsonl = dir.filePath("out.jsonl").toStdString();
        WorkloadFileWriter::writeFile(whole, jsonl);
        COMPARE_NATIVE_JOBS(whole, WorkloadFileReader().readFile(jsonl));
        // SWF has whole seconds only.
        const std::string swf = dir.filePath("out.swf").toStdString();
        QVERIFY_THROWS_EXCEPTION(TraceError, WorkloadFileWriter::writeFile(whole, swf));
        QVERIFY_THROWS_EXCEPTION(TraceError, WorkloadFileWriter::writeFile(whole, jsonl + ".gz"));
        whole.ticksPerSecond = 1;
        WorkloadFileWriter::writeFile(whole, swf);
        QCOMPARE(WorkloadFileReader().readFile(swf).jobs.size(), whole.jobs.size());
    }

    void garbageNeverCrashes()
    {
        // Deterministic pseudo-random mutations of a valid file: each must
        // either load or throw TraceError, never crash (run under ASan).
        const std::string base = NativeWorkloadWriter::toText(handMade());
        const std::string alphabet = "0123456789 -.e{}[]\":,#\nx_\x1f\x8b";
        std::uint32_t state = 4242;
        const auto next = [&state] {
            state = state * 1664525U + 1013904223U;  // LCG (Numerical Recipes)
            return state >> 8U;
        };
        constexpr int kMutations = 1000;
        for (int i = 0; i < kMutations; ++i) {
            std::string text = base;
            const int edits = 1 + static_cast<int>(next() % 6);
            for (int e = 0; e < edits; ++e)
                text[next() % text.size()] = alphabet[next() % alphabet.size()];
            try {
                const Workload w = readNative(text);
                QVERIFY(w.report.jobsLoaded + w.report.skipped() <= w.report.recordsRead);
            } catch (const TraceError&) {
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestNativeWorkload)
#include "TestNativeWorkload.moc"
