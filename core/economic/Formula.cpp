#include "economic/Formula.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace schedlab {

namespace {

// Functions with a variable number of arguments store their count in
// Instruction::variable.
double foldArguments(Formula::Op op, const double* first, std::size_t count)
{
    double value = first[0];
    for (std::size_t i = 1; i < count; ++i)
        value = op == Formula::Op::Min ? std::min(value, first[i]) : std::max(value, first[i]);
    return value;
}

}  // namespace

Formula::Formula(std::string text, std::vector<Instruction> program, std::size_t stackDepth)
    : m_text(std::move(text)), m_program(std::move(program)), m_stackDepth(stackDepth)
{
}

double Formula::evaluate(std::span<const double> values) const
{
    // The parser computed the deepest stack the program needs, so the
    // loop below never grows the vector.
    std::vector<double> stack;
    stack.reserve(m_stackDepth);
    for (const Instruction& instruction : m_program) {
        switch (instruction.op) {
        case Op::Number:
            stack.push_back(instruction.number);
            continue;
        case Op::Variable:
            stack.push_back(values[instruction.variable]);
            continue;
        case Op::Negate:
            stack.back() = -stack.back();
            continue;
        case Op::Abs:
            stack.back() = std::abs(stack.back());
            continue;
        case Op::Sqrt:
            stack.back() = std::sqrt(stack.back());
            continue;
        case Op::Log:
            stack.back() = std::log(stack.back());
            continue;
        case Op::Exp:
            stack.back() = std::exp(stack.back());
            continue;
        case Op::Min:
        case Op::Max: {
            const std::size_t count = instruction.variable;
            const std::size_t first = stack.size() - count;
            const double folded = foldArguments(instruction.op, stack.data() + first, count);
            stack.resize(first);
            stack.push_back(folded);
            continue;
        }
        case Op::Add:
        case Op::Subtract:
        case Op::Multiply:
        case Op::Divide:
        case Op::Power:
            break;
        }
        const double right = stack.back();
        stack.pop_back();
        double& left = stack.back();
        switch (instruction.op) {
        case Op::Add: left += right; break;
        case Op::Subtract: left -= right; break;
        case Op::Multiply: left *= right; break;
        case Op::Divide: left /= right; break;
        case Op::Power: left = std::pow(left, right); break;
        default: break;
        }
    }
    return stack.empty() ? 0.0 : stack.back();
}

}  // namespace schedlab
