#include "study/QosF1VariantStudy.h"

#include "study/QosScenario.h"
#include "study/QosStudy.h"
#include "study/SeedMean.h"
#include "study/StudyPlan.h"

#include <algorithm>
#include <set>

namespace schedlab {

namespace {

using Family = QosF1Variant::Family;
using Experiment = QosScenario::Experiment;

const std::string kPolicy = "qos-meta";

using MetricTable = QosStudy::MetricTable;

const std::string kE3 = "e3";

std::string keyOf(const std::string& trace, const std::string& platform, std::size_t scheme)
{
    return trace + '\n' + platform + '\n' + std::to_string(scheme);
}

std::string keyOf(const QosF1Variant& v)
{
    return keyOf(v.trace(), v.platform(), v.scheme);
}

std::string familyTitle(Family family)
{
    switch (family) {
    case Family::Deadline:
        return "deadline spread sigma_D = mu_D against 0.01 mu_D";
    case Family::Work:
        return "work spread sigma_w / mu_w at rho = 1.25";
    case Family::Processors:
        return "processors M at rho = 1.5, tasks scaled with M";
    case Family::Capacity:
        break;
    }
    return "capacity distributions at rho = 1.5";
}

std::string familyNote(Family family)
{
    switch (family) {
    case Family::Deadline:
        return "rows: schemes (qos-meta ordering, ECT), each with D ~ N(100 s, 1 s) and D ~ N(100 s, 100 s); "
               "columns: load rho; mean over the seeds";
    case Family::Work:
        return "rows: schemes; columns: the work's standard deviation over its mean (F1: 0.1); mean over the seeds";
    case Family::Processors:
        return "rows: schemes; columns: processors (F1: 500), with groups of M / 2 tasks and M / 500 times the "
               "tasks (E1 and E2 are sums over the tasks, so they grow with M); mean over the seeds";
    case Family::Capacity:
        break;
    }
    return "rows: schemes; columns: the capacities' distribution (narrow: F1's N(1, 0.01); wide N(1, 0.5); "
           "uniform U[0.05, 2.05]; halves, low20, low80: two clusters of capacity 1 : 3, half, 20 % or 80 % "
           "of the processors low); mean over the seeds";
}

// The family's variants of one scheme, seed and setting: two rows' worth
// for the deadline family.
std::vector<bool> deadlineSpreads(Family family)
{
    return family == Family::Deadline ? std::vector<bool>{false, true} : std::vector<bool>{false};
}

}  // namespace

std::string QosF1VariantStudy::title() const
{
    return "Max-min fair share variants: deadline and work spread, processors, capacities (E1, E2, E3)";
}

std::string QosF1VariantStudy::description() const
{
    return "Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), sec. 2.1.10, Figs 8-13. The schemes of "
           "qos-f1 (qos-meta on-line with ECT; FCFS and EDF refusing what they cannot serve in time and running it later, SFTO, AFTO "
           "and MMFS with gap filling) on its workload (generate:qos-groups, " +
           std::to_string(QosStudy::kFairnessJobs) + " tasks on 500 processors of capacity N(1, 0.01) MIPS, " +
           std::to_string(kSeeds) +
           " seeds) with one thing changed at a time: the deadline's standard deviation mu_D = 100 s instead of "
           "1 s at loads rho = 0.25 .. 2.5; the work's standard deviation 0.1 .. 1 times its mean at rho = "
           "1.25; 50 .. 1000 processors at rho = 1.5 with the tasks scaled (groups of M / 2, M / 500 times the "
           "tasks); and the capacities drawn narrow, wide N(1, 0.5), uniform U[0.05, 2.05], or in two clusters "
           "of capacity 1 : 3 with half, 20 % or 80 % of the processors low, at rho = 1.5 "
           "(phosphorus-f1-DIST-M-SEED). Runs with F1's own settings are qos-f1's runs. Tables: E1, E2 and E3 "
           "per family, a row per scheme, a column per setting. Quick: " +
           std::to_string(QosStudy::kQuickFairnessJobs) +
           " tasks, one seed; loads 0.5, 1.5 and 2.5; work spreads 0.1 and 1; 50, 500 and 1000 processors; "
           "narrow, halves and low80 capacities.";
}

std::size_t QosF1VariantStudy::jobs(bool quick)
{
    return quick ? QosStudy::kQuickFairnessJobs : QosStudy::kFairnessJobs;
}

std::vector<QosF1Variant> QosF1VariantStudy::variants(bool quick)
{
    const int seeds = quick ? kQuickSeeds : kSeeds;
    const std::size_t schemes = QosScenario::schemes(Experiment::Fairness).size();
    std::vector<QosF1Variant> out;
    std::set<std::string> listed;
    for (const Family family : QosF1Variant::families()) {
        for (const std::string& setting : QosF1Variant::settings(family, quick)) {
            for (const bool wide : deadlineSpreads(family)) {
                for (std::size_t scheme = 0; scheme < schemes; ++scheme) {
                    for (int seed = 1; seed <= seeds; ++seed) {
                        const QosF1Variant v{family, setting, wide, scheme, jobs(quick), std::uint64_t(seed)};
                        if (listed.insert(keyOf(v)).second)
                            out.push_back(v);
                    }
                }
            }
        }
    }
    return out;
}

std::vector<RunSpec> QosF1VariantStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    StudyPlan plan(name(), group(options));
    for (const QosF1Variant& v : variants(options.quick))
        plan.add({v.trace(), {}, v.platform(), kPolicy, v.parameters(), v.label()});
    return plan.take();
}

std::vector<StudyTable> QosF1VariantStudy::tables(std::span<const StoredRun> runs) const
{
    RunIndex index;
    for (const StoredRun& run : runs) {
        const auto scheme = QosScenario::schemeOf(Experiment::Fairness, run.description);
        if (scheme)
            index[keyOf(run.description.tracePath, run.description.platformName, *scheme)] = &run;
    }
    // The mean of a metric over the seeds stored; empty without runs.
    const auto cell = [&index](QosF1Variant v, const MetricTable& metric) {
        SeedMean values;
        for (int seed = 1; seed <= kSeeds; ++seed) {
            v.seed = std::uint64_t(seed);
            const auto it = index.find(keyOf(v));
            if (it != index.end())
                values.add(it->second->metric(metric.key));
        }
        return values.meanText(metric.decimals);
    };
    // The tables of the full and of the quick study, each where its runs
    // are stored (their task counts differ, and E1 and E2 grow with them);
    // the full study's, empty, when none are.
    std::vector<bool> quickness;
    for (const bool quick : {false, true}) {
        const auto planned = variants(quick);
        if (std::ranges::any_of(planned, [&index](const QosF1Variant& v) { return index.contains(keyOf(v)); }))
            quickness.push_back(quick);
    }
    if (quickness.empty())
        quickness = {false};
    const std::size_t schemes = QosScenario::schemes(Experiment::Fairness).size();
    std::vector<StudyTable> tables;
    for (const bool quick : quickness) {
        for (const Family family : QosF1Variant::families()) {
            const std::vector<std::string> settings = QosF1Variant::settings(family, quick);
            std::vector<std::string> headers = {"scheme"};
            for (const std::string& setting : settings)
                headers.push_back(QosF1Variant::settingHeader(family) + setting);
            for (const MetricTable& metric : QosStudy::fairnessMetrics()) {
                CsvTable table(headers);
                for (std::size_t scheme = 0; scheme < schemes; ++scheme) {
                    for (const bool wide : deadlineSpreads(family)) {
                        QosF1Variant v{family, {}, wide, scheme, jobs(quick), 1};
                        std::vector<std::string> row = {v.rowLabel()};
                        for (const std::string& setting : settings) {
                            v.setting = setting;
                            row.push_back(cell(v, metric));
                        }
                        table.addRow(std::move(row));
                    }
                }
                // E3 as grouped bars, a group per scheme, as Figs 8-13
                // set the schemes side by side.
                StudyChart chart;
                if (metric.key == kE3) {
                    for (std::size_t column = 1; column <= settings.size(); ++column)
                        chart.columns.push_back(column);
                    chart.valueLabel = "E3";
                }
                tables.push_back({std::string(metric.title) + ", " + familyTitle(family) + ", " +
                                      std::to_string(jobs(quick)) + " tasks on 500 processors",
                                  familyNote(family), table, chart});
            }
        }
    }
    return tables;
}

}  // namespace schedlab
