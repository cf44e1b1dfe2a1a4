#include "GanttLegend.h"

#include "GanttBatchMarks.h"

#include "GanttMarkPainter.h"

#include "TimelineStyle.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>

namespace schedlab {

namespace {

// The legend box may take at most 1 / kMostBodyShare of the chart body's height.
constexpr int kMostBodyShare = 3;

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

GanttLegend::Notes GanttLegend::notesOf(const RunSnapshot* snapshot)
{
    Notes notes;
    if (!snapshot)
        return notes;
    notes.hasRun = true;
    notes.batches = GanttBatchMarks::periodOf(*snapshot) > 0;
    for (JobIndex j = 0; j < JobIndex(snapshot->result.jobs.size()); ++j) {
        const JobOutcome& outcome = snapshot->outcome(j);
        notes.multiSite = notes.multiSite || outcome.multiSite;
        if (snapshot->job(j).deadlineKind != DeadlineKind::None) {
            notes.deadlines = true;
            notes.missedDeadlines = notes.missedDeadlines || outcome.endState == EndState::CompletedLate ||
                                    outcome.endState == EndState::Dropped;
        }
        for (std::size_t s = 0; s < outcome.segments.size(); ++s) {
            const Segment& segment = outcome.segments[s];
            notes.faults = notes.faults || segment.faulted;
            if (s == 0)
                continue;
            // A gap is drawn only where the job resumed on the same nodes.
            const bool moved = outcome.segmentNodes(segment) != outcome.segmentNodes(outcome.segments[s - 1]);
            notes.moves = notes.moves || moved;
            notes.preempted = notes.preempted || !moved;
        }
    }
    return notes;
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
    if (m_notes.preempted)
        result.push_back({tr("Preempted: gap between segments"), Qt::BDiagPattern});
    if (m_notes.multiSite)
        result.push_back({tr("Multi-site: hatched, parts linked"), Qt::FDiagPattern});
    if (m_notes.deadlines)
        result.push_back({tr("Deadline"), Qt::NoBrush, Mark::Tick, GanttMarkPainter::kDeadline});
    if (m_notes.missedDeadlines)
        result.push_back({tr("Deadline missed"), Qt::NoBrush, Mark::Tick, GanttMarkPainter::kMissedDeadline});
    if (m_notes.faults)
        result.push_back({tr("Ended in a fault"), Qt::NoBrush, Mark::Cross, GanttMarkPainter::kFault});
    if (m_notes.batches)
        result.push_back({tr("Batch instant: the tasks queued are assigned"), Qt::NoBrush, Mark::Tick,
                          GanttBatchMarks::kColour});
    if (m_notes.moves)
        result.push_back({tr("Moved: continued on other nodes"), Qt::NoBrush, Mark::Link, GanttMarkPainter::kMove});
    return result;
}

void GanttLegend::paintSwatch(QPainter& painter, const QRect& swatch, const Note& note)
{
    painter.fillRect(swatch, QColor::fromRgb(kPatternBackground));
    const QPointF centre = QRectF(swatch).center();
    const double half = double(swatch.width()) / 2 - 2;
    switch (note.mark) {
    case Mark::Pattern: painter.fillRect(swatch, QBrush(QColor::fromRgb(kText), note.style)); break;
    case Mark::Tick:
        painter.fillRect(QRectF(centre.x() - 1, swatch.top(), 2, swatch.height()), QColor::fromRgba(note.colour));
        break;
    case Mark::Cross:
        painter.setPen(QPen(QColor::fromRgba(note.colour), 2));
        painter.drawLine(centre + QPointF(-half, -half), centre + QPointF(half, half));
        painter.drawLine(centre + QPointF(-half, half), centre + QPointF(half, -half));
        break;
    case Mark::Link:
        painter.setPen(QPen(QColor::fromRgba(note.colour), 1, Qt::DashLine));
        painter.drawLine(QPointF(swatch.left() + 1, swatch.bottom() - 1), QPointF(swatch.right() - 1, swatch.top() + 1));
        break;
    }
    painter.setPen(QColor::fromRgba(kSwatchBorder));
    painter.drawRect(swatch.adjusted(0, 0, -1, -1));
}

QSize GanttLegend::sizeFor(const QFont& font) const
{
    if (!m_notes.hasRun)
        return {};
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
    const int lines = int(m_entries.size()) + int(notes.size());
    const int height = titleMetrics.height() + kSpacing + lines * lineHeightFor(metrics);
    return {width + 2 * kPad, height + 2 * kPad};
}

int GanttLegend::lineHeightFor(const QFontMetrics& metrics)
{
    return std::max(metrics.height(), kSwatch) + kSpacing;
}

void GanttLegend::paint(QPainter& painter, const QRect& body, const QFont& font) const
{
    if (!m_visible || !m_notes.hasRun)
        return;
    const QSize size = sizeFor(font);
    const QRect box(QPoint(body.right() - kMargin - size.width(), body.bottom() - kMargin - size.height()), size);
    if (box.left() < body.left() || box.top() < body.top())
        return;  // the widget is too small for a legend
    // On a short chart (a laptop screen) the box would hide the jobs it
    // explains; the colour row above the chart names the colours anyway,
    // and L brings the box back when the chart is taller.
    if (box.height() * kMostBodyShare > body.height())
        return;
    paintBox(painter, box, font);
}

void GanttLegend::paintBox(QPainter& painter, const QRect& box, const QFont& font) const
{
    if (!m_notes.hasRun)
        return;
    const std::vector<Note> notes = this->notes();
    QFont titleFont = font;
    titleFont.setBold(true);
    const QFontMetrics metrics(font);
    const QFontMetrics titleMetrics(titleFont);
    const int lineHeight = lineHeightFor(metrics);
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
        paintSwatch(painter, swatchAt(y), note);
        painter.setPen(QColor::fromRgb(kText));
        painter.drawText(QPoint(textX, y + metrics.ascent()), note.text);
        y += lineHeight;
    }
    painter.restore();
}

}  // namespace schedlab
