#include "study/QosStudy.h"

#include "study/QosTables.h"
#include "study/StudyPlan.h"

#include <algorithm>
#include <cstdlib>
#include <functional>

namespace schedlab {

namespace {

const std::string kPolicy = "qos-meta";
// §2.1.10: rho from 0.25 to 2.5 (Figs 8-13); quick: below, near and far
// above the capacity.
const std::vector<std::string> kLoads = {"0.25", "0.5", "0.75", "1", "1.25", "1.5", "2", "2.5"};
const std::vector<std::string> kQuickLoads = {"0.5", "1.5", "2.5"};
// §2.2.3: per-user mean inter-arrival 1/12 .. 1/70 s (150 tasks/s of
// capacity for three users); quick: light, past the 40 tasks/s where FCTE
// pulls ahead, and the heaviest.
const std::vector<std::string> kRates = {"12", "20", "25", "33", "40", "50", "55", "60", "65", "70"};
const std::vector<std::string> kQuickRates = {"20", "50", "70"};
// §2.3.2, Tables 4-5: U4's inter-arrival from 5464 s (as U5's) down to 55 s
// (U4 alone then asks for 2.4 times the platform's capacity); quick: the
// ends and one between.
const std::vector<std::string> kGaps = {"5464", "4371", "3278", "2186", "1366", "1093", "820", "546", "55"};
const std::vector<std::string> kQuickGaps = {"5464", "1093", "55"};
// The per-MI delay in µs per MI: about 1.3 µs/MI for a task that runs at
// once on R1 (780,000 MIPS), so seconds per MI would print as 0.0000.
constexpr double kMicroseconds = 1e6;

using MetricTable = QosStudy::MetricTable;

}  // namespace

const std::vector<QosStudy::MetricTable>& QosStudy::fairnessMetrics()
{
    static const std::vector<MetricTable> metrics = {{"e1", "E1, sum of rate shortfalls |X_i - X_i^c| / X_i", 1, 1, "E1"},
                                                     {"e2", "E2, sum of served rates X_i^c over C", 3, 1, "E2"},
                                                     {"e3", "E3, mean relative lateness", 4, 1, "E3"}};
    return metrics;
}

std::string QosStudy::name() const
{
    switch (m_experiment) {
    case Experiment::Fairness:
        return "qos-f1";
    case Experiment::Fcte:
        return "qos-f2";
    case Experiment::Wfq:
        break;
    }
    return "qos-f3";
}

std::string QosStudy::title() const
{
    switch (m_experiment) {
    case Experiment::Fairness:
        return "Max-min fair share scheduling of task groups (E1, E2, E3)";
    case Experiment::Fcte:
        return "Fair completion time estimation (FCTE) against ECT";
    case Experiment::Wfq:
        break;
    }
    return "Fair queueing among users: WFQ/EST against EDF/EST (per-MI delay, E3)";
}

std::string QosStudy::description() const
{
    if (m_experiment == Experiment::Fairness) {
        return "Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), sec. 2.1.10, Figs 8-13. Workload "
               "qos-groups: tasks in groups of 250, ten groups per window Xi = rho * 100 s, Poisson group "
               "arrivals; deadline ~ N(100 s, 1 s), work ~ N(mu_w, 0.1 mu_w) MI with mu_w set for the load rho = "
               "0.25 .. 2.5; " + std::to_string(kFairnessJobs) + " tasks, " + std::to_string(kFairnessSeeds) +
               " seeds (the deliverable: 70 runs). Platform phosphorus-f1-narrow-500-SEED: 500 processors with "
               "capacities drawn from N(1, 0.01) MIPS with the run's seed. qos-meta on-line (period 0: each "
               "group is one batch) with ECT, orderings FCFS, EDF, SFTO, AFTO and MMFS, the last three with gap "
               "filling. FCFS and EDF are the baselines of sec. 2.1: a task whose deadline cannot be met is "
               "refused (X_i^c = 0), re-applies when the last task assigned feasibly is planned to complete, "
               "and then runs, late; the others refuse nothing and a late task runs to its end. Tables: E1 (sum "
               "of |X_i - X_i^c| / X_i), E2 (sum of X_i^c / C) and E3 (mean |D_i - max(D_i^c, D_i)| / D_i) per "
               "scheme and load. Quick: " + std::to_string(kQuickFairnessJobs) + " tasks, loads 0.5, 1.5 and "
               "2.5, one seed.";
    }
    if (m_experiment == Experiment::Wfq) {
        return "Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2.3.2, Tables 4-5. Workload "
               "qos-periodic: five users submitting fixed-size tasks at fixed inter-arrivals from t = 0, U1 "
               "419,900,000 MI every 546 s, U2 71,383,000 MI every 3278 s, U3 419,900 MI every 6010 s, U4 "
               "209,950,000 MI every 5464 .. 55 s, U5 2,099,500,000 MI every 5464 s; soft deadlines 110 s after "
               "creation (U1, U4 and U5 always miss: E3 says by how much), 1000 bytes in and out over equal 1 Gbit/s "
               "links (link-mbps 1000: each input arrives in a millisecond), equal shares; "
               "the run lasts " + std::to_string(kWfqHorizon) + " tasks of U1 (54,600 s; the deliverable leaves "
               "it open). Platform phosphorus-f3: R1, R2, R3 single CPUs of 780,000, 520,000 and 260,000 MIPS. "
               "qos-meta every P = 1 s with dispatch when-free (tasks wait in the meta-scheduler's queue until a "
               "resource is idle, as D5.2's WFQ meta-scheduler keeps them): WFQ (one fair queue for the run, "
               "WFQ virtual time) against EDF ordering, both with EST (the lowest-numbered idle resource). "
               "Tables per scheme and U4 gap: mean delay per MI, its standard deviation across users, E3, "
               "deadline misses and mean task delay. The workload draws nothing, so one seed. Quick: U4 gaps "
               "5464, 1093 and 55 s.";
    }
    return "Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), sec. 2.2.3. Workload qos-users: three "
           "users, each a Poisson stream of tasks of Exp(14,000 MI) with a soft deadline U(10, 20) s after "
           "creation; " + std::to_string(kFcteJobs / 3) + " tasks per user, per-user rates 12 .. 70 tasks/s, " +
           std::to_string(kFcteSeeds) + " seeds. Platform phosphorus-fcte: seven resources of 30 CPUs at 10,000 "
           "MIPS (150 tasks/s in all); inputs of 1,000-10,000 bytes over equal 1 Gbit/s links (link-mbps 1000: "
           "a task waits one millisecond tick for its input; outputs are not modelled). qos-meta with period P = "
           "5 s: FCFS, EDF and LLF ordering with ECT assignment against FCFS with FCTE and with "
           "adjusted FCTE. Tables per scheme and rate: mean task delay and its standard deviation, deadline "
           "misses, mean time past the deadline and its standard deviation, E3. Quick: " +
           std::to_string(kQuickFcteJobs / 3) + " tasks per user, rates 20, 50 and 70, one seed.";
}

std::vector<std::string> QosStudy::settings(bool quick) const
{
    switch (m_experiment) {
    case Experiment::Fairness:
        return quick ? kQuickLoads : kLoads;
    case Experiment::Fcte:
        return quick ? kQuickRates : kRates;
    case Experiment::Wfq:
        break;
    }
    return quick ? kQuickGaps : kGaps;
}

std::size_t QosStudy::jobs(bool quick) const
{
    switch (m_experiment) {
    case Experiment::Fairness:
        return quick ? kQuickFairnessJobs : kFairnessJobs;
    case Experiment::Fcte:
        return quick ? kQuickFcteJobs : kFcteJobs;
    case Experiment::Wfq:
        break;
    }
    return kWfqHorizon;
}

std::vector<RunSpec> QosStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    StudyPlan plan(name(), group(options));
    int seeds = m_experiment == Experiment::Fairness ? kFairnessSeeds : kFcteSeeds;
    if (options.quick)
        seeds = kQuickSeeds;
    else if (m_experiment == Experiment::Wfq)
        seeds = kWfqSeeds;
    for (const std::string& setting : settings(options.quick)) {
        for (std::size_t scheme = 0; scheme < QosScenario::schemes(m_experiment).size(); ++scheme) {
            for (int seed = 1; seed <= seeds; ++seed) {
                const QosScenario s{m_experiment, setting, scheme, jobs(options.quick), std::uint64_t(seed)};
                plan.add({s.trace(), {}, s.platform(), kPolicy, s.parameters(), s.label()});
            }
        }
    }
    return plan.take();
}

std::vector<StudyTable> QosStudy::tables(std::span<const StoredRun> runs) const
{
    const QosTables qos(runs);
    std::vector<std::size_t> counts = qos.taskCounts(m_experiment);
    if (counts.empty())
        counts = {jobs(false)};
    std::vector<MetricTable> metrics = {{"art", "Mean task delay (s)", 3, 1, "Mean task delay (s)"},
                                        {"delayStdDev", "Standard deviation of the task delay (s)", 3},
                                        {"deadlineMisses", "Deadline misses", 0, 1, "Deadline misses"},
                                        {"meanExcessTime", "Mean time past the deadline (s)", 3},
                                        {"excessTimeStdDev", "Standard deviation of the time past the deadline (s)", 3},
                                        {"e3", "E3, mean relative lateness", 4}};
    std::string header = "rate ";
    std::string note = "rows: ordering/assignment; columns: tasks per second per user; mean over the seeds";
    if (m_experiment == Experiment::Fairness) {
        metrics = fairnessMetrics();
        header = "rho ";
        note = "rows: schemes (qos-meta ordering, ECT); columns: load rho; mean over the seeds";
    } else if (m_experiment == Experiment::Wfq) {
        metrics = {{"meanMiDelay", "Mean delay per MI (µs/MI)", 3, kMicroseconds, "Delay per MI (µs/MI)"},
                   {"miDelayUserStdDev", "Standard deviation of the users' delay per MI (µs/MI)", 3, kMicroseconds,
                    "Spread across users (µs/MI)"},
                   {"e3", "E3, mean relative lateness", 3},
                   {"deadlineMisses", "Deadline misses", 0},
                   {"art", "Mean task delay (s)", 1}};
        header = "U4 gap ";
        note = "rows: ordering/assignment (qos-meta, dispatch when-free, P = 1 s); columns: U4's inter-arrival in "
               "seconds, falling; one seed (the workload draws nothing)";
    }
    std::vector<StudyTable> tables;
    for (const std::size_t count : counts) {
        std::vector<std::string> columns = qos.settings(m_experiment, count, settings(false));
        // F3 reads as U4 sending more and more: the gap falls to the right.
        if (m_experiment == Experiment::Wfq)
            std::ranges::sort(columns, std::greater{},
                              [](const std::string& gap) { return std::strtod(gap.c_str(), nullptr); });
        const std::string runLength = std::to_string(count) + " " + QosScenario::jobsUnit(m_experiment);
        for (const MetricTable& metric : metrics) {
            StudyChart chart;
            if (metric.chartLabel != nullptr) {
                for (std::size_t column = 1; column <= columns.size(); ++column)
                    chart.columns.push_back(column);
                chart.valueLabel = metric.chartLabel;
            }
            tables.push_back({std::string(metric.title) + ", " + runLength, note,
                              qos.table(m_experiment, count, metric.key, columns, header, metric.decimals,
                                        metric.scale),
                              chart});
        }
    }
    return tables;
}

}  // namespace schedlab
