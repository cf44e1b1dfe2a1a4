#include "RunWorker.h"

#include "engine/SimulationError.h"
#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "policies/PolicyRegistry.h"
#include "workload/WorkloadTransform.h"

#include <chrono>
#include <exception>

namespace schedlab {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

RunWorker::RunWorker(RunRequest request) : m_request(std::move(request)) {}

void RunWorker::onProgress(const SimulationProgress& progress)
{
    const std::lock_guard lock(m_mailLock);
    m_mail.progress = progress;
    m_mail.hasProgress = true;
}

void RunWorker::onSample(const TimeSample& sample)
{
    const std::lock_guard lock(m_mailLock);
    m_mail.samples.push_back(sample);
}

RunWorker::Mail RunWorker::takeMail()
{
    const std::lock_guard lock(m_mailLock);
    Mail mail = std::move(m_mail);
    m_mail = Mail{};
    return mail;
}

void RunWorker::execute()
{
    try {
        simulateAndAnalyse();
    } catch (const ConfigurationError& error) {
        m_outcome.error = error.what();
    } catch (const SimulationError& error) {
        m_outcome.error = error.what();
    } catch (const std::exception& error) {
        m_outcome.error = error.what();
    }
}

void RunWorker::simulateAndAnalyse()
{
    const auto transformStart = Clock::now();
    // The trace panel's workload is shared with other runs: transform a copy.
    auto workload = std::make_shared<Workload>(*m_request.trace->workload);
    try {
        applyTransforms(*workload, m_request.transforms, &m_request.platform);
    } catch (const std::invalid_argument& error) {
        throw ConfigurationError(std::string("transform: ") + error.what());
    }
    m_outcome.transformSeconds = secondsSince(transformStart);

    const PolicyRegistry registry;
    auto policy = registry.create(m_request.policyName, m_request.parameters);
    SimulationOptions options;
    options.recordEvents = true;
    options.policyLabel = "policy '" + m_request.policyName + "'";
    SimulationResult result = simulate(*workload, m_request.platform, *policy, options, this);

    const auto analysisStart = Clock::now();
    auto snapshot = std::make_shared<RunSnapshot>();
    snapshot->metrics = MetricsCalculator::compute(*workload, m_request.platform, result);
    m_outcome.validation = ScheduleValidator::validate(*workload, m_request.platform, result);
    snapshot->workload = std::move(workload);
    snapshot->platform = m_request.platform;
    snapshot->policyName = m_request.policyName;
    snapshot->parameters = m_request.parameters;
    snapshot->transforms = m_request.transforms;
    snapshot->traceSha256 = m_request.trace->sha256.toStdString();
    snapshot->seed = m_request.seed;
    snapshot->result = std::move(result);
    m_outcome.analysisSeconds = secondsSince(analysisStart);
    m_outcome.snapshot = std::move(snapshot);
}

}  // namespace schedlab
