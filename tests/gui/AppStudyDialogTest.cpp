// "Reproduce a study" in the workbench: the dialog lists the catalog's
// studies, runs one end to end into the run store (the quick version of the
// cheapest), opens the results tab, whose tables hold exactly the cells
// Study::tables() computes from the stored runs (what `schedlab-cli study`
// prints: GUI and CLI give identical numbers), and a rerun simulates
// nothing because every run is already stored.
#include "LibraryTestSupport.h"

#include "ComparisonView.h"
#include "CsvTableView.h"
#include "MainWindow.h"
#include "RunBrowser.h"
#include "RunLibrary.h"
#include "RunLibraryController.h"
#include "SampleTraces.h"
#include "StudyDialog.h"
#include "StudyResultsView.h"
#include "TracePanel.h"

#include "experiment/TraceCache.h"
#include "store/RunStore.h"
#include "study/StudyCatalog.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QProgressBar>
#include <QScrollBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <algorithm>
#include <memory>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kOpenTimeoutMs = 60000;
// The quick version of the cheapest study, on the CTC trace, with room for
// the sanitizers and a busy machine.
constexpr int kStudyTimeoutMs = 600000;
// The study whose quick version is the cheapest (12 runs on small
// extracts, about a second): the end-to-end test runs it through the dialog.
const QString kCheapestStudy = QStringLiteral("grid-overhead");
// A study whose full version (384 runs) cannot finish before a cancel.
const QString kLongStudy = QStringLiteral("pfcfs-months");
// Two threads show that results do not depend on how runs are spread.
constexpr int kWorkerThreads = 2;
// Set to a folder to save PNGs of the dialog and the results tab.
constexpr const char* kScreenshotVariable = "SCHEDLAB_STUDY_SCREENSHOTS";
constexpr int kSettleMs = 300;
// Room for the docks, the run browser and a results tab side by side.
constexpr QSize kWindowSize{1500, 1000};
// A laptop's share for the results view: narrower than qos-f1-variants' titles.
constexpr int kNarrowWidth = 700;
constexpr int kNarrowHeight = 500;
constexpr int kScreenshotBrowserHeight = 240;

// Every action of the window's menus, submenus included.
QList<QAction*> menuActions(const QMenuBar* bar)
{
    QList<QAction*> actions;
    QList<QAction*> pending = bar->actions();
    while (!pending.isEmpty()) {
        QAction* action = pending.takeFirst();
        actions << action;
        if (action->menu())
            pending << action->menu()->actions();
    }
    return actions;
}

bool screenshotsWanted()
{
    return !qgetenv(kScreenshotVariable).isEmpty();
}

void saveScreenshot(QWidget* widget, const QString& name)
{
    if (!screenshotsWanted())
        return;
    const QByteArray directory = qgetenv(kScreenshotVariable);
    QTest::qWait(kSettleMs);  // let pending layouts and paints happen first
    QVERIFY(widget->grab().save(QDir(QString::fromLocal8Bit(directory)).filePath(name)));
}

}  // namespace

class AppStudyDialogTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(prepareWorkbenchTests(m_dir));
        QVERIFY2(!SampleTraces::find(QString::fromLatin1(SampleTraces::kDefaultTrace)).isEmpty(),
                 "the bundled CTC trace is needed by every study");
    }

    void init()
    {
        m_settings = settingsForCurrentTest(m_dir);
    }

    void cleanup()
    {
        m_window.reset();
        m_settings.reset();
    }

    void menuOpensTheDialogListingEveryStudy()
    {
        makeWindow(m_dir.filePath(QStringLiteral("listing.sqlite")));
        QAction* entry = nullptr;
        for (QAction* action : menuActions(m_window->menuBar())) {
            if (action->text() == QStringLiteral("Reproduce a &study…"))
                entry = action;
        }
        QVERIFY(entry);
        entry->trigger();
        auto* dialog = m_window->findChild<StudyDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        // The menu brings back the same dialog (with a running study's progress).
        entry->trigger();
        QCOMPARE(m_window->findChildren<StudyDialog*>().size(), 1);

        const StudyCatalog catalog;
        QVERIFY(catalog.studies().size() >= 5);
        QCOMPARE(dialog->studyList()->count(), static_cast<int>(catalog.studies().size()));
        for (std::size_t i = 0; i < catalog.studies().size(); ++i) {
            const Study& study = *catalog.studies()[i];
            QListWidgetItem* item = dialog->studyList()->item(static_cast<int>(i));
            QCOMPARE(item->toolTip().toStdString(), study.name());
            QCOMPARE(item->text().toStdString(), study.title());
            dialog->studyList()->setCurrentRow(static_cast<int>(i));
            QVERIFY(dialog->currentStudy());
            QCOMPARE(dialog->currentStudy()->name(), study.name());
            const QString details = dialog->details()->toPlainText();
            QVERIFY2(details.contains(QString::fromStdString(study.title())), qPrintable(details));
            // The group the runs go to, and the tables the study shows.
            QVERIFY2(details.contains(QString::fromStdString(study.group(dialog->options()))), qPrintable(details));
            for (const StudyTable& table : study.tables({}))
                QVERIFY2(details.contains(QString::fromStdString(table.title)), table.title.c_str());
        }
        // The names the CLI takes (`schedlab-cli study run NAME`), in the catalog's order.
        QStringList listed;
        for (int row = 0; row < dialog->studyList()->count(); ++row)
            listed << dialog->studyList()->item(row)->toolTip();
        QCOMPARE(listed, QStringList({QStringLiteral("algorithms-256"), QStringLiteral("pfcfs-months"),
                                      QStringLiteral("grid-overhead"), QStringLiteral("grid-configurations"),
                                      QStringLiteral("economic"), QStringLiteral("adaptive-mct"), QStringLiteral("adaptive-wmct"), QStringLiteral("adaptive-weight"),
                                      QStringLiteral("utility-random"), QStringLiteral("utility-npaci"), QStringLiteral("utility-grids"), QStringLiteral("utility-workloads"), QStringLiteral("utility-speeds"), QStringLiteral("utility-sensitivity"), QStringLiteral("utility-pb"), QStringLiteral("utility-data"), QStringLiteral("utility-ft"), QStringLiteral("qos-f1"), QStringLiteral("qos-f1-variants"), QStringLiteral("qos-f2"),
                                      QStringLiteral("qos-f3"), QStringLiteral("qos-f4")}));

        QTRY_COMPARE_WITH_TIMEOUT(library()->state(), RunLibrary::State::Open, kOpenTimeoutMs);
        QVERIFY(dialog->runButton()->isEnabled());
        QVERIFY(!dialog->cancelButton()->isEnabled());
        QVERIFY(!dialog->resultsButton()->isEnabled());   // nothing stored yet
        // Generated workloads go beside the store, where the CLI puts them too.
        QCOMPARE(QString::fromStdString(dialog->options().generatedDirectory),
                 m_dir.filePath(QStringLiteral("generated")));
        dialog->quickBox()->setChecked(true);
        QVERIFY(dialog->options().quick);
        QVERIFY(dialog->details()->toPlainText().contains(QStringLiteral(":quick")));
        // The number of runs, counted off the GUI thread, as the core counts it.
        TraceCache cache;
        const std::size_t runCount = dialog->currentStudy()->runs(dialog->options(), cache).size();
        QVERIFY(runCount > 0);
        const QString expected = RunLibrary::runCountText(static_cast<qsizetype>(runCount)) +
                                 QStringLiteral(", 0 of them stored in listing.sqlite");
        QTRY_COMPARE_WITH_TIMEOUT(dialog->storedLabel()->text(), expected, kOpenTimeoutMs);
        saveScreenshot(dialog, QStringLiteral("study-dialog.png"));
    }

    void runsTheCheapestStudyAndShowsTheSameTablesAsTheCore()
    {
        const QString file = m_dir.filePath(QStringLiteral("study.sqlite"));
        makeWindow(file);
        QTRY_COMPARE_WITH_TIMEOUT(library()->state(), RunLibrary::State::Open, kOpenTimeoutMs);
        StudyDialog* dialog = StudyDialog::openFor(*m_window->runLibrary(), *m_window);
        dialog->selectStudy(kCheapestStudy);
        QVERIFY(dialog->currentStudy());
        QCOMPARE(QString::fromStdString(dialog->currentStudy()->name()), kCheapestStudy);
        dialog->quickBox()->setChecked(true);
        dialog->threadsBox()->setValue(kWorkerThreads);
        const Study& study = *dialog->currentStudy();
        const std::string group = study.group(dialog->options());

        QSignalSpy finished(dialog, &StudyDialog::batchFinished);
        QSignalSpy failed(dialog, &StudyDialog::batchFailed);
        const int tabsBefore = m_window->runTabs()->count();
        dialog->runButton()->click();
        QVERIFY(dialog->isRunning());
        QVERIFY(dialog->cancelButton()->isEnabled());
        QVERIFY(!dialog->runButton()->isEnabled());
        QVERIFY(!dialog->studyList()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() + failed.count() == 1, kStudyTimeoutMs);
        if (!failed.isEmpty())
            QFAIL(qPrintable(failed.at(0).at(0).toString()));
        const auto report = finished.at(0).at(0).value<SweepReport>();
        QVERIFY(!report.cancelled);
        QVERIFY(report.progress.total > 0);
        // The status names the first failure, if any.
        QVERIFY2(report.progress.failed == 0, qPrintable(dialog->statusLabel()->text()));
        QCOMPARE(report.progress.skipped, std::size_t(0));
        QCOMPARE(report.progress.done, report.progress.total);
        QCOMPARE(dialog->progressBar()->value(), static_cast<int>(report.progress.total));
        QVERIFY2(dialog->statusLabel()->text().startsWith(QStringLiteral("Finished")),
                 qPrintable(dialog->statusLabel()->text()));
        QVERIFY(!dialog->isRunning());
        saveScreenshot(dialog, QStringLiteral("study-dialog-finished.png"));

        // Stored under the study's group, and nothing else in the store.
        std::vector<StoredRun> stored;
        {
            const RunStore store(file.toStdString(), RunStore::Mode::ReadOnly);
            RunFilter filter;
            filter.group = group;
            stored = store.list(filter);
            QCOMPARE(store.list().size(), stored.size());
        }
        QCOMPARE(stored.size(), report.progress.total);
        for (const StoredRun& run : stored)
            QCOMPARE(run.group, group);

        // The results tab opened by itself, with the core's tables cell for cell.
        QTRY_COMPARE_WITH_TIMEOUT(m_window->runTabs()->count(), tabsBefore + 1, kOpenTimeoutMs);
        auto* results = qobject_cast<StudyResultsView*>(m_window->runTabs()->currentWidget());
        QVERIFY(results);
        QTRY_VERIFY_WITH_TIMEOUT(results->isLoaded(), kOpenTimeoutMs);
        QVERIFY2(results->errorText().isEmpty(), qPrintable(results->errorText()));
        QCOMPARE(results->group().toStdString(), group);
        QCOMPARE(results->runIds().size(), stored.size());
        const std::vector<StudyTable> expected = study.tables(stored);
        compareWithCore(*results, expected);
        if (QTest::currentTestFailed())
            return;
        // The runs filled cells that are empty without them: the tables hold results.
        QVERIFY(differingCells(expected, study.tables({})) > 0);
        if (screenshotsWanted()) {
            // As a user sees it: the CTC trace loaded, the tables given most of the room.
            m_window->openTrace(SampleTraces::find(QString::fromLatin1(SampleTraces::kDefaultTrace)));
            QTRY_VERIFY_WITH_TIMEOUT(m_window->tracePanel()->trace(), kOpenTimeoutMs);
            m_window->resizeDocks({m_window->runLibrary()->dock()}, {kScreenshotBrowserHeight}, Qt::Vertical);
            saveScreenshot(m_window.get(), QStringLiteral("study-results.png"));
        }

        // The run browser shows the study's group only.
        RunBrowser* browser = m_window->runLibrary()->browser();
        QTRY_COMPARE_WITH_TIMEOUT(browser->filterBox(RunFilterProxyModel::Criterion::Group)->currentData().toString(),
                                  QString::fromStdString(group), kOpenTimeoutMs);
        QCOMPARE(browser->proxy()->rowCount(), static_cast<int>(stored.size()));

        // The regular comparison view on the group's runs.
        const bool comparable = stored.size() >= StudyResultsView::kMinimumRunsToCompare &&
                                stored.size() <= StudyResultsView::kMaximumRunsToCompare;
        QCOMPARE(results->compareButton()->isEnabled(), comparable);
        if (comparable) {
            const int tabs = m_window->runTabs()->count();
            results->compareButton()->click();
            QTRY_COMPARE_WITH_TIMEOUT(m_window->runTabs()->count(), tabs + 1, kOpenTimeoutMs);
            QVERIFY(qobject_cast<ComparisonView*>(m_window->runTabs()->currentWidget()));
        }

        // A rerun resumes: every run is already stored, nothing is simulated.
        QTRY_VERIFY_WITH_TIMEOUT(dialog->resultsButton()->isEnabled(), kOpenTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->storedLabel()->text().startsWith(
                                     RunLibrary::runCountText(static_cast<qsizetype>(stored.size())) +
                                     QStringLiteral(", ") + QString::number(stored.size()) +
                                     QStringLiteral(" of them stored")),
                                 kOpenTimeoutMs);
        dialog->runButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() + failed.count() == 2, kStudyTimeoutMs);
        QCOMPARE(failed.count(), 0);
        const auto rerun = finished.at(1).at(0).value<SweepReport>();
        QVERIFY(!rerun.cancelled);
        QCOMPARE(rerun.progress.total, report.progress.total);
        QCOMPARE(rerun.progress.skipped, report.progress.total);
        QCOMPARE(rerun.progress.done, std::size_t(0));
        {
            const RunStore store(file.toStdString(), RunStore::Mode::ReadOnly);
            QCOMPARE(store.list().size(), stored.size());
        }

        // "Show results" runs nothing and gives the same tables again.
        const int tabs = m_window->runTabs()->count();
        dialog->resultsButton()->click();
        QVERIFY(!dialog->isRunning());
        QCOMPARE(m_window->runTabs()->count(), tabs + 1);
        auto* again = qobject_cast<StudyResultsView*>(m_window->runTabs()->currentWidget());
        QVERIFY(again);
        QTRY_VERIFY_WITH_TIMEOUT(again->isLoaded(), kOpenTimeoutMs);
        compareWithCore(*again, study.tables(stored));
        if (QTest::currentTestFailed())
            return;
    }

    void cancelStopsTheStudyAndKeepsWhatFinished()
    {
        const QString file = m_dir.filePath(QStringLiteral("cancel.sqlite"));
        makeWindow(file);
        QTRY_COMPARE_WITH_TIMEOUT(library()->state(), RunLibrary::State::Open, kOpenTimeoutMs);
        StudyDialog* dialog = StudyDialog::openFor(*m_window->runLibrary(), *m_window);
        dialog->selectStudy(kLongStudy);
        dialog->quickBox()->setChecked(false);
        const std::string group = dialog->currentStudy()->group(dialog->options());
        QSignalSpy finished(dialog, &StudyDialog::batchFinished);
        const int tabsBefore = m_window->runTabs()->count();
        dialog->runButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->progressBar()->value() > 0, kStudyTimeoutMs);
        dialog->cancelButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kStudyTimeoutMs);
        const auto report = finished.at(0).at(0).value<SweepReport>();
        QVERIFY(report.cancelled);
        QVERIFY(report.progress.finished() < report.progress.total);
        QVERIFY2(dialog->statusLabel()->text().startsWith(QStringLiteral("Cancelled")),
                 qPrintable(dialog->statusLabel()->text()));
        QVERIFY(dialog->runButton()->isEnabled());
        QVERIFY(!dialog->cancelButton()->isEnabled());
        QVERIFY(dialog->studyList()->isEnabled());
        // No results tab for a study cut short; what finished is stored, in its group.
        QCOMPARE(m_window->runTabs()->count(), tabsBefore);
        RunFilter filter;
        filter.group = group;
        const RunStore store(file.toStdString(), RunStore::Mode::ReadOnly);
        QCOMPARE(store.list(filter).size(), report.progress.done);
        QCOMPARE(store.list().size(), report.progress.done);
    }

    void resultsOfAStudyNotRunSayHowToGetThem()
    {
        const QString file = m_dir.filePath(QStringLiteral("empty.sqlite"));
        test::fillStore(file, {test::handMadeRun("single", "/traces/a.swf", "easy", 100)});
        const StudyCatalog catalog;
        const Study& study = *catalog.studies().front();
        StudyResultsView view(QString::fromStdString(study.name()), false, file);
        QTRY_VERIFY_WITH_TIMEOUT(view.isLoaded(), kOpenTimeoutMs);
        QVERIFY(view.errorText().isEmpty());
        QVERIFY(view.runIds().empty());
        QVERIFY(!view.compareButton()->isEnabled());
        // The tables are there, with their labels and no numbers.
        compareWithCore(view, study.tables({}));
        if (QTest::currentTestFailed())
            return;

        StudyResultsView broken(QString::fromStdString(study.name()), false, m_dir.filePath(QStringLiteral("missing.sqlite")));
        QTRY_VERIFY_WITH_TIMEOUT(broken.isLoaded(), kOpenTimeoutMs);
        QVERIFY(!broken.errorText().isEmpty());
        QCOMPARE(broken.tableCount(), 0);
    }

    // qos-f1-variants has titles over 1,000 px long: on a narrow window they
    // wrap, so the page is no wider than the window and the export buttons
    // stay in sight.
    void longTitlesWrapOnANarrowWindow()
    {
        const QString file = m_dir.filePath(QStringLiteral("narrow.sqlite"));
        test::fillStore(file, {test::handMadeRun("single", "/traces/a.swf", "easy", 100)});
        StudyResultsView view(QStringLiteral("qos-f1-variants"), false, file);
        view.resize(kNarrowWidth, kNarrowHeight);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY_WITH_TIMEOUT(view.isLoaded(), kOpenTimeoutMs);
        QVERIFY(view.tableCount() > 0);
        QTRY_VERIFY(view.tableTitle(0)->width() > 0);
        for (int index = 0; index < view.tableCount(); ++index) {
            const QLabel* title = view.tableTitle(index);
            QVERIFY2(title->width() < kNarrowWidth, qPrintable(title->text()));
        }
    }

    // utility-random's tables are wider than a narrow window: each scrolls
    // sideways on its own, and the description and notes keep to the
    // window's width instead of running out of sight.
    void wideTablesScrollOnTheirOwn()
    {
        const QString file = m_dir.filePath(QStringLiteral("wide.sqlite"));
        test::fillStore(file, {test::handMadeRun("single", "/traces/a.swf", "easy", 100)});
        StudyResultsView view(QStringLiteral("utility-random"), false, file);
        view.resize(kNarrowWidth, kNarrowHeight);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY_WITH_TIMEOUT(view.isLoaded(), kOpenTimeoutMs);
        QVERIFY(view.tableCount() > 0);
        QTRY_VERIFY(view.tableNote(0)->width() > 0);
        for (int index = 0; index < view.tableCount(); ++index) {
            QVERIFY(view.tableNote(index)->width() < kNarrowWidth);
            const CsvTableView* table = view.tableView(index);
            QVERIFY(table->width() < kNarrowWidth);
            QVERIFY(table->horizontalScrollBar()->maximum() > 0);
        }
    }

private:
    void makeWindow(const QString& storeFile)
    {
        m_window = std::make_unique<MainWindow>(*m_settings);
        m_window->setDialogsEnabled(false);
        m_window->resize(kWindowSize);
        m_window->runLibrary()->useStoreFile(storeFile);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    [[nodiscard]] RunLibrary* library() const { return m_window->runLibrary()->library(); }

    // Every title, note, header and cell as the core computes it.
    static void compareWithCore(const StudyResultsView& view, const std::vector<StudyTable>& expected)
    {
        QVERIFY(!expected.empty());
        QCOMPARE(view.tableCount(), static_cast<int>(expected.size()));
        int filled = 0;
        for (std::size_t t = 0; t < expected.size(); ++t) {
            const int index = static_cast<int>(t);
            const StudyTable& table = expected[t];
            QCOMPARE(view.tableTitle(index)->text(), QString::fromStdString(table.title));
            QCOMPARE(view.tableNote(index)->text(), QString::fromStdString(table.note));
            const CsvTableView* shown = view.tableView(index);
            QCOMPARE(shown->columnCount(), static_cast<int>(table.table.columnCount()));
            QCOMPARE(shown->rowCount(), static_cast<int>(table.table.rowCount()));
            QVERIFY(table.table.rowCount() > 0);
            for (std::size_t c = 0; c < table.table.columnCount(); ++c)
                QCOMPARE(shown->horizontalHeaderItem(static_cast<int>(c))->text(),
                         QString::fromStdString(table.table.headers()[c]));
            for (std::size_t r = 0; r < table.table.rowCount(); ++r) {
                for (std::size_t c = 0; c < table.table.columnCount(); ++c) {
                    const QString cell = shown->cellText(static_cast<int>(r), static_cast<int>(c));
                    QCOMPARE(cell, QString::fromStdString(table.table.cell(r, c)));
                    filled += cell.isEmpty() ? 0 : 1;
                }
            }
            QCOMPARE(shown->table().toCsv(), table.table.toCsv());
        }
        QVERIFY(filled > 0);
    }

    // Cells of `a` whose text differs from `b` (cells `b` lacks count as empty).
    static int differingCells(const std::vector<StudyTable>& a, const std::vector<StudyTable>& b)
    {
        static const std::string kEmpty;
        int count = 0;
        for (std::size_t t = 0; t < a.size(); ++t) {
            const CsvTable& x = a[t].table;
            const CsvTable* y = t < b.size() ? &b[t].table : nullptr;
            for (std::size_t r = 0; r < x.rowCount(); ++r) {
                for (std::size_t c = 0; c < x.columnCount(); ++c) {
                    const bool inB = y && r < y->rowCount() && c < y->columnCount();
                    count += x.cell(r, c) == (inB ? y->cell(r, c) : kEmpty) ? 0 : 1;
                }
            }
        }
        return count;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(AppStudyDialogTest)
#include "AppStudyDialogTest.moc"
