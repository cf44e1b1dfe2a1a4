// The platform panel's machine table: the Queue column (a site's local queue
// under the grid brokers) edits, survives a JSON round trip, and rejects
// words that are not queues; the Domain column (economic scheduling
// domains) shows the domain in effect, edits and survives a JSON round trip;
// the model keeps its contract throughout.

#include "PlatformPanel.h"
#include "PlatformTableModel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFont>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

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

    // Bandwidth and disk (Vanderster (2008), ch. 6): edited as numbers,
    // shown greyed as "free" / "no limit" where 0.
    void bandwidthAndDiskColumnsEdit()
    {
        PlatformTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMachines({{"a", 4, 1.0}, {"b", 4, 1.0}});
        const QModelIndex bandwidth = model.index(0, PlatformTableModel::BandwidthColumn);
        const QModelIndex disk = model.index(1, PlatformTableModel::DiskColumn);
        QCOMPARE(bandwidth.data(Qt::DisplayRole).toString(), PlatformTableModel::tr("free"));
        QCOMPARE(disk.data(Qt::DisplayRole).toString(), PlatformTableModel::tr("no limit"));
        QVERIFY(disk.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(model.setData(bandwidth, 6.25, Qt::EditRole));
        QVERIFY(model.setData(disk, 100.0, Qt::EditRole));
        QCOMPARE(model.machines()[0].bandwidthMBps, 6.25);
        QCOMPARE(model.machines()[1].diskGB, 100.0);
        QCOMPARE(model.machines()[0].diskGB, 0.0);
        QCOMPARE(disk.data(Qt::DisplayRole).toDouble(), 100.0);
        QVERIFY(!disk.data(Qt::FontRole).isValid());
        QVERIFY(!model.headerData(PlatformTableModel::DiskColumn, Qt::Horizontal, Qt::DisplayRole).toString().isEmpty());
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

    void qosTypeColumnEdits()
    {
        PlatformTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMachines({{"a", 1, 1.0}, {"b", 1, 1.0}});
        const QModelIndex type = model.index(1, PlatformTableModel::QosTypeColumn);
        QCOMPARE(type.data(Qt::EditRole).toString(), QString());  // none: the policy decides
        QVERIFY(type.data(Qt::FontRole).value<QFont>().italic());
        QCOMPARE(PlatformTableModel::qosTypeKeys().size(), 5);
        QSignalSpy edited(&model, &PlatformTableModel::edited);
        QVERIFY(model.setData(type, QStringLiteral("be"), Qt::EditRole));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(model.machines()[1].qosType, std::string("be"));
        QCOMPARE(type.data(Qt::DisplayRole).toString(), QStringLiteral("be"));
        QVERIFY(!model.setData(type, QStringLiteral("fast"), Qt::EditRole));  // not a type
        QCOMPARE(model.machines()[1].qosType, std::string("be"));
        QVERIFY(model.setData(type, QString(), Qt::EditRole));
        QCOMPARE(model.machines()[1].qosType, std::string());
    }

    void domainColumnEdits()
    {
        PlatformTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMachines({{"a", 4, 1.0}, {"b", 4, 1.0}});
        QVERIFY(!model.hasDomains());
        const QModelIndex domain = model.index(0, PlatformTableModel::DomainColumn);
        // No domain: a domain of its own, shown by the machine's name.
        QCOMPARE(domain.data(Qt::EditRole).toString(), QString());
        QCOMPARE(domain.data(Qt::DisplayRole).toString(), QStringLiteral("a"));
        QVERIFY(domain.data(PlatformTableModel::OwnDomainRole).toBool());
        QVERIFY(domain.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(!model.headerData(PlatformTableModel::DomainColumn, Qt::Horizontal, Qt::DisplayRole).toString().isEmpty());

        // Renaming the machine renames its own domain.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(model.setData(model.index(0, PlatformTableModel::NameColumn), QStringLiteral("alpha"), Qt::EditRole));
        QVERIFY(std::any_of(changed.begin(), changed.end(), [](const QList<QVariant>& arguments) {
            return arguments.at(0).toModelIndex().column() <= PlatformTableModel::DomainColumn &&
                   arguments.at(1).toModelIndex().column() >= PlatformTableModel::DomainColumn;
        }));
        QCOMPARE(domain.data(Qt::DisplayRole).toString(), QStringLiteral("alpha"));

        QSignalSpy edited(&model, &PlatformTableModel::edited);
        QVERIFY(model.setData(domain, QStringLiteral("north"), Qt::EditRole));
        QCOMPARE(edited.count(), 1);
        QVERIFY(model.hasDomains());
        QCOMPARE(model.machines()[0].domain, std::string("north"));
        QCOMPARE(model.machines()[1].domain, std::string());
        QCOMPARE(domain.data(Qt::DisplayRole).toString(), QStringLiteral("north"));
        QCOMPARE(domain.data(Qt::EditRole).toString(), QStringLiteral("north"));
        QVERIFY(!domain.data(PlatformTableModel::OwnDomainRole).toBool());
        QVERIFY(!domain.data(Qt::FontRole).isValid());

        // Emptied: its own domain again.
        QVERIFY(model.setData(domain, QString(), Qt::EditRole));
        QVERIFY(!model.hasDomains());
        QCOMPARE(domain.data(Qt::DisplayRole).toString(), QStringLiteral("alpha"));
    }

    void domainSavedAndLoaded()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("domains.json"));

        PlatformPanel panel;
        panel.setCustomPlatform(Platform("grid", {{"A", 4, 1.0}, {"B", 4, 1.0}, {"C", 4, 1.0}}));
        PlatformTableModel* model = panel.model();
        for (const int row : {0, 2})
            QVERIFY(model->setData(model->index(row, PlatformTableModel::DomainColumn), QStringLiteral("east"),
                                   Qt::EditRole));
        QCOMPARE(panel.platform().machines()[2].domain, std::string("east"));
        QVERIFY(panel.saveJson(path));

        PlatformPanel other;
        QVERIFY(other.loadJson(path));
        const Platform loaded = other.platform();
        const auto& machines = loaded.machines();
        QCOMPARE(machines[0].domain, std::string("east"));
        QCOMPARE(machines[1].domain, std::string());
        QCOMPARE(machines[2].domain, std::string("east"));
        QCOMPARE(other.model()->index(1, PlatformTableModel::DomainColumn).data().toString(), QStringLiteral("B"));
        QCOMPARE(other.model()->index(2, PlatformTableModel::DomainColumn).data().toString(), QStringLiteral("east"));
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
