#pragma once

#include "parameters/ParameterSpec.h"

#include <optional>
#include <string>
#include <vector>

namespace schedlab {

// The one reading of a parameter's text, shared by the core's Parameters
// (which checks every run), the workbench's parameter form and the CLI: what
// one accepts the others accept, because they all call these. No locale, no
// leading blanks: "2.5" is read the same on every machine.
class ParameterParsing {
public:
    [[nodiscard]] static std::optional<double> parseReal(const std::string& text);
    // A real with no fractional part: "16" and "16.0" are 16, "1.5" is nothing.
    [[nodiscard]] static std::optional<long long> parseInteger(const std::string& text);
    // true/1/yes/on and false/0/no/off.
    [[nodiscard]] static std::optional<bool> parseBoolean(const std::string& text);

    // The normalised text of a value of `spec` ("16.0" -> "16", "on" ->
    // "true"), or nothing when the value is not acceptable. A Text
    // parameter's own check is not made here (Parameters makes it, with
    // its message).
    [[nodiscard]] static std::optional<std::string> normalised(const ParameterSpec& spec, const std::string& text);

    // What a value must be, for messages: "a whole number between 1 and 10",
    // "true or false", "one of fcfs, sjf".
    [[nodiscard]] static std::string expected(const ParameterSpec& spec);
    // "a, b, c", for messages that list names or choices.
    [[nodiscard]] static std::string listed(const std::vector<std::string>& items);
    // The shortest text of a limit or a real value: "1.1", "16", "0.001".
    [[nodiscard]] static std::string formatNumber(double value);
};

}  // namespace schedlab
