// The run tab "Credit and delay" (Vanderster 2008, Fig. 4.5): shown for a
// utility run on a workload with credits, one scatter series per width band
// with the value-delay correlation in the title; absent for a run without
// credits. The points are gathered off the GUI thread.

#include "AppTestSupport.h"
#include "CreditDelayTab.h"
#include "MainWindow.h"
#include "PlatformPanel.h"
#include "PolicyPanel.h"
#include "RunDocument.h"
#include "TracePanel.h"
#include "WindowTestSupport.h"

#include "charts/CreditDelayScatter.h"

#include <QChart>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kRunTimeoutMs = 60000;
constexpr int kWindowWidth = 1366;
constexpr int kWindowHeight = 768;

bool hasTab(RunDocument* run, QWidget* tab)
{
    const auto tabs = run->findChildren<QTabWidget*>();
    return std::any_of(tabs.begin(), tabs.end(), [tab](QTabWidget* t) { return t->indexOf(tab) >= 0; });
}

}  // namespace

class AppCreditDelayTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareWorkbenchTests(m_dir)); }

    void init()
    {
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("schedlab.ini")), QSettings::IniFormat);
        m_settings->clear();
        m_window = std::make_unique<MainWindow>(*m_settings);
        m_window->setDialogsEnabled(false);
        m_window->resize(kWindowWidth, kWindowHeight);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        m_settings.reset();
    }

    void utilityRunShowsTheScatter()
    {
        QSignalSpy loaded(m_window->tracePanel(), &TracePanel::traceLoaded);
        m_window->openTrace(QStringLiteral("generate:utility-bimodal:jobs=120,mean-interarrival=0"));
        QVERIFY(loaded.wait(kRunTimeoutMs));
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("vanderster-small")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("utility")));
        RunDocument* run = runToEnd(*m_window, kRunTimeoutMs);
        QVERIFY(run);
        QTRY_VERIFY_WITH_TIMEOUT(hasTab(run, run->creditDelayTab()), kRunTimeoutMs);
        QChart* chart = run->creditDelayTab()->scatter()->chart();
        QVERIFY2(chart->title().contains(QStringLiteral("120 tasks")), qPrintable(chart->title()));
        QVERIFY(chart->title().contains(QStringLiteral("correlation -0.")));
        // Widths 1 to 32: six bands, each a series with points.
        QCOMPARE(chart->series().size(), 6);
        int points = 0;
        for (QAbstractSeries* series : chart->series())
            points += int(qobject_cast<QScatterSeries*>(series)->count());
        QCOMPARE(points, 120);
    }

    void runWithoutCreditsHasNoScatter()
    {
        QSignalSpy loaded(m_window->tracePanel(), &TracePanel::traceLoaded);
        m_window->openTrace(smallGuiTrace());
        QVERIFY(loaded.wait(kRunTimeoutMs));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("fcfs")));
        RunDocument* run = runToEnd(*m_window, kRunTimeoutMs);
        QVERIFY(run);
        // The points may be in before the run's end is seen here: a spy made
        // now could miss ready(), so ask the tab.
        QTRY_VERIFY_WITH_TIMEOUT(run->creditDelayTab()->isReady(), kRunTimeoutMs);
        QVERIFY(!hasTab(run, run->creditDelayTab()));
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(AppCreditDelayTest)
#include "AppCreditDelayTest.moc"
