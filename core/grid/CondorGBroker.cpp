#include "grid/CondorGBroker.h"

#include "engine/SchedulingContext.h"
#include "engine/SchedulingEvents.h"
#include "platform/Platform.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace schedlab {

namespace {

const std::string kRank = "rank";
const std::string kCombined = "combined";
const std::string kLoad = "load";
const std::string kWait = "wait";
const std::string kAdPeriod = "ad-period";
const std::string kQueueFactor = "queue-factor";
const std::string kDataRank = "datarank";
const std::string kFalse = "false";
constexpr double kLongestAdPeriod = 86400;
constexpr double kLargestQueueFactor = 1000;
// Above 0, a site with an empty queue and no match since its ad always
// qualifies, so every job is matched in the end.
constexpr double kLeastQueueFactor = 0.001;
// The broker's only timer: the next refresh of the sites' ads.
constexpr std::uint64_t kRefreshTag = 1;

}  // namespace

PolicyInfo CondorGBroker::info()
{
    return PolicyInfo{
        {"condor-g",
         "Condor-G style broker (GridX1 ranks and throttle)",
         "The sites publish their state every ad period (free CPUs A, queued jobs Q, CPUs C and their queue); "
         "between refreshes the broker decides on these stale values. Each job, in arrival order, goes to the site "
         "of highest rank among those that meet the requirement Q + M < f_q C (M: jobs matched to the site since "
         "its last ad): load R = (A - Q) / C, wait R = -EWT - P M, or combined R = max((A - Q) / C, 0) + min(0, "
         "(-EWT - P M) / T_avg), EWT the expected wait of the site's queue, T_avg the mean run time of its past "
         "jobs. A job no site accepts waits at the broker for the next refresh. Each site runs its queue first "
         "come, first served. Open choices: P = T_avg / C; before any job ended at a site T_avg is the mean "
         "estimate of the jobs sent there; ties go to the lower site index. With the data rank a job with input "
         "data goes to the eligible site with the best bandwidth to it (a site without a bandwidth moves data "
         "without cost, so counts as the best), the rank deciding between equal bandwidths.",
         "Vanderster (2008), ch. 3 (GridX1 resource broker, eqs. 3.2-3.5, Fig. 3.3)",
         {
             {kRank, "Rank", ParameterSpec::Type::Choice, 0, 0, kCombined, {kCombined, kLoad, kWait}, "",
              "Load balance (eq. 3.2), expected wait (eq. 3.3) or both (eq. 3.4)."},
             {kAdPeriod, "Ad period", ParameterSpec::Type::Real, 1, kLongestAdPeriod, "300", {}, "s",
              "How often the sites publish their state; the broker decides on the last one."},
             {kQueueFactor, "Queue factor f_q", ParameterSpec::Type::Real, kLeastQueueFactor, kLargestQueueFactor, "0.1", {}, "",
              "The throttle (eq. 3.5): a site takes a job only while its queued and newly matched jobs are "
              "fewer than f_q times its CPUs."},
             {kDataRank, "Data rank", ParameterSpec::Type::Boolean, 0, 0, kFalse, {}, "",
              "GridX1's optional datarank (ch. 3): jobs with input data go to the eligible site with the best "
              "bandwidth to the data first."},
         }},
        true,
        false};
}

CondorGBroker::CondorGBroker(const Parameters& parameters)
    : m_rank(parameters.text(kRank) == kLoad ? Rank::Load
             : parameters.text(kRank) == kWait ? Rank::Wait
                                               : Rank::Combined)
    , m_dataRank(parameters.boolean(kDataRank))
    , m_adPeriod(std::max<Time>(1, parameters.ticks(kAdPeriod)))
    , m_queueFactor(parameters.real(kQueueFactor))
{
}

void CondorGBroker::prepare(const Platform& platform)
{
    m_queues.prepare(platform);
    m_ads.assign(std::size_t(platform.machineCount()), Ad{});
    m_history.assign(std::size_t(platform.machineCount()), SiteHistory{});
}

double CondorGBroker::expectedWait(std::vector<double> remaining, std::span<const QueuedJob> queue)
{
    if (remaining.empty())
        return 0;
    for (const QueuedJob& job : queue) {
        const std::size_t width = std::clamp<std::size_t>(std::size_t(std::max(job.width, 1)), 1, remaining.size());
        std::partial_sort(remaining.begin(), remaining.begin() + std::ptrdiff_t(width), remaining.end());
        // A parallel job starts when the last of its CPUs is free.
        const double end = remaining[width - 1] + job.duration;
        std::fill(remaining.begin(), remaining.begin() + std::ptrdiff_t(width), end);
    }
    return *std::ranges::min_element(remaining);
}

void CondorGBroker::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    const Time now = events.now;
    for (const JobIndex job : events.completed) {
        const auto site = m_siteOf.find(job);
        if (site == m_siteOf.end())
            continue;
        SiteHistory& history = m_history[std::size_t(site->second)];
        history.completedRunTime += double(now - m_startOf.at(job));
        ++history.completed;
        m_siteOf.erase(site);
        m_startOf.erase(job);
        --m_atSites;
    }
    if (!events.timers.empty())
        m_armed = false;
    // Nodes freed at this instant serve the sites' queues first, so that a
    // refresh now publishes the state after them.
    for (MachineIndex site = 0; site < context.platform().machineCount(); ++site)
        startAt(context, site);
    if (!m_published || now >= m_nextRefresh)
        refresh(context);

    m_held.insert(m_held.end(), events.submitted.begin(), events.submitted.end());
    std::deque<JobIndex> unmatched;
    for (const JobIndex job : m_held) {
        const MachineIndex site = match(context, job);
        if (site == kNoMachine) {
            unmatched.push_back(job);
            continue;
        }
        ++m_ads[std::size_t(site)].matches;
        SiteHistory& history = m_history[std::size_t(site)];
        history.matchedEstimate += double(context.request(job).estimate) / context.platform().machine(site).speed;
        ++history.matched;
        m_siteOf[job] = site;
        ++m_atSites;
        m_queues.add(job, site, false);
        startAt(context, site);
    }
    m_held = std::move(unmatched);
    armRefresh(context);
}

void CondorGBroker::refresh(SchedulingContext& context)
{
    const Time now = context.now();
    const Platform& platform = context.platform();
    for (MachineIndex site = 0; site < platform.machineCount(); ++site) {
        const Machine& machine = platform.machine(site);
        Ad& ad = m_ads[std::size_t(site)];
        ad.freeCpus = context.freeNodes(site);
        const std::vector<JobIndex> waiting = m_queues.waiting(site);
        ad.queued = waiting.size();
        std::vector<double> remaining(std::size_t(ad.freeCpus), 0.0);
        for (const RunningJob& running : context.running(site))
            remaining.insert(remaining.end(), std::size_t(running.nodes),
                             double(std::max<Time>(0, running.estimatedEnd - now)));
        std::vector<QueuedJob> queue;
        queue.reserve(waiting.size());
        for (const JobIndex job : waiting) {
            const JobRequest& request = context.request(job);
            queue.push_back({request.nodes, double(request.estimate) / machine.speed});
        }
        ad.expectedWait = expectedWait(std::move(remaining), queue);
        const SiteHistory& history = m_history[std::size_t(site)];
        ad.meanRunTime = history.completed > 0 ? history.completedRunTime / double(history.completed)
                         : history.matched > 0 ? history.matchedEstimate / double(history.matched)
                                               : 0.0;
        ad.matches = 0;
    }
    m_published = true;
    m_nextRefresh = (now / m_adPeriod + 1) * m_adPeriod;
}

void CondorGBroker::armRefresh(SchedulingContext& context)
{
    // While nothing is held or running there is nothing to refresh for: the
    // next job's arrival refreshes at once, and an idle grid's ad at the
    // last refresh instant is the same as now.
    if (m_armed || (m_held.empty() && m_atSites == 0))
        return;
    context.setTimer(m_nextRefresh, kRefreshTag);
    m_armed = true;
}

MachineIndex CondorGBroker::match(const SchedulingContext& context, JobIndex job) const
{
    const Platform& platform = context.platform();
    const JobRequest& request = context.request(job);
    const bool byData = m_dataRank && request.inputMB > 0;
    MachineIndex best = kNoMachine;
    double bestBandwidth = 0;
    double bestRank = 0;
    for (MachineIndex site = 0; site < platform.machineCount(); ++site) {
        const int cpus = platform.machine(site).nodes;
        const Ad& ad = m_ads[std::size_t(site)];
        if (cpus < request.nodes || double(ad.queued + ad.matches) >= m_queueFactor * double(cpus))
            continue;
        // Bandwidth 0 means data moves without cost (Machine): the best.
        const double mbps = platform.machine(site).bandwidthMBps;
        const double bandwidth = byData ? (mbps > 0 ? mbps : std::numeric_limits<double>::infinity()) : 0;
        const double value = rank(site, cpus);
        if (best == kNoMachine || bandwidth > bestBandwidth || (bandwidth == bestBandwidth && value > bestRank)) {
            best = site;
            bestBandwidth = bandwidth;
            bestRank = value;
        }
    }
    return best;
}

double CondorGBroker::rank(MachineIndex site, int cpus) const
{
    const Ad& ad = m_ads[std::size_t(site)];
    const double load = (double(ad.freeCpus) - double(ad.queued)) / double(cpus);
    const double increasePerMatch = ad.meanRunTime / double(cpus);  // P
    const double wait = -ad.expectedWait - increasePerMatch * double(ad.matches);
    switch (m_rank) {
    case Rank::Load: return load;
    case Rank::Wait: return wait;
    case Rank::Combined: break;
    }
    return std::max(load, 0.0) + (ad.meanRunTime > 0 ? std::min(0.0, wait / ad.meanRunTime) : 0.0);
}

void CondorGBroker::startAt(SchedulingContext& context, MachineIndex site)
{
    std::vector<JobIndex> started;
    m_queues.startWhatFits(context, site, &started);
    for (const JobIndex job : started)
        m_startOf[job] = context.now();
}

}  // namespace schedlab
