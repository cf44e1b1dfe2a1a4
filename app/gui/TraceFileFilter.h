#pragma once

#include <QCoreApplication>
#include <QString>

namespace schedlab {

// Which files are traces, for the workbench: the file dialogs' filter, the
// same wherever a trace is opened (Open trace, the trace panel, the sweep
// form: every format SchedLab reads together, then each on its own; the
// readers tell formats apart by content, so "All files" works too), and
// for a dropped .json whether it is a workload or a platform.
class TraceFileFilter {
    Q_DECLARE_TR_FUNCTIONS(schedlab::TraceFileFilter)

public:
    [[nodiscard]] static QString text();
    // Whether a file (named .json, as platforms are) is a Batsim workload:
    // its start names Batsim's top-level fields.
    [[nodiscard]] static bool isBatsimWorkload(const QString& path);
};

}  // namespace schedlab
