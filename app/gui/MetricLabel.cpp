#include "MetricLabel.h"

#include "metrics/MetricsReport.h"

#include <QCoreApplication>

#include <iterator>

namespace schedlab {

namespace {

constexpr const char* kContext = "schedlab::MetricLabel";

// Every label of metricDefinitions(), as lupdate must find them.
constexpr const char* kLabels[] = {
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Jobs"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "ART"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "AWRT"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "AWWT"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Mean wait"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Makespan"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Makespan - first submit"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Sum of weighted completion times"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Sum of flow times"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Weighted flow time"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Weighted response per job"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Utilization"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Mean slowdown"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Mean bounded slowdown"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Scheduler CPU time"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Backfilled jobs"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Preempted jobs"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Multi-site jobs"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Multi-site work share"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Completed late"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Dropped jobs"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Rejected jobs"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Failed jobs"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Jobs with a fault"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Jobs run with retry"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Jobs run with a replica"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Migrated jobs"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Data transfer time"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Deadline misses"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Guaranteed deadline misses"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Guaranteed tasks withheld"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Refused tasks re-applied"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Std. dev. of machine busy time"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Mean time past deadline"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Std. dev. of site mean response"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Std. dev. of user mean response"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Value-delay correlation"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Mean speedup against FCFS"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Value-speedup correlation"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Profit earned"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "E1 (sum of rate shortfalls)"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "E2 (served rate over capacity)"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "E3 (mean relative lateness)"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Mean delay per MI"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Std. dev. of user delay per MI"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Std. dev. of task delay"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Std. dev. of time past deadline"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Wait p50"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Wait p95"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Wait p99"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Response p50"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Response p95"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Response p99"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Bounded slowdown p50"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Bounded slowdown p95"),
    QT_TRANSLATE_NOOP("schedlab::MetricLabel", "Bounded slowdown p99"),
};

}  // namespace

QString MetricLabel::of(const MetricDefinition& metric)
{
    return of(metric.label);
}

QString MetricLabel::of(const std::string& label)
{
    return QCoreApplication::translate(kContext, label.c_str());
}

std::vector<std::string> MetricLabel::known()
{
    return {std::begin(kLabels), std::end(kLabels)};
}

}  // namespace schedlab
