#pragma once

#include "parameters/ParameterSpec.h"
#include "policies/PolicyRegistry.h"

#include <QMap>
#include <QWidget>

class QComboBox;
class QPushButton;

namespace schedlab {

class ParameterForm;

// Picks a policy from the registry and edits its parameters with a form
// generated from the policy's schema. Remembers the values typed for each
// policy while the window is open, so switching back and forth keeps them.
class PolicyPanel : public QWidget {
    Q_OBJECT

public:
    explicit PolicyPanel(QWidget* parent = nullptr);
    ~PolicyPanel() override;

    [[nodiscard]] QString policyName() const;
    [[nodiscard]] ParameterValues parameters() const;
    [[nodiscard]] bool isValid() const;
    // False if there is no such policy.
    bool setPolicy(const QString& name);
    void setParameters(const ParameterValues& values);
    // Parameter values of every policy touched, by policy name (for settings).
    [[nodiscard]] QMap<QString, ParameterValues> allParameters() const;
    void setAllParameters(const QMap<QString, ParameterValues>& values);

    [[nodiscard]] ParameterForm* form() const { return m_form; }
    [[nodiscard]] QPushButton* runButton() const { return m_run; }
    [[nodiscard]] const PolicyRegistry& registry() const { return m_registry; }

signals:
    void policyChanged();
    void parametersChanged();
    void runRequested();

private:
    void showPolicy(int index);

    PolicyRegistry m_registry;
    QComboBox* m_policy = nullptr;
    ParameterForm* m_form = nullptr;
    QPushButton* m_run = nullptr;
    QMap<QString, ParameterValues> m_values;
    QString m_shown;
};

}  // namespace schedlab
