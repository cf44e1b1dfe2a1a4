#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace schedlab {

class Platform;

// A custom job-to-site mapping for sites:map:FIELD:FILE. One rule a line:
//   VALUE SITE
// VALUE is an integer value of the job field (user, group, queue, ...) or
// `*` for every value not listed; SITE is a machine name or a 0-based
// machine index of the platform. `#` starts a comment. Every problem names
// the file and line.
class SiteMapFile {
public:
    // Reads and checks the syntax; throws std::invalid_argument.
    explicit SiteMapFile(const std::string& path);

    [[nodiscard]] const std::string& path() const { return m_path; }
    [[nodiscard]] std::size_t ruleCount() const { return m_rules.size() + (m_default ? 1 : 0); }

    // The machine for `value` on `platform`; nullopt when neither the value
    // nor `*` is listed. Throws std::invalid_argument (file and line) when
    // the rule names no machine of the platform.
    [[nodiscard]] std::optional<int> siteFor(std::int64_t value, const Platform& platform) const;

private:
    struct Rule {
        std::string site;
        int line = 0;
    };
    [[nodiscard]] int resolve(const Rule& rule, const Platform& platform) const;

    std::string m_path;
    std::map<std::int64_t, Rule> m_rules;
    std::optional<Rule> m_default;
};

}  // namespace schedlab
