#include "GenerateWorkloadDialog.h"
#include "model/Units.h"

#include "WorkbenchContext.h"
#include "forms/CatalogueText.h"

#include "forms/ParameterForm.h"
#include "generators/GeneratorCatalog.h"
#include "generators/ProbabilisticGenerator.h"
#include "generators/RandomizedGenerator.h"
#include "workload/NativeWorkloadWriter.h"
#include "workload/WorkloadFileWriter.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <exception>

namespace schedlab {

namespace {

using units::kPercent;
constexpr int kMeanDecimals = 1;
constexpr int kShareDecimals = 1;
constexpr int kCorrelationDecimals = 3;
constexpr int kKsDecimals = 4;
constexpr int kShapeDecimals = 4;
constexpr int kScaleDecimals = 1;
constexpr int kSpanDecimals = 1;
constexpr int kMinimumWidth = 640;
constexpr int kMinimumTableHeight = 320;
const QString kSwfFilter = QStringLiteral("*.swf *.swf.gz");
const QString kNativeSuffix = QString::fromLatin1(NativeWorkloadWriter::kFileSuffix.data(),
                                                  qsizetype(NativeWorkloadWriter::kFileSuffix.size()));
const QString kProbabilisticKey = QString::fromLatin1(ProbabilisticGenerator::kName);
const QString kRandomKey = QString::fromLatin1(RandomizedGenerator::kName);
// The red of load problems elsewhere in the workbench.
const QString kErrorStyle = QStringLiteral("color: #c0392b;");

enum Column { QuantityColumn, StatisticColumn, SourceColumn, GeneratedColumn, ColumnCount };

// SWF would lose the workload's attributes or its sub-second times.
bool needsNative(const Workload& workload)
{
    return workload.ticksPerSecond != 1 || !GeneratorCatalog::attributesSwfLoses(workload).empty();
}

QTableWidgetItem* cell(const QString& text, bool number)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

}  // namespace

GenerateWorkloadDialog::GenerateWorkloadDialog(std::shared_ptr<const LoadedTrace> source, QWidget* parent)
    : QDialog(parent), m_source(std::move(source)), m_watcher(new QFutureWatcher<Outcome>(this))
{
    setWindowTitle(tr("Generate workload"));
    setMinimumWidth(kMinimumWidth);

    m_model = new QComboBox(this);
    m_model->addItem(tr("Probability-distributed, derived from the loaded trace"), kProbabilisticKey);
    m_model->addItem(tr("Randomized (uniform distributions)"), kRandomKey);
    // The grid, QoS and utility models, titled and cited by the core.
    for (const GeneratorCatalog::Model& catalogModel : GeneratorCatalog::models()) {
        const QString name = QString::fromStdString(catalogModel.schema.name);
        m_model->addItem(tr("%1 — %2").arg(CatalogueText::of(catalogModel.schema.title),
                                           QString::fromStdString(catalogModel.schema.reference)),
                         name);
    }
    m_sourceLabel = new QLabel(this);
    m_sourceLabel->setWordWrap(true);
    if (m_source) {
        m_sourceLabel->setText(tr("%1 (%2 jobs)")
                                   .arg(QFileInfo(m_source->path).fileName(),
                                        QLocale().toString(qulonglong(m_source->workload->jobs.size()))));
        m_sourceLabel->setToolTip(tr("%1\nSHA-256 %2").arg(m_source->path, m_source->sha256));
    } else {
        m_sourceLabel->setText(tr("No trace loaded: open one to derive a workload from it."));
        if (auto* items = qobject_cast<QStandardItemModel*>(m_model->model()))
            items->item(0)->setEnabled(false);
        m_model->setCurrentIndex(1);
    }
    auto* top = new QFormLayout;
    top->addRow(tr("Model:"), m_model);
    top->addRow(tr("Source trace:"), m_sourceLabel);

    m_form = new ParameterForm(this);

    m_generate = new QPushButton(tr("Generate"), this);
    m_generate->setDefault(true);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);  // no progress figure: generation takes a moment
    m_busy->setTextVisible(false);
    m_busy->hide();
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_generate);
    actions->addWidget(m_cancel);
    actions->addWidget(m_busy, 1);
    actions->addStretch();

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_summary = new QTableWidget(0, ColumnCount, this);
    m_summary->setHorizontalHeaderLabels({tr("Quantity"), tr("Statistic"), tr("Source"), tr("Generated")});
    m_summary->verticalHeader()->hide();
    m_summary->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Numbers stay next to their labels; the spare width goes to the labels.
    m_summary->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_summary->horizontalHeader()->setSectionResizeMode(QuantityColumn, QHeaderView::Stretch);
    m_summary->horizontalHeader()->setStretchLastSection(false);
    m_summary->setAlternatingRowColors(true);
    m_summary->setMinimumHeight(kMinimumTableHeight);
    m_summary->setToolTip(tr("Generated workload against the source trace (its jobs that fit on the machine): "
                             "means, nearest-rank percentiles, two-sample Kolmogorov–Smirnov distance, and "
                             "Spearman rank correlations."));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_save = buttons->addButton(tr("Save as SWF…"), QDialogButtonBox::ActionRole);
    m_use = buttons->addButton(tr("Use as current trace"), QDialogButtonBox::ActionRole);
    m_use->setToolTip(tr("Save the workload (to the cache folder unless saved already) and load it into the "
                         "workbench"));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_form);
    layout->addLayout(actions);
    layout->addWidget(m_status);
    layout->addWidget(m_summary, 1);
    layout->addWidget(buttons);

    connect(m_model, &QComboBox::currentIndexChanged, this, &GenerateWorkloadDialog::onModelChanged);
    connect(m_form, &ParameterForm::validityChanged, this, &GenerateWorkloadDialog::updateButtons);
    connect(m_generate, &QPushButton::clicked, this, &GenerateWorkloadDialog::generate);
    connect(m_cancel, &QPushButton::clicked, this, &GenerateWorkloadDialog::cancel);
    connect(m_save, &QPushButton::clicked, this, &GenerateWorkloadDialog::saveInteractively);
    connect(m_use, &QPushButton::clicked, this, &GenerateWorkloadDialog::useAsCurrentTrace);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_watcher, &QFutureWatcher<Outcome>::finished, this, &GenerateWorkloadDialog::onFinished);
    onModelChanged();
}

// A generation still running stops at its next job; its pool thread owns
// copies of everything it uses, and nobody hears about its result.
GenerateWorkloadDialog::~GenerateWorkloadDialog()
{
    m_stop.request_stop();
}

GenerateWorkloadDialog* GenerateWorkloadDialog::openFor(const WorkbenchContext& workbench, QWidget* parent)
{
    auto* dialog = new GenerateWorkloadDialog(workbench.trace, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void GenerateWorkloadDialog::setModel(Model model)
{
    if (model == Model::Catalog)
        return;  // which one: setModelName says
    setModelName(model == Model::Probabilistic ? kProbabilisticKey : kRandomKey);
}

GenerateWorkloadDialog::Model GenerateWorkloadDialog::model() const
{
    const QString name = modelName();
    if (name == kProbabilisticKey)
        return Model::Probabilistic;
    return name == kRandomKey ? Model::Randomized : Model::Catalog;
}

void GenerateWorkloadDialog::setModelName(const QString& name)
{
    if (name == kProbabilisticKey && !m_source)
        return;  // nothing to derive it from; the item is disabled too
    const int index = m_model->findData(name);
    if (index >= 0)
        m_model->setCurrentIndex(index);
}

QString GenerateWorkloadDialog::modelName() const
{
    return m_model->currentData().toString();
}

void GenerateWorkloadDialog::onModelChanged()
{
    switch (model()) {
    case Model::Probabilistic:
        m_form->setSchema(ProbabilisticGenerator::info());
        break;
    case Model::Randomized:
        m_form->setSchema(RandomizedGenerator::info());
        break;
    case Model::Catalog:
        if (const auto catalogModel = GeneratorCatalog::find(modelName().toStdString()))
            m_form->setSchema(catalogModel->schema);
        break;
    }
    // SWF cannot hold the catalog models' sites, deadlines, values and options.
    m_save->setText(model() == Model::Catalog ? tr("Save as SchedLab jobs…") : tr("Save as SWF…"));
    m_summary->setVisible(model() != Model::Catalog);
    updateButtons();
}

void GenerateWorkloadDialog::updateButtons()
{
    const bool busy = m_running || m_saving;
    const bool canModel = model() != Model::Probabilistic || m_source;
    m_generate->setEnabled(!busy && canModel && m_form->isValid());
    m_cancel->setEnabled(m_running);
    m_model->setEnabled(!busy);
    m_save->setEnabled(!busy && m_generated);
    m_use->setEnabled(!busy && m_generated);
    m_busy->setVisible(busy);
}

void GenerateWorkloadDialog::generate()
{
    if (m_running)
        return;
    if (!m_form->isValid()) {
        m_status->setStyleSheet(kErrorStyle);
        m_status->setText(m_form->problems());
        return;
    }
    const Model chosen = model();
    if (chosen == Model::Probabilistic && !m_source)
        return;
    const std::optional<GeneratorCatalog::Model> catalogModel = GeneratorCatalog::find(modelName().toStdString());
    m_stop = std::stop_source();
    const std::stop_token stop = m_stop.get_token();
    const ParameterValues values = m_form->values();
    const std::shared_ptr<const LoadedTrace> source = m_source;
    m_running = true;
    m_status->setStyleSheet({});
    m_status->setText(tr("Generating…"));
    updateButtons();
    // Everything the task uses is copied in: it may outlive the dialog.
    m_watcher->setFuture(QtConcurrent::run([chosen, values, source, stop, catalogModel] {
        Outcome outcome;
        QElapsedTimer clock;
        clock.start();
        try {
            if (chosen == Model::Catalog && catalogModel) {
                auto workload = std::make_shared<Workload>(catalogModel->generate(values, stop));
                if (stop.stop_requested()) {
                    outcome.cancelled = true;
                    return outcome;
                }
                // No comparison table: its quantities are whole seconds of
                // single machines, and these workloads are about attributes.
                const QLocale locale;
                const Time span = workload->empty() ? 0 : workload->jobs.back().submit - workload->jobs.front().submit;
                const double perSecond = double(workload->ticksPerSecond);
                outcome.description = tr("%1 jobs submitted over %2 s, times in ticks of %3 s.")
                                          .arg(locale.toString(qulonglong(workload->jobs.size())),
                                               locale.toString(double(span) / perSecond, 'f', kSpanDecimals),
                                               locale.toString(1.0 / perSecond));
                outcome.workload = std::move(workload);
            } else if (chosen == Model::Probabilistic) {
                const ProbabilisticGenerator generator(*source->workload, ProbabilisticGenerator::settingsFrom(values),
                                                       source->sha256.toStdString());
                auto workload = std::make_shared<Workload>(generator.generate(stop));
                if (stop.stop_requested()) {
                    outcome.cancelled = true;
                    return outcome;
                }
                outcome.comparison = WorkloadComparison::compare(*source->workload, *workload, generator.machineNodes());
                const WeibullFit& fit = generator.interArrivals();
                const EmpiricalJobModel& bins = generator.jobModel();
                const QLocale locale;
                outcome.description =
                    tr("%1 jobs on %2 nodes. Inter-arrival: Weibull shape %3, scale %4 s, %5% zero gaps. "
                       "%6 trace jobs in %7 node-count bins; %8 wider jobs left out, %9 overruns capped.")
                        .arg(locale.toString(qulonglong(workload->jobs.size())))
                        .arg(generator.machineNodes())
                        .arg(locale.toString(fit.shape(), 'f', kShapeDecimals),
                             locale.toString(fit.scale(), 'f', kScaleDecimals),
                             locale.toString(fit.zeroShare() * kPercent, 'f', kShareDecimals),
                             locale.toString(qulonglong(bins.sourceJobs())),
                             locale.toString(qulonglong(bins.bins().size())),
                             locale.toString(qulonglong(bins.excludedWider())),
                             locale.toString(qulonglong(bins.cappedOverruns())));
                outcome.workload = std::move(workload);
            } else {
                const RandomizedGenerator generator(RandomizedGenerator::settingsFrom(values));
                auto workload = std::make_shared<Workload>(generator.generate(stop));
                if (stop.stop_requested()) {
                    outcome.cancelled = true;
                    return outcome;
                }
                // No source: the generated side alone describes the result.
                outcome.comparison = WorkloadComparison::compare(*workload, *workload);
                outcome.description = tr("%1 jobs, uniform: nodes 1 to %2, inter-arrival 0 to %3 s.")
                                          .arg(QLocale().toString(qulonglong(workload->jobs.size())))
                                          .arg(generator.settings().maxNodes)
                                          .arg(generator.settings().maxGap);
                outcome.workload = std::move(workload);
            }
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        outcome.milliseconds = clock.elapsed();
        return outcome;
    }));
}

void GenerateWorkloadDialog::cancel()
{
    m_stop.request_stop();
}

void GenerateWorkloadDialog::onFinished()
{
    m_running = false;
    const Outcome outcome = m_watcher->result();
    const bool ok = outcome.workload != nullptr;
    if (outcome.cancelled) {
        m_status->setStyleSheet({});
        m_status->setText(tr("Cancelled."));
    } else if (!ok) {
        m_status->setStyleSheet(kErrorStyle);
        m_status->setText(tr("Generation failed: %1").arg(outcome.error));
    } else {
        m_generated = outcome.workload;
        m_savedPath.clear();
        m_status->setStyleSheet({});
        m_status->setText(tr("%1 Took %2 ms.").arg(outcome.description).arg(outcome.milliseconds));
        if (outcome.comparison)
            showSummary(*outcome.comparison, model() == Model::Probabilistic);
    }
    updateButtons();
    emit generationFinished(ok);
}

QString GenerateWorkloadDialog::quantityText(WorkloadComparison::Quantity quantity) const
{
    switch (quantity) {
    case WorkloadComparison::Quantity::InterArrival:
        return tr("Inter-arrival (s)");
    case WorkloadComparison::Quantity::Nodes:
        return tr("Nodes");
    case WorkloadComparison::Quantity::Estimate:
        return tr("Estimate (s)");
    case WorkloadComparison::Quantity::RunTime:
        return tr("Run time (s)");
    }
    return {};
}

void GenerateWorkloadDialog::showSummary(const WorkloadComparison& comparison, bool withSource)
{
    const QLocale locale;
    const WorkloadComparison::Side& s = comparison.source();
    const WorkloadComparison::Side& g = comparison.generated();
    m_summary->setRowCount(0);
    const auto addRow = [this](const QString& quantity, const QString& statistic, const QString& source,
                               const QString& generated) {
        const int row = m_summary->rowCount();
        m_summary->insertRow(row);
        m_summary->setItem(row, QuantityColumn, cell(quantity, false));
        m_summary->setItem(row, StatisticColumn, cell(statistic, false));
        m_summary->setItem(row, SourceColumn, cell(source, true));
        m_summary->setItem(row, GeneratedColumn, cell(generated, true));
    };
    addRow(tr("Jobs"), tr("count"), locale.toString(qulonglong(s.jobs)), locale.toString(qulonglong(g.jobs)));
    using Summary = WorkloadComparison::Summary;
    struct Statistic {
        QString label;
        double Summary::*member;
        int decimals;
    };
    // Percentiles are observed values (whole seconds or nodes); means are not.
    const Statistic statistics[] = {
        {tr("mean"), &Summary::mean, kMeanDecimals},
        {tr("median"), &Summary::median, 0},
        {tr("90th percentile"), &Summary::p90, 0},
        {tr("99th percentile"), &Summary::p99, 0},
    };
    for (const auto q : WorkloadComparison::kQuantities) {
        bool first = true;
        for (const Statistic& st : statistics) {
            addRow(first ? quantityText(q) : QString(), st.label, locale.toString(s[q].*st.member, 'f', st.decimals),
                   locale.toString(g[q].*st.member, 'f', st.decimals));
            first = false;
        }
        if (withSource)
            addRow(QString(), tr("KS distance"), QString(),
                   locale.toString(comparison.ksDistance(q), 'f', kKsDecimals));
    }
    addRow(tr("Power-of-two widths"), tr("share (%)"), locale.toString(s.powerOfTwoShare * kPercent, 'f', kShareDecimals),
           locale.toString(g.powerOfTwoShare * kPercent, 'f', kShareDecimals));
    addRow(tr("Nodes ~ run time"), tr("Spearman"), locale.toString(s.nodesRunCorrelation, 'f', kCorrelationDecimals),
           locale.toString(g.nodesRunCorrelation, 'f', kCorrelationDecimals));
    addRow(tr("Estimate ~ run time"), tr("Spearman"),
           locale.toString(s.estimateRunCorrelation, 'f', kCorrelationDecimals),
           locale.toString(g.estimateRunCorrelation, 'f', kCorrelationDecimals));
    m_summary->setColumnHidden(SourceColumn, !withSource);
}

QString GenerateWorkloadDialog::suggestedFileName() const
{
    const ParameterValues values = m_form->values();
    const auto value = [&values](const char* key) {
        const auto it = values.find(key);
        return it == values.end() ? QString() : QString::fromStdString(it->second);
    };
    QString base = modelName();
    if (model() == Model::Probabilistic && m_source) {
        QString trace = QFileInfo(m_source->path).fileName();
        trace.remove(QStringLiteral(".gz"));
        trace.remove(QStringLiteral(".swf"));
        base += QLatin1Char('-') + trace;
    }
    const bool native = m_generated ? needsNative(*m_generated) : model() == Model::Catalog;
    const QString suffix = native ? kNativeSuffix : QStringLiteral(".swf");
    // A model whose job count follows from its other parameters
    // (qos-periodic) has no jobs to name.
    const QString jobs = value(GeneratorParameters::kJobs);
    if (jobs.isEmpty())
        return QStringLiteral("%1-seed-%2%3").arg(base, value(GeneratorParameters::kSeed), suffix);
    return QStringLiteral("%1-%2-jobs-seed-%3%4").arg(base, jobs, value(GeneratorParameters::kSeed), suffix);
}

void GenerateWorkloadDialog::saveInteractively()
{
    const QString start = m_source ? QFileInfo(m_source->path).absoluteDir().filePath(suggestedFileName())
                                   : suggestedFileName();
    const bool native = m_generated && needsNative(*m_generated);
    const QString filter = native ? tr("SchedLab jobs (%1)").arg(QLatin1Char('*') + kNativeSuffix)
                                  : tr("SWF traces (%1)").arg(kSwfFilter);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save generated workload"), start, filter);
    if (!path.isEmpty())
        saveTo(path);
}

void GenerateWorkloadDialog::saveTo(const QString& path)
{
    startSave(path, false);
}

void GenerateWorkloadDialog::useAsCurrentTrace()
{
    if (!m_generated)
        return;
    if (!m_savedPath.isEmpty()) {
        emit traceRequested(m_savedPath);
        return;
    }
    const QString directory = m_scratchDirectory.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/generated")
        : m_scratchDirectory;
    QDir().mkpath(directory);
    startSave(QDir(directory).filePath(suggestedFileName()), true);
}

void GenerateWorkloadDialog::startSave(const QString& requestedPath, bool thenUse)
{
    if (!m_generated || m_saving)
        return;
    // Jobs with attributes only SchedLab jobs hold are written as such,
    // whatever the name says.
    QString path = requestedPath;
    if (needsNative(*m_generated) && !WorkloadFileWriter::isNativeName(path.toStdString()))
        path += kNativeSuffix;
    m_saving = true;
    m_status->setStyleSheet({});
    m_status->setText(tr("Writing %1…").arg(QFileInfo(path).fileName()));
    updateButtons();
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, path, thenUse] {
        watcher->deleteLater();
        onSaved(path, watcher->result(), thenUse);
    });
    const std::shared_ptr<const Workload> workload = m_generated;
    watcher->setFuture(QtConcurrent::run([workload, path] {
        try {
            WorkloadFileWriter::writeFile(*workload, path.toStdString());
        } catch (const std::exception& error) {
            return QString::fromStdString(error.what());
        }
        return QString();
    }));
}

void GenerateWorkloadDialog::onSaved(const QString& path, const QString& error, bool thenUse)
{
    m_saving = false;
    updateButtons();
    if (!error.isEmpty()) {
        m_status->setStyleSheet(kErrorStyle);
        m_status->setText(tr("Could not save: %1").arg(error));
        emit saveFinished(path, false);
        return;
    }
    m_savedPath = path;
    m_status->setText(tr("Saved %1 jobs to %2.")
                          .arg(QLocale().toString(qulonglong(m_generated->jobs.size())), QDir::toNativeSeparators(path)));
    emit saveFinished(path, true);
    if (thenUse)
        emit traceRequested(path);
}

}  // namespace schedlab
