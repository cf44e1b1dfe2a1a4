#pragma once

#include "LoadedTrace.h"

#include "generators/WorkloadComparison.h"
#include "workload/Workload.h"

#include <QDialog>
#include <QFutureWatcher>

#include <memory>
#include <optional>
#include <stop_token>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace schedlab {

class ParameterForm;
struct WorkbenchContext;

// "Generate workload…": the generators of Yahyapour (2002), ch. 2 and those
// of the grid, QoS and utility models (GeneratorCatalog) in the workbench.
// Choose a model (probability-distributed from the loaded trace, randomized,
// or one of the catalog's), set its parameters in a ParameterForm, generate
// on a pool thread (cancellable), read the comparison with the source trace
// (Yahyapour's models), then save the workload (SWF, or SchedLab jobs for
// the catalog's models, whose attributes SWF cannot hold) or use it as the
// current trace.
class GenerateWorkloadDialog : public QDialog {
    Q_OBJECT

public:
    // Catalog: one of GeneratorCatalog's models, named by modelName().
    enum class Model { Probabilistic, Randomized, Catalog };

    // `source` may be null: then only the randomized model is offered.
    explicit GenerateWorkloadDialog(std::shared_ptr<const LoadedTrace> source, QWidget* parent = nullptr);
    ~GenerateWorkloadDialog() override;

    // Opens a non-modal dialog on the workbench's current trace, deleted
    // when closed. The caller connects traceRequested to load the result.
    static GenerateWorkloadDialog* openFor(const WorkbenchContext& workbench, QWidget* parent);

    // Probabilistic is ignored without a source trace.
    void setModel(Model model);
    [[nodiscard]] Model model() const;
    // The model's key: "probabilistic", "random" or a catalog model's name.
    void setModelName(const QString& name);
    [[nodiscard]] QString modelName() const;
    [[nodiscard]] ParameterForm* form() const { return m_form; }
    [[nodiscard]] QTableWidget* summaryTable() const { return m_summary; }
    [[nodiscard]] QPushButton* generateButton() const { return m_generate; }
    [[nodiscard]] QPushButton* saveButton() const { return m_save; }
    [[nodiscard]] QPushButton* useButton() const { return m_use; }
    [[nodiscard]] bool isGenerating() const { return m_running; }
    // The last generated workload (null before the first one finishes).
    [[nodiscard]] std::shared_ptr<const Workload> generated() const { return m_generated; }

    void generate();
    void cancel();
    // Writes the generated workload on a pool thread; saveFinished follows.
    void saveTo(const QString& path);
    // Where "Use as current trace" writes a workload not saved yet
    // (default: the application's cache folder). Tests point it elsewhere.
    void setScratchDirectory(const QString& directory) { m_scratchDirectory = directory; }
    void useAsCurrentTrace();

signals:
    void generationFinished(bool ok);
    void saveFinished(const QString& path, bool ok);
    // The generated workload, saved at `path`, should become the current trace.
    void traceRequested(const QString& path);

private:
    struct Outcome {
        std::shared_ptr<const Workload> workload;
        std::optional<WorkloadComparison> comparison;
        QString description;  // model, parameters and what the fit found
        QString error;
        bool cancelled = false;
        qint64 milliseconds = 0;
    };

    void onModelChanged();
    void onFinished();
    // Writes m_generated on a pool thread; then saveFinished, and
    // traceRequested too when `thenUse`.
    void startSave(const QString& requestedPath, bool thenUse);
    void onSaved(const QString& path, const QString& error, bool thenUse);
    void showSummary(const WorkloadComparison& comparison, bool withSource);
    void updateButtons();
    void saveInteractively();
    [[nodiscard]] QString suggestedFileName() const;
    [[nodiscard]] QString quantityText(WorkloadComparison::Quantity quantity) const;

    std::shared_ptr<const LoadedTrace> m_source;
    std::shared_ptr<const Workload> m_generated;
    QString m_savedPath;  // where m_generated was last written, empty if not yet
    QString m_scratchDirectory;
    std::stop_source m_stop;
    QFutureWatcher<Outcome>* m_watcher = nullptr;
    bool m_running = false;
    bool m_saving = false;

    QComboBox* m_model = nullptr;
    QLabel* m_sourceLabel = nullptr;
    ParameterForm* m_form = nullptr;
    QPushButton* m_generate = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_busy = nullptr;
    QLabel* m_status = nullptr;
    QTableWidget* m_summary = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_use = nullptr;
};

}  // namespace schedlab
