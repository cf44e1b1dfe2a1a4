#include "RunsSetText.h"

#include "CliError.h"
#include "StoreAccess.h"
#include "StoreOption.h"

namespace schedlab {

namespace {

const std::string kId = "ID";
const std::string kName = "NAME";
const std::string kText = "TEXT";

}  // namespace

std::string RunsSetText::name() const
{
    return m_field == Field::Name ? "rename" : "note";
}

std::string RunsSetText::summary() const
{
    return m_field == Field::Name ? "rename a run" : "set a run's notes (empty text clears them)";
}

ArgumentParser RunsSetText::parser() const
{
    const bool renaming = m_field == Field::Name;
    ArgumentParser parser(commandLine(),
                          renaming ? "Gives a stored run a new name."
                                   : "Sets the notes of a stored run, replacing earlier ones.");
    parser.positional(kId, "run id (see 'runs list')")
        .positional(renaming ? kName : kText, renaming ? "the new name" : "the notes; \"\" clears them");
    StoreOption::declare(parser);
    return parser;
}

ExitCode RunsSetText::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const std::int64_t id = StoreAccess::runId(args.positionals().at(0));
    const std::string& text = args.positionals().at(1);
    if (m_field == Field::Name && text.empty())
        throw CliError::usage("runs rename: the new NAME is empty");
    const std::unique_ptr<RunStore> store = StoreAccess::open(args, RunStore::Mode::ReadWrite);
    if (m_field == Field::Name) {
        store->rename(id, text);
        out << "run " << id << " renamed to '" << text << "'\n";
    } else {
        store->setNotes(id, text);
        out << "run " << id << (text.empty() ? " notes cleared" : " notes set") << "\n";
    }
    return ExitCode::Success;
}

}  // namespace schedlab
