#include "grid/SiteBroker.h"

#include "engine/SchedulingContext.h"
#include "engine/SimulationError.h"
#include "platform/Platform.h"

namespace schedlab {

namespace {

const std::string kTie = "tie";
const std::string kOriginThenIndex = "origin-then-index";
const std::string kIndex = "index";
const std::string kPrediction = "prediction";
const std::string kExact = "exact";
const std::string kEstimate = "estimate";

ParameterSpec choice(const std::string& key, const char* label, const std::string& first,
                     const std::string& second, const char* help)
{
    return {key, label, ParameterSpec::Type::Choice, 0, 0, first, {first, second}, "", help};
}

}  // namespace

ParameterSpec SiteBroker::tieParameter()
{
    return choice(kTie, "Ties", kOriginThenIndex, kIndex,
            "Between sites with equal weighted completion times: the job's origin site first, then the lower "
            "site index; or the lower index only. Wiriyaprasit (2004) does not say.");
}

ParameterSpec SiteBroker::predictionParameter()
{
    return choice(kPrediction, "Prediction", kExact, kEstimate,
            "What the completion-time prediction takes as run times: the jobs' exact sizes (size / speed, the "
            "thesis's \"estimated execution times\" read as exact, sec. 3.3), or the users' estimates. The two "
            "agree on generated per-site workloads, whose estimates are the sizes.");
}

SiteBroker::SiteBroker(std::string name, const Parameters& parameters)
    : m_name(std::move(name))
    , m_tie(parameters.text(kTie) == kIndex ? Tie::Index : Tie::OriginThenIndex)
    , m_exactPrediction(parameters.text(kPrediction) != kEstimate)
{
}

void SiteBroker::prepare(const Platform& platform)
{
    m_queues.prepare(platform);
}

void SiteBroker::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    const MachineIndex sites = context.platform().machineCount();
    // Nodes freed at this instant serve the queues before new jobs are placed.
    for (MachineIndex site = 0; site < sites; ++site)
        m_queues.startWhatFits(context, site);
    for (const JobIndex job : events.submitted) {
        checkOrigin(context, job);
        const MachineIndex site = place(context, job);
        m_queues.add(job, site, site == context.request(job).originSite);
        m_queues.startWhatFits(context, site);
    }
}

MachineIndex SiteBroker::place(SchedulingContext& context, JobIndex job)
{
    const JobRequest& request = context.request(job);
    const Platform& platform = context.platform();
    MachineIndex best = kNoMachine;
    double bestValue = 0;
    for (MachineIndex site = 0; site < platform.machineCount(); ++site) {
        if (platform.machine(site).nodes < request.nodes)
            continue;
        m_queues.orderWith(site, job, site == request.originSite, m_order);
        const double value = double(m_predictor.predict(context, site, m_order)) * weight(site, request.originSite);
        // Sites are visited by index, so a strict improvement keeps the
        // lower index; the origin wins any tie it is part of.
        const bool originWinsTie =
            m_tie == Tie::OriginThenIndex && site == request.originSite && value == bestValue;
        if (best == kNoMachine || value < bestValue || originWinsTie) {
            best = site;
            bestValue = value;
        }
    }
    return best;
}

void SiteBroker::checkOrigin(const SchedulingContext& context, JobIndex job) const
{
    const JobRequest& request = context.request(job);
    const MachineIndex sites = context.platform().machineCount();
    if (request.originSite >= 0 && request.originSite < sites)
        return;
    throw ConfigurationError(
        m_name + ": job " + std::to_string(request.id) +
        (request.originSite == kNoMachine ? " has no origin site"
                                          : " has origin site " + std::to_string(request.originSite) +
                                                ", but platform '" + context.platform().name() + "' has only " +
                                                std::to_string(sites) + " sites") +
        "; a broker places jobs by where they were submitted. Generate a workload with origin sites "
        "(generate:site-poisson) or assign them with --transform sites:round-robin");
}

}  // namespace schedlab
