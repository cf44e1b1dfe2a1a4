// The platform panel's machine table: the Queue column (a site's local queue
// under the grid brokers) edits, survives a JSON round trip, and rejects
// words that are not queues; the model keeps its contract throughout.

#include "PlatformPanel.h"
#include "PlatformTableModel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QTemporaryDir>
#include <QTest>

using namespace schedlab;

class AppPlatformTableModelTest : public QObject {
    Q_OBJECT

private slots:
    void queueColumnEdits()
    {
        PlatformTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMachines({{"a", 4, 1.0}, {"b", 4, 1.0}});
        QCOMPARE(model.columnCount(), int(PlatformTableModel::ColumnCount));
        const QModelIndex queue = model.index(1, PlatformTableModel::QueueColumn);
        QCOMPARE(queue.data(Qt::EditRole).toString(), QStringLiteral("single"));

        QVERIFY(model.setData(queue, QStringLiteral("local-first"), Qt::EditRole));
        QCOMPARE(model.machines()[1].queue, LocalQueue::LocalFirst);
        QCOMPARE(model.machines()[0].queue, LocalQueue::Single);
        QCOMPARE(queue.data(Qt::EditRole).toString(), QStringLiteral("local-first"));
        QCOMPARE(queue.data(Qt::DisplayRole).toString(), PlatformTableModel::queueName(LocalQueue::LocalFirst));

        QVERIFY(!model.setData(queue, QStringLiteral("fastest"), Qt::EditRole));
        QCOMPARE(model.machines()[1].queue, LocalQueue::LocalFirst);
    }

    void queueSavedAndLoaded()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("grid.json"));

        PlatformPanel panel;
        panel.setCustomPlatform(Platform("grid", {{"A", 4, 1.0}, {"B", 4, 1.0}}));
        PlatformTableModel* model = panel.model();
        QVERIFY(model->setData(model->index(0, PlatformTableModel::QueueColumn), QStringLiteral("local-first"),
                               Qt::EditRole));
        QVERIFY(panel.saveJson(path));

        PlatformPanel other;
        QVERIFY(other.loadJson(path));
        QCOMPARE(other.platform().machines()[0].queue, LocalQueue::LocalFirst);
        QCOMPARE(other.platform().machines()[1].queue, LocalQueue::Single);
        QCOMPARE(other.model()->index(0, PlatformTableModel::QueueColumn).data(Qt::EditRole).toString(),
                 QStringLiteral("local-first"));
    }

    void thesisGridsArePresets()
    {
        PlatformPanel panel;
        auto* presets = panel.findChild<QComboBox*>(QStringLiteral("preset"));
        QVERIFY(presets);
        QVERIFY(presets->findData(QStringLiteral("wiriyaprasit-2-q3")) >= 0);
        QVERIFY(panel.select(QStringLiteral("wiriyaprasit-2-q3")));
        QCOMPARE(panel.selectionKey(), QStringLiteral("wiriyaprasit-2-q3"));
        const Platform grid = panel.platform();
        const auto& machines = grid.machines();
        QCOMPARE(int(machines.size()), 5);
        QCOMPARE(machines[2].queue, LocalQueue::LocalFirst);
        QCOMPARE(machines[3].queue, LocalQueue::Single);
    }
};

QTEST_MAIN(AppPlatformTableModelTest)
#include "AppPlatformTableModelTest.moc"
