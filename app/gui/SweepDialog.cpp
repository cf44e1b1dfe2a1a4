#include "SweepDialog.h"

#include "PlatformPanel.h"
#include "ReplicationTable.h"
#include "RunLibrary.h"
#include "SweepCheckList.h"
#include "SweepForm.h"
#include "SweepRunCounter.h"
#include "SweepRunPanel.h"
#include "SweepStyles.h"
#include "WorkbenchContext.h"
#include "experiment/TraceCache.h"
#include "policies/PolicyRegistry.h"
#include "sweep/SlurmExport.h"
#include "sweep/SweepSpec.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <exception>

namespace schedlab {

namespace {

constexpr int kInitialWidth = 1040;  // room for the policy and platform descriptions
const char* const kSpecFilter = QT_TRANSLATE_NOOP("schedlab::SweepDialog", "Sweep specs (*.json);;All files (*)");

QString countText(int runs)
{
    return RunLibrary::runCountText(runs);
}

}  // namespace

SweepDialog::SweepDialog(RunLibrary& library, const SweepChoices& initial, QWidget* parent)
    : QDialog(parent), m_library(library), m_counter(new SweepRunCounter(this))
{
    setWindowTitle(tr("New sweep"));
    setObjectName(QStringLiteral("sweepDialog"));

    auto* layout = new QVBoxLayout(this);
    m_form = new SweepForm(this);
    layout->addWidget(m_form, 1);
    createCountRow(layout);
    m_runPanel = new SweepRunPanel(this);
    layout->addWidget(m_runPanel);
    createButtons(layout);

    m_recountTimer = new QTimer(this);
    m_recountTimer->setSingleShot(true);
    m_recountTimer->setInterval(kRecountDelayMs);
    connect(m_recountTimer, &QTimer::timeout, this, &SweepDialog::recount);
    connect(m_counter, &SweepRunCounter::counted, this, &SweepDialog::onCounted);
    connect(&m_exportWatcher, &QFutureWatcher<QString>::finished, this, [this] {
        const QString error = m_exportWatcher.result();
        const bool ok = error.isEmpty();
        const QString message = ok ? m_runPanel->statusText() : tr("Export failed: %1").arg(error);
        m_runPanel->showStatus(message, ok ? QString() : SweepStyles::kError);
        m_export->setEnabled(true);
        emit slurmExportFinished(ok, message);
    });

    connect(m_runPanel, &SweepRunPanel::sweepFinished, this, &SweepDialog::onSweepFinished);
    connect(m_runPanel, &SweepRunPanel::sweepFailed, this, &SweepDialog::updateButtons);
    connect(&m_library, &RunLibrary::opened, this, &SweepDialog::scheduleRecount);
    connect(&m_library, &RunLibrary::openFailed, this, &SweepDialog::scheduleRecount);
    connect(m_form, &SweepForm::edited, this, &SweepDialog::onFormEdited);
    connect(m_form->threadsBox(), &QSpinBox::valueChanged, this, &SweepDialog::updateButtons);

    setChoices(initial);
    resize(std::max(width(), kInitialWidth), sizeHint().height());
}

SweepDialog::~SweepDialog()
{
    // The export task holds its own copies; only its answer is dropped
    // with the watcher.
    m_exportWatcher.disconnect(this);
}

void SweepDialog::createCountRow(QBoxLayout* layout)
{
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("sweepRunCount"));
    QFont bold = m_count->font();
    bold.setBold(true);
    m_count->setFont(bold);
    m_problemLabel = new QLabel(this);
    m_problemLabel->setObjectName(QStringLiteral("sweepProblem"));
    m_problemLabel->setStyleSheet(SweepStyles::kError);
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verbatimNote = new QLabel(this);
    m_verbatimNote->setStyleSheet(SweepStyles::kNotice);
    m_verbatimNote->setWordWrap(true);
    m_verbatimNote->hide();
    auto* countRow = new QHBoxLayout;
    countRow->addWidget(m_count);
    countRow->addWidget(m_problemLabel, 1);
    layout->addLayout(countRow);
    layout->addWidget(m_verbatimNote);
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

SweepChoices SweepDialog::workbenchChoices(const WorkbenchContext& workbench)
{
    SweepChoices choices;
    if (workbench.trace) {
        choices.traces << QFileInfo(workbench.trace->path).absoluteFilePath();
        choices.group = tr("%1-sweep").arg(QFileInfo(workbench.trace->path).baseName());
    } else {
        choices.group = tr("sweep");
    }
    // The context leaves out drop-wider, which the sweep makes concrete
    // per platform instead; exact estimates are a choice of their own.
    bool exactEstimates = false;
    for (const std::string& spec : workbench.transforms) {
        if (spec == SweepChoices::kExactEstimates)
            exactEstimates = true;
        else
            choices.otherTransforms << QString::fromStdString(spec);
    }
    choices.useOtherTransforms = !choices.otherTransforms.isEmpty();
    choices.asLoaded = !choices.useOtherTransforms;
    choices.estimates = exactEstimates ? SweepChoices::Estimates::Exact : SweepChoices::Estimates::AsRecorded;
    choices.dropWider = workbench.dropWider;

    if (!workbench.platformKey.isEmpty() && workbench.platformKey != QLatin1String(PlatformPanel::kCustomKey))
        choices.platforms << workbench.platformKey;

    choices.policies << workbench.policyName;
    const PolicyRegistry registry;
    for (auto it = workbench.parameters.cbegin(); it != workbench.parameters.cend(); ++it) {
        const PolicyInfo* info = registry.find(it.key().toStdString());
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
    m_form->setChoices(choices);
}

SweepChoices SweepDialog::choices() const
{
    return m_form->choices();
}

QString SweepDialog::specJson() const
{
    return m_verbatim.isEmpty() ? choices().toJson() : m_verbatim;
}

bool SweepDialog::isRunning() const
{
    return m_runPanel->isRunning();
}

void SweepDialog::addTraceFile(const QString& path)
{
    m_form->addTraceFile(path);
}

void SweepDialog::addPlatformFile(const QString& path)
{
    m_form->addPlatformFile(path);
}

void SweepDialog::onFormEdited()
{
    // A change in the form replaces a loaded spec the form could not show.
    if (!m_verbatim.isEmpty()) {
        m_verbatim.clear();
        m_verbatimNote->hide();
    }
    scheduleRecount();
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
    const QString json = specJson();
    m_runPanel->showSpec(json);

    // The common mistakes in the form's words; everything else in SweepSpec's.
    QString problem = m_verbatim.isEmpty() ? m_form->problem() : QString();
    if (problem.isEmpty() && m_counter->count(json, problem)) {
        m_count->setText(tr("Counting runs…"));
        return;
    }
    m_counter->cancel();
    m_problem = problem;
    m_runCount = -1;
    showCount();
    emit runCountChanged(-1);
}

void SweepDialog::onCounted(int runs, const QString& error)
{
    m_runCount = error.isEmpty() ? runs : -1;
    m_problem = error;
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
    m_run->setToolTip(canStore ? QString() : tr("Runs cannot be stored: %1").arg(m_library.notStoringReason()));
    m_cancel->setEnabled(running);
    m_load->setEnabled(!running);
    m_export->setEnabled(valid && !m_exportWatcher.isRunning());
    m_save->setEnabled(valid);
    m_form->showStore(canStore ? QDir::toNativeSeparators(m_library.path())
                               : tr("not stored: %1").arg(m_library.notStoringReason()),
                      canStore ? QString() : SweepStyles::kError);
}

bool SweepDialog::startSweep()
{
    if (isRunning() || m_runCount <= 0 || !m_problem.isEmpty() || !m_library.canStore())
        return false;
    // Parsed just now by recount(): valid.
    SweepSpec spec = SweepSpec::parse(specJson().toStdString(), SweepRunCounter::kSourceName);
    if (!m_runPanel->start(std::move(spec), m_library.path(), m_form->threads()))
        return false;
    updateButtons();
    return true;
}

void SweepDialog::cancelSweep()
{
    m_runPanel->cancel();
}

void SweepDialog::onSweepFinished(const SweepReport& report, const QString& group,
                                  const std::vector<std::int64_t>& ids)
{
    updateButtons();
    m_library.refresh();
    emit sweepEnded(report);
    if (!report.cancelled)
        emit resultsReady(group, ids);
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
            fromForm = SweepSpec::parse(choices().toJson().toStdString(), SweepRunCounter::kSourceName).toJsonText();
        } catch (const std::exception&) {
            fromForm.clear();
        }
        m_recountTimer->stop();
        if (fromForm != original) {
            m_verbatim = QString::fromStdString(original);
            m_verbatimNote->setText(tr("%1 says more than this form can show; it runs exactly as loaded (see "
                                       "Spec). Changing any choice replaces it with the form's sweep.")
                                        .arg(QFileInfo(path).fileName()));
            m_verbatimNote->show();
        }
        recount();
        return true;
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        m_runPanel->showStatus(
            tr("Cannot load %1: %2").arg(QDir::toNativeSeparators(path), QString::fromStdString(e.what())),
            SweepStyles::kError);
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
        m_runPanel->showStatus(tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), reason),
                               SweepStyles::kError);
        return false;
    }
    m_runPanel->showStatus(tr("Saved the spec to %1; run it with: schedlab-cli sweep %2")
                               .arg(QDir::toNativeSeparators(path), QFileInfo(path).fileName()));
    return true;
}

void SweepDialog::exportSlurm(const QString& directory)
{
    if (m_exportWatcher.isRunning())
        return;
    const std::string json = specJson().toStdString();
    m_export->setEnabled(false);
    m_runPanel->showStatus(tr("Exported the sweep as a Slurm job array to %1. Submit it there with: sbatch %2")
                               .arg(QDir::toNativeSeparators(directory),
                                    QString::fromStdString(SlurmExport::kScript)));
    m_exportWatcher.setFuture(QtConcurrent::run([json, directory = directory.toStdString()] {
        try {
            TraceCache cache;
            const SweepSpec spec = SweepSpec::parse(json, SweepRunCounter::kSourceName);
            SlurmExport::write(spec, spec.expand(cache), directory);
            return QString();
        } catch (const std::exception& e) {
            return QString::fromStdString(e.what());
        }
    }));
}

void SweepDialog::chooseLoadFile()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Load sweep spec"), {}, tr(kSpecFilter));
    if (!file.isEmpty())
        loadSpecFile(file);
}

void SweepDialog::chooseSaveFile()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Save sweep spec"),
                                                      m_form->group() + QStringLiteral(".json"), tr(kSpecFilter));
    if (!file.isEmpty())
        saveSpecFile(file);
}

void SweepDialog::chooseExportFolder()
{
    // A new folder: the export refuses one that holds files, so that
    // earlier results are never overwritten.
    const QString folder = QFileDialog::getSaveFileName(this, tr("Export for Slurm: name a new folder"),
                                                        m_form->group() + QStringLiteral("-slurm"), {}, nullptr,
                                                        QFileDialog::DontConfirmOverwrite);
    if (!folder.isEmpty())
        exportSlurm(folder);
}

QListWidget* SweepDialog::traceList() const
{
    return m_form->traceList();
}

QListWidget* SweepDialog::platformList() const
{
    return m_form->platformList();
}

QListWidget* SweepDialog::policyList() const
{
    return m_form->policyList();
}

QComboBox* SweepDialog::parameterBox() const
{
    return m_form->parameterBox();
}

QSpinBox* SweepDialog::threadsBox() const
{
    return m_form->threadsBox();
}

QProgressBar* SweepDialog::progressBar() const
{
    return m_runPanel->progressBar();
}

QLabel* SweepDialog::statusLabel() const
{
    return m_runPanel->statusLabel();
}

QTreeWidget* SweepDialog::failedList() const
{
    return m_runPanel->failedList();
}

QTreeWidget* SweepDialog::replicationTable() const
{
    return m_runPanel->replicationTable();
}

BatchRunController* SweepDialog::controller() const
{
    return m_runPanel->controller();
}

}  // namespace schedlab
