#pragma once

#include "engine/SimulationObserver.h"

#include <atomic>

namespace schedlab {

// Lets a simulation be stopped from another thread through a shared flag:
// the engine polls cancelRequested() between events, so a cancelled sweep
// stops within one event of each running simulation instead of finishing
// every run first.
class CancelFlagObserver : public SimulationObserver {
public:
    // `flag` may be null (never cancelled); it must outlive the observer.
    explicit CancelFlagObserver(const std::atomic<bool>* flag) : m_flag(flag) {}

    [[nodiscard]] bool cancelRequested() const override
    {
        return m_flag != nullptr && m_flag->load(std::memory_order_relaxed);
    }

private:
    const std::atomic<bool>* m_flag;
};

}  // namespace schedlab
