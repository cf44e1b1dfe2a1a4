#include "StudyShow.h"

#include "StoreAccess.h"
#include "StudyArguments.h"
#include "StudyReport.h"
#include "TextWrap.h"

#include "experiment/TraceCache.h"
#include "study/StudyCatalog.h"
#include "study/StudyRunLookup.h"

namespace schedlab {

std::string StudyShow::summary() const
{
    return "print a study's tables from the runs already stored";
}

ArgumentParser StudyShow::parser() const
{
    ArgumentParser parser(commandLine(),
                          "Prints the tables of a study preset from the runs already in the run store,\n"
                          "without running anything: the same tables 'study run' prints, with the cells of\n"
                          "runs not stored yet left empty. Runs are found by what they simulate, so runs\n"
                          "another study or a sweep stored count too. Generated workloads missing from the\n"
                          "generated-workloads folder are written first (they identify their runs).");
    parser.positional(StudyArguments::kStudy, "the study, e.g. pfcfs-months");
    StudyArguments::declareQuick(parser);
    StudyArguments::declareInputs(parser);
    StudyArguments::declareCsvDir(parser);
    return parser;
}

ExitCode StudyShow::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const StudyCatalog catalog;
    const Study& study = StudyArguments::study(catalog, args.positionals().front());
    const auto store = StoreAccess::open(args, RunStore::Mode::ReadOnly);
    const StudyOptions options = StudyArguments::options(args, store->path());
    TraceCache cache;
    const std::vector<RunSpec> runs = study.runs(options, cache);
    const std::vector<StoredRun> stored = StudyRunLookup::stored(runs, *store, cache);

    out << "Study '" << study.group(options) << "': " << study.title() << "\n"
        << TextWrap::wrap(study.description(), "  ") << stored.size() << " of " << runs.size()
        << " runs stored in " << store->path() << "\n\n";
    const std::vector<StudyTable> tables = study.tables(stored);
    out << StudyReport::text(tables);
    if (const auto directory = args.value(StudyArguments::kCsvDir)) {
        const auto written =
            StudyReport::writeCsv(tables, *directory, StudyReport::filePrefix(study.name(), options.quick));
        out << "Wrote " << written.size() << " CSV tables to " << *directory << "\n";
    }
    return ExitCode::Success;
}

}  // namespace schedlab
