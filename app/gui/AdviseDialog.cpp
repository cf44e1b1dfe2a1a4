#include "AdviseDialog.h"

#include "BatchProgressText.h"
#include "BatchRunController.h"

#include "advice/AdviceRuns.h"
#include "experiment/TraceCache.h"
#include "platform/PlatformSource.h"
#include "policies/PolicyRegistry.h"
#include "workload/TraceCalendar.h"
#include "workload/WorkloadTransform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace schedlab {

namespace {

constexpr double kMaxWeight = 10;
constexpr int kWeightDecimals = 1;
constexpr QSize kDefaultSize(760, 620);

QString objectiveLabel(AdviceObjective objective)
{
    switch (objective) {
    case AdviceObjective::MeanWait: return AdviseDialog::tr("Mean wait");
    case AdviceObjective::Awrt: return AdviseDialog::tr("AWRT");
    case AdviceObjective::MeanBoundedSlowdown: return AdviseDialog::tr("Mean bounded slowdown");
    case AdviceObjective::Utilization: return AdviseDialog::tr("Utilization");
    case AdviceObjective::Makespan: return AdviseDialog::tr("Makespan");
    case AdviceObjective::UserWaitSpread: return AdviseDialog::tr("Spread of users' mean waits");
    case AdviceObjective::WorstUserWait: return AdviseDialog::tr("Worst user's mean wait");
    }
    return {};
}

// The advice from the finished runs: analysis, who gains (two whole runs
// loaded from the store) and the HTML page. On the thread pool.
QString analyse(AdviceReportInput input, const SweepReport& report,
                const std::vector<WeightedObjective>& objectives, const std::string& storePath)
{
    AdviceRuns::complete(input, report, objectives, storePath);
    return QString::fromStdString(AdviceReport::html(input));
}

}  // namespace

AdviseDialog::AdviseDialog(Subject subject, QString storePath, QWidget* parent)
    : QDialog(parent), m_subject(std::move(subject)), m_storePath(std::move(storePath)),
      m_controller(new BatchRunController(this)), m_analysis(new QFutureWatcher<QString>(this))
{
    setWindowTitle(tr("Policy advice"));
    auto* objectives = new QGroupBox(tr("Objectives (weights)"), this);
    auto* grid = new QGridLayout(objectives);
    int row = 0;
    for (const AdviceObjective objective : AdviceObjectives::all()) {
        auto* box = new QCheckBox(objectiveLabel(objective), objectives);
        auto* weight = new QDoubleSpinBox(objectives);
        weight->setRange(0.1, kMaxWeight);
        weight->setDecimals(kWeightDecimals);
        weight->setValue(1);
        box->setChecked(objective == AdviceObjective::MeanWait);
        grid->addWidget(box, row / 2, (row % 2) * 2);
        grid->addWidget(weight, row / 2, (row % 2) * 2 + 1);
        connect(box, &QCheckBox::toggled, this, &AdviseDialog::updateState);
        m_objectives.emplace_back(box, weight);
        ++row;
    }
    m_budget = new QComboBox(this);
    m_budget->addItem(tr("Quick: the main policies"), int(AdviceBudget::Quick));
    m_budget->addItem(tr("Full: every variant"), int(AdviceBudget::Full));
    m_baseline = new QComboBox(this);
    const PolicyRegistry registry;
    for (const PolicyInfo& info : registry.policies())
        m_baseline->addItem(QString::fromStdString(info.name), QString::fromStdString(info.name));
    m_baseline->setCurrentIndex(m_baseline->findData(QStringLiteral("easy")));
    m_baseline->setToolTip(tr("The policy the log was recorded under: who gains and who loses is measured against it"));
    auto* form = new QFormLayout;
    form->addRow(tr("Log:"), new QLabel(m_subject.tracePath, this));
    form->addRow(tr("Platform:"), new QLabel(m_subject.platform, this));
    form->addRow(tr("Budget:"), m_budget);
    form->addRow(tr("Baseline:"), m_baseline);

    m_run = new QPushButton(tr("Advise"), this);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_save = new QPushButton(tr("Save report…"), this);
    m_progress = new QProgressBar(this);
    m_status = new QLabel(tr("Runs every policy on the whole log, each month, with exact estimates and on a "
                             "machine 10 % smaller and larger; runs already stored are reused."),
                          this);
    m_status->setWordWrap(true);
    m_report = new QTextBrowser(this);
    m_report->setOpenLinks(false);
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(m_run, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(objectives);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_report, 1);
    layout->addWidget(buttons);
    resize(kDefaultSize);

    connect(m_run, &QPushButton::clicked, this, &AdviseDialog::start);
    connect(m_cancel, &QPushButton::clicked, m_controller, &BatchRunController::cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the advice"), QStringLiteral("advice.html"),
                                                          tr("HTML pages (*.html)"));
        QFile file(path);
        if (path.isEmpty())
            return;
        if (!file.open(QIODevice::WriteOnly) || file.write(m_html.toUtf8()) < 0)
            QMessageBox::warning(this, tr("Save the advice"), tr("Could not write %1.").arg(path));
    });
    connect(m_controller, &BatchRunController::progressed, this, [this](const SweepProgress& progress) {
        m_progress->setRange(0, std::max(1, int(progress.total)));
        m_progress->setValue(int(progress.finished()));
        m_status->setText(BatchProgressText::of(progress));
    });
    connect(m_controller, &BatchRunController::failed, this, [this](const QString& message) {
        m_status->setText(tr("The advice did not start: %1").arg(message));
        updateState();
    });
    connect(m_controller, &BatchRunController::finished, this, &AdviseDialog::onFinished);
    connect(m_analysis, &QFutureWatcher<QString>::finished, this, [this] {
        m_html = m_analysis->result();
        m_report->setHtml(m_html);
        m_status->setText(tr("Done. The runs are in the run library under the group %1.")
                              .arg(m_plan ? QString::fromStdString(m_plan->group) : QString()));
        updateState();
        emit adviceReady();
    });
    updateState();
}

AdviseDialog::~AdviseDialog()
{
    m_analysis->waitForFinished();
}

bool AdviseDialog::isRunning() const
{
    return m_controller->isRunning() || m_analysis->isRunning();
}

std::vector<WeightedObjective> AdviseDialog::objectives() const
{
    std::vector<WeightedObjective> chosen;
    for (std::size_t i = 0; i < m_objectives.size(); ++i) {
        if (m_objectives[i].first->isChecked())
            chosen.push_back({AdviceObjectives::all()[i], m_objectives[i].second->value()});
    }
    return chosen;
}

void AdviseDialog::setObjectiveWeight(AdviceObjective objective, double weight)
{
    const auto& all = AdviceObjectives::all();
    const std::size_t i = std::size_t(std::find(all.begin(), all.end(), objective) - all.begin());
    m_objectives[i].first->setChecked(weight > 0);
    if (weight > 0)
        m_objectives[i].second->setValue(weight);
}

void AdviseDialog::updateState()
{
    const bool running = isRunning();
    m_run->setEnabled(!running && !objectives().empty());
    m_cancel->setEnabled(m_controller->isRunning());
    m_save->setEnabled(!running && !m_html.isEmpty());
    m_budget->setEnabled(!running);
    m_baseline->setEnabled(!running);
}

void AdviseDialog::start()
{
    AdviceOptions options;
    options.tracePath = m_subject.tracePath.toStdString();
    options.platform = m_subject.platform.toStdString();
    options.budget = AdviceBudget(m_budget->currentData().toInt());
    options.baseline = m_baseline->currentData().toString().toStdString();
    options.transforms = m_subject.transforms;
    auto plan = std::make_shared<AdvicePlan>();
    m_plan = plan;
    const bool dropWider = m_subject.dropWider;
    // On the worker thread: the platform and the trace's months after the
    // transforms decide the plan.
    const bool started = m_controller->start(
        [options, plan, dropWider](TraceCache& cache) mutable {
            const Platform platform = PlatformSource::resolve(options.platform);
            if (dropWider)
                options.transforms.push_back("drop-wider:" + std::to_string(platform.largestMachineNodes()));
            Workload workload = *cache.get(options.tracePath)->workload;
            applyTransforms(workload, options.transforms, &platform);
            *plan = AdvicePlan::make(options, platform, calendarMonthJobs(workload));
            return plan->runs;
        },
        m_storePath);
    if (started)
        m_status->setText(tr("Planning the runs…"));
    updateState();
}

void AdviseDialog::onFinished(const SweepReport& report)
{
    emit runsStored();
    if (report.cancelled || !m_plan) {
        m_status->setText(tr("Cancelled: the runs done so far are stored, and the next advice reuses them."));
        updateState();
        return;
    }
    AdviceReportInput input;
    input.plan = *m_plan;
    input.options.tracePath = m_subject.tracePath.toStdString();
    input.options.platform = m_subject.platform.toStdString();
    input.options.budget = AdviceBudget(m_budget->currentData().toInt());
    input.options.baseline = m_baseline->currentData().toString().toStdString();
    const std::vector<WeightedObjective> chosen = objectives();
    const std::string store = m_storePath.toStdString();
    m_status->setText(tr("Analysing the runs…"));
    m_analysis->setFuture(QtConcurrent::run([input, report, chosen, store]() -> QString {
        try {
            return analyse(input, report, chosen, store);
        } catch (const std::exception& error) {
            return tr("<p>The advice could not be made: %1</p>").arg(QString::fromStdString(error.what()).toHtmlEscaped());
        }
    }));
    updateState();
}

}  // namespace schedlab
