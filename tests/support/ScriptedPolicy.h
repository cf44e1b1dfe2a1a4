#pragma once

#include "engine/Policy.h"
#include "platform/Platform.h"

#include <functional>

namespace schedlab::test {

// A policy whose schedule() is a lambda, for scripting engine behaviour in
// hand-made cases. It keeps no state of its own, so it does not claim to
// handle withdrawn jobs.
class ScriptedPolicy final : public Policy {
public:
    using Script = std::function<void(const SchedulingEvents&, SchedulingContext&)>;
    explicit ScriptedPolicy(Script script, int widest = 0)
        : m_script(std::move(script))
        , m_widest(widest)
    {
    }
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override
    {
        m_script(events, context);
    }
    [[nodiscard]] int widestRunnableJob(const Platform& platform) const override
    {
        return m_widest > 0 ? m_widest : Policy::widestRunnableJob(platform);
    }

private:
    Script m_script;
    int m_widest = 0;
};

}  // namespace schedlab::test
