#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace schedlab {

// Numbers names (users, groups, accounts, partitions) 1, 2, 3, ... in the
// order they are first asked for, as SWF numbers them. The numbers depend
// only on that order, so the same log always maps the same way, and the
// names themselves go nowhere: an imported log is anonymised.
class NameNumbering {
public:
    // -1 (SWF's "unknown") for an empty name.
    [[nodiscard]] std::int32_t idOf(std::string_view name)
    {
        if (name.empty())
            return kUnknown;
        if (const auto it = m_ids.find(name); it != m_ids.end())
            return it->second;
        const auto id = static_cast<std::int32_t>(m_ids.size()) + 1;
        m_ids.emplace(std::string(name), id);
        return id;
    }

private:
    static constexpr std::int32_t kUnknown = -1;
    std::map<std::string, std::int32_t, std::less<>> m_ids;
};

}  // namespace schedlab
