#include "PlatformItemDelegate.h"

#include "PlatformTableModel.h"

#include "platform/Platform.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>

#include <algorithm>

namespace schedlab {

namespace {

constexpr int kSpeedDecimals = 3;
constexpr double kMaxSpeed = 1000.0;
constexpr double kSpeedStep = 0.1;
constexpr int kDataDecimals = 3;
constexpr double kMaxDataValue = 1e9;  // MB/s or GB: far beyond any machine
constexpr double kDataStep = 1.0;

}  // namespace

QWidget* PlatformItemDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& /*option*/,
                                            const QModelIndex& index) const
{
    auto* self = const_cast<PlatformItemDelegate*>(this);
    switch (index.column()) {
    case PlatformTableModel::NodesColumn: {
        auto* editor = new QSpinBox(parent);
        editor->setFrame(false);
        editor->setRange(0, Platform::kMaxNodes);
        connect(editor, &QSpinBox::valueChanged, self, [self, editor] { emit self->commitData(editor); });
        return editor;
    }
    case PlatformTableModel::SpeedColumn: {
        auto* editor = new QDoubleSpinBox(parent);
        editor->setFrame(false);
        editor->setDecimals(kSpeedDecimals);
        editor->setRange(0.0, kMaxSpeed);
        editor->setSingleStep(kSpeedStep);
        connect(editor, &QDoubleSpinBox::valueChanged, self, [self, editor] { emit self->commitData(editor); });
        return editor;
    }
    case PlatformTableModel::BandwidthColumn:
    case PlatformTableModel::DiskColumn: {
        auto* editor = new QDoubleSpinBox(parent);
        editor->setFrame(false);
        editor->setDecimals(kDataDecimals);
        editor->setRange(0.0, kMaxDataValue);
        editor->setSingleStep(kDataStep);
        // 0 is "none": say so in the editor as the cell does.
        editor->setSpecialValueText(index.column() == PlatformTableModel::BandwidthColumn ? tr("free")
                                                                                            : tr("no limit"));
        connect(editor, &QDoubleSpinBox::valueChanged, self, [self, editor] { emit self->commitData(editor); });
        return editor;
    }
    case PlatformTableModel::QueueColumn: {
        auto* editor = new QComboBox(parent);
        editor->setFrame(false);
        for (const LocalQueue queue : {LocalQueue::Single, LocalQueue::LocalFirst})
            editor->addItem(PlatformTableModel::queueName(queue), PlatformTableModel::queueKey(queue));
        connect(editor, &QComboBox::activated, self, [self, editor] { emit self->commitData(editor); });
        return editor;
    }
    case PlatformTableModel::QosTypeColumn: {
        auto* editor = new QComboBox(parent);
        editor->setFrame(false);
        for (const QString& key : PlatformTableModel::qosTypeKeys())
            editor->addItem(key.isEmpty() ? tr("policy decides") : key, key);
        connect(editor, &QComboBox::activated, self, [self, editor] { emit self->commitData(editor); });
        return editor;
    }
    default: {
        auto* editor = new QLineEdit(parent);
        editor->setFrame(false);
        // Empty is a domain of its own, named after the machine: say so.
        if (index.column() == PlatformTableModel::DomainColumn)
            editor->setPlaceholderText(index.siblingAtColumn(PlatformTableModel::NameColumn).data().toString());
        connect(editor, &QLineEdit::textEdited, self, [self, editor] { emit self->commitData(editor); });
        return editor;
    }
    }
}

void PlatformItemDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* spin = qobject_cast<QSpinBox*>(editor))
        spin->setValue(index.data(Qt::EditRole).toInt());
    else if (auto* real = qobject_cast<QDoubleSpinBox*>(editor))
        real->setValue(index.data(Qt::EditRole).toDouble());
    else if (auto* line = qobject_cast<QLineEdit*>(editor))
        line->setText(index.data(Qt::EditRole).toString());
    else if (auto* choice = qobject_cast<QComboBox*>(editor))
        choice->setCurrentIndex(std::max(choice->findData(index.data(Qt::EditRole)), 0));
}

void PlatformItemDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                        const QModelIndex& index) const
{
    if (auto* spin = qobject_cast<QSpinBox*>(editor))
        model->setData(index, spin->value(), Qt::EditRole);
    else if (auto* real = qobject_cast<QDoubleSpinBox*>(editor))
        model->setData(index, real->value(), Qt::EditRole);
    else if (auto* line = qobject_cast<QLineEdit*>(editor))
        model->setData(index, line->text(), Qt::EditRole);
    else if (auto* choice = qobject_cast<QComboBox*>(editor))
        model->setData(index, choice->currentData(), Qt::EditRole);
}

}  // namespace schedlab
