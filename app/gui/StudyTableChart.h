#pragma once

#include "study/StudyTable.h"

#include <QChartView>

namespace schedlab {

// A study table drawn as grouped bars (StudyTable::chart): one group per
// row, named by its first cell, one bar per chosen column, as Wiriyaprasit
// (2004) draws the ACT of each site per queue configuration. Empty cells
// (runs not stored yet) draw no bar.
class StudyTableChart : public QChartView {
    Q_OBJECT

public:
    explicit StudyTableChart(const StudyTable& table, QWidget* parent = nullptr);
};

}  // namespace schedlab
