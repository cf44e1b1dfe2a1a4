#pragma once

#include "parameters/ParameterSpec.h"
#include "parameters/ParameterSchema.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace schedlab {

// Text conversions between a parameter schema and its editors. Values are
// read by the core's ParameterParsing, the same code that checks every run,
// so what the form accepts the core accepts, and what the form writes the
// core reads back unchanged.
class ParameterText {
    Q_DECLARE_TR_FUNCTIONS(ParameterText)

public:
    static constexpr int kMinRealDecimals = 1;   // a real always shows it is one
    static constexpr int kMaxRealDecimals = 6;

    // Rounded to `decimals`, then the shortest text that reads back the same
    // ("2.5", "0.1", "16"), never with a locale's decimal comma.
    [[nodiscard]] static std::string formatReal(double value, int decimals);

    // Decimals for a real's spin box: enough for its range, its limits and
    // its default, within [kMinRealDecimals, kMaxRealDecimals].
    [[nodiscard]] static int decimalsFor(const ParameterSpec& spec);
    // About a hundredth of the range, rounded to 1, 2 or 5 times a power of ten.
    [[nodiscard]] static double stepFor(const ParameterSpec& spec);

    // "Range: 1.1 to 16", "Choices: fcfs, sjf"; empty for a boolean.
    [[nodiscard]] static QString rangeText(const ParameterSpec& spec);
    // "a whole number between 1 and 10", for messages.
    [[nodiscard]] static QString expectedText(const ParameterSpec& spec);
    // The default as the core normalises it (its own text if the core rejects it).
    [[nodiscard]] static std::string normalisedDefault(const ParameterSpec& spec);
    // The core's complaint about these values, empty if it accepts them.
    [[nodiscard]] static QString coreProblem(const ParameterSchema& info, const ParameterValues& values);
};

}  // namespace schedlab
