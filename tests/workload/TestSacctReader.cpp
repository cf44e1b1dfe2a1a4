// The Slurm accounting reader on the bundled sample
// (sample_traces/slurm-sample.sacct, one job per line, line numbers below),
// on small texts for each format rule, and through the SWF writer and back.

#include "support/LoadReportExamples.h"
#include "util/TimeZone.h"
#include "workload/SacctReader.h"
#include "workload/SlurmTimeText.h"
#include "workload/SwfReader.h"
#include "workload/SwfWriter.h"
#include "workload/WorkloadFileReader.h"

#include <QtTest>

#include <sstream>
#include <tuple>
#include <vector>

using namespace schedlab;

namespace {

using Ids = std::vector<std::int64_t>;
using Lines = std::vector<std::int64_t>;
using Values = std::vector<std::int64_t>;

const std::string kSample = std::string(SCHEDLAB_SAMPLE_TRACES_DIR) + "/slurm-sample.sacct";
const std::string kBerlin = "Europe/Berlin";
constexpr std::int64_t kSampleJobs = 25;
// 2025-03-01T08:00:00, the first submit of the sample, read as UTC and as
// Berlin time (CET, UTC+1); computed with Python's datetime.
constexpr std::int64_t kFirstSubmitUtc = 1740816000;
constexpr std::int64_t kFirstSubmitBerlin = 1740812400;

const std::string kHeader = "JobIDRaw|JobID|Submit|Start|End|Elapsed|Timelimit|NNodes|ReqNodes|State\n";

using test::exampleLines;

template <typename Get>
Values each(const Workload& workload, Get get)
{
    Values values;
    for (const Job& job : workload.jobs)
        values.push_back(static_cast<std::int64_t>(get(job)));
    return values;
}

const Job& jobWithId(const Workload& workload, std::int64_t id)
{
    for (const Job& job : workload.jobs)
        if (job.id == id)
            return job;
    throw std::runtime_error("no job " + std::to_string(id));
}

// What the simulation and the metrics read of each job, in order.
using JobFields = std::tuple<std::int64_t, Time, Time, Time, std::int32_t, std::int32_t, std::int32_t, std::int32_t,
                             std::int32_t, std::int32_t>;
std::vector<JobFields> simulatedFields(const Workload& workload)
{
    std::vector<JobFields> fields;
    for (const Job& j : workload.jobs)
        fields.emplace_back(j.id, j.submit, j.runTime, j.estimate, j.nodes, j.user, j.group, j.queue, j.partition,
                            j.status);
    return fields;
}

Workload readSample(LoadOptions options = {})
{
    return SacctReader(std::move(options)).readFile(kSample);
}

Workload readText(const std::string& text, LoadOptions options = {})
{
    return SacctReader(std::move(options)).readText(text, "t.sacct");
}

bool haveBerlin()
{
    return TimeZone::load(kBerlin).has_value();
}

}  // namespace

class TestSacctReader : public QObject {
    Q_OBJECT

private slots:
    void sampleJobsInSubmitOrder()
    {
        const Workload w = readSample();
        QCOMPARE(w.report.linesRead, std::int64_t{34});
        QCOMPARE(w.report.recordsRead, std::int64_t{33});
        QCOMPARE(w.report.jobsLoaded, kSampleJobs);
        QCOMPARE(static_cast<std::int64_t>(w.jobs.size()), kSampleJobs);
        // Sorted by submit, ties in file order: 1007 (08:45) before 1006,
        // which is released at 09:00, when it became eligible.
        QCOMPARE(each(w, [](const Job& j) { return j.id; }),
                 (Ids{1001, 1002, 1003, 1004, 1005, 1007, 1006, 1008, 1010, 1011, 1013, 1016, 1017,
                      1018, 1019, 1020, 1021, 1022, 1023, 1024, 1025, 1026, 1027, 1028, 1029}));
        QCOMPARE(each(w, [](const Job& j) { return j.sourceLine; }),
                 (Lines{2, 3, 4, 5, 6, 8, 7, 9, 11, 14, 16, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32}));
    }

    void everySkipReasonWithItsLine()
    {
        const LoadReport r = readSample().report;
        QCOMPARE(exampleLines(r, LoadIssue::JobStep), (Lines{12, 13}));
        QCOMPARE(exampleLines(r, LoadIssue::CancelledBeforeStart), (Lines{15}));
        QCOMPARE(exampleLines(r, LoadIssue::WrongFieldCount), (Lines{17}));
        QCOMPARE(exampleLines(r, LoadIssue::NonNumericField), (Lines{18}));
        QCOMPARE(exampleLines(r, LoadIssue::PendingAtEnd), (Lines{33}));
        QCOMPARE(exampleLines(r, LoadIssue::RunningAtEnd), (Lines{34}));
        QCOMPARE(r.skipped(), std::int64_t{7});
        // Repaired or noted, kept:
        QCOMPARE(exampleLines(r, LoadIssue::EstimateMissing), (Lines{7, 8}));
        QCOMPARE(exampleLines(r, LoadIssue::HetComponentMerged), (Lines{10}));
        QCOMPARE(exampleLines(r, LoadIssue::RunTimeExceedsEstimate), (Lines{14}));
        for (const auto issue : kAllLoadIssues)
            QCOMPARE(r.count(issue), static_cast<std::int64_t>(exampleLines(r, issue).size()));

        QCOMPARE(r.examples.at(LoadIssue::NonNumericField).front().message,
                 std::string("field Submit is not a time (YYYY-MM-DDTHH:MM:SS): '2025-03-01 10:05:00'"));
        QCOMPARE(r.examples.at(LoadIssue::WrongFieldCount).front().message,
                 std::string("record has 7 fields, the header (line 1) has 17"));
        QCOMPARE(r.examples.at(LoadIssue::JobStep).front().message,
                 std::string("JobID '1010.batch' is a step of a job"));
        QCOMPARE(r.examples.at(LoadIssue::CancelledBeforeStart).front().message,
                 std::string("Start is 'None' (State 'CANCELLED by 5001')"));
        QCOMPARE(r.examples.at(LoadIssue::PendingAtEnd).front().message,
                 std::string("Start and End are 'Unknown' and 'Unknown' (State 'PENDING')"));
        QCOMPARE(r.examples.at(LoadIssue::RunningAtEnd).front().message,
                 std::string("End is 'Unknown' (State 'RUNNING')"));
        QCOMPARE(r.examples.at(LoadIssue::EstimateMissing).back().message,
                 std::string("field Timelimit is 'Partition_Limit'"));
        QCOMPARE(r.examples.at(LoadIssue::HetComponentMerged).front().message,
                 std::string("JobID '1008+1' merged into job 1008 (line 9)"));
    }

    void widthsInNodesAndCpus()
    {
        const Workload nodes = readSample();
        QCOMPARE(each(nodes, [](const Job& j) { return j.nodes; }),
                 (Values{2, 4, 1, 1, 1, 1, 8, 3, 2, 4, 2, 2, 4, 1, 1, 2, 16, 2, 1, 1, 8, 4, 1, 2, 1}));
        LoadOptions cpuOptions;
        cpuOptions.slurmWidth = LoadOptions::SlurmWidth::Cpus;
        const Workload cpus = readSample(cpuOptions);
        QCOMPARE(each(cpus, [](const Job& j) { return j.nodes; }),
                 (Values{64, 128, 32, 32, 32, 16, 256, 48, 64, 128, 64, 48, 128, 8, 4, 64, 512, 64, 16, 16, 256, 128,
                         2, 64, 32}));
        // Job 1020 was allocated nothing (BOOT_FAIL): the request stands in.
        QCOMPARE(jobWithId(nodes, 1020).nodes, 2);
        QCOMPARE(jobWithId(cpus, 1020).nodes, 64);
        QCOMPARE(jobWithId(nodes, 1020).record.allocatedProcs, std::int64_t{-1});
    }

    void estimatesAndRunTimes()
    {
        const Workload w = readSample();
        // Timelimit forms: 02:00:00, 1-00:00:00, 30:00, D-HH, D-HH:MM, MM.
        QCOMPARE(jobWithId(w, 1001).estimate, Time{7200});
        QCOMPARE(jobWithId(w, 1002).estimate, Time{86400});
        QCOMPARE(jobWithId(w, 1003).estimate, Time{1800});
        QCOMPARE(jobWithId(w, 1016).estimate, Time{2730});
        QCOMPARE(jobWithId(w, 1017).estimate, Time{129600});
        QCOMPARE(jobWithId(w, 1018).estimate, Time{23400});
        QCOMPARE(jobWithId(w, 1019).estimate, Time{5400});
        // UNLIMITED and Partition_Limit: no estimate, run time stands in,
        // and SWF's requested time stays unknown.
        QCOMPARE(jobWithId(w, 1006).estimate, Time{7200});
        QCOMPARE(jobWithId(w, 1006).record.requestedTime, std::int64_t{-1});
        QCOMPARE(jobWithId(w, 1007).estimate, Time{300});
        // Run time from Elapsed; a timed-out job overruns its limit.
        QCOMPARE(jobWithId(w, 1011).runTime, Time{1203});
        QCOMPARE(jobWithId(w, 1011).estimate, Time{1200});
        // The heterogeneous job: summed width, longest run, longest limit.
        const Job& het = jobWithId(w, 1008);
        QCOMPARE(het.nodes, 3);
        QCOMPARE(het.runTime, Time{2400});
        QCOMPARE(het.estimate, Time{7200});
        QCOMPARE(het.record.allocatedProcs, std::int64_t{3});
    }

    void submitTimesRelativeToTheFirst()
    {
        const Workload utc = readSample();
        QCOMPARE(utc.header.unixStartTime, std::optional<std::int64_t>(kFirstSubmitUtc));
        QCOMPARE(utc.header.timeZoneString, std::optional<std::string>("UTC"));
        QCOMPARE(jobWithId(utc, 1001).submit, Time{0});
        QCOMPARE(jobWithId(utc, 1002).submit, Time{300});
        QCOMPARE(jobWithId(utc, 1006).submit, Time{3600});  // Eligible 09:00, submitted 08:30
        QCOMPARE(jobWithId(utc, 1006).record.waitTime, std::int64_t{300});
        QCOMPARE(jobWithId(utc, 1025).submit, Time{82800});
        QCOMPARE(jobWithId(utc, 1028).submit, Time{2599200});  // 30 days 2 hours
    }

    void submitTimesInAZoneWithDaylightSaving()
    {
        if (!haveBerlin())
            QSKIP("no TZif database at /usr/share/zoneinfo");
        LoadOptions options;
        options.slurmTimeZone = kBerlin;
        const Workload berlin = readSample(options);
        QCOMPARE(berlin.header.unixStartTime, std::optional<std::int64_t>(kFirstSubmitBerlin));
        QCOMPARE(berlin.header.timeZoneString, std::optional<std::string>(kBerlin));
        QCOMPARE(jobWithId(berlin, 1025).submit, Time{82800});
        // 2025-03-31 is summer time (UTC+2): one hour less after the change.
        QCOMPARE(jobWithId(berlin, 1028).submit, Time{2595600});
        QCOMPARE(jobWithId(berlin, 1029).submit, Time{2596200});
    }

    void unknownZoneIsAnError()
    {
        LoadOptions options;
        options.slurmTimeZone = "Mars/Olympus";
        QVERIFY_THROWS_EXCEPTION(TraceError, readSample(options));
    }

    void statusesAndAnonymisedNames()
    {
        const Workload w = readSample();
        QCOMPARE(jobWithId(w, 1001).status, 1);  // COMPLETED
        QCOMPARE(jobWithId(w, 1005).status, 0);  // FAILED
        QCOMPARE(jobWithId(w, 1011).status, 0);  // TIMEOUT
        QCOMPARE(jobWithId(w, 1013).status, 5);  // CANCELLED by 5001, after it started
        QCOMPARE(jobWithId(w, 1016).status, 0);  // NODE_FAIL
        QCOMPARE(jobWithId(w, 1017).status, 0);  // OUT_OF_MEMORY
        QCOMPARE(jobWithId(w, 1018).status, 0);  // PREEMPTED
        // Numbers in order of first appearance in the file.
        QCOMPARE(jobWithId(w, 1001).user, 1);
        QCOMPARE(jobWithId(w, 1002).user, 2);
        QCOMPARE(jobWithId(w, 1025).user, 8);
        QCOMPARE(jobWithId(w, 1002).group, 2);
        QCOMPARE(jobWithId(w, 1008).queue, 3);      // account acct3
        QCOMPARE(jobWithId(w, 1006).partition, 2);  // long
        QCOMPARE(jobWithId(w, 1007).partition, 3);  // debug
        QCOMPARE(jobWithId(w, 1019).partition, 3);
    }

    void deterministic()
    {
        const Workload a = readSample();
        const Workload b = readSample();
        std::ostringstream first;
        std::ostringstream second;
        SwfWriter::write(a, first);
        SwfWriter::write(b, second);
        QCOMPARE(first.str(), second.str());
        QCOMPARE(a.report.toText(), b.report.toText());
    }

    void writtenSwfReadsBackTheSameJobs()
    {
        const Workload original = readSample();
        std::ostringstream swf;
        SwfWriter::write(original, swf);
        const Workload back = SwfReader().readText(swf.str(), "back.swf");
        QCOMPARE(back.report.skipped(), std::int64_t{0});
        QCOMPARE(back.jobs.size(), original.jobs.size());
        QVERIFY(simulatedFields(back) == simulatedFields(original));
        QCOMPARE(back.header.unixStartTime, original.header.unixStartTime);
        QCOMPARE(back.header.timeZoneString, original.header.timeZoneString);
    }

    void detectedByContentNotName()
    {
        QVERIFY(SacctReader::looksSacct(kHeader));
        QVERIFY(SacctReader::looksSacct("\n  JobID|State\n"));
        QVERIFY(!SacctReader::looksSacct("JobIDRaw State\n"));
        QVERIFY(!SacctReader::looksSacct("; Version: 2.2\n1 0 0 1 1 -1 -1 1 1 -1 1 1 1 -1 1 1 -1 -1\n"));
        QVERIFY(!SacctReader::looksSacct("Job|State\n"));
        // The sample's name ends in neither .swf nor .jsonl.
        const Workload w = WorkloadFileReader().readFile(kSample);
        QCOMPARE(w.report.jobsLoaded, kSampleJobs);
    }

    void columnOrderDoesNotMatter()
    {
        const Workload a = readText(kHeader + "7|7|2025-01-01T00:00:00|2025-01-01T00:00:10|2025-01-01T00:01:10|"
                                              "00:01:00|5|3|3|COMPLETED\n");
        const Workload b = readText("State|NNodes|End|Start|Submit|JobIDRaw|Timelimit\n"
                                    "COMPLETED|3|2025-01-01T00:01:10|2025-01-01T00:00:10|2025-01-01T00:00:00|7|5\n");
        QCOMPARE(a.jobs.size(), std::size_t{1});
        QCOMPARE(b.jobs.size(), std::size_t{1});
        QCOMPARE(b.jobs[0].id, a.jobs[0].id);
        QCOMPARE(b.jobs[0].runTime, Time{60});  // End - Start without Elapsed
        QCOMPARE(b.jobs[0].estimate, Time{300});
        QCOMPARE(b.jobs[0].nodes, 3);
    }

    void missingRequiredFieldNamesIt()
    {
        try {
            (void)readText("JobIDRaw|Submit|Start|State\n1|2025-01-01T00:00:00|2025-01-01T00:00:00|COMPLETED\n");
            QFAIL("no TraceError");
        } catch (const TraceError& error) {
            const std::string message = error.what();
            QVERIFY2(message.find("lacks the sacct field(s) End, NNodes or ReqNodes") != std::string::npos,
                     message.c_str());
            QVERIFY2(message.find("sacct -a -X -P") != std::string::npos, message.c_str());
        }
        QVERIFY_THROWS_EXCEPTION(TraceError, readText(""));
        QVERIFY_THROWS_EXCEPTION(TraceError, readText("1 0 0 1 1 -1 -1 1 1 -1 1 1 1 -1 1 1 -1 -1\n"));
    }

    void badCellsAreSkippedWithTheirField()
    {
        const std::string good =
            "|2025-01-01T00:00:00|2025-01-01T00:00:10|2025-01-01T00:01:10|00:01:00|5|1|1|COMPLETED\n";
        const Workload w = readText(kHeader + "1|1" + good                                    // 2 kept
                                    + "x|x" + good                                             // 3 bad id
                                    + "1|1" + good                                             // 4 duplicate
                                    + "4|4|2025-13-01T00:00:00|2025-01-01T00:00:10|2025-01-01T00:01:10|00:01:00|5|1|1|"
                                      "COMPLETED\n"                                            // 5 month 13
                                    + "5|5|2025-01-01T00:00:00|2025-01-01T00:00:10|2025-01-01T00:01:10|1:2:3:4|5|1|1|"
                                      "COMPLETED\n"                                            // 6 Elapsed
                                    + "6|6|2025-01-01T00:00:00|2025-01-01T00:00:10|2025-01-01T00:01:10|00:01:00|soon|1|"
                                      "1|COMPLETED\n"                                          // 7 Timelimit
                                    + "7|7|2025-01-01T00:00:00|2025-01-01T00:00:10|2025-01-01T00:01:10|00:01:00|5|0|0|"
                                      "COMPLETED\n"                                            // 8 no nodes
                                    + "8|8|2025-01-01T00:00:00|2025-01-01T00:00:10|2025-01-01T00:01:10|00:01:00|5|-2|1|"
                                      "COMPLETED\n");                                          // 9 negative count
        QCOMPARE(w.jobs.size(), std::size_t{1});
        QCOMPARE(exampleLines(w.report, LoadIssue::NonNumericField), (Lines{3, 5, 6, 7, 9}));
        QCOMPARE(exampleLines(w.report, LoadIssue::DuplicateJobId), (Lines{4}));
        QCOMPARE(exampleLines(w.report, LoadIssue::NoNodes), (Lines{8}));
        const auto& messages = w.report.examples.at(LoadIssue::NonNumericField);
        QCOMPARE(messages.at(0).message, std::string("field JobIDRaw is not a job number: 'x'"));
        QCOMPARE(messages.at(2).message, std::string("field Elapsed is not a duration: '1:2:3:4'"));
        QCOMPARE(messages.at(3).message, std::string("field Timelimit is not a duration: 'soon'"));
        QCOMPARE(w.report.examples.at(LoadIssue::DuplicateJobId).front().message,
                 std::string("job 1 is also on line 2"));
    }

    void durations()
    {
        using D = std::optional<std::int64_t>;
        QCOMPARE(SlurmTimeText::duration("1-02:03:04"), D(93784));
        QCOMPARE(SlurmTimeText::duration("02:03:04"), D(7384));
        QCOMPARE(SlurmTimeText::duration("03:04"), D(184));   // MM:SS
        QCOMPARE(SlurmTimeText::duration("90"), D(5400));     // MM
        QCOMPARE(SlurmTimeText::duration("2-12"), D(216000));  // D-HH
        QCOMPARE(SlurmTimeText::duration("2-12:30"), D(217800));  // D-HH:MM
        QCOMPARE(SlurmTimeText::duration("UNLIMITED"), D());
        QCOMPARE(SlurmTimeText::duration(""), D());
        QCOMPARE(SlurmTimeText::duration("1-"), D());
        QCOMPARE(SlurmTimeText::duration("1:2:3:4"), D());
        QCOMPARE(SlurmTimeText::duration("99999999999999999999"), D());
        QCOMPARE(SlurmTimeText::wallClock("1970-01-02T00:00:01"), D(86401));
        QCOMPARE(SlurmTimeText::wallClock("2025-02-29T00:00:00"), D());
        QCOMPARE(SlurmTimeText::wallClock("2025-01-01T24:00:00"), D());
        QVERIFY(SlurmTimeText::isNoLimit("Partition_Limit"));
        QVERIFY(!SlurmTimeText::isNoLimit("00:10:00"));
    }

    void localTimesAcrossTheChanges()
    {
        if (!haveBerlin())
            QSKIP("no TZif database at /usr/share/zoneinfo");
        const TimeZone berlin = *TimeZone::load(kBerlin);
        // 2025-03-30 02:30 does not exist (clocks jump 02:00 -> 03:00): read
        // in winter time, 01:30 UTC. 2025-10-26 02:30 happens twice: the
        // later, 01:30 UTC. (Python's datetime, fold=1, gives the same.)
        constexpr std::int64_t kSkipped = 1743301800;     // 2025-03-30T02:30 as UTC wall clock
        constexpr std::int64_t kRepeated = 1761445800;    // 2025-10-26T02:30 as UTC wall clock
        constexpr std::int64_t kHour = 3600;
        QCOMPARE(berlin.fromLocal(kSkipped), kSkipped - kHour);
        QCOMPARE(berlin.fromLocal(kRepeated), kRepeated - kHour);
        QCOMPARE(berlin.fromLocal(kRepeated - 2 * kHour), kRepeated - 4 * kHour);  // 00:30 CEST
        QCOMPARE(berlin.fromLocal(kFirstSubmitUtc), kFirstSubmitBerlin);
    }
};

QTEST_APPLESS_MAIN(TestSacctReader)
#include "TestSacctReader.moc"
