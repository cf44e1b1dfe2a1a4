#include "qos/LeakyBucket.h"

#include <algorithm>
#include <stdexcept>

namespace schedlab {

LeakyBucket::LeakyBucket(Kind kind, double burst, double rate, double registeredAt)
    : m_kind(kind), m_burst(burst), m_rate(rate), m_registeredAt(registeredAt), m_tokens(burst),
      m_lastUpdate(registeredAt)
{
    if (!(rate > 0) || burst < 0)
        throw std::invalid_argument("a leaky bucket needs a positive rate and a burst of at least 0");
}

double LeakyBucket::tokensAt(double at) const
{
    return std::min(m_burst, m_tokens + m_rate * std::max(0.0, at - m_lastUpdate));
}

double LeakyBucket::earliestConforming(double work, double now) const
{
    if (m_kind == Kind::Cumulative) {
        // m_sent + work <= σ + ρ (t - registeredAt)
        const double at = m_registeredAt + (m_sent + work - m_burst) / m_rate;
        return std::max(now, at);
    }
    if (work > m_burst)
        return kNever;
    const double tokens = tokensAt(now);
    return tokens >= work ? now : now + (work - tokens) / m_rate;
}

void LeakyBucket::send(double work, double at)
{
    if (m_kind == Kind::Token) {
        m_tokens = tokensAt(at) - work;
        m_lastUpdate = at;
    }
    m_sent += work;
}

void LeakyBucket::correct(double delta, double at)
{
    if (m_kind == Kind::Token) {
        m_tokens = std::min(m_burst, tokensAt(at) - delta);
        m_lastUpdate = at;
    }
    m_sent += delta;
}

double chargedOnSend(WorkAccounting accounting, double work, double maxTask)
{
    switch (accounting) {
    case WorkAccounting::Exact:
        return work;
    case WorkAccounting::Conservative:
    case WorkAccounting::ConservativeFeedback:
        return maxTask;
    case WorkAccounting::FullAggressive:
        break;
    }
    return 0;
}

double correctionOnCompletion(WorkAccounting accounting, double work, double maxTask)
{
    switch (accounting) {
    case WorkAccounting::ConservativeFeedback:
        return work - maxTask;
    case WorkAccounting::FullAggressive:
        return work;
    case WorkAccounting::Exact:
    case WorkAccounting::Conservative:
        break;
    }
    return 0;
}

}  // namespace schedlab
