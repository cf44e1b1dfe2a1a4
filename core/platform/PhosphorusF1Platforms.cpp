#include "platform/PhosphorusF1Platforms.h"

#include "generators/RandomSource.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <string_view>

namespace schedlab {

namespace {

constexpr double kMean = 1.0;                // μ, MIPS (the spec leaves it open)
constexpr double kNarrowSd = 0.01 * kMean;   // §2.1.10: c ~ N(μ, 0.01 μ)
constexpr double kWideSd = kMean / 2;        // the variant σ = μ/2
constexpr double kFloor = 0.05 * kMean;      // no processor slower than this, and the uniform's a
constexpr double kLowToHigh = 3.0;           // clusters: a high processor is 3 times a low one
constexpr double kRoundSteps = 10'000;

struct Distribution {
    std::string_view name;
    std::string_view description;
    double lowShare;  // clusters: the share of low processors; < 0 for the drawn ones
};

constexpr Distribution kDistributions[] = {
    {"narrow", "capacities N(1, 0.01) MIPS, as in the experiment", -1},
    {"wide", "capacities N(1, 0.5) MIPS, none below 0.05", -1},
    {"uniform", "capacities U[0.05, 2.05] MIPS", -1},
    {"halves", "two equal clusters of 0.5 and 1.5 MIPS", 0.5},
    {"low20", "20 % of processors low, 80 % high (1 : 3, mean 1 MIPS)", 0.2},
    {"low80", "80 % of processors low, 20 % high (1 : 3, mean 1 MIPS)", 0.8},
};

double rounded(double capacity)
{
    return std::max(std::round(capacity * kRoundSteps), 1.0) / kRoundSteps;
}

std::optional<std::uint64_t> wholeNumber(std::string_view text)
{
    std::uint64_t value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::vector<double> capacities(const Distribution& distribution, int processors, std::uint64_t seed)
{
    std::vector<double> out;
    out.reserve(std::size_t(processors));
    if (distribution.lowShare >= 0) {
        // Mean μ: share * low + (1 - share) * 3 low = μ.
        const double low = kMean / (distribution.lowShare + (1 - distribution.lowShare) * kLowToHigh);
        const int lows = int(std::lround(distribution.lowShare * processors));
        for (int j = 0; j < processors; ++j)
            out.push_back(rounded(j < lows ? low : low * kLowToHigh));
        return out;
    }
    RandomSource random(seed);
    for (int j = 0; j < processors; ++j) {
        double c = 0;
        if (distribution.name == "narrow")
            c = random.normalAbove(kMean, kNarrowSd, kFloor);
        else if (distribution.name == "wide")
            c = random.normalAbove(kMean, kWideSd, kFloor);
        else
            c = random.uniformReal(kFloor, 2 * kMean + kFloor);
        out.push_back(rounded(c));
    }
    return out;
}

}  // namespace

bool PhosphorusF1Platforms::isName(const std::string& name)
{
    return name.starts_with(kPrefix);
}

std::string PhosphorusF1Platforms::name(const std::string& distribution, int processors, std::uint64_t seed)
{
    return kPrefix + distribution + "-" + std::to_string(processors) + "-" + std::to_string(seed);
}

std::vector<std::pair<std::string, std::string>> PhosphorusF1Platforms::distributions()
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const Distribution& d : kDistributions)
        out.emplace_back(std::string(d.name), std::string(d.description));
    return out;
}

std::optional<Platform> PhosphorusF1Platforms::byName(const std::string& name, std::string& error)
{
    const std::string_view rest = std::string_view(name).substr(std::string_view(kPrefix).size());
    const std::size_t firstDash = rest.find('-');
    const std::size_t lastDash = rest.rfind('-');
    const auto usage = [&name, &error] {
        error = name + ": expected phosphorus-f1-DIST-PROCESSORS-SEED, DIST one of narrow, wide, uniform, "
                       "halves, low20, low80, e.g. phosphorus-f1-narrow-500-1";
        return std::nullopt;
    };
    if (firstDash == std::string_view::npos || firstDash == lastDash)
        return usage();
    const std::string_view distributionName = rest.substr(0, firstDash);
    const auto* distribution = std::ranges::find(kDistributions, distributionName, &Distribution::name);
    const auto processors = wholeNumber(rest.substr(firstDash + 1, lastDash - firstDash - 1));
    const auto seed = wholeNumber(rest.substr(lastDash + 1));
    if (distribution == std::end(kDistributions) || !processors || !seed)
        return usage();
    if (*processors < 1 || *processors > std::uint64_t(kMaxProcessors)) {
        error = name + ": the processor count must be from 1 to " + std::to_string(kMaxProcessors);
        return std::nullopt;
    }
    std::vector<Machine> machines;
    const std::vector<double> speeds = capacities(*distribution, int(*processors), *seed);
    machines.reserve(speeds.size());
    for (std::size_t j = 0; j < speeds.size(); ++j)
        machines.push_back({name + "-" + std::to_string(j + 1), 1, speeds[j]});
    return Platform(name, std::move(machines));
}

}  // namespace schedlab
