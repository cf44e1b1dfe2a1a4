// Library > Reproduction report in the workbench: the menu opens one
// dialog, which runs the quick report end to end into the window's run
// store off the GUI thread and shows it; a second report finds every run
// stored and shows the same verdicts; Save writes the self-contained HTML
// page the CLI writes.
#include "LibraryTestSupport.h"

#include "MainWindow.h"
#include "ReproductionReportDialog.h"
#include "RunLibrary.h"
#include "RunLibraryController.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kOpenTimeoutMs = 60000;
// The quick report (about 190 small runs) with room for the sanitizers.
constexpr int kReportTimeoutMs = 20 * 60 * 1000;
constexpr QSize kWindowSize{1366, 768};
// Set to a folder to save a PNG of the dialog showing the report.
constexpr const char* kScreenshotVariable = "SCHEDLAB_REPORT_SCREENSHOTS";
constexpr int kSettleMs = 300;

QAction* menuAction(const QMenuBar* bar, const QString& text)
{
    for (QAction* top : bar->actions()) {
        if (!top->menu())
            continue;
        for (QAction* action : top->menu()->actions()) {
            if (action->text() == text)
                return action;
        }
    }
    return nullptr;
}

}  // namespace

class AppReproductionReportTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareWorkbenchTests(m_dir)); }

    void quickReportFromTheMenu()
    {
        const std::unique_ptr<QSettings> settings = settingsForCurrentTest(m_dir);
        MainWindow window(*settings);
        window.setDialogsEnabled(false);
        window.resize(kWindowSize);
        window.runLibrary()->useStoreFile(m_dir.filePath(QStringLiteral("report.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE_WITH_TIMEOUT(window.runLibrary()->library()->state(), RunLibrary::State::Open, kOpenTimeoutMs);

        QAction* entry = menuAction(window.menuBar(), QStringLiteral("Reproduction &report…"));
        QVERIFY(entry);
        entry->trigger();
        auto* dialog = window.findChild<ReproductionReportDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        entry->trigger();  // the same dialog again, never a second one
        QCOMPARE(window.findChildren<ReproductionReportDialog*>().size(), 1);
        QVERIFY(dialog->runButton()->isEnabled());
        QVERIFY(!dialog->saveButton()->isEnabled());  // nothing to save yet

        dialog->quickBox()->setChecked(true);
        QSignalSpy ready(dialog, &ReproductionReportDialog::reportReady);
        dialog->run();
        QVERIFY(dialog->isRunning());
        QVERIFY(!dialog->runButton()->isEnabled());
        QVERIFY(dialog->cancelButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kReportTimeoutMs);

        const QString summary = dialog->statusLabel()->text();
        QVERIFY2(summary.startsWith(QStringLiteral("349 published figures: ")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("55 text claims: ")), qPrintable(summary));
        const QString shown = dialog->reportView()->toPlainText();
        QVERIFY2(shown.contains(QStringLiteral("Table 2.2")), qPrintable(shown.left(500)));
        QVERIFY(shown.contains(QStringLiteral("T2.2/Jul96/total")));
        QVERIFY(dialog->reportHtml().startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(dialog->saveButton()->isEnabled());
        QVERIFY(dialog->runButton()->isEnabled());

        if (!qgetenv(kScreenshotVariable).isEmpty()) {
            QTest::qWait(kSettleMs);
            const QDir folder(QString::fromLocal8Bit(qgetenv(kScreenshotVariable)));
            QVERIFY(dialog->grab().save(folder.filePath(QStringLiteral("reproduction-report-dialog.png"))));
        }

        // Everything is stored now: the second report simulates nothing and says the same.
        dialog->run();
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 2, kReportTimeoutMs);
        QCOMPARE(dialog->statusLabel()->text(), summary);

        const QString saved = m_dir.filePath(QStringLiteral("report.html"));
        QVERIFY(dialog->saveTo(saved));
        QCOMPARE(QString::fromUtf8(fileBytes(saved)), dialog->reportHtml());
        QVERIFY(!dialog->saveTo(m_dir.filePath(QStringLiteral("missing-folder/report.html"))));
        QVERIFY(dialog->statusLabel()->text().contains(QStringLiteral("Could not write")));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(AppReproductionReportTest)
#include "AppReproductionReportTest.moc"
