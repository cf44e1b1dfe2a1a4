#include "PhasedChild.h"

#include "JobsCsvWriter.h"
#include "PlatformResolver.h"
#include "StoreRecorder.h"

#include "engine/Policy.h"
#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "run/RunPipeline.h"
#include "run/Trace.h"
#include "store/RunStore.h"
#include "store/StoredRunConversion.h"
#include "validation/ScheduleValidator.h"

#include <sys/resource.h>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>
#include <stdexcept>

// The phase functions must stay functions of their own in the binary, under
// their own names: inlined or cloned (GCC's .isra/.constprop copies),
// callgrind's --dump-after would never fire for them.
#define SCHEDLAB_PHASE [[gnu::noinline, gnu::noipa]]

namespace schedlab {

namespace {

constexpr int kExitFailure = 1;
constexpr double kBytesPerKibibyte = 1024.0;
constexpr double kNanosecondsPerSecond = 1e9;
constexpr int kFigurePrecision = 17;
// Every phase there is, so that recording one never reallocates mid-run.
constexpr std::size_t kMaxPhases = 8;
// Argument prefixes of the child's command line (key=value, one per word,
// so that a trace path with spaces stays one word).
const std::string kTraceKey = "trace=";
const std::string kPlatformKey = "platform=";
const std::string kPolicyKey = "policy=";
const std::string kParamKey = "param=";
const std::string kTransformKey = "transform=";
const std::string kValidateWord = "validate";
const std::string kStoreWord = "store";
const std::string kBaselineWord = "baseline";

double processCpuSeconds()
{
    timespec now{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / kNanosecondsPerSecond;
}

double peakResidentBytes()
{
    rusage usage{};
    ::getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) * kBytesPerKibibyte;  // Linux: KiB
}

// The store's size on disk: the database and, if still there, its WAL.
std::int64_t storeBytes(const std::filesystem::path& path)
{
    std::int64_t bytes = 0;
    for (const std::filesystem::path& file : {path, std::filesystem::path(path.string() + "-wal")}) {
        std::error_code error;
        const auto size = std::filesystem::file_size(file, error);
        if (!error)
            bytes += std::int64_t(size);
    }
    return bytes;
}

}  // namespace

struct PhasedChild::State {
    struct Figures {
        const char* phase = nullptr;
        double cpuSeconds = 0;
        double wallSeconds = 0;
        double peakResidentBytes = 0;
    };
    Setup setup;
    // Kept as numbers and written out after the last phase: formatting a
    // double between two phases would add a varying few thousand
    // instructions to the next phase's callgrind count.
    std::vector<Figures> figures;
    std::int64_t emptyStoreBytes = 0;
    std::int64_t fullStoreBytes = 0;
    Platform platform;
    RunSpec spec;
    std::shared_ptr<const Trace> trace;
    FinishedRun run;
    std::filesystem::path directory;  // jobs.csv and the store, removed at the end
    std::filesystem::path storePath;
};

std::vector<std::string> PhasedChild::arguments(const Setup& setup)
{
    std::vector<std::string> words = {kTraceKey + setup.tracePath, kPlatformKey + setup.platform,
                                      kPolicyKey + setup.policy};
    for (const auto& [key, value] : setup.parameters)
        words.push_back(kParamKey + key + "=" + value);
    for (const std::string& spec : setup.transforms)
        words.push_back(kTransformKey + spec);
    if (setup.validate)
        words.push_back(kValidateWord);
    if (setup.store)
        words.push_back(kStoreWord);
    if (setup.baseline)
        words.push_back(kBaselineWord);
    return words;
}

PhasedChild::Setup PhasedChild::parse(const std::vector<std::string>& arguments)
{
    Setup setup;
    for (const std::string& word : arguments) {
        if (word.starts_with(kTraceKey)) {
            setup.tracePath = word.substr(kTraceKey.size());
        } else if (word.starts_with(kPlatformKey)) {
            setup.platform = word.substr(kPlatformKey.size());
        } else if (word.starts_with(kPolicyKey)) {
            setup.policy = word.substr(kPolicyKey.size());
        } else if (word.starts_with(kParamKey)) {
            const std::string pair = word.substr(kParamKey.size());
            const auto equals = pair.find('=');
            if (equals == std::string::npos)
                throw std::invalid_argument("bad parameter '" + pair + "'");
            setup.parameters[pair.substr(0, equals)] = pair.substr(equals + 1);
        } else if (word.starts_with(kTransformKey)) {
            setup.transforms.push_back(word.substr(kTransformKey.size()));
        } else if (word == kValidateWord) {
            setup.validate = true;
        } else if (word == kStoreWord) {
            setup.store = true;
        } else if (word == kBaselineWord) {
            setup.baseline = true;
        } else {
            throw std::invalid_argument("unknown child argument '" + word + "'");
        }
    }
    return setup;
}

void PhasedChild::measure(const char* name, void (*phase)(State&), State& state)
{
    const double cpuBefore = processCpuSeconds();
    const auto wallBefore = std::chrono::steady_clock::now();
    phase(state);
    const double cpu = processCpuSeconds() - cpuBefore;
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallBefore).count();
    state.figures.push_back({name, cpu, wall, peakResidentBytes()});
}

SCHEDLAB_PHASE void PhasedChild::phaseStart(State& state)
{
    state.platform = PlatformResolver::resolve(state.setup.platform);
    state.spec.tracePath = state.setup.tracePath;
    state.spec.transforms = state.setup.transforms;
    state.spec.platform = state.setup.platform;
    state.spec.policy = state.setup.policy;
    state.spec.parameters = state.setup.parameters;
    (void)RunPipeline().check(state.spec);
    std::string pattern = (std::filesystem::temp_directory_path() / "schedlab-phases-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr)
        throw std::runtime_error("cannot create a temporary directory");
    state.directory = pattern;
    if (state.setup.store) {
        // Created (schema and all) before the run, as a user's store exists
        // before `schedlab-cli run` adds to it: the store phase is the adding.
        state.storePath = state.directory / "runs.sqlite";
        { const RunStore created(state.storePath.string()); }
        state.emptyStoreBytes = storeBytes(state.storePath);
    }
}

SCHEDLAB_PHASE void PhasedChild::phaseLoad(State& state)
{
    state.trace = Trace::load(state.setup.tracePath);
}

SCHEDLAB_PHASE void PhasedChild::phaseTransform(State& state)
{
    const RunPipeline pipeline;
    state.run.description = pipeline.describe(state.spec, *state.trace, state.platform);
    state.run.platform = state.platform;
    state.run.workload =
        RunPipeline::workloadFor(*state.trace, state.run.description, state.platform, state.run.transformSummaries);
}

SCHEDLAB_PHASE void PhasedChild::phaseSimulate(State& state)
{
    const Workload& workload = *state.run.workload;
    const std::unique_ptr<Policy> policy = PolicyRegistry().create(
        state.run.description.policy, state.run.description.parameters, workload.ticksPerSecond);
    SimulationOptions options;
    options.policyLabel = "policy '" + state.run.description.policy + "'";
    options.faultSeed = state.run.description.seed;
    state.run.result = simulate(workload, state.platform, *policy, options);
}

SCHEDLAB_PHASE void PhasedChild::phaseMetrics(State& state)
{
    state.run.metrics = MetricsCalculator::compute(*state.run.workload, state.platform, state.run.result);
}

SCHEDLAB_PHASE void PhasedChild::phaseValidate(State& state)
{
    state.run.validation = ScheduleValidator::validate(*state.run.workload, state.platform, state.run.result);
}

SCHEDLAB_PHASE void PhasedChild::phaseJobsCsv(State& state)
{
    JobsCsvWriter::writeFile(*state.run.workload, state.platform, state.run.result,
                             (state.directory / "jobs.csv").string());
}

SCHEDLAB_PHASE void PhasedChild::phaseStore(State& state)
{
    // Opening, adding and closing (which checkpoints the WAL), as one
    // `schedlab-cli run` does on an existing store.
    RunStore store(state.storePath.string());
    (void)StoreRecorder::record(store, state.run, StoredRunConversion::utcNowIso8601(), 0.0);
}

int PhasedChild::run(const std::vector<std::string>& arguments)
{
    State state;
    std::ostringstream report;
    report.precision(kFigurePrecision);
    try {
        state.setup = parse(arguments);
        state.figures.reserve(kMaxPhases);
        measure("start", &PhasedChild::phaseStart, state);
        if (!state.setup.baseline) {
            measure("load", &PhasedChild::phaseLoad, state);
            measure("transform", &PhasedChild::phaseTransform, state);
            measure("simulate", &PhasedChild::phaseSimulate, state);
            measure("metrics", &PhasedChild::phaseMetrics, state);
            if (state.setup.validate)
                measure("validate", &PhasedChild::phaseValidate, state);
            measure("jobs.csv", &PhasedChild::phaseJobsCsv, state);
            if (state.setup.store) {
                measure("store", &PhasedChild::phaseStore, state);
                state.fullStoreBytes = storeBytes(state.storePath);
            }
            if (state.run.validation && !state.run.validation->ok())
                throw std::runtime_error("the schedule is invalid: " + state.run.validation->messages.front());
        }
    } catch (const std::exception& e) {
        std::error_code ignored;
        if (!state.directory.empty())
            std::filesystem::remove_all(state.directory, ignored);
        std::cout << "error " << e.what() << std::endl;
        return kExitFailure;
    }
    std::error_code ignored;
    std::filesystem::remove_all(state.directory, ignored);
    for (const State::Figures& f : state.figures)
        report << "phase " << f.phase << ' ' << f.cpuSeconds << ' ' << f.wallSeconds << ' ' << f.peakResidentBytes << '\n';
    if (state.setup.store)
        report << "store-empty " << state.emptyStoreBytes << "\nstore-full " << state.fullStoreBytes << '\n';
    if (state.run.workload)
        report << "jobs " << state.run.workload->jobs.size() << "\nscheduler " << state.run.result.schedulerCpuSeconds
               << '\n';
    std::cout << report.str() << "ok" << std::endl;
    return 0;
}

}  // namespace schedlab
