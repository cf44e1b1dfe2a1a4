#include "SweepParameterBox.h"

#include "forms/CatalogueText.h"
#include "forms/ParameterText.h"
#include "policies/PolicyRegistry.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSignalBlocker>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <map>

namespace schedlab {

namespace {

constexpr int kIntegerDecimals = 0;
constexpr double kDefaultRealStep = 0.5;
constexpr int kRangeSteps = 2;  // a new range spans the default and two steps above it

}  // namespace

SweepParameterBox::SweepParameterBox(QWidget* parent) : QGroupBox(tr("Swept parameter"), parent)
{
    auto* layout = new QFormLayout(this);
    m_parameter = new QComboBox(this);
    m_parameter->setObjectName(QStringLiteral("sweepParameter"));
    m_parameter->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    layout->addRow(tr("&Parameter:"), m_parameter);

    m_rangeMode = new QRadioButton(tr("&Range"), this);
    m_listMode = new QRadioButton(tr("&Values"), this);
    m_rangeMode->setChecked(true);
    m_from = new QDoubleSpinBox(this);
    m_to = new QDoubleSpinBox(this);
    m_step = new QDoubleSpinBox(this);
    auto* range = new QHBoxLayout;
    range->addWidget(m_rangeMode);
    range->addWidget(new QLabel(tr("from"), this));
    range->addWidget(m_from, 1);
    range->addWidget(new QLabel(tr("to"), this));
    range->addWidget(m_to, 1);
    range->addWidget(new QLabel(tr("step"), this));
    range->addWidget(m_step, 1);
    layout->addRow(range);
    m_values = new QLineEdit(this);
    m_values->setPlaceholderText(tr("1.5, 2, 3"));
    auto* list = new QHBoxLayout;
    list->addWidget(m_listMode);
    list->addWidget(m_values, 1);
    layout->addRow(list);

    connect(m_parameter, &QComboBox::currentIndexChanged, this, &SweepParameterBox::onParameterChosen);
    for (QRadioButton* mode : {m_rangeMode, m_listMode})
        connect(mode, &QRadioButton::toggled, this, &SweepParameterBox::notifyEdited);
    for (QDoubleSpinBox* box : {m_from, m_to, m_step})
        connect(box, &QDoubleSpinBox::valueChanged, this, &SweepParameterBox::notifyEdited);
    connect(m_values, &QLineEdit::textEdited, this, &SweepParameterBox::notifyEdited);
    // Typing values means the list is meant, not the range.
    connect(m_values, &QLineEdit::textEdited, this, [this] { m_listMode->setChecked(true); });
}

QString SweepParameterBox::parameter() const
{
    return m_parameter->currentData().toString();
}

void SweepParameterBox::setPolicies(const QStringList& policies)
{
    m_policies = policies;
    const QString current = parameter();
    const PolicyRegistry registry;
    QStringList names;
    std::map<QString, QStringList> owners;
    std::map<QString, QString> labels;
    for (const PolicyInfo& info : registry.policies()) {
        if (!policies.contains(QString::fromStdString(info.name)))
            continue;
        for (const ParameterSpec& spec : info.parameters) {
            if (!spec.numeric())
                continue;
            const QString name = QString::fromStdString(spec.name);
            if (!names.contains(name))
                names << name;
            owners[name] << QString::fromStdString(info.name);
            labels.emplace(name, CatalogueText::of(spec.label));
        }
    }
    {
        const QSignalBlocker blocker(m_parameter);
        m_parameter->clear();
        m_parameter->addItem(tr("none (each policy once)"), QString());
        for (const QString& name : names) {
            m_parameter->addItem(tr("%1 — %2").arg(name, labels[name]), name);
            m_parameter->setItemData(m_parameter->count() - 1,
                                     tr("Swept for: %1").arg(owners[name].join(QStringLiteral(", "))),
                                     Qt::ToolTipRole);
        }
        m_parameter->setCurrentIndex(std::max(0, m_parameter->findData(current)));
    }
    m_parameter->setEnabled(!names.isEmpty());
    if (parameter() != current)
        onParameterChosen();
}

void SweepParameterBox::showChoices(const SweepChoices& choices)
{
    // Choosing the parameter alone, then its limits and default, then the
    // values asked for: each step would otherwise reset the next.
    m_updating = true;
    const int index = m_parameter->findData(choices.sweptParameter);
    m_parameter->setCurrentIndex(std::max(0, index));
    m_updating = false;
    onParameterChosen();
    if (index <= 0)
        return;
    m_updating = true;
    m_rangeMode->setChecked(choices.valueMode == SweepChoices::ValueMode::Range);
    m_listMode->setChecked(choices.valueMode == SweepChoices::ValueMode::List);
    if (choices.valueMode == SweepChoices::ValueMode::Range) {
        m_from->setValue(choices.from);
        m_to->setValue(choices.to);
        m_step->setValue(choices.step);
    } else {
        m_values->setText(choices.valueList);
    }
    m_updating = false;
}

void SweepParameterBox::readInto(SweepChoices& choices) const
{
    choices.sweptParameter = parameter();
    choices.valueMode = m_listMode->isChecked() ? SweepChoices::ValueMode::List : SweepChoices::ValueMode::Range;
    choices.from = m_from->value();
    choices.to = m_to->value();
    choices.step = m_step->value();
    choices.valueList = m_values->text();
}

void SweepParameterBox::notifyEdited()
{
    if (!m_updating)
        emit edited();
}

void SweepParameterBox::onParameterChosen()
{
    const QString name = parameter();
    const bool chosen = !name.isEmpty();
    for (QWidget* widget : std::initializer_list<QWidget*>{m_rangeMode, m_listMode, m_from, m_to, m_step, m_values})
        widget->setEnabled(chosen);
    if (!chosen || m_updating) {
        notifyEdited();
        return;
    }
    // The first checked policy with this parameter gives its limits and default.
    const PolicyRegistry registry;
    const ParameterSpec* found = nullptr;
    for (const PolicyInfo& info : registry.policies()) {
        if (found || !m_policies.contains(QString::fromStdString(info.name)))
            continue;
        for (const ParameterSpec& spec : info.parameters) {
            if (QString::fromStdString(spec.name) == name)
                found = &spec;
        }
    }
    if (!found)
        return;
    const bool integer = found->type == ParameterSpec::Type::Integer;
    const int decimals = integer ? kIntegerDecimals : ParameterText::decimalsFor(*found);
    const double step = integer ? 1.0 : std::max(ParameterText::stepFor(*found), kDefaultRealStep);
    const double initial = QString::fromStdString(found->defaultValue).toDouble();
    m_updating = true;
    for (QDoubleSpinBox* box : {m_from, m_to}) {
        box->setDecimals(decimals);
        box->setRange(found->minimum, found->maximum);
        box->setSingleStep(step);
    }
    m_step->setDecimals(decimals);
    m_step->setRange(std::pow(0.1, decimals), std::max(found->maximum - found->minimum, step));
    m_step->setSingleStep(step);
    m_from->setValue(initial);
    m_to->setValue(std::min(found->maximum, initial + kRangeSteps * step));
    m_step->setValue(step);
    m_values->setText(QString::fromStdString(found->defaultValue));
    for (QWidget* widget : std::initializer_list<QWidget*>{m_from, m_to, m_step, m_values})
        widget->setToolTip(ParameterText::rangeText(*found));
    m_updating = false;
    notifyEdited();
}

}  // namespace schedlab
