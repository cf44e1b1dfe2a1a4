#include "PhasedRun.h"

#include "CallgrindDumps.h"
#include "PipeText.h"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr double kBytesPerKibibyte = 1024.0;
constexpr double kMicrosecondsPerSecond = 1e6;
constexpr int kExecFailed = 127;
// The callgrind options every measured run gets. Names and positions spelled
// out in full so that CallgrindDumps can read calls without a name table.
const std::vector<std::string> kCallgrindOptions = {"--tool=callgrind", "--compress-strings=no",
                                                    "--compress-pos=no"};

double seconds(const timeval& time)
{
    return double(time.tv_sec) + double(time.tv_usec) / kMicrosecondsPerSecond;
}

std::string selfPath()
{
    std::error_code error;
    const std::filesystem::path path = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        throw std::runtime_error("cannot find this program's path: " + error.message());
    return path.string();
}

std::string lastLines(const std::filesystem::path& file)
{
    std::ifstream in(file);
    std::string line;
    std::string last;
    while (std::getline(in, line))
        if (!line.empty())
            last = line;
    return last;
}

// Runs `argv` with its stdout into a pipe; returns what it wrote, its exit
// status and resource use.
std::string runProcess(const std::vector<std::string>& argv, int& status, rusage& usage)
{
    std::vector<char*> pointers;
    for (const std::string& word : argv)
        pointers.push_back(const_cast<char*>(word.c_str()));  // execvp's signature; it does not write
    pointers.push_back(nullptr);
    std::array<int, 2> fds{};  // read end, write end
    if (::pipe(fds.data()) != 0)
        throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
    const pid_t child = ::fork();
    if (child < 0)
        throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
    if (child == 0) {
        ::close(fds[0]);
        ::dup2(fds[1], STDOUT_FILENO);
        ::close(fds[1]);
        ::execvp(pointers.front(), pointers.data());
        const std::string message = std::string("error cannot run ") + argv.front() + ": " + std::strerror(errno) + "\n";
        (void)!::write(STDOUT_FILENO, message.data(), message.size());
        ::_exit(kExecFailed);
    }
    ::close(fds[1]);
    std::string output = PipeText::readAll(fds[0]);
    ::close(fds[0]);
    while (::wait4(child, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    return output;
}

}  // namespace

std::optional<std::string> PhasedRun::findValgrind()
{
    const char* path = std::getenv("PATH");
    std::istringstream directories(path ? path : "");
    std::string directory;
    while (std::getline(directories, directory, ':')) {
        const std::filesystem::path candidate = std::filesystem::path(directory.empty() ? "." : directory) / "valgrind";
        if (::access(candidate.c_str(), X_OK) == 0)
            return candidate.string();
    }
    return std::nullopt;
}

PhaseProfile PhasedRun::measure(const PhasedChild::Setup& setup, Tool tool)
{
    std::vector<std::string> argv;
    std::filesystem::path directory;
    if (tool == Tool::Callgrind) {
        const std::optional<std::string> valgrind = findValgrind();
        if (!valgrind)
            throw std::runtime_error("valgrind is not on PATH (Debian package 'valgrind')");
        std::string pattern = (std::filesystem::temp_directory_path() / "schedlab-callgrind-XXXXXX").string();
        if (::mkdtemp(pattern.data()) == nullptr)
            throw std::runtime_error("cannot create a temporary directory");
        directory = pattern;
        argv = {*valgrind};
        argv.insert(argv.end(), kCallgrindOptions.begin(), kCallgrindOptions.end());
        argv.push_back("--dump-after=" + std::string(PhasedChild::kCallgrindPhasePattern));
        // A dump before the first phase too, so that the dynamic loader and
        // static initialisers are not counted as the start phase.
        argv.push_back("--dump-before=" + std::string(PhasedChild::kCallgrindFirstPhase));
        argv.push_back("--callgrind-out-file=" + (directory / "callgrind.out").string());
        argv.push_back("--log-file=" + (directory / "valgrind.log").string());
    }
    argv.push_back(selfPath());
    argv.emplace_back(PhasedChild::kFlag);
    for (std::string& word : PhasedChild::arguments(setup))
        argv.push_back(std::move(word));

    int status = 0;
    rusage usage{};
    const std::string output = runProcess(argv, status, usage);
    PhaseProfile profile;
    std::istringstream in(output);
    std::string word;
    bool ok = false;
    std::string error;
    while (in >> word) {
        if (word == "phase") {
            PhaseProfile::Phase phase;
            in >> phase.name >> phase.cpuSeconds >> phase.wallSeconds >> phase.peakResidentBytes;
            profile.phases.push_back(phase);
        } else if (word == "jobs") {
            in >> profile.jobs;
        } else if (word == "scheduler") {
            in >> profile.schedulerSeconds;
        } else if (word == "store-empty") {
            in >> profile.emptyStoreBytes;
        } else if (word == "store-full") {
            in >> profile.storeBytes;
        } else if (word == "ok") {
            ok = true;
        } else if (word == "error") {
            std::getline(in, error);
            break;
        }
    }
    try {
        if (!ok || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            if (error.empty() && !directory.empty())
                error = " valgrind: " + lastLines(directory / "valgrind.log");
            throw std::runtime_error(error.empty() ? "child process failed" : error.substr(1));
        }
        profile.processCpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
        profile.peakResidentBytes = double(usage.ru_maxrss) * kBytesPerKibibyte;  // Linux: KiB
        if (tool == Tool::Callgrind)
            readCallgrind((directory / "callgrind.out").string(), profile);
    } catch (...) {
        std::error_code ignored;
        if (!directory.empty())
            std::filesystem::remove_all(directory, ignored);
        throw;
    }
    std::error_code ignored;
    if (!directory.empty())
        std::filesystem::remove_all(directory, ignored);
    return profile;
}

void PhasedRun::readCallgrind(const std::string& base, PhaseProfile& profile)
{
    const std::vector<CallgrindDumps::Dump> dumps = CallgrindDumps::read(base);
    // One dump before the first phase (process start-up), one after each
    // phase in the order the phases ran, and the last at exit.
    if (dumps.size() != profile.phases.size() + 2)
        throw std::runtime_error("callgrind wrote " + std::to_string(dumps.size()) + " dumps for "
                                 + std::to_string(profile.phases.size()) + " phases");
    for (std::size_t i = 0; i < profile.phases.size(); ++i) {
        profile.phases[i].instructions = dumps[i + 1].instructions;
        profile.policyInstructions += dumps[i + 1].policyInstructions;
    }
    for (const CallgrindDumps::Dump& dump : dumps)
        profile.processInstructions += dump.instructions;
}

}  // namespace schedlab
