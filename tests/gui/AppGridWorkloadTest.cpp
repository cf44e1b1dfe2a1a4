// The Trace dock's grid workload controls: the transform specs they give
// (and their order), the automatic round-robin sites for grid policies, the
// wide-job warning, the site map check, remembering the choices, a grid-local
// run from the window end to end, and the economic policy's formula check.
#include "AppTestSupport.h"
#include "WindowTestSupport.h"
#include "GridWorkloadGroup.h"
#include "JobDetailsPanel.h"
#include "MainWindow.h"
#include "PlatformPanel.h"
#include "PolicyPanel.h"
#include "RunDocument.h"
#include "RunInfoView.h"
#include "SiteMetricsTable.h"
#include "TracePanel.h"

#include "forms/ParameterForm.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QActionGroup>
#include <QTest>

#include <memory>
#include <map>
#include <set>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kRunTimeoutMs = 60000;
constexpr int kWindowWidth = 1600;
constexpr int kWindowHeight = 1000;
// A small grid like m128 (4 x 128) scaled to the 8-node test trace: 4 x 4.
constexpr int kSites = 4;
constexpr int kSiteNodes = 4;
// gui-small.swf's widest job.
constexpr int kSmallTraceWidest = 8;

Platform smallGrid()
{
    std::vector<Machine> machines;
    for (int i = 0; i < kSites; ++i)
        machines.push_back(Machine{"site" + std::to_string(i), kSiteNodes});
    return Platform("m16", std::move(machines));
}

void selectData(QComboBox* box, const QString& data)
{
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(data));
    box->setCurrentIndex(index);
}

}  // namespace

class AppGridWorkloadTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(prepareWorkbenchTests(m_dir));
    }

    void init()
    {
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("schedlab.ini")), QSettings::IniFormat);
        m_settings->clear();  // each test starts from the defaults
        openWindow();
    }

    void cleanup()
    {
        m_window.reset();
        m_settings.reset();
    }

    void specsFollowTheControlsInOrder()
    {
        loadSmallTrace();
        TracePanel* trace = m_window->tracePanel();
        GridWorkloadGroup* grid = trace->gridGroup();
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("easy")));
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:8")));
        QCOMPARE(trace->transformSpecs(kSiteNodes), std::vector<std::string>{});

        // Every group of controls at once: range, month, sites, wide, then the rest.
        trace->rangeBox()->setChecked(true);
        trace->rangeToBox()->setValue(10);
        trace->monthBox()->setCurrentIndex(trace->monthBox()->findData(QStringLiteral("1996-07")));
        selectData(grid->sitesBox(), QStringLiteral("sites:queue"));
        selectData(grid->wideBox(), QStringLiteral("wide:max"));
        QVERIFY(grid->wideMaxBox()->isVisibleTo(grid));
        grid->wideMaxBox()->setValue(3);
        trace->dropWiderBox()->setChecked(true);
        trace->exactEstimatesBox()->setChecked(true);
        const std::vector<std::string> all{"range:1:10",   "month:1996-07",  "sites:queue",
                                           "wide:max:3",   "drop-wider:4",   "exact-estimates"};
        QCOMPARE(trace->transformSpecs(kSiteNodes), all);

        // A grid extract replaces the job range, which rests meanwhile; the
        // core's canonical spec for extract:10_20k is recorded.
        selectData(grid->extractBox(), QStringLiteral("10_20k"));
        QVERIFY(!trace->rangeBox()->isEnabled());
        QVERIFY(!trace->rangeFromBox()->isEnabled());
        selectData(grid->sitesBox(), QStringLiteral("sites:partition"));
        selectData(grid->wideBox(), QStringLiteral("wide:local"));
        trace->dropWiderBox()->setChecked(false);
        trace->exactEstimatesBox()->setChecked(false);
        trace->monthBox()->setCurrentIndex(0);
        const std::vector<std::string> extract{"range:10000:20000", "sites:partition", "wide:local"};
        QCOMPARE(trace->transformSpecs(kSiteNodes), extract);
        // The 20-job trace has no job 10,000: the extract is unavailable and Run says why.
        QVERIFY(!m_window->runAction()->isEnabled());
        QVERIFY2(m_window->runBlocker().contains(QStringLiteral("only 20 jobs")), qPrintable(m_window->runBlocker()));
        selectData(grid->extractBox(), QString());
        QVERIFY(trace->rangeBox()->isEnabled());
        QVERIFY(trace->rangeFromBox()->isEnabled());
        QVERIFY(m_window->runAction()->isEnabled());
        const std::vector<std::string> ranged{"range:1:10", "sites:partition", "wide:local"};
        QCOMPARE(trace->transformSpecs(kSiteNodes), ranged);
        selectData(grid->wideBox(), QStringLiteral("wide:keep"));
        selectData(grid->sitesBox(), QStringLiteral("sites:round-robin"));
        const std::vector<std::string> kept{"range:1:10", "sites:round-robin", "wide:keep"};
        QCOMPARE(trace->transformSpecs(kSiteNodes), kept);
    }

    void checksTheSiteMapFile()
    {
        loadSmallTrace();
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("easy")));
        m_window->platformPanel()->setCustomPlatform(smallGrid());
        TracePanel* trace = m_window->tracePanel();
        GridWorkloadGroup* grid = trace->gridGroup();
        selectData(grid->sitesBox(), QStringLiteral("sites:map"));
        QVERIFY(grid->siteMapEdit()->isVisibleTo(grid));
        // No file yet: Run is off and says what to do.
        QVERIFY(!m_window->runAction()->isEnabled());
        QVERIFY(m_window->runBlocker().contains(QStringLiteral("site map file")));

        const QString broken = writeFile(QStringLiteral("broken.map"), "# users to sites\n1 site0\n2\n");
        QVERIFY(!grid->setSiteMapFile(broken));
        QVERIFY(grid->siteMapStatus()->isVisibleTo(grid));
        // The dock names the file and the line; Run's reason gives the whole path.
        QCOMPARE(grid->siteMapStatus()->text(),
                 QStringLiteral("broken.map line 3: expected 'VALUE SITE', got only '2'"));
        const QString message = grid->siteMapStatus()->toolTip();
        QCOMPARE(message, broken + QStringLiteral(" line 3: expected 'VALUE SITE', got only '2'"));
        QCOMPARE(m_window->runBlocker(), message);
        QVERIFY(!m_window->runAction()->isEnabled());

        const QString good = writeFile(QStringLiteral("users.map"), "1 site0\n2 site1\n* 3\n");
        QVERIFY(grid->setSiteMapFile(good));
        QCOMPARE(grid->siteMapStatus()->text(), QStringLiteral("3 rules read from users.map"));
        QVERIFY(m_window->runAction()->isEnabled());
        selectData(grid->siteMapFieldBox(), QStringLiteral("user"));
        const std::vector<std::string> expected{"sites:map:user:" + good.toStdString()};
        QCOMPARE(trace->transformSpecs(kSiteNodes), expected);

        // The map runs: users 1 and 2 on their sites, everyone else on site 3.
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("grid-local")));
        selectData(grid->wideBox(), QStringLiteral("wide:local"));
        RunDocument* run = runToEnd();
        QVERIFY(run);
        QCOMPARE(run->state(), RunController::State::Finished);
        for (std::size_t i = 0; i < run->snapshot()->workload->jobs.size(); ++i) {
            const Job& job = run->snapshot()->workload->jobs[i];
            const MachineIndex site = job.user == 1 ? 0 : job.user == 2 ? 1 : 3;
            QCOMPARE(job.originSite, site);
            QCOMPARE(run->snapshot()->result.jobs[i].machine, site);
        }
    }

    void picksRoundRobinForGridPolicies()
    {
        loadSmallTrace();
        TracePanel* trace = m_window->tracePanel();
        GridWorkloadGroup* grid = trace->gridGroup();
        m_window->platformPanel()->setCustomPlatform(smallGrid());
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("easy")));
        QVERIFY(!grid->sitesAreAutomatic());
        QVERIFY(!grid->sitesNote()->isVisibleTo(grid));
        QCOMPARE(trace->transformSpecs(kSiteNodes), std::vector<std::string>{});

        for (const char* policy : {"grid-local", "grid-sharing", "grid-multisite", "economic"}) {
            QVERIFY(m_window->policyPanel()->setPolicy(QString::fromLatin1(policy)));
            QVERIFY2(grid->sitesAreAutomatic(), policy);
            QVERIFY(grid->sitesNote()->isVisibleTo(grid));
            const QString note = grid->sitesNote()->text();
            QVERIFY2(note.contains(QStringLiteral("round-robin")) && note.contains(QString::fromLatin1(policy))
                         && note.contains(QStringLiteral("mod 4")),
                     qPrintable(note));
            QCOMPARE(trace->transformSpecs(kSiteNodes), std::vector<std::string>{"sites:round-robin"});
        }
        // A chosen rule is used as it is, and the note goes.
        selectData(grid->sitesBox(), QStringLiteral("sites:partition"));
        QVERIFY(!grid->sitesNote()->isVisibleTo(grid));
        QCOMPARE(trace->transformSpecs(kSiteNodes), std::vector<std::string>{"sites:partition"});
        selectData(grid->sitesBox(), QString());
        // One machine is no grid: no sites.
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:8")));
        QVERIFY(!grid->sitesAreAutomatic());
        QCOMPARE(trace->transformSpecs(kSmallTraceWidest), std::vector<std::string>{});
        // ... unless the wide-job rule splits by site.
        selectData(grid->wideBox(), QStringLiteral("wide:local"));
        QVERIFY(grid->sitesAreAutomatic());
        const std::vector<std::string> local{"sites:round-robin", "wide:local"};
        QCOMPARE(trace->transformSpecs(kSmallTraceWidest), local);
    }

    void keepsTheTraceOwnSites()
    {
        // The per-site Poisson streams of Wiriyaprasit (2004) come with their
        // sites; round-robin would throw them away.
        QSignalSpy loaded(m_window->tracePanel(), &TracePanel::traceLoaded);
        m_window->openTrace(QStringLiteral("generate:site-poisson:jobs=40,seed=1"));
        QVERIFY(loaded.wait(kRunTimeoutMs));
        TracePanel* trace = m_window->tracePanel();
        GridWorkloadGroup* grid = trace->gridGroup();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("wiriyaprasit-1-q4")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("grid-wmct")));
        QVERIFY(!grid->sitesAreAutomatic());
        QVERIFY(!grid->sitesNote()->isVisibleTo(grid));
        QCOMPARE(trace->transformSpecs(kSiteNodes), std::vector<std::string>{});

        RunDocument* run = runToEnd();
        QVERIFY(run);
        QVERIFY(run->snapshot()->description.transforms.empty());
        // Five sites, then the deviation row.
        QCOMPARE(run->siteMetricsTable()->rowCount(), 6);
        // ... shown as a tab of the run.
        QTabWidget* tabs = nullptr;
        for (QWidget* w = run->siteMetricsTable()->parentWidget(); w && !tabs; w = w->parentWidget())
            tabs = qobject_cast<QTabWidget*>(w);
        QVERIFY(tabs && tabs->indexOf(run->siteMetricsTable()) >= 0);
    }

    void warnsAboutWideJobs()
    {
        loadSmallTrace();
        GridWorkloadGroup* grid = m_window->tracePanel()->gridGroup();
        m_window->platformPanel()->setCustomPlatform(smallGrid());
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("grid-sharing")));
        // Jobs of 5, 6 and 8 nodes do not fit a 4-node machine.
        QVERIFY(grid->wideWarning()->isVisibleTo(grid));
        QVERIFY2(grid->wideWarning()->text().startsWith(QStringLiteral(
                     "Jobs up to 8 nodes wide, but grid-sharing can give one job at most 4 nodes")),
                 qPrintable(grid->wideWarning()->text()));
        selectData(grid->wideBox(), QStringLiteral("wide:largest"));
        QVERIFY(!grid->wideWarning()->isVisibleTo(grid));
        selectData(grid->wideBox(), QStringLiteral("wide:max"));
        grid->wideMaxBox()->setValue(kSiteNodes + 1);  // parts still too wide
        QVERIFY(grid->wideWarning()->isVisibleTo(grid));
        grid->wideMaxBox()->setValue(kSiteNodes);
        QVERIFY(!grid->wideWarning()->isVisibleTo(grid));
        // Multi-site scheduling runs wide jobs whole (up to all 16 nodes).
        selectData(grid->wideBox(), QStringLiteral("wide:keep"));
        QVERIFY(grid->wideWarning()->isVisibleTo(grid));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("grid-multisite")));
        QVERIFY(!grid->wideWarning()->isVisibleTo(grid));
        // Only the jobs the range keeps count: jobs 2..4 are at most 4 wide.
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("grid-local")));
        QVERIFY(grid->wideWarning()->isVisibleTo(grid));
        TracePanel* trace = m_window->tracePanel();
        trace->rangeBox()->setChecked(true);
        trace->rangeFromBox()->setValue(2);
        trace->rangeToBox()->setValue(4);
        QVERIFY(!grid->wideWarning()->isVisibleTo(grid));
        // Dropping wider jobs also settles it.
        trace->rangeBox()->setChecked(false);
        QVERIFY(grid->wideWarning()->isVisibleTo(grid));
        trace->dropWiderBox()->setChecked(true);
        QVERIFY(!grid->wideWarning()->isVisibleTo(grid));
    }

    void runsGridLocalOnAnM128LikeGrid()
    {
        loadSmallTrace();
        m_window->platformPanel()->setCustomPlatform(smallGrid());
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("grid-local")));
        GridWorkloadGroup* grid = m_window->tracePanel()->gridGroup();
        selectData(grid->wideBox(), QStringLiteral("wide:local"));
        QVERIFY(grid->sitesAreAutomatic());
        QVERIFY(m_window->runAction()->isEnabled());

        RunDocument* run = runToEnd();
        QVERIFY(run);
        QCOMPARE(run->state(), RunController::State::Finished);
        const std::vector<std::string> expected{"sites:round-robin", "wide:local"};
        QCOMPARE(run->snapshot()->description.transforms, expected);
        QCOMPARE(run->snapshot()->workload->transforms, expected);
        QVERIFY(RunInfoView::commandLine(run->controller()->request())
                    .contains(QStringLiteral("--transform sites:round-robin --transform wide:local")));
        QVERIFY(run->infoView()->toPlainText().contains(QStringLiteral("sites:round-robin, wide:local")));

        // Every job of the trace went to site k mod 4 and, under grid-local,
        // ran there; its parts (jobs wider than 4 nodes were split to 4) too.
        const Workload& workload = *run->snapshot()->workload;
        const auto& original = m_window->tracePanel()->trace()->workload->jobs;
        std::map<std::int64_t, MachineIndex> siteOf;
        for (std::size_t k = 0; k < original.size(); ++k)
            siteOf[original[k].id] = MachineIndex(k % kSites);
        std::int64_t work = 0;
        std::int64_t originalWork = 0;
        for (const Job& job : original)
            originalWork += std::int64_t(job.nodes) * job.runTime;
        QVERIFY(workload.jobs.size() > original.size());  // the 5-, 6- and 8-node jobs were split
        std::set<MachineIndex> used;
        for (std::size_t i = 0; i < workload.jobs.size(); ++i) {
            const Job& job = workload.jobs[i];
            QVERIFY(job.nodes <= kSiteNodes);
            const JobOutcome& outcome = run->snapshot()->result.jobs[i];
            QCOMPARE(outcome.machine, job.originSite);
            QVERIFY(!outcome.multiSite);
            if (siteOf.contains(job.id))
                QCOMPARE(job.originSite, siteOf.at(job.id));
            used.insert(outcome.machine);
            work += std::int64_t(job.nodes) * job.runTime;
        }
        QCOMPARE(work, originalWork);
        QCOMPARE(used.size(), std::size_t(kSites));

        // The job details say where a job ran: job 2 is the second job, site 1.
        QVERIFY(run->findJob(2));
        const QString details = run->details()->plainText();
        QVERIFY2(details.contains(QStringLiteral("Machine")) && details.contains(QStringLiteral("site1")),
                 qPrintable(details));
    }

    void runsGridLocalOnM128FromThePreset()
    {
        // The real m128 preset (so the shown CLI command names it), sites
        // picked automatically; no job of the small trace is wider than 128.
        loadSmallTrace();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("m128")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("grid-local")));
        RunDocument* run = runToEnd();
        QVERIFY(run);
        QCOMPARE(run->state(), RunController::State::Finished);
        QCOMPARE(run->snapshot()->description.transforms, std::vector<std::string>{"sites:round-robin"});
        const QString command = RunInfoView::commandLine(run->controller()->request());
        QVERIFY2(command.contains(QStringLiteral("--policy grid-local --platform m128")) &&
                     command.endsWith(QStringLiteral("--transform sites:round-robin")),
                 qPrintable(command));
        const auto& jobs = run->snapshot()->workload->jobs;
        for (std::size_t k = 0; k < jobs.size(); ++k)
            QCOMPARE(run->snapshot()->result.jobs[k].machine, MachineIndex(k % kSites));
    }

    // View ▸ Gantt colours ▸ by origin site applies to a grid run whose jobs
    // know their sites; a run without sites falls back to the decision
    // colours and the menu entry is disabled while it is on show.
    void originSiteColoursOnlyWhereJobsHaveSites()
    {
        loadSmallTrace();
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("m128")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("grid-local")));
        QAction* bySite = nullptr;
        for (QAction* action : m_window->colorModeActions()->actions()) {
            if (action->data().toInt() == int(GanttChartWidget::ColorMode::ByOriginSite))
                bySite = action;
        }
        QVERIFY(bySite && bySite->isEnabled());
        bySite->trigger();
        RunDocument* grid = runToEnd();
        QVERIFY(grid && grid->hasOriginSites());
        QCOMPARE(grid->gantt()->colorMode(), GanttChartWidget::ColorMode::ByOriginSite);
        QVERIFY(bySite->isEnabled());

        QVERIFY(m_window->platformPanel()->select(QStringLiteral("single:16")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("fcfs")));
        RunDocument* single = runToEnd();
        QVERIFY(single && !single->hasOriginSites());
        QCOMPARE(single->gantt()->colorMode(), GanttChartWidget::ColorMode::ByDecision);
        QVERIFY(!bySite->isEnabled());
        // Back on the grid run, the choice is there again.
        m_window->runTabs()->setCurrentWidget(grid);
        QVERIFY(bySite->isEnabled());
    }

    void remembersTheGridChoices()
    {
        TracePanel* trace = m_window->tracePanel();
        GridWorkloadGroup* grid = trace->gridGroup();
        const QString map = writeFile(QStringLiteral("queues.map"), "1 0\n* 1\n");
        selectData(grid->extractBox(), QStringLiteral("30_40k"));
        selectData(grid->sitesBox(), QStringLiteral("sites:map"));
        selectData(grid->siteMapFieldBox(), QStringLiteral("queue"));
        QVERIFY(grid->setSiteMapFile(map));
        selectData(grid->wideBox(), QStringLiteral("wide:max"));
        grid->wideMaxBox()->setValue(32);
        const auto before = trace->transformSpecs(0);
        m_window.reset();

        openWindow();
        GridWorkloadGroup* restored = m_window->tracePanel()->gridGroup();
        QCOMPARE(restored->extractBox()->currentData().toString(), QStringLiteral("30_40k"));
        QCOMPARE(restored->sitesBox()->currentData().toString(), QStringLiteral("sites:map"));
        QCOMPARE(restored->siteMapFieldBox()->currentData().toString(), QStringLiteral("queue"));
        QCOMPARE(restored->siteMapEdit()->text(), map);
        QCOMPARE(restored->wideMaxBox()->value(), 32);
        QCOMPARE(m_window->tracePanel()->transformSpecs(0), before);
        const std::vector<std::string> expected{"range:30000:40000", "sites:map:queue:" + map.toStdString(),
                                                "wide:max:32"};
        QCOMPARE(before, expected);
    }

    void economicFormulaErrorsPointAtTheColumn()
    {
        loadSmallTrace();
        m_window->platformPanel()->setCustomPlatform(smallGrid());
        PolicyPanel* policies = m_window->policyPanel();
        QVERIFY(policies->setPolicy(QStringLiteral("economic")));
        QVERIFY(m_window->runAction()->isEnabled());
        QLineEdit* owner = nullptr;
        for (QLineEdit* line : policies->form()->findChildren<QLineEdit*>()) {
            if (line->text() == QLatin1String("MF2"))
                owner = line;
        }
        QVERIFY(owner);
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        owner->setFocus();
        QTRY_VERIFY(owner->hasFocus());
        owner->selectAll();
        // Typed key by key, as a user does: the live check must not eat
        // characters (it used to select the error, which the next key replaced).
        const QString typed = QStringLiteral("(nodes * run + ) * 2");
        QTest::keyClicks(owner, typed);
        QCOMPARE(owner->text(), typed);
        const QString problems = policies->form()->problems();
        // The ')' where an operand was expected.
        QVERIFY2(problems.contains(QStringLiteral("column 16: ")), qPrintable(problems));
        QVERIFY(!policies->isValid());
        QVERIFY(!m_window->runAction()->isEnabled());
        QVERIFY(m_window->runBlocker().contains(QStringLiteral("policy parameter")));
        QVERIFY(owner->toolTip().contains(QStringLiteral("column 16")));
        // A correct formula runs.
        owner->selectAll();
        QTest::keyClicks(owner, QStringLiteral("(nodes * run + over) * (1 - left_right_rel)"));
        QCOMPARE(owner->text(), QStringLiteral("(nodes * run + over) * (1 - left_right_rel)"));
        QVERIFY2(policies->isValid(), qPrintable(policies->form()->problems()));
        selectData(m_window->tracePanel()->gridGroup()->wideBox(), QStringLiteral("wide:largest"));
        RunDocument* run = runToEnd();
        QVERIFY(run);
        QCOMPARE(run->state(), RunController::State::Finished);
        QCOMPARE(run->snapshot()->description.parameters.at("owner"), std::string("(nodes * run + over) * (1 - left_right_rel)"));
    }

private:
    void openWindow()
    {
        m_window = std::make_unique<MainWindow>(*m_settings);
        m_window->setDialogsEnabled(false);
        m_window->resize(kWindowWidth, kWindowHeight);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void loadSmallTrace()
    {
        QSignalSpy loaded(m_window->tracePanel(), &TracePanel::traceLoaded);
        m_window->openTrace(test::smallGuiTrace());
        QVERIFY(loaded.wait(kRunTimeoutMs));
    }

    QString writeFile(const QString& name, const QByteArray& content)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        file.write(content);
        return path;
    }

    RunDocument* runToEnd() { return test::runToEnd(*m_window, kRunTimeoutMs); }

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(AppGridWorkloadTest)
#include "AppGridWorkloadTest.moc"
