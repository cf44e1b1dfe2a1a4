#pragma once

#include <QSize>
#include <QString>

#include <functional>

class QPainter;

namespace schedlab {

// Writes what a chart paints to PNG or SVG files, for the charts' export
// actions: both paint through the same function they use on screen, so an
// export looks exactly like the widget.
class TimelineImageWriter {
public:
    using Paint = std::function<void(QPainter& painter)>;

    // A PNG of `size` logical pixels at `pixelRatio` device pixels each, on white.
    static bool png(const QString& path, QSize size, double pixelRatio, const Paint& paint);
    // An SVG of `size` with the given title and description (may be empty).
    static bool svg(const QString& path, QSize size, const QString& title, const QString& description,
                    const Paint& paint);
};

}  // namespace schedlab
