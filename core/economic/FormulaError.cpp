#include "economic/FormulaError.h"

namespace schedlab {

FormulaError::FormulaError(const std::string& formula, std::size_t column,
                           const std::string& problem)
    : ConfigurationError("formula \"" + formula + "\": column " + std::to_string(column) + ": "
                         + problem),
      m_column(column), m_problem(problem)
{
}

}  // namespace schedlab
