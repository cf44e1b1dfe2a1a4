#pragma once

#include "model/Types.h"

#include <QCoreApplication>
#include <QString>

namespace schedlab {

struct FinishedRun;
using RunSnapshot = FinishedRun;
class TraceClock;

// The words the chart uses about a job: its hover tooltip and the sentence
// that explains why the policy started it when it did.
class GanttJobText {
    Q_DECLARE_TR_FUNCTIONS(GanttJobText)

public:
    // "backfilled: ends before the shadow time of job 1234 (1996-07-02 14:00:00 EDT)"
    [[nodiscard]] static QString decision(const RunSnapshot& snapshot, const TraceClock& clock, JobIndex job);
    // Rich-text tooltip: id, user, nodes, times, wait, estimate vs run, decision.
    [[nodiscard]] static QString tooltip(const RunSnapshot& snapshot, const TraceClock& clock, JobIndex job);
    // Tooltip of a folded block holding `count` jobs over [from, to] on a node.
    [[nodiscard]] static QString foldedTooltip(int count, const QString& machine, int localNode,
                                               const TraceClock& clock, Time from, Time to);
};

}  // namespace schedlab
