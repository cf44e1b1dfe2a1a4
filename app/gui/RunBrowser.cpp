#include "RunBrowser.h"

#include "RunLibrary.h"
#include "RunTableModel.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <set>

namespace schedlab {

namespace {

constexpr int kMinimumToCompare = 2;
// Columns fit their contents, but a long name or trace path is cut here
// (the tooltip has it all) so the columns after it stay in view.
constexpr int kWidestColumn = 260;
const QChar kTagSeparator = QLatin1Char(',');
const char* const kRunFileFilter = QT_TRANSLATE_NOOP("schedlab::RunBrowser", "SchedLab run files (*.sqlite *.db);;All files (*)");

QStringList splitTags(const QString& text)
{
    QStringList tags;
    for (const QString& part : text.split(kTagSeparator)) {
        const QString tag = part.trimmed();
        if (!tag.isEmpty() && !tags.contains(tag))
            tags << tag;
    }
    return tags;
}

QStringList toStringList(const std::vector<std::string>& values)
{
    QStringList list;
    for (const std::string& value : values)
        list << QString::fromStdString(value);
    return list;
}

}  // namespace

RunBrowser::RunBrowser(RunLibrary& library, QWidget* parent) : QWidget(parent), m_library(library)
{
    m_model = new RunTableModel(this);
    m_proxy = new RunFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("runTable"));
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(RunTableModel::IdColumn, Qt::DescendingOrder);  // newest first
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setMaximumSectionSize(kWidestColumn);
    m_view->setTextElideMode(Qt::ElideMiddle);   // keeps the end of "… · trace.swf" visible
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);

    createActions();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createToolBar());
    layout->addWidget(createFilterRow());
    layout->addWidget(m_view, 1);

    connect(m_view, &QTableView::doubleClicked, this, &RunBrowser::openSelected);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        QMenu menu(this);
        menu.addActions({m_open, m_compare});
        menu.addSeparator();
        menu.addActions({m_rename, m_tags, m_notes});
        menu.addSeparator();
        menu.addActions({m_export, m_delete});
        menu.exec(m_view->viewport()->mapToGlobal(at));
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RunBrowser::updateActions);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &RunBrowser::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &RunBrowser::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &RunBrowser::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &RunBrowser::updateCount);
    connect(&m_library, &RunLibrary::runsChanged, this, &RunBrowser::onRunsChanged);
    connect(&m_library, &RunLibrary::opened, this, &RunBrowser::updateActions);
    onRunsChanged();
}

void RunBrowser::createActions()
{
    const auto make = [this](const QString& icon, const QString& text, const QKeySequence& key,
                             const QString& tip, void (RunBrowser::*slot)()) {
        auto* action = icon.isEmpty() ? new QAction(text, this) : new QAction(QIcon(icon), text, this);
        action->setShortcut(key);
        // Keys act while the browser has focus, not all over the window
        // (Delete in a run tab's search field must not delete runs).
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setToolTip(key.isEmpty() ? tip : tr("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    m_compare = make({}, tr("&Compare"), QKeySequence(tr("Ctrl+Shift+C")),
                     tr("Compare the selected runs side by side in a new tab"), &RunBrowser::compareSelected);
    m_open = make(QStringLiteral(":/icons/open.svg"), tr("&Open"), QKeySequence(Qt::Key_Return),
                  tr("Show the stored results of the selected run"), &RunBrowser::openSelected);
    m_rename = make({}, tr("&Rename…"), QKeySequence(Qt::Key_F2), tr("Rename the selected run"),
                    &RunBrowser::renameSelected);
    m_tags = make({}, tr("&Tags…"), QKeySequence(tr("Ctrl+T")), tr("Edit the tags of the selected runs"),
                  &RunBrowser::editTags);
    m_notes = make({}, tr("&Notes…"), {}, tr("Annotate the selected run"), &RunBrowser::editNotes);
    m_delete = make(QStringLiteral(":/icons/remove.svg"), tr("&Delete…"), QKeySequence::Delete,
                    tr("Delete the selected runs from the store"), &RunBrowser::deleteSelected);
    m_export = make(QStringLiteral(":/icons/export.svg"), tr("E&xport selected…"), {},
                    tr("Write the selected runs to one file to share them"), &RunBrowser::exportSelected);
    m_import = make(QStringLiteral(":/icons/add.svg"), tr("&Import…"), {},
                    tr("Add the runs of an exported file or another store"), &RunBrowser::importRuns);
}

QToolBar* RunBrowser::createToolBar()
{
    auto* bar = new QToolBar(this);
    bar->setObjectName(QStringLiteral("runBrowserToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addActions({m_compare, m_open});
    bar->addSeparator();
    bar->addActions({m_rename, m_tags, m_notes, m_delete});
    bar->addSeparator();
    bar->addActions({m_export, m_import});
    return bar;
}

QWidget* RunBrowser::createFilterRow()
{
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto addFilter = [this, row, layout](const QString& label, RunFilterProxyModel::Criterion criterion) {
        auto* box = new QComboBox(row);
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        auto* caption = new QLabel(label, row);
        caption->setBuddy(box);
        layout->addWidget(caption);
        layout->addWidget(box);
        connect(box, &QComboBox::currentIndexChanged, this, [this, box, criterion] {
            m_proxy->setCriterion(criterion, box->currentData().toString());
            updateCount();
        });
        return box;
    };
    m_traceFilter = addFilter(tr("T&race:"), RunFilterProxyModel::Criterion::Trace);
    m_policyFilter = addFilter(tr("&Policy:"), RunFilterProxyModel::Criterion::Policy);
    m_tagFilter = addFilter(tr("Ta&g:"), RunFilterProxyModel::Criterion::Tag);
    m_groupFilter = addFilter(tr("Gro&up:"), RunFilterProxyModel::Criterion::Group);
    layout->addStretch(1);
    m_count = new QLabel(row);
    layout->addWidget(m_count);
    return row;
}

QComboBox* RunBrowser::filterBox(RunFilterProxyModel::Criterion criterion) const
{
    switch (criterion) {
    case RunFilterProxyModel::Criterion::Trace: return m_traceFilter;
    case RunFilterProxyModel::Criterion::Policy: return m_policyFilter;
    case RunFilterProxyModel::Criterion::Tag: return m_tagFilter;
    case RunFilterProxyModel::Criterion::Group: return m_groupFilter;
    }
    return nullptr;
}

QAction* RunBrowser::action(Action action) const
{
    switch (action) {
    case Action::Compare: return m_compare;
    case Action::Open: return m_open;
    case Action::Rename: return m_rename;
    case Action::Tags: return m_tags;
    case Action::Notes: return m_notes;
    case Action::Delete: return m_delete;
    case Action::Export: return m_export;
    case Action::Import: return m_import;
    }
    return nullptr;
}

void RunBrowser::onRunsChanged()
{
    const std::vector<std::int64_t> selected = selectedIds();
    const bool firstRuns = m_model->rowCount() == 0;
    m_model->setRuns(m_library.runs());
    // Sized once, when runs first appear: later the user's widths stay.
    if (firstRuns && m_model->rowCount() > 0)
        m_view->resizeColumnsToContents();

    std::map<QString, QString> traces;   // path -> shown text; sorted and distinct
    std::set<QString> policies;
    std::set<QString> tags;
    std::set<QString> groups;
    for (const StoredRun& run : m_model->runs()) {
        const QString path = QString::fromStdString(run.description.tracePath);
        traces.emplace(path, QFileInfo(path).fileName());
        policies.insert(QString::fromStdString(run.description.policy));
        for (const std::string& tag : run.tags)
            tags.insert(QString::fromStdString(tag));
        if (!run.group.empty())
            groups.insert(QString::fromStdString(run.group));
        for (const std::string& group : run.groups)  // every sweep or study that asked for the run
            groups.insert(QString::fromStdString(group));
    }
    QStringList tracePaths;
    QStringList traceNames;
    for (const auto& [path, name] : traces) {
        tracePaths << path;
        traceNames << name;
    }
    const QStringList policyList(policies.begin(), policies.end());
    const QStringList tagList(tags.begin(), tags.end());
    const QStringList groupList(groups.begin(), groups.end());
    refillFilter(RunFilterProxyModel::Criterion::Trace, tracePaths, traceNames);
    refillFilter(RunFilterProxyModel::Criterion::Policy, policyList, policyList);
    refillFilter(RunFilterProxyModel::Criterion::Tag, tagList, tagList);
    refillFilter(RunFilterProxyModel::Criterion::Group, groupList, groupList);
    selectIds(selected);
    updateCount();
    updateActions();
}

void RunBrowser::refillFilter(RunFilterProxyModel::Criterion criterion, const QStringList& values,
                              const QStringList& texts)
{
    static const char* const kAnyTexts[] = {
        QT_TR_NOOP("All traces"), QT_TR_NOOP("All policies"), QT_TR_NOOP("All tags"), QT_TR_NOOP("All groups")};
    QComboBox* box = filterBox(criterion);
    const QString current = box->currentData().toString();
    {
        const QSignalBlocker blocker(box);
        box->clear();
        box->addItem(tr(kAnyTexts[static_cast<int>(criterion)]), QString());
        for (qsizetype i = 0; i < values.size(); ++i) {
            box->addItem(texts[i], values[i]);
            box->setItemData(box->count() - 1, values[i], Qt::ToolTipRole);
        }
        // A filter whose value is gone (its last run deleted) goes back to "all".
        box->setCurrentIndex(std::max(0, box->findData(current)));
    }
    box->setEnabled(!values.isEmpty());
    m_proxy->setCriterion(criterion, box->currentData().toString());
}

void RunBrowser::updateCount()
{
    const int total = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    m_count->setText(shown == total ? RunLibrary::runCountText(total)
                                    : tr("%1 of %2 shown").arg(shown).arg(RunLibrary::runCountText(total)));
}

void RunBrowser::updateActions()
{
    const auto count = static_cast<int>(selectedIds().size());
    const bool writable = m_library.canStore();
    m_compare->setEnabled(count >= kMinimumToCompare);
    m_open->setEnabled(count == 1);
    m_rename->setEnabled(writable && count == 1);
    m_notes->setEnabled(writable && count == 1);
    m_tags->setEnabled(writable && count >= 1);
    m_delete->setEnabled(writable && count >= 1);
    m_export->setEnabled(count >= 1);
    m_import->setEnabled(writable);
}

std::vector<std::int64_t> RunBrowser::selectedIds() const
{
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    std::vector<std::int64_t> ids;
    for (const QModelIndex& row : rows)
        ids.push_back(row.data(RunTableModel::kIdRole).toLongLong());
    return ids;
}

void RunBrowser::selectIds(const std::vector<std::int64_t>& ids)
{
    QItemSelection selection;
    for (const std::int64_t id : ids) {
        const int sourceRow = m_model->rowOf(id);
        if (sourceRow < 0)
            continue;
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
        if (index.isValid())
            selection.select(index, index);
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

std::vector<const StoredRun*> RunBrowser::selectedRuns() const
{
    std::vector<const StoredRun*> runs;
    for (const std::int64_t id : selectedIds()) {
        const int row = m_model->rowOf(id);
        if (row >= 0)
            runs.push_back(&m_model->run(row));
    }
    return runs;
}

void RunBrowser::compareSelected()
{
    std::vector<std::int64_t> ids = selectedIds();
    if (static_cast<int>(ids.size()) < kMinimumToCompare)
        return;
    emit statusMessage(tr("Loading %1 for the comparison…").arg(RunLibrary::runCountText(static_cast<qsizetype>(ids.size()))));
    m_library.load(std::move(ids), this, [this](std::vector<StoredRun> runs) { emit compareReady(runs); });
}

void RunBrowser::openSelected()
{
    const std::vector<const StoredRun*> runs = selectedRuns();
    if (runs.size() == 1)
        emit openRequested(*runs.front());
}

void RunBrowser::renameSelected()
{
    const std::vector<const StoredRun*> runs = selectedRuns();
    if (runs.size() != 1 || !m_library.canStore())
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename run"), tr("Name of run %1:").arg(runs.front()->id),
                                               QLineEdit::Normal, QString::fromStdString(runs.front()->name), &ok)
                             .trimmed();
    if (ok && !name.isEmpty())
        m_library.rename(runs.front()->id, name);
}

void RunBrowser::editTags()
{
    const std::vector<const StoredRun*> runs = selectedRuns();
    if (runs.empty() || !m_library.canStore())
        return;
    // With several runs the dialog shows the tags they share; a run keeps
    // its own other tags, so tagging many runs at once never loses one.
    QStringList common = toStringList(runs.front()->tags);
    for (const StoredRun* run : runs) {
        const QStringList own = toStringList(run->tags);
        common.removeIf([&own](const QString& tag) { return !own.contains(tag); });
    }
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Tags"),
        runs.size() == 1 ? tr("Tags of run %1, separated by commas:").arg(runs.front()->id)
                         : tr("Tags shared by the %1 selected runs, separated by commas:").arg(runs.size()),
        QLineEdit::Normal, common.join(QStringLiteral(", ")), &ok);
    if (!ok)
        return;
    const QStringList edited = splitTags(text);
    for (const StoredRun* run : runs) {
        QStringList tags = toStringList(run->tags);
        tags.removeIf([&common](const QString& tag) { return common.contains(tag); });
        for (const QString& tag : edited) {
            if (!tags.contains(tag))
                tags << tag;
        }
        m_library.setTags(run->id, tags);
    }
}

void RunBrowser::editNotes()
{
    const std::vector<const StoredRun*> runs = selectedRuns();
    if (runs.size() != 1 || !m_library.canStore())
        return;
    bool ok = false;
    const QString notes = QInputDialog::getMultiLineText(this, tr("Notes"), tr("Notes on run %1:").arg(runs.front()->id),
                                                         QString::fromStdString(runs.front()->notes), &ok);
    if (ok)
        m_library.setNotes(runs.front()->id, notes);
}

void RunBrowser::deleteSelected()
{
    std::vector<std::int64_t> ids = selectedIds();
    if (ids.empty() || !m_library.canStore() || m_confirmation)
        return;
    const auto count = static_cast<int>(ids.size());
    m_confirmation = new QMessageBox(
        QMessageBox::Question, tr("Delete runs"),
        tr("Delete %1 from %2?").arg(RunLibrary::runCountText(count), QFileInfo(m_library.path()).fileName()),
        QMessageBox::Yes | QMessageBox::No, this);
    m_confirmation->setObjectName(QStringLiteral("confirmDelete"));
    m_confirmation->setInformativeText(tr("This cannot be undone. Export them first to keep a copy."));
    m_confirmation->setDefaultButton(QMessageBox::No);
    m_confirmation->setAttribute(Qt::WA_DeleteOnClose);
    m_confirmation->setWindowModality(Qt::WindowModal);
    connect(m_confirmation, &QMessageBox::finished, this, [this, ids = std::move(ids)](int result) {
        m_confirmation = nullptr;
        if (result == QMessageBox::Yes)
            m_library.remove(ids);
    });
    m_confirmation->open();
}

void RunBrowser::exportSelected()
{
    std::vector<std::int64_t> ids = selectedIds();
    if (ids.empty())
        return;
    const QString file = QFileDialog::getSaveFileName(this, tr("Export runs"), QStringLiteral("schedlab-runs.sqlite"),
                                                      tr(kRunFileFilter), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (file.isEmpty())
        return;
    if (QFileInfo::exists(file)) {
        QMessageBox::warning(this, tr("Export runs"),
                             tr("%1 already exists. SchedLab never overwrites a file: choose a new name.").arg(file));
        return;
    }
    m_library.exportRuns(std::move(ids), file);
}

void RunBrowser::importRuns()
{
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Import runs"), {}, tr(kRunFileFilter));
    if (!file.isEmpty())
        m_library.importRuns(file);
}

}  // namespace schedlab
