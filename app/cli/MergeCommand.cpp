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
    return "import the runs of several store files (e.g. sweep tasks) into one store";
}

ArgumentParser MergeCommand::parser() const
{
    ArgumentParser parser(qualifiedName(),
                          "Imports every run of the given run store or export files into one store,\n"
                          "skipping runs it already holds, and reports what it did per file.");
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

    TextTable table({"file", "imported", "skipped"});
    table.alignRightFrom(kFirstCountColumn);
    ImportSummary total;
    try {
        RunStore store(target);
        for (const std::string& file : args.positionals()) {
            const ImportSummary summary = store.importFrom(file);
            total.imported += summary.imported;
            total.skippedExisting += summary.skippedExisting;
            table.addRow({file, std::to_string(summary.imported), std::to_string(summary.skippedExisting)});
        }
    } catch (const StoreError& e) {
        throw StoreAccess::toCliError(e);
    }
    table.addSeparator();
    table.addRow({"total", std::to_string(total.imported), std::to_string(total.skippedExisting)});
    out << table.toString() << "Merged into " << target << ": " << total.imported << " imported, "
        << total.skippedExisting << " skipped (already there)\n";
    return ExitCode::Success;
}

}  // namespace schedlab
