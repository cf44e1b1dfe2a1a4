#include "ExportImageDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace schedlab {

namespace {

// Sizes people ask for: slides and screens, and print at 300 dpi.
struct SizePreset {
    const char* name;
    QSize size;
};
constexpr int kPresetCount = 5;
const SizePreset kPresets[kPresetCount] = {
    {QT_TRANSLATE_NOOP("schedlab::ExportImageDialog", "Full HD slide (1920 × 1080)"), QSize(1920, 1080)},
    {QT_TRANSLATE_NOOP("schedlab::ExportImageDialog", "QHD (2560 × 1440)"), QSize(2560, 1440)},
    {QT_TRANSLATE_NOOP("schedlab::ExportImageDialog", "4K (3840 × 2160)"), QSize(3840, 2160)},
    {QT_TRANSLATE_NOOP("schedlab::ExportImageDialog", "A4 landscape at 300 dpi (3508 × 2480)"), QSize(3508, 2480)},
    {QT_TRANSLATE_NOOP("schedlab::ExportImageDialog", "A4 portrait at 300 dpi (2480 × 3508)"), QSize(2480, 3508)},
};
// The combo's first entry is the size on screen, its last "Custom".
constexpr int kOnScreenIndex = 0;
constexpr int kFirstPresetIndex = 1;

}  // namespace

ExportImageDialog::ExportImageDialog(QSize onScreen, const GanttExportOptions& initial, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export Gantt chart"));
    m_preset = new QComboBox(this);
    m_preset->addItem(tr("As on screen (%1 × %2)").arg(onScreen.width()).arg(onScreen.height()), onScreen);
    for (const SizePreset& preset : kPresets)
        m_preset->addItem(tr(preset.name), preset.size);
    m_preset->addItem(tr("Custom"));
    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    for (QSpinBox* side : {m_width, m_height}) {
        side->setRange(kMinimumSide, kMaximumSide);
        side->setSuffix(tr(" px"));
    }
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(m_height);
    sizeRow->addStretch(1);

    m_whole = new QRadioButton(tr("The whole run: every node, first submission to last end"), this);
    m_view = new QRadioButton(tr("The view on screen: its time window and rows"), this);
    m_legend = new QCheckBox(tr("Legend beside the chart"), this);
    m_legend->setToolTip(tr("Draws the colour legend in a strip right of the chart, where it hides no job."));

    auto* form = new QFormLayout;
    form->addRow(tr("Size:"), m_preset);
    form->addRow(QString(), sizeRow);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export…"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_whole);
    layout->addWidget(m_view);
    layout->addWidget(m_legend);
    layout->addWidget(buttons);

    const QSize size = initial.size.isValid() ? initial.size : onScreen;
    m_width->setValue(size.width());
    m_height->setValue(size.height());
    (initial.wholeSchedule ? m_whole : m_view)->setChecked(true);
    m_legend->setChecked(initial.legend);
    matchPreset();

    connect(m_preset, &QComboBox::activated, this, &ExportImageDialog::applyPreset);
    connect(m_width, &QSpinBox::valueChanged, this, &ExportImageDialog::matchPreset);
    connect(m_height, &QSpinBox::valueChanged, this, &ExportImageDialog::matchPreset);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

GanttExportOptions ExportImageDialog::options() const
{
    GanttExportOptions options;
    options.size = QSize(m_width->value(), m_height->value());
    options.wholeSchedule = m_whole->isChecked();
    options.legend = m_legend->isChecked();
    return options;
}

void ExportImageDialog::applyPreset(int index)
{
    const QSize size = m_preset->itemData(index).toSize();
    if (!size.isValid())
        return;  // "Custom": the spin boxes say it
    const QSignalBlocker blockWidth(m_width);
    const QSignalBlocker blockHeight(m_height);
    m_width->setValue(size.width());
    m_height->setValue(size.height());
}

void ExportImageDialog::matchPreset()
{
    const QSize size(m_width->value(), m_height->value());
    int match = m_preset->count() - 1;  // "Custom"
    for (int i = kOnScreenIndex; i < kFirstPresetIndex + kPresetCount; ++i)
        if (m_preset->itemData(i).toSize() == size) {
            match = i;
            break;
        }
    m_preset->setCurrentIndex(match);
}

}  // namespace schedlab
