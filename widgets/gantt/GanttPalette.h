#pragma once

#include "GanttChartWidget.h"
#include "engine/StartReason.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

#include <vector>

namespace schedlab {

// Colours of the Gantt chart per colour mode, computed once per snapshot and
// mode into one QRgb per job so that drawing never branches on the mode.
class GanttPalette {
    Q_DECLARE_TR_FUNCTIONS(GanttPalette)

public:
    using ColorMode = GanttChartWidget::ColorMode;
    using Legend = QList<QPair<QString, QColor>>;

    [[nodiscard]] static std::vector<QRgb> jobColours(const RunSnapshot& snapshot, ColorMode mode);
    // Entries of the mode's legend. ByUser lists the busiest users, then a
    // text-only line (invalid colour) saying how many more there are.
    [[nodiscard]] static Legend legend(const RunSnapshot* snapshot, ColorMode mode);
    [[nodiscard]] static QString modeName(ColorMode mode);

    [[nodiscard]] static QRgb userColour(std::int32_t user);
    [[nodiscard]] static QRgb widthColour(int nodes, int maxNodes);
    [[nodiscard]] static QRgb waitColour(Time wait);
    [[nodiscard]] static QRgb decisionColour(StartKind kind);
    [[nodiscard]] static QString decisionName(StartKind kind);

    // Text colour that stays readable on `background`.
    [[nodiscard]] static QColor textOn(QRgb background);

private:
    [[nodiscard]] static int waitBin(Time wait);
};

}  // namespace schedlab
