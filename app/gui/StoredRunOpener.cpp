#include "StoredRunOpener.h"

#include "RunDocument.h"
#include "RunLibrary.h"
#include "StoredRunView.h"

#include "run/Trace.h"
#include "gantt/GanttPrepared.h"
#include "store/StoredRunConversion.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent>

namespace schedlab {

namespace {

struct Rebuilt {
    StoredRun run;
    FinishedRunPtr finished;
    std::shared_ptr<GanttPrepared> gantt;   // the chart's index, built with the run
};

}  // namespace

void StoredRunOpener::open(RunLibrary& library, std::int64_t id, GanttChartWidget::ColorMode colorMode,
                           QObject* context, Opened opened)
{
    library.load({id}, context, [context, colorMode, opened](std::vector<StoredRun> runs) {
        auto* watcher = new QFutureWatcher<Rebuilt>(context);
        QObject::connect(watcher, &QFutureWatcher<Rebuilt>::finished, context, [watcher, colorMode, opened] {
            const Rebuilt rebuilt = watcher->result();
            watcher->deleteLater();
            RunDocument* tab = document(rebuilt.run, rebuilt.finished, colorMode, rebuilt.gantt);
            opened(tab, QCoreApplication::translate("schedlab::StoredRunOpener", "Run %1 %2")
                            .arg(rebuilt.run.id)
                            .arg(tab->title()));
        });
        watcher->setFuture(QtConcurrent::run([run = std::move(runs.front()), colorMode]() mutable {
            FinishedRunPtr finished = StoredRunConversion::toFinished(run);
            // Proportional to the jobs like the rebuild: not on the GUI thread either.
            std::shared_ptr<GanttPrepared> gantt = GanttPrepared::of(*finished, colorMode);
            return Rebuilt{std::move(run), std::move(finished), std::move(gantt)};
        }));
    }, [opened](const QString& message) { opened(nullptr, message); });
}

RunDocument* StoredRunOpener::document(const StoredRun& run, FinishedRunPtr finished,
                                       GanttChartWidget::ColorMode colorMode, std::shared_ptr<GanttPrepared> gantt)
{
    const RunDescription& description = run.description;
    // The tab's request says what the run simulated; its "trace" is the
    // workload as simulated, which the tab only reads (nothing runs again).
    RunRequest request;
    request.trace = LoadedTrace::of(Trace::fromWorkload(finished->workload, description.tracePath,
                                                        description.traceSha256));
    request.traceIsSimulatedWorkload = true;
    request.platform = finished->platform;
    request.platformKey = description.platformName;
    request.transforms = description.transforms;
    request.policyName = description.policy;
    request.parameters = description.parameters;
    request.seed = description.seed;

    auto* tab = new RunDocument(std::move(request), colorMode);
    tab->controller()->showFinished(std::move(finished), run.durationSeconds, std::move(gantt));
    // Name, notes, tags and every stored metric, as the store keeps them.
    tab->addBottomTab(new StoredRunView(run),
                      QCoreApplication::translate("schedlab::StoredRunOpener", "Stored run"));
    tab->setStoreNote(QCoreApplication::translate("schedlab::StoredRunOpener",
                                                  "Reopened from the run store: run %1, made %2.")
                          .arg(run.id)
                          .arg(QString::fromStdString(run.startedAt)));
    return tab;
}

}  // namespace schedlab
