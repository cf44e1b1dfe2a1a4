#include "PlaybackActions.h"

#include "PlaybackController.h"

#include <QAction>

namespace schedlab {

PlaybackActions::PlaybackActions(std::function<PlaybackController*()> current, QObject* parent)
    : QObject(parent), m_current(std::move(current))
{
    m_play = add(QStringLiteral(":/icons/play.svg"), tr("&Play / pause"), QStringLiteral("Space"),
                 tr("Play or pause the schedule of the current run (Space)"), &PlaybackController::togglePlay);
    m_steps = {
        add(QStringLiteral(":/icons/step-back-decision.svg"), tr("Step back a de&cision"), tr("Shift+D"),
            tr("Step back to the previous job start (Shift+D)"), &PlaybackController::stepBackDecision),
        add(QStringLiteral(":/icons/step-back-event.svg"), tr("Step &back an event"), tr("Shift+N"),
            tr("Step back to the previous event (Shift+N)"), &PlaybackController::stepBackEvent),
        add(QStringLiteral(":/icons/step-event.svg"), tr("Step to next &event"), tr("N"),
            tr("Step to the next event (N)"), &PlaybackController::stepEvent),
        add(QStringLiteral(":/icons/step-decision.svg"), tr("Step to next &decision"), tr("D"),
            tr("Step to the next job start (D)"), &PlaybackController::stepDecision),
    };
}

QList<QAction*> PlaybackActions::all() const
{
    return QList<QAction*>{m_play} + m_steps;
}

QAction* PlaybackActions::add(const QString& icon, const QString& text, const QString& shortcut,
                              const QString& toolTip, void (PlaybackController::*command)())
{
    auto* action = new QAction(QIcon(icon), text, this);
    action->setShortcut(QKeySequence(shortcut));
    action->setToolTip(toolTip);
    connect(action, &QAction::triggered, this, [this, command] {
        if (PlaybackController* playback = m_current())
            (playback->*command)();
    });
    return action;
}

}  // namespace schedlab
