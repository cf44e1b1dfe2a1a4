// Batsim JSON workloads: the hand-made tests/data/batsim-delays.json read
// job by job (line numbers below), errors naming file, line and field, the
// writer read back to the same jobs (also the bundled CTC trace), telling
// Batsim from SchedLab jobs files, and the line finder behind the messages.

#include "support/LoadReportExamples.h"
#include "util/JsonMemberLines.h"
#include "workload/BatsimProfileNames.h"
#include "workload/BatsimWorkloadReader.h"
#include "workload/BatsimWorkloadWriter.h"
#include "workload/NativeWorkloadReader.h"
#include "workload/SwfReader.h"
#include "workload/WorkloadFileReader.h"

#include <QTest>

#include <vector>

using namespace schedlab;

namespace {

using Values = std::vector<std::int64_t>;
using Lines = std::vector<std::int64_t>;

const std::string kExample = std::string(SCHEDLAB_TEST_DATA_DIR) + "/batsim-delays.json";
const std::string kCtc = std::string(SCHEDLAB_SAMPLE_TRACES_DIR) + "/CTC-SP2-1996-3.1-cln.swf.gz";
constexpr std::int64_t kMillisecondTicks = 1000;
constexpr std::size_t kCtcJobs = 5000;

template <typename Get>
Values each(const Workload& workload, Get get)
{
    Values values;
    for (const Job& job : workload.jobs)
        values.push_back(static_cast<std::int64_t>(get(job)));
    return values;
}

using test::exampleLines;

Workload read(const std::string& text)
{
    return BatsimWorkloadReader().readText(text, "w.json");
}

// One job in a document with a delay profile "d" of 10 s.
std::string withJob(const std::string& job)
{
    return "{\n\"jobs\": [\n" + job + "\n],\n\"profiles\": {\"d\": {\"type\": \"delay\", \"delay\": 10}}\n}\n";
}

std::string errorOf(const std::string& text)
{
    try {
        (void)read(text);
    } catch (const TraceError& error) {
        return error.what();
    }
    return {};
}

// Every field a Batsim workload can carry, job by job.
void compareJobs(const Workload& got, const Workload& want)
{
    QCOMPARE(got.jobs.size(), want.jobs.size());
    QCOMPARE(got.ticksPerSecond, want.ticksPerSecond);
    for (std::size_t i = 0; i < got.jobs.size(); ++i) {
        const Job& a = got.jobs[i];
        const Job& b = want.jobs[i];
        QCOMPARE(a.id, b.id);
        QCOMPARE(a.submit, b.submit);
        QCOMPARE(a.runTime, b.runTime);
        QCOMPARE(a.estimate, b.estimate);
        QCOMPARE(a.nodes, b.nodes);
        QCOMPARE(a.record.requestedTime < 0, b.record.requestedTime < 0);
        QCOMPARE(got.label(a.metadataLabel), want.label(b.metadataLabel));
    }
}

}  // namespace

class TestBatsimWorkload : public QObject {
    Q_OBJECT

private slots:
    void readsTheExampleJobByJob()
    {
        const Workload w = WorkloadFileReader().readFile(kExample);
        // Sorted by submit: job 5 (5 s) comes before jobs 2 and 3; job 4 is skipped.
        QCOMPARE(each(w, [](const Job& j) { return j.id; }), (Values{1, 5, 2, 3}));
        QCOMPARE(w.ticksPerSecond, kMillisecondTicks);  // 10.5 and 5.25 need milliseconds
        QCOMPARE(each(w, [](const Job& j) { return j.submit; }), (Values{0, 5000, 10000, 10500}));
        QCOMPARE(each(w, [](const Job& j) { return j.runTime; }), (Values{20000, 20000, 20000, 5250}));
        // Job 3 has walltime -1: its estimate is its run time, as in SWF.
        QCOMPARE(each(w, [](const Job& j) { return j.estimate; }), (Values{100000, 10000, 50000, 5250}));
        QCOMPARE(each(w, [](const Job& j) { return j.nodes; }), (Values{4, 2, 1, 2}));
        QCOMPARE(each(w, [](const Job& j) { return j.sourceLine; }), (Values{5, 9, 6, 7}));
        QCOMPARE(w.header.maxProcs.value_or(-1), std::int64_t{4});
        QCOMPARE(w.label(w.jobs[0].profileLabel), std::string("delay_20"));
        QCOMPARE(w.label(w.jobs[3].profileLabel), std::string("delay_5.25"));
        QCOMPARE(w.label(w.jobs[3].metadataLabel), std::string("user=alice"));
        QCOMPARE(w.label(w.jobs[0].metadataLabel), std::string());

        const LoadReport& r = w.report;
        QCOMPARE(r.recordsRead, std::int64_t{5});
        QCOMPARE(r.jobsLoaded, std::int64_t{4});
        QCOMPARE(r.skipped(), std::int64_t{1});
        QCOMPARE(exampleLines(r, LoadIssue::UnsupportedProfile), (Lines{8}));
        QCOMPARE(test::firstExampleMessage(r, LoadIssue::UnsupportedProfile),
                 std::string("profile \"compute\" is of type \"parallel_homogeneous\", not \"delay\": it has no run "
                             "time of its own"));
        QCOMPARE(exampleLines(r, LoadIssue::EstimateMissing), (Lines{7}));
        QCOMPARE(test::firstExampleMessage(r, LoadIssue::EstimateMissing), std::string("field \"walltime\" is missing"));
        QCOMPARE(exampleLines(r, LoadIssue::SubmitReordered), (Lines{9}));
        QCOMPARE(exampleLines(r, LoadIssue::RunTimeExceedsEstimate), (Lines{9}));
        QCOMPARE(test::firstExampleMessage(r, LoadIssue::RunTimeExceedsEstimate),
                 std::string("field \"profile delay\" 20 exceeds field \"walltime\" 10"));
    }

    void badJobsAreSkippedWithLineAndField_data()
    {
        QTest::addColumn<QString>("job");
        QTest::addColumn<int>("issue");
        QTest::addColumn<QString>("message");
        QTest::newRow("no width") << R"({"id": 1, "subtime": 0, "res": 0, "profile": "d"})"
                                  << int(LoadIssue::NoNodes) << R"(field "res" must be an integer >= 1, got 0)";
        QTest::newRow("unknown profile")
            << R"({"id": 1, "subtime": 0, "res": 1, "profile": "nope"})" << int(LoadIssue::UnsupportedProfile)
            << R"(field "profile" names "nope", which "profiles" does not define)";
        QTest::newRow("negative submit")
            << R"({"id": 1, "subtime": -3, "res": 1, "profile": "d"})" << int(LoadIssue::NegativeSubmitTime)
            << R"(field "subtime" must be a number of seconds >= 0, got -3)";
        QTest::newRow("id not a number")
            << R"({"id": "abc", "subtime": 0, "res": 1, "profile": "d"})" << int(LoadIssue::InvalidJobLine)
            << R"(field "id" must be an integer >= 0 or a string ending in one ("w0!12"), got "abc")";
        QTest::newRow("zero walltime")
            << R"({"id": 1, "subtime": 0, "walltime": 0, "res": 1, "profile": "d"})" << int(LoadIssue::InvalidJobLine)
            << R"(field "walltime" must be a number of seconds > 0 (or -1: none), got 0)";
        QTest::newRow("no subtime") << R"({"id": 1, "res": 1, "profile": "d"})" << int(LoadIssue::InvalidJobLine)
                                    << R"(field "subtime" is missing)";
        QTest::newRow("not an object") << "[1, 2]" << int(LoadIssue::InvalidJobLine)
                                       << "a job must be a JSON object, got [1,2]";
    }

    void badJobsAreSkippedWithLineAndField()
    {
        QFETCH(QString, job);
        QFETCH(int, issue);
        QFETCH(QString, message);
        const Workload w = read(withJob(job.toStdString()));
        QCOMPARE(w.jobs.size(), std::size_t{0});
        QCOMPARE(exampleLines(w.report, LoadIssue(issue)), (Lines{3}));
        QCOMPARE(QString::fromStdString(test::firstExampleMessage(w.report, LoadIssue(issue))), message);
    }

    void aRepeatedIdIsSkipped()
    {
        const Workload w = read(withJob("{\"id\": 1, \"subtime\": 0, \"res\": 1, \"profile\": \"d\"},\n"
                                        "{\"id\": \"1\", \"subtime\": 1, \"res\": 1, \"profile\": \"d\"}"));
        QCOMPARE(w.jobs.size(), std::size_t{1});
        QCOMPARE(test::firstExampleMessage(w.report, LoadIssue::DuplicateJobId), std::string("field \"id\" is 1, the id of line 3"));
        QCOMPARE(exampleLines(w.report, LoadIssue::DuplicateJobId), (Lines{4}));
    }

    void aBadDocumentNamesFileAndPlace()
    {
        QVERIFY(errorOf("{\n\"jobs\": [\n{\"id\": 1,,}\n]}").starts_with(
            "'w.json': not a Batsim workload: it is not valid JSON (not valid JSON at line 3, column "));
        QCOMPARE(errorOf("{\"jobs\": []}"),
                 std::string("'w.json': not a Batsim workload: it has no \"profiles\" (an object of profiles)"));
        QCOMPARE(errorOf("{\"jobs\": {}, \"profiles\": {}}"),
                 std::string("'w.json': top-level field \"jobs\" must be a list of jobs, got {}"));
        QCOMPARE(errorOf("{\"nb_res\": 0, \"jobs\": [], \"profiles\": {}}"),
                 std::string("'w.json': top-level field \"nb_res\" must be an integer >= 1, got 0"));
    }

    void aByteOrderMarkIsAccepted()
    {
        const Workload w = read("\xEF\xBB\xBF" + withJob(R"({"id": 7, "subtime": 0, "res": 1, "profile": "d"})"));
        QCOMPARE(each(w, [](const Job& j) { return j.id; }), (Values{7}));
    }

    void writtenWorkloadReadsBackToTheSameJobs()
    {
        const Workload first = WorkloadFileReader().readFile(kExample);
        const std::string text = BatsimWorkloadWriter::toText(first);
        const Workload second = read(text);
        compareJobs(second, first);
        QCOMPARE(second.label(second.jobs[0].profileLabel), std::string("delay_20"));
        QCOMPARE(second.header.maxProcs.value_or(-1), std::int64_t{4});
        // Nothing skipped or reordered the second time, and the text is a fixed point.
        QCOMPARE(second.report.skipped(), std::int64_t{0});
        const std::string again = BatsimWorkloadWriter::toText(second);
        QCOMPARE(BatsimWorkloadWriter::toText(read(again)), again);
        QVERIFY(text.find(R"("walltime": -1)") != std::string::npos);
        QVERIFY(text.find(R"("delay_5.25": {"type": "delay", "delay": 5.25})") != std::string::npos);
    }

    // A profile name that now stands for two run times (a transform changed
    // some of its jobs) is split, so every job keeps its own run time.
    void aSharedProfileWithTwoRunTimesIsSplit()
    {
        Workload w = WorkloadFileReader().readFile(kExample);
        w.jobs[1].runTime = 7000;  // job 5, of "delay_20"
        const Workload back = read(BatsimWorkloadWriter::toText(w));
        QCOMPARE(each(back, [](const Job& j) { return j.runTime; }), (Values{20000, 7000, 20000, 5250}));
        QCOMPARE(back.label(back.jobs[1].profileLabel), std::string("delay_20@7"));
    }

    void ctcThroughBatsimKeepsEveryJob()
    {
        Workload ctc = SwfReader().readFile(kCtc);
        ctc.jobs.resize(kCtcJobs);  // the format's rules are per job: a month's worth is plenty
        const Workload back = read(BatsimWorkloadWriter::toText(ctc));
        compareJobs(back, ctc);
        QCOMPARE(back.header.maxProcs, ctc.header.maxProcs);
        // As Batsim's own SWF converter: a job's profile is named after its run time.
        QCOMPARE(back.label(back.jobs[0].profileLabel), std::to_string(ctc.jobs[0].runTime));
    }

    void toldApartFromSchedLabJobsFiles()
    {
        QVERIFY(BatsimWorkloadReader::looksBatsim("{\n  \"nb_res\": 4,\n"));
        QVERIFY(BatsimWorkloadReader::looksBatsim("\n{\"nb_res\": 2, \"jobs\": [], \"profiles\": {}}\n"));
        QVERIFY(!BatsimWorkloadReader::looksBatsim("{\"format\": \"schedlab-jobs\", \"version\": 1}\n{\"id\": 1}\n"));
        // A native header without "format" stays native, for its own message.
        QVERIFY(!BatsimWorkloadReader::looksBatsim("{\"version\": 1}\n"));
        QVERIFY(!BatsimWorkloadReader::looksBatsim("; SWF\n1 0 0 10 1 -1 -1 1 10 -1 1 1 1 1 1 1 -1 -1\n"));
        QVERIFY(NativeWorkloadReader::looksNative("{\n"));  // why Batsim is asked first
    }

    void memberLinesSkipStringsAndNesting()
    {
        const std::string text = "{\"a\": \"[{\\\"jobs\\\": [\",\n"
                                 " \"jobs\": [\n"
                                 "  {\"x\": [1, {\"y\": \"]\"}]},\n"
                                 "  7, \"s\",\n"
                                 "  [1,\n2]\n"
                                 " ],\n"
                                 " \"profiles\": {\n  \"p\": {},\n  \"q\": 1}}";
        const auto jobs = JsonMemberLines::of(text, "jobs");
        Lines lines;
        for (const auto& entry : jobs)
            lines.push_back(entry.line);
        QCOMPARE(lines, (Lines{3, 4, 4, 5}));
        const auto profiles = JsonMemberLines::of(text, "profiles");
        QCOMPARE(profiles.size(), std::size_t{2});
        QCOMPARE(profiles[0].key, std::string("p"));
        QCOMPARE(profiles[0].line, std::int64_t{9});
        QCOMPARE(profiles[1].key, std::string("q"));
        QCOMPARE(profiles[1].line, std::int64_t{10});
        QVERIFY(JsonMemberLines::of(text, "none").empty());
    }

    // One name, one run time: a name read with two run times gets the
    // second as a suffix, an unnamed job its run time, and asking again
    // (profile names are remembered per label and run time) gives the same.
    void profileNamesKeepOneRunTimeEach()
    {
        Workload w;
        w.ticksPerSecond = 1;
        w.labels = {"p1", "40"};
        const auto job = [](std::int32_t label, Time runTime) {
            Job j;
            j.profileLabel = label;
            j.runTime = runTime;
            return j;
        };
        w.jobs = {job(0, 30), job(0, 40), job(-1, 30), job(1, 50), job(-1, 40), job(-1, 50), job(0, 30)};
        BatsimProfileNames names(w);
        std::vector<std::string> got;
        for (int round = 0; round < 2; ++round) {
            for (const Job& j : w.jobs)
                got.push_back(names.of(j));
        }
        const std::vector<std::string> once{"p1", "p1@40", "30", "40", "40@40", "50", "p1"};
        std::vector<std::string> twice = once;
        twice.insert(twice.end(), once.begin(), once.end());
        QCOMPARE(got, twice);
        QCOMPARE(names.profiles().size(), std::size_t(6));
    }
};

QTEST_GUILESS_MAIN(TestBatsimWorkload)
#include "TestBatsimWorkload.moc"
