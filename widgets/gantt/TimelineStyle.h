#pragma once

#include <QFont>
#include <QRgb>

namespace schedlab {

// The chrome the Gantt chart and the occupancy view share: gutter, text and
// now-line colours, the gutter's width and the small font of axes and
// labels. One place, so the two charts stacked in a run tab read as one
// and their time axes line up.
class TimelineStyle {
public:
    static constexpr int kGutterWidth = 128;
    static constexpr int kGutterPad = 6;
    static constexpr QRgb kGutterBackground = 0xfff3f4f6;
    static constexpr QRgb kGutterLine = 0xffb9bec7;
    static constexpr QRgb kText = 0xff1f2329;
    static constexpr QRgb kMutedText = 0xff6b7280;
    static constexpr QRgb kNowLine = 0xffe8590c;
    static constexpr double kNowLineWidth = 2.0;
    static constexpr double kSmallFontScale = 0.88;

    // `font` scaled down for axis labels, node numbers and legends.
    [[nodiscard]] static QFont smallFont(const QFont& font) { return scaled(font, kSmallFontScale); }
    [[nodiscard]] static QFont scaled(const QFont& font, double scale)
    {
        QFont result = font;
        result.setPointSizeF(font.pointSizeF() * scale);
        return result;
    }
};

}  // namespace schedlab
