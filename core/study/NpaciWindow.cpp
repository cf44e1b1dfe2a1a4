#include "study/NpaciWindow.h"

#include "engine/SimulationError.h"

#include <charconv>

namespace schedlab {

namespace {

const std::string kWindowPrefix = "window:random:";
const std::string kScalePrefix = "scale-interarrival:";
const std::string kCreditsPrefix = "credits:";
// Two halvings: widths P, P/2 and P/4, as the thesis's example of 64, 32
// and 16 processors (sec. 4.2).
const std::string kOptions = "options:halve:2";

} // namespace

std::vector<std::string> NpaciWindow::transforms(int tasks, int window, const std::string& scaling)
{
    const std::string seed = std::to_string(window);
    return { kWindowPrefix + std::to_string(tasks) + ":" + seed, "rebase",
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

std::optional<int> NpaciWindow::windowOf(const RunDescription& description)
{
    if (scalingOf(description).empty())
        return std::nullopt;
    for (const std::string& transform : description.transforms) {
        if (!transform.starts_with(kWindowPrefix))
            continue;
        // window:random:N:SEED, the seed after the last colon.
        const std::size_t colon = transform.rfind(':');
        int seed = 0;
        const char* first = transform.data() + colon + 1;
        const char* last = transform.data() + transform.size();
        const auto [end, error] = std::from_chars(first, last, seed);
        if (error == std::errc() && end == last)
            return seed;
    }
    return std::nullopt;
}

} // namespace schedlab
