#include "study/QosStudy.h"

#include "study/QosTables.h"
#include "study/StudyPlan.h"

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

struct MetricTable {
    const char* key;
    const char* title;
    int decimals;
};

}  // namespace

std::string QosStudy::name() const
{
    return m_experiment == Experiment::Fairness ? "qos-f1" : "qos-f2";
}

std::string QosStudy::title() const
{
    return m_experiment == Experiment::Fairness ? "Max-min fair share scheduling of task groups (E1, E2, E3)"
                                                : "Fair completion time estimation (FCTE) against ECT";
}

std::string QosStudy::description() const
{
    if (m_experiment == Experiment::Fairness) {
        return "Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), sec. 2.1.10, Figs 8-13. Workload "
               "qos-groups: tasks in groups of 250, ten groups per window Xi = rho * 100 s, Poisson group "
               "arrivals; deadline ~ N(100 s, 1 s), work ~ N(mu_w, 0.1 mu_w) MI with mu_w set for the load rho = "
               "0.25 .. 2.5; " + std::to_string(kFairnessJobs) + " tasks, " + std::to_string(kFairnessSeeds) +
               " seeds (the deliverable: 70 runs). Platform single:500: 500 processors of 1 MIPS (the "
               "deliverable draws capacities from N(1, 0.01); a platform's nodes share one speed). qos-meta "
               "on-line (period 0: each group is one batch) with ECT, orderings FCFS, EDF, SFTO, AFTO and MMFS, the "
               "last three with gap filling; no task is rejected, late tasks run to their end. Tables: E1 (sum "
               "of |X_i - X_i^c| / X_i), E2 (sum of X_i^c / C) and E3 (mean |D_i - max(D_i^c, D_i)| / D_i) per "
               "scheme and load. Quick: " + std::to_string(kQuickFairnessJobs) + " tasks, loads 0.5, 1.5 and "
               "2.5, one seed.";
    }
    return "Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), sec. 2.2.3. Workload qos-users: three "
           "users, each a Poisson stream of tasks of Exp(14,000 MI) with a soft deadline U(10, 20) s after "
           "creation; " + std::to_string(kFcteJobs / 3) + " tasks per user, per-user rates 12 .. 70 tasks/s, " +
           std::to_string(kFcteSeeds) + " seeds. Platform phosphorus-fcte: seven resources of 30 CPUs at 10,000 "
           "MIPS (150 tasks/s in all), data transfers free (10 kB at 1 Gbit/s is under a millisecond). qos-meta "
           "with period P = 5 s: FCFS, EDF and LLF ordering with ECT assignment against FCFS with FCTE and with "
           "adjusted FCTE. Tables per scheme and rate: mean task delay and its standard deviation, deadline "
           "misses, mean time past the deadline and its standard deviation, E3. Quick: " +
           std::to_string(kQuickFcteJobs / 3) + " tasks per user, rates 20, 50 and 70, one seed.";
}

std::vector<std::string> QosStudy::settings(bool quick) const
{
    if (m_experiment == Experiment::Fairness)
        return quick ? kQuickLoads : kLoads;
    return quick ? kQuickRates : kRates;
}

std::size_t QosStudy::jobs(bool quick) const
{
    if (m_experiment == Experiment::Fairness)
        return quick ? kQuickFairnessJobs : kFairnessJobs;
    return quick ? kQuickFcteJobs : kFcteJobs;
}

std::vector<RunSpec> QosStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    StudyPlan plan(name(), group(options));
    const int seeds = options.quick ? kQuickSeeds : m_experiment == Experiment::Fairness ? kFairnessSeeds : kFcteSeeds;
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
    const bool fairness = m_experiment == Experiment::Fairness;
    std::vector<std::size_t> counts = qos.taskCounts(m_experiment);
    if (counts.empty())
        counts = {jobs(false)};
    const std::vector<MetricTable> metrics =
        fairness ? std::vector<MetricTable>{{"e1", "E1, sum of rate shortfalls |X_i - X_i^c| / X_i", 1},
                                            {"e2", "E2, sum of served rates X_i^c over C", 3},
                                            {"e3", "E3, mean relative lateness", 4}}
                 : std::vector<MetricTable>{{"art", "Mean task delay (s)", 3},
                                            {"delayStdDev", "Standard deviation of the task delay (s)", 3},
                                            {"deadlineMisses", "Deadline misses", 0},
                                            {"meanExcessTime", "Mean time past the deadline (s)", 3},
                                            {"excessTimeStdDev", "Standard deviation of the time past the deadline (s)", 3},
                                            {"e3", "E3, mean relative lateness", 4}};
    const std::string header = fairness ? "rho " : "rate ";
    const std::string note = fairness ? "rows: schemes (qos-meta ordering, ECT); columns: load rho; mean over the seeds"
                                      : "rows: ordering/assignment; columns: tasks per second per user; mean over the "
                                        "seeds";
    std::vector<StudyTable> tables;
    for (const std::size_t count : counts) {
        const std::vector<std::string> columns = qos.settings(m_experiment, count, settings(false));
        for (const MetricTable& metric : metrics) {
            tables.push_back({std::string(metric.title) + ", " + std::to_string(count) + " tasks", note,
                              qos.table(m_experiment, count, metric.key, columns, header, metric.decimals)});
        }
    }
    return tables;
}

}  // namespace schedlab
