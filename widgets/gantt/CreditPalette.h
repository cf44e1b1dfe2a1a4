#pragma once

#include "RunSnapshot.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace schedlab {

// Colours for the Gantt chart's "by credit" mode: what each task is worth
// (its largest credit, Vanderster 2008), so that one sees whether a utility
// policy gave the valuable tasks the early places. Pale for little, dark
// red for the most credit of the run; tasks without a credit are grey.
class CreditPalette {
    Q_DECLARE_TR_FUNCTIONS(CreditPalette)

public:
    using Legend = QList<QPair<QString, QColor>>;

    [[nodiscard]] static QRgb colour(double credit, double largest);
    // The largest credit of the run's jobs; negative when none has one.
    [[nodiscard]] static double largestCredit(const RunSnapshot& snapshot);
    [[nodiscard]] static bool hasCredits(const RunSnapshot& snapshot);
    // Equal credit bands from 0 to the largest credit, then "No credit".
    [[nodiscard]] static Legend legend(const RunSnapshot* snapshot);
};

}  // namespace schedlab
