#include "LoadedTrace.h"

#include <QElapsedTimer>
#include <QFileInfo>

namespace schedlab {

std::shared_ptr<const LoadedTrace> LoadedTrace::load(const QString& path)
{
    QElapsedTimer clock;
    clock.start();
    TracePtr trace = Trace::load(QFileInfo(path).absoluteFilePath().toStdString());
    return of(std::move(trace), clock.elapsed());
}

std::shared_ptr<const LoadedTrace> LoadedTrace::of(TracePtr trace, qint64 loadMilliseconds)
{
    auto loaded = std::make_shared<LoadedTrace>();
    const TraceSummary& summary = trace->summary;
    loaded->workload = trace->workload;
    loaded->path = QString::fromStdString(trace->path);
    loaded->sha256 = QString::fromStdString(trace->sha256);
    for (const std::string& month : summary.months)
        loaded->months << QString::fromStdString(month);
    loaded->firstSubmit = summary.firstSubmit;
    loaded->lastSubmit = summary.lastSubmit;
    loaded->work = summary.work;
    loaded->widestJob = summary.widestJob;
    loaded->offeredLoad = summary.offeredLoad;
    loaded->loadMilliseconds = loadMilliseconds;
    loaded->trace = std::move(trace);
    return loaded;
}

}  // namespace schedlab
