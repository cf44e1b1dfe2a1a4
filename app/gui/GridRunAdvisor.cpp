#include "GridRunAdvisor.h"

#include "GridRunContext.h"
#include "GridWorkloadGroup.h"
#include "PlatformPanel.h"
#include "PolicyPanel.h"
#include "TracePanel.h"

#include <QSettings>

#include <exception>

namespace schedlab {

GridRunAdvisor::GridRunAdvisor(TracePanel& trace, PlatformPanel& platform, PolicyPanel& policy,
                               QSettings& settings, QObject* parent)
    : QObject(parent), m_trace(trace), m_platform(platform), m_policy(policy), m_settings(settings)
{
    GridWorkloadGroup* grid = m_trace.gridGroup();
    grid->restoreSettings(m_settings);
    // Saved as they change, so that no save path of the window can miss them.
    connect(grid, &GridWorkloadGroup::changed, this, [this] { m_trace.gridGroup()->saveSettings(m_settings); });
    connect(&m_platform, &PlatformPanel::platformChanged, this, &GridRunAdvisor::update);
    connect(&m_platform, &PlatformPanel::validityChanged, this, &GridRunAdvisor::update);
    connect(&m_policy, &PolicyPanel::policyChanged, this, &GridRunAdvisor::update);
    connect(&m_policy, &PolicyPanel::parametersChanged, this, &GridRunAdvisor::update);
    update();
}

void GridRunAdvisor::update()
{
    GridRunContext context;
    const Platform platform = m_platform.platform();
    context.policyName = m_policy.policyName();
    if (m_platform.isValid()) {
        context.machineCount = platform.machineCount();
        context.widestRunnableJob = platform.largestMachineNodes();
    }
    const std::string name = context.policyName.toStdString();
    if (const PolicyInfo* info = m_policy.registry().find(name))
        context.gridPolicy = info->schedulesGrid;
    if (m_platform.isValid() && m_policy.isValid()) {
        // Multi-site policies say how wide a job they can run; asking needs
        // an instance with the parameters as set (economic's multisite).
        try {
            context.widestRunnableJob = m_policy.registry().create(name, m_policy.parameters())->widestRunnableJob(platform);
        } catch (const std::exception&) {
            // A parameter the form let through but the policy refuses: the
            // run itself reports it; keep the single-machine limit here.
        }
    }
    m_trace.setGridRunContext(context);
}

}  // namespace schedlab
