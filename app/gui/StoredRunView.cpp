#include "StoredRunView.h"

#include "MetricLabel.h"

#include "metrics/MetricsReport.h"

#include <QLocale>

#include <cmath>

namespace schedlab {

namespace {

constexpr int kMetricDecimals = 2;

QString row(const QString& label, const QString& value)
{
    return QStringLiteral("<tr><td style='padding-right:12px;vertical-align:top'><b>%1</b></td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value);
}

QString text(const std::string& value)
{
    return QString::fromStdString(value).toHtmlEscaped();
}

QString code(const std::string& value)
{
    return QStringLiteral("<code>%1</code>").arg(text(value));
}

}  // namespace

StoredRunView::StoredRunView(const StoredRun& run, QWidget* parent) : QTextBrowser(parent), m_id(run.id)
{
    setOpenLinks(false);
    setHtml(toHtml(run));
}

QString StoredRunView::toHtml(const StoredRun& run)
{
    const QLocale locale;
    const RunDescription& description = run.description;
    QString html = QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='2'>")
                       .arg(tr("Run %1: %2").arg(run.id).arg(text(run.name)));
    QStringList tags;
    for (const std::string& tag : run.tags)
        tags << text(tag);
    html += row(tr("Tags"), tags.isEmpty() ? tr("none") : tags.join(QStringLiteral(", ")));
    if (!run.group.empty())
        html += row(tr("Group"), text(run.group));
    if (!run.notes.empty())
        html += row(tr("Notes"), text(run.notes).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    html += row(tr("Trace"), code(description.tracePath));
    html += row(tr("SHA-256"), code(description.traceSha256));
    html += row(tr("Jobs in trace"), locale.toString(qlonglong(description.traceJobCount)));
    QStringList transforms;
    for (const std::string& transform : description.transforms)
        transforms << code(transform);
    html += row(tr("Transforms"), transforms.isEmpty() ? tr("none") : transforms.join(QStringLiteral(", ")));
    html += row(tr("Platform"), text(description.platformName));
    html += row(tr("Policy"), code(description.policy));
    QStringList parameters;
    for (const auto& [key, value] : description.parameters)
        parameters << code(key + " = " + value);
    html += row(tr("Parameters"), parameters.isEmpty() ? tr("none") : parameters.join(QStringLiteral("<br>")));
    html += row(tr("Seed"), QString::number(description.seed));
    html += row(tr("Started"), text(run.startedAt));
    html += row(tr("Duration"), tr("%1 s").arg(locale.toString(run.durationSeconds, 'f', kMetricDecimals)));
    html += row(tr("SchedLab version"), text(run.schedlabVersion));
    html += row(tr("Run key"), code(run.runKey));
    html += row(tr("UUID"), code(run.uuid));
    html += QStringLiteral("</table><h4>%1</h4><table cellspacing='0' cellpadding='2'>").arg(tr("Metrics"));
    for (const MetricDefinition& definition : metricDefinitions()) {
        const double value = run.metric(definition.key);
        if (std::isnan(value))
            continue;
        const QString number = locale.toString(value, 'f', definition.integral ? 0 : kMetricDecimals);
        html += row(MetricLabel::of(definition),
                    definition.unit.empty() ? number : QStringLiteral("%1 %2").arg(number, text(definition.unit)));
    }
    html += QStringLiteral("</table>");
    return html;
}

}  // namespace schedlab
