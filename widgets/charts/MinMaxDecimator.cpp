#include "charts/MinMaxDecimator.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

MinMaxDecimator::MinMaxDecimator(int bucketCount, double initialBucketWidth)
    : m_initialWidth(initialBucketWidth > 0 ? initialBucketWidth : kDefaultInitialBucketWidth),
      m_width(m_initialWidth)
{
    // Merging halves the bucket count, so it must be even, and at least one pair.
    const int pairs = std::max(1, (bucketCount + 1) / 2);
    m_buckets.resize(std::size_t(2 * pairs));
}

void MinMaxDecimator::clear()
{
    std::fill(m_buckets.begin(), m_buckets.end(), Bucket{});
    m_width = m_initialWidth;
    m_origin = m_lastX = m_lastY = m_minY = m_maxY = 0;
    m_count = 0;
}

void MinMaxDecimator::mergeInto(Bucket& into, const Bucket& other)
{
    if (!other.used)
        return;
    if (!into.used) {
        into = other;
        return;
    }
    // `into` is the earlier bucket; strict comparisons keep the earliest of
    // equal extremes, the same rule add() follows within one bucket.
    if (other.minY < into.minY) {
        into.minX = other.minX;
        into.minY = other.minY;
    }
    if (other.maxY > into.maxY) {
        into.maxX = other.maxX;
        into.maxY = other.maxY;
    }
}

void MinMaxDecimator::halveResolution()
{
    const std::size_t half = m_buckets.size() / 2;
    for (std::size_t i = 0; i < half; ++i) {
        Bucket merged = m_buckets[2 * i];
        mergeInto(merged, m_buckets[2 * i + 1]);
        m_buckets[i] = merged;
    }
    std::fill(m_buckets.begin() + std::ptrdiff_t(half), m_buckets.end(), Bucket{});
    m_width *= 2;
}

void MinMaxDecimator::add(double x, double y)
{
    // A non-finite value would poison every later min/max and the axis range.
    if (!std::isfinite(x) || !std::isfinite(y))
        return;
    if (m_count == 0) {
        m_origin = x;
        m_minY = m_maxY = y;
    }
    const double offset = std::max(0.0, x - m_origin);
    while (offset >= m_width * double(m_buckets.size()))
        halveResolution();
    // The division can round up to the bucket count right at the span's end.
    const auto index = std::min(m_buckets.size() - 1, std::size_t(offset / m_width));
    Bucket& bucket = m_buckets[index];
    if (!bucket.used) {
        bucket = Bucket{true, x, y, x, y};
    } else {
        if (y < bucket.minY) {
            bucket.minX = x;
            bucket.minY = y;
        }
        if (y > bucket.maxY) {
            bucket.maxX = x;
            bucket.maxY = y;
        }
    }
    m_lastX = std::max(x, m_origin);
    m_lastY = y;
    m_minY = std::min(m_minY, y);
    m_maxY = std::max(m_maxY, y);
    ++m_count;
}

QList<QPointF> MinMaxDecimator::points() const
{
    QList<QPointF> out;
    if (m_count == 0)
        return out;
    out.reserve(pointBudget());
    for (const Bucket& bucket : m_buckets) {
        if (!bucket.used)
            continue;
        // With strict comparisons an all-equal bucket has min == max == its
        // first sample: one point is enough.
        if (bucket.minX == bucket.maxX && bucket.minY == bucket.maxY) {
            out.append(QPointF(bucket.minX, bucket.minY));
        } else if (bucket.minX <= bucket.maxX) {
            out.append(QPointF(bucket.minX, bucket.minY));
            out.append(QPointF(bucket.maxX, bucket.maxY));
        } else {
            out.append(QPointF(bucket.maxX, bucket.maxY));
            out.append(QPointF(bucket.minX, bucket.minY));
        }
    }
    // End the line at the current value, unless that would break the budget
    // (only possible when the very last bucket is in use).
    const QPointF latest(m_lastX, m_lastY);
    if (out.last() != latest && out.size() < pointBudget())
        out.append(latest);
    return out;
}

int MinMaxDecimator::pointCount() const
{
    return int(points().size());
}

}  // namespace schedlab
