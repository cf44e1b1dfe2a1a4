#pragma once

#include "RunSnapshot.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace schedlab {

// Colours for the Gantt chart's "by origin site" mode: where each job was
// submitted (Job::originSite), so that on a grid run one sees which sites'
// jobs the broker sent where. Sites are few (a handful in the grid studies),
// so a qualitative palette indexed by site keeps them apart; jobs without an
// origin site are grey.
class OriginSitePalette {
    Q_DECLARE_TR_FUNCTIONS(OriginSitePalette)

public:
    using Legend = QList<QPair<QString, QColor>>;

    [[nodiscard]] static QRgb colour(MachineIndex site);
    // Whether any job of the run has an origin site: the mode says nothing otherwise.
    [[nodiscard]] static bool hasOriginSites(const RunSnapshot& snapshot);
    // One entry per origin site that occurs, by machine name, in site order;
    // then "No origin site" if some job has none.
    [[nodiscard]] static Legend legend(const RunSnapshot* snapshot);
};

}  // namespace schedlab
