#pragma once

#include "economic/Formula.h"

#include <span>
#include <string>

namespace schedlab {

// Turns text such as "-(start + 2 * cost)" into a Formula. Grammar, lowest
// precedence first:
//   sum     := product (('+' | '-') product)*
//   product := unary (('*' | '/') unary)*
//   unary   := ('-' | '+') unary | power
//   power   := primary ('^' unary)?        (right-associative, binds tighter than unary minus on its left: -x^2 = -(x^2))
//   primary := number | variable | function '(' sum (',' sum)* ')' | '(' sum ')'
// Functions: min(a, b, ...), max(a, b, ...), abs, sqrt, log (natural), exp.
// Names are case-sensitive. Throws FormulaError naming the column.
class FormulaParser {
public:
    explicit FormulaParser(std::span<const std::string> variables);
    [[nodiscard]] Formula parse(const std::string& text) const;

private:
    std::span<const std::string> m_variables;
};

}  // namespace schedlab
