#pragma once

#include <QList>
#include <QObject>

#include <functional>

class QAction;

namespace schedlab {

class PlaybackController;

// The window's playback commands, for the Run menu and the toolbar: play or
// pause, and step forward or back by one event or one decision (a job
// start). Each acts on the current run tab's playback, which `current`
// gives (nullptr when there is none).
class PlaybackActions : public QObject {
    Q_OBJECT

public:
    PlaybackActions(std::function<PlaybackController*()> current, QObject* parent);

    [[nodiscard]] QAction* play() const { return m_play; }
    // In menu and toolbar order: back a decision, back an event, forward an
    // event, forward a decision.
    [[nodiscard]] QList<QAction*> steps() const { return m_steps; }
    [[nodiscard]] QList<QAction*> all() const;

private:
    QAction* add(const QString& icon, const QString& text, const QString& shortcut, const QString& toolTip,
                 void (PlaybackController::*command)());

    std::function<PlaybackController*()> m_current;
    QAction* m_play = nullptr;
    QList<QAction*> m_steps;
};

}  // namespace schedlab
