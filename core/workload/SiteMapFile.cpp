#include "workload/SiteMapFile.h"

#include "platform/Platform.h"

#include <charconv>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr char kComment = '#';
constexpr const char* kAnyValue = "*";

std::optional<std::int64_t> parseInteger(const std::string& text)
{
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

}  // namespace

SiteMapFile::SiteMapFile(const std::string& path) : m_path(path)
{
    std::ifstream in(path);
    if (!in)
        throw std::invalid_argument("site map " + path + ": cannot open the file");
    std::string text;
    int lineNumber = 0;
    while (std::getline(in, text)) {
        ++lineNumber;
        if (const auto comment = text.find(kComment); comment != std::string::npos)
            text.erase(comment);
        std::istringstream fields(text);
        std::string value;
        std::string site;
        std::string extra;
        if (!(fields >> value))
            continue;  // blank or comment only
        const std::string where = path + " line " + std::to_string(lineNumber) + ": ";
        if (!(fields >> site))
            throw std::invalid_argument(where + "expected 'VALUE SITE', got only '" + value + "'");
        if (fields >> extra)
            throw std::invalid_argument(where + "expected 'VALUE SITE', got more after '" + site + "'");
        const Rule rule{site, lineNumber};
        if (value == kAnyValue) {
            if (m_default)
                throw std::invalid_argument(where + "a second '*' rule (the first is on line "
                                            + std::to_string(m_default->line) + ")");
            m_default = rule;
            continue;
        }
        const auto key = parseInteger(value);
        if (!key)
            throw std::invalid_argument(where + "VALUE '" + value + "' is neither an integer nor '*'");
        if (const auto [it, inserted] = m_rules.emplace(*key, rule); !inserted)
            throw std::invalid_argument(where + "value " + value + " is already mapped on line "
                                        + std::to_string(it->second.line));
    }
    if (ruleCount() == 0)
        throw std::invalid_argument("site map " + path + ": no 'VALUE SITE' rules");
}

int SiteMapFile::resolve(const Rule& rule, const Platform& platform) const
{
    for (MachineIndex m = 0; m < platform.machineCount(); ++m) {
        if (platform.machine(m).name == rule.site)
            return m;
    }
    if (const auto index = parseInteger(rule.site); index && *index >= 0 && *index < platform.machineCount())
        return int(*index);
    throw std::invalid_argument(m_path + " line " + std::to_string(rule.line) + ": SITE '" + rule.site
                                + "' is neither a machine name nor a machine index 0.."
                                + std::to_string(platform.machineCount() - 1) + " of platform '"
                                + platform.name() + "'");
}

std::optional<int> SiteMapFile::siteFor(std::int64_t value, const Platform& platform) const
{
    if (const auto it = m_rules.find(value); it != m_rules.end())
        return resolve(it->second, platform);
    if (m_default)
        return resolve(*m_default, platform);
    return std::nullopt;
}

}  // namespace schedlab
