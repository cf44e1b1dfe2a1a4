// The run browser on a store filled by hand: filters by trace, policy, tag
// and group, sorting by value, delete only after Yes in the confirmation,
// the Delete key, compare loading complete runs, and export and import.
#include "LibraryTestSupport.h"
#include "RunBrowser.h"
#include "RunFilterProxyModel.h"
#include "RunLibrary.h"
#include "RunTableModel.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace schedlab;

namespace {

constexpr int kTimeoutMs = 30000;
using Criterion = RunFilterProxyModel::Criterion;

// Six runs: two traces, three policies, tags and one sweep group.
//   id 1  easy          ctc   awrt 300  tags paper
//   id 2  fcfs          ctc   awrt 900  tags paper, baseline
//   id 3  conservative  ctc   awrt 400
//   id 4  easy          kth   awrt 200  group sweep-a
//   id 5  fcfs          kth   awrt 800  group sweep-a, tags baseline
//   id 6  easy          kth   awrt 250  group sweep-a
std::vector<StoredRun> sixRuns()
{
    const std::string ctc = "/traces/CTC-SP2.swf";
    const std::string kth = "/traces/KTH-SP2.swf";
    return {test::handMadeRun("one", ctc, "easy", 300, {"paper"}),
            test::handMadeRun("two", ctc, "fcfs", 900, {"paper", "baseline"}),
            test::handMadeRun("three", ctc, "conservative", 400),
            test::handMadeRun("four", kth, "easy", 200, {}, "sweep-a"),
            test::handMadeRun("five", kth, "fcfs", 800, {"baseline"}, "sweep-a"),
            test::handMadeRun("six", kth, "easy", 250, {}, "sweep-a")};
}

}  // namespace

class AppRunBrowserTest : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction())));
        m_ids = test::fillStore(m_file, sixRuns());
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("browser.ini")), QSettings::IniFormat);
        m_library = std::make_unique<RunLibrary>(*m_settings);
        m_browser = std::make_unique<RunBrowser>(*m_library);
        m_browser->resize(1200, 400);
        m_browser->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_browser.get()));
        m_library->open(m_file);
        QTRY_COMPARE_WITH_TIMEOUT(m_browser->model()->rowCount(), 6, kTimeoutMs);
    }

    void cleanup()
    {
        m_browser.reset();
        m_library.reset();
        m_settings.reset();
    }

    void listsEveryRunNewestFirst()
    {
        QCOMPARE(m_browser->proxy()->rowCount(), 6);
        QCOMPARE(shownIds(), (std::vector<std::int64_t>{6, 5, 4, 3, 2, 1}));
        const QModelIndex first = m_browser->proxy()->index(0, RunTableModel::NameColumn);
        QCOMPARE(first.data().toString(), QStringLiteral("six"));
        QCOMPARE(m_browser->proxy()->index(0, RunTableModel::TraceColumn).data().toString(),
                 QStringLiteral("KTH-SP2.swf"));
        QCOMPARE(m_browser->proxy()->index(0, RunTableModel::AwrtColumn).data().toString(), QStringLiteral("250.0"));
        QCOMPARE(m_browser->proxy()->index(4, RunTableModel::TagsColumn).data().toString(),
                 QStringLiteral("baseline, paper"));   // the store keeps tags sorted
        QCOMPARE(m_browser->proxy()->index(1, RunTableModel::GroupColumn).data().toString(), QStringLiteral("sweep-a"));
    }

    void sortsMetricsByValue()
    {
        m_browser->view()->sortByColumn(RunTableModel::AwrtColumn, Qt::AscendingOrder);
        // 200 < 250 < 300 < 400 < 800 < 900; as text "900" < "1000" would break this.
        QCOMPARE(shownIds(), (std::vector<std::int64_t>{4, 6, 1, 3, 5, 2}));
    }

    void filtersByTracePolicyTagAndGroup()
    {
        QComboBox* trace = m_browser->filterBox(Criterion::Trace);
        QComboBox* policy = m_browser->filterBox(Criterion::Policy);
        QComboBox* tag = m_browser->filterBox(Criterion::Tag);
        QComboBox* group = m_browser->filterBox(Criterion::Group);
        QCOMPARE(trace->count(), 3);    // all + two traces
        QCOMPARE(policy->count(), 4);   // all + three policies
        QCOMPARE(tag->count(), 3);      // all + baseline, paper
        QCOMPARE(group->count(), 2);    // all + sweep-a

        trace->setCurrentIndex(trace->findText(QStringLiteral("CTC-SP2.swf")));
        QCOMPARE(sortedShownIds(), (std::vector<std::int64_t>{1, 2, 3}));
        policy->setCurrentIndex(policy->findText(QStringLiteral("fcfs")));
        QCOMPARE(sortedShownIds(), (std::vector<std::int64_t>{2}));
        trace->setCurrentIndex(0);
        QCOMPARE(sortedShownIds(), (std::vector<std::int64_t>{2, 5}));
        policy->setCurrentIndex(0);
        tag->setCurrentIndex(tag->findText(QStringLiteral("baseline")));
        QCOMPARE(sortedShownIds(), (std::vector<std::int64_t>{2, 5}));
        tag->setCurrentIndex(tag->findText(QStringLiteral("paper")));
        QCOMPARE(sortedShownIds(), (std::vector<std::int64_t>{1, 2}));
        tag->setCurrentIndex(0);
        group->setCurrentIndex(group->findText(QStringLiteral("sweep-a")));
        QCOMPARE(sortedShownIds(), (std::vector<std::int64_t>{4, 5, 6}));
        group->setCurrentIndex(0);
        QCOMPARE(m_browser->proxy()->rowCount(), 6);
    }

    void tagsShowUpInTheFilter()
    {
        m_library->setTags(3, {QStringLiteral("keep"), QStringLiteral("paper")});
        QComboBox* tag = m_browser->filterBox(Criterion::Tag);
        QTRY_COMPARE_WITH_TIMEOUT(tag->findText(QStringLiteral("keep")) >= 0, true, kTimeoutMs);
        tag->setCurrentIndex(tag->findText(QStringLiteral("paper")));
        QCOMPARE(sortedShownIds(), (std::vector<std::int64_t>{1, 2, 3}));
    }

    void deleteAsksFirstAndRemovesOnlyAfterYes()
    {
        m_browser->selectIds({2, 5});
        QCOMPARE(m_browser->selectedIds().size(), std::size_t(2));
        QVERIFY(m_browser->action(RunBrowser::Action::Delete)->isEnabled());

        // No: nothing changes.
        m_browser->action(RunBrowser::Action::Delete)->trigger();
        QMessageBox* box = m_browser->pendingConfirmation();
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QVERIFY2(box->text().contains(QStringLiteral("2 runs")), qPrintable(box->text()));
        box->button(QMessageBox::No)->click();
        QVERIFY(!m_browser->pendingConfirmation());
        QTRY_COMPARE(m_library->pendingOperations(), 0);
        QCOMPARE(storedIds(), (std::vector<std::int64_t>{1, 2, 3, 4, 5, 6}));

        // The Delete key asks too; Yes deletes exactly the selected runs.
        m_browser->view()->setFocus();
        QTest::keyClick(m_browser->view(), Qt::Key_Delete);
        box = m_browser->pendingConfirmation();
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        box->button(QMessageBox::Yes)->click();
        QTRY_COMPARE_WITH_TIMEOUT(m_browser->model()->rowCount(), 4, kTimeoutMs);
        QCOMPARE(storedIds(), (std::vector<std::int64_t>{1, 3, 4, 6}));
        QCOMPARE(sortedShownIds(), (std::vector<std::int64_t>{1, 3, 4, 6}));
    }

    void compareLoadsCompleteRuns()
    {
        QVERIFY(!m_browser->action(RunBrowser::Action::Compare)->isEnabled());
        m_browser->selectIds({1, 4});
        QVERIFY(m_browser->action(RunBrowser::Action::Compare)->isEnabled());
        QSignalSpy ready(m_browser.get(), &RunBrowser::compareReady);
        m_browser->action(RunBrowser::Action::Compare)->trigger();
        QVERIFY(ready.wait(kTimeoutMs));
        const auto runs = ready.at(0).at(0).value<std::vector<StoredRun>>();
        QCOMPARE(runs.size(), std::size_t(2));
        // Shown order is newest first.
        QCOMPARE(runs[0].id, std::int64_t(4));
        QCOMPARE(runs[1].id, std::int64_t(1));
        QCOMPARE(runs[0].jobs.size(), std::size_t(1));   // loaded, not the summary
    }

    void exportsAndImportsSelectedRuns()
    {
        const QString exported = m_dir.filePath(QStringLiteral("export.sqlite"));
        QSignalSpy reported(m_library.get(), &RunLibrary::reported);
        m_library->exportRuns({2, 4}, exported);
        QVERIFY(reported.wait(kTimeoutMs));
        QVERIFY(reported.at(0).at(0).toString().startsWith(QStringLiteral("Exported 2 runs")));

        // Into an empty store: both arrive; a second import adds nothing.
        const QString other = m_dir.filePath(QStringLiteral("other.sqlite"));
        m_library->open(other);
        QTRY_COMPARE_WITH_TIMEOUT(m_browser->model()->rowCount(), 0, kTimeoutMs);
        m_library->importRuns(exported);
        QTRY_COMPARE_WITH_TIMEOUT(m_browser->model()->rowCount(), 2, kTimeoutMs);
        m_library->importRuns(exported);
        QTRY_COMPARE(m_library->pendingOperations(), 0);
        QCOMPARE(m_browser->model()->rowCount(), 2);
        QCOMPARE(m_browser->filterBox(Criterion::Group)->findText(QStringLiteral("sweep-a")) > 0, true);
    }

    void readOnlyStoreCannotBeChanged()
    {
        m_library->open(m_file, true);
        QTRY_COMPARE_WITH_TIMEOUT(m_library->state(), RunLibrary::State::ReadOnly, kTimeoutMs);
        m_browser->selectIds({1});
        for (const auto action : {RunBrowser::Action::Delete, RunBrowser::Action::Rename, RunBrowser::Action::Tags,
                                  RunBrowser::Action::Notes, RunBrowser::Action::Import})
            QVERIFY(!m_browser->action(action)->isEnabled());
        QVERIFY(m_browser->action(RunBrowser::Action::Open)->isEnabled());
        QVERIFY(m_browser->action(RunBrowser::Action::Export)->isEnabled());
        QSignalSpy failed(m_library.get(), &RunLibrary::storeFailed);
        m_library->rename(1, QStringLiteral("renamed"));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(storedIds().size(), std::size_t(6));
    }

private:
    std::vector<std::int64_t> shownIds() const
    {
        std::vector<std::int64_t> ids;
        for (int row = 0; row < m_browser->proxy()->rowCount(); ++row)
            ids.push_back(m_browser->proxy()->index(row, 0).data(RunTableModel::kIdRole).toLongLong());
        return ids;
    }

    std::vector<std::int64_t> sortedShownIds() const
    {
        std::vector<std::int64_t> ids = shownIds();
        std::sort(ids.begin(), ids.end());
        return ids;
    }

    std::vector<std::int64_t> storedIds() const
    {
        std::vector<std::int64_t> ids;
        for (const StoredRun& run : RunStore(m_file.toStdString(), RunStore::Mode::ReadOnly).list())
            ids.push_back(run.id);
        return ids;
    }

    QTemporaryDir m_dir;
    QString m_file;
    std::vector<std::int64_t> m_ids;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<RunLibrary> m_library;
    std::unique_ptr<RunBrowser> m_browser;
};

QTEST_MAIN(AppRunBrowserTest)
#include "AppRunBrowserTest.moc"
