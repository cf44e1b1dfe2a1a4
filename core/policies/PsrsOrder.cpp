#include "policies/PsrsOrder.h"
#include "model/Units.h"

#include "engine/SchedulingContext.h"
#include "policies/EstimatedEnd.h"
#include "policies/PreemptiveSmithSchedule.h"

#include <algorithm>
#include <numeric>

namespace schedlab {

namespace {

constexpr MachineIndex kOnlyMachine = 0;
constexpr double kSequenceFactor = 2.0;  // spec §4.5 step 3
constexpr double kLongestWideWait = 100;
constexpr double kSmallestOffset = 1;    // s: SWF completion times are whole seconds >= 1
constexpr double kLargestOffset = double(units::kSecondsPerDay); // s: one day; later instants follow by doubling
constexpr const char* kDefaultWideWait = "1";
constexpr const char* kDefaultSmallOffset = "1";
// Halfway between the small instants 1 and 2 s, so the two sequences interleave.
constexpr const char* kDefaultWideOffset = "1.5";

ParameterSpec offsetSpec(const char* name, const char* label, const char* defaultValue,
                         const char* help)
{
    ParameterSpec s;
    s.name = name;
    s.label = label;
    s.type = ParameterSpec::Type::Real;
    s.minimum = kSmallestOffset;
    s.maximum = kLargestOffset;
    s.defaultValue = defaultValue;
    s.unit = "s";
    s.help = help;
    return s;
}

// Bin of a completion time in the sequence offset * 2^k: the first k >= 0
// whose instant is at or after it. Doubling is exact in binary floating
// point, so this is deterministic everywhere.
std::size_t binOf(Time completion, double offset)
{
    const double c = static_cast<double>(completion);
    std::size_t k = 0;
    for (double instant = offset; instant < c; instant *= kSequenceFactor)
        ++k;
    return k;
}

}  // namespace

OrderFamily PsrsOrder::family()
{
    OrderFamily f;
    f.key = "psrs";
    f.title = "PSRS";
    f.reference = "Yahyapour (2002), ch. 2";
    ParameterSpec wideWait;
    wideWait.name = kWideWaitParameter;
    wideWait.label = "Wide-job wait";
    wideWait.type = ParameterSpec::Type::Real;
    wideWait.minimum = 0;
    wideWait.maximum = kLongestWideWait;
    wideWait.defaultValue = kDefaultWideWait;
    wideWait.unit = "x estimate";
    wideWait.help = "In the preemptive schedule, how long a wide job (more than half the nodes) "
                    "waits for free nodes once every job ahead of it has started, as a multiple "
                    "of its own estimate, before it preempts all running jobs. 0 preempts at once.";
    f.parameters = {
        RecomputedOrder::thresholdSpec(), JobWeight::spec(), wideWait,
        offsetSpec(kSmallOffsetParameter, "Small-job bin offset", kDefaultSmallOffset,
                   "First instant of the small jobs' bin sequence offset x 2^k; a small job goes "
                   "into the first bin whose instant is at or after its preemptive completion."),
        offsetSpec(kWideOffsetParameter, "Wide-job bin offset", kDefaultWideOffset,
                   "First instant of the wide jobs' bin sequence offset x 2^k. Between the small "
                   "offset and twice it, the two sequences interleave."),
    };
    f.description =
        "PSRS (Preemptive Smith Ratio Scheduling), non-preemptive on-line adaptation. The waiting "
        "jobs are sorted by modified Smith ratio weight / (nodes x estimate), largest first (with "
        "the default area weight every ratio is 1, so this is submission order; ties go by "
        "submission time, then trace order). Their preemptive PSRS schedule is computed on an "
        "empty machine from time 0, on estimates: jobs with at most half the nodes are list "
        "scheduled first-fit (Garey & Graham's greedy); wide jobs go one at a time in list order "
        "and, once every job ahead has started, a wide job waits at most wide-wait x its estimate "
        "for free nodes, then preempts all running jobs, runs alone and lets them resume. Each "
        "job then goes into a bin by its preemptive completion time, on two sequences small-offset "
        "x 2^k and wide-offset x 2^k; the list takes small bin 0, wide bin 0, small bin 1, wide "
        "bin 1, ..., keeping the Smith order inside each bin. Open choices, ours: the wide-job "
        "waiting rule and the two offsets (parameters), the empty-machine preemptive schedule "
        "(running jobs are ignored), and that nothing starts beside a wide job running alone. "
        "Recomputation as in SMART: newer jobs wait behind the ordered ones in submission order "
        "until the share of ordered waiting jobs drops below the threshold. Only estimates are "
        "used, never run times; the default weight is nodes x estimate, since the spec's nodes x "
        "run time is unknown on-line.";
    f.makeOrder = [](const std::string& policy,
                     const Parameters& values) -> std::unique_ptr<JobOrder> {
        Settings settings;
        settings.threshold = RecomputedOrder::thresholdFrom(policy, values);
        settings.weight = JobWeight::fromText(values.text(JobWeight::kParameter));
        settings.wideWait = values.real(kWideWaitParameter);
        // Offsets are given in seconds; completion times come in ticks.
        const double ticksPerSecond = double(values.ticksPerSecond());
        settings.smallOffset = values.real(kSmallOffsetParameter) * ticksPerSecond;
        settings.wideOffset = values.real(kWideOffsetParameter) * ticksPerSecond;
        return std::make_unique<PsrsOrder>(settings);
    };
    return f;
}

PsrsOrder::PsrsOrder(const Settings& settings)
    : RecomputedOrder(settings.threshold)
    , m_settings(settings)
{
}

void PsrsOrder::reorder(std::vector<JobIndex>& jobs, const SchedulingContext& context)
{
    struct Ranked {
        JobIndex job;
        Time submit;
        double ratio;
    };
    std::vector<Ranked> ranked;
    ranked.reserve(jobs.size());
    for (const JobIndex job : jobs) {
        const JobRequest& request = context.request(job);
        const double area = static_cast<double>(request.nodes) *
                            static_cast<double>(EstimatedEnd::duration(request));
        ranked.push_back({job, request.submit, m_settings.weight.of(request) / area});
    }
    std::sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) {
        if (a.ratio != b.ratio)
            return a.ratio > b.ratio;
        if (a.submit != b.submit)
            return a.submit < b.submit;
        return a.job < b.job;
    });

    const int machineNodes = context.platform().machine(kOnlyMachine).nodes;
    std::vector<PreemptiveSmithSchedule::Job> planned;
    planned.reserve(ranked.size());
    for (const Ranked& r : ranked) {
        const JobRequest& request = context.request(r.job);
        planned.push_back({request.nodes, EstimatedEnd::duration(request)});
    }
    const std::vector<Time> completion =
        PreemptiveSmithSchedule::completionTimes(planned, machineNodes, m_settings.wideWait);

    // Alternate the sequences: small bin k comes before wide bin k, which
    // comes before small bin k + 1; Smith order (the position) inside a bin.
    constexpr std::size_t kSequences = 2;
    std::vector<std::size_t> slot(ranked.size());
    for (std::size_t i = 0; i < ranked.size(); ++i) {
        const bool wide = 2 * planned[i].nodes > machineNodes;
        const double offset = wide ? m_settings.wideOffset : m_settings.smallOffset;
        slot[i] = kSequences * binOf(completion[i], offset) + (wide ? 1 : 0);
    }
    std::vector<std::size_t> positions(ranked.size());
    std::iota(positions.begin(), positions.end(), std::size_t{0});
    std::stable_sort(positions.begin(), positions.end(),
                     [&](std::size_t a, std::size_t b) { return slot[a] < slot[b]; });
    jobs.clear();
    for (const std::size_t position : positions)
        jobs.push_back(ranked[position].job);
}

}  // namespace schedlab
