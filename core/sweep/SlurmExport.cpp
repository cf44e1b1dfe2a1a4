#include "sweep/SlurmExport.h"

#include "sweep/SweepSpec.h"

#include <cctype>
#include <filesystem>
#include <fstream>

namespace schedlab {

namespace {

namespace fs = std::filesystem;

const std::string kProgram = "schedlab-cli";

// Slurm job names are free text, but a plain one is safest in every tool.
std::string jobName(const std::string& group)
{
    std::string name = "schedlab-";
    for (const char c : group)
        name += std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '_' ? c : '_';
    return name;
}

std::string joinedCommand(const std::vector<std::string>& arguments)
{
    std::string command = kProgram;
    for (const std::string& argument : arguments)
        command += " " + argument;
    return command;
}

void writeFile(const fs::path& path, const std::string& text, bool executable)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out)
        throw SlurmExportError(path.string() + ": cannot write the file");
    if (executable) {
        std::error_code error;
        fs::permissions(path, fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
                        fs::perm_options::add, error);
        if (error)
            throw SlurmExportError(path.string() + ": cannot make it executable: " + error.message());
    }
}

std::string script(const SweepSpec& spec, std::size_t taskCount)
{
    const std::string lastTask = std::to_string(taskCount - 1);
    return "#!/bin/bash\n"
           "# SchedLab sweep '" + spec.group() + "': " + std::to_string(taskCount) +
           " runs as a Slurm job array, one run per task.\n"
           "# Submit from this folder:  sbatch " + SlurmExport::kScript + "\n"
           "# When every task is done:  ./" + SlurmExport::kMergeScript + "\n"
           "#SBATCH --job-name=" + jobName(spec.group()) + "\n"
           "#SBATCH --array=0-" + lastTask + "\n"
           "#SBATCH --ntasks=1\n"
           "#SBATCH --cpus-per-task=1\n"
           "#SBATCH --output=" + SlurmExport::kLogsDirectory + "/task-%a.out\n"
           "#SBATCH --error=" + SlurmExport::kLogsDirectory + "/task-%a.err\n"
           "# Adjust to your cluster, e.g. (remove one '#' to enable):\n"
           "##SBATCH --time=01:00:00\n"
           "##SBATCH --mem=2G\n"
           "##SBATCH --partition=batch\n"
           "set -euo pipefail\n"
           "cd \"${SLURM_SUBMIT_DIR:-.}\"\n"
           "if [ ! -f " + SlurmExport::kSpecFile + " ]; then\n"
           "    echo \"submit this script from the folder that holds " + SlurmExport::kSpecFile + "\" >&2\n"
           "    exit 1\n"
           "fi\n"
           "SCHEDLAB_CLI=\"${SCHEDLAB_CLI:-" + kProgram + "}\"\n"
           "TASK=\"${SLURM_ARRAY_TASK_ID:?run this script with sbatch, or set SLURM_ARRAY_TASK_ID}\"\n"
           "mkdir -p " + SlurmExport::kResultsDirectory + "\n"
           "exec \"$SCHEDLAB_CLI\" sweep " + SlurmExport::kSpecFile + " --task \"$TASK\" --jobs 1 --db \"" +
           SlurmExport::kResultsDirectory + "/task-$TASK.sqlite\"\n";
}

std::string mergeScript()
{
    // No cd: a relative STORE is relative to where the user runs the script.
    return "#!/bin/sh\n"
           "# Imports every task's results into one run store: ./" + SlurmExport::kMergeScript +
           " [STORE]\n"
           "# (default: " + SlurmExport::kMergedStore + " in this folder; name your usual store to add them there).\n"
           "# Runs already in STORE are skipped, so merging again is harmless.\n"
           "set -eu\n"
           "HERE=\"$(cd \"$(dirname \"$0\")\" && pwd)\"\n"
           "SCHEDLAB_CLI=\"${SCHEDLAB_CLI:-" + kProgram + "}\"\n"
           "exec \"$SCHEDLAB_CLI\" merge \"$HERE\"/" + SlurmExport::kResultsDirectory + "/task-*.sqlite --db \"${1:-$HERE/" +
           SlurmExport::kMergedStore + "}\"\n";
}

std::string readme(const SweepSpec& spec, std::size_t taskCount)
{
    return "SchedLab sweep '" + spec.group() + "' exported for Slurm: " + std::to_string(taskCount) +
           " independent tasks.\n\n"
           "1. Copy this folder to the cluster (the trace and platform paths in " + SlurmExport::kSpecFile +
           "\n   must exist there; edit them if they differ) and put schedlab-cli on the PATH, or set\n"
           "   SCHEDLAB_CLI to its full path.\n"
           "2. cd into the folder and submit:   sbatch " + SlurmExport::kScript + "\n"
           "   Task i runs: " + kProgram + " sweep " + SlurmExport::kSpecFile + " --task i --jobs 1 --db " +
           SlurmExport::kResultsDirectory + "/task-i.sqlite\n"
           "   " + SlurmExport::kTaskList + " lists every task's run and command; without Slurm, run those\n"
           "   commands in any way you like (one at a time, GNU parallel, another scheduler).\n"
           "3. When all tasks are done:         ./" + SlurmExport::kMergeScript + " [STORE]\n"
           "   This imports results/task-*.sqlite into STORE (default " + SlurmExport::kMergedStore +
           "). A failed\n   task can simply be resubmitted (sbatch --array=I " + SlurmExport::kScript +
           "); runs already stored are skipped.\n";
}

}  // namespace

std::vector<std::string> SlurmExport::taskArguments(std::size_t task)
{
    return {"sweep", kSpecFile, "--task", std::to_string(task), "--jobs", "1", "--db", taskStore(task)};
}

std::string SlurmExport::taskStore(std::size_t task)
{
    return kResultsDirectory + "/task-" + std::to_string(task) + ".sqlite";
}

void SlurmExport::write(const SweepSpec& spec, const std::vector<RunSpec>& runs, const std::string& directory)
{
    if (runs.empty())
        throw SlurmExportError(spec.sourceName() + ": the sweep has no runs to export");
    const fs::path root(directory);
    std::error_code error;
    if (fs::exists(root, error) && !(fs::is_directory(root, error) && fs::is_empty(root, error)))
        throw SlurmExportError(directory + ": already exists and is not an empty folder; choose a new one");
    for (const std::string& sub : {kResultsDirectory, kLogsDirectory}) {
        fs::create_directories(root / sub, error);
        if (error)
            throw SlurmExportError((root / sub).string() + ": cannot create the folder: " + error.message());
    }

    std::string tasks = "task\trun\tcommand\n";
    for (std::size_t i = 0; i < runs.size(); ++i)
        tasks += std::to_string(i) + "\t" + runs[i].name + "\t" + joinedCommand(taskArguments(i)) + "\n";

    writeFile(root / kSpecFile, spec.toJsonText(), false);
    writeFile(root / kTaskList, tasks, false);
    writeFile(root / kScript, script(spec, runs.size()), true);
    writeFile(root / kMergeScript, mergeScript(), true);
    writeFile(root / kReadme, readme(spec, runs.size()), false);
}

}  // namespace schedlab
