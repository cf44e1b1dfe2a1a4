#include "SweepDialog.h"

#include "BatchRunController.h"
#include "MainWindow.h"
#include "PlatformPanel.h"
#include "PolicyPanel.h"
#include "RunLibrary.h"
#include "TimeFormatter.h"
#include "TracePanel.h"
#include "experiment/TraceCache.h"
#include "forms/ParameterText.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "sweep/SlurmExport.h"
#include "sweep/SweepSpec.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <exception>
#include <limits>
#include <optional>

namespace schedlab {

namespace {

// Names errors in the spec the form wrote ("spec: /parameters/gamma: ...").
const std::string kFormSourceName = "spec";
const QString kErrorStyle = QStringLiteral("QLabel { color: #b3261e; }");
const QString kNoticeStyle = QStringLiteral("QLabel { color: #7a5400; }");
constexpr int kMaxWorkerThreads = 256;
constexpr int kMaxSingleNodes = 1'000'000;
constexpr int kDefaultSingleNodes = PlatformPanel::kDefaultSingleNodes;
constexpr int kListRows = 5; // visible rows of the trace and platform lists
constexpr int kPolicyListRows = 8;
constexpr int kIntegerDecimals = 0;
constexpr double kDefaultRealStep = 0.5;
constexpr int kRangeSteps = 2; // a new range spans the default and two steps above it
constexpr int kPresetRole = Qt::UserRole + 1; // true on the catalog's presets
constexpr int kInitialWidth = 1040; // room for the policy and platform descriptions
constexpr double kSecondsShownExactly = 60; // below: "4.2 s", above: "3 min 10 s"
const char* const kSpecFilter
    = QT_TRANSLATE_NOOP("schedlab::SweepDialog", "Sweep specs (*.json);;All files (*)");
const char* const kTraceFilter
    = QT_TRANSLATE_NOOP("schedlab::SweepDialog", "SWF traces (*.swf *.swf.gz *.gz);;All files (*)");
const char* const kPlatformFilter
    = QT_TRANSLATE_NOOP("schedlab::SweepDialog", "Platforms (*.json);;All files (*)");

QStringList checkedData(const QListWidget* list)
{
    QStringList values;
    for (int row = 0; row < list->count(); ++row) {
        const QListWidgetItem* item = list->item(row);
        if (item->checkState() == Qt::Checked)
            values << item->data(Qt::UserRole).toString();
    }
    return values;
}

QListWidgetItem* findData(const QListWidget* list, const QString& value)
{
    for (int row = 0; row < list->count(); ++row) {
        if (list->item(row)->data(Qt::UserRole).toString() == value)
            return list->item(row);
    }
    return nullptr;
}

QListWidgetItem* addCheckItem(QListWidget* list, const QString& text, const QString& value,
    bool checked, const QString& toolTip = {})
{
    auto* item = new QListWidgetItem(text, list);
    item->setData(Qt::UserRole, value);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    item->setToolTip(toolTip.isEmpty() ? value : toolTip);
    return item;
}

void setChecked(QListWidget* list, const QStringList& values)
{
    for (int row = 0; row < list->count(); ++row) {
        QListWidgetItem* item = list->item(row);
        item->setCheckState(
            values.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

// Added platforms (single machines, files) go above the presets, in the
// order added, so that a checked one is never hidden at the bottom.
QListWidgetItem* addPlatformItem(QListWidget* list, const QString& text, const QString& value,
    bool checked, const QString& toolTip = {})
{
    int row = 0;
    while (row < list->count() && !list->item(row)->data(kPresetRole).toBool())
        ++row;
    QListWidgetItem* item = addCheckItem(list, text, value, checked, toolTip);
    list->takeItem(list->row(item));
    list->insertItem(row, item);
    return item;
}

// Long descriptions are cut with "…" (the tooltip has them whole) rather
// than scrolled sideways, which would hide the check boxes.
void elideSideways(QListWidget* list)
{
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setTextElideMode(Qt::ElideRight);
    list->setUniformItemSizes(true);
}

int listHeight(const QListWidget* list, int rows)
{
    return list->fontMetrics().height() * rows + 2 * list->frameWidth() + rows;
}

bool isNumeric(const ParameterSpec& spec)
{
    return spec.type == ParameterSpec::Type::Integer || spec.type == ParameterSpec::Type::Real;
}

QString countText(int runs)
{
    return RunLibrary::runCountText(runs);
}

// Sweeps of small traces take a second or two: "0 s" would say nothing.
QString secondsText(double seconds)
{
    return seconds < kSecondsShownExactly ? SweepDialog::tr("%1 s").arg(seconds, 0, 'f', 1)
                                          : TimeFormatter::duration(std::llround(seconds));
}

} // namespace

SweepDialog::SweepDialog(RunLibrary& library, const SweepChoices& initial, QWidget* parent)
    : QDialog(parent), m_library(library), m_countCache(std::make_shared<TraceCache>())
{
    setWindowTitle(tr("New sweep"));
    setObjectName(QStringLiteral("sweepDialog"));
    m_controller = new BatchRunController(this);

    auto* layout = new QVBoxLayout(this);
    m_form = new QWidget(this);
    auto* columns = new QHBoxLayout(m_form);
    columns->setContentsMargins(0, 0, 0, 0);
    auto* left = new QVBoxLayout;
    left->addWidget(createTraceBox());
    left->addWidget(createTransformBox());
    left->addWidget(createPlatformBox(), 1);
    auto* right = new QVBoxLayout;
    right->addWidget(createPolicyBox(), 1);
    right->addWidget(createParameterBox());
    right->addWidget(createOptionsBox());
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    layout->addWidget(m_form, 1);

    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("sweepRunCount"));
    QFont bold = m_count->font();
    bold.setBold(true);
    m_count->setFont(bold);
    m_problemLabel = new QLabel(this);
    m_problemLabel->setObjectName(QStringLiteral("sweepProblem"));
    m_problemLabel->setStyleSheet(kErrorStyle);
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verbatimNote = new QLabel(this);
    m_verbatimNote->setStyleSheet(kNoticeStyle);
    m_verbatimNote->setWordWrap(true);
    m_verbatimNote->hide();
    auto* countRow = new QHBoxLayout;
    countRow->addWidget(m_count);
    countRow->addWidget(m_problemLabel, 1);
    layout->addLayout(countRow);
    layout->addWidget(m_verbatimNote);
    layout->addWidget(createResultTabs());
    createButtons(layout);

    m_recountTimer = new QTimer(this);
    m_recountTimer->setSingleShot(true);
    m_recountTimer->setInterval(kRecountDelayMs);
    connect(m_recountTimer, &QTimer::timeout, this, &SweepDialog::recount);
    connect(&m_countWatcher, &QFutureWatcher<Count>::finished, this, &SweepDialog::onCounted);
    connect(&m_exportWatcher, &QFutureWatcher<QString>::finished, this, [this] {
        const QString error = m_exportWatcher.result();
        const bool ok = error.isEmpty();
        const QString message = ok ? m_status->text() : tr("Export failed: %1").arg(error);
        m_status->setText(message);
        m_status->setStyleSheet(ok ? QString() : kErrorStyle);
        m_export->setEnabled(true);
        emit slurmExportFinished(ok, message);
    });

    connect(m_controller, &BatchRunController::prepared, this, &SweepDialog::onPrepared);
    connect(m_controller, &BatchRunController::progressed, this, &SweepDialog::onProgressed);
    connect(m_controller, &BatchRunController::finished, this, &SweepDialog::onFinished);
    connect(m_controller, &BatchRunController::failed, this, &SweepDialog::onFailed);
    connect(&m_library, &RunLibrary::opened, this, &SweepDialog::scheduleRecount);
    connect(&m_library, &RunLibrary::openFailed, this, &SweepDialog::scheduleRecount);

    connectForm();
    setChoices(initial);
    resize(std::max(width(), kInitialWidth), sizeHint().height());
}

SweepDialog::~SweepDialog()
{
    // The count and export tasks hold their own copies and the shared
    // cache; only their answers are dropped with the watchers.
    m_countWatcher.disconnect(this);
    m_exportWatcher.disconnect(this);
}

QWidget* SweepDialog::createTraceBox()
{
    auto* box = new QGroupBox(tr("Traces"), this);
    auto* layout = new QVBoxLayout(box);
    m_traces = new QListWidget(box);
    m_traces->setObjectName(QStringLiteral("sweepTraces"));
    m_traces->setFixedHeight(listHeight(m_traces, kListRows - 2));
    layout->addWidget(m_traces);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add &files…"), box);
    auto* remove = new QPushButton(tr("Remove"), box);
    add->setToolTip(tr("Add SWF traces to run the sweep on"));
    connect(add, &QPushButton::clicked, this, &SweepDialog::browseTraces);
    connect(remove, &QPushButton::clicked, this, [this] {
        delete m_traces->currentItem();
        onFormEdited();
    });
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    return box;
}

QWidget* SweepDialog::createTransformBox()
{
    auto* box = new QGroupBox(tr("Transform sets"), this);
    auto* layout = new QVBoxLayout(box);
    m_asLoaded = new QCheckBox(tr("The trace as loaded"), box);
    m_other = new QCheckBox(box);
    m_eachMonth = new QCheckBox(tr("Each calendar month (one run per month)"), box);
    m_eachMonth->setToolTip(
        tr("Splits every trace into its calendar months, as in \"each month of CTC\""));
    m_estimates = new QComboBox(box);
    m_estimates->addItem(tr("as recorded"), int(SweepChoices::Estimates::AsRecorded));
    m_estimates->addItem(tr("exact (estimate = run time)"), int(SweepChoices::Estimates::Exact));
    m_estimates->addItem(tr("both: as recorded and exact"), int(SweepChoices::Estimates::Both));
    m_dropWider = new QCheckBox(tr("Drop jobs wider than the platform's largest machine"), box);
    layout->addWidget(m_asLoaded);
    layout->addWidget(m_other);
    layout->addWidget(m_eachMonth);
    auto* estimates = new QFormLayout;
    estimates->addRow(tr("Run-time &estimates:"), m_estimates);
    layout->addLayout(estimates);
    layout->addWidget(m_dropWider);
    return box;
}

QWidget* SweepDialog::createPlatformBox()
{
    auto* box = new QGroupBox(tr("Platforms"), this);
    auto* layout = new QVBoxLayout(box);
    m_platforms = new QListWidget(box);
    m_platforms->setObjectName(QStringLiteral("sweepPlatforms"));
    m_platforms->setMinimumHeight(listHeight(m_platforms, kListRows));
    elideSideways(m_platforms);
    for (const PlatformPreset& preset : PlatformCatalog::presets())
        addCheckItem(m_platforms,
            QStringLiteral("%1 — %2").arg(
                QString::fromStdString(preset.name), QString::fromStdString(preset.description)),
            QString::fromStdString(preset.name), false, QString::fromStdString(preset.description))
            ->setData(kPresetRole, true);
    layout->addWidget(m_platforms, 1);
    auto* row = new QHBoxLayout;
    m_singleNodes = new QSpinBox(box);
    m_singleNodes->setRange(1, kMaxSingleNodes);
    m_singleNodes->setValue(kDefaultSingleNodes);
    m_singleNodes->setSuffix(tr(" nodes"));
    auto* addSingle = new QPushButton(tr("Add single &machine"), box);
    auto* addFile = new QPushButton(tr("Add &JSON…"), box);
    addFile->setToolTip(tr("Add a platform file as saved by the Platform panel"));
    connect(addSingle, &QPushButton::clicked, this, &SweepDialog::addSingleMachine);
    connect(addFile, &QPushButton::clicked, this, &SweepDialog::browsePlatform);
    row->addWidget(m_singleNodes);
    row->addWidget(addSingle);
    row->addStretch(1);
    row->addWidget(addFile);
    layout->addLayout(row);
    return box;
}

QWidget* SweepDialog::createPolicyBox()
{
    auto* box = new QGroupBox(tr("Policies"), this);
    auto* layout = new QVBoxLayout(box);
    m_policies = new QListWidget(box);
    m_policies->setObjectName(QStringLiteral("sweepPolicies"));
    m_policies->setMinimumHeight(listHeight(m_policies, kPolicyListRows));
    elideSideways(m_policies);
    const PolicyRegistry registry;
    for (const PolicyInfo& info : registry.policies())
        addCheckItem(m_policies,
            QStringLiteral("%1 — %2").arg(
                QString::fromStdString(info.name), QString::fromStdString(info.title)),
            QString::fromStdString(info.name), false, QString::fromStdString(info.title));
    layout->addWidget(m_policies, 1);
    m_fixedNote = new QLabel(box);
    m_fixedNote->setWordWrap(true);
    m_fixedNote->hide();
    layout->addWidget(m_fixedNote);
    return box;
}

QWidget* SweepDialog::createParameterBox()
{
    auto* box = new QGroupBox(tr("Swept parameter"), this);
    auto* layout = new QFormLayout(box);
    m_parameter = new QComboBox(box);
    m_parameter->setObjectName(QStringLiteral("sweepParameter"));
    m_parameter->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    layout->addRow(tr("&Parameter:"), m_parameter);

    m_rangeMode = new QRadioButton(tr("&Range"), box);
    m_listMode = new QRadioButton(tr("&Values"), box);
    m_rangeMode->setChecked(true);
    m_from = new QDoubleSpinBox(box);
    m_to = new QDoubleSpinBox(box);
    m_step = new QDoubleSpinBox(box);
    auto* range = new QHBoxLayout;
    range->addWidget(m_rangeMode);
    range->addWidget(new QLabel(tr("from"), box));
    range->addWidget(m_from, 1);
    range->addWidget(new QLabel(tr("to"), box));
    range->addWidget(m_to, 1);
    range->addWidget(new QLabel(tr("step"), box));
    range->addWidget(m_step, 1);
    layout->addRow(range);
    m_values = new QLineEdit(box);
    m_values->setPlaceholderText(tr("1.5, 2, 3"));
    auto* list = new QHBoxLayout;
    list->addWidget(m_listMode);
    list->addWidget(m_values, 1);
    layout->addRow(list);
    return box;
}

QWidget* SweepDialog::createOptionsBox()
{
    auto* box = new QGroupBox(tr("Sweep"), this);
    auto* layout = new QFormLayout(box);
    m_seeds = new QLineEdit(box);
    m_seeds->setToolTip(
        tr("Whole numbers separated by commas; every built-in policy is deterministic, "
           "so more seeds only matter for policies that draw random numbers"));
    m_group = new QLineEdit(box);
    m_group->setObjectName(QStringLiteral("sweepGroup"));
    m_group->setToolTip(tr("The runs are stored under this group; the run browser filters by it"));
    m_threads = new QSpinBox(box);
    m_threads->setRange(0, kMaxWorkerThreads);
    m_threads->setSpecialValueText(tr("all cores (%1)").arg(QThread::idealThreadCount()));
    m_validate = new QCheckBox(tr("Check every schedule with the validator"), box);
    m_store = new QLabel(box);
    m_store->setWordWrap(true);
    m_store->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addRow(tr("&Group:"), m_group);
    layout->addRow(tr("S&eeds:"), m_seeds);
    layout->addRow(tr("&Threads:"), m_threads);
    layout->addRow(m_validate);
    layout->addRow(tr("Store:"), m_store);
    return box;
}

QWidget* SweepDialog::createResultTabs()
{
    m_tabs = new QTabWidget(this);
    auto* progressPage = new QWidget(m_tabs);
    auto* progressLayout = new QVBoxLayout(progressPage);
    m_progress = new QProgressBar(progressPage);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status = new QLabel(
        tr("Not started. Runs already in the store are skipped, so running a sweep again "
           "resumes it."),
        progressPage);
    m_status->setObjectName(QStringLiteral("sweepStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    progressLayout->addWidget(m_progress);
    progressLayout->addWidget(m_status);
    progressLayout->addStretch(1);
    m_tabs->addTab(progressPage, tr("Progress"));

    m_failed = new QTreeWidget(m_tabs);
    m_failed->setObjectName(QStringLiteral("sweepFailedRuns"));
    m_failed->setHeaderLabels({ tr("Run"), tr("Why it failed") });
    m_failed->setRootIsDecorated(false);
    m_failed->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tabs->addTab(m_failed, tr("Failed runs"));

    m_json = new QPlainTextEdit(m_tabs);
    m_json->setReadOnly(true);
    m_json->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_json->setToolTip(tr("The spec as schedlab-cli sweep reads it"));
    m_tabs->addTab(m_json, tr("Spec (JSON)"));
    m_tabs->setMaximumHeight(m_tabs->sizeHint().height());
    return m_tabs;
}

void SweepDialog::createButtons(QBoxLayout* layout)
{
    auto* row = new QHBoxLayout;
    m_load = new QPushButton(tr("&Load spec…"), this);
    m_save = new QPushButton(tr("&Save spec…"), this);
    m_export = new QPushButton(tr("E&xport for Slurm…"), this);
    m_export->setToolTip(tr("Write the sweep as a Slurm job array, one independent task per run"));
    m_run = new QPushButton(QIcon(QStringLiteral(":/icons/run.svg")), tr("&Run"), this);
    m_run->setObjectName(QStringLiteral("sweepRun"));
    m_run->setDefault(true);
    m_cancel = new QPushButton(tr("&Cancel sweep"), this);
    m_close = new QPushButton(tr("Close"), this);
    connect(m_load, &QPushButton::clicked, this, &SweepDialog::chooseLoadFile);
    connect(m_save, &QPushButton::clicked, this, &SweepDialog::chooseSaveFile);
    connect(m_export, &QPushButton::clicked, this, &SweepDialog::chooseExportFolder);
    connect(m_run, &QPushButton::clicked, this, &SweepDialog::startSweep);
    connect(m_cancel, &QPushButton::clicked, this, &SweepDialog::cancelSweep);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    row->addWidget(m_load);
    row->addWidget(m_save);
    row->addWidget(m_export);
    row->addStretch(1);
    row->addWidget(m_run);
    row->addWidget(m_cancel);
    row->addWidget(m_close);
    layout->addLayout(row);
}

void SweepDialog::connectForm()
{
    const auto edited = [this] { onFormEdited(); };
    connect(m_traces, &QListWidget::itemChanged, this, edited);
    connect(m_platforms, &QListWidget::itemChanged, this, edited);
    connect(m_policies, &QListWidget::itemChanged, this, &SweepDialog::onPoliciesChanged);
    for (QCheckBox* box : { m_asLoaded, m_other, m_eachMonth, m_dropWider, m_validate })
        connect(box, &QCheckBox::toggled, this, edited);
    connect(m_estimates, &QComboBox::currentIndexChanged, this, edited);
    connect(m_parameter, &QComboBox::currentIndexChanged, this, &SweepDialog::onParameterChosen);
    for (QRadioButton* mode : { m_rangeMode, m_listMode })
        connect(mode, &QRadioButton::toggled, this, edited);
    for (QDoubleSpinBox* box : { m_from, m_to, m_step })
        connect(box, &QDoubleSpinBox::valueChanged, this, edited);
    for (QLineEdit* line : { m_values, m_seeds, m_group })
        connect(line, &QLineEdit::textEdited, this, edited);
    connect(m_values, &QLineEdit::textEdited, this, [this] { m_listMode->setChecked(true); });
    connect(m_threads, &QSpinBox::valueChanged, this, &SweepDialog::updateButtons);
}

SweepChoices SweepDialog::workbenchChoices(const MainWindow& window)
{
    SweepChoices choices;
    const TracePanel* trace = window.tracePanel();
    if (trace->trace()) {
        choices.traces << QFileInfo(trace->trace()->path).absoluteFilePath();
        choices.group = tr("%1-sweep").arg(QFileInfo(trace->trace()->path).baseName());
    } else {
        choices.group = tr("sweep");
    }
    // Largest machine 0: the panel leaves out drop-wider, which the sweep
    // makes concrete per platform instead.
    for (const std::string& spec : trace->transformSpecs(0)) {
        if (spec != SweepChoices::kExactEstimates)
            choices.otherTransforms << QString::fromStdString(spec);
    }
    choices.useOtherTransforms = !choices.otherTransforms.isEmpty();
    choices.asLoaded = !choices.useOtherTransforms;
    choices.estimates = trace->exactEstimatesBox()->isChecked()
        ? SweepChoices::Estimates::Exact
        : SweepChoices::Estimates::AsRecorded;
    choices.dropWider = trace->dropWiderBox()->isChecked();

    const QString platform = window.platformPanel()->selectionKey();
    if (platform != QLatin1String(PlatformPanel::kCustomKey))
        choices.platforms << platform;

    const PolicyPanel* policy = window.policyPanel();
    choices.policies << policy->policyName();
    const QMap<QString, ParameterValues> all = policy->allParameters();
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        const PolicyInfo* info = policy->registry().find(it.key().toStdString());
        if (!info)
            continue;
        // Only what differs from the defaults: the spec stays short and
        // reads as the user's choices.
        ParameterValues changed;
        for (const ParameterSpec& spec : info->parameters) {
            const auto value = it.value().find(spec.name);
            if (value != it.value().end() && value->second != spec.defaultValue)
                changed[spec.name] = value->second;
        }
        if (!changed.empty())
            choices.fixedParameters[info->name] = changed;
    }
    return choices;
}

void SweepDialog::setChoices(const SweepChoices& choices)
{
    m_updating = true;
    m_traces->clear();
    for (const QString& trace : choices.traces)
        addCheckItem(
            m_traces, QFileInfo(trace).fileName(), trace, true, QDir::toNativeSeparators(trace));

    m_asLoaded->setChecked(choices.asLoaded);
    m_otherTransforms = choices.otherTransforms;
    m_other->setText(m_otherTransforms.isEmpty()
            ? tr("The Trace panel's transforms (none chosen)")
            : tr("The Trace panel's transforms: %1")
                  .arg(m_otherTransforms.join(QStringLiteral(", "))));
    m_other->setEnabled(!m_otherTransforms.isEmpty());
    m_other->setChecked(choices.useOtherTransforms && !m_otherTransforms.isEmpty());
    m_eachMonth->setChecked(choices.eachMonth);
    m_estimates->setCurrentIndex(m_estimates->findData(int(choices.estimates)));
    m_dropWider->setChecked(choices.dropWider);

    for (const QString& platform : choices.platforms) {
        if (!findData(m_platforms, platform))
            addPlatformItem(m_platforms,
                QFileInfo(platform).isAbsolute() ? QFileInfo(platform).fileName() : platform,
                platform, false, QDir::toNativeSeparators(platform));
    }
    setChecked(m_platforms, choices.platforms);
    setChecked(m_policies, choices.policies);
    m_fixedParameters = choices.fixedParameters;
    m_updating = false;

    onPoliciesChanged(); // fills the parameter list
    m_updating = true;
    const int parameter = m_parameter->findData(choices.sweptParameter);
    m_parameter->setCurrentIndex(std::max(0, parameter));
    m_updating = false;
    onParameterChosen(); // ranges and decimals for it
    m_updating = true;
    if (parameter > 0) {
        m_rangeMode->setChecked(choices.valueMode == SweepChoices::ValueMode::Range);
        m_listMode->setChecked(choices.valueMode == SweepChoices::ValueMode::List);
        if (choices.valueMode == SweepChoices::ValueMode::Range) {
            m_from->setValue(choices.from);
            m_to->setValue(choices.to);
            m_step->setValue(choices.step);
        } else {
            m_values->setText(choices.valueList);
        }
    }
    m_seeds->setText(choices.seeds);
    m_group->setText(choices.group);
    m_validate->setChecked(choices.validate);
    m_updating = false;
    onFormEdited();
}

SweepChoices SweepDialog::choices() const
{
    SweepChoices choices;
    choices.traces = checkedData(m_traces);
    choices.asLoaded = m_asLoaded->isChecked();
    choices.useOtherTransforms = m_other->isChecked();
    choices.otherTransforms = m_otherTransforms;
    choices.eachMonth = m_eachMonth->isChecked();
    choices.estimates = SweepChoices::Estimates(m_estimates->currentData().toInt());
    choices.dropWider = m_dropWider->isChecked();
    choices.platforms = checkedData(m_platforms);
    choices.policies = checkedData(m_policies);
    choices.fixedParameters = m_fixedParameters;
    choices.sweptParameter = m_parameter->currentData().toString();
    choices.valueMode
        = m_listMode->isChecked() ? SweepChoices::ValueMode::List : SweepChoices::ValueMode::Range;
    choices.from = m_from->value();
    choices.to = m_to->value();
    choices.step = m_step->value();
    choices.valueList = m_values->text();
    choices.seeds = m_seeds->text();
    choices.group = m_group->text().trimmed();
    choices.validate = m_validate->isChecked();
    return choices;
}

QString SweepDialog::specJson() const
{
    return m_verbatim.isEmpty() ? choices().toJson() : m_verbatim;
}

bool SweepDialog::isRunning() const
{
    return m_controller->isRunning();
}

void SweepDialog::onFormEdited()
{
    if (m_updating)
        return;
    // A change in the form replaces a loaded spec the form could not show.
    if (!m_verbatim.isEmpty()) {
        m_verbatim.clear();
        m_verbatimNote->hide();
    }
    updateFixedNote();
    scheduleRecount();
}

void SweepDialog::onPoliciesChanged()
{
    if (m_updating)
        return;
    // The numeric parameters of the checked policies, each once, in registry order.
    const QString current = m_parameter->currentData().toString();
    const QStringList policies = checkedData(m_policies);
    const PolicyRegistry registry;
    QStringList names;
    std::map<QString, QStringList> owners;
    std::map<QString, QString> labels;
    for (const PolicyInfo& info : registry.policies()) {
        if (!policies.contains(QString::fromStdString(info.name)))
            continue;
        for (const ParameterSpec& spec : info.parameters) {
            if (!isNumeric(spec))
                continue;
            const QString name = QString::fromStdString(spec.name);
            if (!names.contains(name))
                names << name;
            owners[name] << QString::fromStdString(info.name);
            labels.emplace(name, QString::fromStdString(spec.label));
        }
    }
    {
        const QSignalBlocker blocker(m_parameter);
        m_parameter->clear();
        m_parameter->addItem(tr("none (each policy once)"), QString());
        for (const QString& name : names) {
            m_parameter->addItem(tr("%1 — %2").arg(name, labels[name]), name);
            m_parameter->setItemData(m_parameter->count() - 1,
                tr("Swept for: %1").arg(owners[name].join(QStringLiteral(", "))), Qt::ToolTipRole);
        }
        m_parameter->setCurrentIndex(std::max(0, m_parameter->findData(current)));
    }
    m_parameter->setEnabled(!names.isEmpty());
    if (m_parameter->currentData().toString() != current)
        onParameterChosen();
    onFormEdited();
}

void SweepDialog::onParameterChosen()
{
    const QString name = m_parameter->currentData().toString();
    const bool chosen = !name.isEmpty();
    for (QWidget* widget :
        std::initializer_list<QWidget*> { m_rangeMode, m_listMode, m_from, m_to, m_step, m_values })
        widget->setEnabled(chosen);
    if (!chosen || m_updating) {
        onFormEdited();
        return;
    }
    // The first checked policy with this parameter gives its limits and default.
    const PolicyRegistry registry;
    const QStringList policies = checkedData(m_policies);
    const ParameterSpec* found = nullptr;
    for (const PolicyInfo& info : registry.policies()) {
        if (found || !policies.contains(QString::fromStdString(info.name)))
            continue;
        for (const ParameterSpec& spec : info.parameters) {
            if (QString::fromStdString(spec.name) == name)
                found = &spec;
        }
    }
    if (!found)
        return;
    const bool integer = found->type == ParameterSpec::Type::Integer;
    const int decimals = integer ? kIntegerDecimals : ParameterText::decimalsFor(*found);
    const double step = integer ? 1.0 : std::max(ParameterText::stepFor(*found), kDefaultRealStep);
    const double initial = QString::fromStdString(found->defaultValue).toDouble();
    m_updating = true;
    for (QDoubleSpinBox* box : { m_from, m_to }) {
        box->setDecimals(decimals);
        box->setRange(found->minimum, found->maximum);
        box->setSingleStep(step);
    }
    m_step->setDecimals(decimals);
    m_step->setRange(std::pow(0.1, decimals), std::max(found->maximum - found->minimum, step));
    m_step->setSingleStep(step);
    m_from->setValue(initial);
    m_to->setValue(std::min(found->maximum, initial + kRangeSteps * step));
    m_step->setValue(step);
    m_values->setText(QString::fromStdString(found->defaultValue));
    for (QWidget* widget : std::initializer_list<QWidget*> { m_from, m_to, m_step, m_values })
        widget->setToolTip(ParameterText::rangeText(*found));
    m_updating = false;
    onFormEdited();
}

void SweepDialog::updateFixedNote()
{
    QStringList parts;
    const QStringList policies = checkedData(m_policies);
    const QString swept = m_parameter->currentData().toString();
    for (const auto& [policy, values] : m_fixedParameters) {
        if (!policies.contains(QString::fromStdString(policy)))
            continue;
        for (const auto& [name, value] : values) {
            if (QString::fromStdString(name) != swept)
                parts << tr("%1 = %2 (%3)")
                             .arg(QString::fromStdString(name), QString::fromStdString(value),
                                 QString::fromStdString(policy));
        }
    }
    m_fixedNote->setText(tr("As in the Policy panel: %1").arg(parts.join(QStringLiteral(", "))));
    m_fixedNote->setVisible(!parts.isEmpty());
}

void SweepDialog::scheduleRecount()
{
    m_runCount = -1;
    m_count->setText(tr("Counting runs…"));
    updateButtons();
    m_recountTimer->start();
}

void SweepDialog::recount()
{
    const int generation = ++m_generation;
    const QString json = specJson();
    m_json->setPlainText(json);

    // The common mistakes in the form's words; everything else in SweepSpec's.
    QString problem;
    if (m_verbatim.isEmpty()) {
        const SweepChoices form = choices();
        if (form.traces.isEmpty())
            problem = tr("Choose at least one trace.");
        else if (!form.asLoaded && !form.eachMonth && !form.useOtherTransforms)
            problem = tr("Choose at least one transform set.");
        else if (form.platforms.isEmpty())
            problem = tr("Choose at least one platform.");
        else if (form.policies.isEmpty())
            problem = tr("Choose at least one policy.");
        else if (form.group.isEmpty())
            problem = tr("Give the sweep a group name.");
        else if (SweepChoices::listItems(form.seeds).isEmpty())
            problem = tr("Give at least one seed.");
    }
    std::optional<SweepSpec> spec;
    if (problem.isEmpty()) {
        try {
            spec = SweepSpec::parse(json.toStdString(), kFormSourceName);
        } catch (const std::exception& e) {
            problem = QString::fromStdString(e.what());
        }
    }
    if (!problem.isEmpty()) {
        m_countWatcher.cancel();
        m_problem = problem;
        m_runCount = -1;
        showCount();
        emit runCountChanged(-1);
        return;
    }
    // Expanding reads the traces when a set is "each month": off the GUI thread.
    m_count->setText(tr("Counting runs…"));
    const std::shared_ptr<TraceCache> cache = m_countCache;
    m_countWatcher.setFuture(QtConcurrent::run([generation, cache, spec = std::move(*spec)] {
        Count count;
        count.generation = generation;
        try {
            count.runs = static_cast<int>(spec.expand(*cache).size());
        } catch (const std::exception& e) {
            count.error = QString::fromStdString(e.what());
        }
        return count;
    }));
}

void SweepDialog::onCounted()
{
    if (m_countWatcher.future().isCanceled() || m_countWatcher.future().resultCount() == 0)
        return;
    const Count count = m_countWatcher.result();
    if (count.generation != m_generation)
        return; // the form changed since; a newer count is on its way
    m_runCount = count.error.isEmpty() ? count.runs : -1;
    m_problem = count.error;
    if (m_runCount == 0) {
        m_runCount = -1;
        m_problem = tr("The sweep expands to no runs.");
    }
    showCount();
    emit runCountChanged(m_runCount);
}

void SweepDialog::showCount()
{
    m_count->setText(m_runCount >= 0 ? countText(m_runCount) : tr("No runs"));
    m_problemLabel->setText(m_problem);
    updateButtons();
}

void SweepDialog::updateButtons()
{
    const bool running = isRunning();
    const bool valid = m_runCount > 0 && m_problem.isEmpty();
    const bool canStore = m_library.canStore();
    m_form->setEnabled(!running);
    m_run->setEnabled(!running && valid && canStore);
    m_run->setToolTip(
        canStore ? QString() : tr("Runs cannot be stored: %1").arg(m_library.notStoringReason()));
    m_cancel->setEnabled(running);
    m_load->setEnabled(!running);
    m_export->setEnabled(valid && !m_exportWatcher.isRunning());
    m_save->setEnabled(valid);
    m_store->setText(canStore ? QDir::toNativeSeparators(m_library.path())
                              : tr("not stored: %1").arg(m_library.notStoringReason()));
    m_store->setStyleSheet(canStore ? QString() : kErrorStyle);
}

bool SweepDialog::startSweep()
{
    if (isRunning() || m_runCount <= 0 || !m_problem.isEmpty() || !m_library.canStore())
        return false;
    const std::string json = specJson().toStdString();
    SweepSpec spec = SweepSpec::parse(json, kFormSourceName); // parsed just now by recount(): valid
    m_runningGroup = QString::fromStdString(spec.group());
    m_runs = std::make_shared<std::vector<RunSpec>>();
    m_controller->setValidateSchedules(spec.validate());
    const bool started = m_controller->start(
        [spec = std::move(spec), runs = m_runs](TraceCache& cache) {
            *runs = spec.expand(cache);
            return *runs;
        },
        m_library.path(), static_cast<unsigned>(m_threads->value()));
    if (!started)
        return false;
    m_failed->clear();
    m_tabs->setTabText(m_tabs->indexOf(m_failed), tr("Failed runs"));
    m_tabs->setCurrentIndex(0);
    m_progress->setRange(0, 0); // busy until the runs are known
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Preparing the runs…"));
    updateButtons();
    return true;
}

void SweepDialog::cancelSweep()
{
    if (!isRunning())
        return;
    m_controller->cancel();
    m_status->setText(tr("Cancelling: the runs being simulated stop at their next event…"));
}

void SweepDialog::onPrepared(int runCount)
{
    m_progress->setRange(0, std::max(runCount, 1));
    m_progress->setValue(0);
    const int threads = m_threads->value() > 0 ? m_threads->value() : QThread::idealThreadCount();
    m_status->setText(
        tr("Running %1 on %2 threads…").arg(countText(runCount)).arg(std::min(threads, runCount)));
}

void SweepDialog::onProgressed(const SweepProgress& progress)
{
    showProgress(progress);
}

void SweepDialog::showProgress(const SweepProgress& progress)
{
    m_progress->setMaximum(std::max(static_cast<int>(progress.total), 1));
    m_progress->setValue(static_cast<int>(progress.finished()));
    QString text = tr("%1 of %2: %3 done, %4 skipped (already stored), %5 failed")
                       .arg(progress.finished())
                       .arg(countText(static_cast<int>(progress.total)))
                       .arg(progress.done)
                       .arg(progress.skipped)
                       .arg(progress.failed);
    text += QStringLiteral(" · ") + tr("%1 elapsed").arg(secondsText(progress.elapsedSeconds));
    if (progress.etaSeconds && progress.finished() < progress.total)
        text += QStringLiteral(" · ")
            + tr("about %1 left").arg(TimeFormatter::duration(std::llround(*progress.etaSeconds)));
    m_status->setText(text);
}

void SweepDialog::onFinished(const SweepReport& report)
{
    showProgress(report.progress);
    const SweepProgress& counts = report.progress;
    const QString summary = tr("%1 done, %2 skipped (already stored), %3 failed in %4.")
                                .arg(counts.done)
                                .arg(counts.skipped)
                                .arg(counts.failed)
                                .arg(secondsText(report.wallSeconds));
    m_status->setText(report.cancelled
            ? tr("Cancelled: %1 Run again to resume: the stored runs are skipped.").arg(summary)
            : tr("Finished: %1").arg(summary));
    m_status->setStyleSheet(counts.failed > 0 ? kNoticeStyle : QString());

    std::vector<std::int64_t> ids;
    for (std::size_t i = 0; i < report.outcomes.size(); ++i) {
        const RunOutcome& outcome = report.outcomes[i];
        const QString name = i < m_runs->size() ? QString::fromStdString((*m_runs)[i].name)
                                                : QString::fromStdString(outcome.run.name);
        if (outcome.status == RunOutcome::Status::Failed) {
            auto* item
                = new QTreeWidgetItem(m_failed, { name, QString::fromStdString(outcome.error) });
            item->setToolTip(1, item->text(1));
        }
        const bool stored = outcome.status == RunOutcome::Status::Completed
            || outcome.status == RunOutcome::Status::Skipped;
        if (stored && outcome.run.id > 0)
            ids.push_back(outcome.run.id);
    }
    if (m_failed->topLevelItemCount() > 0) {
        m_tabs->setTabText(
            m_tabs->indexOf(m_failed), tr("Failed runs (%1)").arg(m_failed->topLevelItemCount()));
        m_tabs->setCurrentWidget(m_failed);
    }
    updateButtons();
    m_library.refresh();
    emit sweepEnded(report);
    if (!report.cancelled)
        emit resultsReady(m_runningGroup, ids);
}

void SweepDialog::onFailed(const QString& message)
{
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status->setText(tr("The sweep did not start: %1").arg(message));
    m_status->setStyleSheet(kErrorStyle);
    updateButtons();
}

bool SweepDialog::loadSpecFile(const QString& path, QString* error)
{
    try {
        const SweepSpec loaded = SweepSpec::loadFile(path.toStdString());
        const std::string original = loaded.toJsonText();
        setChoices(SweepChoices::fromSpec(loaded));
        // The form shows the spec only if it writes exactly the same sweep back.
        std::string fromForm;
        try {
            fromForm
                = SweepSpec::parse(choices().toJson().toStdString(), kFormSourceName).toJsonText();
        } catch (const std::exception&) {
            fromForm.clear();
        }
        m_recountTimer->stop();
        if (fromForm != original) {
            m_verbatim = QString::fromStdString(original);
            m_verbatimNote->setText(
                tr("%1 says more than this form can show; it runs exactly as loaded (see "
                   "Spec). Changing any choice replaces it with the form's sweep.")
                    .arg(QFileInfo(path).fileName()));
            m_verbatimNote->show();
        }
        recount();
        return true;
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        m_status->setText(
            tr("Cannot load %1: %2")
                .arg(QDir::toNativeSeparators(path), QString::fromStdString(e.what())));
        m_status->setStyleSheet(kErrorStyle);
        return false;
    }
}

bool SweepDialog::saveSpecFile(const QString& path, QString* error)
{
    QSaveFile file(path);
    const QByteArray bytes = specJson().toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        const QString reason = file.errorString();
        if (error)
            *error = reason;
        m_status->setText(tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), reason));
        m_status->setStyleSheet(kErrorStyle);
        return false;
    }
    m_status->setText(tr("Saved the spec to %1; run it with: schedlab-cli sweep %2")
                          .arg(QDir::toNativeSeparators(path), QFileInfo(path).fileName()));
    m_status->setStyleSheet(QString());
    return true;
}

void SweepDialog::exportSlurm(const QString& directory)
{
    if (m_exportWatcher.isRunning())
        return;
    const std::string json = specJson().toStdString();
    m_export->setEnabled(false);
    m_status->setText(
        tr("Exported the sweep as a Slurm job array to %1. Submit it there with: sbatch %2")
            .arg(
                QDir::toNativeSeparators(directory), QString::fromStdString(SlurmExport::kScript)));
    m_status->setStyleSheet(QString());
    m_exportWatcher.setFuture(QtConcurrent::run([json, directory = directory.toStdString()] {
        try {
            TraceCache cache;
            const SweepSpec spec = SweepSpec::parse(json, kFormSourceName);
            SlurmExport::write(spec, spec.expand(cache), directory);
            return QString();
        } catch (const std::exception& e) {
            return QString::fromStdString(e.what());
        }
    }));
}

void SweepDialog::addTraceFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (QListWidgetItem* item = findData(m_traces, absolute))
        item->setCheckState(Qt::Checked);
    else
        addCheckItem(m_traces, QFileInfo(absolute).fileName(), absolute, true,
            QDir::toNativeSeparators(absolute));
    onFormEdited();
}

void SweepDialog::addPlatformFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (QListWidgetItem* item = findData(m_platforms, absolute))
        item->setCheckState(Qt::Checked);
    else
        addPlatformItem(m_platforms, QFileInfo(absolute).fileName(), absolute, true,
            QDir::toNativeSeparators(absolute));
    onFormEdited();
}

void SweepDialog::addSingleMachine()
{
    const QString key = QStringLiteral("single:%1").arg(m_singleNodes->value());
    if (QListWidgetItem* item = findData(m_platforms, key))
        item->setCheckState(Qt::Checked);
    else
        addPlatformItem(m_platforms,
            tr("%1 — one machine of %2 nodes").arg(key).arg(m_singleNodes->value()), key, true);
    onFormEdited();
}

void SweepDialog::browseTraces()
{
    const QStringList files
        = QFileDialog::getOpenFileNames(this, tr("Add traces"), {}, tr(kTraceFilter));
    for (const QString& file : files)
        addTraceFile(file);
}

void SweepDialog::browsePlatform()
{
    const QString file
        = QFileDialog::getOpenFileName(this, tr("Add a platform"), {}, tr(kPlatformFilter));
    if (!file.isEmpty())
        addPlatformFile(file);
}

void SweepDialog::chooseLoadFile()
{
    const QString file
        = QFileDialog::getOpenFileName(this, tr("Load sweep spec"), {}, tr(kSpecFilter));
    if (!file.isEmpty())
        loadSpecFile(file);
}

void SweepDialog::chooseSaveFile()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Save sweep spec"),
        m_group->text().trimmed() + QStringLiteral(".json"), tr(kSpecFilter));
    if (!file.isEmpty())
        saveSpecFile(file);
}

void SweepDialog::chooseExportFolder()
{
    // A new folder: the export refuses one that holds files, so that
    // earlier results are never overwritten.
    const QString folder
        = QFileDialog::getSaveFileName(this, tr("Export for Slurm: name a new folder"),
            m_group->text().trimmed() + QStringLiteral("-slurm"), {}, nullptr,
            QFileDialog::DontConfirmOverwrite);
    if (!folder.isEmpty())
        exportSlurm(folder);
}

} // namespace schedlab
