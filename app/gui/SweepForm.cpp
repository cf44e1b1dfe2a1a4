#include "SweepForm.h"

#include "TraceFileFilter.h"
#include "PlatformPanel.h"
#include "SweepCheckList.h"
#include "SweepParameterBox.h"
#include "forms/CatalogueText.h"
#include "generators/GeneratorCatalog.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "run/GeneratedTrace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

namespace schedlab {

namespace {

constexpr int kMaxWorkerThreads = 256;
constexpr int kMaxSingleNodes = 1'000'000;
constexpr int kDefaultSingleNodes = PlatformPanel::kDefaultSingleNodes;
constexpr int kListRows = 5;  // visible rows of the trace and platform lists
constexpr int kPolicyListRows = 8;
const char* const kPlatformFilter = QT_TRANSLATE_NOOP("schedlab::SweepForm", "Platforms (*.json);;All files (*)");

}  // namespace

SweepForm::SweepForm(QWidget* parent) : QWidget(parent)
{
    auto* columns = new QHBoxLayout(this);
    columns->setContentsMargins(0, 0, 0, 0);
    auto* left = new QVBoxLayout;
    left->addWidget(createTraceBox());
    left->addWidget(createTransformBox());
    left->addWidget(createPlatformBox(), 1);
    auto* right = new QVBoxLayout;
    right->addWidget(createPolicyBox(), 1);
    m_parameter = new SweepParameterBox(this);
    right->addWidget(m_parameter);
    right->addWidget(createOptionsBox());
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    connectForm();
}

QWidget* SweepForm::createTraceBox()
{
    auto* box = new QGroupBox(tr("Traces"), this);
    auto* layout = new QVBoxLayout(box);
    m_traces = new SweepCheckList(box);
    m_traces->setObjectName(QStringLiteral("sweepTraces"));
    m_traces->setFixedHeight(m_traces->heightForRows(kListRows - 2));
    layout->addWidget(m_traces);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add &files…"), box);
    auto* remove = new QPushButton(tr("Remove"), box);
    add->setToolTip(tr("Add traces (SWF, SchedLab jobs or Slurm accounting) to run the sweep on"));
    connect(add, &QPushButton::clicked, this, &SweepForm::browseTraces);
    auto* generated = new QPushButton(tr("Add &generated…"), box);
    generated->setToolTip(tr("Add a workload drawn by a generator; each seed of the sweep draws a new one "
                             "(replications)"));
    connect(generated, &QPushButton::clicked, this, &SweepForm::chooseGenerated);
    connect(remove, &QPushButton::clicked, this, [this] {
        delete m_traces->currentItem();
        onFormEdited();
    });
    buttons->addWidget(add);
    buttons->addWidget(generated);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    return box;
}

QWidget* SweepForm::createTransformBox()
{
    auto* box = new QGroupBox(tr("Transform sets"), this);
    auto* layout = new QVBoxLayout(box);
    m_asLoaded = new QCheckBox(tr("The trace as loaded"), box);
    m_other = new QCheckBox(box);
    m_eachMonth = new QCheckBox(tr("Each calendar month (one run per month)"), box);
    m_eachMonth->setToolTip(tr("Splits every trace into its calendar months, as in \"each month of CTC\""));
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

QWidget* SweepForm::createPlatformBox()
{
    auto* box = new QGroupBox(tr("Platforms"), this);
    auto* layout = new QVBoxLayout(box);
    m_platforms = new SweepCheckList(box);
    m_platforms->setObjectName(QStringLiteral("sweepPlatforms"));
    m_platforms->setMinimumHeight(m_platforms->heightForRows(kListRows));
    m_platforms->elideSideways();
    for (const PlatformPreset& preset : PlatformCatalog::presets())
        m_platforms->addPreset(QStringLiteral("%1 — %2").arg(QString::fromStdString(preset.name),
                                                              CatalogueText::of(preset.description)),
                               QString::fromStdString(preset.name), CatalogueText::of(preset.description));
    layout->addWidget(m_platforms, 1);
    auto* row = new QHBoxLayout;
    m_singleNodes = new QSpinBox(box);
    m_singleNodes->setRange(1, kMaxSingleNodes);
    m_singleNodes->setValue(kDefaultSingleNodes);
    m_singleNodes->setSuffix(tr(" nodes"));
    auto* addSingle = new QPushButton(tr("Add single &machine"), box);
    auto* addFile = new QPushButton(tr("Add &JSON…"), box);
    addFile->setToolTip(tr("Add a platform file as saved by the Platform panel"));
    connect(addSingle, &QPushButton::clicked, this, &SweepForm::addSingleMachine);
    connect(addFile, &QPushButton::clicked, this, &SweepForm::browsePlatform);
    row->addWidget(m_singleNodes);
    row->addWidget(addSingle);
    row->addStretch(1);
    row->addWidget(addFile);
    layout->addLayout(row);
    return box;
}

QWidget* SweepForm::createPolicyBox()
{
    auto* box = new QGroupBox(tr("Policies"), this);
    auto* layout = new QVBoxLayout(box);
    m_policies = new SweepCheckList(box);
    m_policies->setObjectName(QStringLiteral("sweepPolicies"));
    m_policies->setMinimumHeight(m_policies->heightForRows(kPolicyListRows));
    m_policies->elideSideways();
    const PolicyRegistry registry;
    for (const PolicyInfo& info : registry.policies())
        m_policies->addCheckItem(
            QStringLiteral("%1 — %2").arg(QString::fromStdString(info.name), CatalogueText::of(info.title)),
            QString::fromStdString(info.name), false, CatalogueText::of(info.title));
    layout->addWidget(m_policies, 1);
    m_fixedNote = new QLabel(box);
    m_fixedNote->setWordWrap(true);
    m_fixedNote->hide();
    layout->addWidget(m_fixedNote);
    return box;
}

QWidget* SweepForm::createOptionsBox()
{
    auto* box = new QGroupBox(tr("Sweep"), this);
    auto* layout = new QFormLayout(box);
    m_seeds = new QLineEdit(box);
    m_seeds->setToolTip(tr("Whole numbers separated by commas; every built-in policy is deterministic, "
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

void SweepForm::connectForm()
{
    const auto edited = [this] { onFormEdited(); };
    connect(m_traces, &QListWidget::itemChanged, this, edited);
    connect(m_platforms, &QListWidget::itemChanged, this, edited);
    connect(m_policies, &QListWidget::itemChanged, this, &SweepForm::onPoliciesChanged);
    for (QCheckBox* box : {m_asLoaded, m_other, m_eachMonth, m_dropWider, m_validate})
        connect(box, &QCheckBox::toggled, this, edited);
    connect(m_estimates, &QComboBox::currentIndexChanged, this, edited);
    connect(m_parameter, &SweepParameterBox::edited, this, edited);
    for (QLineEdit* line : {m_seeds, m_group})
        connect(line, &QLineEdit::textEdited, this, edited);
}

void SweepForm::setChoices(const SweepChoices& choices)
{
    m_updating = true;
    m_traces->clear();
    for (const QString& trace : choices.traces)
        m_traces->addCheckItem(QFileInfo(trace).fileName(), trace, true, QDir::toNativeSeparators(trace));

    m_asLoaded->setChecked(choices.asLoaded);
    m_otherTransforms = choices.otherTransforms;
    m_other->setText(m_otherTransforms.isEmpty()
                         ? tr("The Trace panel's transforms (none chosen)")
                         : tr("The Trace panel's transforms: %1").arg(m_otherTransforms.join(QStringLiteral(", "))));
    m_other->setEnabled(!m_otherTransforms.isEmpty());
    m_other->setChecked(choices.useOtherTransforms && !m_otherTransforms.isEmpty());
    m_eachMonth->setChecked(choices.eachMonth);
    m_estimates->setCurrentIndex(m_estimates->findData(int(choices.estimates)));
    m_dropWider->setChecked(choices.dropWider);

    for (const QString& platform : choices.platforms) {
        if (!m_platforms->findValue(platform))
            m_platforms->addAbovePresets(QFileInfo(platform).isAbsolute() ? QFileInfo(platform).fileName() : platform,
                                         platform, false, QDir::toNativeSeparators(platform));
    }
    m_platforms->setCheckedValues(choices.platforms);
    m_policies->setCheckedValues(choices.policies);
    m_fixedParameters = choices.fixedParameters;
    m_updating = false;

    onPoliciesChanged();  // fills the parameter list
    m_updating = true;
    m_parameter->showChoices(choices);
    m_seeds->setText(choices.seeds);
    m_group->setText(choices.group);
    m_validate->setChecked(choices.validate);
    m_updating = false;
    onFormEdited();
}

SweepChoices SweepForm::choices() const
{
    SweepChoices choices;
    choices.traces = m_traces->checkedValues();
    choices.asLoaded = m_asLoaded->isChecked();
    choices.useOtherTransforms = m_other->isChecked();
    choices.otherTransforms = m_otherTransforms;
    choices.eachMonth = m_eachMonth->isChecked();
    choices.estimates = SweepChoices::Estimates(m_estimates->currentData().toInt());
    choices.dropWider = m_dropWider->isChecked();
    choices.platforms = m_platforms->checkedValues();
    choices.policies = m_policies->checkedValues();
    choices.fixedParameters = m_fixedParameters;
    m_parameter->readInto(choices);
    choices.seeds = m_seeds->text();
    choices.group = group();
    choices.validate = m_validate->isChecked();
    return choices;
}

QString SweepForm::problem() const
{
    const SweepChoices form = choices();
    if (form.traces.isEmpty())
        return tr("Choose at least one trace.");
    if (!form.asLoaded && !form.eachMonth && !form.useOtherTransforms)
        return tr("Choose at least one transform set.");
    if (form.platforms.isEmpty())
        return tr("Choose at least one platform.");
    if (form.policies.isEmpty())
        return tr("Choose at least one policy.");
    if (form.group.isEmpty())
        return tr("Give the sweep a group name.");
    if (SweepChoices::listItems(form.seeds).isEmpty())
        return tr("Give at least one seed.");
    return {};
}

QString SweepForm::group() const
{
    return m_group->text().trimmed();
}

int SweepForm::threads() const
{
    return m_threads->value();
}

QComboBox* SweepForm::parameterBox() const
{
    return m_parameter->parameterBox();
}

void SweepForm::showStore(const QString& text, const QString& styleSheet)
{
    m_store->setText(text);
    m_store->setStyleSheet(styleSheet);
}

void SweepForm::onFormEdited()
{
    if (m_updating)
        return;
    updateFixedNote();
    emit edited();
}

void SweepForm::onPoliciesChanged()
{
    if (m_updating)
        return;
    m_parameter->setPolicies(m_policies->checkedValues());
    onFormEdited();
}

void SweepForm::updateFixedNote()
{
    QStringList parts;
    const QStringList policies = m_policies->checkedValues();
    const QString swept = m_parameter->parameter();
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

void SweepForm::addTraceFile(const QString& path)
{
    // A generated workload is named by its spec, not a file.
    const QString absolute =
        GeneratedTrace::isSpec(path.toStdString()) ? path : QFileInfo(path).absoluteFilePath();
    if (QListWidgetItem* item = m_traces->findValue(absolute))
        item->setCheckState(Qt::Checked);
    else
        m_traces->addCheckItem(QFileInfo(absolute).fileName(), absolute, true, QDir::toNativeSeparators(absolute));
    onFormEdited();
}

void SweepForm::addPlatformFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (QListWidgetItem* item = m_platforms->findValue(absolute))
        item->setCheckState(Qt::Checked);
    else
        m_platforms->addAbovePresets(QFileInfo(absolute).fileName(), absolute, true,
                                     QDir::toNativeSeparators(absolute));
    onFormEdited();
}

void SweepForm::addSingleMachine()
{
    const QString key = QStringLiteral("single:%1").arg(m_singleNodes->value());
    if (QListWidgetItem* item = m_platforms->findValue(key))
        item->setCheckState(Qt::Checked);
    else
        m_platforms->addAbovePresets(tr("%1 — one machine of %2 nodes").arg(key).arg(m_singleNodes->value()), key,
                                     true);
    onFormEdited();
}

void SweepForm::browseTraces()
{
    const QStringList files = QFileDialog::getOpenFileNames(window(), tr("Add traces"), {}, TraceFileFilter::text());
    for (const QString& file : files)
        addTraceFile(file);
}

void SweepForm::chooseGenerated()
{
    QStringList examples;
    for (const std::string& name : GeneratorCatalog::names())
        examples << QString::fromStdString(std::string(GeneratedTrace::kPrefix) + name);
    bool ok = false;
    const QString spec = QInputDialog::getItem(
        window(), tr("Add a generated workload"),
        tr("A generator and its parameters, e.g. generate:site-poisson:jobs=4400. Without a seed of its own, "
           "every seed of the sweep draws a new workload."),
        examples, 0, true, &ok);
    if (ok && !spec.trimmed().isEmpty())
        addTraceFile(spec.trimmed());
}

void SweepForm::browsePlatform()
{
    const QString file = QFileDialog::getOpenFileName(window(), tr("Add a platform"), {}, tr(kPlatformFilter));
    if (!file.isEmpty())
        addPlatformFile(file);
}

}  // namespace schedlab
