#pragma once

#include "sweep/SweepProgress.h"

#include <QCoreApplication>
#include <QString>

namespace schedlab {

// "12 of 96 runs: 10 simulated, 2 already stored, 0 failed — about 4 s
// left": the progress line of every dialog that runs a batch (studies, the
// advisor).
class BatchProgressText {
    Q_DECLARE_TR_FUNCTIONS(schedlab::BatchProgressText)

public:
    [[nodiscard]] static QString of(const SweepProgress& progress);
};

}  // namespace schedlab
