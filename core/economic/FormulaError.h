#pragma once

#include "engine/SimulationError.h"

#include <cstddef>
#include <string>

namespace schedlab {

// A user formula that does not parse. The message shows the formula and
// points at the offending character, so the workbench can underline it and
// the CLI can print it as is:
//   formula "start + * cost": column 9: expected a number, a variable or '('
class FormulaError : public ConfigurationError {
public:
    FormulaError(const std::string& formula, std::size_t column, const std::string& problem);
    // 1-based column of the offending character (formula length + 1 at the end).
    [[nodiscard]] std::size_t column() const { return m_column; }
    [[nodiscard]] const std::string& problem() const { return m_problem; }

private:
    std::size_t m_column;
    std::string m_problem;
};

}  // namespace schedlab
