#include "StudyList.h"

#include "StoreOption.h"
#include "StudyArguments.h"
#include "TextTable.h"

#include "experiment/TraceCache.h"
#include "study/StudyCatalog.h"

namespace schedlab {

namespace {

constexpr std::size_t kFirstCountColumn = 2;  // after name and title

}  // namespace

std::string StudyList::summary() const
{
    return "list the study presets with their run counts";
}

ArgumentParser StudyList::parser() const
{
    ArgumentParser parser(commandLine(),
                          "Lists the study presets: name, title and the number of runs of the full and of the\n"
                          "quick version. Counting loads the CTC trace (for its months) and writes the\n"
                          "generated workloads the studies need into the generated-workloads folder, once.");
    StudyArguments::declareInputs(parser);
    return parser;
}

ExitCode StudyList::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const StudyCatalog catalog;
    StudyOptions options = StudyArguments::options(args, StoreOption::path(args));
    TraceCache cache;
    TextTable table({"study", "title", "runs", "quick runs"});
    table.alignRightFrom(kFirstCountColumn);
    for (const auto& study : catalog.studies()) {
        options.quick = false;
        const std::size_t full = study->runs(options, cache).size();
        options.quick = true;
        const std::size_t quick = study->runs(options, cache).size();
        table.addRow({study->name(), study->title(), std::to_string(full), std::to_string(quick)});
    }
    out << table.toString() << "\nRun one with '" << kProgramName << " study run NAME [--quick]'; '" << kProgramName
        << " study show NAME' prints its tables from the runs already stored.\n";
    return ExitCode::Success;
}

}  // namespace schedlab
