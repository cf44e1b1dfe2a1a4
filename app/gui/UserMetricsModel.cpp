#include "UserMetricsModel.h"

#include "SignificantDecimals.h"

#include <QLocale>

#include <algorithm>

namespace schedlab {

namespace {

constexpr double kPercent = 100;
constexpr int kPercentDecimals = 1;
constexpr int kMiDelayDecimals = 6;

double percentOf(std::int64_t part, std::int64_t whole)
{
    return whole > 0 ? kPercent * double(part) / double(whole) : 0;
}

}  // namespace

UserMetricsModel::UserMetricsModel(QObject* parent) : QAbstractTableModel(parent) {}

void UserMetricsModel::setReport(const MetricsReport& report, std::map<std::int32_t, QString> registrations)
{
    beginResetModel();
    m_users = report.perUser;
    m_registrations = std::move(registrations);
    endResetModel();
}

bool UserMetricsModel::columnHasData(int column) const
{
    switch (column) {
    case ClassColumn:
        return std::ranges::any_of(m_users, [](const UserMetrics& u) { return u.serviceClass != ServiceClass::Unspecified; });
    case RegisteredColumn:
        return !m_registrations.empty();
    case MissColumn:
        return std::ranges::any_of(m_users, [](const UserMetrics& u) { return u.deadlineMisses > 0; });
    case RejectedColumn:
        return std::ranges::any_of(m_users, [](const UserMetrics& u) { return u.rejected > 0; });
    case WithheldColumn:
        return std::ranges::any_of(m_users, [](const UserMetrics& u) { return u.withheld > 0; });
    case MiDelayColumn:
        return std::ranges::any_of(m_users, [](const UserMetrics& u) { return u.miDelay >= 0; });
    default:
        return true;
    }
}

int UserMetricsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_users.size());
}

int UserMetricsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double UserMetricsModel::value(const UserMetrics& user, int column) const
{
    switch (column) {
    case UserColumn: return double(user.user);
    case ClassColumn: return double(user.serviceClass);
    case RegisteredColumn: return m_registrations.contains(user.user) ? 1 : 0;
    case EndedColumn: return double(user.ended);
    case MissColumn: return percentOf(user.deadlineMisses, user.ended);
    case RejectedColumn: return percentOf(user.rejected, user.ended);
    case WithheldColumn: return percentOf(user.withheld, user.ended);
    case ResponseColumn: return user.meanResponse;
    case WaitColumn: return user.meanWait;
    case MiDelayColumn: return user.miDelay;
    default: return 0;
    }
}

QString UserMetricsModel::text(const UserMetrics& user, int column) const
{
    const QLocale locale;
    switch (column) {
    case UserColumn: return user.user >= 0 ? QString::number(user.user) : tr("unknown");
    case ClassColumn:
        switch (user.serviceClass) {
        case ServiceClass::Guaranteed: return tr("guaranteed");
        case ServiceClass::BestEffort: return tr("best effort");
        case ServiceClass::Unspecified: break;
        }
        return tr("mixed or none");
    case RegisteredColumn: {
        const auto it = m_registrations.find(user.user);
        return it == m_registrations.end() ? QString() : it->second;
    }
    case EndedColumn: return locale.toString(qlonglong(user.ended));
    case MissColumn:
    case RejectedColumn:
    case WithheldColumn: return locale.toString(value(user, column), 'f', kPercentDecimals);
    case ResponseColumn:
    case WaitColumn: {
        const double seconds = value(user, column);
        return user.jobs > 0 ? locale.toString(seconds, 'f', significantDecimals(seconds)) : QString();
    }
    case MiDelayColumn: return user.miDelay >= 0 ? locale.toString(user.miDelay, 'f', kMiDelayDecimals) : QString();
    default: return {};
    }
}

QVariant UserMetricsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_users.size()) || index.column() >= ColumnCount)
        return {};
    const UserMetrics& user = m_users[std::size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: return text(user, column);
    case Qt::UserRole: return value(user, column);
    case Qt::TextAlignmentRole:
        return column == ClassColumn || column == RegisteredColumn ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                                     : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        switch (column) {
        case MissColumn: return tr("%1 of %2 jobs missed their deadline").arg(user.deadlineMisses).arg(user.ended);
        case RejectedColumn: return tr("%1 of %2 jobs were refused").arg(user.rejected).arg(user.ended);
        case WithheldColumn: return tr("%1 of %2 jobs were held back by a leaky bucket").arg(user.withheld).arg(user.ended);
        case ResponseColumn:
        case WaitColumn: return tr("over the %1 jobs run to their end").arg(user.jobs);
        default: return {};
        }
    default: return {};
    }
}

QVariant UserMetricsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case UserColumn: return tr("User");
        case ClassColumn: return tr("Class");
        case RegisteredColumn: return tr("Registered");
        case EndedColumn: return tr("Jobs");
        case MissColumn: return tr("Missed %");
        case RejectedColumn: return tr("Failed %");
        case WithheldColumn: return tr("Withheld %");
        case ResponseColumn: return tr("Mean response (s)");
        case WaitColumn: return tr("Mean wait (s)");
        case MiDelayColumn: return tr("Delay per MI (s)");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ClassColumn: return tr("The service class of the user's jobs: guaranteed or best effort");
        case RegisteredColumn:
            return tr("Where the user registered for guaranteed service, and the rate guaranteed there for the "
                      "rate it declared (Phosphorus D5.2, §3)");
        case EndedColumn: return tr("The user's jobs that ended, however they ended");
        case MissColumn: return tr("Share of the user's jobs that missed their deadline");
        case RejectedColumn: return tr("Share of the user's jobs refused without running: failed best-effort tasks");
        case WithheldColumn:
            return tr("Share of the user's guaranteed tasks its leaky bucket held back: backlogged tasks");
        case MiDelayColumn: return tr("Mean time from submission to end per MI of work (Phosphorus D5.2, §2.3)");
        default: return {};
        }
    }
    return {};
}

}  // namespace schedlab
