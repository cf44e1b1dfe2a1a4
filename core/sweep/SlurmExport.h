#pragma once

#include "experiment/RunSpec.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace schedlab {

class SweepSpec;

// The export folder cannot be written (exists and is not empty, no
// permission, disk full). The message names the path.
class SlurmExportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// How a sweep's runs map onto a Slurm job array. A cluster refuses arrays
// with more than MaxArraySize tasks (1001 by default), so a larger sweep
// gives each array task several consecutive runs: k = ceil(runs /
// MaxArraySize) runs per task, ceil(runs / k) tasks.
struct SlurmArrayLayout {
    static constexpr std::size_t kDefaultMaxArraySize = 1001;  // Slurm's default MaxArraySize

    std::size_t maxArraySize = kDefaultMaxArraySize;

    [[nodiscard]] std::size_t runsPerTask(std::size_t runs) const;
    [[nodiscard]] std::size_t taskCount(std::size_t runs) const;
};

// Writes a sweep as independent tasks for a Slurm cluster: a folder with
//   sweep.json    the spec, self-contained (absolute paths, explicit group)
//   tasks.tsv     run number, run name and the command that runs it
//   sweep.sbatch  a job array, #SBATCH --array=0-(K-1); array task t runs
//                 its runs r (see SlurmArrayLayout) as
//                 schedlab-cli sweep sweep.json --task r --db results/task-t.sqlite
//   merge.sh      imports results/task-0 ... task-(K-1).sqlite into one
//                 store, and says which are missing
//   README.txt    the steps
// Each task writes its own store file, so tasks never contend for a lock
// on a shared file system; `schedlab-cli merge` combines them afterwards.
// The script works in the export folder by its absolute path, so it can be
// submitted from anywhere; a moved folder needs a new export.
class SlurmExport {
public:
    inline static const std::string kSpecFile = "sweep.json";
    inline static const std::string kTaskList = "tasks.tsv";
    inline static const std::string kScript = "sweep.sbatch";
    inline static const std::string kMergeScript = "merge.sh";
    inline static const std::string kReadme = "README.txt";
    inline static const std::string kResultsDirectory = "results";
    inline static const std::string kLogsDirectory = "logs";
    inline static const std::string kMergedStore = "results.sqlite";

    // `runs` is spec.expand(): task i is runs[i]. Creates the folder; refuses
    // one that exists and is not empty, so earlier results are never
    // overwritten. Throws SlurmExportError.
    static void write(const SweepSpec& spec, const std::vector<RunSpec>& runs, const std::string& directory,
                      SlurmArrayLayout layout = {});

    // The arguments that run `run` into array task `task`'s store, after the
    // program name (paths relative to the export folder).
    [[nodiscard]] static std::vector<std::string> runArguments(std::size_t run, std::size_t task);
    // "results/task-7.sqlite"
    [[nodiscard]] static std::string taskStore(std::size_t task);
};

}  // namespace schedlab
