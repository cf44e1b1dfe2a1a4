#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace schedlab {

// The result of ArgumentParser::parse: options in command-line order (some
// options, like transforms, mean something different in another order) and
// the positional arguments.
class ParsedArguments {
public:
    struct Occurrence {
        std::string name;   // without the leading "--"
        std::string value;  // empty for flags
    };

    void setHelpRequested() { m_helpRequested = true; }
    void addOccurrence(std::string name, std::string value);
    void addPositional(std::string value) { m_positionals.push_back(std::move(value)); }

    [[nodiscard]] bool helpRequested() const { return m_helpRequested; }
    [[nodiscard]] bool has(const std::string& name) const;
    // The value of a single-valued option, if given.
    [[nodiscard]] std::optional<std::string> value(const std::string& name) const;
    // Every value of a repeatable option, in order.
    [[nodiscard]] std::vector<std::string> values(const std::string& name) const;
    [[nodiscard]] const std::vector<Occurrence>& occurrences() const { return m_occurrences; }
    [[nodiscard]] const std::vector<std::string>& positionals() const { return m_positionals; }

private:
    bool m_helpRequested = false;
    std::vector<Occurrence> m_occurrences;
    std::vector<std::string> m_positionals;
};

}  // namespace schedlab
