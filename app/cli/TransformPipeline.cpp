#include "TransformPipeline.h"

#include "ArgumentParser.h"
#include "CliError.h"
#include "ParsedArguments.h"

#include "workload/WorkloadTransform.h"

#include <stdexcept>

namespace schedlab {

namespace {

const std::string kExactEstimatesSpec = "exact-estimates";

}  // namespace

void TransformPipeline::declareOptions(ArgumentParser& parser, const std::string& dropWiderValueName,
                                       const std::string& dropWiderHelp)
{
    parser.flag(kExactEstimatesOption, "transform exact-estimates: estimate := run time");
    if (dropWiderValueName.empty())
        parser.flag(kDropWiderOption, dropWiderHelp);
    else
        parser.option(kDropWiderOption, dropWiderValueName, dropWiderHelp);
    parser.repeatableOption(kTransformOption, "SPEC", "workload transform (specs below)");
}

std::string TransformPipeline::specHelp()
{
    return "Transform specs, applied in command-line order together with --exact-estimates\n"
           "and --drop-wider:\n"
           "  drop-wider:N       remove jobs wider than N nodes\n"
           "  exact-estimates    estimate := run time\n"
           "  overrun:complete   (default) jobs run to completion; schedulers see the\n"
           "                     estimate and treat an overrunning job as ending next instant\n"
           "  overrun:kill       jobs running past their estimate are killed at it\n"
           "  window:FROM:TO     keep jobs submitted in [FROM, TO) seconds\n"
           "  month:YYYY-MM      keep jobs submitted in that month (trace time zone)\n"
           "  range:FIRST:LAST   keep jobs FIRST..LAST by 1-based position\n"
           "  window:random:N:SEED  keep N consecutive jobs from a position drawn from SEED\n"
           "  window:demand:HOURS:SEED  keep consecutive jobs from a position drawn from SEED\n"
           "                     until their work reaches HOURS processor-hours\n"
           "  scale-interarrival:K  multiply the gaps between submissions by K (0: all at once)\n"
           "  evaluate:skip:H:T  simulate every job, but measure only those after the\n"
           "                     first H and before the last T (Wiriyaprasit 2004)\n"
           "  options:halve:H    offer each job H narrower, longer ways to run, for\n"
           "                     policies that choose (Vanderster 2008)\n"
           "  credits:SEED[:EXP] give each job a credit v ~ N(10, 4) above 0.1 and each\n"
           "                     narrower option v x (width / widest)^EXP, EXP 1.1\n"
           "                     (Vanderster 2008, ch. 4-5; after options:halve:H)\n"
           "  uniform-credits:SEED  give each way a job can run a credit ~ U(0, 1) and the\n"
           "                     job the best of them (Vanderster 2008, ch. 6)\n"
           "  inputs:MIN:MAX:SEED  give each job input data ~ U(MIN, MAX) MB, moved to its\n"
           "                     machine at the machine's bandwidth and held on its disk\n"
           "  rebase             shift submit times so the first job is submitted at 0\n"
           "  extract:NAME       grid extract 10_20k, 30_40k or 60_70k (= range:10000:20000 ...)\n"
           "Grid transforms (run only: they depend on the platform's machines):\n"
           "  sites:round-robin  job k goes to site k mod #machines (its origin site)\n"
           "  sites:partition    site by SWF partition; sites:queue: by SWF queue\n"
           "  sites:map:FIELD:FILE  site by FIELD (job, user, group, queue, partition)\n"
           "                     with 'VALUE SITE' lines in FILE ('*' for the rest)\n"
           "  wide:local         split jobs wider than their site into parts of its size\n"
           "  wide:largest       split into parts of the largest machine\n"
           "  wide:max:N         split into parts of at most N nodes\n"
           "  wide:keep          keep wide jobs whole (grid-multisite spreads them)\n";
}

TransformPipeline::TransformPipeline(const ParsedArguments& args, const DropWiderSpec& dropWiderSpec)
{
    for (const ParsedArguments::Occurrence& occurrence : args.occurrences()) {
        if (occurrence.name == kExactEstimatesOption)
            m_specs.push_back(kExactEstimatesSpec);
        else if (occurrence.name == kDropWiderOption)
            m_specs.push_back(dropWiderSpec(occurrence.value));
        else if (occurrence.name == kTransformOption)
            m_specs.push_back(occurrence.value);
    }
    for (const std::string& spec : m_specs) {
        try {
            m_canonical.push_back(WorkloadTransform::parse(spec)->spec());
        } catch (const std::invalid_argument& e) {
            throw CliError::input(e.what());  // names the spec and the bad part
        }
    }
}

std::vector<TransformStep> TransformPipeline::apply(Workload& workload, const Platform* platform) const
{
    const std::vector<std::string> summaries =
        failsAsInput([&] { return applyTransforms(workload, m_specs, platform); });
    return steps(m_canonical, summaries);
}

std::vector<TransformStep> TransformPipeline::steps(const std::vector<std::string>& specs,
                                                    const std::vector<std::string>& summaries)
{
    std::vector<TransformStep> steps;
    steps.reserve(specs.size());
    for (std::size_t i = 0; i < specs.size() && i < summaries.size(); ++i)
        steps.push_back({specs[i], summaries[i]});
    return steps;
}

CliError TransformPipeline::inputError(const std::invalid_argument& e)
{
    // Every spec parsed in the constructor; should a transform still
    // refuse this particular workload, that is bad input, not a crash.
    return CliError::input(std::string("transform failed: ") + e.what());
}

}  // namespace schedlab
