#pragma once

#include "LoadedTrace.h"

#include "parameters/ParameterSpec.h"

#include <QMap>
#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace schedlab {

// What the workbench shows at one moment: the trace, its transforms, the
// platform and the policy with its parameters. The main window fills it in
// from its panels; dialogs that start from the workbench's choices (a sweep,
// a generated workload) take this value instead of the window, so they can
// be built, and tested, without one.
struct WorkbenchContext {
    // The loaded trace; null while none is loaded.
    std::shared_ptr<const LoadedTrace> trace;
    // The Trace panel's transforms as specs, for a machine of unknown size:
    // drop-wider needs the platform's largest machine, so it is left out
    // here and given by `dropWider`. Holds "exact-estimates" when chosen.
    std::vector<std::string> transforms;
    bool dropWider = false;
    // The Platform panel's selection: a preset name, "single:N", or
    // PlatformPanel::kCustomKey for a machine table edited by hand.
    QString platformKey;
    // The Policy panel's policy (a registry key) and the parameters of every
    // policy by key, as the panel keeps them while the user switches policies.
    QString policyName;
    QMap<QString, ParameterValues> parameters;
};

}  // namespace schedlab
