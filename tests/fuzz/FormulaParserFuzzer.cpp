// libFuzzer harness: an economic owner or user formula (the `owner` and
// `user` parameters of the economic policy, Ernemann 2002 MF/UF), parsed
// against the user function's variables and, when it parses, evaluated.
// FormulaError naming the column is the documented answer; anything else
// (deep nesting overflowing the stack, a crash in evaluation) is a finding.

#include "economic/EconomicFunctions.h"
#include "economic/Formula.h"
#include "economic/FormulaError.h"
#include "economic/FormulaParser.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace {

// Any values will do: evaluation follows IEEE rules for every input.
constexpr double kVariableValue = 1.5;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto variables = schedlab::EconomicFunctions::userVariables();
    try {
        const schedlab::Formula formula = schedlab::FormulaParser(variables).parse(text);
        const std::vector<double> values(variables.size(), kVariableValue);
        (void)formula.evaluate(values);
    } catch (const schedlab::FormulaError&) {
        // a clear refusal: expected
    }
    return 0;
}
