#pragma once

#include "GanttScene.h"
#include "GanttView.h"

#include <QCoreApplication>
#include <QRgb>

class QFont;
class QPainter;

namespace schedlab {

class BackfillPlan;

// Draws a backfilling policy's plan at the now line (BackfillPlan): each
// reservation as a dashed, hatched box from its planned start to its
// planned end, on the rows the job later ran on, labelled with the job; for
// EASY also the shadow time, a dashed line naming the reserved job and the
// extra nodes. What the decision texts name ("before the shadow time ... of
// job 37303") can so be seen at the instant it was decided. Reservations lie
// after the now line, where playback draws nothing else.
class GanttPlanPainter {
    Q_DECLARE_TR_FUNCTIONS(schedlab::GanttPlanPainter)

public:
    static constexpr QRgb kReservation = 0xff0f766e;  // teal: no job palette colour is this dark
    static constexpr QRgb kShadowTime = 0xffb45309;   // amber, as the now line's opposite

    static void paint(QPainter& painter, const GanttView& view, const GanttScene& scene, const BackfillPlan& plan,
                      const QFont& font);

private:
    static void paintShadowTime(QPainter& painter, const GanttView& view, const GanttScene& scene,
                                const BackfillPlan& plan, const QFont& font);
};

}  // namespace schedlab
