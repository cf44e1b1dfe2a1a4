#include "RunsTag.h"

#include "CliError.h"
#include "StoreAccess.h"
#include "StoreOption.h"

#include <algorithm>

namespace schedlab {

namespace {

const std::string kId = "ID";
const std::string kAdd = "add";
const std::string kRemove = "remove";

}  // namespace

std::string RunsTag::summary() const
{
    return "add or remove tags of a run";
}

ArgumentParser RunsTag::parser() const
{
    ArgumentParser parser(commandLine(),
                          "Adds and removes tags of a stored run; 'runs list --tag' finds them.");
    parser.positional(kId, "run id (see 'runs list')")
        .repeatableOption(kAdd, "TAG", "add this tag")
        .repeatableOption(kRemove, "TAG", "remove this tag");
    StoreOption::declare(parser);
    parser.epilog("Example:\n  schedlab-cli runs tag 3 --add paper --add baseline --remove draft\n");
    return parser;
}

ExitCode RunsTag::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const std::int64_t id = StoreAccess::runId(args.positionals().front());
    const std::vector<std::string> added = args.values(kAdd);
    const std::vector<std::string> removed = args.values(kRemove);
    if (added.empty() && removed.empty())
        throw CliError::usage("runs tag: nothing to do; give --" + kAdd + " TAG or --" + kRemove + " TAG");
    if (std::ranges::any_of(added, [](const std::string& tag) { return tag.empty(); }))
        throw CliError::usage("runs tag: --" + kAdd + " needs a non-empty TAG");

    const std::unique_ptr<RunStore> store = StoreAccess::open(args, RunStore::Mode::ReadWrite);
    std::vector<std::string> tags = store->summary(id).tags;
    std::erase_if(tags, [&removed](const std::string& tag) {
        return std::ranges::find(removed, tag) != removed.end();
    });
    tags.insert(tags.end(), added.begin(), added.end());
    store->setTags(id, tags);

    std::string list;
    for (const std::string& tag : store->summary(id).tags)
        list += (list.empty() ? "" : ", ") + tag;
    out << "run " << id << (list.empty() ? " has no tags" : " tags: " + list) << "\n";
    return ExitCode::Success;
}

}  // namespace schedlab
