#include "workload/LoadReport.h"

#include <QtTest>

#include <set>

using namespace schedlab;

class TestLoadReport : public QObject {
    Q_OBJECT

private slots:
    void namesAreUniqueAndStable()
    {
        std::set<std::string> names;
        for (const auto issue : kAllLoadIssues)
            names.insert(loadIssueName(issue));
        QCOMPARE(names.size(), std::size(kAllLoadIssues));
        QCOMPARE(loadIssueName(LoadIssue::UnknownRunTime), std::string("unknown-run-time"));
        QCOMPARE(loadIssueName(LoadIssue::RunTimeExceedsEstimate), std::string("run-time-exceeds-estimate"));
        QCOMPARE(loadIssueText(LoadIssue::UnknownRunTime), std::string("unknown run time (field 4 is -1)"));
    }

    void skipReasons()
    {
        const std::set<LoadIssue> skips = {
            LoadIssue::WrongFieldCount, LoadIssue::NonNumericField,    LoadIssue::UnknownRunTime,
            LoadIssue::NegativeRunTime, LoadIssue::NoNodes,            LoadIssue::NegativeSubmitTime,
            LoadIssue::SubmitOutOfOrder, LoadIssue::EstimateMissingSkipped, LoadIssue::TimeTooLarge,
            LoadIssue::InvalidJobLine,  LoadIssue::DuplicateJobId,     LoadIssue::JobStep,
            LoadIssue::PendingAtEnd,    LoadIssue::RunningAtEnd,       LoadIssue::CancelledBeforeStart,
            LoadIssue::UnsupportedProfile,
        };
        for (const auto issue : kAllLoadIssues)
            QCOMPARE(isSkipReason(issue), skips.count(issue) == 1);
    }

    void keepsFirstExamplesAndCountsAll()
    {
        LoadReport report;
        report.file = "t.swf";
        for (int line = 1; line <= 8; ++line)
            report.add(LoadIssue::NoNodes, line, "no nodes " + std::to_string(line));
        report.add(LoadIssue::EstimateMissing, 42, "field 9 (requested time) is -1");
        report.addCountOnly(LoadIssue::EstimateMissing);

        QCOMPARE(report.count(LoadIssue::NoNodes), std::int64_t{8});
        QCOMPARE(report.examples[LoadIssue::NoNodes].size(), LoadReport::kExamplesPerIssue);
        QCOMPARE(report.examples[LoadIssue::NoNodes].back().line, std::int64_t{5});
        QVERIFY(!report.wantsExample(LoadIssue::NoNodes));
        QVERIFY(report.wantsExample(LoadIssue::EstimateMissing));
        QCOMPARE(report.count(LoadIssue::EstimateMissing), std::int64_t{2});
        QCOMPARE(report.count(LoadIssue::UnknownRunTime), std::int64_t{0});
        QCOMPARE(report.skipped(), std::int64_t{8});  // EstimateMissing is only a warning
    }

    void textNamesFileAndLine()
    {
        LoadReport report;
        report.file = "trace.swf";
        report.recordsRead = 10;
        report.linesRead = 12;
        report.jobsLoaded = 9;
        report.add(LoadIssue::UnknownRunTime, 7, "field 4 (run time) is -1");
        report.add(LoadIssue::RunTimeExceedsEstimate, 9, "field 4 (run time) 300 exceeds field 9 (requested time) 200");
        const std::string text = report.toText();
        QVERIFY2(text.find("trace.swf: 10 records in 12 lines; 9 jobs loaded, 1 skipped") == 0, text.c_str());
        QVERIFY2(text.find("trace.swf:7: field 4 (run time) is -1") != std::string::npos, text.c_str());
        QVERIFY2(text.find("skipped: 1 x unknown run time") != std::string::npos, text.c_str());
        QVERIFY2(text.find("warning: 1 x run time longer than the estimate") != std::string::npos, text.c_str());
        // Skip reasons are listed before warnings.
        QVERIFY(text.find("skipped:") < text.find("warning:"));
    }
};

QTEST_APPLESS_MAIN(TestLoadReport)
#include "TestLoadReport.moc"
