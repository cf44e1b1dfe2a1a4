#pragma once

#include "model/Types.h"
#include "workload/Workload.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace schedlab {

// A trace as the trace panel shows it: the workload (read-only, shared with
// every run started from it), the file's SHA-256 so that each run records
// exactly which bytes it simulated, and summary figures computed once on the
// loading thread rather than on every repaint.
struct LoadedTrace {
    std::shared_ptr<const Workload> workload;
    QString path;
    QString sha256;
    QStringList months;           // "YYYY-MM" with submissions, ascending
    Time firstSubmit = 0;
    Time lastSubmit = 0;
    double work = 0;              // sum of nodes * run time, node-seconds
    int widestJob = 0;
    std::optional<double> offeredLoad;  // work / (header machine size * span)
    qint64 loadMilliseconds = 0;

    [[nodiscard]] Time span() const { return lastSubmit - firstSubmit; }

    // Reads, hashes and summarises a trace. Slow on big traces: call it off
    // the GUI thread. Throws TraceError (or FileReadError) naming the file.
    [[nodiscard]] static std::shared_ptr<const LoadedTrace> load(const QString& path);
};

}  // namespace schedlab
