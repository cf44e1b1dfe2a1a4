#include "WorkloadTestPaths.h"

#include "workload/SwfReader.h"
#include "workload/TraceCalendar.h"
#include "workload/WorkloadTransform.h"

#include <QtTest>

#include <cmath>
#include <set>
#include <stdexcept>

using namespace schedlab;

namespace {

// swf-skip-reasons.swf keeps 7 jobs (id: submit, nodes, run, estimate):
// 1: 0,4,100,200  8: 60,2,300,200  10: 65,8,10,100  15: 65,16,0,1
// 9: 70,2,50,50   11: 80,1,10,100  13: 100,3,10,100
Workload sample()
{
    return SwfReader().readFile(test::dataFile("swf-skip-reasons.swf"));
}

std::vector<std::int64_t> ids(const Workload& w)
{
    std::vector<std::int64_t> out;
    for (const auto& job : w.jobs)
        out.push_back(job.id);
    return out;
}

std::string applyOne(Workload& w, const std::string& spec)
{
    const auto transform = WorkloadTransform::parse(spec);
    return transform->apply(w);
}

using Ids = std::vector<std::int64_t>;

}  // namespace

class TestWorkloadTransform : public QObject {
    Q_OBJECT

private slots:
    void dropWider()
    {
        Workload w = sample();
        QCOMPARE(applyOne(w, "drop-wider:4"), std::string("removed 2 of 7 jobs wider than 4 nodes"));
        QCOMPARE(ids(w), (Ids{1, 8, 9, 11, 13}));
        QCOMPARE(w.transforms, (std::vector<std::string>{"drop-wider:4"}));
        QCOMPARE(applyOne(w, "drop-wider:0256"), std::string("removed 0 of 5 jobs wider than 256 nodes"));
        QCOMPARE(w.transforms.back(), std::string("drop-wider:256"));  // canonical
    }

    void exactEstimates()
    {
        Workload w = sample();
        QCOMPARE(applyOne(w, "exact-estimates"), std::string("set the estimate to the run time for all 7 jobs (5 changed)"));
        for (const auto& job : w.jobs)
            QCOMPARE(job.estimate, std::max<Time>(job.runTime, 1));
        QCOMPARE(w.jobs[3].estimate, Time{1});  // job 15 ran 0 s; estimates stay > 0
    }

    void overrun()
    {
        Workload complete = sample();
        QCOMPARE(applyOne(complete, "overrun:complete"),
                 std::string("1 jobs run past their estimate and run to completion (no change)"));
        QCOMPARE(complete.jobs[1].runTime, Time{300});
        QCOMPARE(complete.transforms, (std::vector<std::string>{"overrun:complete"}));

        Workload kill = sample();
        QCOMPARE(applyOne(kill, "overrun:kill"), std::string("cut 1 jobs that ran past their estimate to their estimate"));
        QCOMPARE(kill.jobs[1].id, std::int64_t{8});
        QCOMPARE(kill.jobs[1].runTime, Time{200});
        QCOMPARE(kill.jobs[1].record.runTime, std::int64_t{200});
        QCOMPARE(kill.jobs[0].runTime, Time{100});
        // Exactly the cut job is flagged; job 9 ends right at its estimate
        // (50 of 50) and was not cut, so it is not.
        for (const auto& job : kill.jobs)
            QCOMPARE(job.killedAtEstimate, job.id == 8);
        for (const auto& job : complete.jobs)
            QVERIFY(!job.killedAtEstimate);
    }

    void window()
    {
        Workload w = sample();
        QCOMPARE(applyOne(w, "window:60:80"), std::string("kept 4 of 7 jobs submitted in [60, 80) s"));
        QCOMPARE(ids(w), (Ids{8, 10, 15, 9}));
        QCOMPARE(w.jobs.front().submit, Time{60});  // not shifted
    }

    void range()
    {
        Workload w = sample();
        QCOMPARE(applyOne(w, "range:2:4"), std::string("kept jobs 2 to 4: 3 of 7"));
        QCOMPARE(ids(w), (Ids{8, 10, 15}));

        Workload tail = sample();
        QCOMPARE(applyOne(tail, "range:6:100"), std::string("kept jobs 6 to 100: 2 of 7 (the workload has only 7 jobs)"));
        QCOMPARE(ids(tail), (Ids{11, 13}));

        Workload beyond = sample();
        applyOne(beyond, "range:50:60");
        QVERIFY(beyond.empty());
    }

    void rebase()
    {
        Workload w = sample();
        const auto summaries = applyTransforms(w, {"window:60:1000", "rebase"});
        QCOMPARE(summaries.size(), std::size_t{2});
        QCOMPARE(summaries[1], std::string("rebase: shifted submit times by -60 s so the first job is submitted at 0"));
        QCOMPARE(w.jobs.front().submit, Time{0});
        QCOMPARE(w.jobs.back().submit, Time{40});
        QCOMPARE(w.jobs.back().record.submitTime, std::int64_t{40});
        QCOMPARE(w.header.unixStartTime.value_or(-1), std::int64_t{60});  // calendar stays right
        QCOMPARE(w.transforms, (std::vector<std::string>{"window:60:1000", "rebase"}));

        Workload empty;
        QCOMPARE(applyOne(empty, "rebase"), std::string("no jobs to rebase"));

        // An absolute deadline moves with the clock.
        Workload due = sample();
        due.jobs[1].deadline = 500;  // submitted at 60
        applyTransforms(due, {"window:60:1000", "rebase"});
        QCOMPARE(due.jobs.front().deadline, Time{440});
    }

    // Gaps scaled by K from the first submission (0, 60, 65, 65, 70, 80,
    // 100): by 0.5 to 0, 30, 32.5 -> 33 (rounded half away), 33, 35, 40, 50;
    // by 0 all at 0. Deadlines and records move with their jobs.
    void scaleInterArrival()
    {
        Workload w = sample();
        w.jobs[1].deadline = 160;
        QCOMPARE(applyOne(w, "scale-interarrival:0.50"),
                 std::string("scaled the gaps between submissions by 0.5 (span now 50 ticks)"));
        std::vector<Time> submits;
        for (const Job& job : w.jobs)
            submits.push_back(job.submit);
        QCOMPARE(submits, (std::vector<Time>{0, 30, 33, 33, 35, 40, 50}));
        QCOMPARE(w.jobs[1].deadline, Time{130});
        QCOMPARE(w.jobs[1].record.submitTime, std::int64_t{30});
        QCOMPARE(w.transforms, (std::vector<std::string>{"scale-interarrival:0.5"}));  // canonical
        Workload once = sample();
        applyOne(once, "scale-interarrival:0");
        for (const Job& job : once.jobs)
            QCOMPARE(job.submit, Time{0});
    }

    // Credits of Vanderster (2008), ch. 4-5, after options:halve:2: job 1
    // (4 nodes) has ways of 4, 2 and 1 nodes worth v, v (1/2)^1.1 and v
    // (1/4)^1.1 (rounded as generated credits are); every credit is at
    // least 0.1; the same seed draws the same credits, another seed others;
    // exponent 0 gives every way the job's credit.
    void credits()
    {
        Workload w = sample();
        applyOne(w, "options:halve:2");
        const std::string summary = applyOne(w, "credits:5");
        QVERIFY2(summary.starts_with("gave 7 jobs credits ~ N(10, 4) above 0.1 (mean "), summary.c_str());
        QCOMPARE(w.transforms.back(), std::string("credits:5"));
        const Job& four = w.jobs[0];
        QCOMPARE(four.nodes, 4);
        QCOMPARE(four.options.size(), std::size_t{2});
        const double v = four.value;
        QVERIFY(v >= 0.1);
        QVERIFY(std::abs(four.options[0].value - v * std::pow(0.5, 1.1)) < 1e-3);
        QVERIFY(std::abs(four.options[1].value - v * std::pow(0.25, 1.1)) < 1e-3);
        std::set<double> distinct;
        for (const Job& job : w.jobs) {
            QVERIFY(job.value >= 0.1);
            distinct.insert(job.value);
        }
        QVERIFY(distinct.size() > 1);

        Workload again = sample();
        applyTransforms(again, {"options:halve:2", "credits:5"});
        Workload other = sample();
        applyTransforms(other, {"options:halve:2", "credits:6"});
        Workload flat = sample();
        applyTransforms(flat, {"options:halve:2", "credits:5:0"});
        QCOMPARE(flat.transforms.back(), std::string("credits:5:0"));
        bool differs = false;
        for (std::size_t k = 0; k < w.jobs.size(); ++k) {
            QCOMPARE(again.jobs[k].value, w.jobs[k].value);
            differs = differs || other.jobs[k].value != w.jobs[k].value;
            QCOMPARE(flat.jobs[k].value, w.jobs[k].value);
            for (const JobOption& option : flat.jobs[k].options)
                QCOMPARE(option.value, w.jobs[k].value);
        }
        QVERIFY(differs);
    }

    // Experiment 6 of Vanderster (2008): inputs U(MIN, MAX) MB per job and
    // a credit U(0, 1) per way, the job's value its best; both seeded.
    void inputsAndUniformCredits()
    {
        Workload w = sample();
        applyOne(w, "options:halve:2");
        QVERIFY2(applyOne(w, "inputs:100:1000:3").starts_with("gave 7 jobs input data ~ U(100, 1000) MB (mean "),
                 w.transforms.back().c_str());
        QCOMPARE(w.transforms.back(), std::string("inputs:100:1000:3"));
        QVERIFY2(applyOne(w, "uniform-credits:3").starts_with("gave "), "summary");
        QCOMPARE(w.transforms.back(), std::string("uniform-credits:3"));
        std::set<double> inputs;
        for (const Job& job : w.jobs) {
            QVERIFY(job.inputMB >= 100 && job.inputMB <= 1000);
            inputs.insert(job.inputMB);
            double best = 0;
            for (const JobOption& option : job.options) {
                QVERIFY(option.value >= 0 && option.value < 1);
                best = std::max(best, option.value);
            }
            QCOMPARE(job.value, job.options.empty() ? job.value : best);
            QVERIFY(job.value >= 0 && job.value < 1);
        }
        QVERIFY(inputs.size() > 1);
        Workload again = sample();
        applyTransforms(again, {"options:halve:2", "inputs:100:1000:3", "uniform-credits:3"});
        Workload other = sample();
        applyTransforms(other, {"options:halve:2", "inputs:100:1000:4", "uniform-credits:4"});
        bool differs = false;
        for (std::size_t k = 0; k < w.jobs.size(); ++k) {
            QCOMPARE(again.jobs[k].inputMB, w.jobs[k].inputMB);
            QCOMPARE(again.jobs[k].value, w.jobs[k].value);
            differs = differs || other.jobs[k].inputMB != w.jobs[k].inputMB || other.jobs[k].value != w.jobs[k].value;
        }
        QVERIFY(differs);
    }

    // A window of N jobs at a seeded position: the same for the same seed,
    // within the workload, and the whole workload when N is not less.
    void randomWindow()
    {
        Workload w = sample();
        const std::string summary = applyOne(w, "window:random:3:7");
        QCOMPARE(w.size(), std::size_t{3});
        QCOMPARE(w.transforms, (std::vector<std::string>{"window:random:3:7"}));
        Workload again = sample();
        QCOMPARE(applyOne(again, "window:random:3:7"), summary);
        QCOMPARE(ids(again), ids(w));
        std::set<Ids> windows;
        for (int seed = 0; seed < 40; ++seed) {
            Workload drawn = sample();
            applyOne(drawn, "window:random:3:" + std::to_string(seed));
            windows.insert(ids(drawn));
        }
        QCOMPARE(windows.size(), std::size_t{5});  // every offset 0..4 is drawn
        Workload whole = sample();
        QCOMPARE(applyOne(whole, "window:random:7:1"), std::string("kept jobs 1 to 7 of 7"));
        QCOMPARE(applyOne(whole, "window:random:10:1"), std::string("kept jobs 1 to 7 of 7 (fewer than 10)"));
    }

    // Jobs of work 1, 2, 3, 4 and 5 processor-hours. A demand of 5 h may
    // start at any job (even the last has 5 h), and the window ends at the
    // job that reaches it; a demand of 15 h only at the first, and of 16 h
    // nowhere, which keeps the whole workload.
    void demandWindow()
    {
        Workload w;
        for (int k = 1; k <= 5; ++k) {
            Job job;
            job.id = k;
            job.submit = k;
            job.nodes = k;
            job.runTime = 3600;
            job.estimate = 3600;
            w.jobs.push_back(job);
        }
        std::set<Ids> windows;
        for (int seed = 0; seed < 40; ++seed) {
            Workload drawn = w;
            const std::string summary = applyOne(drawn, "window:demand:5:" + std::to_string(seed));
            windows.insert(ids(drawn));
            double work = 0;
            for (const Job& job : drawn.jobs)
                work += job.nodes;
            QVERIFY2(work >= 5, summary.c_str());
            QVERIFY2(work - drawn.jobs.back().nodes < 5, summary.c_str());  // stops once reached
        }
        // From job 1: 1+2+3; from 2: 2+3; from 3, 4 or 5: itself and on.
        QCOMPARE(windows, (std::set<Ids>{{1, 2, 3}, {2, 3}, {3, 4}, {4, 5}, {5}}));
        Workload all = w;
        QCOMPARE(applyOne(all, "window:demand:15:3"), std::string("kept jobs 1 to 5 of 5, 15 processor-hours"));
        Workload more = w;
        QCOMPARE(applyOne(more, "window:demand:16:1"),
                 std::string("kept jobs 1 to 5 of 5, 15 processor-hours (less than 16)"));
        QCOMPARE(more.transforms, (std::vector<std::string>{"window:demand:16:1"}));
    }

    void monthUsesTheTraceTimeZone()
    {
        if (!TimeZone::load("US/Eastern"))
            QSKIP("no TZif database at /usr/share/zoneinfo");
        // UnixStartTime 835823160 = 1996-06-26 21:06 UTC. July begins at
        // 356040 s in UTC, 370440 s in US/Eastern (EDT), 374040 s at EST.
        const std::string records = "1 0 0 10 1 -1 -1 1 10 -1 1 1 1 -1 1 -1 -1 -1\n"
                                    "2 360000 0 10 1 -1 -1 1 10 -1 1 1 1 -1 1 -1 -1 -1\n"
                                    "3 370439 0 10 1 -1 -1 1 10 -1 1 1 1 -1 1 -1 -1 -1\n"
                                    "4 370440 0 10 1 -1 -1 1 10 -1 1 1 1 -1 1 -1 -1 -1\n";
        const std::string start = "; UnixStartTime: 835823160\n";
        struct Case {
            std::string header;
            std::int64_t juneJobs;
            std::string says;
        };
        const std::vector<Case> cases = {
            {start + "; TimeZone: -18000\n; TimeZoneString: US/Eastern\n", 3, "(time zone US/Eastern)"},
            {start + "; TimeZone: -18000\n; TimeZoneString: Mars/Olympus\n", 4,
             "time zone 'Mars/Olympus' not found in /usr/share/zoneinfo; using the header's TimeZone offset -18000 s"},
            {start + "; TimeZoneString: Mars/Olympus\n", 1, "not found in /usr/share/zoneinfo; using UTC"},
            {start, 1, "no TimeZoneString in the header; using UTC"},
        };
        for (const auto& c : cases) {
            Workload w = SwfReader().readText(c.header + records, "months");
            const std::string summary = applyOne(w, "month:1996-06");
            QCOMPARE(static_cast<std::int64_t>(w.size()), c.juneJobs);
            QVERIFY2(summary.find(c.says) != std::string::npos, summary.c_str());
            QVERIFY2(summary.find("of 4 jobs submitted in 1996-06") != std::string::npos, summary.c_str());
        }

        // No UnixStartTime: months from time 0, UTC.
        Workload noStart = SwfReader().readText("; Version: 2.2\n" + records, "no-start");
        QCOMPARE(calendarMonths(noStart), (std::vector<std::string>{"1970-01"}));
        const std::string summary = applyOne(noStart, "month:1970-01");
        QCOMPARE(noStart.size(), std::size_t{4});
        QVERIFY2(summary.find("no UnixStartTime in the header: months counted from time 0 as UTC") != std::string::npos,
                 summary.c_str());
    }

    void invalidSpecsNameTheBadPart_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << "" << "empty transform spec";
        QTest::newRow("unknown") << "shuffle" << "unknown transform 'shuffle'";
        QTest::newRow("drop no N") << "drop-wider" << "expected drop-wider:N (1 argument), got 0";
        QTest::newRow("drop text") << "drop-wider:lots" << "N 'lots' is not an integer";
        QTest::newRow("drop zero") << "drop-wider:0" << "N must be at least 1, got 0";
        QTest::newRow("drop extra") << "drop-wider:5:6" << "got 2";
        QTest::newRow("exact args") << "exact-estimates:1" << "expected exact-estimates (0 arguments), got 1";
        QTest::newRow("overrun mode") << "overrun:maybe" << "mode 'maybe' is neither 'kill' nor 'complete'";
        QTest::newRow("window order") << "window:10:5" << "FROM (10) must be less than TO (5)";
        QTest::newRow("window text") << "window:a:5" << "FROM 'a' is not an integer";
        QTest::newRow("window empty") << "window::5" << "FROM '' is not an integer";
        QTest::newRow("month 13") << "month:1996-13" << "month '1996-13' is not YYYY-MM";
        QTest::newRow("month short") << "month:96-07" << "month '96-07' is not YYYY-MM";
        QTest::newRow("range zero") << "range:0:5" << "FIRST must be at least 1, got 0";
        QTest::newRow("range order") << "range:5:4" << "LAST (4) must not be less than FIRST (5)";
        QTest::newRow("rebase args") << "rebase:now" << "expected rebase (0 arguments), got 1";
        QTest::newRow("ft-options one argument")
            << "ft-options:4" << "expected ft-options:CLUSTERS:SEED[:SIGMA] (2 or 3 arguments), got 1";
        QTest::newRow("ft-options no clusters") << "ft-options:0:1" << "CLUSTERS must be between 1 and 256";
        QTest::newRow("ft-options text seed") << "ft-options:4:x" << "SEED 'x' is not an integer";
        QTest::newRow("ft-options negative seed") << "ft-options:4:-1" << "SEED must not be negative";
        QTest::newRow("ft-options text sigma") << "ft-options:4:1:wide" << "SIGMA 'wide' is not a number";
        QTest::newRow("ft-options sigma 2") << "ft-options:4:1:2" << "SIGMA must be between 0 and 1";
        QTest::newRow("scale text") << "scale-interarrival:fast" << "K 'fast' is not a number";
        QTest::newRow("scale negative") << "scale-interarrival:-1" << "K must be between 0 and 1000";
        QTest::newRow("scale inf") << "scale-interarrival:inf" << "K 'inf' is not a number";
        QTest::newRow("scale no K") << "scale-interarrival" << "expected scale-interarrival:K (1 argument), got 0";
        QTest::newRow("credits no seed") << "credits" << "expected credits:SEED[:EXPONENT] (1 or 2 arguments), got 0";
        QTest::newRow("credits text seed") << "credits:x" << "SEED 'x' is not an integer";
        QTest::newRow("credits negative seed") << "credits:-1" << "SEED must not be negative";
        QTest::newRow("credits exponent") << "credits:1:11" << "EXPONENT must be between 0 and 10";
        QTest::newRow("credits exponent text") << "credits:1:steep" << "EXPONENT 'steep' is not a number";
        QTest::newRow("random window zero") << "window:random:0:1" << "N must be at least 1, got 0";
        QTest::newRow("random window seed") << "window:random:5:-2" << "SEED must not be negative";
        QTest::newRow("random window short") << "window:random:5" << "expected window:random:N:SEED (3 arguments)";
        QTest::newRow("demand window zero") << "window:demand:0:1" << "HOURS must be a number above 0, got 0";
        QTest::newRow("demand window seed") << "window:demand:5:-1" << "SEED must not be negative";
        QTest::newRow("demand window short") << "window:demand:5" << "expected window:demand:HOURS:SEED (3 arguments)";
        QTest::newRow("inputs order") << "inputs:10:5:1" << "MAX must not be less than MIN";
        QTest::newRow("inputs negative") << "inputs:-1:5:1" << "MIN must not be negative";
        QTest::newRow("inputs short") << "inputs:1:5" << "inputs:MIN:MAX:SEED";
        QTest::newRow("uniform credits seed") << "uniform-credits:-1" << "SEED must not be negative";
    }

    void invalidSpecsNameTheBadPart()
    {
        QFETCH(QString, spec);
        QFETCH(QString, expected);
        try {
            (void)WorkloadTransform::parse(spec.toStdString());
            QFAIL("expected std::invalid_argument");
        } catch (const std::invalid_argument& error) {
            const std::string message = error.what();
            QVERIFY2(message.find(expected.toStdString()) != std::string::npos, message.c_str());
            if (!spec.isEmpty())
                QVERIFY2(message.find("'" + spec.toStdString() + "'") != std::string::npos, message.c_str());
        }
    }

    void applyTransformsIsAllOrNothing()
    {
        Workload w = sample();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, applyTransforms(w, {"drop-wider:4", "bogus"}));
        QCOMPARE(w.size(), std::size_t{7});
        QVERIFY(w.transforms.empty());
    }
};

QTEST_APPLESS_MAIN(TestWorkloadTransform)
#include "TestWorkloadTransform.moc"
