#include "generators/QosPeriodicGenerator.h"

#include "engine/SimulationError.h"
#include "generators/GeneratedWorkload.h"
#include "generators/ModelParameters.h"
#include "generators/QosUserGenerator.h"
#include "generators/RandomSource.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

namespace schedlab {

namespace {

const std::string kGeneratorLabel = "QoS periodic generator";
constexpr std::int32_t kOneCpu = 1; // Phosphorus D5.2, 2007, §1: a task uses a whole CPU
constexpr Time kMinTicks = 1;
constexpr double kBytesPerMB = 1e6; // the native format's input_mb / output_mb
// Each user has two sub-streams of the seed: its gaps and its sizes.
constexpr std::uint64_t kStreamsPerUser = 2;
constexpr std::uint64_t kSizeStream = 1;

// Factors of a gap, D5.2 §3.3: Un.X uniform within +-X %, Mixed -50 % .. +20 %.
constexpr double kUn5 = 0.05;
constexpr double kUn20 = 0.2;
constexpr double kUn50 = 0.5;
constexpr double kMixedLow = 0.5;
constexpr double kMixedHigh = 1.2;

std::size_t choiceOf(const std::vector<std::string>& names, const std::string& name, const char* parameter)
{
    const auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end())
        throw ConfigurationError(kGeneratorLabel + ": unknown " + parameter + " '" + name + "'");
    return static_cast<std::size_t>(it - names.begin());
}

} // namespace

QosPeriodicGenerator::QosPeriodicGenerator(const Settings& settings) : m_settings(settings)
{
    const Settings& s = m_settings;
    const std::size_t users = s.sizes.size();
    GeneratorParameters::requireRange(kGeneratorLabel, kSizes, static_cast<long long>(users), 1,
        static_cast<long long>(QosUserGenerator::kMaxUsers));
    if (s.gaps.size() != users)
        throw ConfigurationError(kGeneratorLabel + ": " + kGaps + " needs one gap per user ("
            + std::to_string(users) + " sizes), got " + std::to_string(s.gaps.size()));
    if (!s.classes.empty() && s.classes.size() != users)
        throw ConfigurationError(kGeneratorLabel + ": " + kClasses + " needs one class per user ("
            + std::to_string(users) + " sizes), got " + std::to_string(s.classes.size()));
    for (std::size_t u = 0; u < users; ++u) {
        ModelParameters::requireAbove(kGeneratorLabel, kSizes, s.sizes[u], 0);
        ModelParameters::requireAtMost(kGeneratorLabel, kSizes, s.sizes[u], kLargestSize);
        ModelParameters::requireAbove(kGeneratorLabel, kGaps, s.gaps[u], 0);
        ModelParameters::requireAtMost(kGeneratorLabel, kGaps, s.gaps[u], kLongestGap);
    }
    if (s.deadlines.size() != 1 && s.deadlines.size() != users)
        throw ConfigurationError(kGeneratorLabel + ": " + kDeadline + " needs one deadline for all users or one per user ("
            + std::to_string(users) + " sizes), got " + std::to_string(s.deadlines.size()));
    if (!s.stops.empty() && s.stops.size() != users)
        throw ConfigurationError(kGeneratorLabel + ": " + kStops + " needs one stop time per user ("
            + std::to_string(users) + " sizes), got " + std::to_string(s.stops.size()));
    for (const double deadline : s.deadlines) {
        ModelParameters::requireAbove(kGeneratorLabel, kDeadline, deadline, 0);
        ModelParameters::requireAtMost(kGeneratorLabel, kDeadline, deadline, kLongestDeadline);
    }
    if (s.deadlineKind == DeadlineKind::None)
        throw ConfigurationError(
            kGeneratorLabel + ": every task has a deadline; its kind must be soft or hard");
    GeneratorParameters::requireRange(
        kGeneratorLabel, kData, s.data, 0, QosUserGenerator::kLargestData);
    GeneratorParameters::requireRange(kGeneratorLabel, kHorizon,
        static_cast<long long>(std::min(s.horizon, GeneratorParameters::kMaxJobs + 1)), 1,
        static_cast<long long>(GeneratorParameters::kMaxJobs));
    ModelParameters::requireAbove(kGeneratorLabel, kSizeScale, s.sizeScale, 0);
    ModelParameters::requireAtMost(kGeneratorLabel, kSizeScale, s.sizeScale, kLargestSizeScale);
    if (s.sizeDistribution == SizeDistribution::Fixed && s.sizeScale != 1)
        throw ConfigurationError(kGeneratorLabel + ": " + kSizeScale + " scales the mean of "
            + "exponential sizes (size-dist exp); fixed sizes take it as 1, got "
            + ModelParameters::number(s.sizeScale));
    GeneratorParameters::requireRange(kGeneratorLabel, GeneratorParameters::kSeed,
        static_cast<long long>(std::min(s.seed, GeneratorParameters::kMaxSeed + 1)), 0,
        static_cast<long long>(GeneratorParameters::kMaxSeed));
    ModelParameters::requireTick(kGeneratorLabel, s.ticksPerSecond);
    // Refused before anything is drawn: the count follows from the gaps.
    if (mostTasks() > static_cast<double>(GeneratorParameters::kMaxJobs))
        throw ConfigurationError(kGeneratorLabel + ": a horizon of " + std::to_string(s.horizon)
            + " tasks of user 1 (" + ModelParameters::number(horizonSeconds()) + " s) gives up to "
            + ModelParameters::number(std::floor(mostTasks())) + " tasks, more than "
            + std::to_string(GeneratorParameters::kMaxJobs) + "; shorten the horizon or widen the gaps");
}

double QosPeriodicGenerator::horizonSeconds() const
{
    return static_cast<double>(m_settings.horizon) * m_settings.gaps.front();
}

std::pair<double, double> QosPeriodicGenerator::jitterRange(Jitter jitter)
{
    switch (jitter) {
    case Jitter::None:
        break;
    case Jitter::Uniform5:
        return { 1 - kUn5, 1 + kUn5 };
    case Jitter::Uniform20:
        return { 1 - kUn20, 1 + kUn20 };
    case Jitter::Uniform50:
        return { 1 - kUn50, 1 + kUn50 };
    case Jitter::Mixed:
        return { kMixedLow, kMixedHigh };
    }
    return { 1, 1 };
}

double QosPeriodicGenerator::mostTasks() const
{
    const double shortest = jitterRange(m_settings.jitter).first;
    double tasks = 0;
    for (const double gap : m_settings.gaps)
        tasks += std::floor(horizonSeconds() / (gap * shortest)) + 1; // the one at t = 0 too
    return tasks;
}

bool QosPeriodicGenerator::drawsSizes(std::size_t user) const
{
    if (m_settings.sizeDistribution == SizeDistribution::Fixed)
        return false;
    return m_settings.classes.empty() || m_settings.classes[user] == ServiceClass::Guaranteed;
}

Workload QosPeriodicGenerator::generate(std::stop_token stop) const
{
    const Settings& s = m_settings;
    const std::int64_t perSecond = s.ticksPerSecond;
    const auto [low, high] = jitterRange(s.jitter);
    const double horizon = horizonSeconds();
    std::vector<Job> jobs;
    for (std::size_t u = 0; u < s.sizes.size() && !stop.stop_requested(); ++u) {
        const std::uint64_t stream = kStreamsPerUser * u;
        const double deadline = s.deadlines.size() == 1 ? s.deadlines.front() : s.deadlines[u];
        // §3.3's "U1 stopping early": the user sends nothing from its stop on.
        const double end = s.stops.empty() ? horizon : std::min(horizon, s.stops[u]);
        RandomSource gaps(RandomSource::streamSeed(s.seed, stream));
        RandomSource sizes(RandomSource::streamSeed(s.seed, stream + kSizeStream));
        double seconds = 0;
        for (std::size_t k = 0; seconds < end && !stop.stop_requested(); ++k) {
            Job job;
            job.submit = ModelParameters::ticks(seconds, perSecond);
            job.nodes = kOneCpu;
            job.user = static_cast<std::int32_t>(u) + 1;
            const double size
                = drawsSizes(u) ? sizes.exponential(s.sizeScale * s.sizes[u]) : s.sizes[u];
            job.runTime = ModelParameters::ticks(size, perSecond, kMinTicks);
            job.estimate = job.runTime;
            job.inputMB = static_cast<double>(s.data) / kBytesPerMB;
            job.outputMB = job.inputMB;
            job.deadline = job.submit + ModelParameters::ticks(deadline, perSecond);
            job.deadlineKind = s.deadlineKind;
            if (!s.classes.empty())
                job.serviceClass = s.classes[u];
            jobs.push_back(std::move(job));
            // Without jitter the k-th task is at exactly k x g: no sum of
            // gaps drifts by rounding.
            seconds = s.jitter == Jitter::None ? static_cast<double>(k + 1) * s.gaps[u]
                                               : seconds + s.gaps[u] * gaps.uniformReal(low, high);
        }
    }
    // Users were appended in order, so same-instant tasks stay in user order.
    std::stable_sort(
        jobs.begin(), jobs.end(), [](const Job& a, const Job& b) { return a.submit < b.submit; });

    GeneratedWorkload out(kName, GeneratedWorkload::kUnknownMachine, jobs.size());
    out.setTicksPerSecond(perSecond);
    out.addNote("generated by SchedLab, periodic QoS users of Phosphorus D5.2 (Varvarigos, Kokkinos "
                "et al., 2007), §2.3.2 and §3.3: sizes="
        + ModelParameters::numbers(s.sizes) + " gaps=" + ModelParameters::numbers(s.gaps)
        + " classes=" + QosUserGenerator::classesText(s.classes)
        + " deadline=" + ModelParameters::numbers(s.deadlines)
        + " deadline-kind=" + ModelParameters::deadlineKindName(s.deadlineKind)
        + " data=" + std::to_string(s.data) + " horizon=" + std::to_string(s.horizon)
        + " stops=" + ModelParameters::numbers(s.stops)
        + " jitter=" + jitterNames()[static_cast<std::size_t>(s.jitter)]
        + " size-dist=" + sizeDistributionNames()[static_cast<std::size_t>(s.sizeDistribution)]
        + " size-scale=" + ModelParameters::number(s.sizeScale) + " seed=" + std::to_string(s.seed)
        + " tick=" + ModelParameters::tickName(perSecond));
    for (Job& job : jobs)
        out.addJob(std::move(job));
    return out.take();
}

const std::vector<std::string>& QosPeriodicGenerator::jitterNames()
{
    static const std::vector<std::string> kNames = { "none", "un5", "un20", "un50", "mixed" };
    return kNames;
}

const std::vector<std::string>& QosPeriodicGenerator::sizeDistributionNames()
{
    static const std::vector<std::string> kNames = { "fixed", "exp" };
    return kNames;
}

ParameterSchema QosPeriodicGenerator::info()
{
    const std::vector<double> sizes(kDefaultSizes.begin(), kDefaultSizes.end());
    const std::vector<double> gaps(kDefaultGaps.begin(), kDefaultGaps.end());
    ParameterSchema info;
    info.name = kName;
    info.title = "Periodic QoS users (fixed sizes and inter-arrivals, deadlines)";
    info.description
        = "Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2.3.2 (experiment F3, Tables 4-5) "
          "and §3.3. User u submits one-CPU tasks of a fixed size w_u MI (the run time on a 1 MIPS "
          "machine) every g_u seconds, the first at t = 0, while t < horizon x g_1. Every task has a "
          "soft (non-critical) deadline `deadline` seconds after submission and `data` bytes of "
          "input and of output. Optional jitter of the inter-arrivals (un5, un20, un50: uniform "
          "within +-5, 20, 50 %; mixed: -50 % .. +20 %) and exponential sizes of mean size-scale x "
          "w_u (for the gs users when classes are given, else for all). Defaults: F3's five users "
          "(U4's gap 5464 s) over 100 tasks of U1. The job count follows from the gaps.";
    info.reference = "Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2.3.2 and §3.3";
    ParameterSpec classes;
    classes.name = kClasses;
    classes.label = "Service classes";
    classes.type = ParameterSpec::Type::Text;
    classes.help = "One class per user, comma-separated: gs (guaranteed service) or be (best "
                   "effort), e.g. gs,gs,gs,be,be (§3.3); empty writes none.";
    classes.check = [](const std::string& text) {
        if (!text.empty())
            static_cast<void>(QosUserGenerator::parseClasses({}, text));
    };
    info.parameters = {
        GeneratorParameters::seedSpec(),
        ModelParameters::list(kSizes, "Task sizes", ModelParameters::numbers(sizes), false,
            "One task size per user in MI, comma-separated (F3: U1 .. U5)."),
        ModelParameters::list(kGaps, "Inter-arrivals", ModelParameters::numbers(gaps), false,
            "One inter-arrival per user in seconds, comma-separated (F3 varies U4's: 5464 .. 55)."),
        classes,
        ModelParameters::list(kDeadline, "Deadlines", ModelParameters::number(kDefaultDeadline), false,
            "Each task's deadline in seconds after its submission: one for every user (F3: 110) or one "
            "per user, comma-separated (F4: each guaranteed user's delay bound plus 10 s)."),
        ModelParameters::deadlineKind(ModelParameters::kSoft,
            "soft: a miss is recorded and the task runs to its end (the deliverable's "
            "non-critical tasks); hard: it is dropped."),
        ModelParameters::integer(kData, "Data", 0, QosUserGenerator::kLargestData, kDefaultData,
            "bytes", "Input and output size of every task."),
        ModelParameters::integer(kHorizon, "Horizon", 1,
            static_cast<long long>(GeneratorParameters::kMaxJobs),
            static_cast<long long>(kDefaultHorizon), "tasks of user 1",
            "Run length: every user submits while t < horizon x g_1."),
        ModelParameters::list(kStops, "Stop times", {}, true,
            "One time per user in seconds from which it submits nothing, comma-separated (§3.3: U1 stopping "
            "early); empty: every user submits to the end."),
        ModelParameters::choice(kJitter, "Inter-arrival jitter", jitterNames(),
            "none: fixed gaps; un5, un20, un50: each gap uniform within +-5, 20, 50 %; mixed: "
            "-50 % .. +20 % (§3.3)."),
        ModelParameters::choice(kSizeDistribution, "Size distribution", sizeDistributionNames(),
            "fixed: every task of a user has its size; exp: exponential sizes (§3.3, S0/S-10/S-30), "
            "for the gs users when classes are given, else for all."),
        ModelParameters::real(kSizeScale, "Size scale", 0.001, kLargestSizeScale, "1", {},
            "exp: the mean size is this times the user's size (S0 1, S-10 0.9, S-30 0.7)."),
        ModelParameters::tick(
            kDefaultTick, "Tick of the workload's times (U3's tasks run about half a second)."),
    };
    return info;
}

QosPeriodicGenerator::Settings QosPeriodicGenerator::settingsFrom(const ParameterValues& values)
{
    const ParameterSchema catalogue = info();
    const Parameters parameters(catalogue.name, catalogue.parameters, values);
    Settings settings;
    settings.seed = GeneratorParameters::seed(parameters);
    settings.sizes = ModelParameters::parseList(kGeneratorLabel, kSizes, parameters.text(kSizes));
    settings.gaps = ModelParameters::parseList(kGeneratorLabel, kGaps, parameters.text(kGaps));
    if (const std::string& classes = parameters.text(kClasses); !classes.empty())
        settings.classes = QosUserGenerator::parseClasses(kGeneratorLabel, classes);
    settings.deadlines = ModelParameters::parseList(kGeneratorLabel, kDeadline, parameters.text(kDeadline));
    settings.deadlineKind
        = ModelParameters::deadlineKindNamed(parameters.text(ModelParameters::kDeadlineKind));
    if (const std::string& stops = parameters.text(kStops); !stops.empty())
        settings.stops = ModelParameters::parseList(kGeneratorLabel, kStops, stops);
    settings.data = parameters.integer(kData);
    settings.horizon = static_cast<std::size_t>(parameters.integer(kHorizon));
    settings.jitter = static_cast<Jitter>(choiceOf(jitterNames(), parameters.text(kJitter), kJitter));
    settings.sizeDistribution = static_cast<SizeDistribution>(
        choiceOf(sizeDistributionNames(), parameters.text(kSizeDistribution), kSizeDistribution));
    settings.sizeScale = parameters.real(kSizeScale);
    settings.ticksPerSecond
        = ModelParameters::ticksPerSecond(parameters.text(ModelParameters::kTick));
    return settings;
}

} // namespace schedlab
