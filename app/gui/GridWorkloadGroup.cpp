#include "GridWorkloadGroup.h"

#include "workload/SiteMapFile.h"
#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolButton>

#include <array>
#include <stdexcept>

namespace schedlab {

namespace {

// The extracts of Yahyapour (2002), ch. 5 by name; the core (NamedExtract) knows their
// job ranges, which are read back from it rather than repeated here.
constexpr std::array<const char*, 3> kExtractNames = {"10_20k", "30_40k", "60_70k"};

// Combo data: the spec, or its prefix for the rules that take an argument.
const QString kSitesMap = QStringLiteral("sites:map");
const QString kWideLocal = QStringLiteral("wide:local");
const QString kWideMax = QStringLiteral("wide:max");
const char* const kRoundRobin = "sites:round-robin";

// SiteAssignmentTransform's FIELD names, with what the user sees.
struct MapField {
    const char* name;
    const char* label;
};
constexpr std::array<MapField, 5> kMapFields = {{
    {"user", QT_TRANSLATE_NOOP("schedlab::GridWorkloadGroup", "User")},
    {"group", QT_TRANSLATE_NOOP("schedlab::GridWorkloadGroup", "Group")},
    {"queue", QT_TRANSLATE_NOOP("schedlab::GridWorkloadGroup", "Queue")},
    {"partition", QT_TRANSLATE_NOOP("schedlab::GridWorkloadGroup", "Partition")},
    {"job", QT_TRANSLATE_NOOP("schedlab::GridWorkloadGroup", "Job number")},
}};

// Five digits: more nodes than any machine modelled, and a compact spin box.
constexpr int kWideMaxLimit = 99'999;
// Long item texts must not make the dock wider than its default width.
constexpr int kComboMinimumChars = 14;
// The red of platform problems and skipped records.
const QString kProblemStyle = QStringLiteral("color: #c0392b;");

// Settings keys, beside the other trace transforms (the workbench's trace/... keys).
const QString kExtractKey = QStringLiteral("trace/grid/extract");
const QString kSitesKey = QStringLiteral("trace/grid/sites");
const QString kMapFieldKey = QStringLiteral("trace/grid/siteMapField");
const QString kMapFileKey = QStringLiteral("trace/grid/siteMapFile");
const QString kWideKey = QStringLiteral("trace/grid/wide");
const QString kWideMaxKey = QStringLiteral("trace/grid/wideMax");

QComboBox* compactCombo(QWidget* parent)
{
    auto* combo = new QComboBox(parent);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(kComboMinimumChars);
    return combo;
}

void addItem(QComboBox* combo, const QString& text, const QString& data, const QString& tip)
{
    combo->addItem(text, data);
    combo->setItemData(combo->count() - 1, tip, Qt::ToolTipRole);
}

QLabel* noteLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->hide();
    return label;
}

void selectData(QComboBox* combo, const QVariant& data)
{
    combo->setCurrentIndex(std::max(0, combo->findData(data)));
}

}  // namespace

GridWorkloadGroup::GridWorkloadGroup(QWidget* parent) : QGroupBox(tr("Grid workload"), parent)
{
    setToolTip(tr("How a trace becomes a grid workload (Yahyapour (2002), ch. 5). The extract takes the place of "
                  "the job range; sites, then wide jobs, apply after the month and before the other "
                  "transforms."));
    m_extract = compactCombo(this);
    m_sites = compactCombo(this);
    m_mapField = new QComboBox(this);
    m_mapPath = new QLineEdit(this);
    m_mapBrowse = new QToolButton(this);
    m_mapStatus = noteLabel(this);
    // Messages name files; whatever they say, they must not widen the dock.
    m_mapStatus->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_wide = compactCombo(this);
    m_wideMax = new QSpinBox(this);
    m_sitesNote = noteLabel(this);
    m_wideWarning = noteLabel(this);
    m_wideWarning->setStyleSheet(kProblemStyle);

    addExtracts();
    addSiteRules();
    addWideRules();

    m_mapRow = new QWidget(this);
    auto* mapLayout = new QHBoxLayout(m_mapRow);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    mapLayout->addWidget(m_mapField);
    mapLayout->addWidget(m_mapPath, 1);
    mapLayout->addWidget(m_mapBrowse);

    auto* form = new QFormLayout(this);
    form->addRow(tr("Extract:"), m_extract);
    form->addRow(tr("Sites:"), m_sites);
    form->addRow(m_mapRow);
    form->addRow(m_mapStatus);
    form->addRow(tr("Wide jobs:"), m_wide);
    // A row of its own: beside the rule it made the dock too wide.
    form->addRow(tr("N:"), m_wideMax);
    form->addRow(m_sitesNote);
    form->addRow(m_wideWarning);

    connect(m_mapBrowse, &QToolButton::clicked, this, &GridWorkloadGroup::browseSiteMap);
    // A typed path is checked when the user is done with it, as a chosen one is.
    connect(m_mapPath, &QLineEdit::editingFinished, this, [this] { setSiteMapFile(m_mapPath->text()); });
    for (QComboBox* box : {m_extract, m_sites, m_mapField, m_wide}) {
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            updateState();
            emit changed();
        });
    }
    connect(m_wideMax, &QSpinBox::valueChanged, this, [this] {
        updateState();
        emit changed();
    });
    updateState();
}

void GridWorkloadGroup::addExtracts()
{
    addItem(m_extract, tr("Whole trace"), QString(), tr("No extract: every job of the trace."));
    const QLocale locale;
    for (const char* name : kExtractNames) {
        // The canonical spec is the range the core records for the extract.
        Extract extract;
        extract.name = QString::fromLatin1(name);
        extract.spec = WorkloadTransform::parse(std::string("extract:") + name)->spec();
        const TransformSpec range(extract.spec);
        extract.first = range.integer(0, "FIRST");
        extract.last = range.integer(1, "LAST");
        addItem(m_extract,
                tr("%1 (jobs %2 to %3)").arg(extract.name, locale.toString(qlonglong(extract.first)),
                                             locale.toString(qlonglong(extract.last))),
                extract.name,
                tr("Keep jobs %1 to %2 by position in the trace, as the grid studies' extract %3 "
                   "(recorded as %4). While chosen, it replaces the Jobs range.")
                    .arg(locale.toString(qlonglong(extract.first)), locale.toString(qlonglong(extract.last)),
                         extract.name, QString::fromStdString(extract.spec)));
        m_extracts.push_back(std::move(extract));
    }
    m_extract->setToolTip(tr("A job-index extract of the grid studies (Yahyapour (2002), ch. 5): 10,000 jobs, more "
                             "than three months of CTC."));
}

void GridWorkloadGroup::addSiteRules()
{
    addItem(m_sites, tr("None"), QString(),
            tr("Jobs get no origin site. If the policy or the wide-job rule needs one, round-robin "
               "is used for the run and a note below says so."));
    addItem(m_sites, tr("Round-robin"), QString::fromLatin1(kRoundRobin),
            tr("Job k (by position, after the extract) goes to machine k mod the number of machines, "
               "as in Yahyapour (2002), ch. 5."));
    addItem(m_sites, tr("By partition field"), QStringLiteral("sites:partition"),
            tr("By the SWF partition field (16): its distinct values, ascending, go to machines "
               "0, 1, 2, … (wrapping round when there are more values than machines)."));
    addItem(m_sites, tr("By queue field"), QStringLiteral("sites:queue"),
            tr("By the SWF queue field (15): its distinct values, ascending, go to machines "
               "0, 1, 2, … (wrapping round when there are more values than machines)."));
    addItem(m_sites, tr("Custom map file…"), kSitesMap,
            tr("A text file of 'VALUE SITE' lines over one job field: VALUE is an integer or * "
               "(every other value), SITE a machine name or 0-based index; # starts a comment."));
    m_sites->setToolTip(tr("The origin site of each job: the machine whose local users submitted it. "
                           "grid-local runs every job at its origin site; the other grid policies "
                           "pool the jobs and ignore it."));

    for (const MapField& field : kMapFields)
        m_mapField->addItem(tr(field.label), QString::fromLatin1(field.name));
    m_mapField->setToolTip(tr("The job field whose values the map file lists"));
    m_mapPath->setPlaceholderText(tr("site map file"));
    m_mapBrowse->setText(tr("…"));
    m_mapBrowse->setToolTip(tr("Choose a site map file"));
}

void GridWorkloadGroup::addWideRules()
{
    addItem(m_wide, tr("Unchanged"), QString(),
            tr("Jobs wider than a machine stay whole: only multi-site scheduling can run them, "
               "otherwise the run stops with an error."));
    addItem(m_wide, tr("Split to the local machine"), kWideLocal,
            tr("Split a wide job into parts of its own site's machine size (needs sites; "
               "grid-local on machines of different sizes needs this rule)."));
    addItem(m_wide, tr("Split to the largest machine"), QStringLiteral("wide:largest"),
            tr("Split a wide job into parts of the largest machine's size."));
    addItem(m_wide, tr("Split into parts of N nodes"), kWideMax,
            tr("Split a wide job into parts of at most N nodes (64: the _max64 workloads)."));
    addItem(m_wide, tr("Keep (multi-site only)"), QStringLiteral("wide:keep"),
            tr("Keep wide jobs whole and record that choice: only grid-multisite, or economic "
               "with multi-site offers, can run them."));
    m_wide->setToolTip(tr("The wide-job rule of Yahyapour (2002), ch. 5, so that no job is lost on machines smaller "
                          "than the widest job. Parts keep the job's submission time, run time, "
                          "estimate, user and site: the total work is unchanged."));
    m_wideMax->setRange(1, kWideMaxLimit);
    m_wideMax->setValue(kDefaultWideMax);
    m_wideMax->setSuffix(tr(" nodes"));
    m_wideMax->setToolTip(tr("N: the most nodes one part of a split job may have"));
}

const GridWorkloadGroup::Extract* GridWorkloadGroup::chosenExtract() const
{
    const QString name = m_extract->currentData().toString();
    for (const Extract& extract : m_extracts) {
        if (extract.name == name)
            return &extract;
    }
    return nullptr;
}

bool GridWorkloadGroup::siteMapChosen() const
{
    return m_sites->currentData().toString() == kSitesMap;
}

std::string GridWorkloadGroup::extractSpec() const
{
    const Extract* extract = chosenExtract();
    return extract ? extract->spec : std::string();
}

std::optional<std::pair<std::int64_t, std::int64_t>> GridWorkloadGroup::extractPositions() const
{
    if (const Extract* extract = chosenExtract())
        return std::pair{extract->first, extract->last};
    return std::nullopt;
}

bool GridWorkloadGroup::sitesAreAutomatic() const
{
    // A chosen rule, or the trace's own sites (e.g. the per-site Poisson
    // streams of generate:site-poisson), which round-robin would replace.
    if (!m_sites->currentData().toString().isEmpty() || m_traceHasSites)
        return false;
    // Only these stop a run without origin sites: grid-local reads them and
    // wide:local splits to them. The other grid policies ignore them, but
    // round-robin keeps the run the Yahyapour (2002), ch. 5 workload all the same.
    const bool gridRun = m_context.gridPolicy && m_context.machineCount > 1;
    return gridRun || m_wide->currentData().toString() == kWideLocal;
}

std::vector<std::string> GridWorkloadGroup::siteAndWideSpecs() const
{
    std::vector<std::string> specs;
    const QString sites = m_sites->currentData().toString();
    if (siteMapChosen()) {
        specs.push_back(QStringLiteral("%1:%2:%3")
                            .arg(kSitesMap, m_mapField->currentData().toString(),
                                 QFileInfo(m_mapPath->text()).absoluteFilePath())
                            .toStdString());
    } else if (!sites.isEmpty()) {
        specs.push_back(sites.toStdString());
    } else if (sitesAreAutomatic()) {
        specs.emplace_back(kRoundRobin);
    }
    const QString wide = m_wide->currentData().toString();
    if (wide == kWideMax)
        specs.push_back(QStringLiteral("%1:%2").arg(wide).arg(m_wideMax->value()).toStdString());
    else if (!wide.isEmpty())
        specs.push_back(wide.toStdString());
    return specs;
}

QString GridWorkloadGroup::siteMapProblem() const
{
    if (!siteMapChosen())
        return {};
    if (m_mapPath->text().isEmpty())
        return tr("Choose a site map file (Trace ▸ Grid workload ▸ Sites), or another Sites rule.");
    return m_mapProblem;
}

QString GridWorkloadGroup::problem() const
{
    if (const QString map = siteMapProblem(); !map.isEmpty())
        return map;
    if (const Extract* extract = chosenExtract(); extract && m_jobCount > 0 && extract->first > m_jobCount) {
        return tr("The extract %1 starts at job %2, but the trace has only %3 jobs.")
            .arg(extract->name, QLocale().toString(qlonglong(extract->first)),
                 QLocale().toString(qlonglong(m_jobCount)));
    }
    return {};
}

void GridWorkloadGroup::setRunContext(const GridRunContext& context)
{
    m_context = context;
    updateState();
}

void GridWorkloadGroup::setTraceFacts(std::int64_t jobCount, int widestJob, bool dropWider, bool jobsHaveSites)
{
    m_traceHasSites = jobsHaveSites;
    m_jobCount = jobCount;
    m_widestJob = widestJob;
    m_dropWider = dropWider;
    // An extract beyond the trace would keep no job.
    if (auto* model = qobject_cast<QStandardItemModel*>(m_extract->model())) {
        for (int i = 0; i < m_extract->count(); ++i) {
            const QString name = m_extract->itemData(i).toString();
            for (const Extract& extract : m_extracts) {
                if (extract.name == name)
                    model->item(i)->setEnabled(jobCount == 0 || extract.first <= jobCount);
            }
        }
    }
    updateState();
}

bool GridWorkloadGroup::wideJobsUnhandled() const
{
    if (m_context.widestRunnableJob <= 0 || m_widestJob <= m_context.widestRunnableJob || m_dropWider)
        return false;
    const QString wide = m_wide->currentData().toString();
    if (wide == kWideMax)
        return m_wideMax->value() > m_context.widestRunnableJob;
    // Splitting to a machine's size always fits; Unchanged and Keep do not.
    return wide.isEmpty() || wide == QLatin1String("wide:keep");
}

bool GridWorkloadGroup::setSiteMapFile(const QString& path)
{
    const QString absolute = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    m_mapPath->setText(absolute);
    m_mapPath->setToolTip(absolute);
    m_mapProblem.clear();
    if (!absolute.isEmpty()) {
        try {
            const SiteMapFile map(absolute.toStdString());
            const QString file = QFileInfo(absolute).fileName();
            m_mapStatus->setText(map.ruleCount() == 1 ? tr("1 rule read from %1").arg(file)
                                                      : tr("%1 rules read from %2").arg(map.ruleCount()).arg(file));
        } catch (const std::exception& error) {
            m_mapProblem = QString::fromStdString(error.what());
        }
    }
    updateState();
    emit changed();
    return !absolute.isEmpty() && m_mapProblem.isEmpty();
}

void GridWorkloadGroup::browseSiteMap()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a site map"),
                                                      QFileInfo(m_mapPath->text()).absolutePath(),
                                                      tr("Site maps (*.map *.txt);;All files (*)"));
    if (!path.isEmpty())
        setSiteMapFile(path);
}

void GridWorkloadGroup::updateState()
{
    auto* form = qobject_cast<QFormLayout*>(layout());
    const bool map = siteMapChosen();
    form->setRowVisible(m_mapRow, map);
    const QString mapProblem = siteMapProblem();
    const bool mapBroken = !mapProblem.isEmpty();
    if (mapBroken) {
        // The file name is enough beside the path field, and a long path
        // (one unbreakable word) would widen the dock; the tooltip has it all.
        const QString path = m_mapPath->text();
        m_mapStatus->setText(path.isEmpty() ? mapProblem
                                            : QString(mapProblem).replace(path, QFileInfo(path).fileName()));
    }
    m_mapStatus->setToolTip(mapBroken ? mapProblem : m_mapPath->text());
    m_mapStatus->setStyleSheet(mapBroken ? kProblemStyle : QString());
    form->setRowVisible(m_mapStatus, map && (mapBroken || !m_mapPath->text().isEmpty()));
    form->setRowVisible(m_wideMax, m_wide->currentData().toString() == kWideMax);

    if (sitesAreAutomatic()) {
        const QString reason = m_wide->currentData().toString() == kWideLocal && !m_context.gridPolicy
                                   ? tr("splitting to the local machine needs each job's site")
                                   : tr("%1 is a grid policy").arg(m_context.policyName);
        m_sitesNote->setText(tr("Sites: round-robin is used (job k to machine k mod %1, Yahyapour (2002), ch. 5), "
                                "as %2. Choose a Sites rule to change it.")
                                 .arg(m_context.machineCount)
                                 .arg(reason));
    }
    m_sitesNote->setVisible(sitesAreAutomatic());

    if (wideJobsUnhandled()) {
        m_wideWarning->setText(tr("Jobs up to %1 nodes wide, but %2 can give one job at most %3 nodes "
                                  "here: choose a Wide jobs rule or drop wider jobs, or the run stops.")
                                   .arg(m_widestJob)
                                   .arg(m_context.policyName)
                                   .arg(m_context.widestRunnableJob));
    }
    m_wideWarning->setVisible(wideJobsUnhandled());

    // Scroll to the lowest note that has just appeared; the ones above it
    // come into view with it.
    const bool sitesNote = sitesAreAutomatic();
    const bool wideWarning = wideJobsUnhandled();
    if (wideWarning && !m_wideWarningShown)
        emit attentionNeeded(m_wideWarning);
    else if (sitesNote && !m_sitesNoteShown)
        emit attentionNeeded(m_sitesNote);
    else if (mapBroken && !m_mapProblemShown)
        emit attentionNeeded(m_mapStatus);
    m_sitesNoteShown = sitesNote;
    m_wideWarningShown = wideWarning;
    m_mapProblemShown = mapBroken;
}

void GridWorkloadGroup::saveSettings(QSettings& settings) const
{
    settings.setValue(kExtractKey, m_extract->currentData());
    settings.setValue(kSitesKey, m_sites->currentData());
    settings.setValue(kMapFieldKey, m_mapField->currentData());
    settings.setValue(kMapFileKey, m_mapPath->text());
    settings.setValue(kWideKey, m_wide->currentData());
    settings.setValue(kWideMaxKey, m_wideMax->value());
}

void GridWorkloadGroup::restoreSettings(const QSettings& settings)
{
    selectData(m_extract, settings.value(kExtractKey, QString()));
    selectData(m_mapField, settings.value(kMapFieldKey, QString()));
    const QString mapFile = settings.value(kMapFileKey).toString();
    if (!mapFile.isEmpty())
        setSiteMapFile(mapFile);
    selectData(m_sites, settings.value(kSitesKey, QString()));
    selectData(m_wide, settings.value(kWideKey, QString()));
    m_wideMax->setValue(settings.value(kWideMaxKey, kDefaultWideMax).toInt());
    updateState();
}

}  // namespace schedlab
