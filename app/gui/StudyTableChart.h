#pragma once

#include "study/StudyTable.h"

#include <QChartView>

namespace schedlab {

// A study table drawn as grouped bars (StudyTable::chart): one group per
// row, named by its first cell, one bar per chosen column, as Wiriyaprasit
// (2004) draws the ACT of each site per queue configuration; or, with
// StudyChart::logCurves, a curve per chosen column over the first. Empty
// cells (runs not stored yet) draw no bar or point.
class StudyTableChart : public QChartView {
    Q_OBJECT

public:
    explicit StudyTableChart(const StudyTable& table, QWidget* parent = nullptr);

private:
    void drawBars(const StudyTable& table);
    void drawCurves(const StudyTable& table);
};

}  // namespace schedlab
