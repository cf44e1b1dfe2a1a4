#pragma once

#include "gantt/GanttChartWidget.h"
#include "store/StoredRun.h"

#include <QObject>

#include <functional>

class QWidget;

namespace schedlab {

class RunDocument;
class RunLibrary;

// Opens a stored run as a run tab like a fresh one: Gantt chart and
// occupancy with every execution segment where it ran, job details with
// start reasons, the rebuilt event log for stepping, charts and metrics.
// Nothing is simulated again. Loading the jobs (on the library's thread) and
// rebuilding the run (StoredRunConversion::toFinished, on a pool thread)
// both take time proportional to the jobs, so neither happens on the GUI
// thread; `opened` gets the tab once it is ready.
class StoredRunOpener {
public:
    // `document` is null when the run cannot be read (deleted meanwhile, a
    // wrong --open-run); `title` is then the store's message.
    using Opened = std::function<void(RunDocument* document, const QString& title)>;

    static void open(RunLibrary& library, std::int64_t id, GanttChartWidget::ColorMode colorMode,
                     QObject* context, Opened opened);
    // The tab for a run already loaded and rebuilt; `gantt` its chart's
    // index if built already (else the tab builds it).
    [[nodiscard]] static RunDocument* document(const StoredRun& run, FinishedRunPtr finished,
                                               GanttChartWidget::ColorMode colorMode,
                                               std::shared_ptr<GanttPrepared> gantt = nullptr);
};

}  // namespace schedlab
