#include "GanttCoarseRaster.h"

#include "GanttIndex.h"

#include <algorithm>
#include <atomic>
#include <cmath>

namespace schedlab {

namespace {

// Level 0 is accumulated in strips of at most this many buckets and this
// many cells, so the exact (integer seconds) accumulator stays a few
// megabytes however long the trace and however many rows.
constexpr int kStripBuckets = 1024;
constexpr std::size_t kStripCells = std::size_t(256) << 10;
constexpr int kMinStripBuckets = 16;
// No level coarser than this many buckets is worth keeping: a whole
// schedule then fits into fewer columns than any sensible chart width.
constexpr int kMinLevelBuckets = 16;
constexpr std::uint32_t kMaxAlpha = 255;
constexpr QRgb kColourMask = 0x00ffffff;
constexpr double kRounding = 0.5;
constexpr int kAlphaShift = 24;

// Node-seconds and node-seconds x channel. Run blocks never overlap on a
// node, so a cell sums at most one bucket times its row's nodes: 64 bits,
// since a row of thousands of nodes times a bucket of hours, times 255,
// passes 2^32.
struct Accumulator {
    std::uint64_t seconds = 0;
    std::uint64_t red = 0;
    std::uint64_t green = 0;
    std::uint64_t blue = 0;

    Accumulator& operator+=(const Accumulator& other)
    {
        seconds += other.seconds;
        red += other.red;
        green += other.green;
        blue += other.blue;
        return *this;
    }
    [[nodiscard]] Accumulator times(std::uint64_t nodes) const
    {
        return {seconds * nodes, red * nodes, green * nodes, blue * nodes};
    }
};

}  // namespace

int GanttCoarseRaster::nodesPerRowFor(int nodes)
{
    return std::max(1, (nodes + kMaxRows - 1) / kMaxRows);
}

Time GanttCoarseRaster::finestBucketSeconds(Time span, int nodes, std::size_t cellBudget)
{
    const int rows = nodes > 0 ? (nodes + nodesPerRowFor(nodes) - 1) / nodesPerRowFor(nodes) : 0;
    const auto perRow = rows > 0 ? cellBudget / std::size_t(rows) : std::size_t(kMaxBuckets);
    const auto buckets = Time(std::clamp<std::size_t>(perRow, std::size_t(kMinLevelBuckets), std::size_t(kMaxBuckets)));
    const Time safeSpan = std::max<Time>(span, 1);
    return std::max(kMinBucketSeconds, (safeSpan + buckets - 1) / buckets);
}

GanttCoarseRaster::GanttCoarseRaster(const GanttIndex& index, const std::vector<QRgb>& colours, int nodes,
                                     std::size_t cellBudget)
{
    static std::atomic<std::uint64_t> builds{0};
    m_serial = ++builds;
    if (index.empty() || nodes <= 0)
        return;
    m_nodes = nodes;
    m_nodesPerRow = nodesPerRowFor(nodes);
    m_rows = (nodes + m_nodesPerRow - 1) / m_nodesPerRow;
    const int rows = m_rows;
    m_origin = index.firstTime();
    const Time span = std::max<Time>(index.lastTime() - index.firstTime(), 1);
    Level zero;
    zero.bucketSeconds = finestBucketSeconds(span, nodes, cellBudget);
    zero.buckets = int(span / zero.bucketSeconds + 1);
    zero.cells.assign(std::size_t(rows) * std::size_t(zero.buckets) + kPadding, 0);
    m_levels.push_back(std::move(zero));
    buildLevelZero(index, colours, index.machineCount());
    buildCoarserLevels();
}

void GanttCoarseRaster::buildLevelZero(const GanttIndex& index, const std::vector<QRgb>& colours, int machines)
{
    Level& level = m_levels.front();
    const Time bucket = level.bucketSeconds;
    const int stripBuckets = std::clamp(int(kStripCells / std::size_t(m_rows)), kMinStripBuckets, kStripBuckets);
    const auto group = NodeId(m_nodesPerRow);
    // Zeroed once; the conversion below clears every cell it reads, so the
    // next strip starts from zero without another pass over the buffer.
    std::vector<Accumulator> strip(std::size_t(m_rows) * std::size_t(std::min(stripBuckets, level.buckets)));
    for (int s0 = 0; s0 < level.buckets; s0 += stripBuckets) {
        const int width = std::min(stripBuckets, level.buckets - s0);
        const Time from = m_origin + Time(s0) * bucket;
        const Time to = from + Time(width) * bucket;
        for (MachineIndex m = 0; m < machines; ++m) {
            index.forEachIn(m, double(from), double(to), [&](const GanttBlock& block) {
                if (block.kind != GanttBlock::Run || block.job >= colours.size())
                    return;
                const Time start = std::max(block.start, from);
                const Time end = std::min(block.end, to);
                if (end <= start || block.firstNode < 0 || block.lastNode >= m_nodes)
                    return;
                const QRgb colour = colours[block.job];
                const int b0 = int((start - from) / bucket);
                const int b1 = int((end - 1 - from) / bucket);
                const auto addOf = [&](int b) {
                    const Time bucketStart = from + Time(b) * bucket;
                    const auto seconds = std::uint64_t(std::min(end, bucketStart + bucket) - std::max(start, bucketStart));
                    return Accumulator{seconds, seconds * std::uint64_t(qRed(colour)),
                                       seconds * std::uint64_t(qGreen(colour)), seconds * std::uint64_t(qBlue(colour))};
                };
                // Only the first and the last bucket are partly covered; rows
                // outermost so each pass walks memory in order.
                const Accumulator head1 = addOf(b0);
                const Accumulator tail1 = addOf(b1);
                const Accumulator full1 = addOf(std::min(b0 + 1, b1));
                for (NodeId r = block.firstNode / group; r <= block.lastNode / group; ++r) {
                    // The block's nodes in this row's group.
                    const auto nodesHere = std::uint64_t(std::min(block.lastNode, r * group + group - 1) -
                                                         std::max(block.firstNode, r * group) + 1);
                    const Accumulator head = head1.times(nodesHere);
                    const Accumulator tail = tail1.times(nodesHere);
                    const Accumulator full = full1.times(nodesHere);
                    Accumulator* row = strip.data() + std::size_t(r) * std::size_t(width);
                    row[b0] += head;
                    for (int b = b0 + 1; b < b1; ++b)
                        row[b] += full;
                    if (b1 > b0)
                        row[b1] += tail;
                }
            });
        }
        for (int r = 0; r < m_rows; ++r) {
            Accumulator* in = strip.data() + std::size_t(r) * std::size_t(width);
            QRgb* out = level.cells.data() + std::size_t(r) * std::size_t(level.buckets) + std::size_t(s0);
            const auto rowSeconds = std::uint64_t(bucket) * std::uint64_t(nodesIn(r));
            const double alphaPerSecond = double(kMaxAlpha) / double(rowSeconds);
            for (int b = 0; b < width; ++b) {
                const Accumulator a = in[b];
                if (a.seconds == 0)
                    continue;
                in[b] = Accumulator{};
                const auto busy = double(std::min(a.seconds, rowSeconds));
                const int alpha = std::max(1, int(busy * alphaPerSecond + kRounding));
                // One reciprocal instead of three divisions; the double is
                // exact enough for 8-bit channels.
                const double inverse = 1.0 / double(a.seconds);
                const auto mean = [inverse](std::uint64_t sum) {
                    return std::min(int(double(sum) * inverse + kRounding), int(kMaxAlpha));
                };
                out[b] = qRgba(mean(a.red), mean(a.green), mean(a.blue), int(alpha));
            }
        }
    }
}

void GanttCoarseRaster::buildCoarserLevels()
{
    while (m_levels.back().buckets > kMinLevelBuckets) {
        const Level& fine = m_levels.back();
        Level coarse;
        coarse.bucketSeconds = fine.bucketSeconds * 2;
        coarse.buckets = (fine.buckets + 1) / 2;
        coarse.cells.assign(std::size_t(m_rows) * std::size_t(coarse.buckets) + kPadding, 0);
        for (int r = 0; r < m_rows; ++r) {
            const QRgb* in = fine.cells.data() + std::size_t(r) * std::size_t(fine.buckets);
            QRgb* out = coarse.cells.data() + std::size_t(r) * std::size_t(coarse.buckets);
            for (int b = 0; b < coarse.buckets; ++b) {
                const QRgb left = in[2 * b];
                // Past the end of the schedule is idle time.
                const QRgb right = 2 * b + 1 < fine.buckets ? in[2 * b + 1] : 0;
                if (left == right) {  // idle, or one job all through: the common case
                    out[b] = left;
                    continue;
                }
                const auto a0 = std::uint32_t(qAlpha(left));
                const auto a1 = std::uint32_t(qAlpha(right));
                const std::uint32_t sum = a0 + a1;
                if (sum == 0)
                    continue;
                // Rounded up: a cell with any work keeps a non-zero alpha.
                const auto alpha = int((sum + 1) / 2);
                // Mostly one job (or one colour) in both halves, or work in
                // one half only: no division needed.
                if (a1 == 0 || (left & kColourMask) == (right & kColourMask)) {
                    out[b] = (left & kColourMask) | (QRgb(alpha) << kAlphaShift);
                    continue;
                }
                if (a0 == 0) {
                    out[b] = (right & kColourMask) | (QRgb(alpha) << kAlphaShift);
                    continue;
                }
                const auto mix = [&](int c0, int c1) { return int((std::uint32_t(c0) * a0 + std::uint32_t(c1) * a1) / sum); };
                out[b] = qRgba(mix(qRed(left), qRed(right)), mix(qGreen(left), qGreen(right)),
                               mix(qBlue(left), qBlue(right)), alpha);
            }
        }
        m_levels.push_back(std::move(coarse));
    }
}

int GanttCoarseRaster::levelFor(double secondsPerPixel) const
{
    int best = -1;
    for (int k = 0; k < int(m_levels.size()); ++k) {
        if (double(m_levels[std::size_t(k)].bucketSeconds) <= secondsPerPixel)
            best = k;
    }
    return best;
}

QRgb GanttCoarseRaster::cell(int level, int row, int bucket) const
{
    if (level < 0 || level >= int(m_levels.size()) || row < 0 || row >= m_rows)
        return 0;
    const Level& l = m_levels[std::size_t(level)];
    if (bucket < 0 || bucket >= l.buckets)
        return 0;
    return l.cells[std::size_t(row) * std::size_t(l.buckets) + std::size_t(bucket)];
}

double GanttCoarseRaster::bucketFloor(int level, double time) const
{
    if (level < 0 || level >= int(m_levels.size()))
        return time;
    const auto bucket = double(m_levels[std::size_t(level)].bucketSeconds);
    return double(m_origin) + std::floor((time - double(m_origin)) / bucket) * bucket;
}

std::size_t GanttCoarseRaster::byteSize() const
{
    std::size_t bytes = 0;
    for (const Level& level : m_levels)
        bytes += level.cells.size() * sizeof(QRgb);
    return bytes;
}

}  // namespace schedlab
