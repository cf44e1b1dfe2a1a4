#pragma once

#include <vector>

namespace schedlab {

struct Job;
struct JobOutcome;

// The value metrics of Vanderster (2008): how a schedule treats tasks by
// their credit. A task's credit is its largest (its job's value, or the
// largest of its options'; eq. 4.12 uses the maximum), and only tasks with a
// credit count.
class ValueMetrics {
public:
    // Adds one evaluated job.
    void add(const Job& job, const JobOutcome& outcome, double tick);

    // Sample Pearson correlation (eq. 4.12) of the credit with the startup
    // delay (first start - submission) over the completed tasks: near -1
    // when the valuable tasks start first. 0 with fewer than two tasks or no
    // spread.
    [[nodiscard]] double valueDelayCorrelation() const;
    // Credit of the tasks that completed over the credit of all (ch. 7:
    // profit earned against profit available), 0..1; 0 without credits.
    [[nodiscard]] double profitShare() const;

    // The credit of a job, or a negative value when it has none.
    [[nodiscard]] static double creditOf(const Job& job);

private:
    std::vector<double> m_values;  // completed tasks
    std::vector<double> m_delays;
    double m_earned = 0;
    double m_available = 0;
};

}  // namespace schedlab
