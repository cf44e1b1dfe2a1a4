#include "BatchRun.h"

#include "NumberParser.h"
#include "ParsedArguments.h"
#include "StoreAccess.h"
#include "SweepTables.h"

#include "store/StoreError.h"
#include "sweep/SweepRunner.h"

#include <chrono>

namespace schedlab {

namespace {

// A terminal line per second is readable; one per run of a big sweep is not.
constexpr std::chrono::milliseconds kProgressInterval{1000};

}  // namespace

unsigned BatchRun::jobs(const ParsedArguments& args)
{
    const std::string name = kJobs;
    return args.has(name) ? static_cast<unsigned>(NumberParser::positiveInt(*args.value(name), "--" + name)) : 0U;
}

SweepReport BatchRun::run(TraceCache& cache, const std::vector<RunSpec>& runs, const std::string& storePath,
                          unsigned jobs, bool validate, const std::string& title, std::ostream& out,
                          std::ostream& err)
{
    SweepOptions options;
    options.storePath = storePath;
    options.jobs = jobs;
    options.validate = validate;
    options.progressInterval = kProgressInterval;
    options.onProgress = [&err](const SweepProgress& progress) {
        err << SweepTables::progressLine(progress) << "\n";
        err.flush();
    };
    SweepRunner runner(cache, runs, options);
    out << title << runsText(runs.size()) << " on " << runner.threadCount()
        << (runner.threadCount() == 1 ? " thread" : " threads") << " into " << storePath << "\n";
    out.flush();
    try {
        return runner.run();
    } catch (const StoreError& e) {
        throw StoreAccess::toCliError(e);
    }
}

std::string BatchRun::runsText(std::size_t count)
{
    return std::to_string(count) + (count == 1 ? " run" : " runs");
}

}  // namespace schedlab
