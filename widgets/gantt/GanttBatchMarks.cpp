#include "GanttBatchMarks.h"

#include <QPainter>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace schedlab {

namespace {

// Closer lines would cover the jobs; zoom in to see them.
constexpr double kMinSpacingPx = 8.0;
constexpr double kLineWidth = 1.0;

// The policies that collect requests for a period, and the parameter that
// holds it (seconds).
bool isPeriodic(const std::string& policy)
{
    return policy == "qos-meta" || policy == "qos-gsbe";
}
const std::string kPeriodParameter = "period";

struct Lines {
    std::vector<Time>::const_iterator first;
    std::vector<Time>::const_iterator last;  // exclusive
};

Lines linesInView(const GanttView& view, const std::vector<Time>& instants)
{
    const double to = std::min(view.timeTo, view.drawUntil());
    const auto first = std::lower_bound(instants.begin(), instants.end(), view.timeFrom,
                                        [](Time t, double from) { return double(t) < from; });
    const auto last = std::upper_bound(first, instants.end(), to, [](double until, Time t) { return until < double(t); });
    if (double(last - first) * kMinSpacingPx > double(view.body.width()))
        return {instants.end(), instants.end()};
    return {first, last};
}

}  // namespace

Time GanttBatchMarks::periodOf(const RunSnapshot& run)
{
    if (!isPeriodic(run.description.policy) || !run.workload)
        return 0;
    const auto it = run.description.parameters.find(kPeriodParameter);
    if (it == run.description.parameters.end())
        return 0;
    // Parameter values are written in the C locale ("0.5"), whatever the
    // user's; from_chars reads them so.
    double seconds = 0;
    const std::string& text = it->second;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seconds);
    if (error != std::errc() || end != text.data() + text.size() || !(seconds > 0))
        return 0;
    // As the policies round it (QosMetaScheduler, GsBeScheduler).
    return Time(std::llround(seconds * double(run.workload->ticksPerSecond)));
}

std::vector<Time> GanttBatchMarks::instantsOf(const RunSnapshot& run)
{
    std::vector<Time> instants;
    const Time period = periodOf(run);
    if (period <= 0)
        return instants;
    // A task submitted at a multiple joins that instant's batch.
    for (const Job& job : run.workload->jobs) {
        if (job.submit < 0)
            continue;
        instants.push_back((job.submit + period - 1) / period * period);
    }
    std::sort(instants.begin(), instants.end());
    instants.erase(std::unique(instants.begin(), instants.end()), instants.end());
    return instants;
}

std::size_t GanttBatchMarks::countInView(const GanttView& view, const std::vector<Time>& instants)
{
    const Lines lines = linesInView(view, instants);
    return std::size_t(lines.last - lines.first);
}

void GanttBatchMarks::paint(QPainter& painter, const GanttView& view, const std::vector<Time>& instants)
{
    const Lines lines = linesInView(view, instants);
    if (lines.first == lines.last)
        return;
    painter.save();
    painter.setPen(QPen(QColor::fromRgba(kColour), kLineWidth, Qt::DashLine));
    for (auto it = lines.first; it != lines.last; ++it) {
        const double x = view.xOf(double(*it));
        painter.drawLine(QPointF(x, view.body.top()), QPointF(x, view.body.bottom()));
    }
    painter.restore();
}

}  // namespace schedlab
