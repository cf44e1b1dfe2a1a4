#include "GanttLegend.h"

#include "TimelineStyle.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>

namespace schedlab {

namespace {

constexpr QRgb kBackground = 0xebffffff;
constexpr QRgb kBorder = 0xffc9ced6;
constexpr QRgb kSwatchBorder = 0x50000000;
constexpr QRgb kPatternBackground = TimelineStyle::kGutterBackground;
constexpr QRgb kText = TimelineStyle::kText;
constexpr QRgb kMuted = TimelineStyle::kMutedText;
constexpr int kMargin = 10;
constexpr int kPad = 8;
constexpr int kSwatch = 11;
constexpr int kSpacing = 3;
constexpr double kRadius = 4.0;
constexpr double kHalfPixel = 0.5;  // crisp one-pixel border on an antialiased rectangle

}  // namespace

void GanttLegend::setNotesFrom(const RunSnapshot* snapshot)
{
    m_hasRun = snapshot != nullptr;
    m_hasPreempted = false;
    m_hasMultiSite = false;
    if (!snapshot)
        return;
    for (const JobOutcome& outcome : snapshot->result.jobs) {
        m_hasPreempted = m_hasPreempted || outcome.preempted();
        m_hasMultiSite = m_hasMultiSite || outcome.multiSite;
    }
}

void GanttLegend::setEntriesFrom(const RunSnapshot* snapshot, ColorMode mode)
{
    m_entries = GanttPalette::legend(snapshot, mode);
    m_title = GanttPalette::modeName(mode);
}

std::vector<GanttLegend::Note> GanttLegend::notes() const
{
    // Pattern notes only when the run has such jobs.
    std::vector<Note> result;
    if (m_hasPreempted)
        result.push_back({tr("Preempted: gap between segments"), Qt::BDiagPattern});
    if (m_hasMultiSite)
        result.push_back({tr("Multi-site: hatched, parts linked"), Qt::FDiagPattern});
    return result;
}

void GanttLegend::paint(QPainter& painter, const QRect& body, const QFont& font) const
{
    if (!m_visible || !m_hasRun)
        return;
    const std::vector<Note> notes = this->notes();
    QFont titleFont = font;
    titleFont.setBold(true);
    const QFontMetrics metrics(font);
    const QFontMetrics titleMetrics(titleFont);
    int width = titleMetrics.horizontalAdvance(m_title);
    for (const auto& entry : m_entries)
        width = std::max(width, kSwatch + kPad + metrics.horizontalAdvance(entry.first));
    for (const Note& note : notes)
        width = std::max(width, kSwatch + kPad + metrics.horizontalAdvance(note.text));
    const int lineHeight = std::max(metrics.height(), kSwatch) + kSpacing;
    const int lines = int(m_entries.size()) + int(notes.size());
    const int height = titleMetrics.height() + kSpacing + lines * lineHeight;
    const QRect box(body.right() - kMargin - width - 2 * kPad, body.bottom() - kMargin - height - 2 * kPad,
                    width + 2 * kPad, height + 2 * kPad);
    if (box.left() < body.left() || box.top() < body.top())
        return;  // the widget is too small for a legend
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QColor::fromRgb(kBorder));
    painter.setBrush(QColor::fromRgba(kBackground));
    painter.drawRoundedRect(QRectF(box).adjusted(kHalfPixel, kHalfPixel, -kHalfPixel, -kHalfPixel), kRadius,
                            kRadius);
    painter.setBrush(Qt::NoBrush);
    painter.setRenderHint(QPainter::Antialiasing, false);
    int y = box.top() + kPad;
    painter.setFont(titleFont);
    painter.setPen(QColor::fromRgb(kText));
    painter.drawText(QPoint(box.left() + kPad, y + titleMetrics.ascent()), m_title);
    y += titleMetrics.height() + kSpacing;
    painter.setFont(font);
    const auto swatchAt = [&](int top) {
        return QRect(box.left() + kPad, top + (lineHeight - kSpacing - kSwatch) / 2, kSwatch, kSwatch);
    };
    const int textX = box.left() + kPad + kSwatch + kPad;
    for (const auto& entry : m_entries) {
        if (entry.second.isValid()) {
            const QRect swatch = swatchAt(y);
            painter.fillRect(swatch, entry.second);
            painter.setPen(QColor::fromRgba(kSwatchBorder));
            painter.drawRect(swatch.adjusted(0, 0, -1, -1));
        }
        painter.setPen(QColor::fromRgb(entry.second.isValid() ? kText : kMuted));
        painter.drawText(QPoint(entry.second.isValid() ? textX : box.left() + kPad, y + metrics.ascent()),
                         entry.first);
        y += lineHeight;
    }
    for (const Note& note : notes) {
        const QRect swatch = swatchAt(y);
        painter.fillRect(swatch, QColor::fromRgb(kPatternBackground));
        painter.fillRect(swatch, QBrush(QColor::fromRgb(kText), note.style));
        painter.setPen(QColor::fromRgba(kSwatchBorder));
        painter.drawRect(swatch.adjusted(0, 0, -1, -1));
        painter.setPen(QColor::fromRgb(kText));
        painter.drawText(QPoint(textX, y + metrics.ascent()), note.text);
        y += lineHeight;
    }
    painter.restore();
}

}  // namespace schedlab
