#pragma once

#include "platform/Machine.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <optional>
#include <vector>

namespace schedlab {

// The machines of the platform being edited: name, nodes, speed, the
// bandwidth to the jobs' data and the scratch disk (data transfers and
// Vanderster (2008), ch. 6; 0: none), the site's local queue (read by the grid brokers only), the economic
// scheduling domain (read by the economic policy only) and the QoS resource
// type (read by qos-gsbe only). Holds any
// value the user types (a node count of 0 included) so that the panel can
// explain what is wrong instead of refusing the keystroke.
class PlatformTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        NameColumn, NodesColumn, SpeedColumn, BandwidthColumn, DiskColumn, QueueColumn, DomainColumn, QosTypeColumn,
        ColumnCount
    };

    // The domain column's EditRole is the domain as typed (empty: the
    // machine forms a domain of its own); DisplayRole is the domain in
    // effect, the machine's name then, shown greyed in italics. True in
    // this role for a machine without a domain of its own.
    static constexpr int OwnDomainRole = Qt::UserRole + 1;

    // The queue column's EditRole value is this key ("single", "local-first",
    // the words of the platform JSON); DisplayRole is the translated name.
    [[nodiscard]] static QString queueKey(LocalQueue queue);
    [[nodiscard]] static QString queueName(LocalQueue queue);
    [[nodiscard]] static std::optional<LocalQueue> queueFromKey(const QString& key);
    // The QoS type column's EditRole value is the platform JSON's word
    // ("gs", ..., or empty for none); these are the choices, none first.
    [[nodiscard]] static QStringList qosTypeKeys();

    explicit PlatformTableModel(QObject* parent = nullptr);

    void setMachines(std::vector<Machine> machines);
    [[nodiscard]] const std::vector<Machine>& machines() const { return m_machines; }
    // Whether any machine names a domain (only then do domains group machines).
    [[nodiscard]] bool hasDomains() const;
    // Appends a machine named after its position; returns its row.
    int addMachine(int nodes);
    void removeMachine(int row);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;

signals:
    // The user changed the machines (not emitted by setMachines).
    void edited();

private:
    [[nodiscard]] QVariant domainData(const Machine& machine, int role) const;
    [[nodiscard]] static QVariant qosTypeData(const Machine& machine, int role);
    // Bandwidth (MB/s) or disk (GB): the number, or greyed "none" where 0.
    [[nodiscard]] static QVariant dataSideData(double value, bool bandwidth, int role);

    std::vector<Machine> m_machines;
};

}  // namespace schedlab
