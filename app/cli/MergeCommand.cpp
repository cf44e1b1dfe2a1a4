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
    for (const std::string& file : args.positionals()) {
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
        for (const std::string& file : args.positionals()) {
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
    return ExitCode::Success;
}

}  // namespace schedlab
