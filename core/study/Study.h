#pragma once

#include "experiment/RunSpec.h"
#include "store/StoredRun.h"
#include "study/StudyOptions.h"
#include "study/StudyTable.h"

#include <span>
#include <string>
#include <vector>

namespace schedlab {

class TraceCache;

// A published study that SchedLab repeats in one step ("Reproduce a study"):
// the full set of runs, and the tables the publication shows, computed from
// those runs once they are stored. One subclass per study, registered in
// StudyCatalog. The runs go through SweepRunner like a sweep, so a study
// that was cancelled resumes where it stopped.
class Study {
public:
    virtual ~Study() = default;

    [[nodiscard]] virtual std::string name() const = 0;         // CLI key, "algorithms-256"
    [[nodiscard]] virtual std::string title() const = 0;        // one line
    [[nodiscard]] virtual std::string description() const = 0;  // a paragraph: source, workloads, policies, tables

    // The store group of this study's runs: "study:NAME", "study:NAME:quick".
    [[nodiscard]] std::string group(const StudyOptions& options) const;

    // Every run of the study, each with group(options) and a readable name.
    // Writes the generated workloads it needs into options.generatedDirectory
    // first (reusing files already there). Throws ConfigurationError (bad
    // options) or the trace loading errors.
    [[nodiscard]] virtual std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const = 0;

    // The publication's tables from the stored runs of the group (summaries
    // as RunStore::list() gives them are enough). Cells whose run is missing
    // are left empty, so a partly finished study still shows what it has.
    // Runs are placed by what they simulate, not by group or name, so any
    // set that holds the study's runs will do: the runs of a SweepReport
    // (completed and skipped), or StudyRunLookup::stored(runs(...)), which
    // finds every run of the study by its key even when another study or
    // sweep stored it first under its own group.
    [[nodiscard]] virtual std::vector<StudyTable> tables(std::span<const StoredRun> runs) const = 0;
};

}  // namespace schedlab
