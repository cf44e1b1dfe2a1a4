#pragma once

#include "RunSnapshot.h"
#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "workload/SwfReader.h"

#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <string>

namespace schedlab::test {

// The run store's default file is under XDG_DATA_HOME: every test process
// that includes this header gets its own temporary one, set before main(),
// so that no test ever writes into the user's home.
struct IsolatedDataHome {
    QTemporaryDir dir;
    IsolatedDataHome() { qputenv("XDG_DATA_HOME", dir.path().toLocal8Bit()); }
};
inline const IsolatedDataHome kIsolatedDataHome;

// What every workbench test sets up once: Qt's test paths (so settings and
// data never touch the user's) and the C locale (so numbers read alike).
// Returns whether the temporary folder the test keeps its files in is usable.
[[nodiscard]] inline bool prepareWorkbenchTests(const QTemporaryDir& dir)
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    return dir.isValid();
}

// Settings of their own for the running test function, in `dir`.
inline std::unique_ptr<QSettings> settingsForCurrentTest(const QTemporaryDir& dir)
{
    return std::make_unique<QSettings>(
        dir.filePath(QStringLiteral("%1.ini").arg(QString::fromLatin1(QTest::currentTestFunction()))),
        QSettings::IniFormat);
}

// tests/data/gui-small.swf: 20 jobs on 8 nodes (one record skipped). With
// EASY, job 3 is backfilled before job 2's shadow time and job 4 on job 2's
// extra nodes.
inline QString smallGuiTrace()
{
    return QStringLiteral(SCHEDLAB_TEST_DATA_DIR "/gui-small.swf");
}

inline constexpr int kSmallTraceNodes = 8;
inline constexpr std::size_t kSmallTraceJobs = 20;

// The same run the workbench makes, done directly on the core: the
// reference the GUI's results must equal.
inline RunSnapshotPtr simulateDirectly(const QString& tracePath, const Platform& platform,
                                       const std::string& policyName)
{
    auto snapshot = std::make_shared<RunSnapshot>();
    auto workload = std::make_shared<Workload>(SwfReader().readFile(tracePath.toStdString()));
    auto policy = PolicyRegistry().create(policyName);
    SimulationOptions options;
    options.recordEvents = true;
    snapshot->result = simulate(*workload, platform, *policy, options);
    snapshot->metrics = MetricsCalculator::compute(*workload, platform, snapshot->result);
    snapshot->workload = std::move(workload);
    snapshot->platform = platform;
    snapshot->description.policy = policyName;
    return snapshot;
}

inline RunSnapshotPtr smallEasySnapshot()
{
    return simulateDirectly(smallGuiTrace(), PlatformCatalog::singleMachine(kSmallTraceNodes), "easy");
}

}  // namespace schedlab::test
