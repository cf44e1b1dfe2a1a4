// The "Generate workload…" dialog, offscreen: it generates on a pool thread,
// shows the comparison, saves SWF and hands the result to the workbench.

#include "support/TraceFiles.h"

#include "GenerateWorkloadDialog.h"
#include "LoadedTrace.h"
#include "MainWindow.h"
#include "TracePanel.h"
#include "forms/ParameterForm.h"
#include "generators/ProbabilisticGenerator.h"
#include "generators/RandomizedGenerator.h"
#include "workload/SwfReader.h"
#include "workload/SwfWriter.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

using namespace schedlab;

namespace {

// Generous: an ASan build on two busy cores.
constexpr int kWaitMs = 120'000;

std::string swfText(const Workload& workload)
{
    std::ostringstream out;
    SwfWriter::write(workload, out);
    return out.str();
}

bool tableContains(const QTableWidget* table, const QString& text)
{
    for (int row = 0; row < table->rowCount(); ++row) {
        for (int column = 0; column < table->columnCount(); ++column) {
            if (table->item(row, column) && table->item(row, column)->text() == text)
                return true;
        }
    }
    return false;
}

}  // namespace

class GeneratorsDialogTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_trace = LoadedTrace::load(test::bundledCtcTrace()); }

    void probabilisticFromTheLoadedTrace()
    {
        GenerateWorkloadDialog dialog(m_trace);
        QCOMPARE(dialog.model(), GenerateWorkloadDialog::Model::Probabilistic);
        QVERIFY(!dialog.saveButton()->isEnabled());
        dialog.form()->setValues({{"jobs", "3000"}, {"seed", "8"}, {"nodes", "256"}});
        QSignalSpy finished(&dialog, &GenerateWorkloadDialog::generationFinished);
        QTest::mouseClick(dialog.generateButton(), Qt::LeftButton);
        QVERIFY(finished.wait(kWaitMs));
        QCOMPARE(finished.front().front().toBool(), true);
        QVERIFY(dialog.generated());
        QVERIFY(dialog.saveButton()->isEnabled() && dialog.useButton()->isEnabled());

        // Exactly what the core makes with the same parameters.
        ProbabilisticGenerator::Settings settings;
        settings.jobs = 3000;
        settings.seed = 8;
        settings.machineNodes = 256;
        const ProbabilisticGenerator direct(*m_trace->workload, settings, m_trace->sha256.toStdString());
        QCOMPARE(swfText(*dialog.generated()), swfText(direct.generate()));

        const QTableWidget* table = dialog.summaryTable();
        QVERIFY(!table->isColumnHidden(2));
        QVERIFY(tableContains(table, QStringLiteral("KS distance")));
        QVERIFY(tableContains(table, QStringLiteral("Inter-arrival (s)")));
        QVERIFY(tableContains(table, QStringLiteral("Estimate ~ run time")));
    }

    void randomizedSavesAndBecomesTheCurrentTrace()
    {
        QTemporaryDir dir;
        GenerateWorkloadDialog dialog(nullptr);  // no trace: only the randomized model
        QCOMPARE(dialog.model(), GenerateWorkloadDialog::Model::Randomized);
        dialog.setModel(GenerateWorkloadDialog::Model::Probabilistic);
        QCOMPARE(dialog.model(), GenerateWorkloadDialog::Model::Randomized);
        dialog.form()->setValues({{"jobs", "1500"}, {"seed", "4"}, {"max-nodes", "32"}});
        QSignalSpy finished(&dialog, &GenerateWorkloadDialog::generationFinished);
        dialog.generate();
        QVERIFY(finished.wait(kWaitMs));
        QCOMPARE(dialog.generated()->jobs.size(), std::size_t{1500});
        QVERIFY(dialog.summaryTable()->isColumnHidden(2));  // no source to compare with

        QSignalSpy saved(&dialog, &GenerateWorkloadDialog::saveFinished);
        const QString path = dir.filePath(QStringLiteral("r.swf"));
        dialog.saveTo(path);
        QVERIFY(saved.wait(kWaitMs));
        QCOMPARE(saved.front().at(1).toBool(), true);
        const Workload back = SwfReader().readFile(path.toStdString());
        QCOMPARE(swfText(back), swfText(*dialog.generated()));

        // Saved already: "use" hands over that file at once.
        QSignalSpy requested(&dialog, &GenerateWorkloadDialog::traceRequested);
        QTest::mouseClick(dialog.useButton(), Qt::LeftButton);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.front().front().toString(), path);

        // A new result is not saved yet: "use" writes it to the scratch folder first.
        dialog.form()->setValues({{"seed", "5"}});
        dialog.generate();
        QVERIFY(finished.wait(kWaitMs));
        dialog.setScratchDirectory(dir.filePath(QStringLiteral("scratch")));
        dialog.useAsCurrentTrace();
        QTRY_COMPARE_WITH_TIMEOUT(requested.size(), 2, kWaitMs);
        const QString scratch = requested.at(1).front().toString();
        QCOMPARE(QFileInfo(scratch).fileName(), QStringLiteral("random-1500-jobs-seed-5.swf"));
        QCOMPARE(SwfReader().readFile(scratch.toStdString()).jobs.size(), std::size_t{1500});
    }

    void modelErrorsAreShownInTheDialog()
    {
        // Three jobs 10 s apart: every gap equal, so no Weibull fit exists.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("even.swf"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("; MaxProcs: 4\n"
                   "1 0 -1 50 1 -1 -1 -1 60 -1 1 1 -1 -1 -1 -1 -1 -1\n"
                   "2 10 -1 50 2 -1 -1 -1 60 -1 1 1 -1 -1 -1 -1 -1 -1\n"
                   "3 20 -1 50 4 -1 -1 -1 60 -1 1 1 -1 -1 -1 -1 -1 -1\n");
        file.close();
        GenerateWorkloadDialog dialog(LoadedTrace::load(path));
        QSignalSpy finished(&dialog, &GenerateWorkloadDialog::generationFinished);
        dialog.generate();
        QVERIFY(finished.wait(kWaitMs));
        QCOMPARE(finished.front().front().toBool(), false);
        QVERIFY(!dialog.generated());
        QVERIFY(!dialog.saveButton()->isEnabled());
        QVERIFY(dialog.generateButton()->isEnabled());
        const QString status = dialog.findChild<QLabel*>(QStringLiteral("status"))->text();
        QVERIFY2(status.contains(QStringLiteral("needs at least two different positive inter-arrival times")),
                 qPrintable(status));
    }

    void cancelDropsTheResult()
    {
        GenerateWorkloadDialog dialog(nullptr);
        dialog.form()->setValues({{"jobs", "2000000"}});
        QSignalSpy finished(&dialog, &GenerateWorkloadDialog::generationFinished);
        dialog.generate();
        QVERIFY(dialog.isGenerating());
        dialog.cancel();
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY(!dialog.isGenerating());
        // Either the stop came in time or the 2 M jobs were already made;
        // both are valid outcomes, and neither may leave the dialog busy.
        QVERIFY(dialog.generateButton()->isEnabled());
    }

    void useAsCurrentTraceLoadsItIntoTheWorkbench()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("schedlab.ini")), QSettings::IniFormat);
        MainWindow window(settings);
        window.setDialogsEnabled(false);
        // The File menu's "Generate workload…" runs exactly this.
        GenerateWorkloadDialog* dialog = window.generateWorkload();
        QCOMPARE(dialog->model(), GenerateWorkloadDialog::Model::Randomized);  // no trace loaded yet
        dialog->setScratchDirectory(dir.path());
        dialog->form()->setValues({{"jobs", "700"}, {"seed", "12"}});
        QSignalSpy finished(dialog, &GenerateWorkloadDialog::generationFinished);
        dialog->generate();
        QVERIFY(finished.wait(kWaitMs));
        QSignalSpy loaded(window.tracePanel(), &TracePanel::traceLoaded);
        QTest::mouseClick(dialog->useButton(), Qt::LeftButton);
        QVERIFY(loaded.wait(kWaitMs));
        const auto trace = window.tracePanel()->trace();
        QCOMPARE(QFileInfo(trace->path).fileName(), QStringLiteral("random-700-jobs-seed-12.swf"));
        QCOMPARE(swfText(*trace->workload), swfText(*dialog->generated()));
        QVERIFY(!trace->sha256.isEmpty());
        dialog->close();
    }

    void screenshot()
    {
        // With SCHEDLAB_SCREENSHOT_DIR set (run under xvfb-run), saves the
        // dialog after a 50,000-job CTC generation for the README.
        const QString directory = qEnvironmentVariable("SCHEDLAB_SCREENSHOT_DIR");
        if (directory.isEmpty())
            QSKIP("SCHEDLAB_SCREENSHOT_DIR not set");
        GenerateWorkloadDialog dialog(m_trace);
        dialog.form()->setValues({{"nodes", "256"}});
        dialog.resize(760, 980);
        dialog.show();
        QSignalSpy finished(&dialog, &GenerateWorkloadDialog::generationFinished);
        dialog.generate();
        QVERIFY(finished.wait(kWaitMs));
        QTest::qWait(200);
        QVERIFY(dialog.grab().save(directory + QStringLiteral("/generate-workload-dialog.png")));
    }

private:
    std::shared_ptr<const LoadedTrace> m_trace;
};

QTEST_MAIN(GeneratorsDialogTest)
#include "GeneratorsDialogTest.moc"
