#include "BatchProgressText.h"

#include "RunLibrary.h"
#include "TimeFormatter.h"

#include <cmath>

namespace schedlab {

QString BatchProgressText::of(const SweepProgress& progress)
{
    const QString total = RunLibrary::runCountText(static_cast<qsizetype>(progress.total));
    // One whole sentence per case, so that translations need not glue pieces.
    return progress.etaSeconds
               ? tr("%1 of %2: %3 simulated, %4 already stored, %5 failed — about %6 left")
                     .arg(progress.finished())
                     .arg(total)
                     .arg(progress.done)
                     .arg(progress.skipped)
                     .arg(progress.failed)
                     .arg(TimeFormatter::duration(static_cast<Time>(std::lround(*progress.etaSeconds))))
               : tr("%1 of %2: %3 simulated, %4 already stored, %5 failed")
                     .arg(progress.finished())
                     .arg(total)
                     .arg(progress.done)
                     .arg(progress.skipped)
                     .arg(progress.failed);
}

}  // namespace schedlab
