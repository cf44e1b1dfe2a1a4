#include "CsvTableView.h"

#include <QFile>
#include <QHeaderView>

namespace schedlab {

namespace {

const QColor kBetter{0xd9, 0xf2, 0xdc};
const QColor kWorse{0xf8, 0xdc, 0xdc};
// Columns after the first are numbers: right-aligned like the CLI's tables.
constexpr int kLabelColumns = 1;

}  // namespace

CsvTableView::CsvTableView(QWidget* parent) : QTableWidget(parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(false);
    verticalHeader()->setVisible(false);
    horizontalHeader()->setStretchLastSection(false);
    setWordWrap(false);
}

QColor CsvTableView::betterColor()
{
    return kBetter;
}

QColor CsvTableView::worseColor()
{
    return kWorse;
}

void CsvTableView::setTable(const CsvTable& table, const Improvements& improvements)
{
    m_table = table;
    clear();
    setColumnCount(int(table.columnCount()));
    setRowCount(int(table.rowCount()));
    QStringList headers;
    for (const std::string& header : table.headers())
        headers << QString::fromStdString(header);
    setHorizontalHeaderLabels(headers);
    for (std::size_t r = 0; r < table.rowCount(); ++r) {
        for (std::size_t c = 0; c < table.columnCount(); ++c) {
            auto* item = new QTableWidgetItem(QString::fromStdString(table.cell(r, c)));
            if (c >= std::size_t(kLabelColumns))
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (r < improvements.size() && c < improvements[r].size() && improvements[r][c]) {
                const double change = *improvements[r][c];
                if (change != 0.0)
                    item->setBackground(change > 0 ? kBetter : kWorse);
                item->setToolTip(change > 0   ? tr("better than the reference")
                                 : change < 0 ? tr("worse than the reference")
                                              : tr("same as the reference"));
            }
            setItem(int(r), int(c), item);
        }
    }
    resizeColumnsToContents();
}

QString CsvTableView::cellText(int row, int column) const
{
    const QTableWidgetItem* cell = item(row, column);
    return cell ? cell->text() : QString();
}

bool CsvTableView::exportCsv(const QString& path) const
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    const std::string text = m_table.toCsv();
    return file.write(text.data(), qint64(text.size())) == qint64(text.size());
}

}  // namespace schedlab
