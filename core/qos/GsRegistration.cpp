#include "qos/GsRegistration.h"

#include "platform/Platform.h"

#include <cstdlib>
#include <sstream>

namespace schedlab {

namespace {

const std::string kPolicy = "qos-gsbe";
const std::string kResourceTypes = "resource-types";
const std::string kGsUsers = "gs-users";
const std::string kMaxTask = "max-task";
constexpr int kRateDigits = 10;  // significant digits: whole MIPS up to 10^10, else two decimals and more

std::string parameter(const ParameterValues& parameters, const std::string& name)
{
    const auto it = parameters.find(name);
    return it == parameters.end() ? std::string() : it->second;
}

// Rates as a reader writes them: 769048, 69.87.
std::string number(double value)
{
    std::ostringstream out;
    out.precision(kRateDigits);
    out << value;
    return out.str();
}

}  // namespace

std::vector<GsResource> GsRegistration::resources(const Platform& platform, double maxTask)
{
    std::vector<GsResource> out;
    for (const Machine& machine : platform.machines())
        out.emplace_back(std::vector<double>(std::size_t(machine.nodes), machine.speed), maxTask);
    return out;
}

std::vector<std::optional<std::size_t>> GsRegistration::registerInOrder(std::span<GsResource> resources,
                                                                        const std::vector<QosResourceType>& types,
                                                                        const std::vector<GsContract>& contracts)
{
    std::vector<std::optional<std::size_t>> at;
    for (const GsContract& contract : contracts) {
        std::optional<std::size_t> got;
        for (std::size_t r = 0; r < resources.size() && !got; ++r) {
            if (takesGuaranteed(types[r]) && resources[r].registerUser(contract.terms))
                got = r;
        }
        at.push_back(got);
    }
    return at;
}

std::vector<GsRegistration::Outcome> GsRegistration::of(const std::string& policy, const ParameterValues& parameters,
                                                        const Platform& platform)
{
    if (policy != kPolicy)
        return {};
    const std::vector<GsContract> contracts = parseGsContracts(parameter(parameters, kGsUsers));
    if (contracts.empty())
        return {};
    const std::vector<QosResourceType> types =
        parseQosResourceTypes(parameter(parameters, kResourceTypes), std::size_t(platform.machineCount()));
    std::vector<GsResource> gs = resources(platform, std::strtod(parameter(parameters, kMaxTask).c_str(), nullptr));
    const std::vector<std::optional<std::size_t>> at = registerInOrder(gs, types, contracts);
    std::vector<Outcome> outcomes;
    std::vector<std::size_t> indexAt(gs.size(), 0);  // a user's position among its resource's registered
    for (std::size_t u = 0; u < contracts.size(); ++u) {
        Outcome outcome{contracts[u], at[u], 0};
        if (at[u])
            outcome.guaranteedRate = gs[*at[u]].guaranteedRate(indexAt[*at[u]]++);
        outcomes.push_back(outcome);
    }
    return outcomes;
}

std::vector<std::string> GsRegistration::describe(const std::vector<Outcome>& outcomes, const Platform& platform)
{
    std::vector<std::string> lines;
    for (const Outcome& outcome : outcomes) {
        const std::string user = "user " + std::to_string(outcome.contract.user);
        if (!outcome.resource) {
            lines.push_back(user + ": no resource admits rho " + number(outcome.contract.terms.rate) +
                            " MIPS; best effort");
            continue;
        }
        lines.push_back(user + " at " + platform.machine(MachineIndex(*outcome.resource)).name + " (guaranteed " +
                        number(outcome.guaranteedRate) + " MIPS for rho " + number(outcome.contract.terms.rate) +
                        ")");
    }
    return lines;
}

}  // namespace schedlab
