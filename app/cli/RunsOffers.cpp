#include "RunsOffers.h"

#include "CliError.h"
#include "CsvWriter.h"
#include "NumberFormat.h"
#include "OutputFile.h"
#include "StoreAccess.h"
#include "StoreOption.h"
#include "TextTable.h"

#include "economic/DomainMap.h"
#include "platform/PlatformJson.h"
#include "run/MarketReplay.h"
#include "run/RunPipeline.h"
#include "run/Trace.h"

#include <map>
#include <set>

namespace schedlab {

namespace {

const std::string kId = "ID";
const std::string kJob = "job";
const std::string kCsv = "csv";
constexpr int kMaxSummaryRows = 20;   // jobs listed in the summary; --csv has them all

std::string placeOf(const MarketOffer& offer, const Platform& platform)
{
    if (offer.offer.machine == kNoMachine)
        return "multi-site (" + std::to_string(offer.sites) + " machines)";
    return platform.machine(offer.offer.machine).name;
}

const MarketOffer* chosenOf(const MarketRound& round)
{
    return round.chosen < 0 ? nullptr : &round.offers[std::size_t(round.chosen)];
}

std::string reachedText(const MarketRound& round, const DomainMap& domains)
{
    std::string text;
    for (const DomainReach& reach : round.reached) {
        text += (text.empty() ? "" : ", ") + domains.domain(reach.domain).name + " (" +
                std::to_string(reach.hops) + (reach.hops == 1 ? " hop" : " hops") +
                (reach.inTime ? "" : ", too late") + ")";
    }
    return text;
}

}  // namespace

std::string RunsOffers::summary() const
{
    return "replay an economic run's market: requests, messages, offers, choices";
}

ArgumentParser RunsOffers::parser() const
{
    ArgumentParser parser(commandLine(),
                          "Replays a stored economic run (Yahyapour (2002), ch. 6) with its market log on and shows\n"
                          "where each request went, how many messages it took, what was offered and which offer\n"
                          "the user took, or why none was. Replays are exact: runs are deterministic.");
    parser.positional(kId, "run id (see 'runs list')")
        .option(kJob, "JOB", "every offer made to the job numbered JOB, with price, utility and fate")
        .option(kCsv, "FILE.csv",
                "write one row per request: job_id, at, origin, domains_reached, messages, offers,\n"
                "chosen_domain, chosen_machine, start, cost, utility, failure");
    StoreOption::declare(parser);
    return parser;
}

ExitCode RunsOffers::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const std::int64_t id = StoreAccess::runId(args.positionals().front());
    const StoredRun run = StoreAccess::open(args, RunStore::Mode::ReadOnly)->load(id);
    const RunDescription& description = run.description;
    if (!MarketReplay::hasMarket(description))
        throw CliError::usage("run " + std::to_string(id) + " used policy '" + description.policy +
                              "', which makes no offers; 'runs offers' explains economic runs");
    std::optional<std::int64_t> jobId;
    if (const auto job = args.value(kJob))
        jobId = StoreAccess::runId(*job);
    const TracePtr trace = Trace::load(description.tracePath);
    if (!trace->isWhatRan(description.traceSha256))
        throw CliError::input(description.tracePath + ": the file has changed since run " + std::to_string(id) +
                              " was made (SHA-256 differs), so a replay would not show that run");
    const Platform platform = PlatformJson::fromJson(description.platformJson, "run " + std::to_string(id));
    const DomainMap domains = MarketReplay::domains(description, platform);

    const std::vector<MarketRound> rounds =
        MarketReplay::replay(RunPipeline(), *trace, platform, description, jobId);
    if (jobId && rounds.empty())
        throw CliError::input("run " + std::to_string(id) + " has no job " + std::to_string(*jobId));
    if (const auto path = args.value(kCsv))
        writeCsv(rounds, domains, platform, *path);
    out << "Run " << id << ": " << run.name << "\n";
    if (jobId)
        printJob(rounds, domains, platform, out);
    else
        printSummary(rounds, domains, out);
    return ExitCode::Success;
}

void RunsOffers::printSummary(const std::vector<MarketRound>& rounds, const DomainMap& domains, std::ostream& out)
{
    std::int64_t messages = 0;
    std::map<std::string, std::int64_t> failures;
    std::vector<std::int64_t> taken(std::size_t(domains.count()), 0);
    for (const MarketRound& round : rounds) {
        messages += round.messages;
        if (const MarketOffer* chosen = chosenOf(round))
            ++taken[std::size_t(chosen->domain)];
        else
            ++failures[round.failure()];
    }
    const double perRound = rounds.empty() ? 0.0 : double(messages) / double(rounds.size());
    std::set<std::int64_t> jobs;
    for (const MarketRound& round : rounds)
        jobs.insert(round.jobId);
    out << "Requests: " << rounds.size() << " from " << jobs.size() << " jobs";
    if (rounds.size() > jobs.size())
        out << " (a job asks again when its booked nodes are still held at its start)";
    out << "\nMessages: " << messages << " (" << NumberFormat::fixed(perRound, 2) << " per request)\n";
    TextTable byDomain({"domain", "machines", "requests taken"});
    byDomain.alignRightFrom(1);
    for (int d = 0; d < domains.count(); ++d) {
        byDomain.addRow({domains.domain(d).name, std::to_string(domains.domain(d).machines.size()),
                         std::to_string(taken[std::size_t(d)])});
    }
    out << byDomain.toString();
    if (failures.empty()) {
        out << "Every request got an offer.\n";
    } else {
        out << "Requests no offer met:";
        for (const auto& [reason, count] : failures)
            out << " " << reason << " " << count;
        out << "\n";
    }
    out << "Use --job JOB for one job's offers and --csv FILE for every request ("
        << std::min<std::size_t>(rounds.size(), kMaxSummaryRows) << " of " << rounds.size() << " shown here).\n";
    TextTable list({"job", "at", "from", "reached", "messages", "offers", "taken", "start", "utility"});
    list.alignRightFrom(1);
    for (std::size_t i = 0; i < rounds.size() && i < std::size_t(kMaxSummaryRows); ++i) {
        const MarketRound& round = rounds[i];
        const MarketOffer* chosen = chosenOf(round);
        list.addRow({std::to_string(round.jobId), std::to_string(round.at), domains.domain(round.origin).name,
                     std::to_string(round.reached.size()), std::to_string(round.messages),
                     std::to_string(round.offers.size()),
                     chosen ? domains.domain(chosen->domain).name : round.failure(),
                     chosen ? std::to_string(chosen->offer.start) : "-",
                     chosen ? NumberFormat::adaptive(chosen->offer.utility) : "-"});
    }
    out << list.toString();
}

void RunsOffers::printJob(const std::vector<MarketRound>& rounds, const DomainMap& domains, const Platform& platform,
                          std::ostream& out)
{
    for (const MarketRound& round : rounds) {
        out << "\nJob " << round.jobId << " (" << round.width << " nodes, estimate " << round.estimate
            << " s) asked at " << round.at << " from domain " << domains.domain(round.origin).name << "\n"
            << "Reached: " << reachedText(round, domains) << "\n"
            << "Messages: " << round.messages << "; the user decided " << round.decidedAfter
            << " s after asking\n";
        TextTable offers({"domain", "hops", "machine", "start", "end", "cost", "reservation", "utility", "status"});
        offers.alignRightFrom(1);
        offers.setAlignment(2, TextTable::Align::Left);
        offers.setAlignment(8, TextTable::Align::Left);
        for (const MarketOffer& offer : round.offers) {
            offers.addRow({domains.domain(offer.domain).name, std::to_string(offer.hops), placeOf(offer, platform),
                           std::to_string(offer.offer.start), std::to_string(offer.offer.start + offer.offer.duration),
                           NumberFormat::adaptive(offer.offer.cost), NumberFormat::adaptive(offer.offer.reservationCost),
                           NumberFormat::adaptive(offer.offer.utility), offerStatusName(offer.status)});
        }
        out << offers.toString();
        if (round.chosen < 0)
            out << "No offer was taken: " << round.failure() << "; the job was rejected.\n";
    }
}

void RunsOffers::writeCsv(const std::vector<MarketRound>& rounds, const DomainMap& domains, const Platform& platform,
                          const std::string& path)
{
    OutputFile::write(path, [&](std::ostream& stream) {
        CsvWriter csv(stream);
        csv.writeRow({"job_id", "at", "origin", "domains_reached", "messages", "offers", "chosen_domain",
                      "chosen_machine", "start", "cost", "utility", "failure"});
        for (const MarketRound& round : rounds) {
            const MarketOffer* chosen = chosenOf(round);
            csv.writeRow({std::to_string(round.jobId), std::to_string(round.at), domains.domain(round.origin).name,
                          std::to_string(round.reached.size()), std::to_string(round.messages),
                          std::to_string(round.offers.size()), chosen ? domains.domain(chosen->domain).name : "",
                          chosen ? placeOf(*chosen, platform) : "", chosen ? std::to_string(chosen->offer.start) : "",
                          chosen ? NumberFormat::shortest(chosen->offer.cost) : "",
                          chosen ? NumberFormat::shortest(chosen->offer.utility) : "", round.failure()});
        }
    });
}

}  // namespace schedlab
