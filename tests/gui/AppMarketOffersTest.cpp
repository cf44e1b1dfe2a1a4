// A job's offers on the economic market (Yahyapour (2002), ch. 6) in the job
// details: an economic run offers "Show offers", the replay runs off the GUI
// thread and lists the job's requests with one chosen offer each; selecting
// another job or closing the run stops it; a stored run's trace is loaded
// from its file, which must still be the file the run was made from; a
// round no offer met says why.

#include "AppTestSupport.h"
#include "JobDetailsPanel.h"
#include "MainWindow.h"
#include "MarketOffersHtml.h"
#include "MarketOffersLoader.h"
#include "PlatformPanel.h"
#include "PolicyPanel.h"
#include "RunDocument.h"
#include "TracePanel.h"
#include "WindowTestSupport.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kRunTimeoutMs = 60000;
constexpr int kQuietMs = 300;   // long enough for a small replay to have ended
constexpr int kWindowWidth = 1366;
constexpr int kWindowHeight = 768;

int occurrences(const QString& text, const QString& part)
{
    return int(text.count(part));
}

}  // namespace

class AppMarketOffersTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(prepareWorkbenchTests(m_dir));
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("schedlab.ini")), QSettings::IniFormat);
        m_window = std::make_unique<MainWindow>(*m_settings);
        m_window->setDialogsEnabled(false);
        m_window->resize(kWindowWidth, kWindowHeight);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QSignalSpy loaded(m_window->tracePanel(), &TracePanel::traceLoaded);
        m_window->openTrace(smallGuiTrace());
        QVERIFY(loaded.wait(kRunTimeoutMs));
        QVERIFY(m_window->platformPanel()->select(QStringLiteral("m128")));
        QVERIFY(m_window->policyPanel()->setPolicy(QStringLiteral("economic")));
        m_run = runToEnd(*m_window, kRunTimeoutMs);
        QVERIFY2(m_run, qPrintable(m_window->runBlocker()));
        QCOMPARE(m_run->state(), RunController::State::Finished);
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_settings.reset();
    }

    void showsTheOffersOfAJob()
    {
        JobDetailsPanel* details = m_run->details();
        const qint64 jobId = m_run->snapshot()->job(0).id;
        QVERIFY(m_run->findJob(jobId));
        QVERIFY(details->hasMarket());
        QVERIFY2(details->plainText().contains(QStringLiteral("Show offers")), qPrintable(details->plainText()));

        QSignalSpy shown(details, &JobDetailsPanel::offersChanged);
        details->showOffers();
        QVERIFY(details->offersReplaying());   // the GUI thread did not wait for it
        QVERIFY(shown.wait(kRunTimeoutMs));
        QVERIFY(!details->offersReplaying());
        const QString text = details->plainText();
        const int requests = occurrences(text, QStringLiteral("Request at"));
        QVERIFY2(requests >= 1, qPrintable(text));
        // Every request of a job that ran took exactly one offer.
        QCOMPARE(occurrences(text, MarketOffersHtml::statusLabel(OfferStatus::Chosen)), requests);
        QVERIFY2(text.contains(QStringLiteral("Utility")) && text.contains(QStringLiteral("m128-1")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("Show offers")));
    }

    void anotherJobStopsTheReplay()
    {
        JobDetailsPanel* details = m_run->details();
        QVERIFY(m_run->findJob(m_run->snapshot()->job(1).id));
        QSignalSpy shown(details, &JobDetailsPanel::offersChanged);
        details->showOffers();
        QVERIFY(details->offersReplaying());
        QVERIFY(m_run->findJob(m_run->snapshot()->job(2).id));
        QVERIFY(!details->offersReplaying());
        QTest::qWait(kQuietMs);
        QCOMPARE(shown.count(), 0);
        QVERIFY(details->plainText().contains(QStringLiteral("Show offers")));
    }

    // A stored run's tab has only the workload as simulated: the loader
    // reads the trace file and refuses one that changed since the run.
    void storedRunLoadsItsTraceFile()
    {
        const QString copy = m_dir.filePath(QStringLiteral("copy.swf"));
        QVERIFY(QFile::copy(smallGuiTrace(), copy));
        auto stored = std::make_shared<FinishedRun>(*m_run->snapshot());
        stored->description.tracePath = copy.toStdString();
        const qint64 jobId = stored->job(0).id;

        MarketOffersLoader loader;
        loader.setRun(stored, nullptr);
        QSignalSpy ready(&loader, &MarketOffersLoader::ready);
        QSignalSpy failed(&loader, &MarketOffersLoader::failed);
        loader.request(jobId);
        QVERIFY(ready.wait(kRunTimeoutMs));
        QCOMPARE(ready.first().first().toLongLong(), jobId);
        QVERIFY(!loader.rounds().empty());
        QCOMPARE(loader.rounds().front().jobId, jobId);
        QCOMPARE(failed.count(), 0);

        QFile file(copy);
        QVERIFY(file.open(QIODevice::Append));
        file.write("; changed after the run\n");
        file.close();
        MarketOffersLoader changed;
        changed.setRun(stored, nullptr);
        QSignalSpy refused(&changed, &MarketOffersLoader::failed);
        changed.request(jobId);
        QVERIFY(refused.wait(kRunTimeoutMs));
        const QString message = refused.first().at(1).toString();
        QVERIFY2(message.contains(QStringLiteral("has changed")) && message.contains(copy), qPrintable(message));
    }

    // A round no offer met: the offers' fates and the reason in words, no
    // row marked chosen.
    void explainsARejection()
    {
        const Platform platform("grid", {{"a", 4, 1.0}, {"b", 4, 1.0}});
        MarketRound round;
        round.jobId = 7;
        round.width = 2;
        round.estimate = 60;
        round.reached = {DomainReach{}};
        round.messages = 1;
        MarketOffer cheap;
        cheap.offer.machine = 0;
        cheap.offer.utility = 1.0;
        cheap.status = OfferStatus::MissesDeadline;
        MarketOffer dear = cheap;
        dear.offer.machine = kNoMachine;
        dear.sites = 2;
        dear.offer.utility = 2.0;
        dear.status = OfferStatus::OverBudget;
        round.offers = {cheap, dear};
        const QString html = MarketOffersHtml(platform, RunDescription{}, TimeFormatter()).html({round});
        QVERIFY2(html.contains(MarketOffersHtml::statusLabel(OfferStatus::MissesDeadline)), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("multi-site (2 machines)")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("the job was rejected")), qPrintable(html));
        // The reason is the refused offer the user valued most: over budget.
        QVERIFY2(html.contains(MarketOffersHtml::failureLabel("over-budget")), qPrintable(html));
        QVERIFY(MarketOffersHtml::failureLabel("over-budget").contains(MarketOffersHtml::statusLabel(OfferStatus::OverBudget)));
        QVERIFY(!html.contains(MarketOffersHtml::statusLabel(OfferStatus::Chosen)));
        QVERIFY(!html.contains(QStringLiteral("bgcolor")));
    }

    // With market=domains the request goes to the machines' domains: the
    // details name them (not the machines) where it went, and the offers
    // table gets its Domain column, as domains and machines differ.
    void domainMarketNamesTheDomains()
    {
        m_window->platformPanel()->setCustomPlatform(
            Platform("two-domains", {{"a1", kSmallTraceNodes, 1.0, 0.0, 0.0, LocalQueue::Single, "north"},
                                     {"a2", kSmallTraceNodes, 1.0, 0.0, 0.0, LocalQueue::Single, "north"},
                                     {"b1", kSmallTraceNodes, 1.0, 0.0, 0.0, LocalQueue::Single, "south"}}));
        ParameterValues values = m_window->policyPanel()->parameters();
        values["market"] = "domains";
        m_window->policyPanel()->setParameters(values);
        QCOMPARE(m_window->policyPanel()->parameters().at("market"), std::string("domains"));
        RunDocument* run = runToEnd(*m_window, kRunTimeoutMs);
        QVERIFY2(run, qPrintable(m_window->runBlocker()));
        QCOMPARE(run->state(), RunController::State::Finished);

        JobDetailsPanel* details = run->details();
        QVERIFY(run->findJob(run->snapshot()->job(0).id));
        QSignalSpy shown(details, &JobDetailsPanel::offersChanged);
        details->showOffers();
        QVERIFY(shown.wait(kRunTimeoutMs));
        const QString text = details->plainText();
        QVERIFY2(text.contains(QStringLiteral("from domain north")) || text.contains(QStringLiteral("from domain south")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Domain")) && text.contains(QStringLiteral("Hops")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("north (")) && text.contains(QStringLiteral("south (")), qPrintable(text));
        QCOMPARE(occurrences(text, MarketOffersHtml::statusLabel(OfferStatus::Chosen)),
                 occurrences(text, QStringLiteral("Request at")));
    }

    // Last: closes the run. Its replay is stopped and reports to nobody.
    void closingTheRunStopsTheReplay()
    {
        QVERIFY(m_run->findJob(m_run->snapshot()->job(3).id));
        m_run->details()->showOffers();
        QVERIFY(m_run->details()->offersReplaying());
        delete m_run;
        m_run = nullptr;
        QTest::qWait(kQuietMs);
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    RunDocument* m_run = nullptr;
};

QTEST_MAIN(AppMarketOffersTest)
#include "AppMarketOffersTest.moc"
