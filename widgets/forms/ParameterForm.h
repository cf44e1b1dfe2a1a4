#pragma once

#include "policies/PolicyInfo.h"

#include <QWidget>

#include <memory>

class QLineEdit;

namespace schedlab {

// An editor generated from a policy's parameter schema: a spin box, check
// box or combo box per parameter with its range, default, unit and tooltip,
// and the policy's description above. Invalid input is flagged as typed.
//
// PUBLIC API CONTRACT (used by app/gui; may be extended, not changed).
class ParameterForm : public QWidget {
    Q_OBJECT

public:
    explicit ParameterForm(QWidget* parent = nullptr);
    ~ParameterForm() override;

    void setPolicy(const PolicyInfo& info);
    // Anything else with parameters (a workload generator, say).
    void setSchema(const ParameterSchema& schema, bool usesEstimates = false);
    [[nodiscard]] ParameterValues values() const;     // every parameter, as text
    void setValues(const ParameterValues& values);    // unknown keys ignored
    void resetToDefaults();
    [[nodiscard]] bool isValid() const;

    // Additions to the contract.
    // What is wrong, one line per problem, empty when isValid().
    [[nodiscard]] QString problems() const;
    // The values every parameter takes by default, in values() form.
    [[nodiscard]] ParameterValues defaultValues() const;

signals:
    void valuesChanged();
    void validityChanged(bool valid);  // addition: emitted when isValid() flips

private:
    void rebuild();
    void onEditorChanged();
    void updateState();
    void flagText(const ParameterSpec& spec, QLineEdit* line);
    [[nodiscard]] QWidget* createEditor(const ParameterSpec& spec);
    // Sets one editor from text; false if the text does not fit the spec.
    bool applyValue(int field, const std::string& text);

    struct Private;
    std::unique_ptr<Private> d;
};

}  // namespace schedlab
