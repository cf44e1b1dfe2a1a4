#pragma once

#include "RunFilterProxyModel.h"

#include "store/StoredRun.h"

#include <QWidget>

#include <cstdint>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QMessageBox;
class QTableView;
class QToolBar;

namespace schedlab {

class RunLibrary;
class RunTableModel;

// Lists the runs in the store, filtered by trace, policy, tag and group,
// and acts on the selected ones: compare, open, rename, tag, annotate,
// delete (after a confirmation naming how many), export to one file and
// import. Every action is on the toolbar, in the context menu and on a
// key (Delete, F2, Return). All store work goes through RunLibrary, so
// nothing here waits for the disk.
class RunBrowser : public QWidget {
    Q_OBJECT

public:
    enum class Action { Compare, Open, Rename, Tags, Notes, Delete, Export, Import };

    explicit RunBrowser(RunLibrary& library, QWidget* parent = nullptr);

    [[nodiscard]] RunTableModel* model() const { return m_model; }
    [[nodiscard]] RunFilterProxyModel* proxy() const { return m_proxy; }
    [[nodiscard]] QTableView* view() const { return m_view; }
    [[nodiscard]] QComboBox* filterBox(RunFilterProxyModel::Criterion criterion) const;
    [[nodiscard]] QAction* action(Action action) const;
    // The ids of the selected rows, in the order shown.
    [[nodiscard]] std::vector<std::int64_t> selectedIds() const;
    // Selects exactly these runs (those still listed).
    void selectIds(const std::vector<std::int64_t>& ids);
    // The delete confirmation while it is open, else nullptr.
    [[nodiscard]] QMessageBox* pendingConfirmation() const { return m_confirmation; }

    void compareSelected();
    void openSelected();
    void renameSelected();
    void editTags();
    void editNotes();
    // Asks first (non-blocking); deletes only after Yes.
    void deleteSelected();
    void exportSelected();
    void importRuns();

signals:
    // Summaries as listed; the controller shows them.
    void openRequested(const schedlab::StoredRun& run);
    // Complete runs (jobs and samples loaded off the GUI thread).
    void compareReady(const std::vector<schedlab::StoredRun>& runs);
    void statusMessage(const QString& text);

private:
    void createActions();
    QToolBar* createToolBar();
    QWidget* createFilterRow();
    void onRunsChanged();
    void refillFilter(RunFilterProxyModel::Criterion criterion, const QStringList& values, const QStringList& texts);
    void updateActions();
    void updateCount();
    [[nodiscard]] std::vector<const StoredRun*> selectedRuns() const;

    RunLibrary& m_library;
    RunTableModel* m_model = nullptr;
    RunFilterProxyModel* m_proxy = nullptr;
    QTableView* m_view = nullptr;
    QComboBox* m_traceFilter = nullptr;
    QComboBox* m_policyFilter = nullptr;
    QComboBox* m_tagFilter = nullptr;
    QComboBox* m_groupFilter = nullptr;
    QLabel* m_count = nullptr;
    QMessageBox* m_confirmation = nullptr;
    QAction* m_compare = nullptr;
    QAction* m_open = nullptr;
    QAction* m_rename = nullptr;
    QAction* m_tags = nullptr;
    QAction* m_notes = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_export = nullptr;
    QAction* m_import = nullptr;
};

}  // namespace schedlab
