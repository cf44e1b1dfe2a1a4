#include "economic/FormulaParser.h"

#include "economic/FormulaError.h"

#include <array>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <cstddef>
#include <string_view>

namespace schedlab {

namespace {

struct FunctionName {
    std::string_view name;
    Formula::Op op;
    bool variadic;  // min/max take two or more arguments, the rest exactly one
};

constexpr std::array kFunctions = {
    FunctionName{"min", Formula::Op::Min, true},  FunctionName{"max", Formula::Op::Max, true},
    FunctionName{"abs", Formula::Op::Abs, false}, FunctionName{"sqrt", Formula::Op::Sqrt, false},
    FunctionName{"log", Formula::Op::Log, false}, FunctionName{"exp", Formula::Op::Exp, false},
};

constexpr std::size_t kMinimumVariadicArguments = 2;

bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0 || c == '_'; }
bool isNameChar(char c) { return isNameStart(c) || std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// A character for a message: 'x', or its code when it would not show.
std::string shown(char c)
{
    constexpr int kFirstPrintable = 0x20;
    constexpr int kLastPrintable = 0x7e;
    const auto code = static_cast<unsigned char>(c);
    if (code >= kFirstPrintable && code <= kLastPrintable)
        return std::string("'") + c + "'";
    std::array<char, sizeof("0xff")> hex{};
    std::snprintf(hex.data(), hex.size(), "0x%02x", static_cast<unsigned>(code));
    return std::string("character ") + hex.data();
}

// Far beyond any formula a person writes, far below what the stack holds.
constexpr int kMaxNesting = 200;

// One parse of one text: a cursor, the postfix output and the stack depth
// that output needs. Recursive descent, one function per grammar rule.
class ParseRun {
public:
    ParseRun(const std::string& text, std::span<const std::string> variables)
        : m_text(text), m_variables(variables)
    {
    }

    Formula run()
    {
        skipSpace();
        if (atEnd())
            fail("the formula is empty");
        sum();
        skipSpace();
        if (!atEnd())
            fail("unexpected " + shown(m_text[m_pos]) + "; expected an operator or the end");
        return Formula(m_text, std::move(m_program), m_maxDepth);
    }

private:
    void sum()
    {
        product();
        for (;;) {
            skipSpace();
            if (accept('+')) {
                product();
                emit({Formula::Op::Add, 0, 0}, -1);
            } else if (accept('-')) {
                product();
                emit({Formula::Op::Subtract, 0, 0}, -1);
            } else {
                return;
            }
        }
    }

    void product()
    {
        unary();
        for (;;) {
            skipSpace();
            if (accept('*')) {
                unary();
                emit({Formula::Op::Multiply, 0, 0}, -1);
            } else if (accept('/')) {
                unary();
                emit({Formula::Op::Divide, 0, 0}, -1);
            } else {
                return;
            }
        }
    }

    void unary()
    {
        // Every nesting (parentheses, signs, powers) passes here: a limit
        // keeps 30,000 parentheses from overflowing the stack.
        if (++m_nesting > kMaxNesting)
            fail("the formula nests more than " + std::to_string(kMaxNesting) +
                 " levels deep (parentheses, signs and powers)");
        struct Leave {
            int& nesting;
            ~Leave() { --nesting; }
        } leave{m_nesting};
        skipSpace();
        if (accept('-')) {
            unary();
            emit({Formula::Op::Negate, 0, 0}, 0);
        } else if (accept('+')) {
            unary();
        } else {
            power();
        }
    }

    void power()
    {
        primary();
        skipSpace();
        if (accept('^')) {
            unary();
            emit({Formula::Op::Power, 0, 0}, -1);
        }
    }

    void primary()
    {
        skipSpace();
        if (atEnd())
            fail("the formula ends too early; expected a number, a variable or '('");
        const char c = m_text[m_pos];
        if (accept('(')) {
            sum();
            expect(')');
        } else if (isDigit(c) || c == '.') {
            number();
        } else if (isNameStart(c)) {
            name();
        } else {
            fail("unexpected " + shown(c) + "; expected a number, a variable or '('");
        }
    }

    void number()
    {
        const std::size_t start = m_pos;
        while (!atEnd() && (isDigit(m_text[m_pos]) || m_text[m_pos] == '.'))
            ++m_pos;
        // An exponent: 1e6, 2.5E-3.
        if (!atEnd() && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
            ++m_pos;
            if (!atEnd() && (m_text[m_pos] == '+' || m_text[m_pos] == '-'))
                ++m_pos;
            while (!atEnd() && isDigit(m_text[m_pos]))
                ++m_pos;
        }
        double value = 0;
        const char* first = m_text.data() + start;
        const char* last = m_text.data() + m_pos;
        const auto [end, error] = std::from_chars(first, last, value);
        if (error != std::errc() || end != last) {
            m_pos = start;
            fail("'" + std::string(first, last) + "' is not a number");
        }
        emit({Formula::Op::Number, value, 0}, 1);
    }

    void name()
    {
        const std::size_t start = m_pos;
        while (!atEnd() && isNameChar(m_text[m_pos]))
            ++m_pos;
        const std::string_view word(m_text.data() + start, m_pos - start);
        skipSpace();
        if (!atEnd() && m_text[m_pos] == '(') {
            call(word, start);
            return;
        }
        for (std::size_t i = 0; i < m_variables.size(); ++i) {
            if (m_variables[i] == word) {
                emit({Formula::Op::Variable, 0, i}, 1);
                return;
            }
        }
        m_pos = start;
        std::string known;
        for (const std::string& variable : m_variables)
            known += (known.empty() ? "" : ", ") + variable;
        fail("unknown variable '" + std::string(word) + "'; the variables are " + known);
    }

    void call(std::string_view word, std::size_t start)
    {
        const FunctionName* function = nullptr;
        for (const FunctionName& candidate : kFunctions) {
            if (candidate.name == word)
                function = &candidate;
        }
        if (function == nullptr) {
            m_pos = start;
            fail("unknown function '" + std::string(word)
                 + "'; the functions are min, max, abs, sqrt, log, exp");
        }
        expect('(');
        std::size_t arguments = 1;
        sum();
        skipSpace();
        while (accept(',')) {
            sum();
            ++arguments;
            skipSpace();
        }
        const std::size_t closing = m_pos;
        expect(')');
        if (function->variadic && arguments < kMinimumVariadicArguments) {
            m_pos = closing;
            fail(std::string(word) + "() needs at least two arguments");
        }
        if (!function->variadic && arguments != 1) {
            m_pos = closing;
            fail(std::string(word) + "() takes exactly one argument");
        }
        const int consumed = function->variadic ? 1 - static_cast<int>(arguments) : 0;
        emit({function->op, 0, function->variadic ? arguments : 0}, consumed);
    }

    void expect(char c)
    {
        skipSpace();
        if (!accept(c)) {
            if (atEnd())
                fail(std::string("the formula ends too early; expected '") + c + "'");
            fail(std::string("expected '") + c + "', found " + shown(m_text[m_pos]));
        }
    }

    bool accept(char c)
    {
        if (atEnd() || m_text[m_pos] != c)
            return false;
        ++m_pos;
        return true;
    }

    void skipSpace()
    {
        while (!atEnd() && std::isspace(static_cast<unsigned char>(m_text[m_pos])) != 0)
            ++m_pos;
    }

    [[nodiscard]] bool atEnd() const { return m_pos >= m_text.size(); }

    // `depthChange`: how the instruction changes the evaluation stack.
    void emit(Formula::Instruction instruction, int depthChange)
    {
        m_program.push_back(instruction);
        m_depth += depthChange;
        if (m_depth > 0 && static_cast<std::size_t>(m_depth) > m_maxDepth)
            m_maxDepth = static_cast<std::size_t>(m_depth);
    }

    [[noreturn]] void fail(const std::string& problem) const
    {
        throw FormulaError(m_text, m_pos + 1, problem);
    }

    const std::string& m_text;
    std::span<const std::string> m_variables;
    std::size_t m_pos = 0;
    std::vector<Formula::Instruction> m_program;
    int m_depth = 0;
    int m_nesting = 0;  // unary() calls open now
    std::size_t m_maxDepth = 0;
};

}  // namespace

FormulaParser::FormulaParser(std::span<const std::string> variables) : m_variables(variables) {}

Formula FormulaParser::parse(const std::string& text) const
{
    return ParseRun(text, m_variables).run();
}

}  // namespace schedlab
