// The quick study qos-f4 (Phosphorus D5.2, Varvarigos, Kokkinos et al.,
// 2007, §3.3) run as a user runs it, each schedule checked by the
// validator, and what holds of the deliverable's findings: guaranteed users
// miss no deadline under GB and GBE (and GBP, given deadlines its bound can
// meet), many under BE; GBE fails best-effort tasks; no guaranteed task is
// backlogged with fixed arrivals; GB uses the resources least evenly; Mixed
// arrivals make guaranteed users miss where Un.5 and Un.20 do not;
// conservative accounting never backlogs and conservative + feedback does.
// What does not hold (GBP with the GB deadlines, Exact missing most) is
// reported with numbers in docs/status.md, not tested.

#include "QuickStudyRuns.h"

#include "study/GsBeStudy.h"

#include <QTest>

#include <map>

using namespace schedlab;

namespace {

using Kind = GsBeScenario::Kind;

GsBeScenario scenario(Kind kind, const std::string& gap, bool multiCpu = false)
{
    return {.kind = kind, .multiCpu = multiCpu, .u4Gap = gap};
}

}  // namespace

class GsBeFindingsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::runQuickStudy(m_study, m_runs);
        QCOMPARE(m_runs.size(), std::size_t(50));
        for (const StoredRun& run : m_runs)
            m_byKey[GsBeScenario::keyOf(run.description)] = &run;
        QCOMPARE(m_byKey.size(), m_runs.size());
    }

    // Every scenario of the quick study has its value in the tables.
    void quickCellsAreFilled()
    {
        const std::vector<StudyTable> tables = m_study.tables(m_runs);
        QVERIFY(!tables.empty());
        const CsvTable& misses = tables.front().table;
        // scenario, then U4 5464 (quick), ..., 1093 (quick), ..., 55 (quick).
        for (const auto& row : misses.rows()) {
            QVERIFY(!row[1].empty());
            QVERIFY(!row[6].empty());
            QVERIFY(!row[9].empty());
            QVERIFY(row[2].empty());
        }
    }

    // §3.3: guaranteed users that respect their registration miss no
    // deadline under GB and GBE, single- and multi-CPU, nor under GBP when
    // their deadlines allow GBP's bound; under BE they miss when U4 floods.
    void guaranteedUsersMissNothingUnlessBestEffort()
    {
        for (const std::string& gap : GsBeStudy::u4Gaps(true)) {
            for (const Kind kind : {Kind::Gb, Kind::Gbe, Kind::GbpOwnBound})
                QCOMPARE(metric(scenario(kind, gap), "guaranteedMisses"), 0.0);
        }
        for (const Kind kind : {Kind::Gb, Kind::Gbe, Kind::GbpOwnBound})
            QCOMPARE(metric(scenario(kind, GsBeStudy::kVariantGap, true), "guaranteedMisses"), 0.0);
        QVERIFY(metric(scenario(Kind::Be, "55"), "guaranteedMisses") > 100);
    }

    // §3.3: "GBE fails many BE tasks": best-effort tasks sent to R1 are
    // refused there (780,000 / 2 < rho_U1); no other scenario refuses any.
    void onlyGbeFailsBestEffortTasks()
    {
        QVERIFY(metric(scenario(Kind::Gbe, "55"), "rejectedJobs") > 500);
        for (const Kind kind : {Kind::Gb, Kind::Gbp, Kind::GbpOwnBound, Kind::Be})
            QCOMPARE(metric(scenario(kind, "55"), "rejectedJobs"), 0.0);
    }

    // §3.3: no guaranteed task is backlogged with fixed arrivals (a user
    // sending exactly at its registered rate always conforms).
    void fixedArrivalsAreNeverBacklogged()
    {
        for (const std::string& gap : GsBeStudy::u4Gaps(true)) {
            for (const Kind kind : {Kind::Gb, Kind::Gbe, Kind::Gbp, Kind::GbpOwnBound, Kind::Be})
                QCOMPARE(metric(scenario(kind, gap), "withheldJobs"), 0.0);
        }
    }

    // §3.3: GB uses the resources least evenly (best effort only on R3),
    // GBP more evenly than GB.
    void gbUsesTheResourcesLeastEvenly()
    {
        for (const std::string gap : {"1093", "55"}) {
            const double gb = metric(scenario(Kind::Gb, gap), "busyTimeStdDev");
            for (const Kind kind : {Kind::Gbe, Kind::Gbp, Kind::GbpOwnBound, Kind::Be})
                QVERIFY2(metric(scenario(kind, gap), "busyTimeStdDev") < gb, gap.c_str());
        }
    }

    // §3.3: Un.5 and Un.20 are as fixed arrivals; Mixed (-50 % .. +20 %)
    // makes guaranteed users under GB send faster than they registered:
    // their tasks are held back and some miss.
    void mixedArrivalsMakeGuaranteedUsersMiss()
    {
        GsBeScenario s = scenario(Kind::Gb, GsBeStudy::kVariantGap);
        for (const std::string jitter : {"un5", "un20"}) {
            s.jitter = jitter;
            QCOMPARE(metric(s, "guaranteedMisses"), 0.0);
            QCOMPARE(metric(s, "withheldJobs"), 0.0);
        }
        s.jitter = "mixed";
        QVERIFY(metric(s, "guaranteedMisses") > 0);
        QVERIFY(metric(s, "withheldJobs") > 0);
    }

    // §3.4: counting every task as J^max never holds one back; correcting
    // to the true size afterwards (conservative + feedback) lets the bucket
    // run ahead of the declared rate, and then it does.
    void conservativeNeverBacklogsFeedbackDoes()
    {
        GsBeScenario s = scenario(Kind::GbpOwnBound, GsBeStudy::kVariantGap);
        s.sizeScale = "1";
        s.accounting = "conservative";
        QCOMPARE(metric(s, "withheldJobs"), 0.0);
        s.accounting = "conservative-feedback";
        QVERIFY(metric(s, "withheldJobs") > 0);
    }

    // §3.3: "dynamic registration reduces BE misses and failures under GBE":
    // once U1 has stopped and left, R1 takes best effort again.
    void dynamicRegistrationReducesBestEffortFailures()
    {
        GsBeScenario s{.kind = Kind::Gbe, .u4Gap = GsBeStudy::kVariantGap, .u1StopsEarly = true};
        const double failedStatic = metric(s, "rejectedJobs");
        const double missedStatic = metric(s, "deadlineMisses");
        s.registration = "dynamic";
        QVERIFY2(metric(s, "rejectedJobs") < failedStatic, qPrintable(QString::number(failedStatic)));
        QVERIFY(metric(s, "deadlineMisses") <= missedStatic);
    }

private:
    double metric(const GsBeScenario& s, const char* key) const
    {
        const auto it = m_byKey.find(s.key());
        if (it == m_byKey.end()) {
            qWarning("no run for %s", s.label().c_str());
            return std::nan("");
        }
        return it->second->metric(key);
    }

    GsBeStudy m_study;
    std::vector<StoredRun> m_runs;
    std::map<std::string, const StoredRun*> m_byKey;
};

QTEST_GUILESS_MAIN(GsBeFindingsTest)
#include "GsBeFindingsTest.moc"
