#pragma once

#include "GanttPalette.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetrics>
#include <QRect>

class QPainter;

namespace schedlab {

// The compact legend drawn over the Gantt chart's lower right corner: what
// the colours of the current mode mean, plus notes on the patterns of
// preempted and multi-site jobs and on the marks (deadlines, faults, moves)
// when the run has any. Keeps its entries,
// since ranking users walks every job, far too slow to repeat per frame.
class GanttLegend {
    Q_DECLARE_TR_FUNCTIONS(GanttLegend)

public:
    using Entries = GanttPalette::Legend;
    using ColorMode = GanttPalette::ColorMode;

    // Which pattern and mark notes a run needs. Working them out walks every
    // job and segment, so GanttPrepared does it on the run's thread.
    struct Notes {
        bool hasRun = false;  // false: nothing is drawn
        bool preempted = false;
        bool multiSite = false;
        bool deadlines = false;
        bool missedDeadlines = false;
        bool faults = false;
        bool moves = false;
        bool batches = false;  // a periodic meta-scheduler's batch instants
    };
    [[nodiscard]] static Notes notesOf(const RunSnapshot* snapshot);
    void setNotes(const Notes& notes) { m_notes = notes; }
    // The colour entries of `mode` for the run.
    void setEntriesFrom(const RunSnapshot* snapshot, ColorMode mode);
    [[nodiscard]] const Entries& entries() const { return m_entries; }

    void setVisible(bool visible) { m_visible = visible; }
    [[nodiscard]] bool isVisible() const { return m_visible; }

    // Draws the legend inside `body`'s lower right corner, or nothing when
    // hidden, without a run, or when `body` is too small for it.
    void paint(QPainter& painter, const QRect& body, const QFont& font) const;
    // The box's size in `font` (empty without a run), and the box drawn at
    // `box` whether shown on screen or not: an export puts it beside the chart.
    [[nodiscard]] QSize sizeFor(const QFont& font) const;
    void paintBox(QPainter& painter, const QRect& box, const QFont& font) const;

private:
    // What a note's swatch shows: a fill pattern, or one of GanttMarkPainter's marks.
    enum class Mark { Pattern, Tick, Cross, Link };
    struct Note {
        QString text;
        Qt::BrushStyle style = Qt::NoBrush;
        Mark mark = Mark::Pattern;
        QRgb colour = 0;
    };

    static int lineHeightFor(const QFontMetrics& metrics);
    static void paintSwatch(QPainter& painter, const QRect& swatch, const Note& note);

    [[nodiscard]] std::vector<Note> notes() const;

    Entries m_entries;
    QString m_title;
    Notes m_notes;
    bool m_visible = true;
};

}  // namespace schedlab
