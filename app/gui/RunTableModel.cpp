#include "RunTableModel.h"

#include "metrics/MetricsReport.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>

#include <cmath>

namespace schedlab {

namespace {

constexpr int kPlainDecimals = 1;
constexpr int kSmallValueDecimals = 2;
constexpr double kSmallValue = 100.0;   // below it a second decimal still says something
const QString kListSeparator = QStringLiteral(", ");

// The metric columns: narrow headers (the full label is the tooltip), so
// that tags, group and date still fit beside them.
struct MetricColumn {
    int column;
    const char* key;
    const char* header;
};

const MetricColumn kMetricColumns[] = {
    {RunTableModel::AwrtColumn, "awrt", QT_TRANSLATE_NOOP("schedlab::RunTableModel", "AWRT [s]")},
    {RunTableModel::AwwtColumn, "awwt", QT_TRANSLATE_NOOP("schedlab::RunTableModel", "AWWT [s]")},
    {RunTableModel::UtilizationColumn, "utilization", QT_TRANSLATE_NOOP("schedlab::RunTableModel", "Util. [%]")},
    {RunTableModel::BoundedSlowdownColumn, "meanBoundedSlowdown",
     QT_TRANSLATE_NOOP("schedlab::RunTableModel", "Mean BSLD")},
};

const MetricColumn* metricColumn(int column)
{
    for (const MetricColumn& metric : kMetricColumns) {
        if (metric.column == column)
            return &metric;
    }
    return nullptr;
}

const MetricDefinition* definitionOf(const char* key)
{
    for (const MetricDefinition& definition : metricDefinitions()) {
        if (definition.key == key)
            return &definition;
    }
    return nullptr;
}

QString formatMetric(const MetricDefinition& definition, double value)
{
    if (std::isnan(value))
        return QStringLiteral("—");
    const int decimals = definition.integral ? 0 : (std::abs(value) < kSmallValue ? kSmallValueDecimals : kPlainDecimals);
    return QLocale().toString(value, 'f', decimals);
}

QString joined(const std::vector<std::string>& values)
{
    QStringList list;
    for (const std::string& value : values)
        list << QString::fromStdString(value);
    return list.join(kListSeparator);
}

QString traceText(const RunDescription& description)
{
    const QString file = QFileInfo(QString::fromStdString(description.tracePath)).fileName();
    return description.transforms.empty() ? file
                                          : RunTableModel::tr("%1 (%2)").arg(file, joined(description.transforms));
}

QDateTime startedAt(const StoredRun& run)
{
    return QDateTime::fromString(QString::fromStdString(run.startedAt), Qt::ISODate);
}

}  // namespace

RunTableModel::RunTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void RunTableModel::setRuns(std::vector<StoredRun> runs)
{
    beginResetModel();
    m_runs = std::move(runs);
    endResetModel();
}

int RunTableModel::rowOf(std::int64_t id) const
{
    for (std::size_t row = 0; row < m_runs.size(); ++row) {
        if (m_runs[row].id == id)
            return static_cast<int>(row);
    }
    return -1;
}

const char* RunTableModel::metricKey(int column)
{
    const MetricColumn* metric = metricColumn(column);
    return metric ? metric->key : nullptr;
}

int RunTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_runs.size());
}

int RunTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const StoredRun& stored = run(index.row());
    const RunDescription& description = stored.description;
    if (role == kIdRole)
        return qlonglong(stored.id);
    if (const char* key = metricKey(index.column())) {
        const double value = stored.metric(key);
        if (role == kSortRole)
            return std::isnan(value) ? QVariant() : QVariant(value);
        if (role == Qt::TextAlignmentRole)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        const MetricDefinition* definition = definitionOf(key);
        if (role == Qt::DisplayRole && definition)
            return formatMetric(*definition, value);
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn: return qlonglong(stored.id);
        case NameColumn: return QString::fromStdString(stored.name);
        case TraceColumn: return traceText(description);
        case PolicyColumn: return QString::fromStdString(description.policy);
        case PlatformColumn: return QString::fromStdString(description.platformName);
        case TagsColumn: return joined(stored.tags);
        case GroupColumn: return QString::fromStdString(stored.group);
        case DateColumn: return QLocale().toString(startedAt(stored).toLocalTime(), QLocale::ShortFormat);
        default: return {};
        }
    case kSortRole:
        switch (index.column()) {
        case IdColumn: return qlonglong(stored.id);
        case DateColumn: return QString::fromStdString(stored.startedAt);   // ISO text sorts by time
        default: return data(index, Qt::DisplayRole).toString().toLower();
        }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case NameColumn:
            return stored.notes.empty() ? QVariant() : QVariant(QString::fromStdString(stored.notes));
        case TraceColumn:
            return tr("%1\nSHA-256 %2\n%3 jobs")
                .arg(QString::fromStdString(description.tracePath), QString::fromStdString(description.traceSha256))
                .arg(description.traceJobCount);
        case DateColumn: return QString::fromStdString(stored.startedAt);
        default: return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() == IdColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default: return {};
    }
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (const MetricColumn* metric = metricColumn(section)) {
        if (role == Qt::DisplayRole)
            return tr(metric->header);
        const MetricDefinition* definition = definitionOf(metric->key);
        if (role == Qt::ToolTipRole && definition)
            return QString::fromStdString(definition->label);
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn: return tr("Id");
    case NameColumn: return tr("Name");
    case TraceColumn: return tr("Trace");
    case PolicyColumn: return tr("Policy");
    case PlatformColumn: return tr("Platform");
    case TagsColumn: return tr("Tags");
    case GroupColumn: return tr("Group");
    case DateColumn: return tr("Date");
    default: return {};
    }
}

}  // namespace schedlab
