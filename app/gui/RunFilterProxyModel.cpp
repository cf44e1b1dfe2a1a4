#include "RunFilterProxyModel.h"

#include "RunTableModel.h"

#include <algorithm>

namespace schedlab {

RunFilterProxyModel::RunFilterProxyModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(RunTableModel::kSortRole);
}

QString& RunFilterProxyModel::valueOf(Criterion criterion)
{
    switch (criterion) {
    case Criterion::Policy: return m_policy;
    case Criterion::Tag: return m_tag;
    case Criterion::Group: return m_group;
    case Criterion::Trace: break;
    }
    return m_trace;
}

void RunFilterProxyModel::setCriterion(Criterion criterion, const QString& value)
{
    QString& target = valueOf(criterion);
    if (target == value)
        return;
    target = value;
    invalidateFilter();
}

QString RunFilterProxyModel::criterion(Criterion criterion) const
{
    switch (criterion) {
    case Criterion::Policy: return m_policy;
    case Criterion::Tag: return m_tag;
    case Criterion::Group: return m_group;
    case Criterion::Trace: break;
    }
    return m_trace;
}

bool RunFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const auto* model = qobject_cast<const RunTableModel*>(sourceModel());
    if (!model || sourceParent.isValid())
        return true;
    const StoredRun& run = model->run(sourceRow);
    const auto matches = [](const QString& wanted, const std::string& value) {
        return wanted.isEmpty() || wanted.toStdString() == value;
    };
    const bool tagged = m_tag.isEmpty() ||
                        std::find(run.tags.begin(), run.tags.end(), m_tag.toStdString()) != run.tags.end();
    return tagged && matches(m_trace, run.description.tracePath) && matches(m_policy, run.description.policy) &&
           (m_group.isEmpty() ||
            std::find(run.groups.begin(), run.groups.end(), m_group.toStdString()) != run.groups.end() ||
            matches(m_group, run.group));
}

}  // namespace schedlab
