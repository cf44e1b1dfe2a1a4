#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace schedlab {

// An arithmetic formula over named variables, compiled once (FormulaParser)
// and evaluated many times: the economic scheduler evaluates the owner and
// user functions for every candidate offer, so evaluation is a flat loop
// over postfix instructions with no allocation beyond a small stack.
class Formula {
public:
    enum class Op { Number, Variable, Add, Subtract, Multiply, Divide, Power, Negate,
                    Min, Max, Abs, Sqrt, Log, Exp };
    struct Instruction {
        Op op = Op::Number;
        double number = 0;        // Number
        std::size_t variable = 0; // Variable: index into the variables of parse()
    };

    Formula() = default;
    Formula(std::string text, std::vector<Instruction> program, std::size_t stackDepth);

    // `values` is index-aligned with the variable names the formula was
    // parsed against. Division by zero and the like follow IEEE rules.
    [[nodiscard]] double evaluate(std::span<const double> values) const;

    [[nodiscard]] const std::string& text() const { return m_text; }
    [[nodiscard]] bool empty() const { return m_program.empty(); }
    [[nodiscard]] const std::vector<Instruction>& program() const { return m_program; }

private:
    std::string m_text;
    std::vector<Instruction> m_program;  // postfix
    std::size_t m_stackDepth = 0;
};

}  // namespace schedlab
