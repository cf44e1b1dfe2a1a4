#pragma once

#include "workload/LoadOptions.h"
#include "workload/Workload.h"

#include <string>
#include <string_view>
#include <utility>

namespace schedlab {

// Reads Slurm's job accounting as `sacct --parsable2` prints it (plain or
// gzip-compressed): a header line naming the fields, then one job per line,
// fields separated by '|'. Fields are found by name, so the order of `-o`
// does not matter. docs/workloads.md ("Slurm accounting") lists the fields
// and says how each maps to a Job, and why.
//
// As with SwfReader, a bad record never raises: it is skipped or repaired
// and counted in the LoadReport with its line. Job steps, jobs still pending
// or running when the log was taken and jobs cancelled before they started
// are skipped, each for its own reason; the components of a heterogeneous
// job become one job. Jobs come out as SwfReader makes them: submit times
// relative to the first (the header's UnixStartTime holds it, and
// TimeZoneString the zone), sorted by submit (stably), estimates > 0, and
// `record` holding the SWF fields, so SwfWriter writes a faithful SWF file.
//
// LoadOptions::slurmWidth picks nodes or CPUs as the width,
// LoadOptions::slurmTimeZone the zone of sacct's local times.
class SacctReader {
public:
    // What to run on the cluster for a file this reader takes in full.
    static constexpr std::string_view kCommand =
        "sacct -a -X -P -S 2025-01-01 -E 2026-01-01 -o JobIDRaw,JobID,User,Group,Account,Partition,"
        "Submit,Eligible,Start,End,Elapsed,Timelimit,NNodes,NCPUS,ReqNodes,ReqCPUS,State";

    explicit SacctReader(LoadOptions options = {}) : m_options(std::move(options)) {}

    // Throws TraceError naming the file: unreadable, not sacct output, a
    // required field missing from the header, or an unknown time zone.
    [[nodiscard]] Workload readFile(const std::string& path) const;
    // `name` is used in messages and as Workload::sourcePath.
    [[nodiscard]] Workload readText(const std::string& text, const std::string& name) const;

    // Whether plain (decompressed) text is sacct output: its first non-blank
    // line has a '|' and a field named JobIDRaw or JobID. Content, never the
    // file name, decides.
    [[nodiscard]] static bool looksSacct(std::string_view text);

private:
    [[nodiscard]] Workload parse(const std::string& text, const std::string& name) const;

    LoadOptions m_options;
};

}  // namespace schedlab
