#include "SweepCheckList.h"

namespace schedlab {

namespace {

constexpr int kValueRole = Qt::UserRole;
constexpr int kPresetRole = Qt::UserRole + 1;  // true on the catalog's presets

}  // namespace

SweepCheckList::SweepCheckList(QWidget* parent) : QListWidget(parent) {}

QListWidgetItem* SweepCheckList::addCheckItem(const QString& text, const QString& value, bool checked,
                                              const QString& toolTip)
{
    auto* item = new QListWidgetItem(text, this);
    item->setData(kValueRole, value);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    item->setToolTip(toolTip.isEmpty() ? value : toolTip);
    return item;
}

QListWidgetItem* SweepCheckList::addPreset(const QString& text, const QString& value, const QString& toolTip)
{
    QListWidgetItem* item = addCheckItem(text, value, false, toolTip);
    item->setData(kPresetRole, true);
    return item;
}

QListWidgetItem* SweepCheckList::addAbovePresets(const QString& text, const QString& value, bool checked,
                                                 const QString& toolTip)
{
    int row = 0;
    while (row < count() && !item(row)->data(kPresetRole).toBool())
        ++row;
    QListWidgetItem* added = addCheckItem(text, value, checked, toolTip);
    takeItem(this->row(added));
    insertItem(row, added);
    return added;
}

QListWidgetItem* SweepCheckList::findValue(const QString& value) const
{
    for (int row = 0; row < count(); ++row) {
        if (item(row)->data(kValueRole).toString() == value)
            return item(row);
    }
    return nullptr;
}

QStringList SweepCheckList::checkedValues() const
{
    QStringList values;
    for (int row = 0; row < count(); ++row) {
        const QListWidgetItem* entry = item(row);
        if (entry->checkState() == Qt::Checked)
            values << entry->data(kValueRole).toString();
    }
    return values;
}

void SweepCheckList::setCheckedValues(const QStringList& values)
{
    for (int row = 0; row < count(); ++row) {
        QListWidgetItem* entry = item(row);
        entry->setCheckState(values.contains(entry->data(kValueRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

void SweepCheckList::elideSideways()
{
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTextElideMode(Qt::ElideRight);
    setUniformItemSizes(true);
}

int SweepCheckList::heightForRows(int rows) const
{
    return fontMetrics().height() * rows + 2 * frameWidth() + rows;
}

}  // namespace schedlab
