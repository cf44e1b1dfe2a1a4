#include "IsolatedRun.h"

#include "PipeText.h"
#include "PlatformResolver.h"

#include "engine/Policy.h"
#include "engine/Simulator.h"
#include "policies/PolicyRegistry.h"
#include "run/RunPipeline.h"
#include "run/Trace.h"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <sstream>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr int kChildFailed = 1;
constexpr double kBytesPerKibibyte = 1024.0;
constexpr double kMicrosecondsPerSecond = 1e6;

double seconds(const timeval& time)
{
    return double(time.tv_sec) + double(time.tv_usec) / kMicrosecondsPerSecond;
}

}  // namespace

void IsolatedRun::runChild(int fd, const Setup& setup)
{
    using Clock = std::chrono::steady_clock;
    try {
        const Platform platform = PlatformResolver::resolve(setup.platform);
        const auto started = Clock::now();
        const TracePtr trace = Trace::load(setup.tracePath);
        RunDescription description;
        description.transforms = setup.transforms;
        std::vector<std::string> summaries;
        const std::shared_ptr<const Workload> simulated =
            RunPipeline::workloadFor(*trace, description, platform, summaries);
        const Workload& workload = *simulated;
        const auto loaded = Clock::now();
        // After loading: a policy's times in seconds become the trace's ticks.
        const std::unique_ptr<Policy> policy =
            PolicyRegistry().create(setup.policy, setup.parameters, workload.ticksPerSecond);
        const SimulationResult result = simulate(workload, platform, *policy);
        const auto finished = Clock::now();

        std::ostringstream out;
        out.precision(17);
        out << "ok " << workload.jobs.size() << ' '
            << std::chrono::duration<double>(finished - started).count() << ' '
            << std::chrono::duration<double>(loaded - started).count() << ' '
            << result.schedulerCpuSeconds << '\n';
        PipeText::writeAll(fd, out.str());
        ::_exit(0);
    } catch (const std::exception& e) {
        PipeText::writeAll(fd, std::string("error ") + e.what() + "\n");
    }
    ::_exit(kChildFailed);
}

BenchmarkSample IsolatedRun::measure(const Setup& setup)
{
    std::array<int, 2> fds{};  // read end, write end
    if (::pipe(fds.data()) != 0)
        throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
    const pid_t child = ::fork();
    if (child < 0)
        throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
    if (child == 0) {
        ::close(fds[0]);
        runChild(fds[1], setup);
    }
    ::close(fds[1]);
    const std::string report = PipeText::readAll(fds[0]);
    ::close(fds[0]);

    int status = 0;
    rusage usage{};
    while (::wait4(child, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    std::istringstream in(report);
    std::string word;
    in >> word;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || word != "ok") {
        std::string message;
        std::getline(in, message);
        throw std::runtime_error(setup.policy + ": " +
                                 (message.empty() ? "child process failed" : message.substr(1)));
    }
    BenchmarkSample sample;
    in >> sample.jobs >> sample.wallSeconds >> sample.loadSeconds >> sample.schedulerCpuSeconds;
    sample.processCpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    // Linux reports ru_maxrss in KiB.
    sample.peakResidentBytes = double(usage.ru_maxrss) * kBytesPerKibibyte;
    return sample;
}

}  // namespace schedlab
