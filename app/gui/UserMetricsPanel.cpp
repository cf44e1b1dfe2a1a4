#include "UserMetricsPanel.h"

#include "SignificantDecimals.h"
#include "UserMetricsModel.h"

#include "qos/GsRegistration.h"
#include "run/FinishedRun.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace schedlab {

namespace {

constexpr int kMiDelayDecimals = 6;
constexpr int kRateDigits = 10;  // significant digits of a rate in MIPS: 769048, 69.87

}  // namespace

UserMetricsPanel::UserMetricsPanel(QWidget* parent) : QWidget(parent)
{
    m_model = new UserMetricsModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(Qt::UserRole);
    m_view = new QTableView(this);
    m_view->setModel(m_sorted);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(UserMetricsModel::UserColumn, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_spread = new QLabel(this);
    m_spread->setWordWrap(true);
    m_spread->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_spread);
}

void UserMetricsPanel::setReport(const MetricsReport& report, std::map<std::int32_t, QString> registrations)
{
    m_model->setReport(report, std::move(registrations));
    for (int column = 0; column < UserMetricsModel::ColumnCount; ++column)
        m_view->setColumnHidden(column, !m_model->columnHasData(column));
    const QLocale locale;
    QString text = tr("Spread across users (standard deviation): mean response %1 s")
                       .arg(locale.toString(report.userResponseStdDev, 'f', significantDecimals(report.userResponseStdDev)));
    if (m_model->columnHasData(UserMetricsModel::MiDelayColumn))
        text += tr(", delay per MI %1 s").arg(locale.toString(report.miDelayUserStdDev, 'f', kMiDelayDecimals));
    m_spread->setText(text);
}

void UserMetricsPanel::setRun(const FinishedRun& run)
{
    setReport(run.metrics, registrationsOf(run));
}

std::map<std::int32_t, QString> UserMetricsPanel::registrationsOf(const FinishedRun& run)
{
    std::map<std::int32_t, QString> out;
    try {
        const QLocale locale;
        for (const GsRegistration::Outcome& outcome :
             GsRegistration::of(run.description.policy, run.description.parameters, run.platform)) {
            out[outcome.contract.user] =
                outcome.resource
                    ? tr("%1 (%2 of %3 MIPS)")
                          .arg(QString::fromStdString(run.platform.machine(MachineIndex(*outcome.resource)).name),
                               locale.toString(outcome.contract.terms.rate, 'g', kRateDigits),
                               locale.toString(outcome.guaranteedRate, 'g', kRateDigits))
                    : tr("none (best effort)");
        }
    } catch (const std::exception&) {
        // A run recorded with parameters this version refuses: no column.
    }
    return out;
}

QString UserMetricsPanel::spreadText() const
{
    return m_spread->text();
}

}  // namespace schedlab
