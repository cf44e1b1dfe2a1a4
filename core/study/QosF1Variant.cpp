#include "study/QosF1Variant.h"

#include "generators/QosGroupGenerator.h"
#include "platform/PhosphorusF1Platforms.h"
#include "study/QosScenario.h"
#include "study/QosStudy.h"

#include <cstdlib>

namespace schedlab {

namespace {

using Family = QosF1Variant::Family;

// F1's own settings (§2.1.10): sigma_D = 0.01 mu_D, sigma_w = 0.1 mu_w,
// 500 processors of capacity N(1, 0.01).
const std::string kOwnWorkSpread = "0.1";
constexpr int kOwnProcessors = 500;
const std::string kOwnDistribution = "narrow";
// The deliverable's high-variance variant: sigma_D = mu_D.
const std::string kWideDeadlineSpread = "1";
// Each processor holds two tasks of a group, as 250 of 500 do in F1.
constexpr std::size_t kProcessorsPerGroupTask = 2;
// §2.1.10 runs the workload-variance sweep at rho = 1.25 and the processor
// count at rho = 1.5; the capacity variants' load is not printed, so they
// share the processor count's.
const std::string kWorkLoad = "1.25";
const std::string kPlatformLoad = "1.5";

const std::vector<std::string> kWorkSpreads = {"0.1", "0.25", "0.5", "0.75", "1"};
const std::vector<std::string> kQuickWorkSpreads = {"0.1", "1"};
const std::vector<std::string> kProcessors = {"50", "100", "250", "500", "1000"};
const std::vector<std::string> kQuickProcessors = {"50", "500", "1000"};
const std::vector<std::string> kDistributions = {"narrow", "wide", "uniform", "halves", "low20", "low80"};
const std::vector<std::string> kQuickDistributions = {"narrow", "halves", "low80"};

int processorsOf(const QosF1Variant& v)
{
    return v.family == Family::Processors ? std::atoi(v.setting.c_str()) : kOwnProcessors;
}

std::string loadOf(const QosF1Variant& v)
{
    return v.family == Family::Deadline ? v.setting : QosF1Variant::fixedLoad(v.family);
}

// qos-f1's run that this variant changes one thing of.
QosScenario ownRun(const QosF1Variant& v)
{
    return {QosScenario::Experiment::Fairness, loadOf(v), v.scheme, v.tasks(), v.seed};
}

std::string parameter(const char* key, const std::string& value)
{
    return "," + std::string(key) + "=" + value;
}

}  // namespace

const std::vector<Family>& QosF1Variant::families()
{
    static const std::vector<Family> all = {Family::Deadline, Family::Work, Family::Processors, Family::Capacity};
    return all;
}

std::vector<std::string> QosF1Variant::settings(Family family, bool quick)
{
    switch (family) {
    case Family::Deadline:
        // qos-f1's loads: the variant beside each of F1's runs.
        return QosStudy(QosScenario::Experiment::Fairness).settings(quick);
    case Family::Work:
        return quick ? kQuickWorkSpreads : kWorkSpreads;
    case Family::Processors:
        return quick ? kQuickProcessors : kProcessors;
    case Family::Capacity:
        break;
    }
    return quick ? kQuickDistributions : kDistributions;
}

std::string QosF1Variant::settingHeader(Family family)
{
    switch (family) {
    case Family::Deadline:
        return "rho ";
    case Family::Work:
        return "sigma_w/mu_w ";
    case Family::Processors:
        return "M ";
    case Family::Capacity:
        break;
    }
    return "";
}

std::string QosF1Variant::fixedLoad(Family family)
{
    switch (family) {
    case Family::Deadline:
        return "";
    case Family::Work:
        return kWorkLoad;
    case Family::Processors:
    case Family::Capacity:
        break;
    }
    return kPlatformLoad;
}

std::size_t QosF1Variant::tasks() const
{
    return jobs * std::size_t(processorsOf(*this)) / std::size_t(kOwnProcessors);
}

std::string QosF1Variant::trace() const
{
    std::string extra;
    if (family == Family::Deadline && wideDeadlines)
        extra = parameter(QosGroupGenerator::kDeadlineSpread, kWideDeadlineSpread);
    else if (family == Family::Work && setting != kOwnWorkSpread)
        extra = parameter(QosGroupGenerator::kWorkSpread, setting);
    else if (family == Family::Processors && processorsOf(*this) != kOwnProcessors)
        extra = parameter(QosGroupGenerator::kGroupSize,
                          std::to_string(std::size_t(processorsOf(*this)) / kProcessorsPerGroupTask)) +
                parameter(QosGroupGenerator::kCapacity, setting);
    const std::string ownTrace = ownRun(*this).trace();
    if (extra.empty())
        return ownTrace;
    // F1's trace with the changed parameters before the seed.
    const std::size_t seedAt = ownTrace.rfind(",seed=");
    return ownTrace.substr(0, seedAt) + extra + ownTrace.substr(seedAt);
}

std::string QosF1Variant::platform() const
{
    const std::string distribution = family == Family::Capacity ? setting : kOwnDistribution;
    return PhosphorusF1Platforms::name(distribution, processorsOf(*this), seed);
}

ParameterValues QosF1Variant::parameters() const
{
    return ownRun(*this).parameters();
}

std::string QosF1Variant::label() const
{
    std::string what;
    switch (family) {
    case Family::Deadline:
        what = std::string("deadline spread ") + (wideDeadlines ? kWideDeadlineSpread : "0.01");
        break;
    case Family::Work:
        what = "work spread " + setting;
        break;
    case Family::Processors:
        what = setting + " processors";
        break;
    case Family::Capacity:
        what = setting + " capacities";
        break;
    }
    return what + " · load " + loadOf(*this) + " · " + std::to_string(tasks()) + " tasks · seed " +
           std::to_string(seed);
}

std::string QosF1Variant::rowLabel() const
{
    const std::string& name = QosScenario::schemes(QosScenario::Experiment::Fairness).at(scheme).label;
    if (family != Family::Deadline)
        return name;
    return name + (wideDeadlines ? ", sigma_D = mu_D" : ", sigma_D = 0.01 mu_D");
}

}  // namespace schedlab
