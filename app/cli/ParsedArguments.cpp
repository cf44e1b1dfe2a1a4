#include "ParsedArguments.h"

#include <algorithm>

namespace schedlab {

void ParsedArguments::addOccurrence(std::string name, std::string value)
{
    m_occurrences.push_back({std::move(name), std::move(value)});
}

bool ParsedArguments::has(const std::string& name) const
{
    return std::ranges::any_of(m_occurrences,
                               [&](const Occurrence& o) { return o.name == name; });
}

std::optional<std::string> ParsedArguments::value(const std::string& name) const
{
    // The parser refuses repeats of single-valued options, so the first is the only one.
    const auto it = std::ranges::find_if(m_occurrences,
                                         [&](const Occurrence& o) { return o.name == name; });
    if (it == m_occurrences.end())
        return std::nullopt;
    return it->value;
}

std::vector<std::string> ParsedArguments::values(const std::string& name) const
{
    std::vector<std::string> result;
    for (const Occurrence& o : m_occurrences) {
        if (o.name == name)
            result.push_back(o.value);
    }
    return result;
}

}  // namespace schedlab
