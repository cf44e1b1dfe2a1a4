#pragma once

#include "workload/LoadOptions.h"
#include "workload/Workload.h"

#include <string>
#include <string_view>

namespace schedlab {

// Reads a Batsim JSON workload (Dutot et al., JSSPP 2016): one JSON object
// with "jobs" (each with "id", "subtime", "res", "profile" and optionally
// "walltime") and "profiles", and optionally "nb_res". A job runs its
// profile's "delay"; jobs of other profile types (parallel_homogeneous,
// usage traces, ...) have no run time of their own and are skipped as
// LoadIssue::UnsupportedProfile. docs/workloads.md has the whole mapping.
//
// As with the other readers a bad job never raises: it is skipped and
// counted in the LoadReport with its line and a message naming the field.
// Jobs come out as NativeWorkloadReader makes them (JobDraftCollector):
// sorted by submit, estimates > 0 under the same LoadOptions, times in the
// coarsest tick that holds them exactly. A document that is not JSON, or
// lacks "jobs" or "profiles", throws TraceError naming the file and line.
class BatsimWorkloadReader {
public:
    explicit BatsimWorkloadReader(LoadOptions options = {}) : m_options(options) {}

    [[nodiscard]] Workload readFile(const std::string& path) const;
    // `text`: plain or gzip; `name` is used in messages and as Workload::sourcePath.
    [[nodiscard]] Workload readText(const std::string& text, const std::string& name) const;

    // Whether plain text is a Batsim workload rather than a SchedLab jobs
    // file (whose first line is one whole JSON object naming its "format"):
    // its first line that is not blank opens a JSON object that is not
    // closed on that line, or holds "jobs" or "nb_res" without "format".
    [[nodiscard]] static bool looksBatsim(std::string_view text);
    // Whether `text` (a file's start is enough) names a field only Batsim
    // workloads have at the top ("jobs", "profiles", "nb_res"): tells a
    // Batsim workload from a platform file, both named ".json".
    [[nodiscard]] static bool namesBatsimFields(std::string_view text);

private:
    [[nodiscard]] Workload parse(const std::string& text, const std::string& name) const;

    LoadOptions m_options;
};

}  // namespace schedlab
