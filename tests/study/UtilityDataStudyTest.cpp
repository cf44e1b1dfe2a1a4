// The study utility-data (Vanderster 2008, sec. 6.3, experiment 6): its
// runs, its tables, and its quick form run as a user runs it, every
// schedule checked by the validator (disks included), with what holds of
// the thesis's ch. 6 findings there: Data FCFS is about Basic FCFS, UM
// Data (with and without Money) completes sooner than Basic FCFS once the
// data is large, NonData moves tasks and data more and completes later,
// and only the +Money utilities weigh credit (their credit-delay
// correlation is below their twins'). What holds on the full study is in
// docs/studies-utility.md.

#include "QuickStudyRuns.h"
#include "study/StudyTestRuns.h"

#include "study/UtilityDataStudy.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace schedlab;

class UtilityDataStudyTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::runQuickStudy(m_study, m_runs, test::npaciStudyOptions(true));
        QCOMPARE(m_runs.size(), std::size_t(18));
    }

    // 45 input scales (sec. 6.3) x 5 windows x 6 schemes; every run on the
    // disk grid of its window, with its inputs U(100 d, 1000 d) MB.
    void fullStudyRuns()
    {
        QCOMPARE(UtilityDataStudy::scales(false).size(), std::size_t(45));
        QCOMPARE(UtilityDataStudy::scales(false).front(), 1);
        QCOMPARE(UtilityDataStudy::scales(false).back(), 1000);
        TraceCache cache;
        const std::vector<RunSpec> runs = m_study.runs(test::npaciStudyOptions(false), cache);
        QCOMPARE(runs.size(), std::size_t(1350));
        const RunSpec& last = runs.back();
        QCOMPARE(last.platform, std::string("vanderster-medium-disk-5"));
        QCOMPARE(last.transforms.back(), std::string("inputs:100000:1000000:5"));
        QCOMPARE(last.policy, std::string("utility"));
        QCOMPARE(last.parameters.at("utility"), std::string("non-data-money"));
    }

    // Four tables, a row per d of the full study and a column per scheme;
    // the quick runs fill the rows of d = 1, 10 and 100 only.
    void tablesHaveARowPerScale()
    {
        const std::vector<StudyTable> tables = m_study.tables(m_runs);
        QCOMPARE(tables.size(), std::size_t(4));
        for (const StudyTable& table : tables) {
            QCOMPARE(table.table.rowCount(), std::size_t(45));
            QCOMPARE(table.table.headers().size(), std::size_t(7));
            for (std::size_t row = 0; row < table.table.rowCount(); ++row) {
                const std::string d = table.table.cell(row, 0);
                const bool quick = d == "1" || d == "10" || d == "100";
                for (std::size_t column = 1; column < 7; ++column)
                    QVERIFY2(table.table.cell(row, column).empty() != quick, (table.title + ", d " + d).c_str());
            }
        }
    }

    // Quick study: completion 49.3 / 49.3, 55.5 / 56.0, 172.8 / 170.7 h.
    void dataFcfsIsAboutBasicFcfs()
    {
        for (const int d : UtilityDataStudy::scales(true)) {
            const double basic = metric(d, "Basic FCFS", "makespan");
            const double data = metric(d, "Data FCFS", "makespan");
            QVERIFY2(std::abs(data - basic) <= 0.05 * basic, std::to_string(d).c_str());
        }
    }

    // Quick study, d = 100: 130.2 and 130.4 h (+Money) against 172.8 h (at
    // d = 1 and 10, 70-80 h against 49-56 h: UM's periods cost more than
    // the little data).
    void umDataBeatsBasicFcfsOnLargeData()
    {
        for (const char* form : {"UM Data", "UM Data+Money"})
            QVERIFY2(metric(kLarge, form, "makespan") < metric(kLarge, "Basic FCFS", "makespan"), form);
    }

    // Quick study, NonData against Data: transfers 230.1 against 144.4 h at
    // d = 10, 3,194 against 1,883 h at d = 100; at d = 100 completion 174.4
    // against 130.2 h and 168 tasks moved against 135.
    void nonDataMovesMoreDataAndCompletesLater()
    {
        for (const int d : {10, kLarge}) {
            QVERIFY2(metric(d, "UM NonData", "transferTime") > 1.5 * metric(d, "UM Data", "transferTime"),
                     std::to_string(d).c_str());
        }
        QVERIFY(metric(kLarge, "UM NonData", "makespan") > metric(kLarge, "UM Data", "makespan"));
        QVERIFY(metric(kLarge, "UM NonData", "migratedJobs") > metric(kLarge, "UM Data", "migratedJobs"));
    }

    // Quick study, Money against its twin at d = 100: 0.097 / 0.167 (Data),
    // 0.029 / 0.158 (NonData). At d = 10 the one window of 200 tasks is too
    // few for it (Data -0.011 / -0.055, NonData -0.077 / -0.019); on the
    // full study it holds at every d (docs/studies-utility.md).
    void onlyMoneyWeighsCredit()
    {
        for (const char* form : {"UM Data", "UM NonData"}) {
            const std::string money = std::string(form) + "+Money";
            QVERIFY2(metric(kLarge, money, "valueDelayCorrelation") < metric(kLarge, form, "valueDelayCorrelation"),
                     money.c_str());
        }
    }

private:
    static constexpr int kLarge = 100;  // the quick study's largest input scale

    double metric(int d, const std::string& scheme, const std::string& key) const
    {
        const std::string label = scheme + " · d " + std::to_string(d) + " · window 1";
        for (const StoredRun& run : m_runs) {
            if (run.name.ends_with(label))
                return run.metric(key);
        }
        qFatal("no run of %s", label.c_str());
    }

    UtilityDataStudy m_study;
    std::vector<StoredRun> m_runs;
};

QTEST_GUILESS_MAIN(UtilityDataStudyTest)
#include "UtilityDataStudyTest.moc"
