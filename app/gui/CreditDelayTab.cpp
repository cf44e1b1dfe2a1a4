#include "CreditDelayTab.h"

#include "charts/CreditDelayScatter.h"

#include <QScrollArea>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace schedlab {

namespace {

constexpr int kReadableHeight = 280;  // px: axes, labels and five legend rows

}  // namespace

CreditDelayTab::CreditDelayTab(QWidget* parent)
    : QWidget(parent), m_scatter(new CreditDelayScatter(this)), m_watcher(new QFutureWatcher<CreditDelayPoints>(this))
{
    // On a laptop the run's bottom tabs are short: the chart keeps a
    // readable height and scrolls, as the live charts do.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_scatter->setMinimumHeight(kReadableHeight);
    scroll->setWidget(m_scatter);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    connect(m_watcher, &QFutureWatcher<CreditDelayPoints>::finished, this, [this] {
        const CreditDelayPoints points = m_watcher->result();
        m_scatter->setPoints(points);
        m_ready = true;
        emit ready(!points.empty());
    });
}

void CreditDelayTab::showRun(RunSnapshotPtr snapshot)
{
    m_ready = false;
    // The snapshot is shared and immutable: safe to read on the pool.
    m_watcher->setFuture(QtConcurrent::run([snapshot = std::move(snapshot)] {
        return snapshot ? CreditDelayPoints::compute(*snapshot) : CreditDelayPoints{};
    }));
}

}  // namespace schedlab
