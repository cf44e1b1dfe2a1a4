// Renders each chart widget on realistic data: the bundled CTC trace, and a
// simulation of EASY backfilling on the CTC SP2. Checks that the images have
// content; with SCHEDLAB_SCREENSHOT_DIR set, keeps them there for review.

#include "charts/LiveChartsWidget.h"
#include "charts/PlatformDiagram.h"
#include "charts/TraceHistogramsWidget.h"
#include "engine/Simulator.h"
#include "forms/ParameterForm.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "run/Trace.h"
#include "support/TraceFiles.h"
#include "workload/SwfReader.h"

#include <QDir>
#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace schedlab;

namespace {

// A picture with real content has many colours; a blank one has one or two.
int distinctColours(const QImage& image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    }
    return int(colours.size());
}

}  // namespace

class ChartsScreenshotTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QByteArray dir = qgetenv("SCHEDLAB_SCREENSHOT_DIR");
        m_dir = dir.isEmpty() ? m_temporary.path() : QString::fromLocal8Bit(dir);
        QDir().mkpath(m_dir);
        const QString trace = test::bundledCtcTrace();
        if (!QFileInfo::exists(trace))
            QSKIP("the bundled CTC trace is missing");
        m_workload = std::make_shared<const Workload>(SwfReader().readFile(trace.toStdString()));
    }

    void histogramsOfTheCtcTrace()
    {
        TraceHistogramsWidget widget;
        widget.resize(1000, 680);
        widget.setWorkload(m_workload);
        QCOMPARE(widget.data().jobCount(), std::int64_t(m_workload->size()));
        const QString path = m_dir + "/trace-histograms.png";
        QVERIFY(widget.exportPng(path));
        QVERIFY(distinctColours(QImage(path)) > 20);
    }

    void liveChartsOfEasyOnTheCtcSp2()
    {
        const auto platform = PlatformCatalog::preset("ctc-sp2");
        QVERIFY(platform);
        auto policy = PolicyRegistry().create("easy");
        const SimulationResult result = simulate(*m_workload, *platform, *policy);
        QVERIFY(!result.samples.empty());

        LiveChartsWidget charts;
        charts.resize(1000, 640);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        charts.setTotalNodes(platform->totalNodes());
        const SwfHeader& header = m_workload->header;
        charts.setTimeBase(header.unixStartTime,
                           QString::fromStdString(header.timeZoneString.value_or(std::string())));
        // Play back the first two thirds, as during a run, with "now" there.
        const std::size_t shown = result.samples.size() * 2 / 3;
        charts.addSamples({result.samples.begin(), result.samples.begin() + std::ptrdiff_t(shown)});
        charts.setNowTime(result.samples[shown - 1].time);
        QVERIFY(charts.pointCount() <= 4 * charts.pointBudget());
        QTest::qWait(200);  // one throttled refresh, as on screen
        const QString path = m_dir + "/live-charts.png";
        QVERIFY(charts.exportPng(path));
        QVERIFY(distinctColours(QImage(path)) > 20);
        QVERIFY(charts.exportSvg(m_dir + "/live-charts.svg"));

        // And a relative time axis, for traces without a UnixStartTime.
        charts.setTimeBase(std::nullopt, QString());
        charts.setSamples(result.samples);
        charts.setNowTime(kNoTime);
        QVERIFY(charts.exportPng(m_dir + "/live-charts-relative.png"));
    }

    // The utility policy's cycles add the solver's time per cycle below the
    // other charts (Vanderster 2008, sec. 4.3: a knapsack every period).
    void liveChartsOfAUtilityRun()
    {
        const auto trace = Trace::load("generate:utility-bimodal:jobs=300,mean-interarrival=1.6,seed=1");
        const auto platform = PlatformCatalog::preset("vanderster-small");
        QVERIFY(platform);
        auto policy = PolicyRegistry().create("utility");
        const SimulationResult result = simulate(*trace->workload, *platform, *policy);
        QVERIFY(!result.cycles.empty());

        LiveChartsWidget charts;
        charts.resize(1000, 800);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        charts.setTotalNodes(platform->totalNodes());
        charts.setSamples(result.samples);
        charts.setCycles(result.cycles);
        QTest::qWait(200);
        QCOMPARE(charts.seriesPointCount(LiveChartsWidget::SolverTimeSeries), int(result.cycles.size()));
        const QString path = m_dir + "/live-charts-utility.png";
        QVERIFY(charts.exportPng(path));
        QVERIFY(distinctColours(QImage(path)) > 20);
    }

    void parameterForms()
    {
        ParameterForm form;
        PolicyInfo info;
        info.name = "smart-ffia";
        info.title = "SMART (FFIA bins)";
        info.description = "Groups waiting jobs into bins of similar width whose widths grow by the "
                           "ratio γ, and starts each bin's jobs first fit. A larger γ gives fewer, "
                           "coarser bins.";
        info.reference = "Yahyapour (2002), ch. 2";
        info.needsEstimates = true;
        info.parameters = {
            {"gamma", "Bin ratio γ", ParameterSpec::Type::Real, 1.1, 16, "2", {}, "", "Ratio between the widths of neighbouring bins."},
            {"period", "Replanning period", ParameterSpec::Type::Integer, 60, 86400, "600", {}, "s", "How often bins are rebuilt."},
            {"backfill", "Backfill", ParameterSpec::Type::Boolean, 0, 0, "true", {}, "", "Let small jobs fill holes."},
            {"order", "Bin order", ParameterSpec::Type::Choice, 0, 0, "smith", {"smith", "fcfs", "widest"}, "", "Order of the bins."},
        };
        form.setPolicy(info);
        form.resize(460, 330);
        const QImage image = form.grab().toImage();
        QVERIFY(image.save(m_dir + "/parameter-form.png"));
        QVERIFY(distinctColours(image) > 5);

        ParameterForm easy;
        easy.setPolicy(*PolicyRegistry().find("easy"));
        easy.resize(460, 260);
        QVERIFY(easy.grab().toImage().save(m_dir + "/parameter-form-easy.png"));
    }

    void platformDiagrams()
    {
        for (const char* name : {"m64", "ctc-sp2", "m256-5"}) {
            PlatformDiagram diagram;
            diagram.setPlatform(*PlatformCatalog::preset(name));
            diagram.resize(420, 260);
            const QImage image = diagram.grab().toImage();
            QVERIFY(image.save(m_dir + QStringLiteral("/platform-%1.png").arg(name)));
            QVERIFY(distinctColours(image) > 5);
        }
    }

private:
    QTemporaryDir m_temporary;
    QString m_dir;
    std::shared_ptr<const Workload> m_workload;
};

QTEST_MAIN(ChartsScreenshotTest)
#include "ChartsScreenshotTest.moc"
