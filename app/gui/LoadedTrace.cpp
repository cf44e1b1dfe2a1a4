#include "LoadedTrace.h"

#include "run/GeneratedTrace.h"

#include <QElapsedTimer>
#include <QFileInfo>

namespace schedlab {

std::shared_ptr<const LoadedTrace> LoadedTrace::load(const QString& path)
{
    QElapsedTimer clock;
    clock.start();
    // A generated workload ("generate:model:params") is a spec, not a file:
    // made absolute it would name a file that does not exist.
    const std::string spec = path.toStdString();
    TracePtr trace = Trace::load(GeneratedTrace::isSpec(spec) ? spec : QFileInfo(path).absoluteFilePath().toStdString());
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
