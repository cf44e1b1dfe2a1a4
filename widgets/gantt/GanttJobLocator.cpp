#include "GanttJobLocator.h"

#include "GanttJobText.h"
#include "GanttRenderer.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>

namespace schedlab {

namespace {

// Positions are tested at the centre of their pixel.
constexpr double kPixelCentre = 0.5;

}  // namespace

JobIndex GanttJobLocator::jobAt(const QPoint& position) const
{
    if (!m_scene.valid() || !m_view.body.contains(position))
        return kNoJob;
    const NodeId node = m_scene.layout.nodeAt(m_view.contentYAt(double(position.y()) + kPixelCentre));
    if (node < 0)
        return kNoJob;
    const Time now = m_view.now;
    const double t = m_view.timeAt(double(position.x()) + kPixelCentre);
    // A job that starts at now shows a stub just past the now line.
    if (now != kNoTime && t >= double(now) + GanttView::kStartedStubPx / m_view.pxPerSecond())
        return kNoJob;
    const double slop = kHitSlopPx / m_view.pxPerSecond();
    JobIndex best = kNoJob;
    double bestDistance = std::numeric_limits<double>::infinity();
    m_scene.index.forEachIn(m_scene.layout.machineOfNode(node), t - slop, t + slop, [&](const GanttBlock& block) {
        if (block.kind != GanttBlock::Run || node < block.firstNode || node > block.lastNode)
            return;
        if (!m_view.started(block.start))
            return;
        // Past the now line only the stub of a job starting at now is drawn.
        if (now != kNoTime && t >= double(now) && block.start < now)
            return;
        const double start = double(block.start);
        const double end = m_view.drawnEnd(block.start, block.end);
        const double distance = t < start ? start - t : (t >= end ? t - end : 0.0);
        if (distance <= slop && distance < bestDistance) {
            bestDistance = distance;
            best = block.job;
        }
    });
    return best;
}

std::optional<QPoint> GanttJobLocator::positionOf(JobIndex job) const
{
    if (!m_scene.valid())
        return std::nullopt;
    for (const GanttBlock& block : m_scene.index.blocksOf(job)) {
        if (block.kind != GanttBlock::Run || !m_view.started(block.start))
            continue;
        const QRectF visible = GanttRenderer::blockRect(m_view, m_scene.layout, block).intersected(QRectF(m_view.body));
        if (visible.isEmpty())
            continue;
        return QPoint(int(std::floor(visible.center().x())), int(std::floor(visible.center().y())));
    }
    return std::nullopt;
}

std::optional<GanttJobLocator::Extent> GanttJobLocator::extentOf(JobIndex job) const
{
    const std::span<const GanttBlock> blocks = m_scene.index.blocksOf(job);
    if (blocks.empty())
        return std::nullopt;
    const GanttBlock& first = blocks.front();
    Extent extent{first.start, first.end, first.firstNode, first.lastNode};
    for (const GanttBlock& block : blocks) {
        extent.start = std::min(extent.start, block.start);
        extent.end = std::max(extent.end, block.end);
        extent.firstNode = std::min(extent.firstNode, block.firstNode);
        extent.lastNode = std::max(extent.lastNode, block.lastNode);
    }
    return extent;
}

bool GanttJobLocator::drawnOnItsOwn(JobIndex job, NodeId node) const
{
    for (const GanttBlock& block : m_scene.index.blocksOf(job)) {
        if (block.kind == GanttBlock::Run && node >= block.firstNode && node <= block.lastNode &&
            GanttRenderer::blockRect(m_view, m_scene.layout, block).width() >= GanttRenderer::kFoldWidthPx)
            return true;
    }
    return false;
}

std::vector<JobIndex> GanttJobLocator::jobsOnRow(NodeId node, const Window& window) const
{
    std::vector<JobIndex> jobs;
    m_scene.index.forEachIn(m_scene.layout.machineOfNode(node), window.from, window.to, [&](const GanttBlock& block) {
        if (block.kind == GanttBlock::Run && node >= block.firstNode && node <= block.lastNode &&
            double(block.end) >= window.from && double(block.start) < window.to)
            jobs.push_back(block.job);
    });
    std::sort(jobs.begin(), jobs.end());
    jobs.erase(std::unique(jobs.begin(), jobs.end()), jobs.end());
    return jobs;
}

QString GanttJobLocator::toolTipAt(const QPoint& position) const
{
    if (!m_scene.valid())
        return {};
    const GanttLayout& layout = m_scene.layout;
    const NodeId node = layout.nodeAt(m_view.contentYAt(double(position.y()) + kPixelCentre));
    if (node < 0)
        return {};
    const RunSnapshot& snapshot = *m_scene.snapshot;
    const JobIndex job = jobAt(position);
    if (job != kNoJob && drawnOnItsOwn(job, node))
        return GanttJobText::tooltip(snapshot, m_scene.clock, job);
    // A folded block: count the jobs on this row within the fold width.
    const double halfWidth = GanttRenderer::kFoldWidthPx / 2 / m_view.pxPerSecond();
    const double t = m_view.timeAt(double(position.x()) + kPixelCentre);
    Window window{t - halfWidth, t + halfWidth};
    if (m_view.now != kNoTime)
        window.to = std::min(window.to, double(m_view.now));
    const std::vector<JobIndex> jobs = jobsOnRow(node, window);
    if (jobs.empty())
        return {};
    if (jobs.size() == 1)
        return GanttJobText::tooltip(snapshot, m_scene.clock, jobs.front());
    const GanttLayout::Band& band = layout.bands()[std::size_t(layout.machineOfNode(node))];
    return GanttJobText::foldedTooltip(int(jobs.size()), band.name, node - band.firstNode, m_scene.clock,
                                       Time(std::floor(window.from)), Time(std::ceil(window.to)));
}

}  // namespace schedlab
