// The dialogs that start from the workbench's choices take a
// WorkbenchContext value and explicit services, never the main window: here
// they are opened with no MainWindow at all (this file does not even
// include it). The sweep dialog starts from a context built by hand, the
// generator from its trace, and the run library controller lives on a
// plain widget, asking for the context only when a sweep starts.
#include "AppTestSupport.h"

#include "GenerateWorkloadDialog.h"
#include "LoadedTrace.h"
#include "RunLibrary.h"
#include "RunLibraryController.h"
#include "StudyDialog.h"
#include "StudyResultsView.h"
#include "SweepDialog.h"
#include "WorkbenchContext.h"

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kTimeoutMs = 60000;
// A study whose results view is opened on an empty store (any would do).
const QString kStudy = QStringLiteral("grid-overhead");

QString teachingTrace()
{
    return QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/teaching-backfilling.swf");
}

bool anyMainWindow()
{
    const QWidgetList windows = QApplication::topLevelWidgets();
    return std::any_of(windows.begin(), windows.end(),
                       [](const QWidget* widget) { return qobject_cast<const QMainWindow*>(widget) != nullptr; });
}

}  // namespace

class AppWorkbenchContextTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(prepareWorkbenchTests(m_dir));
        m_trace = LoadedTrace::load(teachingTrace());
        QVERIFY(m_trace);
    }

    void init() { m_settings = settingsForCurrentTest(m_dir); }

    void cleanup()
    {
        QVERIFY(!anyMainWindow());
        m_settings.reset();
    }

    void sweepDialogStartsFromAContextValue()
    {
        WorkbenchContext context = teachingContext();
        const SweepChoices choices = SweepDialog::workbenchChoices(context);
        QCOMPARE(choices.traces, QStringList{QFileInfo(teachingTrace()).absoluteFilePath()});
        QCOMPARE(choices.group, QStringLiteral("teaching-backfilling-sweep"));
        // The job range is a transform set of its own; exact estimates and
        // drop-wider are choices of the form.
        QCOMPARE(choices.otherTransforms, QStringList{QStringLiteral("range:1:5")});
        QVERIFY(choices.useOtherTransforms);
        QVERIFY(!choices.asLoaded);
        QCOMPARE(choices.estimates, SweepChoices::Estimates::Exact);
        QVERIFY(choices.dropWider);
        QCOMPARE(choices.platforms, QStringList{QStringLiteral("single:4")});
        QCOMPARE(choices.policies, QStringList{QStringLiteral("smart-ffia")});
        // Only the values that differ from the defaults are fixed.
        QCOMPARE(choices.fixedParameters.size(), std::size_t(1));
        QCOMPARE(choices.fixedParameters.at("smart-ffia").at("gamma"), std::string("2.5"));

        RunLibrary library(*m_settings);
        library.open(m_dir.filePath(QStringLiteral("context.sqlite")));
        QTRY_COMPARE_WITH_TIMEOUT(library.state(), RunLibrary::State::Open, kTimeoutMs);
        SweepDialog dialog(library, choices);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.choices().traces, choices.traces);
        QCOMPARE(dialog.choices().platforms, choices.platforms);
        QCOMPARE(dialog.choices().policies, choices.policies);
        QVERIFY(dialog.choices().useOtherTransforms);
        QCOMPARE(dialog.choices().estimates, SweepChoices::Estimates::Exact);
        // The fixed value is named under the policy list.
        bool noted = false;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            noted = noted || (label->isVisible() && label->text() == QStringLiteral(
                                                        "As in the Policy panel: gamma = 2.5 (smart-ffia)"));
        QVERIFY(noted);
        // The workbench's own run, once, ready to go into the store.
        QTRY_COMPARE_WITH_TIMEOUT(dialog.runCount(), 1, kTimeoutMs);
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
        QVERIFY(dialog.runButton()->isEnabled());
        QVERIFY(dialog.specJson().contains(QStringLiteral("range:1:5")));

        // A custom platform has no name a sweep could use, and without a
        // trace there is nothing to run on: the form says so.
        context.trace = nullptr;
        context.platformKey = QStringLiteral("custom");
        const SweepChoices empty = SweepDialog::workbenchChoices(context);
        QVERIFY(empty.traces.isEmpty());
        QVERIFY(empty.platforms.isEmpty());
        QCOMPARE(empty.group, QStringLiteral("sweep"));
        dialog.setChoices(empty);
        QTRY_COMPARE_WITH_TIMEOUT(dialog.problem(), QStringLiteral("Choose at least one trace."), kTimeoutMs);
        QVERIFY(!dialog.runButton()->isEnabled());
    }

    void generatorStartsFromTheContextsTrace()
    {
        QWidget host;
        QPointer<GenerateWorkloadDialog> dialog = GenerateWorkloadDialog::openFor(teachingContext(), &host);
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->parentWidget(), &host);
        // With a trace, the model derived from it is offered first.
        QCOMPARE(dialog->model(), GenerateWorkloadDialog::Model::Probabilistic);
        dialog->close();
        QTRY_VERIFY(dialog.isNull());  // deleted on close

        dialog = GenerateWorkloadDialog::openFor(WorkbenchContext{}, &host);
        QCOMPARE(dialog->model(), GenerateWorkloadDialog::Model::Randomized);
        dialog->close();
    }

    void runLibraryControllerNeedsOnlyAWidgetAndTheContext()
    {
        QWidget host;
        int asked = 0;
        auto* controller = new RunLibraryController(
            *m_settings,
            [this, &asked] {
                ++asked;
                return teachingContext();
            },
            host);
        QCOMPARE(controller->parent(), static_cast<QObject*>(&host));
        QVERIFY(controller->menu());
        QVERIFY(controller->dock());
        QSignalSpy messages(controller, &RunLibraryController::statusMessage);
        QSignalSpy tabs(controller, &RunLibraryController::tabRequested);
        const QString store = m_dir.filePath(QStringLiteral("controller.sqlite"));
        controller->useStoreFile(store);
        QTRY_COMPARE_WITH_TIMEOUT(controller->library()->state(), RunLibrary::State::Open, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!messages.isEmpty(), kTimeoutMs);
        const QString opened = messages.constLast().at(0).toString();
        QVERIFY2(opened.startsWith(QStringLiteral("Runs are stored in ")) &&
                     opened.endsWith(QStringLiteral("controller.sqlite")),
                 qPrintable(opened));

        // New sweep… asks for the workbench's choices when it opens, not before.
        QCOMPARE(asked, 0);
        SweepDialog* sweep = controller->newSweep();
        QCOMPARE(asked, 1);
        QCOMPARE(sweep->parentWidget(), &host);
        QCOMPARE(sweep->choices().policies, QStringList{QStringLiteral("smart-ffia")});

        // The study dialog belongs to the host; its results come as a tab request.
        StudyDialog* study = StudyDialog::openFor(*controller, host);
        QCOMPARE(study->parentWidget(), &host);
        QCOMPARE(StudyDialog::openFor(*controller, host), study);
        StudyResultsView::openIn(*controller, kStudy, true);
        QCOMPARE(tabs.count(), 1);
        QCOMPARE(tabs.at(0).at(1).toString(), QStringLiteral("Study %1 (quick)").arg(kStudy));
        // No window took the tab: it is ours to delete.
        std::unique_ptr<QWidget> tab(tabs.at(0).at(0).value<QWidget*>());
        auto* results = qobject_cast<StudyResultsView*>(tab.get());
        QVERIFY(results);
        QTRY_VERIFY_WITH_TIMEOUT(results->isLoaded(), kTimeoutMs);
        QVERIFY2(results->errorText().isEmpty(), qPrintable(results->errorText()));
        QVERIFY(results->runIds().empty());

        // Comparing a group of one run cannot open a tab: a status message says why.
        messages.clear();
        controller->showGroup(QStringLiteral("nothing"), {});
        QCOMPARE(messages.count(), 1);
        QVERIFY2(messages.at(0).at(0).toString().startsWith(QStringLiteral("Group nothing: ")),
                 qPrintable(messages.at(0).at(0).toString()));
        QCOMPARE(tabs.count(), 1);
    }

private:
    // The teaching trace with a job range and exact estimates, dropping
    // wide jobs, on four nodes, under SMART-FFIA with γ = 2.5.
    [[nodiscard]] WorkbenchContext teachingContext() const
    {
        WorkbenchContext context;
        context.trace = m_trace;
        context.transforms = {"range:1:5", SweepChoices::kExactEstimates};
        context.dropWider = true;
        context.platformKey = QStringLiteral("single:4");
        context.policyName = QStringLiteral("smart-ffia");
        context.parameters.insert(QStringLiteral("smart-ffia"), {{"gamma", "2.5"}});
        context.parameters.insert(QStringLiteral("easy"), {});
        return context;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::shared_ptr<const LoadedTrace> m_trace;
};

QTEST_MAIN(AppWorkbenchContextTest)
#include "AppWorkbenchContextTest.moc"
