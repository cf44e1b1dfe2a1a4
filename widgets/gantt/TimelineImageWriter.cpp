#include "TimelineImageWriter.h"

#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace schedlab {

bool TimelineImageWriter::png(const QString& path, QSize size, double pixelRatio, const Paint& paint)
{
    QImage image((QSizeF(size) * pixelRatio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(pixelRatio);
    image.fill(Qt::white);
    QPainter painter(&image);
    paint(painter);
    painter.end();
    return image.save(path, "PNG");
}

bool TimelineImageWriter::svg(const QString& path, QSize size, const QString& title, const QString& description,
                      const Paint& paint)
{
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(title);
    if (!description.isEmpty())
        generator.setDescription(description);
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    paint(painter);
    if (!painter.end())
        return false;
    // The generator reports no write errors; an empty file is one.
    return QFileInfo(path).size() > 0;
}

}  // namespace schedlab
