#pragma once

#include "GridRunContext.h"
#include "LoadedTrace.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QProgressBar;
class QSpinBox;
class QTabWidget;
class QToolButton;
class QTreeWidget;

namespace schedlab {

class GridWorkloadGroup;
class TraceHistogramsWidget;
class TraceLoader;

// The trace: open it (dialog, drop, recent files, bundled samples), see its
// summary, load report and histograms, and choose the transforms applied to
// a copy of it when a run starts. Loading happens off the GUI thread.
class TracePanel : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMaxRecentFiles = 8;

    explicit TracePanel(QWidget* parent = nullptr);
    ~TracePanel() override;

    // Starts loading; traceLoaded or loadFailed follows.
    void openFile(const QString& path);
    [[nodiscard]] bool isLoading() const;
    [[nodiscard]] std::shared_ptr<const LoadedTrace> trace() const { return m_trace; }

    // The transforms chosen, as canonical specs in the order they apply:
    // job range or grid extract, month, origin sites, wide-job rule, drop
    // wider, exact estimates, overrun. Positions and months refer to the
    // trace as loaded; sites are assigned to the jobs kept (round-robin
    // counts them); wide jobs are split before "drop wider" looks at them,
    // so that it only drops what no rule made fit. `largestMachine` is the
    // node count "drop wider" drops above.
    [[nodiscard]] std::vector<std::string> transformSpecs(int largestMachine) const;
    // Why the transform choices cannot run as they stand, or empty.
    [[nodiscard]] QString transformProblem() const;
    // The platform and policy of the next run, for the grid choices.
    void setGridRunContext(const GridRunContext& context);

    [[nodiscard]] QStringList recentFiles() const { return m_recent; }
    void setRecentFiles(const QStringList& files);

    // Transform controls, exposed for the window's settings and for tests.
    [[nodiscard]] QCheckBox* dropWiderBox() const { return m_dropWider; }
    [[nodiscard]] QCheckBox* exactEstimatesBox() const { return m_exactEstimates; }
    [[nodiscard]] QComboBox* overrunBox() const { return m_overrun; }
    [[nodiscard]] QComboBox* monthBox() const { return m_month; }
    [[nodiscard]] QCheckBox* rangeBox() const { return m_range; }
    [[nodiscard]] QSpinBox* rangeFromBox() const { return m_rangeFrom; }
    [[nodiscard]] QSpinBox* rangeToBox() const { return m_rangeTo; }
    [[nodiscard]] GridWorkloadGroup* gridGroup() const { return m_grid; }

signals:
    void loadingStarted(const QString& path);
    void traceLoaded(std::shared_ptr<const schedlab::LoadedTrace> trace);
    void loadFailed(const QString& path, const QString& message);
    void recentFilesChanged(const QStringList& files);
    void transformsChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void browse();
    void onLoaded(std::shared_ptr<const LoadedTrace> trace);
    void onFailed(const QString& path, const QString& message);
    void showSummary();
    void showLoadReport();
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    void updateRangeControls();
    void updateGridFacts();
    void scrollToNote();

    TraceLoader* m_loader = nullptr;
    std::shared_ptr<const LoadedTrace> m_trace;
    QStringList m_recent;

    QLabel* m_fileLabel = nullptr;
    QToolButton* m_open = nullptr;
    QToolButton* m_recentButton = nullptr;
    QToolButton* m_samplesButton = nullptr;
    QProgressBar* m_busy = nullptr;
    QTabWidget* m_tabs = nullptr;
    QFormLayout* m_summaryForm = nullptr;
    QLabel* m_jobs = nullptr;
    QLabel* m_span = nullptr;
    QLabel* m_machine = nullptr;
    QLabel* m_computer = nullptr;
    QLabel* m_offeredLoad = nullptr;
    QLabel* m_skipped = nullptr;
    QTreeWidget* m_report = nullptr;
    TraceHistogramsWidget* m_histograms = nullptr;
    QCheckBox* m_dropWider = nullptr;
    QCheckBox* m_exactEstimates = nullptr;
    QComboBox* m_overrun = nullptr;
    QComboBox* m_month = nullptr;
    QCheckBox* m_range = nullptr;
    QSpinBox* m_rangeFrom = nullptr;
    QSpinBox* m_rangeTo = nullptr;
    GridWorkloadGroup* m_grid = nullptr;
    // A grid note that has just appeared and is to be scrolled into view.
    QPointer<QWidget> m_noteToShow;
};

}  // namespace schedlab
