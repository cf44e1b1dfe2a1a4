// The one reading of parameter values (core/parameters): what the form, the
// CLI and every run's check accept, and the registry's one normalisation.

#include "engine/SimulationError.h"
#include "parameters/ParameterParsing.h"
#include "parameters/ParameterSpec.h"
#include "policies/PolicyRegistry.h"

#include <QTest>

#include <clocale>

using namespace schedlab;

namespace {

ParameterSpec numberSpec(ParameterSpec::Type type, double minimum, double maximum)
{
    ParameterSpec spec;
    spec.name = "x";
    spec.type = type;
    spec.minimum = minimum;
    spec.maximum = maximum;
    spec.defaultValue = "1";
    return spec;
}

QString normalisedText(const ParameterSpec& spec, const std::string& text)
{
    const auto value = ParameterParsing::normalised(spec, text);
    return value ? QString::fromStdString(*value) : QStringLiteral("<rejected>");
}

}  // namespace

class ParameterParsingTest : public QObject {
    Q_OBJECT

private slots:
    void readsNumbersWithoutLocale()
    {
        QCOMPARE(ParameterParsing::parseReal("2.5"), std::optional<double>(2.5));
        QCOMPARE(ParameterParsing::parseReal("1e3"), std::optional<double>(1000.0));
        QVERIFY(!ParameterParsing::parseReal(" 2"));
        QVERIFY(!ParameterParsing::parseReal("2,5"));
        QVERIFY(!ParameterParsing::parseReal("nan"));
        QVERIFY(!ParameterParsing::parseReal(""));
    }

    void integersHaveNoFraction()
    {
        QCOMPARE(ParameterParsing::parseInteger("16.0"), std::optional<long long>(16));
        QCOMPARE(ParameterParsing::parseInteger("-3"), std::optional<long long>(-3));
        QVERIFY(!ParameterParsing::parseInteger("1.5"));
        // Beyond long long: rejected, not cast (the cast would be undefined).
        QVERIFY(!ParameterParsing::parseInteger("1e30"));
        QVERIFY(!ParameterParsing::parseInteger("9223372036854775808"));
    }

    void booleansHaveFourSpellingsEach()
    {
        for (const char* yes : {"true", "1", "yes", "on"})
            QCOMPARE(ParameterParsing::parseBoolean(yes), std::optional<bool>(true));
        for (const char* no : {"false", "0", "no", "off"})
            QCOMPARE(ParameterParsing::parseBoolean(no), std::optional<bool>(false));
        QVERIFY(!ParameterParsing::parseBoolean("True"));
    }

    void normalisesToCanonicalText()
    {
        const ParameterSpec integer = numberSpec(ParameterSpec::Type::Integer, 1, 10);
        QCOMPARE(normalisedText(integer, "4.0"), QStringLiteral("4"));
        QCOMPARE(normalisedText(integer, "11"), QStringLiteral("<rejected>"));
        QCOMPARE(normalisedText(integer, "1e30"), QStringLiteral("<rejected>"));
        const ParameterSpec real = numberSpec(ParameterSpec::Type::Real, 1.1, 16);
        QCOMPARE(normalisedText(real, "2.50"), QStringLiteral("2.5"));
        QCOMPARE(normalisedText(real, "16"), QStringLiteral("16"));
        // Six significant digits as stored runs always had them, unless that
        // loses the value (1.0123456789 became 1.01235, so two swept values
        // collided).
        QCOMPARE(normalisedText(real, "2.0123456789"), QStringLiteral("2.0123456789"));
        QCOMPARE(normalisedText(real, "2.01234567"), QStringLiteral("2.01234567"));
        QCOMPARE(normalisedText(real, "2.000000"), QStringLiteral("2"));
        QCOMPARE(QString::fromStdString(ParameterParsing::formatNumber(100000)), QStringLiteral("100000"));
        QCOMPARE(QString::fromStdString(ParameterParsing::formatNumber(1e-5)), QStringLiteral("1e-05"));
        QCOMPARE(normalisedText(real, "1"), QStringLiteral("<rejected>"));
        ParameterSpec boolean = numberSpec(ParameterSpec::Type::Boolean, 0, 0);
        QCOMPARE(normalisedText(boolean, "on"), QStringLiteral("true"));
        QCOMPARE(QString::fromStdString(ParameterParsing::expected(integer)),
                 QStringLiteral("a whole number between 1 and 10"));
    }

    void typedValuesIgnoreTheCLocale()
    {
        // The workbench sets the C locale from the desktop's; a German one
        // reads "2.5" with strtod as 2. Parameters must not.
        const ParameterSpec real = numberSpec(ParameterSpec::Type::Real, 0, 10);
        const char* previous = std::setlocale(LC_NUMERIC, nullptr);
        const std::string saved = previous != nullptr ? previous : "C";
        const bool german = std::setlocale(LC_NUMERIC, "de_DE.UTF-8") != nullptr;
        const Parameters parameters("demo", {real}, {{"x", "2.5"}});
        const double value = parameters.real("x");
        std::setlocale(LC_NUMERIC, saved.c_str());
        QCOMPARE(value, 2.5);
        if (!german)
            qInfo("de_DE.UTF-8 is not installed here; checked in the C locale only");
    }

    void registryCompletesParametersOnce()
    {
        const PolicyRegistry registry;
        const ParameterValues given = registry.completeParameters("smart-ffia", {{"gamma", "2.0"}});
        QCOMPARE(given.at("gamma"), std::string("2"));
        // Listing the default is the same as not listing it.
        QCOMPARE(given, registry.completeParameters("smart-ffia", {}));
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, (void)registry.completeParameters("no-such", {}));
    }
};

QTEST_APPLESS_MAIN(ParameterParsingTest)
#include "ParameterParsingTest.moc"
