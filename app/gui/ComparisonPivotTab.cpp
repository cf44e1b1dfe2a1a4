#include "ComparisonPivotTab.h"

#include "CsvTableView.h"
#include "MetricLabel.h"

#include "compare/ComparisonFormat.h"
#include "compare/PivotTable.h"
#include "engine/SimulationError.h"
#include "metrics/MetricsReport.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace schedlab {

namespace {

const QString kDefaultMetric = QStringLiteral("awrt");
// Each pivot column is a value column and an improvement column.
constexpr std::size_t kColumnsPerValue = 2;

}  // namespace

ComparisonPivotTab::ComparisonPivotTab(const std::vector<StoredRun>& runs, QWidget* parent)
    : QWidget(parent), m_runs(runs)
{
    m_dimension = new QComboBox(this);
    for (const std::string& dimension : PivotTable::dimensions(m_runs))
        m_dimension->addItem(QString::fromStdString(dimension), QString::fromStdString(dimension));
    m_dimension->setToolTip(tr("Columns: the backfilling variant (list, conservative, EASY; policies are then "
                               "grouped into families), a policy parameter, the platform, the transforms, the "
                               "trace or the seed"));
    m_metric = new QComboBox(this);
    for (const MetricDefinition& metric : metricDefinitions())
        m_metric->addItem(MetricLabel::of(metric), QString::fromStdString(metric.key));
    m_metric->setCurrentIndex(m_metric->findData(kDefaultMetric));

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Columns:"), this));
    controls->addWidget(m_dimension);
    controls->addSpacing(fontMetrics().averageCharWidth() * 2);
    controls->addWidget(new QLabel(tr("Metric:"), this));
    controls->addWidget(m_metric);
    controls->addStretch();

    m_table = new CsvTableView(this);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_note);

    connect(m_dimension, &QComboBox::currentIndexChanged, this, &ComparisonPivotTab::rebuild);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &ComparisonPivotTab::rebuild);
    rebuild();
}

void ComparisonPivotTab::setReference(std::size_t reference)
{
    m_reference = reference;
    rebuild();
}

void ComparisonPivotTab::setPivot(const QString& dimension, const QString& metricKey)
{
    const QSignalBlocker blockDimension(m_dimension);
    const QSignalBlocker blockMetric(m_metric);
    if (const int i = m_dimension->findData(dimension); i >= 0)
        m_dimension->setCurrentIndex(i);
    if (const int i = m_metric->findData(metricKey); i >= 0)
        m_metric->setCurrentIndex(i);
    rebuild();
}

QString ComparisonPivotTab::dimension() const
{
    return m_dimension->currentData().toString();
}

QString ComparisonPivotTab::metricKey() const
{
    return m_metric->currentData().toString();
}

void ComparisonPivotTab::rebuild()
{
    if (m_runs.empty() || m_reference >= m_runs.size())
        return;
    try {
        const PivotTable pivot(m_runs, dimension().toStdString(), metricKey().toStdString(), m_reference);
        CsvTableView::Improvements improvements(pivot.rowKeys().size());
        for (std::size_t r = 0; r < pivot.rowKeys().size(); ++r) {
            improvements[r].resize(1 + kColumnsPerValue * pivot.columnKeys().size());
            for (std::size_t c = 0; c < pivot.columnKeys().size(); ++c) {
                const auto& improvement = pivot.cell(r, c).comparison.improvement;
                improvements[r][1 + kColumnsPerValue * c] = improvement;
                improvements[r][2 + kColumnsPerValue * c] = improvement;
            }
        }
        m_table->setTable(pivot.table(), improvements);
        QString note = tr("%1: improvement over reference run %2 in percent (positive = better, negative = worse)")
                           .arg(QString::fromLatin1(ComparisonFormat::kImprovementTitle),
                                QString::fromStdString(pivot.referenceLabel()));
        if (pivot.ambiguousCells() > 0)
            note += QLatin1Char('\n') + tr("%n cell(s) hold more than one run; each shows the first run.", nullptr,
                                           pivot.ambiguousCells());
        m_note->setText(note);
    } catch (const ConfigurationError& e) {
        m_table->setTable(CsvTable());
        m_note->setText(QString::fromStdString(e.what()));
    }
}

}  // namespace schedlab
