#include "StudyDialog.h"

#include "BatchProgressText.h"
#include "BatchRunController.h"
#include "RunLibrary.h"
#include "RunLibraryController.h"
#include "SampleTraces.h"
#include "StudyResultsView.h"
#include "TimeFormatter.h"
#include "forms/CatalogueText.h"

#include "experiment/TraceCache.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QThread>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>
#include <cmath>
#include <exception>

namespace schedlab {

namespace {

constexpr int kMinimumWidth = 820;
constexpr int kMinimumHeight = 560;
// Room for a study's description without scrolling.
constexpr QSize kDefaultSize{900, 700};
constexpr int kListWidth = 300;
constexpr int kDetailsWidth = 520;
constexpr int kListSpacing = 3;  // pixels between the studies' two-line titles
constexpr int kNameRole = Qt::UserRole;
// BatchRunController::start: 0 worker threads means one per core.
constexpr int kAllCores = 0;
const QString kErrorStyle = QStringLiteral("QLabel { color: #8e1b10; }");

QString countText(std::size_t count)
{
    return RunLibrary::runCountText(static_cast<qsizetype>(count));
}

}  // namespace

StudyDialog::StudyDialog(RunLibrary& library, QWidget* parent)
    : QDialog(parent), m_library(library), m_catalog(std::make_shared<const StudyCatalog>()),
      m_controller(new BatchRunController(this)), m_counter(new QFutureWatcher<RunCounts>(this))
{
    setWindowTitle(tr("Reproduce a study"));
    setMinimumSize(kMinimumWidth, kMinimumHeight);
    resize(kDefaultSize);

    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("studyList"));
    for (const auto& study : m_catalog->studies()) {
        auto* item = new QListWidgetItem(CatalogueText::of(study->title()), m_list);
        item->setData(kNameRole, QString::fromStdString(study->name()));
        item->setToolTip(QString::fromStdString(study->name()));
    }
    m_list->setWordWrap(true);
    m_list->setSpacing(kListSpacing);
    m_list->setAlternatingRowColors(true);
    m_details = new QTextBrowser(this);
    m_details->setOpenLinks(false);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_details);
    splitter->setSizes({kListWidth, kDetailsWidth});
    splitter->setChildrenCollapsible(false);

    m_quick = new QCheckBox(tr("&Quick version"), this);
    m_quick->setToolTip(tr("Fewer months, extracts and parameter values and smaller generated workloads: every "
                           "kind of run and every table, in a fraction of the time. Stored as a group of its own."));
    m_threads = new QSpinBox(this);
    m_threads->setRange(kAllCores, std::max(1, QThread::idealThreadCount()));
    m_threads->setSpecialValueText(tr("All cores (%1)").arg(QThread::idealThreadCount()));
    m_threads->setValue(kAllCores);
    m_threads->setToolTip(tr("Runs simulated at the same time"));
    m_stored = new QLabel(this);
    m_stored->setWordWrap(true);
    m_inputs = new QLabel(this);
    m_inputs->setWordWrap(true);
    m_inputs->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* form = new QFormLayout;
    form->addRow(m_quick);
    auto* threadsRow = new QHBoxLayout;
    threadsRow->addWidget(m_threads);
    threadsRow->addStretch(1);
    auto* threadsLabel = new QLabel(tr("Worker &threads:"), this);
    threadsLabel->setBuddy(m_threads);
    form->addRow(threadsLabel, threadsRow);
    form->addRow(tr("Inputs:"), m_inputs);
    form->addRow(tr("Runs:"), m_stored);

    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);  // no "0%" before anything ran
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_run = buttons->addButton(tr("&Run"), QDialogButtonBox::ActionRole);
    m_run->setIcon(QIcon(QStringLiteral(":/icons/run.svg")));
    m_run->setDefault(true);
    m_cancel = buttons->addButton(tr("&Cancel study"), QDialogButtonBox::ActionRole);
    m_cancel->setIcon(QIcon(QStringLiteral(":/icons/cancel.svg")));
    m_results = buttons->addButton(tr("&Show results"), QDialogButtonBox::ActionRole);
    m_results->setToolTip(tr("Open the study's tables from the runs already stored, without running anything"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        showDetails();
        updateState();
    });
    connect(m_quick, &QCheckBox::toggled, this, [this] {
        showDetails();
        updateState();
    });
    connect(m_run, &QPushButton::clicked, this, &StudyDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &StudyDialog::cancel);
    connect(m_results, &QPushButton::clicked, this, [this] {
        if (const Study* study = currentStudy())
            emit resultsRequested(QString::fromStdString(study->name()), m_quick->isChecked());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_controller, &BatchRunController::prepared, this, &StudyDialog::onPrepared);
    connect(m_controller, &BatchRunController::progressed, this, &StudyDialog::onProgress);
    connect(m_controller, &BatchRunController::finished, this, &StudyDialog::onFinished);
    connect(m_controller, &BatchRunController::failed, this, &StudyDialog::onFailed);
    connect(m_counter, &QFutureWatcher<RunCounts>::finished, this, [this] {
        // Counts a batch reported meanwhile stay: they are the same numbers.
        m_runCounts.merge(m_counter->result());
        updateState();
    });
    connect(&m_library, &RunLibrary::runsChanged, this, &StudyDialog::updateState);
    connect(&m_library, &RunLibrary::opened, this, &StudyDialog::updateState);
    connect(&m_library, &RunLibrary::openFailed, this, &StudyDialog::updateState);

    m_list->setCurrentRow(0);
    showDetails();
    updateState();
}

// The controller, a child, cancels and waits for a running batch in
// ~QObject, after this dialog's members are gone: the batch's Prepare and
// the run counting hold shares of the catalog, so it outlives them.
StudyDialog::~StudyDialog() = default;

StudyDialog* StudyDialog::openFor(RunLibraryController& library, QWidget& parent)
{
    auto* dialog = parent.findChild<StudyDialog*>(QString(), Qt::FindDirectChildrenOnly);
    if (!dialog) {
        dialog = new StudyDialog(*library.library(), &parent);
        connect(dialog, &StudyDialog::resultsRequested, &library, [&library](const QString& name, bool quick) {
            StudyResultsView::openIn(library, name, quick);
        });
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

QString StudyDialog::generatedDirectory(const QString& storePath)
{
    return QString::fromStdString(
        StudyOptions::generatedDirectoryBeside(QFileInfo(storePath).absoluteFilePath().toStdString()));
}

StudyOptions StudyDialog::options() const
{
    StudyOptions options;
    options.ctcTracePath = ctcTracePath().toStdString();
    options.sdscTracePath = SampleTraces::find(QString::fromLatin1(SampleTraces::kSdscTrace)).toStdString();
    options.generatedDirectory = generatedDirectory(m_library.path()).toStdString();
    options.quick = m_quick->isChecked();
    return options;
}

QString StudyDialog::ctcTracePath() const
{
    return SampleTraces::find(QString::fromLatin1(SampleTraces::kDefaultTrace));
}

const Study* StudyDialog::currentStudy() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item ? m_catalog->find(item->data(kNameRole).toString().toStdString()) : nullptr;
}

void StudyDialog::selectStudy(const QString& name)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(kNameRole).toString() == name)
            m_list->setCurrentRow(row);
    }
}

bool StudyDialog::isRunning() const
{
    return m_controller->isRunning();
}

int StudyDialog::storedCount() const
{
    const Study* study = currentStudy();
    if (!study)
        return 0;
    const std::string group = study->group(options());
    return static_cast<int>(std::count_if(m_library.runs().begin(), m_library.runs().end(),
                                          [&group](const StoredRun& run) { return run.group == group; }));
}

void StudyDialog::startCounting()
{
    m_countingStarted = true;
    const std::shared_ptr<const StudyCatalog> catalog = m_catalog;
    StudyOptions base = options();
    m_counter->setFuture(QtConcurrent::run([catalog, base] {
        RunCounts counts;
        TraceCache cache;  // the CTC trace is loaded once for every study
        for (const auto& study : catalog->studies()) {
            for (const bool quick : {false, true}) {
                StudyOptions studyOptions = base;
                studyOptions.quick = quick;
                try {
                    counts[{QString::fromStdString(study->name()), quick}] =
                        static_cast<int>(study->runs(studyOptions, cache).size());
                } catch (const std::exception&) {
                    // Unknown until the study starts, which reports the error.
                }
            }
        }
        return counts;
    }));
}

void StudyDialog::showDetails()
{
    const Study* study = currentStudy();
    if (!study) {
        m_details->clear();
        return;
    }
    const auto html = [](const std::string& text) { return QString::fromStdString(text).toHtmlEscaped(); };
    QString text = QStringLiteral("<h3>%1</h3><p>%2</p>").arg(html(study->title()), html(study->description()));
    // The tables over no runs yet: their titles, with every cell empty.
    try {
        const std::vector<StudyTable> tables = study->tables({});
        if (!tables.empty()) {
            text += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Tables"));
            for (const StudyTable& table : tables)
                text += QStringLiteral("<li>%1</li>").arg(html(table.title));
            text += QStringLiteral("</ul>");
        }
    } catch (const std::exception&) {
        // Only the list of titles is lost; the study itself is unaffected.
    }
    text += QStringLiteral("<p><b>%1</b> <code>%2</code></p>")
                .arg(tr("Runs are stored in the group"), html(study->group(options())));
    m_details->setHtml(text);
}

void StudyDialog::updateState()
{
    if (!m_countingStarted && !m_library.path().isEmpty() && !ctcTracePath().isEmpty())
        startCounting();
    const bool running = isRunning();
    const Study* study = currentStudy();
    const QString storeFile = QFileInfo(m_library.path()).fileName();
    const int stored = storedCount();

    if (!study || m_library.path().isEmpty()) {
        m_stored->setText(m_library.path().isEmpty() ? m_library.notStoringReason() : QString());
    } else {
        const auto known = m_runCounts.find({QString::fromStdString(study->name()), m_quick->isChecked()});
        if (known != m_runCounts.end())
            m_stored->setText(tr("%1, %2 of them stored in %3")
                                  .arg(countText(std::size_t(known->second)))
                                  .arg(stored)
                                  .arg(storeFile));
        else if (m_counter->isRunning())
            m_stored->setText(tr("Counting the runs… (%1 stored in %2)").arg(countText(std::size_t(stored)), storeFile));
        else
            m_stored->setText(tr("%1 stored in %2 (the total is known once the study starts)")
                                  .arg(countText(std::size_t(stored)), storeFile));
    }
    m_stored->setToolTip(QDir::toNativeSeparators(m_library.path()));
    const QString trace = ctcTracePath();
    m_inputs->setText(tr("%1 (bundled); generated workloads in %2")
                          .arg(trace.isEmpty() ? tr("CTC trace not found") : QFileInfo(trace).fileName(),
                               m_library.path().isEmpty()
                                   ? tr("a folder “generated” beside the run store")
                                   : QDir::toNativeSeparators(generatedDirectory(m_library.path()))));
    m_inputs->setToolTip(QDir::toNativeSeparators(trace));

    // Why Run is not possible now, if it is not.
    QString blocker;
    if (!m_library.canStore())
        blocker = m_library.notStoringReason();
    else if (ctcTracePath().isEmpty())
        blocker = tr("The bundled CTC SP2 trace %1 was not found.").arg(QString::fromLatin1(SampleTraces::kDefaultTrace));
    m_run->setEnabled(!running && study && blocker.isEmpty());
    m_run->setToolTip(blocker.isEmpty() ? tr("Run every run of the study that is not stored yet") : blocker);
    if (!running && !blocker.isEmpty()) {
        m_status->setStyleSheet(kErrorStyle);
        m_status->setText(blocker);
        m_showingBlocker = true;
    } else if (m_showingBlocker) {
        // The store opened (or the trace appeared): the reason is gone.
        m_status->setStyleSheet({});
        m_status->clear();
        m_showingBlocker = false;
    }
    m_cancel->setEnabled(running);
    m_results->setEnabled(study && stored > 0 && !m_library.path().isEmpty());
    m_list->setEnabled(!running);
    m_quick->setEnabled(!running);
    m_threads->setEnabled(!running);
}

void StudyDialog::run()
{
    const Study* study = currentStudy();
    if (!study || isRunning() || !m_run->isEnabled())
        return;
    m_runningStudy = QString::fromStdString(study->name());
    m_runningQuick = m_quick->isChecked();
    // The worker thread looks the study up in a catalog it shares, so
    // nothing it uses belongs to the dialog alone.
    const std::shared_ptr<const StudyCatalog> catalog = m_catalog;
    const std::string name = study->name();
    const StudyOptions studyOptions = options();
    const bool started = m_controller->start(
        [catalog, name, studyOptions](TraceCache& cache) { return catalog->find(name)->runs(studyOptions, cache); },
        m_library.path(), static_cast<unsigned>(m_threads->value()));
    if (!started)
        return;
    m_showingBlocker = false;
    m_status->setStyleSheet({});
    m_status->setText(tr("Preparing the runs: loading the CTC trace and generating the workloads…"));
    m_progress->setRange(0, 0);  // busy until the number of runs is known
    m_progress->setTextVisible(true);
    updateState();
}

void StudyDialog::cancel()
{
    if (!isRunning())
        return;
    m_controller->cancel();
    m_status->setText(tr("Cancelling…"));
    m_cancel->setEnabled(false);
}

void StudyDialog::onPrepared(int runCount)
{
    m_runCounts[{m_runningStudy, m_runningQuick}] = runCount;
    m_progress->setRange(0, std::max(1, runCount));
    m_progress->setValue(0);
    m_status->setText(tr("%1 to run; runs already stored are skipped.").arg(countText(std::size_t(runCount))));
    updateState();
}

void StudyDialog::onProgress(const SweepProgress& progress)
{
    m_progress->setRange(0, std::max(1, static_cast<int>(progress.total)));
    m_progress->setValue(static_cast<int>(progress.finished()));
    m_status->setText(BatchProgressText::of(progress));
}

void StudyDialog::onFinished(const SweepReport& report)
{
    const SweepProgress& counts = report.progress;
    m_progress->setRange(0, std::max(1, static_cast<int>(counts.total)));
    m_progress->setValue(static_cast<int>(counts.finished()));
    QString text = report.cancelled
                       ? tr("Cancelled after %1 of %2 (%3 simulated, %4 already stored, %5 failed). Run again to "
                            "resume: stored runs are skipped.")
                       : tr("Finished %1 of %2 in %6: %3 simulated, %4 already stored, %5 failed.");
    text = text.arg(counts.finished())
               .arg(countText(counts.total))
               .arg(counts.done)
               .arg(counts.skipped)
               .arg(counts.failed);
    if (!report.cancelled)
        text = text.arg(TimeFormatter::duration(static_cast<Time>(std::lround(report.wallSeconds))));
    const auto firstFailure = std::find_if(report.outcomes.begin(), report.outcomes.end(), [](const RunOutcome& o) {
        return o.status == RunOutcome::Status::Failed;
    });
    if (firstFailure != report.outcomes.end()) {
        const QString error = QString::fromStdString(firstFailure->error);
        // A run that failed before it was built may have no name yet.
        text += QLatin1Char('\n') + (firstFailure->run.name.empty()
                                         ? tr("First failure: %1").arg(error)
                                         : tr("First failure: %1: %2")
                                               .arg(QString::fromStdString(firstFailure->run.name), error));
    }
    m_status->setStyleSheet(counts.failed > 0 ? kErrorStyle : QString());
    m_status->setText(text);
    const QString study = m_runningStudy;
    const bool quick = m_runningQuick;
    m_runningStudy.clear();
    // The batch wrote through its own connections: list the store again.
    m_library.refresh();
    updateState();
    emit batchFinished(report);
    if (!report.cancelled && counts.done + counts.skipped > 0)
        emit resultsRequested(study, quick);
}

void StudyDialog::onFailed(const QString& message)
{
    m_runningStudy.clear();
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_status->setStyleSheet(kErrorStyle);
    m_status->setText(tr("The study could not start: %1").arg(message));
    updateState();
    emit batchFailed(message);
}

}  // namespace schedlab
