#include "support/LoadReportExamples.h"
#include "WorkloadTestPaths.h"

#include "util/GzipReader.h"
#include "workload/SwfReader.h"

#include <QtTest>

#include <vector>

using namespace schedlab;
using schedlab::test::dataFile;

namespace {

using test::exampleLines;

std::vector<std::int64_t> jobIds(const Workload& workload)
{
    std::vector<std::int64_t> ids;
    for (const auto& job : workload.jobs)
        ids.push_back(job.id);
    return ids;
}

const std::string kSkipFile = "swf-skip-reasons.swf";

}  // namespace

class TestSwfReader : public QObject {
    Q_OBJECT

private slots:
    void everySkipReasonIsCountedWithItsLine()
    {
        const Workload w = SwfReader().readFile(dataFile(kSkipFile));
        const LoadReport& r = w.report;
        QCOMPARE(r.linesRead, std::int64_t{25});
        QCOMPARE(r.commentLines, std::int64_t{9});
        QCOMPARE(r.recordsRead, std::int64_t{15});
        QCOMPARE(r.jobsLoaded, std::int64_t{7});
        QCOMPARE(r.skipped(), std::int64_t{8});

        using Lines = std::vector<std::int64_t>;
        QCOMPARE(exampleLines(r, LoadIssue::WrongFieldCount), (Lines{11, 24}));
        QCOMPARE(exampleLines(r, LoadIssue::NonNumericField), (Lines{12, 22}));
        QCOMPARE(exampleLines(r, LoadIssue::UnknownRunTime), (Lines{13}));
        QCOMPARE(exampleLines(r, LoadIssue::NegativeRunTime), (Lines{14}));
        QCOMPARE(exampleLines(r, LoadIssue::NoNodes), (Lines{15}));
        QCOMPARE(exampleLines(r, LoadIssue::NegativeSubmitTime), (Lines{17}));
        QCOMPARE(exampleLines(r, LoadIssue::RunTimeExceedsEstimate), (Lines{18}));
        QCOMPARE(exampleLines(r, LoadIssue::EstimateMissing), (Lines{19, 25}));
        QCOMPARE(exampleLines(r, LoadIssue::SubmitReordered), (Lines{20, 25}));
        QCOMPARE(r.count(LoadIssue::SubmitOutOfOrder), std::int64_t{0});
        QCOMPARE(r.count(LoadIssue::EstimateMissingSkipped), std::int64_t{0});
        for (const auto issue : kAllLoadIssues)
            QCOMPARE(r.count(issue), static_cast<std::int64_t>(exampleLines(r, issue).size()));

        // Messages name the field.
        QCOMPARE(r.examples.at(LoadIssue::UnknownRunTime).front().message, std::string("field 4 (run time) is -1"));
        QCOMPARE(r.examples.at(LoadIssue::NegativeRunTime).front().message, std::string("field 4 (run time) is -5"));
        QCOMPARE(r.examples.at(LoadIssue::WrongFieldCount).front().message,
                 std::string("record has 17 fields, expected 18"));
        QCOMPARE(r.examples.at(LoadIssue::WrongFieldCount).back().message,
                 std::string("record has 19 fields, expected 18"));
        QCOMPARE(r.examples.at(LoadIssue::NonNumericField).front().message,
                 std::string("field 4 (run time) is not an integer: 'abc'"));
        QCOMPARE(r.examples.at(LoadIssue::NonNumericField).back().message,
                 std::string("field 4 (run time) is not an integer: '2.5'"));
        QCOMPARE(r.examples.at(LoadIssue::NoNodes).front().message,
                 std::string("fields 5 and 8 (allocated and requested processors) are 0 and -1"));
        QCOMPARE(r.examples.at(LoadIssue::NegativeSubmitTime).front().message,
                 std::string("field 2 (submit time) is -3"));
        QCOMPARE(r.examples.at(LoadIssue::SubmitReordered).front().message,
                 std::string("field 2 (submit time) is 65, earlier than 70 on line 19"));

        // Submission order, ties (65) in trace order.
        QCOMPARE(jobIds(w), (std::vector<std::int64_t>{1, 8, 10, 15, 9, 11, 13}));
    }

    void jobFieldsAreMapped()
    {
        const Workload w = SwfReader().readFile(dataFile(kSkipFile));
        const Job& first = w.jobs[0];
        QCOMPARE(first.id, std::int64_t{1});
        QCOMPARE(first.submit, Time{0});
        QCOMPARE(first.runTime, Time{100});
        QCOMPARE(first.estimate, Time{200});
        QCOMPARE(first.nodes, 4);
        QCOMPARE(first.user, 1);
        QCOMPARE(first.group, 1);
        QCOMPARE(first.queue, 1);
        QCOMPARE(first.status, 1);
        QCOMPARE(first.sourceLine, std::int64_t{10});
        QCOMPARE(first.record.waitTime, std::int64_t{5});

        const Job& overrun = w.jobs[1];  // job 8: fractional field 6, memory field 7
        QCOMPARE(overrun.id, std::int64_t{8});
        QCOMPARE(overrun.record.averageCpuTime, 12.5);
        QCOMPARE(overrun.record.usedMemory, 1024.0);
        QVERIFY(overrun.runTime > overrun.estimate);

        const Job& job10 = w.jobs[2];  // allocated 8, requested 6: allocated wins by default
        QCOMPARE(job10.nodes, 8);

        const Job& job15 = w.jobs[3];  // run 0 s and no estimate: estimate floor of 1 s
        QCOMPARE(job15.id, std::int64_t{15});
        QCOMPARE(job15.estimate, Time{1});
        QCOMPARE(job15.partition, 3);
        QCOMPARE(job15.sourceLine, std::int64_t{25});

        const Job& job9 = w.jobs[4];  // missing estimate: run time used
        QCOMPARE(job9.estimate, Time{50});
        QCOMPARE(job9.status, 0);
        QCOMPARE(job9.queue, 2);

        QCOMPARE(w.jobs[5].record.requestedMemory, 0.25);
        QCOMPARE(w.jobs[6].nodes, 3);  // allocated -1: requested used
        QCOMPARE(w.sourceName, std::string(kSkipFile));
        QCOMPARE(w.sourcePath, dataFile(kSkipFile));
    }

    void optionsChangeTheInterpretation()
    {
        LoadOptions requestedFirst;
        requestedFirst.width = LoadOptions::WidthSource::RequestedThenAllocated;
        const Workload a = SwfReader(requestedFirst).readFile(dataFile(kSkipFile));
        QCOMPARE(a.jobs[2].id, std::int64_t{10});
        QCOMPARE(a.jobs[2].nodes, 6);
        QCOMPARE(a.jobs[6].nodes, 3);

        LoadOptions skipOrder;
        skipOrder.outOfOrder = LoadOptions::OutOfOrder::Skip;
        const Workload b = SwfReader(skipOrder).readFile(dataFile(kSkipFile));
        QCOMPARE(jobIds(b), (std::vector<std::int64_t>{1, 8, 9, 11, 13}));
        QCOMPARE(exampleLines(b.report, LoadIssue::SubmitOutOfOrder), (std::vector<std::int64_t>{20, 25}));
        QCOMPARE(b.report.count(LoadIssue::SubmitReordered), std::int64_t{0});
        QCOMPARE(b.report.count(LoadIssue::EstimateMissing), std::int64_t{1});
        QCOMPARE(b.report.skipped(), std::int64_t{10});

        LoadOptions skipMissing;
        skipMissing.missingEstimate = LoadOptions::MissingEstimate::Skip;
        const Workload c = SwfReader(skipMissing).readFile(dataFile(kSkipFile));
        QCOMPARE(jobIds(c), (std::vector<std::int64_t>{1, 8, 10, 11, 13}));
        QCOMPARE(exampleLines(c.report, LoadIssue::EstimateMissingSkipped), (std::vector<std::int64_t>{19, 25}));
        QCOMPARE(c.report.count(LoadIssue::EstimateMissing), std::int64_t{0});
        QCOMPARE(c.report.count(LoadIssue::SubmitReordered), std::int64_t{0});
        QCOMPARE(c.report.skipped(), std::int64_t{10});
    }

    // UnixStartTime or TimeZone near INT64_MAX overflowed the calendar
    // (undefined behaviour under UBSan); such values are taken as absent.
    void headerTimesOutOfRangeAreIgnored()
    {
        const Workload w = SwfReader().readText("; UnixStartTime: 9223372036854775807\n; TimeZone: -9223372036854775807\n"
                                                "1 10 0 10 1 -1 -1 1 20 -1 1 1 1 -1 1 -1 -1 -1\n",
                                                "overflow.swf");
        QVERIFY(!w.header.unixStartTime.has_value());
        QVERIFY(!w.header.timeZoneOffset.has_value());
        const Workload fine = SwfReader().readText("; UnixStartTime: 836053200\n; TimeZone: -18000\n"
                                                   "1 10 0 10 1 -1 -1 1 20 -1 1 1 1 -1 1 -1 -1 -1\n",
                                                   "fine.swf");
        QCOMPARE(fine.header.unixStartTime.value_or(0), std::int64_t{836053200});
        QCOMPARE(fine.header.timeZoneOffset.value_or(0), std::int64_t{-18000});
    }

    void headerIsParsed()
    {
        const Workload w = SwfReader().readFile(dataFile("swf-header.swf"));
        const SwfHeader& h = w.header;
        QCOMPARE(h.version.value_or(""), std::string("2.2"));
        QCOMPARE(h.computer.value_or(""), std::string("IBM SP2"));
        QCOMPARE(h.installation.value_or(""), std::string("Cornell Theory Center (test copy of the header layout)"));
        QCOMPARE(h.maxJobs.value_or(-1), std::int64_t{79302});
        QCOMPARE(h.maxRecords.value_or(-1), std::int64_t{3});
        QCOMPARE(h.maxNodes.value_or(-1), std::int64_t{338});
        QCOMPARE(h.maxProcs.value_or(-1), std::int64_t{338});
        QCOMPARE(h.machineSize().value_or(-1), std::int64_t{338});
        QCOMPARE(h.unixStartTime.value_or(-1), std::int64_t{835823160});
        QCOMPARE(h.timeZoneOffset.value_or(-1), std::int64_t{-18000});
        QCOMPARE(h.timeZoneString.value_or(""), std::string("US/Eastern"));
        QCOMPARE(h.startTime.value_or(""), std::string("Wed Jun 26 17:06:00 EDT 1996"));
        QCOMPARE(h.endTime.value_or(""), std::string("Sat May 31 23:11:26 EDT 1997"));
        QCOMPARE(h.notes, (std::vector<std::string>{
                              "first note",
                              "THIS IS A CLEANED VERSION OF THE LOG!\nThe filter used to produce it was\n"
                              "user=38 and (job>=5844 and job<=9471)",
                              "a third note: with a colon",
                          }));
        QCOMPARE(h.rawLines.size(), std::size_t{24});
        QCOMPARE(h.rawLines[16], std::string(";MaxRuntime: N/A"));
        // Every key in file order; a continuation joins its entry.
        QCOMPARE(h.fields.size(), std::size_t{19});
        QCOMPARE(h.fields[4].first, std::string("Information"));
        QCOMPARE(h.fields[4].second,
                 std::string("http://www.cs.huji.ac.il/labs/parallel/workload/\nhttp://example.org/second-line"));
        QCOMPARE(h.fields[15], (std::pair<std::string, std::string>("MaxRuntime", "N/A")));
        QCOMPARE(w.jobs.size(), std::size_t{3});
        QCOMPARE(w.jobs[2].estimate, Time{10});
        QCOMPARE(w.jobs[1].nodes, 16);  // field 8 is -1: field 5 used
        QCOMPARE(w.report.count(LoadIssue::EstimateMissing), std::int64_t{1});
        QCOMPARE(w.report.count(LoadIssue::RunTimeExceedsEstimate), std::int64_t{1});
    }

    void headerValuesWithTrailingText()
    {
        const Workload w = SwfReader().readText(
            ";MaxNodes: 400 (48 interactive, 352 batch)\n; MaxProcs: 1664 (72, 1368, 224)\n"
            "; MaxJobs: N/A\n; MaxRecords: 12abc\n1 0 0 10 1 -1 -1 1 10 -1 1 1 1 -1 1 -1 -1 -1\n",
            "inline");
        QCOMPARE(w.header.maxNodes.value_or(-1), std::int64_t{400});
        QCOMPARE(w.header.maxProcs.value_or(-1), std::int64_t{1664});
        QVERIFY(!w.header.maxJobs.has_value());
        QVERIFY(!w.header.maxRecords.has_value());
        QCOMPARE(w.header.machineSize().value_or(-1), std::int64_t{1664});
    }

    void gzipAndPlainGiveTheSameWorkload()
    {
        const Workload plain = SwfReader().readFile(dataFile("swf-header.swf"));
        const Workload gz = SwfReader().readFile(dataFile("swf-header.swf.gz"));
        // Detected by content, not name: a gzip file called .swf.
        const Workload misnamed = SwfReader().readFile(dataFile("swf-header-gzip-content.swf"));
        for (const Workload* other : {&gz, &misnamed}) {
            QCOMPARE(other->jobs.size(), plain.jobs.size());
            for (std::size_t i = 0; i < plain.jobs.size(); ++i) {
                QCOMPARE(other->jobs[i].id, plain.jobs[i].id);
                QCOMPARE(other->jobs[i].submit, plain.jobs[i].submit);
                QCOMPARE(other->jobs[i].runTime, plain.jobs[i].runTime);
                QCOMPARE(other->jobs[i].estimate, plain.jobs[i].estimate);
                QCOMPARE(other->jobs[i].nodes, plain.jobs[i].nodes);
                QCOMPARE(other->jobs[i].record.averageCpuTime, plain.jobs[i].record.averageCpuTime);
                QCOMPARE(other->jobs[i].sourceLine, plain.jobs[i].sourceLine);
            }
            QCOMPARE(other->header.rawLines, plain.header.rawLines);
            QCOMPARE(other->header.notes, plain.header.notes);
            QCOMPARE(other->report.counts, plain.report.counts);
            QCOMPARE(other->report.linesRead, plain.report.linesRead);
            QCOMPARE(other->report.commentLines, plain.report.commentLines);
        }
    }

    void crlfAndBlankLinesAreFine()
    {
        const Workload w = SwfReader().readText(
            "; Version: 2.2\r\n\r\n  1 0 0 10 1 -1 -1 1 10 -1 1 1 1 -1 1 -1 -1 -1\r\n"
            "\t2 5 0 10 2 -1 -1 2 20 -1 1 1 1 -1 1 -1 -1 -1", "crlf");
        QCOMPARE(w.jobs.size(), std::size_t{2});
        QCOMPARE(w.jobs[1].estimate, Time{20});
        QCOMPARE(w.header.version.value_or(""), std::string("2.2"));
        QCOMPARE(w.report.linesRead, std::int64_t{4});
        QCOMPARE(w.report.skipped(), std::int64_t{0});
    }

    void headerOnlyFileIsAnEmptyWorkload()
    {
        const Workload w = SwfReader().readFile(dataFile("swf-header-only.swf"));
        QVERIFY(w.empty());
        QCOMPARE(w.header.computer.value_or(""), std::string("empty machine"));
    }

    void notSwfThrowsOneClearMessage_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("html") << "swf-not-html.swf" << "is not an SWF trace: it looks like HTML or XML";
        QTest::newRow("binary") << "swf-not-binary.swf" << "is not an SWF trace: it contains binary data";
        QTest::newRow("empty") << "swf-not-empty.swf" << "is not an SWF trace: the file is empty";
        QTest::newRow("csv") << "swf-not-csv.swf"
                             << "is not an SWF trace: none of its 3 lines is a valid 18-field record";
        QTest::newRow("truncated gzip") << "swf-truncated.swf.gz" << "the gzip data is truncated";
        // Once, not recursively: 10,000 layers used to overflow the stack.
        QTest::newRow("gzip twice") << "swf-gzip-twice.swf.gz" << "is compressed more than once (gzip inside gzip)";
    }

    void notSwfThrowsOneClearMessage()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const std::string path = dataFile(file.toStdString());
        try {
            (void)SwfReader().readFile(path);
            QFAIL("expected TraceError");
        } catch (const TraceError& error) {
            const std::string message = error.what();
            QVERIFY2(message.find(path) != std::string::npos, message.c_str());
            QVERIFY2(message.find(expected.toStdString()) != std::string::npos, message.c_str());
            QVERIFY2(message.find('\n') == std::string::npos, message.c_str());
        }
    }

    // An 8 MB gzip of zeros decompresses to 8 GB: it must fail with a
    // message at the limit, not exhaust memory (checked with a small limit).
    void decompressionStopsAtItsLimit()
    {
        const std::string text = GzipReader::readFile(dataFile("swf-header.swf.gz"));  // decompressed
        QFile file(QString::fromStdString(dataFile("swf-header.swf.gz")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string raw = file.readAll().toStdString();
        QVERIFY(GzipReader::isGzip(raw));
        QCOMPARE(GzipReader::decompressIfGzip(raw, "fits", text.size() + 1), text);
        try {
            (void)GzipReader::decompressIfGzip(raw, "bomb.gz", text.size() / 2);
            QFAIL("expected FileReadError");
        } catch (const FileReadError& error) {
            QCOMPARE(std::string(error.what()), "cannot decompress 'bomb.gz': it decompresses to more than " +
                                                    std::to_string(text.size() / 2) +
                                                    " bytes, more than any trace SchedLab reads");
        }
    }

    // Times near INT64_MAX overflowed the engine's clock in every policy
    // (exit 4, "a bug"); the reader now keeps times below 10^10 s.
    void timesAboveTheLimitAreSkippedOrLowered()
    {
        const Workload w = SwfReader().readText(
            "1 0 0 9223372036854775806 1 -1 -1 1 100 -1 1 1 1 -1 1 -1 -1 -1\n"
            "2 99999999999 0 10 1 -1 -1 1 100 -1 1 1 1 -1 1 -1 -1 -1\n"
            "3 5 0 10 1 -1 -1 1 9223372036854775806 -1 1 1 1 -1 1 -1 -1 -1\n"
            "4 6 0 10 1 -1 -1 1 2147483647 -1 1 1 1 -1 1 -1 -1 -1\n",
            "huge.swf");
        QCOMPARE(w.jobs.size(), std::size_t{2});
        QCOMPARE(w.report.count(LoadIssue::TimeTooLarge), std::int64_t{2});
        QCOMPARE(exampleLines(w.report, LoadIssue::TimeTooLarge), (std::vector<std::int64_t>{1, 2}));
        QCOMPARE(w.report.count(LoadIssue::EstimateLowered), std::int64_t{1});
        QCOMPARE(w.jobs[0].estimate, Time{LoadLimits::kMaxSeconds});
        // "Unlimited" as 2^31 - 1 (CEA Curie) is below the limit and stays.
        QCOMPARE(w.jobs[1].estimate, Time{2147483647});
    }

    void missingFileNamesPathAndReason()
    {
        const std::string path = dataFile("swf-does-not-exist.swf");
        try {
            (void)SwfReader().readFile(path);
            QFAIL("expected TraceError");
        } catch (const TraceError& error) {
            QCOMPARE(std::string(error.what()), "cannot open '" + path + "': No such file or directory");
        }
    }

    void directoryIsNotATrace()
    {
        const std::string path = std::string(SCHEDLAB_TEST_DATA_DIR);
        try {
            (void)SwfReader().readFile(path);
            QFAIL("expected TraceError");
        } catch (const TraceError& error) {
            QCOMPARE(std::string(error.what()), "cannot read '" + path + "': Is a directory");
        }
    }

    void garbageNeverCrashes()
    {
        // Deterministic pseudo-random mutations of a valid file: each must
        // either load or throw TraceError, never crash (run under ASan).
        std::string base = "; Version: 2.2\n1 0 0 10 1 -1 -1 1 10 -1 1 1 1 -1 1 -1 -1 -1\n"
                           "2 5 0 10 2 1.5 -1 2 20 -1 1 1 1 -1 1 -1 -1 -1\n";
        const std::string alphabet = "0123456789 -.;\n\t\r:eE+x\x1f\x8b";
        std::uint32_t state = 12345;
        const auto next = [&state] {
            state = state * 1664525U + 1013904223U;  // LCG (Numerical Recipes)
            return state >> 8U;
        };
        constexpr int kMutations = 2000;
        for (int i = 0; i < kMutations; ++i) {
            std::string text = base;
            const int edits = 1 + static_cast<int>(next() % 6);
            for (int e = 0; e < edits; ++e)
                text[next() % text.size()] = alphabet[next() % alphabet.size()];
            try {
                const Workload w = SwfReader().readText(text, "mutant");
                QVERIFY(w.report.jobsLoaded + w.report.skipped() <= w.report.recordsRead);
            } catch (const TraceError&) {
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestSwfReader)
#include "TestSwfReader.moc"
