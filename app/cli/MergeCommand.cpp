#include "MergeCommand.h"

#include "CliError.h"
#include "StoreAccess.h"
#include "StoreOption.h"
#include "TextTable.h"

#include "store/RunStore.h"
#include "store/StoreError.h"

#include <filesystem>

namespace schedlab {

namespace {

constexpr std::size_t kFirstCountColumn = 1;  // after the file name
const std::string kAllowPartial = "allow-partial";
constexpr std::size_t kMissingListed = 10;       // named in the message; the count says the rest

std::string missingText(const std::vector<std::string>& missing, std::size_t given)
{
    std::string names;
    for (std::size_t i = 0; i < missing.size() && i < kMissingListed; ++i)
        names += (i ? ", " : "") + missing[i];
    if (missing.size() > kMissingListed)
        names += ", ...";
    return std::to_string(missing.size()) + " of " + std::to_string(given) + " files are missing (" + names + ")";
}

}  // namespace

std::string MergeCommand::summary() const
{
    return "import several store files (e.g. sweep tasks) into one store";
}

ArgumentParser MergeCommand::parser() const
{
    ArgumentParser parser(qualifiedName(),
                          "Imports every run of the given run store or export files into one store,\n"
                          "skipping runs it already holds (the same uuid, or the same run computed\n"
                          "elsewhere: the same trace, transforms, platform, policy, parameters and\n"
                          "seed), and reports what it did per file. A skipped run's groups are added\n"
                          "to the run already there.");
    parser.positionalList("FILE", "run store or export file to import (e.g. results/task-3.sqlite)");
    parser.flag(kAllowPartial, "merge the files there are when some are missing (tasks that failed or\n"
                               "have not run yet); without it a missing file stops the merge");
    StoreOption::declare(parser);
    parser.epilog("Example, after a Slurm sweep (see 'sweep --slurm'):\n"
                  "  schedlab-cli merge sweep-slurm/results/task-*.sqlite --db ctc.sqlite\n");
    return parser;
}

ExitCode MergeCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream& err)
{
    (void)err;
    const std::string target = StoreOption::path(args);
    std::error_code ignored;
    // A task that failed or has not run leaves no file: say so before
    // merging anything, so a partial result is never taken for the whole.
    std::vector<std::string> files;
    std::vector<std::string> missing;
    for (const std::string& file : args.positionals())
        (std::filesystem::exists(file, ignored) ? files : missing).push_back(file);
    if (!missing.empty() && !args.has(kAllowPartial))
        throw CliError::input("merge: " + missingText(missing, args.positionals().size()) +
                              "; rerun the tasks that wrote them, or merge the others with --allow-partial");
    for (const std::string& file : files) {
        // Importing the target into itself would only be a confusing no-op.
        if (std::filesystem::equivalent(file, target, ignored))
            throw CliError::usage("merge: " + file + " is the target store itself");
    }

    // "skipped": the same uuid was already there; "same run": another uuid
    // but the same description (e.g. computed locally and on the cluster).
    TextTable table({"file", "imported", "skipped", "same run"});
    table.alignRightFrom(kFirstCountColumn);
    const auto addCounts = [&table](const std::string& label, const ImportSummary& summary) {
        table.addRow({label, std::to_string(summary.imported),
                      std::to_string(summary.skippedExisting), std::to_string(summary.skippedSameRun)});
    };
    ImportSummary total;
    try {
        RunStore store(target);
        for (const std::string& file : files) {
            const ImportSummary summary = store.importFrom(file);
            total.imported += summary.imported;
            total.skippedExisting += summary.skippedExisting;
            total.skippedSameRun += summary.skippedSameRun;
            addCounts(file, summary);
        }
    } catch (const StoreError& e) {
        throw StoreAccess::toCliError(e);
    }
    table.addSeparator();
    addCounts("total", total);
    out << table.toString() << "Merged into " << target << ": " << total.imported << " imported, "
        << total.skipped() << " skipped (" << total.skippedExisting << " already there, "
        << total.skippedSameRun << " the same run under another uuid)\n";
    if (!missing.empty())
        out << "Partial merge (--allow-partial): " << missingText(missing, args.positionals().size()) << "\n";
    return ExitCode::Success;
}

}  // namespace schedlab
