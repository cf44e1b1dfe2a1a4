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

// Writes a sweep as independent tasks for a Slurm cluster: a folder with
//   sweep.json    the spec, self-contained (absolute paths, explicit group)
//   tasks.tsv     task number, run name and the command of each task
//   sweep.sbatch  a job array, #SBATCH --array=0-(K-1); task i runs
//                 schedlab-cli sweep sweep.json --task i --db results/task-i.sqlite
//   merge.sh      imports results/task-*.sqlite into one store
//   README.txt    the steps
// Each task writes its own store file, so tasks never contend for a lock
// on a shared file system; `schedlab-cli merge` combines them afterwards.
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
    static void write(const SweepSpec& spec, const std::vector<RunSpec>& runs, const std::string& directory);

    // The arguments of task i after the program name, as the script runs
    // them (paths relative to the export folder).
    [[nodiscard]] static std::vector<std::string> taskArguments(std::size_t task);
    // "results/task-7.sqlite"
    [[nodiscard]] static std::string taskStore(std::size_t task);
};

}  // namespace schedlab
