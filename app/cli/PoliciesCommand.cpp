#include "PoliciesCommand.h"

#include "NumberFormat.h"
#include "TextTable.h"
#include "TextWrap.h"

#include "policies/PolicyRegistry.h"

#include <nlohmann/json.hpp>

namespace schedlab {

namespace {

const std::string kJsonFlag = "json";
constexpr int kJsonIndent = 2;
const std::string kIndent = "  ";

std::string rangeText(const ParameterSpec& spec)
{
    if (spec.numeric())
        return NumberFormat::shortest(spec.minimum) + " .. " + NumberFormat::shortest(spec.maximum);
    std::string choices;
    for (const std::string& choice : spec.choices)
        choices += (choices.empty() ? "" : "|") + choice;
    return choices;
}

nlohmann::json parameterJson(const ParameterSpec& spec)
{
    nlohmann::json json = {{"name", spec.name},   {"label", spec.label},
                           {"type", parameterTypeName(spec.type)},
                           {"default", spec.defaultValue}, {"unit", spec.unit},
                           {"help", spec.help}};
    if (spec.numeric()) {
        json["minimum"] = spec.minimum;
        json["maximum"] = spec.maximum;
    }
    if (spec.type == ParameterSpec::Type::Choice)
        json["choices"] = spec.choices;
    return json;
}

void printText(const PolicyRegistry& registry, std::ostream& out)
{
    bool first = true;
    for (const PolicyInfo& info : registry.policies()) {
        if (!first)
            out << "\n";
        first = false;
        out << info.name << " - " << info.title << "\n"
            << TextWrap::wrap(info.description, kIndent)
            << kIndent << "Reference: " << info.reference << "; needs run-time estimates: "
            << (info.needsEstimates ? "yes" : "no") << "\n";
        if (info.parameters.empty()) {
            out << kIndent << "Parameters: none\n";
            continue;
        }
        TextTable table({"  parameter", "type", "range", "default", "unit", "help"});
        for (const ParameterSpec& spec : info.parameters) {
            table.addRow({"  " + spec.name, parameterTypeName(spec.type), rangeText(spec),
                          spec.defaultValue, spec.unit, spec.help});
        }
        out << table.toString();
    }
}

}  // namespace

std::string PoliciesCommand::summary() const
{
    return "list the scheduling policies and their parameters";
}

ArgumentParser PoliciesCommand::parser() const
{
    ArgumentParser parser(qualifiedName(),
                          "Lists every scheduling policy with its title, description and typed\n"
                          "parameters (name, type, range, default, help).");
    parser.flag(kJsonFlag, "print JSON instead of text");
    return parser;
}

ExitCode PoliciesCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const PolicyRegistry registry;
    if (!args.has(kJsonFlag)) {
        printText(registry, out);
        return ExitCode::Success;
    }
    nlohmann::json policies = nlohmann::json::array();
    for (const PolicyInfo& info : registry.policies()) {
        nlohmann::json parameters = nlohmann::json::array();
        for (const ParameterSpec& spec : info.parameters)
            parameters.push_back(parameterJson(spec));
        policies.push_back({{"name", info.name},
                            {"title", info.title},
                            {"description", info.description},
                            {"reference", info.reference},
                            {"needsEstimates", info.needsEstimates},
                            {"parameters", parameters}});
    }
    out << nlohmann::json{{"policies", policies}}.dump(kJsonIndent) << "\n";
    return ExitCode::Success;
}

}  // namespace schedlab
