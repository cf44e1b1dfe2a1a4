#pragma once

#include "metrics/MetricsReport.h"

#include <QWidget>

#include <map>

class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace schedlab {

struct FinishedRun;
class UserMetricsModel;

// The "Per user" tab of a run: a sortable table of the users
// (UserMetricsModel), the columns with nothing to show hidden, and below it
// the spread across users of the mean response and of the delay per MI,
// the fairness measures of Phosphorus D5.2 (2007), §2.3 and §3.3.
class UserMetricsPanel : public QWidget {
    Q_OBJECT

public:
    explicit UserMetricsPanel(QWidget* parent = nullptr);

    void setReport(const MetricsReport& report, std::map<std::int32_t, QString> registrations = {});
    // The run's metrics and, for a qos-gsbe run, where each guaranteed user
    // registered.
    void setRun(const FinishedRun& run);
    [[nodiscard]] static std::map<std::int32_t, QString> registrationsOf(const FinishedRun& run);
    [[nodiscard]] UserMetricsModel* model() const { return m_model; }
    [[nodiscard]] QTableView* view() const { return m_view; }
    [[nodiscard]] QString spreadText() const;

private:
    UserMetricsModel* m_model = nullptr;
    QSortFilterProxyModel* m_sorted = nullptr;
    QTableView* m_view = nullptr;
    QLabel* m_spread = nullptr;
};

}  // namespace schedlab
