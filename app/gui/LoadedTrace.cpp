#include "LoadedTrace.h"

#include "util/Sha256.h"
#include "workload/SwfReader.h"
#include "workload/TraceCalendar.h"

#include <QElapsedTimer>
#include <QFileInfo>

#include <algorithm>

namespace schedlab {

std::shared_ptr<const LoadedTrace> LoadedTrace::load(const QString& path)
{
    QElapsedTimer clock;
    clock.start();
    auto trace = std::make_shared<LoadedTrace>();
    trace->path = QFileInfo(path).absoluteFilePath();
    const std::string file = trace->path.toStdString();
    auto workload = std::make_shared<Workload>(SwfReader().readFile(file));
    trace->sha256 = QString::fromStdString(Sha256::hexOfFile(file));

    for (const std::string& month : calendarMonths(*workload))
        trace->months << QString::fromStdString(month);
    if (!workload->jobs.empty()) {
        trace->firstSubmit = workload->jobs.front().submit;
        trace->lastSubmit = workload->jobs.back().submit;
    }
    for (const Job& job : workload->jobs) {
        trace->work += job.weight();
        trace->widestJob = std::max(trace->widestJob, int(job.nodes));
    }
    const auto machineSize = workload->header.machineSize();
    if (machineSize && trace->span() > 0)
        trace->offeredLoad = trace->work / (double(*machineSize) * double(trace->span()));
    trace->workload = std::move(workload);
    trace->loadMilliseconds = clock.elapsed();
    return trace;
}

}  // namespace schedlab
