#pragma once

#include "parameters/ParameterSpec.h"

#include <QString>
#include <QStringList>
#include <map>
#include <string>

namespace schedlab {

class SweepSpec;

// What the sweep dialog's form says, and its translation to and from the
// sweep spec JSON that `schedlab-cli sweep` reads. The dialog never builds
// runs itself: it writes this JSON and lets SweepSpec parse and expand it,
// so the GUI and the CLI cannot disagree about what a sweep is.
struct SweepChoices {
    enum class Estimates { AsRecorded, Exact, Both };
    enum class ValueMode { Range, List };

    QStringList traces; // absolute paths
    // Transform sets: the trace as loaded, each calendar month, and the
    // Trace panel's other transforms as a set of their own; each set once
    // per estimate variant, with drop-wider first when asked for.
    bool asLoaded = true;
    bool eachMonth = false;
    bool useOtherTransforms = false;
    QStringList otherTransforms; // canonical specs, without drop-wider and exact-estimates
    Estimates estimates = Estimates::AsRecorded;
    bool dropWider = false;
    QStringList platforms; // preset names, "single:N" or JSON files
    QStringList policies; // registry keys, in the order run
    // Fixed values per policy (the workbench's), written as one-value lists.
    std::map<std::string, ParameterValues> fixedParameters;
    QString sweptParameter; // empty: no parameter is swept
    ValueMode valueMode = ValueMode::Range;
    double from = 0;
    double to = 0;
    double step = 1;
    QString valueList; // "1.5, 2, 3"
    QString seeds = QStringLiteral("0"); // "0, 1, 2"
    QString group;
    bool validate = false;

    // The spec text, indented. Values the user typed that are not numbers
    // are written as strings, so SweepSpec reports them with its JSON path.
    [[nodiscard]] QString toJson() const;

    // The form's reading of a parsed spec. Some specs say more than the form
    // can show (two swept parameters, a month with other transforms); the
    // caller compares toJson() parsed back with the original to find out.
    [[nodiscard]] static SweepChoices fromSpec(const SweepSpec& spec);

    // "0, 1, 2" -> the items, split at commas and white space.
    [[nodiscard]] static QStringList listItems(const QString& text);

    static constexpr const char* kDropWider = "drop-wider";
    static constexpr const char* kExactEstimates = "exact-estimates";
};

} // namespace schedlab
