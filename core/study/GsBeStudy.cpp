#include "study/GsBeStudy.h"

#include "reproduction/ReportNumberFormat.h"
#include "study/StudyPlan.h"

#include <cmath>

namespace schedlab {

namespace {

using Kind = GsBeScenario::Kind;

// §2.3.2's U4 inter-arrivals, which §3.3 reuses; quick: light, loaded and
// flooding. The multi-CPU variant and the arrival variants use the loaded
// settings §3.3 names (1093, 546, 55 s).
const std::vector<std::string> kGaps = {"5464", "4371", "3278", "2186", "1366", "1093", "820", "546", "55"};
const std::vector<std::string> kQuickGaps = {"5464", "1093", "55"};
const std::vector<std::string> kMultiGaps = {"1093", "546", "55"};
const std::vector<std::string> kQuickMultiGaps = {"1093"};
const std::vector<std::string> kJitters = {"un5", "un20", "un50", "mixed"};
const std::vector<std::string> kSizeScales = {"1", "0.9", "0.7"};  // S0, S-10, S-30
const std::vector<std::string> kAccountings = {"exact", "conservative", "conservative-feedback", "full-aggressive"};
const std::vector<std::string> kRegistrations = {"static", "dynamic"};
const std::vector<Kind> kAllKinds = {Kind::Gb, Kind::Gbe, Kind::Gbp, Kind::GbpOwnBound, Kind::Be};
const std::vector<Kind> kGuaranteedKinds = {Kind::Gb, Kind::Gbe, Kind::Gbp, Kind::GbpOwnBound};

struct Metric {
    const char* key;
    const char* title;
    int decimals;
};

const std::vector<Metric> kMainMetrics = {
    {"guaranteedMisses", "Deadline misses of the guaranteed users U1-U3", 1},
    {"deadlineMisses", "Deadline misses of all users", 1},
    {"rejectedJobs", "Failed best-effort tasks (rejected at a GS_BE_EQUAL resource)", 1},
    {"withheldJobs", "Backlogged guaranteed tasks (withheld by a leaky bucket)", 1},
    {"busyTimeStdDev", "Standard deviation of the resources' busy time (s)", 0},
    {"art", "Mean task delay (s)", 0},
};

int seedsFor(bool quick)
{
    return quick ? GsBeStudy::kQuickSeeds : GsBeStudy::kVariantSeeds;
}

// The mean of `metric` over the stored runs of `scenario`'s seeds.
std::string cell(const std::map<std::string, std::vector<const StoredRun*>>& index,
                 std::vector<GsBeScenario> seeds, const Metric& metric)
{
    double sum = 0;
    int count = 0;
    for (const GsBeScenario& scenario : seeds) {
        const auto it = index.find(scenario.key());
        if (it == index.end())
            continue;
        for (const StoredRun* run : it->second) {
            const double value = run->metric(metric.key);
            if (!std::isnan(value)) {
                sum += value;
                ++count;
            }
        }
    }
    return count == 0 ? std::string() : ReportNumberFormat::fixed(sum / count, metric.decimals);
}

std::vector<GsBeScenario> withSeeds(GsBeScenario scenario, int seeds)
{
    std::vector<GsBeScenario> out;
    for (int seed = 1; seed <= seeds; ++seed) {
        scenario.seed = std::uint64_t(seed);
        out.push_back(scenario);
    }
    return out;
}

// §3.3's registration variant: GBE with U1 stopping at half the run.
GsBeScenario registrationVariant(const std::string& gap, const std::string& registration)
{
    return {.kind = Kind::Gbe, .u4Gap = gap, .u1StopsEarly = true, .registration = registration};
}

// The unknown-size variant (§3.4) under GBP with deadlines its bound can meet.
GsBeScenario sizeVariant(const std::string& scale, const std::string& accounting)
{
    return {.kind = Kind::GbpOwnBound, .u4Gap = GsBeStudy::kVariantGap, .sizeScale = scale, .accounting = accounting};
}

}  // namespace

std::string GsBeStudy::title() const
{
    return "Guaranteed service against best effort (GB, GBE, GBP, BE)";
}

std::string GsBeStudy::description() const
{
    return "Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), sec. 3.3, Tables 7-9. Workload "
           "qos-periodic: guaranteed users U1, U2, U3 (419,900,000 / 71,383,000 / 419,900 MI every 546 / 3278 / "
           "6010 s, registered at t = 0 in that order with rho = w / inter-arrival, sigma = 5 w, J_i^max = w) "
           "and best-effort users U4 (every 5464 .. 55 s) and U5 (every 5464 s), both with 419,900,000 MI tasks; "
           "100 tasks of U1. Deadlines: each guaranteed user's delay bound in GB plus 10 s (the deliverable's "
           "110 s cannot hold: a U1 task alone runs 538 s), best effort U1's. Resources phosphorus-f3 (one CPU "
           "of 780,000 / 520,000 / 260,000 MIPS) or phosphorus-f3-multi (30 / 20 / 10 CPUs of 26,000 MIPS); "
           "J_r^max = 419,900,000 MI. Policy qos-gsbe: GB = gs, gs, be; GBE = gs-be-equal twice, be; GBP = "
           "gs-be-priority (non-preemptive) twice, be; BE = be everywhere; best effort EDF to the least "
           "backlog every 1 s. With those deadlines GBP's non-preemptive bound (twice J_r^max / C in its last "
           "term) exceeds every guaranteed deadline, so GBP serves everything as best effort; the row 'GBP, D "
           "from its bound' (SchedLab's addition) gives each guaranteed user its GBP bound plus 10 s instead. "
           "Variants at U4 = 1093 s: arrivals jittered uniformly +-5, 20, 50 % and -50 .. +20 % (" +
           std::to_string(kVariantSeeds) + " seeds), and, under GBP with D from its bound, exponential guaranteed sizes "
           "of mean 100, 90 and 70 % of the declared size (S0, S-10, S-30) with each way of counting unknown "
           "work (exact, conservative, conservative + feedback, full aggressive); and GBE with U1 stopping at "
           "half the run (27,300 s), registered to the end (static) or leaving then (dynamic), U4 every 1093, "
           "546 and 55 s. Quick: U4 every 5464, 1093 and 55 s, multi-CPU and registration at 1093 s, one seed.";
}

std::vector<std::string> GsBeStudy::u4Gaps(bool quick)
{
    return quick ? kQuickGaps : kGaps;
}

std::vector<std::string> GsBeStudy::multiCpuGaps(bool quick)
{
    return quick ? kQuickMultiGaps : kMultiGaps;
}

std::vector<GsBeScenario> GsBeStudy::scenarios(bool quick)
{
    std::vector<GsBeScenario> out;
    for (const bool multiCpu : {false, true}) {
        for (const std::string& gap : multiCpu ? multiCpuGaps(quick) : u4Gaps(quick)) {
            for (const Kind kind : kAllKinds)
                out.push_back({.kind = kind, .multiCpu = multiCpu, .u4Gap = gap});
        }
    }
    for (const std::string& jitter : kJitters) {
        for (const Kind kind : kGuaranteedKinds) {
            for (const GsBeScenario& seeded :
                 withSeeds({.kind = kind, .u4Gap = kVariantGap, .jitter = jitter}, seedsFor(quick)))
                out.push_back(seeded);
        }
    }
    for (const std::string& scale : kSizeScales) {
        for (const std::string& accounting : kAccountings) {
            for (const GsBeScenario& seeded : withSeeds(sizeVariant(scale, accounting), seedsFor(quick)))
                out.push_back(seeded);
        }
    }
    for (const std::string& gap : multiCpuGaps(quick)) {
        for (const std::string& registration : kRegistrations)
            out.push_back(registrationVariant(gap, registration));
    }
    return out;
}

std::vector<RunSpec> GsBeStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    StudyPlan plan(name(), group(options));
    for (const GsBeScenario& s : scenarios(options.quick))
        plan.add({s.trace(), {}, s.platform(), "qos-gsbe", s.parameters(), s.label()});
    return plan.take();
}

std::vector<StudyTable> GsBeStudy::tables(std::span<const StoredRun> runs) const
{
    RunIndex index;
    for (const StoredRun& run : runs)
        index[GsBeScenario::keyOf(run.description)].push_back(&run);
    // The full study's columns; a quick study's runs fill some of them.
    std::vector<StudyTable> tables;
    for (const bool multiCpu : {false, true}) {
        const std::vector<std::string> gaps = multiCpu ? multiCpuGaps(false) : u4Gaps(false);
        std::vector<std::string> headers = {"scenario"};
        for (const std::string& gap : gaps)
            headers.push_back("U4 " + gap + " s");
        for (const Metric& metric : kMainMetrics) {
            if (multiCpu && std::string(metric.key) == "busyTimeStdDev")
                continue;
            CsvTable table(headers);
            for (const Kind kind : kAllKinds) {
                std::vector<std::string> row = {GsBeScenario::kindLabel(kind)};
                for (const std::string& gap : gaps)
                    row.push_back(cell(index, {{.kind = kind, .multiCpu = multiCpu, .u4Gap = gap}}, metric));
                table.addRow(std::move(row));
            }
            // Everyone's misses as grouped bars, one group per scenario, as
            // D5.2's figures of §3.3 compare the scenarios.
            StudyChart chart;
            if (!multiCpu && std::string(metric.key) == "deadlineMisses") {
                for (std::size_t column = 1; column <= gaps.size(); ++column)
                    chart.columns.push_back(column);
                chart.valueLabel = "deadline misses";
            }
            tables.push_back({std::string(metric.title) + (multiCpu ? ", multi-CPU resources" : ""),
                              "rows: scenario (resource types of R1, R2, R3); columns: U4's inter-arrival", table,
                              chart});
        }
    }
    // Arrival variants (§3.3: Un.5, Un.20, Un.50, Mixed) at U4 = 1093 s.
    for (const Metric& metric : {kMainMetrics[0], kMainMetrics[3]}) {
        CsvTable table({"scenario", "fixed", "Un.5", "Un.20", "Un.50", "Mixed"});
        for (const Kind kind : kGuaranteedKinds) {
            GsBeScenario s{.kind = kind, .u4Gap = kVariantGap};
            std::vector<std::string> row = {GsBeScenario::kindLabel(kind), cell(index, {s}, metric)};
            for (const std::string& jitter : kJitters) {
                s.jitter = jitter;
                row.push_back(cell(index, withSeeds(s, kVariantSeeds), metric));
            }
            table.addRow(std::move(row));
        }
        tables.push_back({std::string(metric.title) + ", jittered arrivals, U4 every " + kVariantGap + " s",
                          "guaranteed inter-arrivals uniform within +-5, 20, 50 % or -50 .. +20 % (Mixed); mean "
                          "over the seeds stored",
                          table});
    }
    // Unknown workloads (§3.4) under GBP, with deadlines its bound can meet.
    CsvTable unknown({"sizes · accounting", "GS misses", "all misses", "backlogged GS tasks"});
    for (const std::string& scale : kSizeScales) {
        for (const std::string& accounting : kAccountings) {
            const std::vector<GsBeScenario> seeds = withSeeds(sizeVariant(scale, accounting), kVariantSeeds);
            unknown.addRow({GsBeScenario::sizesLabel(scale) + " · " + accounting, cell(index, seeds, kMainMetrics[0]),
                            cell(index, seeds, kMainMetrics[1]), cell(index, seeds, kMainMetrics[3])});
        }
    }
    tables.push_back({"Unknown task sizes under GBP (D from its bound), U4 every " + std::string(kVariantGap) + " s",
                      "guaranteed sizes exponential with mean 100 / 90 / 70 % of the declared size; how the "
                      "buckets count work the policy cannot know; mean over the seeds stored",
                      unknown});
    // Static against dynamic registration under GBE, U1 stopping halfway.
    for (const Metric& metric : {kMainMetrics[2], kMainMetrics[1]}) {
        std::vector<std::string> headers = {"registration"};
        for (const std::string& gap : multiCpuGaps(false))
            headers.push_back("U4 " + gap + " s");
        CsvTable table(headers);
        for (const std::string& registration : kRegistrations) {
            std::vector<std::string> row = {registration};
            for (const std::string& gap : multiCpuGaps(false))
                row.push_back(cell(index, {registrationVariant(gap, registration)}, metric));
            table.addRow(std::move(row));
        }
        tables.push_back({std::string(metric.title) + ", GBE, U1 stopping at 27,300 s",
                          "static: U1 stays registered at R1; dynamic: it leaves when it stops and U2, U3 "
                          "register again",
                          table});
    }
    return tables;
}

}  // namespace schedlab
