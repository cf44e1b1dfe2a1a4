#include "PlaybackBar.h"
#include "model/Units.h"

#include "PlaybackController.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QToolButton>

#include <cmath>

namespace schedlab {

namespace {

constexpr double kMinute = 60;
constexpr double kHour = double(units::kSecondsPerHour);
constexpr double kDay = double(units::kSecondsPerDay);
constexpr double kWeek = 7 * kDay;
constexpr double kMonth = 30 * kDay;
constexpr int kNowLabelMinimumWidth = 180;

struct SpeedChoice {
    const char* text;
    double secondsPerSecond;
};

// QT_TRANSLATE_NOOP marks the texts for lupdate; they are translated when shown.
const SpeedChoice kSpeeds[] = {
    {QT_TRANSLATE_NOOP("schedlab::PlaybackBar", "1 s/s"), 1},
    {QT_TRANSLATE_NOOP("schedlab::PlaybackBar", "10 s/s"), 10},
    {QT_TRANSLATE_NOOP("schedlab::PlaybackBar", "1 min/s"), kMinute},
    {QT_TRANSLATE_NOOP("schedlab::PlaybackBar", "10 min/s"), 10 * kMinute},
    {QT_TRANSLATE_NOOP("schedlab::PlaybackBar", "1 h/s"), kHour},
    {QT_TRANSLATE_NOOP("schedlab::PlaybackBar", "6 h/s"), 6 * kHour},
    {QT_TRANSLATE_NOOP("schedlab::PlaybackBar", "1 day/s"), kDay},
    {QT_TRANSLATE_NOOP("schedlab::PlaybackBar", "1 week/s"), kWeek},
    {QT_TRANSLATE_NOOP("schedlab::PlaybackBar", "1 month/s"), kMonth},
};

QToolButton* makeButton(const QString& icon, const QString& toolTip, QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setIcon(QIcon(icon));
    button->setToolTip(toolTip);
    button->setAutoRaise(true);
    return button;
}

}  // namespace

PlaybackBar::PlaybackBar(PlaybackController* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller)
{
    m_play = makeButton(QStringLiteral(":/icons/play.svg"), tr("Play / pause the schedule (Space)"), this);
    m_stepBackDecision = makeButton(QStringLiteral(":/icons/step-back-decision.svg"),
                                    tr("Step back to the previous decision (job start)"), this);
    m_stepBackEvent = makeButton(QStringLiteral(":/icons/step-back-event.svg"), tr("Step back to the previous event"),
                                 this);
    m_stepEvent = makeButton(QStringLiteral(":/icons/step-event.svg"), tr("Step to the next event"), this);
    m_stepDecision = makeButton(QStringLiteral(":/icons/step-decision.svg"),
                                tr("Step to the next decision (the next job start)"), this);
    m_showAll = makeButton(QStringLiteral(":/icons/show-all.svg"),
                           tr("Leave playback and show the whole schedule"), this);

    m_speed = new QComboBox(this);
    m_speed->setToolTip(tr("Playback speed in simulated time per wall-clock second"));
    for (const SpeedChoice& choice : kSpeeds)
        m_speed->addItem(tr(choice.text), choice.secondsPerSecond);
    m_speed->setCurrentIndex(m_speed->findData(PlaybackController::kDefaultSpeed));

    m_position = new QSlider(Qt::Horizontal, this);
    m_position->setRange(0, kSliderSteps);
    m_position->setToolTip(tr("Position in the schedule"));
    m_nowLabel = new QLabel(tr("whole schedule"), this);
    m_nowLabel->setMinimumWidth(kNowLabelMinimumWidth);
    m_nowLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont mono = m_nowLabel->font();
    mono.setFamily(QStringLiteral("monospace"));
    m_nowLabel->setFont(mono);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_play);
    layout->addWidget(m_stepBackDecision);
    layout->addWidget(m_stepBackEvent);
    layout->addWidget(m_stepEvent);
    layout->addWidget(m_stepDecision);
    layout->addWidget(m_showAll);
    layout->addWidget(new QLabel(tr("Speed:"), this));
    layout->addWidget(m_speed);
    layout->addWidget(m_position, 1);
    layout->addWidget(m_nowLabel);

    connect(m_play, &QToolButton::clicked, controller, &PlaybackController::togglePlay);
    connect(m_stepBackDecision, &QToolButton::clicked, controller, &PlaybackController::stepBackDecision);
    connect(m_stepBackEvent, &QToolButton::clicked, controller, &PlaybackController::stepBackEvent);
    connect(m_stepEvent, &QToolButton::clicked, controller, &PlaybackController::stepEvent);
    connect(m_stepDecision, &QToolButton::clicked, controller, &PlaybackController::stepDecision);
    connect(m_showAll, &QToolButton::clicked, controller, &PlaybackController::showAll);
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_controller->setSpeed(m_speed->itemData(index).toDouble()); });
    connect(m_position, &QSlider::valueChanged, this, [this](int value) {
        if (m_sliderUpdating)
            return;
        const double share = double(value) / kSliderSteps;
        const Time span = m_controller->lastTime() - m_controller->firstTime();
        m_controller->seek(m_controller->firstTime() + Time(std::llround(share * double(span))));
    });
    connect(controller, &PlaybackController::nowChanged, this, &PlaybackBar::updateNow);
    connect(controller, &PlaybackController::playingChanged, this, &PlaybackBar::updatePlaying);
    m_controller->setSpeed(m_speed->currentData().toDouble());
    updatePlaying(false);
}

void PlaybackBar::setTimeFormatter(const TimeFormatter& formatter)
{
    m_formatter = formatter;
    updateNow(m_controller->now());
}

void PlaybackBar::updateNow(Time now)
{
    m_sliderUpdating = true;
    if (now == kNoTime) {
        m_nowLabel->setText(tr("whole schedule"));
        m_position->setValue(0);
    } else {
        m_nowLabel->setText(m_formatter.dateTime(now));
        const Time span = m_controller->lastTime() - m_controller->firstTime();
        const double share = span > 0 ? double(now - m_controller->firstTime()) / double(span) : 0.0;
        m_position->setValue(int(std::lround(share * kSliderSteps)));
    }
    m_sliderUpdating = false;
}

void PlaybackBar::updatePlaying(bool playing)
{
    m_play->setIcon(QIcon(playing ? QStringLiteral(":/icons/pause.svg") : QStringLiteral(":/icons/play.svg")));
}

}  // namespace schedlab
