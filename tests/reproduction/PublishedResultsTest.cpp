#include "reproduction/PrintedNumber.h"
#include "reproduction/PublishedResults.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace schedlab;

namespace {

const PublishedFigure& figure(const std::string& id)
{
    const PublishedFigure* found = PublishedResults::instance().find(id);
    if (found == nullptr)
        qFatal("no published figure %s", id.c_str());
    return *found;
}

std::size_t countOf(const std::string& tableKey)
{
    return PublishedResults::instance().figuresOf(tableKey).size();
}

template <typename Note>
std::set<std::string> idsOf(const std::vector<const Note*>& notes)
{
    std::set<std::string> ids;
    for (const Note* note : notes)
        ids.insert(note->id);
    return ids;
}

}  // namespace

class PublishedResultsTest : public QObject {
    Q_OBJECT

private slots:
    void countsPerTable()
    {
        QCOMPARE(countOf("2.2"), std::size_t(33));
        for (const char* key : {"2.4", "2.5", "2.6", "2.7"})
            QCOMPARE(countOf(key), std::size_t(26));
        for (const char* key : {"4.3", "4.4", "4.5"})
            QCOMPARE(countOf(key), std::size_t(36));
        for (const char* key : {"5.3", "5.4"})
            QCOMPARE(countOf(key), std::size_t(52));
        QCOMPARE(PublishedResults::instance().figures().size(), std::size_t(33 + 104 + 108 + 104));
        QCOMPARE(PublishedResults::instance().tables().size(), std::size_t(10));
    }

    void spotChecks()
    {
        const PublishedFigure& typo = figure("T2.5/U/FCFS/cons");
        QCOMPARE(typo.value, 6.70e5);
        QCOMPARE(typo.printed, std::string("6.70E+05"));
        QCOMPARE(*typo.publishedPercent, -69.6);
        QCOMPARE(typo.printedPercent, std::string("-69.6%"));
        QVERIFY(typo.remark.starts_with("E2"));
        QCOMPARE(typo.kind, FigureKind::Absolute);
        QCOMPARE(typo.citation,
                 std::string("Yahyapour (2002), Table 2.5, unweighted case, FCFS, conservative backfilling"));

        const PublishedFigure& pfcfs = figure("T4.5/PFCFS3/Jan97");
        QCOMPARE(pfcfs.value, 63.0);
        QCOMPARE(pfcfs.printed, std::string("+63.0"));
        QCOMPARE(pfcfs.kind, FigureKind::Change);
        QCOMPARE(figure("T4.3/PFCFS2/Sum").value, -22.1);
        QCOMPARE(figure("T4.4/PFCFS1/Nov96").value, -21.0);

        QCOMPARE(figure("T5.4/syn/p=60").value, 60.46);
        QCOMPARE(figure("T5.4/10_20k/p=0").value, 22.19);
        QCOMPARE(figure("T5.3/60_70k/p=40").value, 1106.0);
        QCOMPARE(figure("T5.3/10_20k/p=0").kind, FigureKind::Absolute);
        QVERIFY(!figure("T5.3/10_20k/p=0").hasReference());

        const PublishedFigure& count = figure("T2.2/Jan97/total");
        QCOMPARE(count.value, 7544.0);
        QCOMPARE(count.kind, FigureKind::ExactCount);
        QCOMPARE(figure("T2.2/Jul96/<=256").value, 7933.0);
        QCOMPARE(figure("T2.2/May97/<=128").value, 5962.0);

        QCOMPARE(figure("T2.7/W/G&G/list").value, 6.68e14);
        QCOMPARE(*figure("T2.4/W/SMART-NFIW/EASY").publishedPercent, 79.9);
        QCOMPARE(figure("T2.6/U/SMART-FFIA/list").citation,
                 std::string("Yahyapour (2002), Table 2.6, unweighted case, SMART-FFIA, list scheduling"));
    }

    void garyGrahamHasOnlyTheListColumn()
    {
        QVERIFY(PublishedResults::instance().find("T2.5/U/G&G/list") != nullptr);
        QVERIFY(PublishedResults::instance().find("T2.5/U/G&G/cons") == nullptr);
        QVERIFY(PublishedResults::instance().find("T2.5/W/G&G/EASY") == nullptr);
    }

    void referencesAndPercentBases()
    {
        const PublishedFigure& exact = figure("T2.4/W/PSRS/cons");
        QCOMPARE(exact.referenceId, std::string("T2.4/W/FCFS/EASY"));
        QCOMPARE(exact.percentBaseId, std::string("T2.5/W/PSRS/cons"));
        const PublishedFigure& probabilistic = figure("T2.6/U/G&G/list");
        QCOMPARE(probabilistic.referenceId, std::string("T2.6/U/FCFS/EASY"));
        QCOMPARE(probabilistic.percentBaseId, probabilistic.referenceId);
        QVERIFY(figure("T2.5/U/FCFS/EASY").isReference());
        QVERIFY(figure("T2.4/U/FCFS/EASY").isReference());
        QVERIFY(!figure("T2.5/U/FCFS/cons").isReference());
        QVERIFY(!figure("T4.3/PFCFS1/Jul96").hasReference());
        QVERIFY(!figure("T2.2/Jul96/total").hasReference());
    }

    void table22TotalsAddUpAsErratumE9Says()
    {
        double total = 0;
        for (const PublishedFigure* count : PublishedResults::instance().figuresOf("2.2")) {
            if (count->id.ends_with("/total"))
                total += count->value;
        }
        QCOMPARE(total, 79267.0);
    }

    void citationsNameThePublications()
    {
        for (const PublishedFigure& published : PublishedResults::instance().figures()) {
            QVERIFY2(published.citation.starts_with("Yahyapour (2002), Table "), published.id.c_str());
            QVERIFY(published.citation.find(".md") == std::string::npos);
            QVERIFY(published.citation.find("spec") == std::string::npos);
            QVERIFY(!published.printed.empty());
        }
        QVERIFY(figure("T2.2/Jan97/total").citation.find("Schwiegelshohn & Yahyapour (1998), Table 1") !=
                std::string::npos);
    }

    void errataAndCausesAreFiledUnderTheirTables()
    {
        const PublishedResults& published = PublishedResults::instance();
        QCOMPARE(published.errata().size(), std::size_t(10));
        for (const char* key : {"4.3", "4.4", "4.5"})
            QVERIFY(idsOf(published.errataFor(key)).contains("E1"));
        QCOMPARE(idsOf(published.errataFor("2.5")), (std::set<std::string>{"E2"}));
        QCOMPARE(idsOf(published.errataFor("2.4")), (std::set<std::string>{"E3", "E8"}));
        QCOMPARE(idsOf(published.errataFor("2.2")), (std::set<std::string>{"E9"}));
        QCOMPARE(idsOf(published.errataFor("5.3")), (std::set<std::string>{"E6", "E7"}));
        QCOMPARE(idsOf(published.errataFor("5.4")), (std::set<std::string>{"E6", "E7"}));
        QCOMPARE(idsOf(published.errataFor("")), (std::set<std::string>{"E4", "E5", "E10"}));
        for (const char* key : {"2.2", "2.4", "2.5", "2.6", "2.7", "4.3", "4.4", "4.5", "5.3", "5.4"})
            QVERIFY2(!published.knownCausesFor(key).empty(), key);
        QVERIFY(!published.knownCausesFor("").empty());
    }

    void printedNumbers()
    {
        QCOMPARE(PrintedNumber::parse("+63.0"), 63.0);
        QCOMPARE(PrintedNumber::parse("-69.6%"), -69.6);
        QCOMPARE(PrintedNumber::parse("6.70E+05"), 6.70e5);
        QCOMPARE(PrintedNumber::parse("0%"), 0.0);
        QCOMPARE(PrintedNumber::parse("7544"), 7544.0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)PrintedNumber::parse("22,19"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)PrintedNumber::parse(""));
    }
};

QTEST_GUILESS_MAIN(PublishedResultsTest)
#include "PublishedResultsTest.moc"
