// The policy catalogue and typed parameter checking.

#include "engine/SimulationError.h"
#include "parameters/ParameterSpec.h"
#include "policies/PolicyRegistry.h"

#include <QTest>

using namespace schedlab;

namespace {

std::vector<ParameterSpec> sampleSpecs()
{
    ParameterSpec gamma;
    gamma.name = "gamma";
    gamma.type = ParameterSpec::Type::Real;
    gamma.minimum = 1.1;
    gamma.maximum = 16;
    gamma.defaultValue = "2";
    ParameterSpec n;
    n.name = "n";
    n.type = ParameterSpec::Type::Integer;
    n.minimum = 1;
    n.maximum = 20;
    n.defaultValue = "1";
    ParameterSpec scope;
    scope.name = "scope";
    scope.type = ParameterSpec::Type::Choice;
    scope.choices = {"machine", "partition"};
    scope.defaultValue = "machine";
    ParameterSpec flag;
    flag.name = "flag";
    flag.type = ParameterSpec::Type::Boolean;
    flag.defaultValue = "false";
    return {gamma, n, scope, flag};
}

QString errorOf(const ParameterValues& values)
{
    try {
        Parameters parameters("demo", sampleSpecs(), values);
    } catch (const ConfigurationError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

}  // namespace

class PolicyRegistryTest : public QObject {
    Q_OBJECT

private slots:
    void listsTheBaselinePolicies()
    {
        const PolicyRegistry registry;
        QStringList names;
        for (const PolicyInfo& info : registry.policies()) {
            names << QString::fromStdString(info.name);
            QVERIFY(!info.title.empty());
            QVERIFY(info.description.size() > 80);
            QVERIFY(!info.reference.empty());
        }
        // The baseline policies come first, in the order of the spec.
        QCOMPARE(names.mid(0, 4), (QStringList{"fcfs", "easy", "conservative", "garey-graham"}));
        for (const char* family : {"smart-ffia", "smart-nfiw-easy", "psrs-cons", "pfcfs1", "grid-sharing",
                                   "grid-multisite", "economic"})
            QVERIFY2(names.contains(family), family);
        QCOMPARE(names.removeDuplicates(), 0);
        QVERIFY(registry.find("easy")->needsEstimates);
        QVERIFY(!registry.find("fcfs")->needsEstimates);
        QVERIFY(registry.find("nope") == nullptr);
    }

    void unknownPolicyNamesTheKnownOnes()
    {
        const PolicyRegistry registry;
        try {
            (void)registry.create("eazy");
            QFAIL("unknown policy accepted");
        } catch (const ConfigurationError& e) {
            const QString message = QString::fromUtf8(e.what());
            QVERIFY2(message.startsWith("unknown policy 'eazy'; the policies are fcfs, easy, "
                                        "conservative, garey-graham, "),
                     qPrintable(message));
            for (const PolicyInfo& info : registry.policies())
                QVERIFY2(message.contains(QString::fromStdString(info.name)), info.name.c_str());
        }
    }

    void policyWithoutParametersRejectsAny()
    {
        const PolicyRegistry registry;
        try {
            (void)registry.create("easy", {{"depth", "2"}});
            QFAIL("unknown parameter accepted");
        } catch (const ConfigurationError& e) {
            QCOMPARE(QString::fromUtf8(e.what()),
                     QStringLiteral("policy 'easy' has no parameter 'depth'; it takes none"));
        }
    }

    void defaultsAndNormalisation()
    {
        const Parameters p("demo", sampleSpecs(), {{"n", "3"}, {"flag", "yes"}});
        QCOMPARE(p.real("gamma"), 2.0);
        QCOMPARE(p.integer("n"), 3LL);
        QCOMPARE(p.boolean("flag"), true);
        QCOMPARE(QString::fromStdString(p.text("scope")), QStringLiteral("machine"));
    }

    void badValuesAreNamed_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("not a number") << "gamma" << "abc"
            << "policy 'demo': parameter 'gamma' must be a number between 1.1 and 16, got 'abc'";
        QTest::newRow("below range") << "gamma" << "1"
            << "policy 'demo': parameter 'gamma' must be a number between 1.1 and 16, got '1'";
        QTest::newRow("not whole") << "n" << "2.5"
            << "policy 'demo': parameter 'n' must be a whole number between 1 and 20, got '2.5'";
        QTest::newRow("not finite") << "gamma" << "inf"
            << "policy 'demo': parameter 'gamma' must be a number between 1.1 and 16, got 'inf'";
        QTest::newRow("choice") << "scope" << "node"
            << "policy 'demo': parameter 'scope' must be one of machine, partition, got 'node'";
        QTest::newRow("boolean") << "flag" << "maybe"
            << "policy 'demo': parameter 'flag' must be true or false, got 'maybe'";
        QTest::newRow("unknown") << "gama" << "2"
            << "policy 'demo' has no parameter 'gama'; its parameters are gamma, n, scope, flag";
    }
    void badValuesAreNamed()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, message);
        QCOMPARE(errorOf({{key.toStdString(), value.toStdString()}}), message);
    }
};

QTEST_APPLESS_MAIN(PolicyRegistryTest)
#include "PolicyRegistryTest.moc"
