#include "UnfinishedJobsPanel.h"

#include "UnfinishedJobsModel.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace schedlab {

namespace {
constexpr int kRowHeightPadding = 6;
}  // namespace

UnfinishedJobsPanel::UnfinishedJobsPanel(QWidget* parent) : QWidget(parent), m_model(new UnfinishedJobsModel(this))
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + kRowHeightPadding);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    // A click (or arrow keys) selects the job, as in the other job lists.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    emit jobChosen(JobIndex(current.data(UnfinishedJobsModel::JobIndexRole).toLongLong()));
            });
    setSnapshot(nullptr);
}

void UnfinishedJobsPanel::setSnapshot(RunSnapshotPtr snapshot)
{
    const bool hasRun = snapshot != nullptr;
    m_model->setSnapshot(std::move(snapshot));
    const int count = m_model->rowCount();
    if (!hasRun)
        m_summary->setText(tr("Run a simulation to list the jobs that did not run to the end."));
    else if (count == 0)
        m_summary->setText(tr("Every job ran its work to the end: none was dropped, rejected, failed or "
                              "killed at its estimate."));
    else
        m_summary->setText(tr("%n job(s) did not run to the end. Choose one to select it in the chart.",
                              nullptr, count));
    m_view->setVisible(count > 0);
}

QString UnfinishedJobsPanel::summary() const
{
    return m_summary->text();
}

}  // namespace schedlab
