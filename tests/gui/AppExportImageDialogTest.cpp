// File ▸ Export's size dialog: presets fill the size, a typed size that
// matches one selects it, anything else is "Custom", and the choices come
// back as the options the Gantt chart exports with.
#include "ExportImageDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QRadioButton>
#include <QSpinBox>
#include <QtTest>

using namespace schedlab;

class AppExportImageDialogTest : public QObject {
    Q_OBJECT

private slots:
    void startsFromTheLastChoices()
    {
        const QSize onScreen(1132, 173);
        ExportImageDialog fresh(onScreen, GanttExportOptions{});
        QCOMPARE(fresh.options().size, onScreen);  // no earlier choice: the size on screen
        QVERIFY(fresh.options().wholeSchedule);
        QVERIFY(fresh.options().legend);
        QCOMPARE(fresh.findChild<QComboBox*>()->currentIndex(), 0);

        ExportImageDialog again(onScreen, GanttExportOptions{QSize(640, 480), false, false});
        QCOMPARE(again.options().size, QSize(640, 480));
        QVERIFY(!again.options().wholeSchedule);
        QVERIFY(!again.options().legend);
        auto* preset = again.findChild<QComboBox*>();
        QCOMPARE(preset->currentIndex(), preset->count() - 1);  // Custom
    }

    void presetsAndTypedSizesAgree()
    {
        ExportImageDialog dialog(QSize(800, 300), GanttExportOptions{});
        auto* preset = dialog.findChild<QComboBox*>();
        const QList<QSpinBox*> sides = dialog.findChildren<QSpinBox*>();
        QCOMPARE(sides.size(), 2);
        // The 4K entry fills both sides.
        const int uhd = preset->findData(QSize(3840, 2160));
        QVERIFY(uhd > 0);
        preset->setCurrentIndex(uhd);
        emit preset->activated(uhd);
        QCOMPARE(dialog.options().size, QSize(3840, 2160));
        // Typing a size that is no preset says Custom; typing one that is selects it.
        sides[0]->setValue(1000);
        QCOMPARE(preset->currentIndex(), preset->count() - 1);
        sides[0]->setValue(1920);
        sides[1]->setValue(1080);
        QCOMPARE(preset->currentData().toSize(), QSize(1920, 1080));
        // Sides stay within what an image can be.
        sides[0]->setValue(ExportImageDialog::kMaximumSide * 2);
        QCOMPARE(dialog.options().size.width(), ExportImageDialog::kMaximumSide);
    }
};

QTEST_MAIN(AppExportImageDialogTest)
#include "AppExportImageDialogTest.moc"
