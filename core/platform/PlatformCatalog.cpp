#include "platform/PlatformCatalog.h"

#include "engine/DataTransfer.h"
#include "generators/RandomSource.h"
#include "platform/AdaptiveGridPlatforms.h"
#include "platform/PhosphorusF1Platforms.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iterator>
#include <string_view>

namespace schedlab {

namespace {

// A group of identical machines in a configuration ("4 x 64").
struct MachineGroup {
    int count = 0;
    int nodes = 0;
    double speed = 1.0;  // MIPS where the workload counts work in MI
};

struct PresetDefinition {
    std::string_view name;
    std::string_view description;
    std::vector<MachineGroup> groups;  // in platform order
};

// CTC IBM SP2 (Yahyapour (2002), ch. 2): the PWA header says 338 batch nodes;
// the thesis simulated a 430-node batch partition. Grid configurations from
// Yahyapour (2002), Table 5.1, 512 nodes each.
constexpr int kCtcBatchNodes = 338;
constexpr int kCtcThesisNodes = 430;

const std::vector<PresetDefinition>& definitions()
{
    // Built once, read-only afterwards: safe to share between threads.
    static const std::vector<PresetDefinition> list = {
        {"ctc-sp2", "CTC IBM SP2 batch partition, 338 nodes (PWA header: \"338 batch nodes\")",
         {{1, kCtcBatchNodes}}},
        {"ctc-sp2-430", "CTC IBM SP2, 430-node batch partition as simulated in the thesis",
         {{1, kCtcThesisNodes}}},
        {"m64", "Grid: 4 x 64 + 6 x 32 + 8 x 8 nodes (512, largest 64)", {{4, 64}, {6, 32}, {8, 8}}},
        {"m64-8", "Grid: 8 x 64 nodes (512, largest 64)", {{8, 64}}},
        {"m128", "Grid: 4 x 128 nodes (512, largest 128)", {{4, 128}}},
        {"m256", "Grid: 2 x 256 nodes (512, largest 256)", {{2, 256}}},
        {"m256-5", "Grid: 1 x 256 + 4 x 64 nodes (512, largest 256)", {{1, 256}, {4, 64}}},
        {"m384", "Grid: 1 x 384 + 1 x 64 + 4 x 16 nodes (512, largest 384)", {{1, 384}, {1, 64}, {4, 16}}},
        {"m512", "Grid reference: one machine of 512 nodes", {{1, 512}}},
        // Vanderster (2008), ch. 4-5: the utility studies' grids, clusters
        // listed smallest first as the thesis lists them (FCFS takes the
        // first cluster that fits, in this order).
        {"vanderster-small", "Utility grid, small: clusters of 4, 8, 16 and 32 CPUs (60)",
         {{1, 4}, {1, 8}, {1, 16}, {1, 32}}},
        {"vanderster-medium", "Utility grid, medium: clusters of 16, 16, 32 and 128 CPUs (192)",
         {{2, 16}, {1, 32}, {1, 128}}},
        {"vanderster-large", "Utility grid, large: clusters of 32, 64, 128 and 256 CPUs (480)",
         {{1, 32}, {1, 64}, {1, 128}, {1, 256}}},
        // Phosphorus D5.2 (2007), §2.2.3: the FCTE experiment's seven
        // resources of 30 CPUs at 10,000 MIPS (150 tasks of 14,000 MI per s).
        {"phosphorus-fcte", "QoS grid: 7 resources of 30 CPUs at 10,000 MIPS (210)", {{7, 30, 10'000}}},
        // Phosphorus D5.2 (2007), §2.3.2 and §3.3: R1, R2, R3 of the WFQ and
        // GS/BE experiments (F3, F4), single CPUs, and the multi-CPU variant
        // of §3.3 with the same capacities (780,000 = 30 x 26,000 MIPS).
        {"phosphorus-f3", "QoS grid F3: single CPUs of 780,000, 520,000 and 260,000 MIPS (3)",
         {{1, 1, 780'000}, {1, 1, 520'000}, {1, 1, 260'000}}},
        {"phosphorus-f3-multi", "QoS grid F3, multi-CPU: 30, 20 and 10 CPUs at 26,000 MIPS (60)",
         {{1, 30, 26'000}, {1, 20, 26'000}, {1, 10, 26'000}}},
    };
    return list;
}

// A configuration of one machine names the machine like the platform
// ("ctc-sp2"); several machines are numbered from 1 ("m128-1".."m128-4").
Platform build(const PresetDefinition& definition)
{
    int machineCount = 0;
    for (const MachineGroup& group : definition.groups) {
        machineCount += group.count;
    }
    const std::string platformName(definition.name);
    std::vector<Machine> machines;
    for (const MachineGroup& group : definition.groups) {
        for (int k = 0; k < group.count; ++k) {
            const std::string machineName = machineCount == 1
                ? platformName
                : platformName + "-" + std::to_string(machines.size() + 1);
            machines.push_back({machineName, group.nodes, group.speed});
        }
    }
    return {platformName, std::move(machines)};
}

// "vanderster-medium-speeds-SEED": the medium grid of the fault-tolerance
// experiment, Vanderster (2008), ch. 7, each cluster's speed p_k drawn from
// U[0.5, 1.5] with SEED (rounded to 0.001 so that it reads back exactly from
// a platform file). "vanderster-medium-rescaled-SEED": the same draws
// rescaled so that the grid's capacity, the sum of speed times CPUs, stays
// that of the homogeneous grid (experiment 4.5, eq. 4.13).
// "vanderster-medium-disk-SEED": the medium grid of the data experiment
// (experiment 6, sec. 6.3) at speed 1, with scratch disks of 100, 300, 400
// and 1024 GB and each cluster's bandwidth to the storage drawn from
// U(10, 100) Mbit/s with SEED (in MB/s, rounded to 0.001).
constexpr std::string_view kSpeedsPrefix = "vanderster-medium-speeds-";
constexpr std::string_view kRescaledPrefix = "vanderster-medium-rescaled-";
constexpr std::string_view kDiskPrefix = "vanderster-medium-disk-";
constexpr double kSlowest = 0.5;
constexpr double kFastest = 1.5;
constexpr double kSpeedSteps = 1000;
constexpr double kDisksGB[] = {100, 300, 400, 1024};
constexpr double kLeastMbits = 10;
constexpr double kMostMbits = 100;

enum class MediumVariant { Speeds, Rescaled, Disks };

std::optional<Platform> mediumVariant(const std::string& name, std::string_view prefix, MediumVariant variant,
                                      std::string& error)
{
    const std::string_view digits = std::string_view(name).substr(prefix.size());
    std::uint64_t seed = 0;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), seed);
    if (digits.empty() || ec != std::errc() || ptr != digits.data() + digits.size()) {
        error = name + ": the seed must be a whole number of at least 0";
        return std::nullopt;
    }
    const auto medium = std::ranges::find(definitions(), std::string_view("vanderster-medium"),
                                          &PresetDefinition::name);
    const Platform plain = build(*medium);
    RandomSource random(seed);
    if (variant == MediumVariant::Disks) {
        std::vector<Machine> machines;
        for (std::size_t k = 0; k < plain.machines().size(); ++k) {
            Machine cluster = plain.machines()[k];
            cluster.name = name + cluster.name.substr(plain.name().size());
            cluster.diskGB = kDisksGB[k];
            const double megabytes = DataTransfer::megabytesPerSecond(random.uniformReal(kLeastMbits, kMostMbits));
            cluster.bandwidthMBps = std::round(megabytes * kSpeedSteps) / kSpeedSteps;
            machines.push_back(std::move(cluster));
        }
        return Platform(name, std::move(machines));
    }
    const bool rescaled = variant == MediumVariant::Rescaled;
    std::vector<double> speeds;
    double capacity = 0;
    double drawnCapacity = 0;
    for (const Machine& machine : plain.machines()) {
        speeds.push_back(random.uniformReal(kSlowest, kFastest));
        capacity += double(machine.nodes);
        drawnCapacity += double(machine.nodes) * speeds.back();
    }
    std::vector<Machine> machines;
    for (std::size_t k = 0; k < speeds.size(); ++k) {
        const double speed = rescaled ? speeds[k] * capacity / drawnCapacity : speeds[k];
        Machine fast = plain.machines()[k];
        fast.name = name + fast.name.substr(plain.name().size());
        fast.speed = std::round(speed * kSpeedSteps) / kSpeedSteps;
        machines.push_back(std::move(fast));
    }
    return Platform(name, std::move(machines));
}

// "single:N" and "nodes:N": one machine of N nodes.
constexpr std::string_view kSinglePrefixes[] = {"single:", "nodes:"};

}  // namespace

bool PlatformCatalog::isSingleMachineName(const std::string& name)
{
    return std::any_of(std::begin(kSinglePrefixes), std::end(kSinglePrefixes),
                       [&name](std::string_view prefix) { return name.starts_with(prefix); });
}

std::vector<PlatformPreset> PlatformCatalog::presets()
{
    std::vector<PlatformPreset> out;
    for (const PresetDefinition& definition : definitions()) {
        out.push_back({std::string(definition.name), std::string(definition.description)});
    }
    return out;
}

std::optional<Platform> PlatformCatalog::preset(const std::string& name)
{
    std::string ignored;
    return preset(name, ignored);
}

std::optional<Platform> PlatformCatalog::preset(const std::string& name, std::string& error)
{
    error.clear();
    for (const PresetDefinition& definition : definitions()) {
        if (definition.name == name) {
            return build(definition);
        }
    }
    if (auto grid = AdaptiveGridPlatforms::byName(name))
        return grid;
    if (name.starts_with(kSpeedsPrefix))
        return mediumVariant(name, kSpeedsPrefix, MediumVariant::Speeds, error);
    if (name.starts_with(kRescaledPrefix))
        return mediumVariant(name, kRescaledPrefix, MediumVariant::Rescaled, error);
    if (name.starts_with(kDiskPrefix))
        return mediumVariant(name, kDiskPrefix, MediumVariant::Disks, error);
    if (PhosphorusF1Platforms::isName(name))
        return PhosphorusF1Platforms::byName(name, error);
    for (const std::string_view prefix : kSinglePrefixes) {
        if (std::string_view(name).substr(0, prefix.size()) != prefix) {
            continue;
        }
        const std::string_view digits = std::string_view(name).substr(prefix.size());
        int nodes = 0;
        const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), nodes);
        if (digits.empty() || ec != std::errc() || ptr != digits.data() + digits.size() || nodes < 1
            || nodes > Platform::kMaxNodes) {
            error = name + ": node count must be a whole number from 1 to " + std::to_string(Platform::kMaxNodes);
            return std::nullopt;
        }
        return singleMachine(nodes, name);
    }
    error = "unknown platform preset \"" + name + "\"";
    return std::nullopt;
}

Platform PlatformCatalog::singleMachine(int nodes, const std::string& name)
{
    const std::string platformName = name.empty() ? "single:" + std::to_string(nodes) : name;
    return {platformName, {Machine{platformName, nodes, 1.0}}};
}

}  // namespace schedlab
