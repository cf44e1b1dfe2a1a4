#pragma once

#include "TimeFormatter.h"

#include "model/Types.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QToolButton;

namespace schedlab {

class PlaybackController;

// Controls of a run's playback: play/pause, step back or forward by one
// event or decision, "show all", a speed in simulated time per wall second (1 s/s to
// 1 month/s) and a position slider over the schedule.
class PlaybackBar : public QWidget {
    Q_OBJECT

public:
    static constexpr int kSliderSteps = 10000;

    PlaybackBar(PlaybackController* controller, QWidget* parent = nullptr);

    void setTimeFormatter(const TimeFormatter& formatter);
    [[nodiscard]] QComboBox* speedBox() const { return m_speed; }
    [[nodiscard]] QSlider* positionSlider() const { return m_position; }

private:
    void updateNow(Time now);
    void updatePlaying(bool playing);

    PlaybackController* m_controller;
    TimeFormatter m_formatter;
    QToolButton* m_play = nullptr;
    QToolButton* m_stepBackDecision = nullptr;
    QToolButton* m_stepBackEvent = nullptr;
    QToolButton* m_stepEvent = nullptr;
    QToolButton* m_stepDecision = nullptr;
    QToolButton* m_showAll = nullptr;
    QComboBox* m_speed = nullptr;
    QSlider* m_position = nullptr;
    QLabel* m_nowLabel = nullptr;
    bool m_sliderUpdating = false;
};

}  // namespace schedlab
