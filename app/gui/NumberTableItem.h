#pragma once

#include <QLocale>
#include <QTableWidgetItem>

namespace schedlab {

// A right-aligned number in the user's locale for the metric tables, with
// the value itself kept for tests and sorting (Qt::UserRole).
inline QTableWidgetItem* numberTableItem(double value, int decimals)
{
    auto* item = new QTableWidgetItem(QLocale().toString(value, 'f', decimals));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setData(Qt::UserRole, value);
    return item;
}

}  // namespace schedlab
