#include "ReproductionReportDialog.h"

#include "BatchRunController.h"
#include "RunLibrary.h"
#include "StudyDialog.h"
#include "TimeFormatter.h"

#include "experiment/TraceCache.h"
#include "reproduction/HtmlReportWriter.h"
#include "reproduction/ReproductionPlan.h"
#include "study/StudyCatalog.h"

#include <QCheckBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTextBrowser>
#include <QThread>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <cmath>
#include <exception>

namespace schedlab {

namespace {

// Fits a 1366x768 screen with the window's title bar and task bar.
constexpr QSize kDefaultSize{1000, 640};
constexpr QSize kMinimumSize{640, 420};
constexpr int kAllCores = 0;  // BatchRunController: one worker per core
const QString kErrorStyle = QStringLiteral("QLabel { color: #8e1b10; }");

}  // namespace

ReproductionReportDialog::ReproductionReportDialog(RunLibrary& library, QString ctcTracePath, QWidget* parent)
    : QDialog(parent), m_library(library), m_ctcTracePath(std::move(ctcTracePath)),
      m_catalog(std::make_shared<const StudyCatalog>()), m_runs(std::make_shared<std::vector<RunSpec>>()),
      m_controller(new BatchRunController(this)), m_builder(new QFutureWatcher<Built>(this))
{
    setWindowTitle(tr("Reproduction report"));
    setMinimumSize(kMinimumSize);
    resize(kDefaultSize);

    auto* intro = new QLabel(
        tr("Compares every published figure of Yahyapour (2002), Tables 2.2, 2.4-2.7, 4.3-4.5, 5.3 and 5.4 with "
           "SchedLab's value: R reproduced within 10 %, Q same direction, N not reproduced. The runs go into the "
           "current run store; runs already stored are skipped. The full report takes about half an hour on two "
           "cores the first time, the quick one a minute."),
        this);
    intro->setWordWrap(true);

    m_quick = new QCheckBox(tr("&Quick (small workloads: checks the pipeline, not the numbers)"), this);
    m_threads = new QSpinBox(this);
    m_threads->setRange(kAllCores, QThread::idealThreadCount());
    m_threads->setSpecialValueText(tr("all cores"));
    m_threads->setPrefix(tr("threads: "));
    m_run = new QPushButton(tr("&Run report"), this);
    m_run->setDefault(true);
    m_cancel = new QPushButton(tr("&Cancel"), this);
    m_save = new QPushButton(tr("&Save HTML…"), this);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_quick);
    controls->addWidget(m_threads);
    controls->addStretch();
    controls->addWidget(m_run);
    controls->addWidget(m_cancel);
    controls->addWidget(m_save);

    m_progress = new QProgressBar(this);
    m_progress->setTextVisible(false);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_view = new QTextBrowser(this);
    m_view->setObjectName(QStringLiteral("reproductionReport"));
    m_view->setOpenExternalLinks(true);
    m_view->setPlaceholderText(tr("Run the report to see it here."));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(controls);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);

    connect(m_run, &QPushButton::clicked, this, &ReproductionReportDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &ReproductionReportDialog::cancel);
    connect(m_save, &QPushButton::clicked, this, &ReproductionReportDialog::saveAs);
    connect(m_controller, &BatchRunController::prepared, this, [this](int count) {
        m_progress->setRange(0, std::max(1, count));
        m_progress->setValue(0);
        m_status->setText(tr("%1 to run; runs already stored are skipped.").arg(RunLibrary::runCountText(count)));
    });
    connect(m_controller, &BatchRunController::progressed, this, &ReproductionReportDialog::onProgress);
    connect(m_controller, &BatchRunController::finished, this, &ReproductionReportDialog::onFinished);
    connect(m_controller, &BatchRunController::failed, this, &ReproductionReportDialog::onFailed);
    connect(m_builder, &QFutureWatcher<Built>::finished, this, &ReproductionReportDialog::onBuilt);
    connect(&m_library, &RunLibrary::opened, this, &ReproductionReportDialog::updateState);
    updateState();
}

// The controller, a child, cancels and waits for a running batch; the
// builder's task holds its own shares of what it reads.
ReproductionReportDialog::~ReproductionReportDialog()
{
    m_builder->waitForFinished();
}

bool ReproductionReportDialog::isRunning() const
{
    return m_controller->isRunning() || m_builder->isRunning();
}

void ReproductionReportDialog::run()
{
    if (isRunning() || !m_run->isEnabled())
        return;
    m_runningQuick = m_quick->isChecked();
    const StudyOptions options = studyOptions();
    const std::shared_ptr<const StudyCatalog> catalog = m_catalog;
    const std::shared_ptr<std::vector<RunSpec>> runs = m_runs;
    const bool started = m_controller->start(
        [catalog, options, runs](TraceCache& cache) {
            *runs = ReproductionPlan(*catalog, options).runs(cache);
            return *runs;
        },
        m_library.path(), static_cast<unsigned>(m_threads->value()));
    if (!started)
        return;
    m_status->setStyleSheet({});
    m_status->setText(tr("Preparing the runs: loading the CTC trace and generating the workloads…"));
    m_progress->setRange(0, 0);  // busy until the number of runs is known
    updateState();
}

StudyOptions ReproductionReportDialog::studyOptions() const
{
    StudyOptions options;
    options.ctcTracePath = m_ctcTracePath.toStdString();
    options.generatedDirectory = StudyDialog::generatedDirectory(m_library.path()).toStdString();
    options.quick = m_runningQuick;
    return options;
}

void ReproductionReportDialog::cancel()
{
    if (!m_controller->isRunning())
        return;
    m_controller->cancel();
    m_status->setText(tr("Cancelling… the report will show what is stored so far."));
}

void ReproductionReportDialog::onProgress(const SweepProgress& progress)
{
    m_progress->setValue(static_cast<int>(progress.finished()));
    m_status->setText(tr("%1 of %2 runs: %3 simulated, %4 already stored, %5 failed.")
                          .arg(progress.finished())
                          .arg(progress.total)
                          .arg(progress.done)
                          .arg(progress.skipped)
                          .arg(progress.failed));
}

void ReproductionReportDialog::onFinished(const SweepReport& report)
{
    m_status->setText(tr("Comparing with the published figures…"));
    m_progress->setRange(0, 0);
    const StudyOptions options = studyOptions();
    const std::shared_ptr<const StudyCatalog> catalog = m_catalog;
    const std::shared_ptr<const std::vector<RunSpec>> runs = m_runs;
    const QString when = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    m_builder->setFuture(QtConcurrent::run([catalog, options, runs, report, when]() -> Built {
        Built built;
        try {
            TraceCache cache;
            ReproductionRunInfo info;
            info.when = when.toStdString();
            info.durationSeconds = report.wallSeconds;
            info.runsSimulated = static_cast<std::int64_t>(report.progress.done);
            info.runsStored = static_cast<std::int64_t>(report.progress.skipped);
            const ReproductionReport result =
                ReproductionPlan(*catalog, options).report(*runs, report.outcomes, cache, std::move(info));
            built.html = QString::fromStdString(HtmlReportWriter::render(result));
            const auto line = [](const VerdictCounts& counts) {
                return tr("%1 reproduced (R), %2 same direction (Q), %3 not reproduced (N), %4 not run")
                    .arg(counts.reproduced)
                    .arg(counts.sameDirection)
                    .arg(counts.notReproduced)
                    .arg(counts.notRun);
            };
            built.summary = tr("%1 published figures: %2. %3 text claims: %4.")
                                .arg(result.tableCounts().total())
                                .arg(line(result.tableCounts()))
                                .arg(result.claimCounts().total() + result.claimCounts().info)
                                .arg(line(result.claimCounts()));
            if (report.cancelled)
                built.summary += QLatin1Char(' ') + tr("Cancelled: figures without a stored run are NOT RUN.");
        } catch (const std::exception& e) {
            built.error = QString::fromStdString(e.what());
        }
        return built;
    }));
}

void ReproductionReportDialog::onFailed(const QString& message)
{
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status->setStyleSheet(kErrorStyle);
    m_status->setText(tr("The report could not run: %1").arg(message));
    updateState();
}

void ReproductionReportDialog::onBuilt()
{
    const Built built = m_builder->result();
    m_progress->setRange(0, 1);
    m_progress->setValue(1);
    if (!built.error.isEmpty()) {
        onFailed(built.error);
        return;
    }
    m_html = built.html;
    m_view->setHtml(m_html);
    m_status->setStyleSheet({});
    m_status->setText(built.summary);
    updateState();
    emit reportReady();
}

bool ReproductionReportDialog::saveTo(const QString& path)
{
    QFile file(path);
    if (m_html.isEmpty() || !file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(m_html.toUtf8()) < 0) {
        m_status->setStyleSheet(kErrorStyle);
        m_status->setText(tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    m_status->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void ReproductionReportDialog::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save reproduction report"),
                                                      QStringLiteral("reproduction-report.html"),
                                                      tr("HTML pages (*.html)"));
    if (!path.isEmpty())
        saveTo(path);
}

void ReproductionReportDialog::updateState()
{
    const bool running = isRunning();
    const bool canStore = m_library.canStore() && !m_ctcTracePath.isEmpty();
    m_run->setEnabled(!running && canStore);
    m_cancel->setEnabled(m_controller->isRunning());
    m_save->setEnabled(!running && !m_html.isEmpty());
    m_quick->setEnabled(!running);
    m_threads->setEnabled(!running);
    if (!running && !canStore && m_html.isEmpty()) {
        m_status->setText(m_ctcTracePath.isEmpty() ? tr("The bundled CTC trace was not found.")
                                                   : m_library.notStoringReason());
    }
}

}  // namespace schedlab
