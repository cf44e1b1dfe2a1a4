#pragma once

#include "gantt/GanttExportOptions.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QRadioButton;
class QSpinBox;

namespace schedlab {

// Asks how File ▸ Export draws the Gantt chart: the image size (the chart's
// size on screen, a common screen or print size, or any), the whole run or
// the view on screen, and the legend beside the chart. Gets values and
// gives values; the caller asks for the file name afterwards.
class ExportImageDialog : public QDialog {
    Q_OBJECT

public:
    static constexpr int kMinimumSide = 100;
    static constexpr int kMaximumSide = 16000;  // a 16k image is 1 GB at 4 bytes per pixel

    // `onScreen`: the chart's size now; `initial`: the choices last made.
    ExportImageDialog(QSize onScreen, const GanttExportOptions& initial, QWidget* parent = nullptr);

    [[nodiscard]] GanttExportOptions options() const;

private:
    void applyPreset(int index);
    void matchPreset();

    QComboBox* m_preset = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QRadioButton* m_whole = nullptr;
    QRadioButton* m_view = nullptr;
    QCheckBox* m_legend = nullptr;
};

}  // namespace schedlab
