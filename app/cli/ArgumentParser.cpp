#include "ArgumentParser.h"

#include "CliError.h"
#include "TextWrap.h"

#include <algorithm>
#include <sstream>

namespace schedlab {

namespace {

constexpr std::string_view kLongPrefix = "--";
const std::string kHelpLong = "--help";
// The option list of --help is indented under its heading.
const std::string kOptionIndent = "  ";
const std::string kHelpShort = "-h";
const std::string kEndOfOptions = "--";

bool isHelp(const std::string& arg)
{
    return arg == kHelpLong || arg == kHelpShort;
}

// "-3" is a (bad) value for --nodes, not an option, so only "--x" counts as
// an option when deciding whether the next argument is a value.
bool looksLikeLongOption(const std::string& arg)
{
    return arg.starts_with(kLongPrefix) && arg.size() > kLongPrefix.size();
}

bool looksLikeOption(const std::string& arg)
{
    return arg.size() > 1 && arg.front() == '-';
}

}  // namespace

ArgumentParser::ArgumentParser(std::string command, std::string description)
    : m_command(std::move(command)), m_description(std::move(description))
{
}

ArgumentParser& ArgumentParser::flag(const std::string& name, const std::string& help)
{
    m_options.push_back({name, {}, help, false, false});
    return *this;
}

ArgumentParser& ArgumentParser::option(const std::string& name, const std::string& valueName,
                                       const std::string& help)
{
    m_options.push_back({name, valueName, help, false, false});
    return *this;
}

ArgumentParser& ArgumentParser::requiredOption(const std::string& name,
                                               const std::string& valueName,
                                               const std::string& help)
{
    m_options.push_back({name, valueName, help, true, false});
    return *this;
}

ArgumentParser& ArgumentParser::repeatableOption(const std::string& name,
                                                 const std::string& valueName,
                                                 const std::string& help)
{
    m_options.push_back({name, valueName, help, false, true});
    return *this;
}

ArgumentParser& ArgumentParser::positional(const std::string& name, const std::string& help,
                                           bool required)
{
    m_positionals.push_back({name, help, required, false});
    return *this;
}

ArgumentParser& ArgumentParser::positionalList(const std::string& name, const std::string& help)
{
    m_positionals.push_back({name, help, true, true});
    return *this;
}

ArgumentParser& ArgumentParser::epilog(const std::string& text)
{
    m_epilog = text;
    return *this;
}

const ArgumentParser::Option* ArgumentParser::findOption(const std::string& name) const
{
    const auto it = std::ranges::find_if(m_options, [&](const Option& o) { return o.name == name; });
    return it == m_options.end() ? nullptr : &*it;
}

void ArgumentParser::fail(const std::string& message) const
{
    throw CliError::usage(m_command.substr(m_command.find(' ') + 1) + ": " + message +
                          " (see '" + m_command + " --help')");
}

ParsedArguments ArgumentParser::parse(std::span<const std::string> args) const
{
    ParsedArguments result;
    const auto endOfOptions = std::ranges::find(args, kEndOfOptions);
    if (std::any_of(args.begin(), endOfOptions, isHelp)) {
        result.setHelpRequested();
        return result;
    }

    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (!optionsEnded && arg == kEndOfOptions) {
            optionsEnded = true;
        } else if (!optionsEnded && looksLikeLongOption(arg)) {
            const std::size_t equals = arg.find('=');
            const std::string name = arg.substr(kLongPrefix.size(), equals == std::string::npos
                                                                        ? std::string::npos
                                                                        : equals - kLongPrefix.size());
            const Option* option = findOption(name);
            if (option == nullptr)
                fail("unknown option '--" + name + "'");
            if (!option->repeatable && result.has(name))
                fail("option '--" + name + "' given more than once");
            std::string value;
            if (option->valueName.empty()) {
                if (equals != std::string::npos)
                    fail("option '--" + name + "' takes no value");
            } else if (equals != std::string::npos) {
                value = arg.substr(equals + 1);
            } else if (i + 1 < args.size() && !looksLikeLongOption(args[i + 1])) {
                value = args[++i];
            } else {
                fail("option '--" + name + "' needs a value (" + option->valueName + ")");
            }
            result.addOccurrence(name, std::move(value));
        } else if (!optionsEnded && looksLikeOption(arg)) {
            fail("unknown option '" + arg + "'");
        } else {
            const bool list = !m_positionals.empty() && m_positionals.back().repeatable;
            if (result.positionals().size() >= m_positionals.size() && !list)
                fail("unexpected argument '" + arg + "'");
            result.addPositional(arg);
        }
    }

    for (const Option& option : m_options) {
        if (option.required && !result.has(option.name))
            fail("missing option '--" + option.name + " " + option.valueName + "'");
    }
    for (std::size_t i = result.positionals().size(); i < m_positionals.size(); ++i) {
        if (m_positionals[i].required)
            fail("missing argument " + m_positionals[i].name);
    }
    return result;
}

std::string ArgumentParser::usageLine() const
{
    std::string line = "Usage: " + m_command;
    for (const Option& option : m_options) {
        if (!option.required)
            continue;
        line += " --" + option.name + " " + option.valueName;
    }
    if (std::ranges::any_of(m_options, [](const Option& o) { return !o.required; }))
        line += " [options]";
    for (const Positional& positional : m_positionals)
        line += (positional.required ? " " + positional.name : " [" + positional.name + "]") +
                (positional.repeatable ? "..." : "");
    return line;
}

std::string ArgumentParser::help() const
{
    std::ostringstream out;
    out << usageLine() << "\n\n" << m_description << "\n";

    // Names in one column, help texts wrapped beside them: a help text that
    // goes on over several lines stays in its column instead of running on
    // from column 0.
    std::vector<TextWrap::Definition> rows;
    for (const Positional& positional : m_positionals)
        rows.emplace_back(kOptionIndent + positional.name, positional.help);
    for (const Option& option : m_options) {
        std::string name = kOptionIndent + "--" + option.name;
        if (!option.valueName.empty())
            name += " " + option.valueName;
        std::string help = option.help;
        if (option.repeatable)
            help += " (repeatable)";
        rows.emplace_back(name, help);
    }
    rows.emplace_back(kOptionIndent + "-h, --help", "show this help");
    out << "\nArguments and options:\n" << TextWrap::definitionList(rows);
    if (!m_epilog.empty())
        out << "\n" << m_epilog << (m_epilog.ends_with('\n') ? "" : "\n");
    return out.str();
}

}  // namespace schedlab
