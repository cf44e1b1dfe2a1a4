#pragma once

#include <cstdint>
#include <map>

namespace schedlab {

struct Job;
struct JobOutcome;
class Platform;

// The rate and fairness metrics of Phosphorus D5.2 (Varvarigos, Kokkinos et
// al., 2007) for tasks with deadlines: E1, E2 and E3 of §2.1.10 (eq. 13) and
// the per-MI delay of §2.3 with its spread across users. Times count from
// the task's creation (its submission) and there is no input delay
// (delta_i = 0), so for a task of work w_i (MI: its run time on a speed-1
// machine) and relative deadline D_i = deadline - submit:
//   X_i   = w_i / D_i                       the demanded rate (eq. 4)
//   X_i^c = min(X_i, w_i / D_i^c)           the rate it got, D_i^c = completion
//                                           - submit; 0 if rejected, dropped or
//                                           refused and re-applied (StartKind::
//                                           Reapplied: it ran, late, after the
//                                           tasks accepted before it)
//   E1 = sum |X_i - X_i^c| / X_i,  E2 = sum X_i^c / C (C = platform capacity),
//   E3 = (1/N) sum |D_i - max(D_i^c, D_i)| / D_i over the N executed and
//        rejected tasks. A refused task "re-applies after the last feasibly
//        assigned task completes" (§2.1's baselines). When it ran again
//        (qos-meta's refused = reapply) its D_i^c is its real completion.
//        When it was rejected (refused = drop) its D_i^c is the
//        latest completion among the tasks executed that were created up to
//        it (the work accepted before it was refused), plus w_i over the
//        mean processor capacity C / P (open: the deliverable names no
//        processor), minus its creation. Calls to add() in submission order
//        make "created up to it" the tasks added before it.
// Jobs without a deadline (every SWF job) are left out, so all five stay 0
// for SWF runs. A task whose outcome is not finished (a cancelled run) is
// left out too.
class DeadlineRateMetrics {
public:
    // `capacity` is C, sum of nodes x speed (capacityOf).
    explicit DeadlineRateMetrics(double capacity, int processors = 1)
        : m_capacity(capacity), m_meanProcessorCapacity(processors > 0 ? capacity / processors : capacity)
    {
    }

    // Adds one evaluated job; `tick` = ticks per second of the workload.
    void add(const Job& job, const JobOutcome& outcome, double tick);

    [[nodiscard]] double e1() const { return m_e1; }
    [[nodiscard]] double e2() const { return m_capacity > 0 ? m_servedRate / m_capacity : 0; }
    [[nodiscard]] double e3() const { return m_e3Tasks > 0 ? m_lateness / double(m_e3Tasks) : 0; }
    // Delay per MI, delay_i / w_i in s/MI (mi-delay = per-task-ratio): the
    // mean over every executed task, and the population standard deviation
    // of the users' means (0 with fewer than two users).
    [[nodiscard]] double meanMiDelay() const;
    [[nodiscard]] double miDelayUserStdDev() const;
    // One user's mean delay per MI; -1 when none of its tasks counted.
    [[nodiscard]] double userMiDelay(std::int32_t user) const;
    // Population standard deviations of the task delay (completion -
    // creation) over the executed tasks and of the excess time D^c - D over
    // those that completed late (§2.2.3, eq. 17: the spread of both).
    [[nodiscard]] double delayStdDev() const { return m_delays.stdDev(); }
    [[nodiscard]] double excessTimeStdDev() const { return m_excess.stdDev(); }

    // C = sum over machines of nodes x speed (MIPS when speeds are MIPS).
    [[nodiscard]] static double capacityOf(const Platform& platform);

private:
    struct UserSum {
        double sum = 0;
        std::int64_t count = 0;
    };
    // Sum and sum of squares of one quantity, for its spread.
    struct Moments {
        double sum = 0;
        double squares = 0;
        std::int64_t count = 0;
        void add(double x)
        {
            sum += x;
            squares += x * x;
            ++count;
        }
        [[nodiscard]] double stdDev() const;
    };

    double m_capacity = 0;
    double m_meanProcessorCapacity = 0;  // C / P, for a re-applied task's run
    double m_latestEnd = 0;              // latest completion so far, s from the trace's start
    double m_e1 = 0;
    double m_servedRate = 0;  // sum X_i^c
    double m_lateness = 0;    // sum |D_i - max(D_i^c, D_i)| / D_i
    std::int64_t m_executed = 0;
    std::int64_t m_e3Tasks = 0;  // executed and re-applied
    Moments m_delays;
    Moments m_excess;
    UserSum m_allMiDelay;
    std::map<std::int32_t, UserSum> m_userMiDelay;
};

}  // namespace schedlab
