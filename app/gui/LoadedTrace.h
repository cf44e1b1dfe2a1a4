#pragma once

#include "model/Types.h"
#include "run/Trace.h"
#include "workload/Workload.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace schedlab {

// A trace as the trace panel shows it: the core's Trace (workload, SHA-256,
// summary, computed once on the loading thread), which every run started
// from it shares, with its figures in the Qt types the panels display.
struct LoadedTrace {
    TracePtr trace;                     // what runs are made from
    std::shared_ptr<const Workload> workload;  // trace->workload
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
    // The panels' view of a trace already loaded.
    [[nodiscard]] static std::shared_ptr<const LoadedTrace> of(TracePtr trace, qint64 loadMilliseconds = 0);
};

}  // namespace schedlab
