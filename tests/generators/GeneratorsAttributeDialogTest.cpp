// The "Generate workload…" dialog with the grid, QoS and utility models of
// GeneratorCatalog, offscreen: every model is offered with its schema, the
// result equals the core's, and it is saved as SchedLab jobs.

#include "GenerateWorkloadDialog.h"
#include "forms/ParameterForm.h"
#include "generators/GeneratorCatalog.h"
#include "generators/QosPeriodicGenerator.h"
#include "generators/QosUserGenerator.h"
#include "generators/SitePoissonGenerator.h"
#include "workload/NativeWorkloadWriter.h"
#include "workload/WorkloadFileReader.h"

#include <QApplication>
#include <QComboBox>
#include <QFileInfo>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace schedlab;

namespace {

// Generous: an ASan build on two busy cores.
constexpr int kWaitMs = 120'000;

} // namespace

class GeneratorsAttributeDialogTest : public QObject {
    Q_OBJECT

private slots:
    void everyCatalogModelIsOffered()
    {
        GenerateWorkloadDialog dialog(nullptr);
        for (const GeneratorCatalog::Model& model : GeneratorCatalog::models()) {
            const QString name = QString::fromStdString(model.schema.name);
            dialog.setModelName(name);
            QCOMPARE(dialog.modelName(), name);
            QCOMPARE(dialog.model(), GenerateWorkloadDialog::Model::Catalog);
            QVERIFY(dialog.form()->isValid());
            QCOMPARE(dialog.form()->values().size(), model.schema.parameters.size());
            QVERIFY(dialog.generateButton()->isEnabled());
            QVERIFY(dialog.saveButton()->text().contains(QStringLiteral("SchedLab jobs")));
        }
        dialog.setModel(GenerateWorkloadDialog::Model::Randomized);
        QVERIFY(dialog.saveButton()->text().contains(QStringLiteral("SWF")));
    }

    void sitePoissonIsGeneratedAndSavedAsSchedLabJobs()
    {
        QTemporaryDir dir;
        GenerateWorkloadDialog dialog(nullptr);
        dialog.setModelName(QString::fromLatin1(SitePoissonGenerator::kName));
        const ParameterValues values
            = { { "jobs", "440" }, { "seed", "6" }, { "speeds", "700,600,500,400,300" } };
        dialog.form()->setValues(values);
        QSignalSpy finished(&dialog, &GenerateWorkloadDialog::generationFinished);
        dialog.generate();
        QVERIFY(finished.wait(kWaitMs));
        QCOMPARE(finished.front().front().toBool(), true);
        const auto direct = GeneratorCatalog::find(SitePoissonGenerator::kName)
                                ->generate(dialog.form()->values(), {});
        QCOMPARE(NativeWorkloadWriter::toText(*dialog.generated()),
            NativeWorkloadWriter::toText(direct));
        QVERIFY(dialog.summaryTable()->isHidden());

        // An SWF name gets the native suffix: SWF would lose the origin sites.
        QSignalSpy saved(&dialog, &GenerateWorkloadDialog::saveFinished);
        dialog.saveTo(dir.filePath(QStringLiteral("sites.swf")));
        QVERIFY(saved.wait(kWaitMs));
        QCOMPARE(saved.front().at(1).toBool(), true);
        const QString path = saved.front().at(0).toString();
        QCOMPARE(QFileInfo(path).fileName(), QStringLiteral("sites.swf.jsonl"));
        const Workload back = WorkloadFileReader().readFile(path.toStdString());
        QCOMPARE(
            NativeWorkloadWriter::toText(back), NativeWorkloadWriter::toText(*dialog.generated()));
    }

    void useAsCurrentTraceWritesSchedLabJobs()
    {
        QTemporaryDir dir;
        GenerateWorkloadDialog dialog(nullptr);
        dialog.setModelName(QString::fromLatin1(QosUserGenerator::kName));
        dialog.form()->setValues({ { "jobs", "90" }, { "seed", "2" } });
        QSignalSpy finished(&dialog, &GenerateWorkloadDialog::generationFinished);
        dialog.generate();
        QVERIFY(finished.wait(kWaitMs));
        QCOMPARE(dialog.generated()->ticksPerSecond, std::int64_t { 1000 });
        QSignalSpy requested(&dialog, &GenerateWorkloadDialog::traceRequested);
        dialog.setScratchDirectory(dir.filePath(QStringLiteral("scratch")));
        dialog.useAsCurrentTrace();
        QTRY_COMPARE_WITH_TIMEOUT(requested.size(), 1, kWaitMs);
        const QString scratch = requested.front().front().toString();
        QCOMPARE(QFileInfo(scratch).fileName(), QStringLiteral("qos-users-90-jobs-seed-2.jsonl"));
        QCOMPARE(
            WorkloadFileReader().readFile(scratch.toStdString()).jobs.size(), std::size_t { 90 });
    }

    // qos-periodic has no job count to name: its file is named by the seed.
    void periodicUsersAreNamedWithoutAJobCount()
    {
        QTemporaryDir dir;
        GenerateWorkloadDialog dialog(nullptr);
        dialog.setModelName(QString::fromLatin1(QosPeriodicGenerator::kName));
        dialog.form()->setValues({ { "seed", "2" } });
        QSignalSpy finished(&dialog, &GenerateWorkloadDialog::generationFinished);
        dialog.generate();
        QVERIFY(finished.wait(kWaitMs));
        QSignalSpy requested(&dialog, &GenerateWorkloadDialog::traceRequested);
        dialog.setScratchDirectory(dir.filePath(QStringLiteral("scratch")));
        dialog.useAsCurrentTrace();
        QTRY_COMPARE_WITH_TIMEOUT(requested.size(), 1, kWaitMs);
        const QString scratch = requested.front().front().toString();
        QCOMPARE(QFileInfo(scratch).fileName(), QStringLiteral("qos-periodic-seed-2.jsonl"));
        // F3 (Phosphorus D5.2, §2.3.2): 100 + 17 + 10 + 10 + 10 tasks.
        QCOMPARE(
            WorkloadFileReader().readFile(scratch.toStdString()).jobs.size(), std::size_t { 147 });
    }

    void badParametersAreShown()
    {
        GenerateWorkloadDialog dialog(nullptr);
        dialog.setModelName(QString::fromLatin1(QosUserGenerator::kName));
        // Valid for the form, refused by the model: two classes for three users.
        dialog.form()->setValues({ { "jobs", "30" }, { "classes", "gs,be" } });
        QSignalSpy finished(&dialog, &GenerateWorkloadDialog::generationFinished);
        dialog.generate();
        QVERIFY(finished.wait(kWaitMs));
        QCOMPARE(finished.front().front().toBool(), false);
        QVERIFY(!dialog.generated());
    }
};

QTEST_MAIN(GeneratorsAttributeDialogTest)
#include "GeneratorsAttributeDialogTest.moc"
