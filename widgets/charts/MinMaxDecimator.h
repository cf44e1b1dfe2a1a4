#pragma once

#include <QList>
#include <QPointF>

#include <cstddef>
#include <vector>

namespace schedlab {

// Reduces one time series to a fixed point budget for drawing: the time span
// is cut into `bucketCount` equal buckets (about one per pixel column), and
// each bucket keeps only its minimum and its maximum sample. A line through
// those points looks the same as one through every sample, because nothing
// narrower than a pixel can be seen anyway, while spikes are never lost.
//
// The span is not known in advance (samples arrive while a run plays), so it
// starts small and, when a sample falls past the last bucket, neighbouring
// buckets are merged pairwise and the bucket width doubles. Memory is
// therefore O(bucketCount) whatever the number of samples, and points() never
// returns more than 2 * bucketCount points.
class MinMaxDecimator {
public:
    static constexpr int kDefaultBucketCount = 1000;
    static constexpr double kDefaultInitialBucketWidth = 1.0;

    // bucketCount is rounded up to an even number (merging works on pairs);
    // initialBucketWidth is in the unit of x and must be > 0.
    explicit MinMaxDecimator(int bucketCount = kDefaultBucketCount,
                             double initialBucketWidth = kDefaultInitialBucketWidth);

    // Samples must come in non-decreasing x; one earlier than the first
    // sample is counted in the first bucket.
    void add(double x, double y);
    void clear();

    [[nodiscard]] int bucketCount() const { return int(m_buckets.size()); }
    [[nodiscard]] int pointBudget() const { return 2 * bucketCount(); }
    [[nodiscard]] double origin() const { return m_origin; }        // x of the first sample
    [[nodiscard]] double bucketWidth() const { return m_width; }
    [[nodiscard]] bool isEmpty() const { return m_count == 0; }
    [[nodiscard]] std::size_t sampleCount() const { return m_count; }

    [[nodiscard]] double firstX() const { return m_origin; }
    [[nodiscard]] double lastX() const { return m_lastX; }
    [[nodiscard]] double lastY() const { return m_lastY; }
    [[nodiscard]] double minimumY() const { return m_minY; }
    [[nodiscard]] double maximumY() const { return m_maxY; }

    // The retained points in x order: per non-empty bucket its minimum and
    // maximum (one point when they are the same sample), then the latest
    // sample, so that the line always reaches the current value.
    [[nodiscard]] QList<QPointF> points() const;
    [[nodiscard]] int pointCount() const;

private:
    struct Bucket {
        bool used = false;
        double minX = 0;
        double minY = 0;
        double maxX = 0;
        double maxY = 0;
    };

    static void mergeInto(Bucket& into, const Bucket& other);
    void halveResolution();

    std::vector<Bucket> m_buckets;
    double m_initialWidth;
    double m_width;
    double m_origin = 0;
    double m_lastX = 0;
    double m_lastY = 0;
    double m_minY = 0;
    double m_maxY = 0;
    std::size_t m_count = 0;
};

}  // namespace schedlab
