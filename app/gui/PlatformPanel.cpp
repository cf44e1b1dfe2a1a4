#include "PlatformPanel.h"

#include "PlatformItemDelegate.h"
#include "PlatformTableModel.h"
#include "forms/CatalogueText.h"

#include "charts/PlatformDiagram.h"
#include "platform/AdaptiveGridPlatforms.h"
#include "platform/PlatformCatalog.h"
#include "platform/PlatformJson.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSpinBox>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <exception>

namespace schedlab {

namespace {

const QString kJsonFilter = QStringLiteral("*.json");
constexpr int kTableMinimumHeight = 110;
constexpr int kNewMachineNodes = 64;
const QString kSinglePrefix = QStringLiteral("single:");

}  // namespace

PlatformPanel::PlatformPanel(QWidget* parent) : QWidget(parent)
{
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("preset"));
    for (const PlatformPreset& preset : PlatformCatalog::presets()) {
        m_preset->addItem(QString::fromStdString(preset.name), QString::fromStdString(preset.name));
        m_preset->setItemData(m_preset->count() - 1, CatalogueText::of(preset.description),
                              Qt::ToolTipRole);
    }
    // The thesis's grids resolve by name like any preset but are not in the
    // catalogue's list (the CLI would list 18 near-twins), so they get their
    // own group here.
    m_preset->insertSeparator(m_preset->count());
    for (const auto& [name, description] : AdaptiveGridPlatforms::list()) {
        m_preset->addItem(QString::fromStdString(name), QString::fromStdString(name));
        m_preset->setItemData(m_preset->count() - 1, CatalogueText::of(description), Qt::ToolTipRole);
    }
    m_preset->insertSeparator(m_preset->count());
    m_preset->addItem(tr("Single machine"), QString::fromLatin1(kSingleMachineKey));
    m_preset->addItem(tr("Custom"), QString::fromLatin1(kCustomKey));
    m_preset->setToolTip(tr("A machine preset, one machine of N nodes, or your own machines"));

    m_singleNodes = new QSpinBox(this);
    m_singleNodes->setRange(1, Platform::kMaxNodes);
    m_singleNodes->setValue(kDefaultSingleNodes);
    m_singleNodes->setSuffix(tr(" nodes"));
    m_singleNodes->setEnabled(false);
    m_singleNodes->setToolTip(tr("Node count of the single machine"));

    m_name = new QLineEdit(this);
    m_name->setPlaceholderText(tr("platform name"));

    m_model = new PlatformTableModel(this);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setItemDelegate(new PlatformItemDelegate(m_table));
    m_table->horizontalHeader()->setSectionResizeMode(PlatformTableModel::NameColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(PlatformTableModel::NodesColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(PlatformTableModel::SpeedColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(PlatformTableModel::BandwidthColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(PlatformTableModel::DiskColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(PlatformTableModel::QueueColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(PlatformTableModel::QosTypeColumn, QHeaderView::ResizeToContents);
    // Names and domains share what is left: on a 1366-pixel screen the dock
    // is narrow, and a domain is usually as short as a machine's name.
    m_table->horizontalHeader()->setSectionResizeMode(PlatformTableModel::DomainColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_table->setMinimumHeight(kTableMinimumHeight);
    m_table->setAlternatingRowColors(true);

    m_add = new QToolButton(this);
    m_add->setIcon(QIcon(QStringLiteral(":/icons/add.svg")));
    m_add->setToolTip(tr("Add a machine"));
    m_remove = new QToolButton(this);
    m_remove->setIcon(QIcon(QStringLiteral(":/icons/remove.svg")));
    m_remove->setToolTip(tr("Remove the selected machine"));
    auto* load = new QToolButton(this);
    load->setText(tr("Load…"));
    load->setToolTip(tr("Load a platform from a JSON file"));
    auto* save = new QToolButton(this);
    save->setText(tr("Save…"));
    save->setToolTip(tr("Save this platform as JSON"));

    m_summary = new QLabel(this);
    m_problemsLabel = new QLabel(this);
    m_problemsLabel->setWordWrap(true);
    m_problemsLabel->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_problemsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_diagram = new PlatformDiagram(this);

    auto* form = new QFormLayout;
    auto* presetRow = new QHBoxLayout;
    presetRow->addWidget(m_preset, 1);
    presetRow->addWidget(m_singleNodes);
    form->addRow(tr("Preset:"), presetRow);
    form->addRow(tr("Name:"), m_name);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    buttons->addWidget(m_summary);
    buttons->addStretch();
    buttons->addWidget(load);
    buttons->addWidget(save);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_diagram);

    connect(m_preset, &QComboBox::activated, this, &PlatformPanel::onPresetActivated);
    connect(m_singleNodes, &QSpinBox::valueChanged, this, [this] {
        if (!m_updating)
            showPlatform(PlatformCatalog::singleMachine(m_singleNodes->value()));
    });
    connect(m_name, &QLineEdit::textEdited, this, [this] { onTableEdited(); });
    connect(m_model, &PlatformTableModel::edited, this, &PlatformPanel::onTableEdited);
    connect(m_add, &QToolButton::clicked, this, [this] {
        const int row = m_model->addMachine(kNewMachineNodes);
        m_table->selectRow(row);
    });
    connect(m_remove, &QToolButton::clicked, this, [this] {
        const QModelIndex current = m_table->currentIndex();
        if (current.isValid())
            m_model->removeMachine(current.row());
    });
    connect(load, &QToolButton::clicked, this, &PlatformPanel::openJson);
    connect(save, &QToolButton::clicked, this, &PlatformPanel::saveJsonAs);

    select(QStringLiteral("ctc-sp2"));
}

Platform PlatformPanel::platform() const
{
    return Platform(m_name->text().toStdString(), m_model->machines());
}

QString PlatformPanel::selectionKey() const
{
    const QString key = m_preset->currentData().toString();
    if (key == QLatin1String(kSingleMachineKey))
        return kSinglePrefix + QString::number(m_singleNodes->value());
    return key;
}

bool PlatformPanel::select(const QString& name, QString* error)
{
    if (name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return loadJson(name, error);
    if (name.startsWith(kSinglePrefix)) {
        bool ok = false;
        const int nodes = name.mid(kSinglePrefix.size()).toInt(&ok);
        if (!ok || nodes < 1 || nodes > Platform::kMaxNodes) {
            if (error)
                *error = tr("'%1': the node count must be a whole number from 1 to %2")
                             .arg(name)
                             .arg(Platform::kMaxNodes);
            return false;
        }
        m_updating = true;
        m_preset->setCurrentIndex(m_preset->findData(QString::fromLatin1(kSingleMachineKey)));
        m_singleNodes->setValue(nodes);
        m_singleNodes->setEnabled(true);
        m_updating = false;
        showPlatform(PlatformCatalog::singleMachine(nodes));
        return true;
    }
    std::string problem;
    const auto preset = PlatformCatalog::preset(name.toStdString(), problem);
    if (!preset) {
        if (error)
            *error = QString::fromStdString(problem);
        return false;
    }
    const int index = m_preset->findData(name);
    m_preset->setCurrentIndex(index >= 0 ? index : m_preset->findData(QString::fromLatin1(kCustomKey)));
    m_singleNodes->setEnabled(false);
    showPlatform(*preset);
    return true;
}

void PlatformPanel::setCustomPlatform(const Platform& platform)
{
    m_preset->setCurrentIndex(m_preset->findData(QString::fromLatin1(kCustomKey)));
    m_singleNodes->setEnabled(false);
    showPlatform(platform);
}

void PlatformPanel::onPresetActivated(int index)
{
    const QString key = m_preset->itemData(index).toString();
    if (key == QLatin1String(kCustomKey)) {
        m_singleNodes->setEnabled(false);
        return;  // keep the machines as they are, now editable as "custom"
    }
    if (key == QLatin1String(kSingleMachineKey)) {
        select(kSinglePrefix + QString::number(m_singleNodes->value()));
        return;
    }
    select(key);
}

void PlatformPanel::onTableEdited()
{
    markCustom();
    revalidate();
    emit platformChanged();
}

void PlatformPanel::markCustom()
{
    m_updating = true;
    m_preset->setCurrentIndex(m_preset->findData(QString::fromLatin1(kCustomKey)));
    m_singleNodes->setEnabled(false);
    m_updating = false;
}

void PlatformPanel::showPlatform(const Platform& platform)
{
    m_name->setText(QString::fromStdString(platform.name()));
    m_model->setMachines(platform.machines());
    revalidate();
    emit platformChanged();
}

void PlatformPanel::revalidate()
{
    const bool wasValid = isValid();
    const Platform current = platform();
    m_problems.clear();
    for (const std::string& problem : current.problems())
        m_problems << QString::fromStdString(problem);
    m_problemsLabel->setText(m_problems.join(QLatin1Char('\n')));
    m_problemsLabel->setVisible(!m_problems.isEmpty());
    m_summary->setText(tr("Total nodes: %1").arg(current.totalNodes()));
    m_remove->setEnabled(m_model->rowCount() > 0);
    if (isValid())
        m_diagram->setPlatform(current);
    m_diagram->setEnabled(isValid());
    if (wasValid != isValid())
        emit validityChanged(isValid());
}

bool PlatformPanel::loadJson(const QString& path, QString* error)
{
    try {
        setCustomPlatform(PlatformJson::loadFile(path.toStdString()));
        return true;
    } catch (const std::exception& failure) {
        if (error)
            *error = QString::fromStdString(failure.what());
        return false;
    }
}

bool PlatformPanel::saveJson(const QString& path, QString* error) const
{
    try {
        PlatformJson::saveFile(platform(), path.toStdString());
        return true;
    } catch (const std::exception& failure) {
        if (error)
            *error = QString::fromStdString(failure.what());
        return false;
    }
}

void PlatformPanel::openJson()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load platform"), {},
                                                      tr("Platform JSON (%1)").arg(kJsonFilter));
    if (path.isEmpty())
        return;
    QString error;
    if (!loadJson(path, &error))
        QMessageBox::warning(this, tr("Cannot load platform"),
                             tr("%1 could not be loaded:\n%2").arg(QFileInfo(path).fileName(), error));
}

void PlatformPanel::saveJsonAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save platform"),
                                                      m_name->text() + QStringLiteral(".json"),
                                                      tr("Platform JSON (%1)").arg(kJsonFilter));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveJson(path, &error))
        QMessageBox::warning(this, tr("Cannot save platform"), error);
}

}  // namespace schedlab
