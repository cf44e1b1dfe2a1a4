#include "qos/GsContract.h"

#include "engine/SimulationError.h"
#include "util/TextScan.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace schedlab {

namespace {

constexpr std::size_t kRequiredFields = 4;  // user, rate, burst, largest task
constexpr std::size_t kWeightField = 4;
constexpr std::size_t kUntilField = 5;
constexpr std::size_t kAllFields = 6;       // and the weight and the deregistration time

const char* const kFieldNames[kAllFields] = {"user", "rate", "burst", "largest task", "weight", "until"};

double field(std::string_view text, std::size_t entry, std::size_t index)
{
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    const bool whole = error == std::errc() && end == text.data() + text.size();
    // The user id must be a whole number; the rate and the weight must be
    // positive (a zero rate would guarantee nothing), sizes at least 0.
    const bool valid = whole && std::isfinite(value) &&
                       (index == 0 ? value >= 0 && value == std::floor(value) &&
                                         value <= double(std::numeric_limits<std::int32_t>::max())
                        : index == 1 || index == 4 ? value > 0
                                                   : value >= 0);
    if (!valid)
        throw ConfigurationError("gs-users: entry " + std::to_string(entry) + ", " + kFieldNames[index] + ": '" +
                                 std::string(text) + "' is not " +
                                 (index == 0                 ? "a user id (a whole number >= 0)"
                                  : index == 1 || index == 4 ? "a number above 0"
                                                             : "a number >= 0"));
    return value;
}

}  // namespace

std::vector<GsContract> parseGsContracts(const std::string& text)
{
    std::vector<GsContract> contracts;
    if (trimBlanks(text).empty())
        return contracts;
    for (const std::string_view entry : splitTrimmed(text, ',')) {
        const std::size_t number = contracts.size() + 1;
        const std::vector<std::string_view> fields = splitTrimmed(entry, ':');
        if (fields.size() < kRequiredFields || fields.size() > kAllFields)
            throw ConfigurationError("gs-users: entry " + std::to_string(number) + " is '" + std::string(entry) +
                                     "'; write USER:RATE:BURST:MAXTASK[:WEIGHT[:UNTIL]] (MIPS, MI, MI, s)");
        GsContract contract;
        contract.user = std::int32_t(field(fields[0], number, 0));
        contract.terms.rate = field(fields[1], number, 1);
        contract.terms.burst = field(fields[2], number, 2);
        contract.terms.maxTask = field(fields[3], number, 3);
        if (fields.size() > kWeightField)
            contract.terms.weight = field(fields[kWeightField], number, kWeightField);
        if (fields.size() > kUntilField)
            contract.until = field(fields[kUntilField], number, kUntilField);
        if (std::any_of(contracts.begin(), contracts.end(),
                        [&](const GsContract& c) { return c.user == contract.user; }))
            throw ConfigurationError("gs-users: user " + std::to_string(contract.user) + " is registered twice");
        contracts.push_back(contract);
    }
    return contracts;
}

}  // namespace schedlab
