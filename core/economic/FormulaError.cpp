#include "economic/FormulaError.h"

namespace schedlab {

namespace {

// A message stays one readable line: a formula of 30,000 parentheses is
// shown by its start, the column says where the problem is.
constexpr std::size_t kMaxShownCharacters = 60;

std::string shown(const std::string& formula)
{
    return formula.size() <= kMaxShownCharacters ? formula : formula.substr(0, kMaxShownCharacters) + "...";
}

}  // namespace

FormulaError::FormulaError(const std::string& formula, std::size_t column,
                           const std::string& problem)
    : ConfigurationError("formula \"" + shown(formula) + "\": column " + std::to_string(column) + ": "
                         + problem),
      m_column(column), m_problem(problem)
{
}

}  // namespace schedlab
