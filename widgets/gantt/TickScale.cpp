#include "TickScale.h"

#include "model/Units.h"

#include <algorithm>
#include <cstdlib>

namespace schedlab {

namespace {

constexpr int kDecimalBase = 10;
const QLatin1Char kPadding('0');

Time floorDiv(Time a, Time b)
{
    Time q = a / b;
    if (a % b != 0 && (a < 0) != (b < 0))
        --q;
    return q;
}

}  // namespace

TickScale::TickScale(std::int64_t ticksPerSecond) : m_ticksPerSecond(std::max<std::int64_t>(ticksPerSecond, 1))
{
    // Enough digits to tell every tick apart: 3 for 1,000 ticks per second.
    for (std::int64_t power = 1; power < m_ticksPerSecond; power *= kDecimalBase)
        ++m_decimals;
}

Time TickScale::wholeSeconds(Time ticks) const
{
    return floorDiv(ticks, m_ticksPerSecond);
}

QString TickScale::fractionDigits(Time ticks) const
{
    const Time rest = ticks - wholeSeconds(ticks) * m_ticksPerSecond;
    std::int64_t scale = 1;
    for (int d = 0; d < m_decimals; ++d)
        scale *= kDecimalBase;
    // Exact for the powers of ten workloads use; other rates round down.
    const std::int64_t digits = rest * scale / m_ticksPerSecond;
    return QStringLiteral("%1").arg(digits, m_decimals, kDecimalBase, kPadding);
}

QString TickScale::clockFraction(Time ticks) const
{
    if (!isFine())
        return {};
    return QLatin1Char('.') + fractionDigits(ticks);
}

QString TickScale::secondsText(Time ticks) const
{
    const QString sign = ticks < 0 ? QStringLiteral("-") : QString();
    const Time magnitude = std::llabs(ticks);
    QString text = sign + QString::number(magnitude / m_ticksPerSecond);
    if (!isFine())
        return text;
    QString digits = fractionDigits(magnitude);
    while (digits.endsWith(kPadding))
        digits.chop(1);
    if (!digits.isEmpty())
        text += QLatin1Char('.') + digits;
    return text;
}

QString TickScale::duration(Time ticks, const std::function<QString(Time)>& wholeSecondsText) const
{
    if (!isFine() || ticks == kNoTime)
        return wholeSecondsText(ticks);
    const Time magnitude = std::llabs(ticks);
    const Time seconds = magnitude / m_ticksPerSecond;
    if (seconds >= units::kSecondsPerHour || magnitude % m_ticksPerSecond == 0)
        return wholeSecondsText(ticks < 0 ? -seconds : seconds);
    const QString sign = ticks < 0 ? QStringLiteral("−") : QString();
    if (seconds < units::kSecondsPerMinute)
        return sign + tr("%1 s").arg(secondsText(magnitude));
    const Time minutes = seconds / units::kSecondsPerMinute;
    const Time rest = magnitude - minutes * units::kSecondsPerMinute * m_ticksPerSecond;
    // Seconds padded like a clock field ("05.25"), so the column lines up.
    QString restText = secondsText(rest);
    if (rest < kDecimalBase * m_ticksPerSecond)
        restText.prepend(kPadding);
    return sign + tr("%1 min %2 s").arg(minutes).arg(restText);
}

}  // namespace schedlab
