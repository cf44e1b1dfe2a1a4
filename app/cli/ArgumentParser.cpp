#include "ArgumentParser.h"

#include "CliError.h"
#include "TextWrap.h"

#include <boost/program_options.hpp>

#include <algorithm>
#include <iterator>
#include <sstream>

namespace schedlab {

namespace {

constexpr std::string_view kLongPrefix = "--";
const std::string kHelpLong = "--help";
// The option list of --help is indented under its heading.
const std::string kOptionIndent = "  ";
const std::string kHelpShort = "-h";
const std::string kEndOfOptions = "--";
// The name under which Boost.Program_options gathers the arguments that are
// not options; no option can be called so.
constexpr const char* kPositionalKey = " arguments";

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

    // Boost.Program_options splits the words: long options only, with the
    // value after "=" or in the next word, no abbreviations, "--" ending
    // the options. What it allows and this parser does not (a value that is
    // itself an option, "-x" as an argument, an option given twice) is
    // checked below on what it returns, which keeps the words' order.
    namespace po = boost::program_options;
    // Untyped values: the words are only split here; each command converts
    // and checks its values with its own messages. The description owns what
    // add_options is given (Boost's interface takes a raw pointer).
    const auto semantic = [](bool takesValue) { return new po::untyped_value(/*zero_tokens=*/!takesValue); };
    po::options_description described;
    for (const Option& option : m_options)
        described.add_options()(option.name.c_str(), semantic(!option.valueName.empty()), "");
    described.add_options()(kPositionalKey, semantic(true), "");
    po::positional_options_description positionals;
    positionals.add(kPositionalKey, -1);

    po::parsed_options parsed(nullptr);
    try {
        parsed = po::command_line_parser(std::vector<std::string>(args.begin(), args.end()))
                     .options(described)
                     .positional(positionals)
                     .style(po::command_line_style::allow_long | po::command_line_style::long_allow_adjacent |
                            po::command_line_style::long_allow_next)
                     .run();
    } catch (const po::unknown_option& e) {
        fail("unknown option '" + e.get_option_name() + "'");
    } catch (const po::invalid_command_line_syntax& e) {
        const std::string name = e.get_option_name();
        if (e.kind() == po::invalid_command_line_syntax::extra_parameter)
            fail("option '" + name + "' takes no value");
        const Option* option = name.starts_with(kLongPrefix) ? findOption(name.substr(kLongPrefix.size())) : nullptr;
        if (e.kind() == po::invalid_command_line_syntax::missing_parameter && option != nullptr)
            fail("option '" + name + "' needs a value (" + option->valueName + ")");
        fail(e.what());
    } catch (const po::error& e) {
        fail(e.what());
    }

    // The words after "--" are arguments whatever they look like.
    const auto literalArguments = static_cast<std::size_t>(
        endOfOptions == args.end() ? 0 : std::distance(endOfOptions, args.end()) - 1);
    std::size_t argumentsLeft = static_cast<std::size_t>(std::ranges::count_if(
        parsed.options, [](const po::option& o) { return o.string_key == kPositionalKey; }));
    for (po::option& word : parsed.options) {
        if (word.string_key == kPositionalKey) {
            std::string& arg = word.value.front();
            if (argumentsLeft-- > literalArguments && looksLikeOption(arg))
                fail("unknown option '" + arg + "'");
            const bool list = !m_positionals.empty() && m_positionals.back().repeatable;
            if (result.positionals().size() >= m_positionals.size() && !list)
                fail("unexpected argument '" + arg + "'");
            result.addPositional(std::move(arg));
            continue;
        }
        const std::string& name = word.string_key;
        const Option* declared = findOption(name);
        if (declared == nullptr)
            fail("unknown option '--" + name + "'");
        const Option& option = *declared;
        if (!option.repeatable && result.has(name))
            fail("option '--" + name + "' given more than once");
        std::string value = word.value.empty() ? std::string() : std::move(word.value.front());
        // "--nodes --exact": the next word is an option, not the value.
        const bool valueIsNextWord = word.original_tokens.size() > 1;
        if (valueIsNextWord && looksLikeLongOption(value))
            fail("option '--" + name + "' needs a value (" + option.valueName + ")");
        result.addOccurrence(name, std::move(value));
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
