#include "RunInfoView.h"

#include <QLocale>

namespace schedlab {

namespace {

constexpr int kSecondsDecimals = 2;

QString row(const QString& label, const QString& value)
{
    return QStringLiteral("<tr><td style='padding-right:12px;vertical-align:top'><b>%1</b></td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value);
}

QString code(const QString& text)
{
    return QStringLiteral("<code>%1</code>").arg(text.toHtmlEscaped());
}

}  // namespace

RunInfoView::RunInfoView(QWidget* parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
}

QString RunInfoView::commandLine(const RunRequest& request)
{
    QStringList args{QStringLiteral("schedlab-cli"), QStringLiteral("run"),
                     QStringLiteral("--trace"), request.trace->path,
                     QStringLiteral("--policy"), QString::fromStdString(request.policyName)};
    if (request.platformKey != "custom") {
        args << QStringLiteral("--platform") << QString::fromStdString(request.platformKey);
    }
    for (const auto& [key, value] : request.parameters)
        args << QStringLiteral("--param") << QString::fromStdString(key + "=" + value);
    for (const std::string& transform : request.transforms)
        args << QStringLiteral("--transform") << QString::fromStdString(transform);
    return args.join(QLatin1Char(' '));
}

void RunInfoView::showRun(const RunRequest& request, const RunWorker::Outcome* outcome, const QString& status)
{
    const QLocale locale;
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    html += row(tr("Status"), status.toHtmlEscaped());
    html += row(tr("Trace"), code(request.trace->path));
    html += row(tr("SHA-256"), code(request.trace->sha256));
    QStringList transforms;
    for (const std::string& transform : request.transforms)
        transforms << code(QString::fromStdString(transform));
    html += row(tr("Transforms"), transforms.isEmpty() ? tr("none") : transforms.join(QStringLiteral(", ")));
    QStringList machines;
    for (const Machine& machine : request.platform.machines()) {
        machines << tr("%1: nodes %2, speed %3")
                        .arg(QString::fromStdString(machine.name).toHtmlEscaped())
                        .arg(machine.nodes)
                        .arg(machine.speed);
    }
    html += row(tr("Platform"), QStringLiteral("%1 (%2)<br>%3")
                                    .arg(QString::fromStdString(request.platform.name()).toHtmlEscaped(),
                                         QString::fromStdString(request.platformKey).toHtmlEscaped(),
                                         machines.join(QStringLiteral("<br>"))));
    html += row(tr("Policy"), code(QString::fromStdString(request.policyName)));
    QStringList parameters;
    for (const auto& [key, value] : request.parameters)
        parameters << code(QString::fromStdString(key + " = " + value));
    html += row(tr("Parameters"), parameters.isEmpty() ? tr("none") : parameters.join(QStringLiteral("<br>")));
    html += row(tr("Seed"), QString::number(request.seed));
    if (outcome && outcome->snapshot) {
        const SimulationResult& result = outcome->snapshot->result;
        html += row(tr("Jobs simulated"), locale.toString(qulonglong(outcome->snapshot->workload->jobs.size())));
        html += row(tr("Engine events"), locale.toString(qlonglong(result.eventCount)));
        html += row(tr("Simulation wall time"), tr("%1 s").arg(locale.toString(result.wallSeconds, 'f', kSecondsDecimals)));
        html += row(tr("Scheduler CPU time"), tr("%1 s").arg(locale.toString(result.schedulerCpuSeconds, 'f', kSecondsDecimals)));
        html += row(tr("Validation"), outcome->validation.ok()
                                          ? tr("schedule valid (independent check)")
                                          : QStringLiteral("<span style='color:#c0392b'>%1</span>")
                                                .arg(QString::fromStdString(outcome->validation.toText()).toHtmlEscaped()));
    } else if (outcome && !outcome->error.empty()) {
        html += row(tr("Error"), QStringLiteral("<span style='color:#c0392b'>%1</span>")
                                     .arg(QString::fromStdString(outcome->error).toHtmlEscaped()));
    }
    if (!m_storeNote.isEmpty())
        html += row(tr("Run store"), m_storeNote.toHtmlEscaped());
    html += row(tr("Command line"), code(commandLine(request)));
    html += QStringLiteral("</table>");
    setHtml(html);
}

}  // namespace schedlab
