#pragma once

#include "SweepChoices.h"

#include <QGroupBox>
#include <QStringList>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QRadioButton;

namespace schedlab {

// The sweep form's "Swept parameter" group: one numeric parameter of the
// checked policies, and its values as a range or a list. Choosing a
// parameter resets the values to its default and range (from the first
// checked policy that has it), so a new sweep starts from sensible numbers.
class SweepParameterBox : public QGroupBox {
    Q_OBJECT

public:
    explicit SweepParameterBox(QWidget* parent = nullptr);

    // Offers the numeric parameters of `policies` (registry keys), each
    // once, in registry order; keeps the chosen one if it is still offered.
    void setPolicies(const QStringList& policies);
    // Chooses choices.sweptParameter (none if not offered) and shows its values.
    void showChoices(const SweepChoices& choices);
    // Fills the swept parameter and its values into `choices`.
    void readInto(SweepChoices& choices) const;

    // The chosen parameter's name; empty when none is swept.
    [[nodiscard]] QString parameter() const;
    [[nodiscard]] QComboBox* parameterBox() const { return m_parameter; }

signals:
    // The user changed the parameter or its values.
    void edited();

private:
    void onParameterChosen();
    void notifyEdited();

    QStringList m_policies;
    bool m_updating = false;  // values are being set, not edited

    QComboBox* m_parameter = nullptr;
    QRadioButton* m_rangeMode = nullptr;
    QRadioButton* m_listMode = nullptr;
    QDoubleSpinBox* m_from = nullptr;
    QDoubleSpinBox* m_to = nullptr;
    QDoubleSpinBox* m_step = nullptr;
    QLineEdit* m_values = nullptr;
};

}  // namespace schedlab
