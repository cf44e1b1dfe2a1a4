#include "ChartExport.h"

#include <QCoreApplication>
#include <QFile>
#include <QLayout>
#include <QPainter>
#include <QPixmap>
#include <QSvgGenerator>
#include <QWidget>

namespace schedlab {

bool ChartExport::save(QWidget* widget, const QString& path, const QString& title)
{
    // A chart on a tab never shown has no layout yet; Qt Charts also lays
    // out axes in posted events. Do both now so the file shows the chart.
    if (!widget->isVisible() && widget->layout())
        widget->layout()->activate();
    QCoreApplication::sendPostedEvents();

    if (!path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        const QPixmap pixmap = widget->grab();
        return !pixmap.isNull() && pixmap.save(path, "PNG");
    }
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(widget->size());
    generator.setViewBox(widget->rect());
    generator.setTitle(title);
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    widget->render(&painter);
    if (!painter.end())
        return false;
    return QFile(path).size() > 0;
}

}  // namespace schedlab
