// Library ▸ Advise… end to end: the dialog runs the advisor's runs off the
// GUI thread into a store, shows the report, and a second advice reuses
// every stored run.

#include "AdviseDialog.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace schedlab;

namespace {

constexpr int kAdviceTimeoutMs = 120'000;  // the asan build is slow; a hang is far beyond this

}  // namespace

class AppAdviseDialogTest : public QObject {
    Q_OBJECT

private slots:
    void advisesAndReusesTheStore()
    {
        QTemporaryDir dir;
        const QString store = dir.filePath(QStringLiteral("advice.sqlite"));
        AdviseDialog::Subject subject{QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/CTC-SP2-1996-3.1-cln.swf.gz"),
                                      QStringLiteral("single:256"),
                                      {"range:1:9000"},
                                      true};
        AdviseDialog dialog(subject, store);
        dialog.setObjectiveWeight(AdviceObjective::Utilization, 1);
        QCOMPARE(dialog.objectives().size(), std::size_t(2));
        QSignalSpy ready(&dialog, &AdviseDialog::adviceReady);
        QSignalSpy stored(&dialog, &AdviseDialog::runsStored);
        dialog.runButton()->click();
        QVERIFY(dialog.isRunning());
        QVERIFY(ready.wait(kAdviceTimeoutMs));
        QCOMPARE(stored.count(), 1);
        QVERIFY(!dialog.isRunning());
        QVERIFY2(dialog.reportHtml().contains(QStringLiteral("<h2>Recommendation: ")), qPrintable(dialog.reportHtml()));
        QVERIFY(dialog.reportHtml().contains(QStringLiteral("Mean wait + Utilization")));
        const QString first = dialog.reportHtml().section(QStringLiteral("<h2>Recommendation: "), 1).section('<', 0, 0);

        // Nothing is simulated twice: the same advice from the stored runs.
        dialog.runButton()->click();
        QVERIFY(ready.wait(kAdviceTimeoutMs));
        QCOMPARE(dialog.reportHtml().section(QStringLiteral("<h2>Recommendation: "), 1).section('<', 0, 0), first);

        // Without an objective there is nothing to rank by.
        dialog.setObjectiveWeight(AdviceObjective::MeanWait, 0);
        dialog.setObjectiveWeight(AdviceObjective::Utilization, 0);
        QVERIFY(!dialog.runButton()->isEnabled());
    }
};

QTEST_MAIN(AppAdviseDialogTest)
#include "AppAdviseDialogTest.moc"
