// Frame-time benchmark of the Gantt chart on the whole CTC SP2 year under
// EASY (77,222 jobs on 338 nodes): 1920x1080, offscreen, a scripted path of
// fit-all, stepwise zooms around points, pans across the year at several
// zoom levels and cached repaints. Prints median / p95 / max per scenario.
// With --screenshot OUT.png it also saves a few representative frames.

#include "gantt/GanttChartWidget.h"
#include "gantt/GanttPrepared.h"
#include "gantt/OccupancyView.h"

#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "workload/SwfReader.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

using namespace schedlab;

namespace {

constexpr int kWidth = 1920;
constexpr int kHeight = 1080;
constexpr int kFontProbeWidth = 200;
constexpr int kFontProbeHeight = 20;
constexpr int kDefaultFrames = 120;
constexpr double kPercentile95 = 0.95;
constexpr Time kHour = 3600;
constexpr Time kDay = 86400;
constexpr Time kWeek = 7 * kDay;
constexpr double kZoomStep = 1.25;  // one wheel notch
constexpr double kZoomedRowHeight = 14.0;

struct Scenario {
    std::string name;
    std::vector<double> frames;  // ms
    double drawn = 0;
    double folded = 0;
    int coarse = 0;  // frames drawn from the level-of-detail raster
};

double percentile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto i = std::size_t(std::clamp(q * double(values.size() - 1), 0.0, double(values.size() - 1)));
    return values[i];
}

class Bench {
public:
    // The target is painted once before timing, as the workbench's window
    // has been before the chart's first frame: on this virtual machine the
    // first touch of an 8 MB image's pages costs tens of milliseconds.
    explicit Bench(GanttChartWidget& widget)
        : m_widget(widget), m_image(kWidth, kHeight, QImage::Format_ARGB32_Premultiplied)
    {
        m_image.fill(Qt::white);
    }

    // Renders one frame after `step` changed the view; returns its time.
    void frame(Scenario& scenario, const std::function<void()>& step)
    {
        step();
        QElapsedTimer timer;
        timer.start();
        m_widget.render(&m_image);
        scenario.frames.push_back(double(timer.nsecsElapsed()) / 1e6);
        const GanttFrameStats stats = m_widget.lastFrameStats();
        scenario.drawn += stats.drawnBlocks;
        scenario.folded += stats.foldedBlocks;
        scenario.coarse += stats.coarse ? 1 : 0;
    }
    const QImage& image() const { return m_image; }

private:
    GanttChartWidget& m_widget;
    QImage m_image;
};

void report(const Scenario& s)
{
    const double n = double(std::max<std::size_t>(s.frames.size(), 1));
    std::printf("  %-34s %5zu frames  median %7.2f ms  p95 %7.2f ms  max %7.2f ms  (avg %.0f drawn, %.0f folded blocks, "
                "%d coarse)\n",
                s.name.c_str(), s.frames.size(), percentile(s.frames, 0.5), percentile(s.frames, kPercentile95),
                s.frames.empty() ? 0.0 : *std::max_element(s.frames.begin(), s.frames.end()), s.drawn / n,
                s.folded / n, s.coarse);
}

QString withSuffix(const QString& path, const QString& suffix)
{
    const QFileInfo info(path);
    return info.path() + QLatin1Char('/') + info.completeBaseName() + suffix + QStringLiteral(".png");
}

}  // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    int frames = kDefaultFrames;
    std::string trace = std::string(SCHEDLAB_SAMPLE_TRACES_DIR) + "/CTC-SP2-1996-3.1-cln.swf.gz";
    QString screenshot;
    std::string only;  // run only scenarios whose name contains this
    std::optional<int> coarseThreshold;  // GanttChartWidget::setCoarseThreshold; -1 compares without the raster
    const QStringList args = QApplication::arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--frames") && i + 1 < args.size())
            frames = std::max(args[++i].toInt(), 1);
        else if (args[i] == QLatin1String("--trace") && i + 1 < args.size())
            trace = args[++i].toStdString();
        else if (args[i] == QLatin1String("--only") && i + 1 < args.size())
            only = args[++i].toStdString();
        else if (args[i] == QLatin1String("--screenshot") && i + 1 < args.size())
            screenshot = args[++i];
        else if (args[i] == QLatin1String("--coarse-threshold") && i + 1 < args.size())
            coarseThreshold = args[++i].toInt();
        else {
            std::fprintf(stderr, "usage: schedlab-gantt-bench [--frames N] [--trace PATH] [--only TEXT] [--screenshot OUT.png] [--coarse-threshold N]\n");
            return 2;
        }
    }

    QElapsedTimer timer;
    timer.start();
    auto workload = std::make_shared<Workload>(SwfReader().readFile(trace));
    const double loadMs = double(timer.nsecsElapsed()) / 1e6;
    const Platform platform = *PlatformCatalog::preset("ctc-sp2");
    auto policy = PolicyRegistry().create("easy");
    SimulationOptions options;
    options.recordEvents = true;
    timer.restart();
    SimulationResult result = simulate(*workload, platform, *policy, options);
    const double simulateMs = double(timer.nsecsElapsed()) / 1e6;

    auto snapshot = std::make_shared<RunSnapshot>();
    snapshot->workload = workload;
    snapshot->platform = platform;
    snapshot->description.policy = "easy";
    snapshot->metrics = MetricsCalculator::compute(*workload, platform, result);
    snapshot->result = std::move(result);

    GanttChartWidget widget;
    widget.resize(kWidth, kHeight);
    if (coarseThreshold)
        widget.setCoarseThreshold(*coarseThreshold);
    // As the workbench does: the index, marks, colours and coarse raster
    // are prepared on the run's thread, and the GUI thread only takes them
    // (unless the raster threshold is changed, which the preparation does
    // not know).
    timer.restart();
    std::shared_ptr<GanttPrepared> prepared;
    if (!coarseThreshold)
        prepared = GanttPrepared::of(*snapshot, widget.colorMode());
    const double prepareMs = double(timer.nsecsElapsed()) / 1e6;
    timer.restart();
    widget.setSnapshot(snapshot, prepared);
    const double setSnapshotMs = double(timer.nsecsElapsed()) / 1e6;

    std::printf("Gantt benchmark: %s, %zu jobs on %d nodes (EASY), %dx%d offscreen\n",
                workload->sourceName.c_str(), workload->jobs.size(), platform.totalNodes(), kWidth, kHeight);
    std::printf("  load %.0f ms, simulate %.0f ms, prepared off the GUI thread %.1f ms (raster %.1f ms), "
                "setSnapshot %.1f ms (index build %.1f ms)\n",
                loadMs, simulateMs, prepareMs, prepared ? prepared->coarseMilliseconds : 0.0, setSnapshotMs,
                widget.indexBuildMilliseconds());

    std::fflush(stdout);
    {
        // The workbench has painted text (the same fonts) before the chart's
        // first frame: this process has not. Fonts and glyph caches are a
        // one-time cost of the process, not of the chart.
        QImage scratch(kFontProbeWidth, kFontProbeHeight, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&scratch);
        painter.setFont(widget.font());
        painter.drawText(QPointF(0, kFontProbeHeight), QStringLiteral("Jan 1996 0123456789"));
    }
    Bench bench(widget);
    // The first zoomed-out frame builds the level-of-detail raster (once per
    // snapshot and colour mode): timed on its own, not as part of a scenario.
    {
        Scenario warmUp{"first frame", {}, 0, 0, 0};
        bench.frame(warmUp, [] {});
        std::printf("  first frame %.1f ms (level-of-detail raster build %.1f ms)\n", warmUp.frames.front(),
                    widget.coarseRasterBuildMilliseconds());
        // The same view again with nothing cached from the first frame's
        // columns (the zoom moved off and back): what a full resample costs
        // once the process's one-time costs (fonts, glyph caches, first
        // touches of the image) are paid.
        Scenario again{"full frame again", {}, 0, 0, 0};
        const auto [from, to] = widget.visibleTimeRange();
        bench.frame(again, [&] { widget.setVisibleTimeRange(from, from + (to - from) / 2); });
        bench.frame(again, [&] { widget.setVisibleTimeRange(from, to); });
        std::printf("  full frame again %.1f ms (after a frame at half the span, %.1f ms)\n", again.frames.back(),
                    again.frames.front());
    }
    const auto wanted = [&](const std::string& name) { return only.empty() || name.find(only) != std::string::npos; };
    const auto [first, last] = widget.visibleTimeRange();
    const double span = double(last - first);
    std::vector<Scenario> scenarios;

    // 1. Fit all, nudged by a pixel each frame so no frame is a cache hit.
    if (wanted("fit all")) {
        Scenario s{"fit all (whole year)", {}, 0, 0, 0};
        const double pixel = span / double(kWidth);
        for (int i = 0; i < frames; ++i) {
            bench.frame(s, [&] {
                const double shift = (i % 2 == 0 ? 1.0 : -1.0) * pixel;
                widget.setVisibleTimeRange(Time(double(first) + shift), Time(double(last) + shift));
            });
        }
        scenarios.push_back(s);
    }
    // 2. Zoom in stepwise (wheel notches) around several points, then back out.
    if (wanted("zoom in/out")) {
        Scenario s{"zoom in/out around points", {}, 0, 0, 0};
        const std::vector<double> anchors = {0.2, 0.5, 0.8};
        int done = 0;
        while (done < frames) {
            for (double anchorShare : anchors) {
                widget.fitAll();
                const double anchor = double(first) + anchorShare * span;
                double from = double(first);
                double to = double(last);
                // Down to about an hour, then back out.
                std::vector<std::pair<double, double>> path;
                while (to - from > double(kHour)) {
                    from = anchor - (anchor - from) / kZoomStep;
                    to = anchor + (to - anchor) / kZoomStep;
                    path.emplace_back(from, to);
                }
                const std::vector<std::pair<double, double>> zoomIn = path;
                path.insert(path.end(), zoomIn.rbegin(), zoomIn.rend());
                for (const auto& [a, b] : path) {
                    if (done++ >= frames)
                        break;
                    bench.frame(s, [&] { widget.setVisibleTimeRange(Time(a), Time(b)); });
                }
            }
        }
        scenarios.push_back(s);
    }
    // 3-5. Pan across the year at a fixed zoom.
    const auto panAcross = [&](const std::string& name, double window, double rowHeight) {
        if (!wanted(name))
            return;
        Scenario s{name, {}, 0, 0, 0};
        widget.fitAll();
        if (rowHeight > 0)
            widget.zoomRowsBy(rowHeight / widget.rowHeight());
        const double step = (span - window) / double(frames);
        for (int i = 0; i < frames; ++i) {
            const double from = double(first) + double(i) * step;
            bench.frame(s, [&] { widget.setVisibleTimeRange(Time(from), Time(from + window)); });
        }
        scenarios.push_back(s);
    };
    panAcross("pan across the year, 1-month view", 30.0 * double(kDay), 0);
    panAcross("pan across the year, 1-week view", double(kWeek), 0);
    panAcross("pan across the year, 1-day view", double(kDay), 0);
    panAcross("pan, 1-day view, rows 14 px", double(kDay), kZoomedRowHeight);
    // 6. Repaint without a view change (hover, selection, tooltip): cache hit.
    if (wanted("cached")) {
        Scenario s{"repaint, unchanged view (cached)", {}, 0, 0, 0};
        widget.fitAll();
        bench.frame(s, [] {});
        s.frames.clear();
        s.coarse = 0;
        for (int i = 0; i < frames; ++i)
            bench.frame(s, [] {});
        scenarios.push_back(s);
    }

    std::fflush(stdout);
    std::vector<double> all;
    for (const Scenario& s : scenarios) {
        report(s);
        if (s.name.find("cached") == std::string::npos)
            all.insert(all.end(), s.frames.begin(), s.frames.end());
    }
    Scenario overall{"ALL pan/zoom frames (uncached)", all, 0, 0, 0};
    report(overall);

    if (!screenshot.isEmpty()) {
        widget.fitAll();
        widget.exportPng(screenshot);
        // The whole year during playback: the coarse raster cut at the now line.
        widget.setNowTime(first + Time(span / 2));
        widget.exportPng(withSuffix(screenshot, QStringLiteral("-year-now")));
        widget.setNowTime(kNoTime);
        // The whole year block by block, for comparison with the raster.
        const int threshold = widget.coarseThreshold();
        widget.setCoarseThreshold(-1);
        widget.exportPng(withSuffix(screenshot, QStringLiteral("-blocks")));
        widget.setCoarseThreshold(threshold);
        // A zoomed view: two days, taller rows, coloured by decision, one job selected.
        const Time from = first + 40 * kDay;
        widget.setColorMode(GanttChartWidget::ColorMode::ByDecision);
        widget.setVisibleTimeRange(from, from + 2 * kDay);
        widget.zoomRowsBy(kZoomedRowHeight / widget.rowHeight());
        widget.exportPng(withSuffix(screenshot, QStringLiteral("-zoomed")));
        widget.setColorMode(GanttChartWidget::ColorMode::ByWait);
        widget.fitAll();
        widget.setVisibleTimeRange(from, from + kWeek);
        widget.exportPng(withSuffix(screenshot, QStringLiteral("-week-wait")));
        widget.setColorMode(GanttChartWidget::ColorMode::ByWidth);
        widget.setNowTime(from + 3 * kDay);
        widget.exportPng(withSuffix(screenshot, QStringLiteral("-week-width-now")));
        widget.setNowTime(kNoTime);
        widget.jumpToJob(JobIndex(workload->jobs.size() / 2));
        widget.exportPng(withSuffix(screenshot, QStringLiteral("-jump")));
        widget.exportSvg(withSuffix(screenshot, QStringLiteral("-jump")).replace(QStringLiteral(".png"), QStringLiteral(".svg")));
        OccupancyView occupancy;
        occupancy.resize(kWidth, kHeight / 3);
        occupancy.setSnapshot(snapshot);
        occupancy.exportPng(withSuffix(screenshot, QStringLiteral("-occupancy")));
        std::printf("screenshots written next to %s\n", qPrintable(screenshot));
    }
    return 0;
}
