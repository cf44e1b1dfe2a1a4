#include "sweep/SlurmExport.h"

#include "sweep/SweepSpec.h"

#include <algorithm>
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

std::string quoted(const std::string& path)
{
    std::string text = "'";
    for (const char c : path)
        text += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return text + "'";
}

std::string script(const SweepSpec& spec, const std::string& folder, std::size_t runs, SlurmArrayLayout layout)
{
    const std::size_t tasks = layout.taskCount(runs);
    const std::size_t perTask = layout.runsPerTask(runs);
    const std::string store = "\"" + SlurmExport::kResultsDirectory + "/task-$TASK.sqlite\"";
    std::string text =
        "#!/bin/bash\n"
        "# SchedLab sweep '" + spec.group() + "': " + std::to_string(runs) + " runs as a Slurm job array of " +
        std::to_string(tasks) + " tasks, " +
        (perTask == 1 ? std::string("one run per task") : std::to_string(perTask) + " runs per task") + ".\n"
        "# Submit (from any folder):  sbatch " + folder + "/" + SlurmExport::kScript + "\n"
        "# When every task is done:   " + folder + "/" + SlurmExport::kMergeScript + "\n"
        "#SBATCH --job-name=" + jobName(spec.group()) + "\n"
        "#SBATCH --array=0-" + std::to_string(tasks - 1) + "\n"
        "#SBATCH --ntasks=1\n"
        "#SBATCH --cpus-per-task=1\n"
        "#SBATCH --chdir=" + folder + "\n"
        "#SBATCH --output=" + folder + "/" + SlurmExport::kLogsDirectory + "/task-%a.out\n"
        "#SBATCH --error=" + folder + "/" + SlurmExport::kLogsDirectory + "/task-%a.err\n"
        "# Adjust to your cluster, e.g. (remove one '#' to enable):\n"
        "##SBATCH --time=01:00:00\n"
        "##SBATCH --mem=2G\n"
        "##SBATCH --partition=batch\n"
        "set -euo pipefail\n"
        "cd " + quoted(folder) + "\n"
        "SCHEDLAB_CLI=\"${SCHEDLAB_CLI:-" + kProgram + "}\"\n"
        "TASK=\"${SLURM_ARRAY_TASK_ID:?run this script with sbatch, or set SLURM_ARRAY_TASK_ID}\"\n"
        "mkdir -p " + SlurmExport::kResultsDirectory + "\n";
    if (perTask == 1) {
        return text + "exec \"$SCHEDLAB_CLI\" sweep " + SlurmExport::kSpecFile + " --task \"$TASK\" --jobs 1 --db " +
               store + "\n";
    }
    return text + "RUNS=" + std::to_string(runs) + "\n"
           "PER_TASK=" + std::to_string(perTask) + "\n"
           "RUN=$((TASK * PER_TASK))\n"
           "END=$((RUN + PER_TASK))\n"
           "if [ \"$END\" -gt \"$RUNS\" ]; then END=$RUNS; fi\n"
           "while [ \"$RUN\" -lt \"$END\" ]; do\n"
           "    \"$SCHEDLAB_CLI\" sweep " + SlurmExport::kSpecFile + " --task \"$RUN\" --jobs 1 --db " + store + "\n"
           "    RUN=$((RUN + 1))\n"
           "done\n";
}

std::string mergeScript(std::size_t tasks)
{
    // No cd: a relative STORE is relative to where the user runs the script.
    // Every task's file is named, so a task that failed or has not run yet
    // is reported rather than silently left out.
    return "#!/bin/sh\n"
           "# Imports every task's results into one run store: ./" + SlurmExport::kMergeScript +
           " [--allow-partial] [STORE]\n"
           "# (default: " + SlurmExport::kMergedStore + " in this folder; name your usual store to add them there).\n"
           "# Runs already in STORE are skipped, so merging again is harmless. A missing task\n"
           "# result stops the merge unless --allow-partial is given.\n"
           "set -eu\n"
           "HERE=\"$(cd \"$(dirname \"$0\")\" && pwd)\"\n"
           "SCHEDLAB_CLI=\"${SCHEDLAB_CLI:-" + kProgram + "}\"\n"
           "PARTIAL=\"\"\n"
           "if [ \"${1:-}\" = \"--allow-partial\" ]; then PARTIAL=\"--allow-partial\"; shift; fi\n"
           "STORE=\"${1:-$HERE/" + SlurmExport::kMergedStore + "}\"\n"
           "set --\n"
           "TASK=0\n"
           "while [ \"$TASK\" -lt " + std::to_string(tasks) + " ]; do\n"
           "    set -- \"$@\" \"$HERE/" + SlurmExport::kResultsDirectory + "/task-$TASK.sqlite\"\n"
           "    TASK=$((TASK + 1))\n"
           "done\n"
           "exec \"$SCHEDLAB_CLI\" merge \"$@\" $PARTIAL --db \"$STORE\"\n";
}

std::string readme(const SweepSpec& spec, const std::string& folder, std::size_t runs, SlurmArrayLayout layout)
{
    const std::size_t tasks = layout.taskCount(runs);
    return "SchedLab sweep '" + spec.group() + "' exported for Slurm: " + std::to_string(runs) +
           " runs in a job array of " + std::to_string(tasks) + " tasks (" +
           std::to_string(layout.runsPerTask(runs)) + " run(s) per task; the cluster's MaxArraySize taken as " +
           std::to_string(layout.maxArraySize) + ").\n\n"
           "1. The script works in " + folder + " by that absolute path: export on the cluster\n"
           "   (or export again after moving the folder). The trace and platform paths in " + SlurmExport::kSpecFile +
           "\n   must exist there. Put schedlab-cli on the PATH, or set SCHEDLAB_CLI to its full path.\n"
           "2. Submit from any folder:   sbatch " + folder + "/" + SlurmExport::kScript + "\n"
           "   Array task t runs its runs r as: " + kProgram + " sweep " + SlurmExport::kSpecFile +
           " --task r --jobs 1 --db " + SlurmExport::kResultsDirectory + "/task-t.sqlite\n"
           "   " + SlurmExport::kTaskList + " lists every run and its command; without Slurm, run those\n"
           "   commands in any way you like (one at a time, GNU parallel, another scheduler).\n"
           "3. When all tasks are done:  " + folder + "/" + SlurmExport::kMergeScript + " [STORE]\n"
           "   This imports results/task-0 ... task-" + std::to_string(tasks - 1) + ".sqlite into STORE (default " +
           SlurmExport::kMergedStore + ") and stops, naming\n   them, if any is missing; --allow-partial merges the "
           "others. A failed task can simply be\n   resubmitted (sbatch --array=T " + SlurmExport::kScript +
           "); runs already stored are skipped.\n";
}

}  // namespace

std::size_t SlurmArrayLayout::runsPerTask(std::size_t runs) const
{
    const std::size_t limit = std::max<std::size_t>(1, maxArraySize);
    return std::max<std::size_t>(1, (runs + limit - 1) / limit);
}

std::size_t SlurmArrayLayout::taskCount(std::size_t runs) const
{
    const std::size_t perTask = runsPerTask(runs);
    return (runs + perTask - 1) / perTask;
}

std::vector<std::string> SlurmExport::runArguments(std::size_t run, std::size_t task)
{
    return {"sweep", kSpecFile, "--task", std::to_string(run), "--jobs", "1", "--db", taskStore(task)};
}

std::string SlurmExport::taskStore(std::size_t task)
{
    return kResultsDirectory + "/task-" + std::to_string(task) + ".sqlite";
}

void SlurmExport::write(const SweepSpec& spec, const std::vector<RunSpec>& runs, const std::string& directory,
                        SlurmArrayLayout layout)
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

    const std::string folder = fs::absolute(root, error).lexically_normal().string();
    if (error)
        throw SlurmExportError(directory + ": cannot find its absolute path: " + error.message());
    const std::size_t perTask = layout.runsPerTask(runs.size());
    std::string tasks = "task\trun\tcommand\n";
    for (std::size_t i = 0; i < runs.size(); ++i)
        tasks += std::to_string(i) + "\t" + runs[i].name + "\t" + joinedCommand(runArguments(i, i / perTask)) + "\n";

    writeFile(root / kSpecFile, spec.toJsonText(), false);
    writeFile(root / kTaskList, tasks, false);
    writeFile(root / kScript, script(spec, folder, runs.size(), layout), true);
    writeFile(root / kMergeScript, mergeScript(layout.taskCount(runs.size())), true);
    writeFile(root / kReadme, readme(spec, folder, runs.size(), layout), false);
}

}  // namespace schedlab
