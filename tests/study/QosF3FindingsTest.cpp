// The quick study qos-f3 (Phosphorus D5.2, Varvarigos, Kokkinos et al.,
// 2007, §2.3.2, Tables 4-5) run as a user runs it, each schedule checked by
// the validator, and what holds of the deliverable's finding "WFQ/EST has
// lower per-MI delay, lower spread across users and better E3 than EDF/EST;
// the gap grows as U4's inter-arrival falls". What does not hold here (E3
// at U4's 55 s gap) is reported with numbers in docs/status.md and
// docs/studies-qos.md, not tested.

#include "QuickStudyRuns.h"

#include "study/QosStudy.h"
#include "study/QosTables.h"

#include <QTest>

#include <vector>

using namespace schedlab;

namespace {

using E = QosScenario::Experiment;

// Scheme indices (QosScenario::schemes(Wfq)).
constexpr std::size_t kWfq = 0;
constexpr std::size_t kEdf = 1;

}  // namespace

class QosF3FindingsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::runQuickStudy(m_study, m_runs);
        QCOMPARE(m_runs.size(), std::size_t(6));
    }

    // Every table has a value in every cell.
    void tablesAreFull()
    {
        for (const StudyTable& table : m_study.tables(m_runs)) {
            QCOMPARE(table.table.headers().size(), std::size_t(4));  // scheme and three U4 gaps
            for (const auto& row : table.table.rows()) {
                for (const std::string& cell : row)
                    QVERIFY2(!cell.empty(), table.title.c_str());
            }
        }
    }

    // The mean delay per MI and its spread across users are lower under
    // WFQ/EST at U4's small gaps (1093 s: 14.7 against 26.7 µs/MI; 55 s:
    // 333 against 1552): WFQ serves U3's and U2's small tasks before
    // U4's backlog, where EDF (equal relative deadlines: arrival order)
    // keeps them behind it.
    void wfqHasLowerPerMiDelayAndSpreadAtSmallGaps()
    {
        for (const char* gap : {"1093", "55"}) {
            for (const char* key : {"meanMiDelay", "miDelayUserStdDev"}) {
                const double wfq = mean(kWfq, gap, key);
                const double edf = mean(kEdf, gap, key);
                QVERIFY2(wfq < edf, qPrintable(QStringLiteral("U4 gap %1 %2: WFQ %3, EDF %4")
                                                   .arg(gap, key)
                                                   .arg(wfq)
                                                   .arg(edf)));
            }
        }
    }

    // The advantage in per-MI delay grows as U4's gap falls: about 0 at
    // 5464 s (both order U4's rare tasks alike), 12 µs/MI at 1093 s, 1220 at
    // 55 s.
    void wfqAdvantageGrowsAsU4GapFalls()
    {
        std::vector<double> advantage;
        for (const char* gap : {"5464", "1093", "55"})
            advantage.push_back(mean(kEdf, gap, "meanMiDelay") - mean(kWfq, gap, "meanMiDelay"));
        QVERIFY2(advantage[0] >= 0 && advantage[0] < advantage[1] && advantage[1] < advantage[2],
                 qPrintable(QStringLiteral("%1 %2 %3").arg(advantage[0]).arg(advantage[1]).arg(advantage[2])));
    }

    // E3 is better under WFQ/EST at 1093 s (6.605 against 6.784). At 55 s
    // it is not (623 against 554): U4's ~1000 tasks dominate the mean and
    // WFQ holds U4 back; see docs/status.md.
    void wfqHasBetterE3AtGap1093()
    {
        const double wfq = mean(kWfq, "1093", "e3");
        const double edf = mean(kEdf, "1093", "e3");
        QVERIFY2(wfq < edf, qPrintable(QStringLiteral("WFQ %1, EDF %2").arg(wfq).arg(edf)));
    }

private:
    [[nodiscard]] double mean(std::size_t scheme, const char* gap, const char* key) const
    {
        return QosTables(m_runs).mean(E::Wfq, QosStudy::kWfqHorizon, scheme, gap, key);
    }

    const QosStudy m_study{E::Wfq};
    std::vector<StoredRun> m_runs;
};

QTEST_APPLESS_MAIN(QosF3FindingsTest)
#include "QosF3FindingsTest.moc"
