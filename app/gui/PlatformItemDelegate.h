#pragma once

#include <QStyledItemDelegate>

namespace schedlab {

// Editors for the machine table that commit every keystroke, so that the
// platform is validated as the user types rather than when the editor
// closes. Ranges are wide on purpose: out-of-range values are explained by
// Platform::problems(), not silently clamped.
class PlatformItemDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;
};

}  // namespace schedlab
