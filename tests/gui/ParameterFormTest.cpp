// ParameterForm: one editor per parameter type, defaults, set/get in the
// core's text form, reset, validity while typing, and signals.

#include "forms/ParameterForm.h"

#include "economic/EconomicPolicy.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using schedlab::ParameterForm;
using schedlab::ParameterSpec;
using schedlab::Parameters;
using schedlab::ParameterValues;
using schedlab::PolicyInfo;

namespace {

PolicyInfo allTypes()
{
    PolicyInfo info;
    info.name = "test-policy";
    info.title = "Test policy";
    info.description = "Starts jobs <carefully> & quickly.";
    info.reference = "Yahyapour (2002), ch. 9";
    info.needsEstimates = true;
    info.parameters = {
        {"depth", "Lookahead depth", ParameterSpec::Type::Integer, 1, 10, "3", {}, "jobs",
         "How many waiting jobs to look at."},
        {"gamma", "Bin ratio γ", ParameterSpec::Type::Real, 1.1, 16, "2", {}, "", "Ratio between bins."},
        {"strict", "Strict order", ParameterSpec::Type::Boolean, 0, 0, "true", {}, "", "Never reorder."},
        {"order", "Queue order", ParameterSpec::Type::Choice, 0, 0, "fcfs", {"fcfs", "sjf", "ljf"}, "",
         "Order of the waiting queue."},
    };
    return info;
}

const ParameterValues kDefaults = {{"depth", "3"}, {"gamma", "2"}, {"strict", "true"}, {"order", "fcfs"}};

}  // namespace

class ParameterFormTest : public QObject {
    Q_OBJECT

private slots:
    void editorsFollowTheSchema()
    {
        ParameterForm form;
        form.setPolicy(allTypes());

        auto* depth = form.findChild<QSpinBox*>("depth");
        QVERIFY(depth);
        QCOMPARE(depth->minimum(), 1);
        QCOMPARE(depth->maximum(), 10);
        QCOMPARE(depth->value(), 3);
        QCOMPARE(depth->suffix(), QStringLiteral(" jobs"));
        QCOMPARE(depth->toolTip(),
                 QStringLiteral("How many waiting jobs to look at.\nRange: 1 to 10 jobs\nDefault: 3"));

        auto* gamma = form.findChild<QDoubleSpinBox*>("gamma");
        QVERIFY(gamma);
        QCOMPARE(gamma->minimum(), 1.1);
        QCOMPARE(gamma->maximum(), 16.0);
        QCOMPARE(gamma->decimals(), 1);   // range 14.9: steps of 0.2
        QCOMPARE(gamma->singleStep(), 0.2);
        QCOMPARE(gamma->value(), 2.0);

        auto* strict = form.findChild<QCheckBox*>("strict");
        QVERIFY(strict);
        QVERIFY(strict->isChecked());

        auto* order = form.findChild<QComboBox*>("order");
        QVERIFY(order);
        QCOMPARE(order->count(), 3);
        QCOMPARE(order->currentText(), QStringLiteral("fcfs"));
        QCOMPARE(order->toolTip(), QStringLiteral("Order of the waiting queue.\nChoices: fcfs, sjf, ljf\nDefault: fcfs"));

        const auto* description = form.findChild<QLabel*>("description");
        QVERIFY(description->text().contains("Starts jobs &lt;carefully&gt; &amp; quickly."));
        QVERIFY(description->text().contains("<b>Test policy</b>"));
        QVERIFY(description->wordWrap());
        QVERIFY(form.findChild<QLabel*>("noParameters")->isHidden());
    }

    void defaultsAreWhatTheCoreAccepts()
    {
        ParameterForm form;
        form.setPolicy(allTypes());
        QCOMPARE(form.values(), kDefaults);
        QCOMPARE(form.defaultValues(), kDefaults);
        QVERIFY(form.isValid());
        QVERIFY(form.problems().isEmpty());
        // The core normalises nothing away: values() is already its form.
        QCOMPARE(Parameters("test-policy", allTypes().parameters, form.values()).values(), kDefaults);
        QVERIFY(!form.findChild<QPushButton*>("resetToDefaults")->isEnabled());
    }

    void setValuesAndReadThemBack()
    {
        ParameterForm form;
        form.setPolicy(allTypes());
        QSignalSpy changed(&form, &ParameterForm::valuesChanged);
        form.setValues({{"depth", "7"}, {"gamma", "2.5"}, {"strict", "false"}, {"order", "sjf"}, {"nope", "1"}});
        QCOMPARE(changed.count(), 1);  // one signal for the whole batch
        const ParameterValues expected = {{"depth", "7"}, {"gamma", "2.5"}, {"strict", "false"}, {"order", "sjf"}};
        QCOMPARE(form.values(), expected);
        QCOMPARE(Parameters("test-policy", allTypes().parameters, form.values()).values(), expected);
        QVERIFY(form.findChild<QPushButton*>("resetToDefaults")->isEnabled());

        form.setValues(expected);  // nothing changes: no signal
        QCOMPARE(changed.count(), 1);

        // Text the core would reject is ignored, field by field.
        form.setValues({{"depth", "abc"}, {"gamma", "1.5"}, {"strict", "maybe"}, {"order", "random"}});
        QCOMPARE(changed.count(), 2);
        QCOMPARE(form.values(), ParameterValues({{"depth", "7"}, {"gamma", "1.5"}, {"strict", "false"}, {"order", "sjf"}}));

        // "true"/"1"/"yes"/"on" are booleans to the core, and so here.
        form.setValues({{"strict", "on"}});
        QCOMPARE(form.values().at("strict"), std::string("true"));
    }

    void editsEmitValuesChanged()
    {
        ParameterForm form;
        form.setPolicy(allTypes());
        QSignalSpy changed(&form, &ParameterForm::valuesChanged);
        form.findChild<QSpinBox*>("depth")->setValue(5);
        QCOMPARE(changed.count(), 1);
        form.findChild<QDoubleSpinBox*>("gamma")->setValue(3.7);
        QCOMPARE(changed.count(), 2);
        form.findChild<QCheckBox*>("strict")->setChecked(false);
        QCOMPARE(changed.count(), 3);
        form.findChild<QComboBox*>("order")->setCurrentIndex(2);
        QCOMPARE(changed.count(), 4);
        QCOMPARE(form.values(),
                 ParameterValues({{"depth", "5"}, {"gamma", "3.7"}, {"strict", "false"}, {"order", "ljf"}}));
    }

    void resetRestoresDefaults()
    {
        ParameterForm form;
        form.setPolicy(allTypes());
        form.setValues({{"depth", "9"}, {"order", "ljf"}});
        QSignalSpy changed(&form, &ParameterForm::valuesChanged);
        auto* reset = form.findChild<QPushButton*>("resetToDefaults");
        QCOMPARE(reset->text(), QStringLiteral("Reset to defaults"));
        QTest::mouseClick(reset, Qt::LeftButton);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(form.values(), kDefaults);
        QVERIFY(!reset->isEnabled());
        form.resetToDefaults();  // already there: no signal
        QCOMPARE(changed.count(), 1);
    }

    void invalidTextIsFlaggedAsTyped()
    {
        ParameterForm form;
        form.setPolicy(allTypes());
        form.show();
        QSignalSpy validity(&form, &ParameterForm::validityChanged);
        auto* gamma = form.findChild<QDoubleSpinBox*>("gamma");
        auto* edit = gamma->findChild<QLineEdit*>();
        QVERIFY(edit);
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QVERIFY(!form.isValid());
        QCOMPARE(form.problems(), QStringLiteral("Bin ratio γ: enter a number between 1.1 and 16."));
        QVERIFY(!form.findChild<QLabel*>("problems")->isHidden());
        QCOMPARE(validity.count(), 1);
        QCOMPARE(validity.at(0).at(0).toBool(), false);

        QTest::keyClicks(edit, "4");
        QVERIFY(form.isValid());
        QCOMPARE(validity.count(), 2);
        QCOMPARE(validity.at(1).at(0).toBool(), true);
        QCOMPARE(form.values().at("gamma"), std::string("4"));
        QVERIFY(form.findChild<QLabel*>("problems")->isHidden());
    }

    // A formula parameter (the economic policy's user function) points at
    // the offending character as it is typed.
    void formulaErrorIsSelectedWhereItOccurs()
    {
        ParameterForm form;
        form.setPolicy(schedlab::EconomicPolicy::info());
        auto* user = form.findChild<QLineEdit*>("user");
        QVERIFY(user);
        QCOMPARE(user->text(), QStringLiteral("UF3"));
        QVERIFY(form.isValid());
        user->setText(QStringLiteral("-(start + * cost)"));
        QVERIFY(!form.isValid());
        QVERIFY(form.problems().contains(QStringLiteral("column 11: unexpected '*'")));
        QCOMPARE(user->selectionStart(), 10);
        QCOMPARE(user->selectedText(), QStringLiteral("*"));
        QVERIFY(user->toolTip().contains(QStringLiteral("column 11")));
        user->setText(QStringLiteral("-(start + 2 * cost)"));
        QVERIFY(form.isValid());
        QCOMPARE(form.values().at("user"), std::string("-(start + 2 * cost)"));
    }

    void policyWithoutParameters()
    {
        ParameterForm form;
        form.setPolicy(allTypes());
        PolicyInfo easy;
        easy.name = "easy";
        easy.title = "FCFS with EASY backfilling";
        easy.description = "FCFS order, and later jobs may jump ahead.";
        form.setPolicy(easy);
        const auto* none = form.findChild<QLabel*>("noParameters");
        QVERIFY(!none->isHidden());
        QCOMPARE(none->text(), QStringLiteral("This policy has no parameters."));
        QVERIFY(form.findChild<QPushButton*>("resetToDefaults")->isHidden());
        QVERIFY(form.values().empty());
        QVERIFY(form.isValid());
        QVERIFY(!form.findChild<QSpinBox*>("depth"));  // the old editors are gone
    }
};

QTEST_MAIN(ParameterFormTest)
#include "ParameterFormTest.moc"
