#include "study/NpaciWindow.h"

#include "engine/SimulationError.h"

namespace schedlab {

namespace {

const std::string kScalePrefix = "scale-interarrival:";
const std::string kCreditsPrefix = "credits:";
// Two halvings: widths P, P/2 and P/4, as the thesis's example of 64, 32
// and 16 processors (sec. 4.2).
const std::string kOptions = "options:halve:2";

} // namespace

std::vector<std::string> NpaciWindow::transforms(int tasks, int window, const std::string& scaling)
{
    const std::string seed = std::to_string(window);
    return { "window:random:" + std::to_string(tasks) + ":" + seed, "rebase",
        kScalePrefix + scaling, kOptions, kCreditsPrefix + seed };
}

const std::string& NpaciWindow::trace(const StudyOptions& options, const std::string& study)
{
    if (options.sdscTracePath.empty())
        throw ConfigurationError(study
            + " needs the SDSC SP2 trace (SDSC-SP2-1998-4.2-cln.swf.gz in sample_traces), "
              "which was not found");
    return options.sdscTracePath;
}

std::string NpaciWindow::scalingOf(const RunDescription& description)
{
    std::string scaling;
    bool credited = false;
    for (const std::string& transform : description.transforms) {
        if (transform.starts_with(kScalePrefix))
            scaling = transform.substr(kScalePrefix.size());
        credited = credited || transform.starts_with(kCreditsPrefix);
    }
    return credited ? scaling : std::string();
}

} // namespace schedlab
