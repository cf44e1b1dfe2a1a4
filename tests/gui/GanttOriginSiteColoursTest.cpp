// The "by origin site" colour mode: a job is coloured by the site it was
// submitted at, wherever it ran; jobs without an origin site are grey; the
// legend names the sites by their machines.

#include "GanttTestSnapshots.h"

#include "gantt/GanttPalette.h"
#include "gantt/OriginSitePalette.h"

#include <QSet>
#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

class GanttOriginSiteColoursTest : public QObject {
    Q_OBJECT

private slots:
    void coloursFollowTheOriginSite()
    {
        auto snapshot = makeTwoMachineSnapshot();
        QVERIFY(!OriginSitePalette::hasOriginSites(*snapshot));
        auto workload = std::make_shared<Workload>(*snapshot->workload);
        // Jobs 0 and 2 come from beta, job 1 from alpha; 3 and 4 have none.
        workload->jobs[0].originSite = 1;
        workload->jobs[1].originSite = 0;
        workload->jobs[2].originSite = 1;
        snapshot->workload = workload;
        QVERIFY(OriginSitePalette::hasOriginSites(*snapshot));

        const auto colours = GanttPalette::jobColours(*snapshot, GanttPalette::ColorMode::ByOriginSite);
        QCOMPARE(colours.size(), std::size_t(5));
        // Job 0 ran on alpha but came from beta: coloured as job 2, which ran on beta.
        QCOMPARE(colours[0], colours[2]);
        QVERIFY(colours[0] != colours[1]);
        QCOMPARE(colours[3], colours[4]);
        QVERIFY(colours[3] != colours[0] && colours[3] != colours[1]);
        QCOMPARE(colours[3], OriginSitePalette::colour(kNoMachine));

        const auto legend = GanttPalette::legend(snapshot.get(), GanttPalette::ColorMode::ByOriginSite);
        QCOMPARE(legend.size(), 3);
        QCOMPARE(legend[0].first, QStringLiteral("alpha"));
        QCOMPARE(legend[0].second, QColor::fromRgb(colours[1]));
        QCOMPARE(legend[1].first, QStringLiteral("beta"));
        QCOMPARE(legend[1].second, QColor::fromRgb(colours[0]));
        QCOMPARE(legend[2].second, QColor::fromRgb(colours[3]));
    }

    void fiveSitesFiveColours()
    {
        QSet<QRgb> seen;
        for (MachineIndex site = 0; site < 5; ++site)
            seen.insert(OriginSitePalette::colour(site));
        QCOMPARE(seen.size(), 5);
    }
};

QTEST_MAIN(GanttOriginSiteColoursTest)
#include "GanttOriginSiteColoursTest.moc"
