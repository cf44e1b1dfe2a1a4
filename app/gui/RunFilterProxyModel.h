#pragma once

#include <QSortFilterProxyModel>

namespace schedlab {

// Narrows the run table to one trace, policy, tag and group at a time (an
// empty criterion matches every run) and sorts by value (RunTableModel's
// sort role), so the browser finds "every EASY run on CTC tagged paper".
class RunFilterProxyModel : public QSortFilterProxyModel {
    Q_OBJECT

public:
    enum class Criterion { Trace, Policy, Tag, Group };

    explicit RunFilterProxyModel(QObject* parent = nullptr);

    // `value` is a trace path, policy key, tag or group; empty: any.
    void setCriterion(Criterion criterion, const QString& value);
    [[nodiscard]] QString criterion(Criterion criterion) const;

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString& valueOf(Criterion criterion);

    QString m_trace;
    QString m_policy;
    QString m_tag;
    QString m_group;
};

}  // namespace schedlab
