#include "PlatformTableModel.h"

#include "qos/QosResourceType.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace schedlab {

namespace {

const QString kSingleKey = QStringLiteral("single");
const QString kLocalFirstKey = QStringLiteral("local-first");

// A cell that shows what applies because nothing was given ("policy",
// "no limit", the machine's own name as its domain) is greyed in italics.
QVariant placeholderStyle(bool placeholder, int role)
{
    if (!placeholder)
        return {};
    if (role == Qt::ForegroundRole)
        return QGuiApplication::palette().brush(QPalette::PlaceholderText);
    QFont font;
    font.setItalic(true);
    return font;
}

}  // namespace

PlatformTableModel::PlatformTableModel(QObject* parent) : QAbstractTableModel(parent) {}

QString PlatformTableModel::queueKey(LocalQueue queue)
{
    return queue == LocalQueue::LocalFirst ? kLocalFirstKey : kSingleKey;
}

QString PlatformTableModel::queueName(LocalQueue queue)
{
    return queue == LocalQueue::LocalFirst ? tr("local-first") : tr("single");
}

std::optional<LocalQueue> PlatformTableModel::queueFromKey(const QString& key)
{
    if (key == kSingleKey)
        return LocalQueue::Single;
    if (key == kLocalFirstKey)
        return LocalQueue::LocalFirst;
    return std::nullopt;
}

void PlatformTableModel::setMachines(std::vector<Machine> machines)
{
    beginResetModel();
    m_machines = std::move(machines);
    endResetModel();
}

bool PlatformTableModel::hasDomains() const
{
    return std::any_of(m_machines.begin(), m_machines.end(),
                       [](const Machine& machine) { return !machine.domain.empty(); });
}

QVariant PlatformTableModel::domainData(const Machine& machine, int role) const
{
    const bool own = machine.domain.empty();
    switch (role) {
    case Qt::DisplayRole: return QString::fromStdString(own ? machine.name : machine.domain);
    case Qt::EditRole: return QString::fromStdString(machine.domain);
    case OwnDomainRole: return own;
    case Qt::FontRole:
    case Qt::ForegroundRole: return placeholderStyle(own, role);
    case Qt::ToolTipRole:
        return own ? tr("No domain given: the machine forms a domain of its own, named after it. Machines "
                        "with the same domain share one economic scheduler (Yahyapour (2002), ch. 6).")
                   : tr("Machines with the same domain share one economic scheduler (Yahyapour (2002), "
                        "ch. 6); only the economic policy reads domains");
    default: return {};
    }
}

QStringList PlatformTableModel::qosTypeKeys()
{
    QStringList keys{QString()};
    for (const std::string& name : qosResourceTypeNames())
        keys << QString::fromStdString(name);
    return keys;
}

QVariant PlatformTableModel::qosTypeData(const Machine& machine, int role)
{
    const bool none = machine.qosType.empty();
    switch (role) {
    case Qt::DisplayRole: return none ? tr("policy") : QString::fromStdString(machine.qosType);
    case Qt::EditRole: return QString::fromStdString(machine.qosType);
    case Qt::FontRole:
    case Qt::ForegroundRole: return placeholderStyle(none, role);
    case Qt::ToolTipRole:
        return tr("The resource's type under guaranteed service (qos-gsbe only; Phosphorus D5.2, 2007, §3): "
                  "gs takes guaranteed tasks only, be best-effort tasks only, gs-be-equal both in one fair "
                  "queue, gs-be-priority guaranteed tasks strictly first. None: the policy's resource-types "
                  "parameter decides.");
    default: return {};
    }
}

QVariant PlatformTableModel::dataSideData(double value, bool bandwidth, int role)
{
    const bool none = value <= 0;
    switch (role) {
    case Qt::DisplayRole: return none ? (bandwidth ? tr("free") : tr("no limit")) : QVariant(value);
    case Qt::EditRole: return value;
    case Qt::FontRole:
    case Qt::ForegroundRole: return placeholderStyle(none, role);
    case Qt::TextAlignmentRole: return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return bandwidth ? tr("MB/s between the machine and the jobs' data: a job's input and output take (in + out) "
                              "/ bandwidth on its nodes, and a utility allocation that moves a task to another "
                              "cluster moves its input again (Vanderster (2008), ch. 6). 0: data moves without cost.")
                         : tr("Scratch disk in GB (1024 MB) for the jobs running on the machine, each holding its "
                              "input or its option's disk_mb if more: cluster-fcfs and the utility allocation start "
                              "a job only where that fits (Vanderster (2008), ch. 6), and the validator checks it. "
                              "0: no limit.");
    default: return {};
    }
}

int PlatformTableModel::addMachine(int nodes)
{
    const int row = int(m_machines.size());
    beginInsertRows({}, row, row);
    m_machines.push_back(Machine{tr("machine %1").arg(row + 1).toStdString(), nodes, 1.0});
    endInsertRows();
    emit edited();
    return row;
}

void PlatformTableModel::removeMachine(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    beginRemoveRows({}, row, row);
    m_machines.erase(m_machines.begin() + row);
    endRemoveRows();
    emit edited();
}

int PlatformTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_machines.size());
}

int PlatformTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlatformTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Machine& machine = m_machines[std::size_t(index.row())];
    if (index.column() == QueueColumn) {
        if (role == Qt::DisplayRole)
            return queueName(machine.queue);
        if (role == Qt::EditRole)
            return queueKey(machine.queue);
        if (role == Qt::ToolTipRole)
            return tr("How this site orders the jobs a grid broker sends it: one queue, or its own "
                      "users' jobs first (grid-mct, grid-wmct only)");
        return {};
    }
    if (index.column() == DomainColumn)
        return domainData(machine, role);
    if (index.column() == QosTypeColumn)
        return qosTypeData(machine, role);
    if (index.column() == BandwidthColumn || index.column() == DiskColumn) {
        const bool bandwidth = index.column() == BandwidthColumn;
        return dataSideData(bandwidth ? machine.bandwidthMBps : machine.diskGB, bandwidth, role);
    }
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case NameColumn: return QString::fromStdString(machine.name);
        case NodesColumn: return machine.nodes;
        case SpeedColumn: return machine.speed;
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() != NameColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant PlatformTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // The dock is narrow on a 1366-pixel screen: the data columns have short
    // headers and say what they are in their tooltips.
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal) {
        if (section == BandwidthColumn)
            return tr("Bandwidth to the jobs' data, MB/s");
        if (section == DiskColumn)
            return tr("Scratch disk for the running jobs, GB");
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case NameColumn: return tr("Machine");
    case NodesColumn: return tr("Nodes");
    case SpeedColumn: return tr("Speed");
    case BandwidthColumn: return tr("MB/s");
    case DiskColumn: return tr("Disk GB");
    case QueueColumn: return tr("Queue");
    case DomainColumn: return tr("Domain");
    case QosTypeColumn: return tr("QoS type");
    default: return {};
    }
}

Qt::ItemFlags PlatformTableModel::flags(const QModelIndex& index) const
{
    // The root (an invalid index) is no cell and must not claim to be editable.
    if (!index.isValid())
        return QAbstractTableModel::flags(index);
    return QAbstractTableModel::flags(index) | Qt::ItemIsEditable;
}

bool PlatformTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= rowCount())
        return false;
    Machine& machine = m_machines[std::size_t(index.row())];
    switch (index.column()) {
    case NameColumn:
        machine.name = value.toString().toStdString();
        // A machine without a domain is named after it: that cell changes too.
        emit dataChanged(index.siblingAtColumn(DomainColumn), index.siblingAtColumn(DomainColumn));
        break;
    case NodesColumn: machine.nodes = value.toInt(); break;
    case SpeedColumn: machine.speed = value.toDouble(); break;
    case BandwidthColumn: machine.bandwidthMBps = value.toDouble(); break;
    case DiskColumn: machine.diskGB = value.toDouble(); break;
    case QueueColumn: {
        const auto queue = queueFromKey(value.toString());
        if (!queue)
            return false;
        machine.queue = *queue;
        break;
    }
    // As typed, like the name: the editor commits every keystroke, and
    // trimming here would eat the space before the next word.
    case DomainColumn: machine.domain = value.toString().toStdString(); break;
    case QosTypeColumn:
        if (!qosTypeKeys().contains(value.toString()))
            return false;
        machine.qosType = value.toString().toStdString();
        break;
    default: return false;
    }
    emit dataChanged(index, index);
    emit edited();
    return true;
}

}  // namespace schedlab
