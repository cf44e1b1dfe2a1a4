#include "policies/PfcfsSettings.h"

#include "model/Units.h"

#include <array>
#include <sstream>

namespace schedlab {

namespace {

using units::kPercent;
constexpr double kMinWidePercent = 1;
constexpr double kMaxWidePercent = 100;
constexpr int kMaxSwitchLimit = 1000;
constexpr Time kWeek = 7 * 24 * 3600;
constexpr Time kDay = 24 * 3600;

const std::array<CycleStarts, 3> kAllCycleStarts = {CycleStarts::None, CycleStarts::OutsidePartition,
                                                    CycleStarts::Any};

std::string text(double value)
{
    std::ostringstream out;
    out << value;
    return out.str();
}

ParameterSpec number(std::string name, std::string label, ParameterSpec::Type type, double minimum,
                     double maximum, double defaultValue, std::string unit, std::string help)
{
    ParameterSpec spec;
    spec.name = std::move(name);
    spec.label = std::move(label);
    spec.type = type;
    spec.minimum = minimum;
    spec.maximum = maximum;
    spec.defaultValue = text(defaultValue);
    spec.unit = std::move(unit);
    spec.help = std::move(help);
    return spec;
}

}  // namespace

std::string PfcfsSettings::cycleStartsName(CycleStarts starts)
{
    switch (starts) {
    case CycleStarts::None: return "none";
    case CycleStarts::OutsidePartition: return "outside-preempted";
    case CycleStarts::Any: return "any";
    }
    return "none";
}

PfcfsSettings PfcfsSettings::from(const Parameters& parameters)
{
    PfcfsSettings settings;
    settings.widePercent = parameters.real("x");
    settings.maxSwitches = static_cast<int>(parameters.integer("n"));
    settings.startDelay = parameters.ticks("delta");
    settings.gangLength = parameters.ticks("Delta");
    settings.penalty = parameters.ticks("s");
    const std::string& starts = parameters.text("small-during-cycle");
    for (const CycleStarts candidate : kAllCycleStarts) {
        if (cycleStartsName(candidate) == starts)
            settings.cycleStarts = candidate;
    }
    return settings;
}

std::vector<ParameterSpec> PfcfsSettings::parameterSpecs() const
{
    using Type = ParameterSpec::Type;
    ParameterSpec starts;
    starts.name = "small-during-cycle";
    starts.label = "New jobs during a gang cycle";
    starts.type = Type::Choice;
    for (const CycleStarts candidate : kAllCycleStarts)
        starts.choices.push_back(cycleStartsName(candidate));
    starts.defaultValue = cycleStartsName(cycleStarts);
    starts.help =
        "Whether jobs may start while a gang cycle is in progress: none (the published runs), "
        "outside-preempted (only on nodes that neither the wide job nor its victims were given), "
        "or any (on any node that no running or suspended job holds).";
    return {
        number("x", "Wide-job threshold x", Type::Real, kMinWidePercent, kMaxWidePercent, widePercent, "%",
               "A job is wide, and may preempt, if it needs at least x % of the machine's nodes. "
               "Studied: 40, 45, 50, 55, 60 %."),
        number("n", "Context switches n", Type::Integer, kUnlimitedSwitches, kMaxSwitchLimit, maxSwitches, "",
               "Most context switches per gang cycle; the first preemption is switch 1. Odd n: the "
               "wide job finally runs to completion; even n: the small gang does. 0 = no limit "
               "(switch until one gang is empty). Studied: 1, 2, 3, 10, 11."),
        number("delta", "Start delay δ", Type::Integer, 0, static_cast<double>(kWeek),
               static_cast<double>(startDelay), "s",
               "How long a wide job must have been the next FCFS job, with no earlier wide job "
               "active, before it may preempt. Studied: 1 s, 60 s, = Δ."),
        number("Delta", "Gang length Δ", Type::Integer, 1, static_cast<double>(kWeek),
               static_cast<double>(gangLength), "s",
               "Time between context switches of the wide gang and the preempted small gang. "
               "Studied: 60, 120, 240, 600, 1800, 3600 s."),
        number("s", "Preemption penalty s", Type::Integer, 0, static_cast<double>(kDay),
               static_cast<double>(penalty), "s",
               "Seconds added to a job's remaining time each time it resumes (its nodes are "
               "held but do no work). 0 in all published runs."),
        starts,
    };
}

bool PfcfsSettings::isWide(int nodes, int machineNodes) const
{
    // m_i >= x % of m, compared without dividing so that 50 % of 128 is exactly 64.
    return static_cast<double>(nodes) * kPercent >= widePercent * static_cast<double>(machineNodes);
}

}  // namespace schedlab
