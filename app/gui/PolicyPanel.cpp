#include "PolicyPanel.h"

#include "forms/CatalogueText.h"
#include "forms/ParameterForm.h"

#include <QComboBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace schedlab {

namespace {

// Characters of a policy's entry the closed combo box shows: enough for
// "smart-nfiw-easy — SMART-…"; the open list shows every title whole. Sized
// by its longest title, the combo widened the dock past its viewport and
// clipped the description below.
constexpr int kPolicyComboCharacters = 24;

}  // namespace

PolicyPanel::PolicyPanel(QWidget* parent) : QWidget(parent)
{
    m_policy = new QComboBox(this);
    for (const PolicyInfo& info : m_registry.policies()) {
        m_policy->addItem(QStringLiteral("%1 — %2").arg(QString::fromStdString(info.name),
                                                       CatalogueText::of(info.title)),
                          QString::fromStdString(info.name));
    }
    m_policy->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_policy->setMinimumContentsLength(kPolicyComboCharacters);
    m_form = new ParameterForm(this);
    m_run = new QPushButton(QIcon(QStringLiteral(":/icons/run.svg")), tr("Run simulation"), this);
    m_run->setToolTip(tr("Simulate the trace on the platform with this policy (Ctrl+R)"));
    m_run->setDefault(true);
    m_run->setMinimumHeight(m_run->sizeHint().height() * 3 / 2);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_policy);
    layout->addWidget(m_form, 1);
    layout->addWidget(m_run);

    connect(m_policy, &QComboBox::currentIndexChanged, this, &PolicyPanel::showPolicy);
    connect(m_form, &ParameterForm::valuesChanged, this, [this] {
        m_values[m_shown] = m_form->values();
        m_run->setEnabled(m_form->isValid());
        emit parametersChanged();
    });
    connect(m_run, &QPushButton::clicked, this, &PolicyPanel::runRequested);
    showPolicy(m_policy->currentIndex());
}

PolicyPanel::~PolicyPanel() = default;

void PolicyPanel::showPolicy(int index)
{
    if (index < 0)
        return;
    const PolicyInfo& info = m_registry.policies()[std::size_t(index)];
    m_shown = QString::fromStdString(info.name);
    m_form->setPolicy(info);
    if (m_values.contains(m_shown))
        m_form->setValues(m_values.value(m_shown));
    emit policyChanged();
}

QString PolicyPanel::policyName() const
{
    return m_policy->currentData().toString();
}

ParameterValues PolicyPanel::parameters() const
{
    return m_form->values();
}

bool PolicyPanel::isValid() const
{
    return m_form->isValid();
}

bool PolicyPanel::setPolicy(const QString& name)
{
    const int index = m_policy->findData(name);
    if (index < 0)
        return false;
    m_policy->setCurrentIndex(index);
    return true;
}

void PolicyPanel::setParameters(const ParameterValues& values)
{
    m_form->setValues(values);
    m_values[m_shown] = m_form->values();
}

QMap<QString, ParameterValues> PolicyPanel::allParameters() const
{
    QMap<QString, ParameterValues> all = m_values;
    all[m_shown] = m_form->values();
    return all;
}

void PolicyPanel::setAllParameters(const QMap<QString, ParameterValues>& values)
{
    m_values = values;
    if (m_values.contains(m_shown))
        m_form->setValues(m_values.value(m_shown));
}

}  // namespace schedlab
