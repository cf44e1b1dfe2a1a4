#include "forms/ParameterForm.h"

#include "economic/FormulaError.h"
#include "forms/CatalogueText.h"
#include "forms/ParameterText.h"
#include "parameters/ParameterParsing.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>
#include <exception>

namespace schedlab {

namespace {

const QColor kErrorColor(0xc6, 0x28, 0x28);
const QColor kReferenceColor(0x6b, 0x72, 0x79);

int clampToInt(double value)
{
    return int(std::clamp(std::round(value), double(INT_MIN), double(INT_MAX)));
}

}  // namespace

struct ParameterForm::Private {
    struct Field {
        ParameterSpec spec;
        QWidget* editor = nullptr;
        QLabel* label = nullptr;
    };

    ParameterSchema info;
    bool usesEstimates = false;  // a policy that reads the users' estimates says so
    QLabel* description = nullptr;
    QWidget* fieldsHost = nullptr;
    QFormLayout* form = nullptr;
    QLabel* emptyLabel = nullptr;
    QLabel* problemLabel = nullptr;
    QPushButton* resetButton = nullptr;
    std::vector<Field> fields;
    bool applying = false;    // bulk changes emit valuesChanged once, at the end
    bool lastValid = true;
};

ParameterForm::ParameterForm(QWidget* parent) : QWidget(parent), d(std::make_unique<Private>())
{
    auto* layout = new QVBoxLayout(this);
    d->description = new QLabel(this);
    d->description->setObjectName(QStringLiteral("description"));
    d->description->setTextFormat(Qt::RichText);
    d->description->setWordWrap(true);
    d->description->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(d->description);

    d->fieldsHost = new QWidget(this);
    d->form = new QFormLayout(d->fieldsHost);
    d->form->setContentsMargins(0, 0, 0, 0);
    d->form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    layout->addWidget(d->fieldsHost);

    d->emptyLabel = new QLabel(tr("This policy has no parameters."), this);
    d->emptyLabel->setObjectName(QStringLiteral("noParameters"));
    QPalette muted = d->emptyLabel->palette();
    muted.setColor(QPalette::WindowText, kReferenceColor);
    d->emptyLabel->setPalette(muted);
    layout->addWidget(d->emptyLabel);

    d->problemLabel = new QLabel(this);
    d->problemLabel->setObjectName(QStringLiteral("problems"));
    d->problemLabel->setWordWrap(true);
    QPalette error = d->problemLabel->palette();
    error.setColor(QPalette::WindowText, kErrorColor);
    d->problemLabel->setPalette(error);
    d->problemLabel->hide();
    layout->addWidget(d->problemLabel);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    d->resetButton = new QPushButton(tr("Reset to defaults"), this);
    d->resetButton->setObjectName(QStringLiteral("resetToDefaults"));
    d->resetButton->setToolTip(tr("Set every parameter back to the policy's default"));
    connect(d->resetButton, &QPushButton::clicked, this, &ParameterForm::resetToDefaults);
    buttons->addWidget(d->resetButton);
    layout->addLayout(buttons);
    layout->addStretch();

    rebuild();
}

ParameterForm::~ParameterForm() = default;

void ParameterForm::setPolicy(const PolicyInfo& info)
{
    setSchema(info, info.needsEstimates);
}

void ParameterForm::setSchema(const ParameterSchema& schema, bool usesEstimates)
{
    d->info = schema;
    d->usesEstimates = usesEstimates;
    rebuild();
}

void ParameterForm::rebuild()
{
    const ParameterSchema& info = d->info;
    QString html;
    if (!info.title.empty())
        html += QStringLiteral("<p><b>%1</b></p>").arg(CatalogueText::of(info.title).toHtmlEscaped());
    if (!info.description.empty())
        html += QStringLiteral("<p>%1</p>").arg(CatalogueText::of(info.description).toHtmlEscaped());
    if (d->usesEstimates)
        html += QStringLiteral("<p>%1</p>").arg(tr("Uses the users' run-time estimates.").toHtmlEscaped());
    if (!info.reference.empty())
        html += QStringLiteral("<p style=\"color:%1\"><i>%2</i></p>")
                    .arg(kReferenceColor.name(),
                         tr("Source: %1").arg(CatalogueText::of(info.reference)).toHtmlEscaped());
    d->description->setText(html);
    d->description->setVisible(!html.isEmpty());

    while (d->form->rowCount() > 0)
        d->form->removeRow(0);  // deletes the labels and editors
    d->fields.clear();
    for (const ParameterSpec& spec : info.parameters) {
        Private::Field field;
        field.spec = spec;
        field.editor = createEditor(spec);
        const QString labelText = spec.label.empty() ? QString::fromStdString(spec.name) : CatalogueText::of(spec.label);
        field.label = new QLabel(labelText + QLatin1Char(':'), d->fieldsHost);
        field.label->setBuddy(field.editor);
        QString tip = CatalogueText::of(spec.help);
        const QString range = ParameterText::rangeText(spec);
        if (!range.isEmpty())
            tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) + range;
        tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) +
               tr("Default: %1").arg(QString::fromStdString(spec.defaultValue));
        field.editor->setToolTip(tip);
        field.label->setToolTip(tip);
        d->form->addRow(field.label, field.editor);
        d->fields.push_back(field);
    }
    const bool none = d->fields.empty();
    d->fieldsHost->setVisible(!none);
    d->emptyLabel->setVisible(none);
    d->resetButton->setVisible(!none);

    d->applying = true;
    for (int i = 0; i < int(d->fields.size()); ++i)
        applyValue(i, d->fields[std::size_t(i)].spec.defaultValue);
    d->applying = false;
    d->lastValid = isValid();
    updateState();
}

QWidget* ParameterForm::createEditor(const ParameterSpec& spec)
{
    QWidget* editor = nullptr;
    const QString unit = QString::fromStdString(spec.unit);
    const QString suffix = unit.isEmpty() ? QString() : QLatin1Char(' ') + unit;
    switch (spec.type) {
    case ParameterSpec::Type::Integer: {
        auto* spin = new QSpinBox(d->fieldsHost);
        spin->setRange(clampToInt(std::ceil(spec.minimum)), clampToInt(std::floor(spec.maximum)));
        spin->setSuffix(suffix);
        spin->setAccelerated(true);
        connect(spin, &QSpinBox::valueChanged, this, &ParameterForm::onEditorChanged);
        // The spin box only signals acceptable text; its line edit reports
        // every keystroke, so that a bad entry is flagged as it is typed.
        connect(spin->findChild<QLineEdit*>(), &QLineEdit::textChanged, this, &ParameterForm::updateState);
        editor = spin;
        break;
    }
    case ParameterSpec::Type::Real: {
        auto* spin = new QDoubleSpinBox(d->fieldsHost);
        // Decimals first: setRange and setValue round to them.
        spin->setDecimals(ParameterText::decimalsFor(spec));
        spin->setRange(spec.minimum, spec.maximum);
        spin->setSingleStep(ParameterText::stepFor(spec));
        spin->setSuffix(suffix);
        spin->setAccelerated(true);
        connect(spin, &QDoubleSpinBox::valueChanged, this, &ParameterForm::onEditorChanged);
        connect(spin->findChild<QLineEdit*>(), &QLineEdit::textChanged, this, &ParameterForm::updateState);
        editor = spin;
        break;
    }
    case ParameterSpec::Type::Boolean: {
        auto* check = new QCheckBox(d->fieldsHost);
        connect(check, &QCheckBox::toggled, this, &ParameterForm::onEditorChanged);
        editor = check;
        break;
    }
    case ParameterSpec::Type::Choice: {
        auto* combo = new QComboBox(d->fieldsHost);
        for (const std::string& choice : spec.choices)
            combo->addItem(QString::fromStdString(choice), QString::fromStdString(choice));
        connect(combo, &QComboBox::currentIndexChanged, this, &ParameterForm::onEditorChanged);
        editor = combo;
        break;
    }
    case ParameterSpec::Type::Text: {
        auto* line = new QLineEdit(d->fieldsHost);
        connect(line, &QLineEdit::textChanged, this, &ParameterForm::onEditorChanged);
        editor = line;
        break;
    }
    }
    editor->setObjectName(QString::fromStdString(spec.name));
    return editor;
}

bool ParameterForm::applyValue(int field, const std::string& text)
{
    const Private::Field& f = d->fields[std::size_t(field)];
    switch (f.spec.type) {
    case ParameterSpec::Type::Integer: {
        const auto value = ParameterParsing::parseInteger(text);
        if (!value)
            return false;
        static_cast<QSpinBox*>(f.editor)->setValue(clampToInt(double(*value)));
        return true;
    }
    case ParameterSpec::Type::Real: {
        const auto value = ParameterParsing::parseReal(text);
        if (!value)
            return false;
        static_cast<QDoubleSpinBox*>(f.editor)->setValue(*value);
        return true;
    }
    case ParameterSpec::Type::Boolean: {
        const auto value = ParameterParsing::parseBoolean(text);
        if (!value)
            return false;
        static_cast<QCheckBox*>(f.editor)->setChecked(*value);
        return true;
    }
    case ParameterSpec::Type::Choice: {
        auto* combo = static_cast<QComboBox*>(f.editor);
        const int index = combo->findData(QString::fromStdString(text));
        if (index < 0)
            return false;
        combo->setCurrentIndex(index);
        return true;
    }
    case ParameterSpec::Type::Text:
        static_cast<QLineEdit*>(f.editor)->setText(QString::fromStdString(text));
        return true;
    }
    return false;
}

ParameterValues ParameterForm::values() const
{
    ParameterValues out;
    for (const Private::Field& f : d->fields) {
        std::string text;
        switch (f.spec.type) {
        case ParameterSpec::Type::Integer:
            text = std::to_string(static_cast<QSpinBox*>(f.editor)->value());
            break;
        case ParameterSpec::Type::Real: {
            const auto* spin = static_cast<QDoubleSpinBox*>(f.editor);
            text = ParameterText::formatReal(spin->value(), spin->decimals());
            break;
        }
        case ParameterSpec::Type::Boolean:
            text = static_cast<QCheckBox*>(f.editor)->isChecked() ? "true" : "false";
            break;
        case ParameterSpec::Type::Choice:
            text = static_cast<QComboBox*>(f.editor)->currentData().toString().toStdString();
            break;
        case ParameterSpec::Type::Text:
            text = static_cast<QLineEdit*>(f.editor)->text().toStdString();
            break;
        }
        out[f.spec.name] = text;
    }
    return out;
}

ParameterValues ParameterForm::defaultValues() const
{
    ParameterValues out;
    for (const ParameterSpec& spec : d->info.parameters)
        out[spec.name] = ParameterText::normalisedDefault(spec);
    return out;
}

void ParameterForm::setValues(const ParameterValues& values)
{
    const ParameterValues before = this->values();
    d->applying = true;
    for (int i = 0; i < int(d->fields.size()); ++i) {
        const auto it = values.find(d->fields[std::size_t(i)].spec.name);
        if (it != values.end())
            applyValue(i, it->second);
    }
    d->applying = false;
    updateState();
    if (this->values() != before)
        emit valuesChanged();
}

void ParameterForm::resetToDefaults()
{
    ParameterValues defaults;
    for (const ParameterSpec& spec : d->info.parameters)
        defaults[spec.name] = spec.defaultValue;
    setValues(defaults);
}

bool ParameterForm::isValid() const
{
    return problems().isEmpty();
}

QString ParameterForm::problems() const
{
    QStringList lines;
    for (const Private::Field& f : d->fields) {
        const auto* spin = qobject_cast<const QAbstractSpinBox*>(f.editor);
        if (spin && !spin->hasAcceptableInput())
            lines << tr("%1: enter %2.").arg(f.label->text().chopped(1), ParameterText::expectedText(f.spec));
    }
    if (lines.isEmpty()) {
        // The final word is the core's: the same check a run will make.
        const QString coreProblem = ParameterText::coreProblem(d->info, values());
        if (!coreProblem.isEmpty())
            lines << coreProblem;
    }
    return lines.join(QLatin1Char('\n'));
}

void ParameterForm::onEditorChanged()
{
    if (d->applying)
        return;
    updateState();
    emit valuesChanged();
}

// A text parameter (a formula) is checked as it is typed; when the check
// names a column, the offending character is selected so the user sees
// where the problem is, not just that there is one.
void ParameterForm::flagText(const ParameterSpec& spec, QLineEdit* line)
{
    QPalette palette = line->palette();
    palette.setColor(QPalette::Text, QPalette().color(QPalette::Text));
    line->setToolTip(QString());
    if (spec.check) {
        try {
            spec.check(line->text().toStdString());
        } catch (const FormulaError& error) {
            palette.setColor(QPalette::Text, kErrorColor);
            line->setToolTip(QString::fromStdString(error.what()));
            const int column = static_cast<int>(error.column()) - 1;
            // Not while the user types: a selection there would make the
            // next keystroke overwrite a character. The tooltip and the
            // problem line below still name the column.
            if (!line->hasFocus()) {
                if (column < line->text().size())
                    line->setSelection(column, 1);
                else
                    line->setCursorPosition(column);
            }
        } catch (const std::exception& error) {
            palette.setColor(QPalette::Text, kErrorColor);
            line->setToolTip(QString::fromStdString(error.what()));
        }
    }
    line->setPalette(palette);
}

void ParameterForm::updateState()
{
    if (d->applying)
        return;
    // Flag the editors whose text cannot be taken as it stands.
    for (const Private::Field& f : d->fields) {
        if (auto* spin = qobject_cast<QAbstractSpinBox*>(f.editor)) {
            QPalette palette = spin->palette();
            palette.setColor(QPalette::Text, spin->hasAcceptableInput() ? QPalette().color(QPalette::Text)
                                                                        : kErrorColor);
            spin->setPalette(palette);
        } else if (auto* line = qobject_cast<QLineEdit*>(f.editor)) {
            flagText(f.spec, line);
        }
    }
    const QString problemText = problems();
    d->problemLabel->setText(problemText);
    d->problemLabel->setVisible(!problemText.isEmpty());
    d->resetButton->setEnabled(values() != defaultValues());
    const bool valid = problemText.isEmpty();
    if (valid != d->lastValid) {
        d->lastValid = valid;
        emit validityChanged(valid);
    }
}

}  // namespace schedlab
