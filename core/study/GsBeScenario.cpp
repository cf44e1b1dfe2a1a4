#include "study/GsBeScenario.h"

#include "platform/PlatformCatalog.h"
#include "qos/GsContract.h"
#include "qos/GsDelayBound.h"
#include "qos/GsRegistration.h"
#include "reproduction/ReportNumberFormat.h"

#include <cmath>
#include <stdexcept>

namespace schedlab {

namespace {

const std::string kPolicy = "qos-gsbe";
const std::string kSinglePlatform = "phosphorus-f3";
const std::string kMultiPlatform = "phosphorus-f3-multi";
// §3.3: U1-U3 guaranteed, U4 and U5 best effort with U1's task size.
const std::string kSizes = "419900000,71383000,419900,419900000,419900000";
const std::string kGapsFirst = "546,3278,6010,";
const std::string kGapLast = ",5464";
const std::string kClasses = "gs,gs,gs,be,be";
// The guaranteed users' contracts: rho = w / inter-arrival as Table 9
// gives it (769,048 / 21,776 / 69.87 MIPS), sigma = 5 w, J_i^max = w.
const std::string kU1Contract = "1:769048:2099500000:419900000";
const std::string kOtherContracts = "2:21776:356915000:71383000,3:69.87:2099500:419900";
const std::string kContracts = kU1Contract + "," + kOtherContracts;
// U1 stopping early (§3.3): at half of the run of 100 U1 tasks every 546 s,
// the weight 1 and that time added to its contract for dynamic registration.
const std::string kU1Stop = "27300";
const std::string kRunEnd = "54600";
const std::string kU1StoppingContract = kU1Contract + ":1:" + kU1Stop;
constexpr double kDeadlineMargin = 10;  // s over the GB bound
constexpr double kTenths = 10;
constexpr std::size_t kGuaranteedUsers = 3;
const std::vector<std::string> kResourceTypes = {"gs,gs,be", "gs-be-equal,gs-be-equal,be",
                                                 "gs-be-priority,gs-be-priority,be", "be",
                                                 "gs-be-priority,gs-be-priority,be"};

std::string numbers(const std::vector<double>& values)
{
    std::string text;
    for (const double value : values)
        text += (text.empty() ? "" : ",") + ReportNumberFormat::fixed(value, 1);
    return text;
}

}  // namespace

std::string GsBeScenario::kindLabel(Kind kind)
{
    static const std::vector<std::string> labels = {"GB", "GBE", "GBP", "BE", "GBP, D from its bound"};
    return labels.at(std::size_t(kind));
}

std::string GsBeScenario::sizesLabel(const std::string& sizeScale)
{
    if (sizeScale.empty())
        return "fixed";
    const double scale = std::strtod(sizeScale.c_str(), nullptr);
    const long percent = std::lround((1 - scale) * 100);
    return percent == 0 ? "S0" : "S-" + std::to_string(percent);
}

std::vector<double> GsBeScenario::deadlines(bool multiCpu, bool nonPreemptivePriority)
{
    const std::optional<Platform> platform = PlatformCatalog::preset(multiCpu ? kMultiPlatform : kSinglePlatform);
    if (!platform)
        throw std::logic_error("qos-f4: the platform preset " + (multiCpu ? kMultiPlatform : kSinglePlatform) +
                               " is missing");
    const std::vector<GsContract> contracts = parseGsContracts(kContracts);
    std::vector<GsResource> resources = GsRegistration::resources(*platform, contracts.front().terms.maxTask);
    // GB: R1 and R2 offer guaranteed service; every user takes the first
    // that admits it (U1 -> R1, U2 and U3 -> R2), as the policy registers.
    const std::vector<std::optional<std::size_t>> at = GsRegistration::registerInOrder(
        resources, parseQosResourceTypes(kResourceTypes.front(), resources.size()), contracts);
    std::vector<double> out;
    for (std::size_t u = 0; u < kGuaranteedUsers; ++u) {
        GsDelayInput input;
        input.burst = contracts[u].terms.burst;
        input.userMaxTask = contracts[u].terms.maxTask;
        input.nonPreemptivePriority = nonPreemptivePriority;
        const double bound = gsDelayBound(resources.at(at[u].value()), input) + kDeadlineMargin;
        out.push_back(std::round(bound * kTenths) / kTenths);
    }
    out.push_back(out.front());
    out.push_back(out.front());
    return out;
}

std::string GsBeScenario::trace() const
{
    std::string spec = "generate:qos-periodic:sizes=" + kSizes + ",gaps=" + kGapsFirst + u4Gap + kGapLast +
                       ",classes=" + kClasses + ",deadline=" + numbers(deadlines(multiCpu, kind == Kind::GbpOwnBound));
    if (jitter != "none")
        spec += ",jitter=" + jitter;
    if (!sizeScale.empty())
        spec += ",size-dist=exp,size-scale=" + sizeScale;
    if (u1StopsEarly)
        spec += ",stops=" + kU1Stop + "," + kRunEnd + "," + kRunEnd + "," + kRunEnd + "," + kRunEnd;
    return spec + ",seed=" + std::to_string(seed);
}

std::string GsBeScenario::platform() const
{
    return multiCpu ? kMultiPlatform : kSinglePlatform;
}

ParameterValues GsBeScenario::parameters() const
{
    return {{"resource-types", kResourceTypes.at(std::size_t(kind))},
            {"gs-users", u1StopsEarly ? kU1StoppingContract + "," + kOtherContracts : kContracts},
            {"accounting", accounting},
            {"registration", registration}};
}

std::string GsBeScenario::label() const
{
    std::string text = kindLabel(kind) + " · U4 every " + u4Gap + " s";
    if (multiCpu)
        text += " · multi-CPU";
    if (jitter != "none")
        text += " · " + jitter;
    if (!sizeScale.empty())
        text += " · " + sizesLabel(sizeScale) + " · " + accounting;
    if (u1StopsEarly)
        text += " · U1 stops at " + kU1Stop + " s · " + registration;
    return text + " · seed " + std::to_string(seed);
}

std::string GsBeScenario::key() const
{
    RunDescription description;
    description.tracePath = trace();
    description.platformName = platform();
    description.policy = kPolicy;
    description.parameters = parameters();
    return keyOf(description);
}

std::string GsBeScenario::keyOf(const RunDescription& description)
{
    std::string key = description.tracePath + '\n' + description.platformName + '\n' + description.policy;
    for (const auto& [name, value] : GsBeScenario().parameters()) {
        const auto it = description.parameters.find(name);
        key += '\n' + (it == description.parameters.end() ? std::string() : it->second);
    }
    return key;
}

}  // namespace schedlab
