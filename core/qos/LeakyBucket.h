#pragma once

#include <cstdint>
#include <limits>

namespace schedlab {

// The shaping of a guaranteed user's work at one resource (Phosphorus D5.2,
// 2007, §3, (20)): J(t) <= σ + ρ t, J(t) the work sent since registration
// at time 0 of the bucket. A task that would break it is withheld until it
// conforms.
//   Cumulative: the deliverable's (20) as written: the bound holds for the
//     work sent since registration, so unused rate accumulates for ever.
//   Token: a bucket of depth σ refilled at ρ (SchedLab's addition): unused
//     rate accumulates up to σ only; a task larger than σ never conforms.
// The deliverable writes (20) with "<"; at the boundary instant the two
// differ only on a set of measure zero, and SchedLab lets a task conform
// exactly at its bound, so that a withheld task has an earliest time.
class LeakyBucket {
public:
    enum class Kind : std::uint8_t { Cumulative, Token };
    static constexpr double kNever = std::numeric_limits<double>::infinity();

    // `burst` σ in MI, `rate` ρ in MIPS (> 0), `registeredAt` in s.
    LeakyBucket(Kind kind, double burst, double rate, double registeredAt);

    // The earliest time >= `now` at which a task of `work` MI conforms;
    // kNever when it never will (Token: larger than the bucket).
    [[nodiscard]] double earliestConforming(double work, double now) const;
    // Counts `work` MI as sent at `at` (>= earliestConforming(work, at)).
    void send(double work, double at);
    // Corrects the count by `delta` MI, e.g. a conservative estimate of
    // J^max replaced by the task's true work on completion (§3.4).
    void correct(double delta, double at);
    // Work counted as sent since registration.
    [[nodiscard]] double sent() const { return m_sent; }

private:
    [[nodiscard]] double tokensAt(double at) const;

    Kind m_kind;
    double m_burst;
    double m_rate;
    double m_registeredAt;
    double m_sent = 0;
    double m_tokens;        // Token: the level at m_lastUpdate
    double m_lastUpdate;
};

// How a user's work is counted when tasks' sizes are unknown until they
// end (§3.4): the true size (Exact); each task as J^max (Conservative);
// J^max corrected to the true size at completion (ConservativeFeedback);
// nothing until completion, then the true size (FullAggressive, no bound).
enum class WorkAccounting : std::uint8_t { Exact, Conservative, ConservativeFeedback, FullAggressive };

// What a task of `work` MI (largest `maxTask`) counts when sent, and the
// correction made when it completes.
[[nodiscard]] double chargedOnSend(WorkAccounting accounting, double work, double maxTask);
[[nodiscard]] double correctionOnCompletion(WorkAccounting accounting, double work, double maxTask);

}  // namespace schedlab
