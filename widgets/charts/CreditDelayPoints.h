#pragma once

#include "RunSnapshot.h"

#include <QList>
#include <QPointF>

#include <vector>

namespace schedlab {

// The points of the credit-delay scatter plot of a run (Vanderster 2008,
// Fig. 4.5): each started task with a credit as (credit, startup delay in
// hours), one series per width (powers of two: 1, 2-3, 4-7, ...), so the
// bands by processor count that P1 lays out can be told apart. Computed off
// the GUI thread (a pass over every job), drawn by CreditDelayScatter.
struct CreditDelayPoints {
    struct Band {
        int lowestWidth = 1;  // the band holds widths lowestWidth .. 2 * lowestWidth - 1
        QList<QPointF> points;
    };
    std::vector<Band> bands;  // by width, narrowest first; only bands with points
    double correlation = 0;   // Pearson, credit with startup delay (eq. 4.12)
    std::size_t tasks = 0;    // tasks behind the points (more than drawn when thinned)

    // At most this many points in all: a scatter of more is one blot, and
    // Qt Charts draws each as an item. Larger runs keep every k-th task.
    static constexpr std::size_t kMostPoints = 6000;

    [[nodiscard]] static CreditDelayPoints compute(const RunSnapshot& snapshot);
    [[nodiscard]] bool empty() const { return bands.empty(); }
};

}  // namespace schedlab
