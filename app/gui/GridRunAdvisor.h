#pragma once

#include <QObject>

class QSettings;

namespace schedlab {

class PlatformPanel;
class PolicyPanel;
class TracePanel;

// Keeps the Trace dock's grid workload choices in step with the other docks:
// tells them the platform's machines and what the policy can run (so that
// they can pick origin sites when the run needs them and warn about wide
// jobs), and remembers them between sessions in the window's settings.
class GridRunAdvisor : public QObject {
    Q_OBJECT

public:
    // Restores the remembered choices at once; the panels and `settings`
    // must outlive the advisor (the window owns all of them).
    GridRunAdvisor(TracePanel& trace, PlatformPanel& platform, PolicyPanel& policy, QSettings& settings,
                   QObject* parent = nullptr);

private:
    void update();

    TracePanel& m_trace;
    PlatformPanel& m_platform;
    PolicyPanel& m_policy;
    QSettings& m_settings;
};

}  // namespace schedlab
