#pragma once

#include "SweepChoices.h"

#include <QStringList>
#include <QWidget>

#include <map>
#include <string>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace schedlab {

class SweepCheckList;
class SweepParameterBox;

// The sweep dialog's form: the axes of a sweep (traces, transform sets,
// platforms, policies, one swept parameter) on the left and right, and its
// options (group, seeds, threads, validation) with the run store it writes
// to. It reads and shows a SweepChoices; what a sweep is, and whether the
// choices make one, SweepSpec decides from the JSON they write.
class SweepForm : public QWidget {
    Q_OBJECT

public:
    explicit SweepForm(QWidget* parent = nullptr);

    void setChoices(const SweepChoices& choices);
    [[nodiscard]] SweepChoices choices() const;
    // The common mistakes in the form's own words (no trace, no policy, ...);
    // empty when the choices can be handed to SweepSpec.
    [[nodiscard]] QString problem() const;

    void addTraceFile(const QString& path);
    void addPlatformFile(const QString& path);
    // The run store's path, or why runs are not stored (with `styleSheet`).
    void showStore(const QString& text, const QString& styleSheet);

    [[nodiscard]] QString group() const;
    [[nodiscard]] int threads() const;
    [[nodiscard]] SweepCheckList* traceList() const { return m_traces; }
    [[nodiscard]] SweepCheckList* platformList() const { return m_platforms; }
    [[nodiscard]] SweepCheckList* policyList() const { return m_policies; }
    [[nodiscard]] QComboBox* parameterBox() const;
    [[nodiscard]] QSpinBox* threadsBox() const { return m_threads; }

signals:
    // The user changed a choice (not emitted while setChoices() fills the form).
    void edited();

private:
    QWidget* createTraceBox();
    QWidget* createTransformBox();
    QWidget* createPlatformBox();
    QWidget* createPolicyBox();
    QWidget* createOptionsBox();
    void connectForm();

    void onFormEdited();
    void onPoliciesChanged();
    void updateFixedNote();
    void addSingleMachine();
    void browseTraces();
    void chooseGenerated();
    void browsePlatform();

    bool m_updating = false;  // setChoices() is filling the form
    QStringList m_otherTransforms;
    std::map<std::string, ParameterValues> m_fixedParameters;

    SweepCheckList* m_traces = nullptr;
    QCheckBox* m_asLoaded = nullptr;
    QCheckBox* m_other = nullptr;
    QCheckBox* m_eachMonth = nullptr;
    QComboBox* m_estimates = nullptr;
    QCheckBox* m_dropWider = nullptr;
    SweepCheckList* m_platforms = nullptr;
    QSpinBox* m_singleNodes = nullptr;
    SweepCheckList* m_policies = nullptr;
    QLabel* m_fixedNote = nullptr;
    SweepParameterBox* m_parameter = nullptr;
    QLineEdit* m_seeds = nullptr;
    QLineEdit* m_group = nullptr;
    QSpinBox* m_threads = nullptr;
    QCheckBox* m_validate = nullptr;
    QLabel* m_store = nullptr;
};

}  // namespace schedlab
