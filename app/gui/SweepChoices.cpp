#include "SweepChoices.h"

#include "sweep/SweepSpec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <algorithm>

namespace schedlab {

namespace {

// A typed number stays a JSON number; anything else goes through as text
// for SweepSpec to reject with a precise message.
QJsonValue numberOrText(const QString& item)
{
    bool isNumber = false;
    const double value = item.toDouble(&isNumber);
    return isNumber ? QJsonValue(value) : QJsonValue(item);
}

QJsonValue seedOrText(const QString& item)
{
    bool isSeed = false;
    const qulonglong value = item.toULongLong(&isSeed);
    // JSON numbers are doubles in QJson: a seed beyond 2^53 would change.
    constexpr qulonglong kLargestExactDouble = 1ULL << 53;
    return isSeed && value <= kLargestExactDouble ? QJsonValue(static_cast<double>(value))
                                                  : QJsonValue(item);
}

QJsonArray textArray(const QStringList& items)
{
    QJsonArray array;
    for (const QString& item : items)
        array.append(item);
    return array;
}

} // namespace

QStringList SweepChoices::listItems(const QString& text)
{
    static const QRegularExpression kSeparators(QStringLiteral("[,;\\s]+"));
    return text.split(kSeparators, Qt::SkipEmptyParts);
}

QString SweepChoices::toJson() const
{
    QJsonObject root;
    root.insert(QStringLiteral("group"), group);
    root.insert(QStringLiteral("traces"), textArray(traces));

    // Each base set, then its estimate variants: the order the runs expand in.
    std::vector<std::pair<bool, QStringList>> bases; // (each month, transforms)
    if (asLoaded)
        bases.emplace_back(false, QStringList());
    if (useOtherTransforms && !otherTransforms.isEmpty())
        bases.emplace_back(false, otherTransforms);
    if (eachMonth)
        bases.emplace_back(true, QStringList());
    QJsonArray sets;
    for (const auto& [month, transforms] : bases) {
        std::vector<bool> exactVariants;
        if (estimates != Estimates::Exact)
            exactVariants.push_back(false);
        if (estimates != Estimates::AsRecorded)
            exactVariants.push_back(true);
        for (const bool exact : exactVariants) {
            // The Trace panel's order: extractions, drop-wider, exact estimates, the rest.
            QStringList list;
            if (dropWider)
                list << QString::fromLatin1(kDropWider);
            if (exact)
                list << QString::fromLatin1(kExactEstimates);
            list << transforms;
            if (month) {
                QJsonObject generator { { QStringLiteral("each-month"), true } };
                if (!list.isEmpty())
                    generator.insert(QStringLiteral("with"), textArray(list));
                sets.append(generator);
            } else {
                sets.append(textArray(list));
            }
        }
    }
    root.insert(QStringLiteral("transforms"), sets);
    root.insert(QStringLiteral("platforms"), textArray(platforms));

    QJsonArray policyArray;
    for (const QString& policy : policies) {
        QJsonObject fixed;
        if (const auto it = fixedParameters.find(policy.toStdString());
            it != fixedParameters.end()) {
            for (const auto& [name, value] : it->second) {
                // The swept parameter's own values win over the workbench's one.
                if (QString::fromStdString(name) != sweptParameter)
                    fixed.insert(QString::fromStdString(name),
                        QJsonArray { numberOrText(QString::fromStdString(value)) });
            }
        }
        if (fixed.isEmpty())
            policyArray.append(policy);
        else
            policyArray.append(QJsonObject {
                { QStringLiteral("policy"), policy }, { QStringLiteral("parameters"), fixed } });
    }
    root.insert(QStringLiteral("policies"), policyArray);

    if (!sweptParameter.isEmpty()) {
        QJsonValue values;
        if (valueMode == ValueMode::Range) {
            values = QJsonObject { { QStringLiteral("from"), from }, { QStringLiteral("to"), to },
                { QStringLiteral("step"), step } };
        } else {
            QJsonArray list;
            for (const QString& item : listItems(valueList))
                list.append(numberOrText(item));
            values = list;
        }
        root.insert(QStringLiteral("parameters"), QJsonObject { { sweptParameter, values } });
    }

    QJsonArray seedArray;
    for (const QString& item : listItems(seeds))
        seedArray.append(seedOrText(item));
    root.insert(QStringLiteral("seeds"), seedArray);
    if (validate)
        root.insert(QStringLiteral("validate"), true);
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
}

SweepChoices SweepChoices::fromSpec(const SweepSpec& spec)
{
    SweepChoices choices;
    choices.group = QString::fromStdString(spec.group());
    choices.validate = spec.validate();
    for (const std::string& trace : spec.traces())
        choices.traces << QString::fromStdString(trace);
    for (const std::string& platform : spec.platforms())
        choices.platforms << QString::fromStdString(platform);

    choices.asLoaded = false;
    bool plain = false;
    bool exact = false;
    for (const SweepTransformSet& set : spec.transformSets()) {
        QStringList rest;
        bool setExact = false;
        for (const std::string& transform : set.transforms) {
            if (transform == kDropWider)
                choices.dropWider = true;
            else if (transform == kExactEstimates)
                setExact = true;
            else
                rest << QString::fromStdString(transform);
        }
        (setExact ? exact : plain) = true;
        if (set.eachMonth) {
            choices.eachMonth = true;
        } else if (rest.isEmpty()) {
            choices.asLoaded = true;
        } else {
            choices.useOtherTransforms = true;
            choices.otherTransforms = rest;
        }
    }
    choices.estimates
        = exact && plain ? Estimates::Both : (exact ? Estimates::Exact : Estimates::AsRecorded);

    for (const SweepPolicy& policy : spec.policies()) {
        choices.policies << QString::fromStdString(policy.policy);
        for (const SweepParameter& parameter : policy.parameters) {
            if (parameter.values.size() == 1) {
                choices.fixedParameters[policy.policy][parameter.name] = parameter.values.front();
            } else {
                choices.sweptParameter = QString::fromStdString(parameter.name);
                choices.valueMode = ValueMode::List;
                QStringList values;
                for (const std::string& value : parameter.values)
                    values << QString::fromStdString(value);
                choices.valueList = values.join(QStringLiteral(", "));
            }
        }
    }
    QStringList seeds;
    for (const std::uint64_t seed : spec.seeds())
        seeds << QString::number(seed);
    choices.seeds = seeds.join(QStringLiteral(", "));
    return choices;
}

} // namespace schedlab
