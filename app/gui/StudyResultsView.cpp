#include "StudyResultsView.h"

#include "CsvTableView.h"
#include "StudyTableChart.h"
#include "RunBrowser.h"
#include "RunLibrary.h"
#include "RunLibraryController.h"
#include "forms/CatalogueText.h"

#include "store/RunStore.h"
#include "study/StudyCatalog.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <exception>

namespace schedlab {

namespace {

constexpr double kHeadlineScale = 1.3;
constexpr double kTableTitleScale = 1.1;
constexpr int kTableSpacing = 18;
const QString kNoteStyle = QStringLiteral("QLabel { color: #555555; }");
const QString kErrorStyle = QStringLiteral("QLabel { color: #8e1b10; }");

QFont scaledBold(QFont font, double scale)
{
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * scale);
    return font;
}

// A table tall enough to show every row: the tab scrolls down as a whole,
// like a page of the publication, instead of one small scroll area per
// table. A table wider than the window scrolls sideways on its own (room is
// kept for its scroll bar): at its full width it widened the whole page, and
// the description and notes, wrapped to the page, ran out of sight.
void fitToContents(CsvTableView* view)
{
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    int height = view->horizontalHeader()->sizeHint().height() + 2 * view->frameWidth()
                 + view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, view);
    for (int row = 0; row < view->rowCount(); ++row)
        height += view->rowHeight(row);
    view->setFixedHeight(height);
    view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    view->setMaximumWidth(view->horizontalHeader()->length() + 2 * view->frameWidth());
}

// "ART on 256 nodes, CTC" -> "ART-on-256-nodes-CTC.csv": a file name to suggest.
QString fileNameFor(const QString& title)
{
    QString name;
    for (const QChar c : title)
        name += c.isLetterOrNumber() ? c : QLatin1Char('-');
    while (name.contains(QStringLiteral("--")))
        name.replace(QStringLiteral("--"), QStringLiteral("-"));
    return name.remove(QRegularExpression(QStringLiteral("^-|-$"))) + QStringLiteral(".csv");
}

}  // namespace

StudyResultsView::StudyResultsView(const QString& studyName, bool quick, const QString& storePath, QWidget* parent)
    : QWidget(parent), m_studyName(studyName), m_storePath(storePath),
      m_watcher(new QFutureWatcher<Outcome>(this))
{
    const StudyCatalog catalog;
    const Study* study = catalog.find(studyName.toStdString());
    StudyOptions options;
    options.quick = quick;

    auto* headline = new QLabel(this);
    headline->setFont(scaledBold(headline->font(), kHeadlineScale));
    headline->setWordWrap(true);
    if (study) {
        m_group = QString::fromStdString(study->group(options));
        headline->setText(quick ? tr("%1 (quick version)").arg(CatalogueText::of(study->title()))
                                : CatalogueText::of(study->title()));
        m_description = CatalogueText::of(study->description());
    } else {
        headline->setText(tr("Unknown study %1").arg(studyName));
    }
    m_summary = new QLabel(tr("Reading the run store…"), this);
    m_summary->setWordWrap(true);
    m_compare = new QPushButton(tr("Compare the runs"), this);
    m_compare->setToolTip(tr("Open the comparison view on every run of this study"));
    m_compare->setEnabled(false);
    m_browse = new QPushButton(tr("Show in the run browser"), this);
    m_browse->setToolTip(tr("Filter the run browser to this study's runs"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_summary, 1);
    buttons->addWidget(m_browse);
    buttons->addWidget(m_compare);

    // The tables' page is set once the store was read (onLoaded).
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(headline);
    layout->addLayout(buttons);
    layout->addWidget(m_scroll, 1);

    connect(m_compare, &QPushButton::clicked, this, [this] { emit compareRequested(m_ids); });
    connect(m_browse, &QPushButton::clicked, this, [this] { emit browseRequested(m_group); });
    connect(m_watcher, &QFutureWatcher<Outcome>::finished, this, &StudyResultsView::onLoaded);

    if (!study) {
        m_loaded = true;
        m_error = tr("There is no study named %1.").arg(studyName);
        m_summary->setText(m_error);
        return;
    }
    // A catalog of its own on the pool thread: no Study object is shared
    // with a view that may close while the store is read.
    m_watcher->setFuture(QtConcurrent::run([name = studyName.toStdString(), options, path = storePath.toStdString(),
                                            group = m_group.toStdString()] {
        Outcome outcome;
        try {
            const StudyCatalog ownCatalog;
            const RunStore store(path, RunStore::Mode::ReadOnly);
            RunFilter filter;
            filter.group = group;
            const std::vector<StoredRun> runs = store.list(filter);
            for (const StoredRun& run : runs)
                outcome.ids.push_back(run.id);
            outcome.tables = ownCatalog.find(name)->tables(runs);
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
}

StudyResultsView::~StudyResultsView() = default;

StudyResultsView* StudyResultsView::openIn(RunLibraryController& controller, const QString& studyName, bool quick)
{
    RunLibrary* library = controller.library();
    RunBrowser* browser = controller.browser();
    auto* view = new StudyResultsView(studyName, quick, library->path());
    controller.addTab(view, quick ? tr("Study %1 (quick)").arg(studyName) : tr("Study %1").arg(studyName));

    const QString group = view->group();
    const auto filterBrowser = [browser, group] {
        QComboBox* box = browser->filterBox(RunFilterProxyModel::Criterion::Group);
        const int index = box->findData(group);
        if (index >= 0)
            box->setCurrentIndex(index);
    };
    // A batch writes through connections of its own, so the browser learns
    // about the study's runs from a fresh listing; the group can be chosen
    // in its filter only once that listing arrived.
    connect(library, &RunLibrary::runsChanged, view, filterBrowser, Qt::SingleShotConnection);
    library->refresh();
    filterBrowser();

    QDockWidget* dock = controller.dock();
    connect(view, &StudyResultsView::browseRequested, view, [dock, filterBrowser] {
        filterBrowser();
        dock->show();
        dock->raise();
    });
    // Through the browser, so the comparison loads and opens exactly as the
    // browser's own Compare does.
    connect(view, &StudyResultsView::compareRequested, view,
            [controller = &controller, browser, filterBrowser](const std::vector<std::int64_t>& ids) {
                filterBrowser();
                browser->selectIds(ids);
                if (browser->selectedIds().size() == ids.size()) {
                    browser->compareSelected();
                } else {
                    controller->showMessage(
                        tr("The run browser does not list every run of this study: is another run store open?"));
                }
            });
    return view;
}

void StudyResultsView::onLoaded()
{
    Outcome outcome = m_watcher->result();
    m_loaded = true;
    m_error = outcome.error;
    m_ids = std::move(outcome.ids);
    m_tables = std::move(outcome.tables);
    const QString file = QDir::toNativeSeparators(QFileInfo(m_storePath).fileName());
    if (!m_error.isEmpty()) {
        m_summary->setStyleSheet(kErrorStyle);
        m_summary->setText(tr("Could not read the run store %1: %2").arg(file, m_error));
    } else {
        m_summary->setText(m_ids.empty()
                               ? tr("No run of group %1 in %2 yet: run the study first.").arg(m_group, file)
                               : tr("%1 of group %2 in %3.")
                                     .arg(RunLibrary::runCountText(static_cast<qsizetype>(m_ids.size())), m_group,
                                          file));
    }
    m_summary->setToolTip(QDir::toNativeSeparators(m_storePath));
    const bool comparable = m_ids.size() >= kMinimumRunsToCompare && m_ids.size() <= kMaximumRunsToCompare;
    m_compare->setEnabled(comparable);
    m_compare->setText(tr("Compare the %1…").arg(RunLibrary::runCountText(static_cast<qsizetype>(m_ids.size()))));
    if (m_ids.size() > kMaximumRunsToCompare)
        m_compare->setToolTip(tr("Too many runs to compare at once: pick some in the run browser (at most %1)")
                                  .arg(kMaximumRunsToCompare));
    // Built whole, then shown in one step: widgets added one by one to a
    // visible page would appear only at the next event loop pass.
    auto* page = new QWidget;
    m_tablesLayout = new QVBoxLayout(page);
    m_tablesLayout->setSpacing(kTableSpacing);
    // The description scrolls with the tables: they get the room once read.
    auto* description = new QLabel(m_description);
    description->setWordWrap(true);
    description->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tablesLayout->addWidget(description);
    for (const StudyTable& table : m_tables)
        addTable(table);
    m_tablesLayout->addStretch(1);
    m_scroll->setWidget(page);
    emit loaded();
}

void StudyResultsView::addTable(const StudyTable& table)
{
    const int index = tableCount();
    auto* title = new QLabel(QString::fromStdString(table.title));
    title->setFont(scaledBold(title->font(), kTableTitleScale));
    auto* exportButton = new QPushButton(QIcon(QStringLiteral(":/icons/export.svg")), tr("Export CSV…"));
    exportButton->setToolTip(tr("Write this table as CSV, cell for cell as shown"));
    connect(exportButton, &QPushButton::clicked, this, [this, index] { exportTable(index); });
    // A long title wraps instead of widening the page: unwrapped, it set
    // the page's width and pushed the description and the export button
    // out of sight on a laptop screen.
    title->setWordWrap(true);
    auto* header = new QHBoxLayout;
    header->addWidget(title, 1);
    header->addWidget(exportButton, 0, Qt::AlignTop);

    auto* note = new QLabel(QString::fromStdString(table.note));
    note->setWordWrap(true);
    note->setStyleSheet(kNoteStyle);
    note->setVisible(!table.note.empty());
    auto* view = new CsvTableView;
    view->setTable(table.table);
    fitToContents(view);

    auto* block = new QVBoxLayout;
    block->addLayout(header);
    block->addWidget(note);
    block->addWidget(view, 0, Qt::AlignLeft);
    if (!table.chart.columns.empty()) {
        auto* chart = new StudyTableChart(table);
        block->addWidget(chart);
        m_charts.push_back(chart);
    }
    m_tablesLayout->addLayout(block);
    m_titles.push_back(title);
    m_notes.push_back(note);
    m_views.push_back(view);
}

void StudyResultsView::exportTable(int index)
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export table as CSV"),
                                                      fileNameFor(tableTitle(index)->text()), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (!tableView(index)->exportCsv(path))
        QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
}

}  // namespace schedlab
