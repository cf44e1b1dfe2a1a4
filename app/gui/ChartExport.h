#pragma once

#include <QString>

class QWidget;

namespace schedlab {

// Saves what a chart widget shows: SVG when the path ends in .svg
// (vector, via QSvgGenerator), PNG otherwise (a grab at the widget's size).
// Shared by the comparison view's chart tabs.
class ChartExport {
public:
    static bool save(QWidget* widget, const QString& path, const QString& title);
};

}  // namespace schedlab
