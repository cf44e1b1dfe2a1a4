#include "qos/QosResourceType.h"

#include "engine/SimulationError.h"
#include "util/TextScan.h"

#include <algorithm>
#include <iterator>

namespace schedlab {

const std::vector<std::string>& qosResourceTypeNames()
{
    // In the enum's order.
    static const std::vector<std::string> names = {"gs", "be", "gs-be-equal", "gs-be-priority"};
    return names;
}

std::string qosResourceTypeName(QosResourceType type)
{
    return qosResourceTypeNames().at(std::size_t(type));
}

bool takesGuaranteed(QosResourceType type)
{
    return type != QosResourceType::Be;
}

bool takesBestEffort(QosResourceType type)
{
    return type != QosResourceType::Gs;
}

std::vector<QosResourceType> parseQosResourceTypes(const std::string& text, std::size_t machines)
{
    const std::vector<std::string>& names = qosResourceTypeNames();
    std::vector<QosResourceType> types;
    for (const std::string_view part : splitTrimmed(text, ',')) {
        const std::string item(part);
        const auto found = std::find(names.begin(), names.end(), item);
        if (found == names.end())
            throw ConfigurationError("resource-types: entry " + std::to_string(types.size() + 1) + " is '" + item +
                                     "', not one of gs, be, gs-be-equal, gs-be-priority");
        types.push_back(QosResourceType(std::distance(names.begin(), found)));
    }
    if (machines == 0)
        return types;
    if (types.size() == 1)
        return std::vector<QosResourceType>(machines, types.front());
    if (types.size() != machines)
        throw ConfigurationError("resource-types: " + std::to_string(types.size()) + " types for " +
                                 std::to_string(machines) + " machines; give one type, or one per machine");
    return types;
}

}  // namespace schedlab
