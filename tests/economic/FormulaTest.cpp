#include "economic/FormulaError.h"
#include "economic/FormulaParser.h"

#include <QTest>

#include <array>
#include <cmath>
#include <string>

using namespace schedlab;

namespace {

const std::array<std::string, 3> kVariables = {"start", "cost", "nodes"};

double evaluate(const std::string& text, double start, double cost, double nodes)
{
    const std::array<double, 3> values = {start, cost, nodes};
    return FormulaParser(kVariables).parse(text).evaluate(values);
}

}  // namespace

class FormulaTest : public QObject {
    Q_OBJECT

private slots:
    void evaluatesWithPrecedence_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("expected");
        // start = 10, cost = 4, nodes = 2 in every row.
        QTest::newRow("UF3") << "-(start + cost)" << -14.0;
        QTest::newRow("UF4") << "-(start + 2 * cost)" << -18.0;
        QTest::newRow("UF5") << "-(2*start+cost)" << -24.0;
        QTest::newRow("left to right") << "start - cost - nodes" << 4.0;
        QTest::newRow("division") << "start / cost / nodes" << 1.25;
        QTest::newRow("product first") << "start + cost * nodes" << 18.0;
        QTest::newRow("power right assoc") << "nodes ^ 3 ^ 2" << 512.0;
        QTest::newRow("minus binds looser than power") << "-nodes ^ 2" << -4.0;
        QTest::newRow("power of negative") << "(-nodes) ^ 2" << 4.0;
        QTest::newRow("functions") << "max(start, cost * 3, nodes) + min(1, 2) + abs(-3)" << 16.0;
        QTest::newRow("sqrt log exp") << "sqrt(cost) + log(exp(nodes))" << 4.0;
        QTest::newRow("exponent literal") << "1.5e1 + 2E-1" << 15.2;
        QTest::newRow("unary plus") << "+start" << 10.0;
        QTest::newRow("spaces") << "  start\t*  2 " << 20.0;
    }

    void evaluatesWithPrecedence()
    {
        QFETCH(QString, text);
        QFETCH(double, expected);
        QCOMPARE(evaluate(text.toStdString(), 10, 4, 2), expected);
    }

    void reportsTheColumnOfAnError_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("problem");
        QTest::newRow("double operator") << "start + * cost" << 9
                                         << "unexpected '*'; expected a number, a variable or '('";
        QTest::newRow("unknown variable") << "start + price" << 9
                                          << "unknown variable 'price'; the variables are start, cost, nodes";
        QTest::newRow("unclosed") << "(start + cost" << 14
                                  << "the formula ends too early; expected ')'";
        QTest::newRow("trailing") << "start cost" << 7
                                  << "unexpected 'c'; expected an operator or the end";
        QTest::newRow("empty") << "   " << 4 << "the formula is empty";
        QTest::newRow("control character") << "\x01(start)" << 1
                                           << "unexpected character 0x01; expected a number, a variable or '('";
        QTest::newRow("bad number") << "1.2.3" << 1 << "'1.2.3' is not a number";
        QTest::newRow("unknown function") << "floor(start)" << 1
                                          << "unknown function 'floor'; the functions are min, max, abs, sqrt, log, exp";
        QTest::newRow("min arity") << "min(start)" << 10 << "min() needs at least two arguments";
        QTest::newRow("abs arity") << "abs(start, cost)" << 16 << "abs() takes exactly one argument";
    }

    void reportsTheColumnOfAnError()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        QFETCH(QString, problem);
        try {
            (void)FormulaParser(kVariables).parse(text.toStdString());
            QFAIL("the formula parsed");
        } catch (const FormulaError& error) {
            QCOMPARE(static_cast<int>(error.column()), column);
            QCOMPARE(QString::fromStdString(error.problem()), problem);
            const std::string expected = "formula \"" + text.toStdString() + "\": column "
                + std::to_string(column) + ": " + problem.toStdString();
            QCOMPARE(std::string(error.what()), expected);
        }
    }

    // 30,000 nested parentheses overflowed the stack; now a limit, and a
    // message that shows the start of the formula, not all of it.
    void deepNestingIsRefused()
    {
        constexpr int kLevels = 30000;
        const std::string text = std::string(kLevels, '(') + "start" + std::string(kLevels, ')');
        try {
            (void)FormulaParser(kVariables).parse(text);
            QFAIL("the formula parsed");
        } catch (const FormulaError& error) {
            QCOMPARE(static_cast<int>(error.column()), 201);
            QCOMPARE(error.problem(),
                     std::string("the formula nests more than 200 levels deep (parentheses, signs and powers)"));
            QCOMPARE(std::string(error.what()), "formula \"" + std::string(60, '(') + "...\": column 201: " +
                                                    error.problem());
        }
        // 200 levels are fine.
        const std::string deep = std::string(199, '(') + "start" + std::string(199, ')');
        QCOMPARE(evaluate(deep, 2, 0, 0), 2.0);
    }

    void divisionByZeroFollowsIeee()
    {
        QVERIFY(std::isinf(evaluate("start / (nodes - 2)", 10, 4, 2)));
    }
};

QTEST_GUILESS_MAIN(FormulaTest)
#include "FormulaTest.moc"
