#pragma once

#include "RunLibraryController.h"

#include "study/StudyTable.h"

#include <QFutureWatcher>
#include <QString>
#include <QWidget>

#include <cstddef>
#include <cstdint>
#include <vector>

class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace schedlab {

class CsvTableView;
class StudyTableChart;

// The results of a study as a workbench tab: the publication's tables
// (Study::tables() over the runs the store holds in the study's group, so
// they are the very cells `schedlab-cli study` prints), each with its title,
// note and a CSV export, and a button that opens the regular comparison of
// those runs. The store is read on a pool thread: a study of hundreds of
// runs never freezes the window.
class StudyResultsView : public QWidget {
    Q_OBJECT

public:
    // The limits of the run browser's Compare, which this view's button uses.
    static constexpr std::size_t kMinimumRunsToCompare = RunLibraryController::kMinRunsCompared;
    static constexpr std::size_t kMaximumRunsToCompare = RunLibraryController::kMaxRunsCompared;

    // Reads the study's group from the store file at `storePath`.
    StudyResultsView(const QString& studyName, bool quick, const QString& storePath, QWidget* parent = nullptr);
    ~StudyResultsView() override;

    // Opens the view as a run tab (through the controller) on the
    // controller's current run store, filters its run browser to the
    // study's group, and sends "Compare" to the browser so the comparison
    // opens like any other.
    static StudyResultsView* openIn(RunLibraryController& controller, const QString& studyName, bool quick);

    [[nodiscard]] QString studyName() const { return m_studyName; }
    [[nodiscard]] QString group() const { return m_group; }
    // True once the store was read (successfully or not).
    [[nodiscard]] bool isLoaded() const { return m_loaded; }
    // Why the store could not be read; empty when it could.
    [[nodiscard]] QString errorText() const { return m_error; }
    [[nodiscard]] const std::vector<StudyTable>& tables() const { return m_tables; }
    [[nodiscard]] int tableCount() const { return static_cast<int>(m_views.size()); }
    [[nodiscard]] CsvTableView* tableView(int index) const { return m_views.at(static_cast<std::size_t>(index)); }
    [[nodiscard]] QLabel* tableTitle(int index) const { return m_titles.at(static_cast<std::size_t>(index)); }
    [[nodiscard]] QLabel* tableNote(int index) const { return m_notes.at(static_cast<std::size_t>(index)); }
    // The charts of the tables that have one (StudyTable::chart), in table order.
    [[nodiscard]] const std::vector<StudyTableChart*>& charts() const { return m_charts; }
    // The stored runs of the group, by id.
    [[nodiscard]] const std::vector<std::int64_t>& runIds() const { return m_ids; }
    [[nodiscard]] QPushButton* compareButton() const { return m_compare; }
    [[nodiscard]] QPushButton* browseButton() const { return m_browse; }

signals:
    void loaded();
    void compareRequested(const std::vector<std::int64_t>& ids);
    void browseRequested(const QString& group);

private:
    struct Outcome {
        std::vector<StudyTable> tables;
        std::vector<std::int64_t> ids;
        QString error;
    };

    void onLoaded();
    void addTable(const StudyTable& table);
    void exportTable(int index);

    QString m_studyName;
    QString m_group;
    QString m_storePath;
    QString m_description;
    bool m_loaded = false;
    QString m_error;
    std::vector<StudyTable> m_tables;
    std::vector<std::int64_t> m_ids;
    QFutureWatcher<Outcome>* m_watcher = nullptr;

    QLabel* m_summary = nullptr;
    QPushButton* m_compare = nullptr;
    QPushButton* m_browse = nullptr;
    QScrollArea* m_scroll = nullptr;
    QVBoxLayout* m_tablesLayout = nullptr;
    std::vector<QLabel*> m_titles;
    std::vector<QLabel*> m_notes;
    std::vector<CsvTableView*> m_views;
    std::vector<StudyTableChart*> m_charts;
};

}  // namespace schedlab
