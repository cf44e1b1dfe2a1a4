#pragma once

#include "CreditDelayPoints.h"

#include <QChartView>

namespace schedlab {

// The credit-delay scatter plot of a run with credits (Vanderster 2008,
// Fig. 4.5): startup delay against credit, one colour per width band, the
// Pearson correlation in the title. A value-aware policy draws falling
// bands; a value-blind one a cloud.
class CreditDelayScatter : public QChartView {
    Q_OBJECT

public:
    explicit CreditDelayScatter(QWidget* parent = nullptr);

    void setPoints(const CreditDelayPoints& points);
};

}  // namespace schedlab
