// The periodic QoS users of Phosphorus D5.2 (Varvarigos, Kokkinos et al.,
// 2007), §2.3.2 and §3.3 (`qos-periodic`): exact submit times, sizes and
// deadlines of a tiny case worked out by hand, F3's defaults, the bounds of
// every jitter, the mean of exponential sizes (for the gs users only when
// classes are given), arrivals that do not depend on the size distribution,
// and the messages for bad input.

#include "engine/SimulationError.h"
#include "generators/GeneratorCatalog.h"
#include "generators/QosPeriodicGenerator.h"

#include <QTest>

#include <cmath>
#include <map>

using namespace schedlab;

Q_DECLARE_METATYPE(schedlab::ParameterValues)

namespace {

using P = QosPeriodicGenerator;

Workload generate(const ParameterValues& values)
{
    return GeneratorCatalog::find(P::kName)->generate(values, {});
}

// The message of the ConfigurationError `values` give, or "" if none.
QString errorOf(const ParameterValues& values)
{
    try {
        static_cast<void>(generate(values));
    } catch (const ConfigurationError& error) {
        return QString::fromStdString(error.what());
    }
    return {};
}

// Submit times of each user in seconds, in order.
std::map<std::int32_t, std::vector<double>> submitsByUser(const Workload& w)
{
    std::map<std::int32_t, std::vector<double>> out;
    for (const Job& job : w.jobs)
        out[job.user].push_back(double(job.submit) / double(w.ticksPerSecond));
    return out;
}

} // namespace

class GeneratorsPeriodicTest : public QObject {
    Q_OBJECT

private slots:
    // sizes 10, 2 MI; gaps 4, 6 s; horizon 3 tasks of user 1 = 12 s;
    // deadline 5 s; whole seconds. User 1 submits at 0, 4, 8; user 2 at 0
    // and 6 (12 is not below the horizon). Same-instant tasks in user
    // order: (0, U1), (0, U2), (4, U1), (6, U2), (8, U1).
    void tinyCaseByHand()
    {
        const Workload w = generate({ { "sizes", "10,2" }, { "gaps", "4,6" }, { "horizon", "3" },
            { "deadline", "5" }, { "tick", "1s" }, { "classes", "gs,be" } });
        QCOMPARE(w.ticksPerSecond, std::int64_t { 1 });
        const std::vector<Time> submits = { 0, 0, 4, 6, 8 };
        const std::vector<std::int32_t> users = { 1, 2, 1, 2, 1 };
        QCOMPARE(w.jobs.size(), submits.size());
        for (std::size_t i = 0; i < w.jobs.size(); ++i) {
            const Job& job = w.jobs[i];
            QCOMPARE(job.id, std::int64_t(i) + 1);
            QCOMPARE(job.submit, submits[i]);
            QCOMPARE(job.user, users[i]);
            QCOMPARE(job.runTime, Time(users[i] == 1 ? 10 : 2));
            QCOMPARE(job.estimate, job.runTime);
            QCOMPARE(job.deadline, job.submit + 5);
            QCOMPARE(job.deadlineKind, DeadlineKind::Soft);
            QCOMPARE(job.nodes, 1);
            QCOMPARE(job.inputMB, 0.001);
            QCOMPARE(job.outputMB, 0.001);
            QCOMPARE(job.serviceClass, users[i] == 1 ? ServiceClass::Guaranteed : ServiceClass::BestEffort);
        }
        QVERIFY(w.header.notes.front().find("horizon=3") != std::string::npos);
    }

    // One deadline per user (F4, §3.3: each guaranteed user's own); a list
    // of another length is refused, naming the parameter.
    void deadlinePerUser()
    {
        const Workload w = generate({ { "sizes", "10,2" }, { "gaps", "4,6" }, { "horizon", "1" },
            { "deadline", "5,7.5" }, { "tick", "1ms" } });
        QCOMPARE(w.jobs.size(), std::size_t { 2 });
        QCOMPARE(w.jobs[0].deadline, Time { 5'000 });
        QCOMPARE(w.jobs[1].deadline, Time { 7'500 });
        try {
            static_cast<void>(generate({ { "sizes", "10,2" }, { "gaps", "4,6" }, { "deadline", "5,6,7" } }));
            QFAIL("three deadlines for two users accepted");
        } catch (const std::exception& error) {
            QVERIFY2(std::string(error.what()).find("deadline needs one deadline for all users or one per user")
                         != std::string::npos,
                error.what());
        }
    }

    // §3.3's U1 stopping early: user 1 sends nothing from 8 s on (tasks at
    // 0 and 4 only), user 2 to the horizon of 3 x 4 = 12 s (0 and 6).
    void usersStopEarly()
    {
        const Workload w = generate({ { "sizes", "10,2" }, { "gaps", "4,6" }, { "horizon", "3" },
            { "stops", "8,100" }, { "tick", "1s" } });
        const std::vector<Time> submits = { 0, 0, 4, 6 };
        QCOMPARE(w.jobs.size(), submits.size());
        for (std::size_t i = 0; i < w.jobs.size(); ++i)
            QCOMPARE(w.jobs[i].submit, submits[i]);
    }

    // F3 (§2.3.2): U1 every 546 s for 100 tasks (54,600 s); U2 every
    // 3278 s (17 tasks: 16 x 3278 = 52,448 < 54,600), U3 every 6010 s (10),
    // U4 and U5 every 5464 s (10: 9 x 5464 = 49,176; 10 x 5464 = 54,640).
    // Milliseconds; U5's task is 2,099,500,000 MI = 2.0995e12 ticks.
    void defaultsAreExperimentF3()
    {
        const Workload w = generate({});
        QCOMPARE(w.ticksPerSecond, std::int64_t { 1000 });
        const auto byUser = submitsByUser(w);
        QCOMPARE(byUser.size(), std::size_t { 5 });
        QCOMPARE(byUser.at(1).size(), std::size_t { 100 });
        QCOMPARE(byUser.at(2).size(), std::size_t { 17 });
        QCOMPARE(byUser.at(3).size(), std::size_t { 10 });
        QCOMPARE(byUser.at(4).size(), std::size_t { 10 });
        QCOMPARE(byUser.at(5).size(), std::size_t { 10 });
        QCOMPARE(byUser.at(1).back(), 99.0 * 546);
        QCOMPARE(w.jobs.size(), std::size_t { 147 });
        for (const Job& job : w.jobs) {
            QCOMPARE(job.deadline - job.submit, Time { 110'000 });
            QCOMPARE(job.serviceClass, ServiceClass::Unspecified);
        }
        QCOMPARE(w.jobs[4].user, 5);
        QCOMPARE(w.jobs[4].runTime, Time { 2'099'500'000'000 });
        // Without jitter and exponential sizes the seed changes nothing.
        QCOMPARE(generate({ { "seed", "2" } }).jobs.size(), w.jobs.size());
        QCOMPARE(generate({ { "seed", "2" } }).jobs.back().submit, w.jobs.back().submit);
    }

    // Every gap after the first task stays within its jitter's range
    // (a tick of rounding aside), and the first task is at 0.
    void jitterStaysWithinItsRange_data()
    {
        QTest::addColumn<QString>("jitter");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::newRow("un5") << "un5" << 0.95 << 1.05;
        QTest::newRow("un20") << "un20" << 0.8 << 1.2;
        QTest::newRow("un50") << "un50" << 0.5 << 1.5;
        QTest::newRow("mixed") << "mixed" << 0.5 << 1.2;
    }
    void jitterStaysWithinItsRange()
    {
        QFETCH(QString, jitter);
        QFETCH(double, low);
        QFETCH(double, high);
        const std::vector<double> gaps = { 100, 30 };
        const Workload w = generate({ { "sizes", "5,5" }, { "gaps", "100,30" }, { "horizon", "200" },
            { "jitter", jitter.toStdString() }, { "seed", "4" } });
        const double tick = 1e-3;
        for (const auto& [user, times] : submitsByUser(w)) {
            const double gap = gaps[std::size_t(user - 1)];
            QCOMPARE(times.front(), 0.0);
            QVERIFY(times.back() < 200 * 100.0);
            double smallest = high;
            double largest = low;
            for (std::size_t k = 1; k < times.size(); ++k) {
                const double factor = (times[k] - times[k - 1]) / gap;
                QVERIFY2(factor >= low - tick / gap && factor <= high + tick / gap,
                    qPrintable(QStringLiteral("user %1 gap %2: factor %3").arg(user).arg(k).arg(factor)));
                smallest = std::min(smallest, factor);
                largest = std::max(largest, factor);
            }
            // Hundreds of draws come near both ends of the range.
            const double width = high - low;
            QVERIFY(smallest < low + 0.1 * width);
            QVERIFY(largest > high - 0.1 * width);
        }
    }

    // Exponential sizes: 20,000 tasks of mean 0.7 x 1000 MI come within
    // 3 % of 700 (the standard error is 0.7 %). With classes gs,be only the
    // gs user's sizes are drawn; the arrivals are those of fixed sizes.
    void exponentialSizesHaveTheirMean()
    {
        const ParameterValues common = { { "sizes", "1000,50" }, { "gaps", "1,1" },
            { "horizon", "20000" }, { "jitter", "un50" }, { "classes", "gs,be" }, { "tick", "1s" } };
        ParameterValues exp = common;
        exp["size-dist"] = "exp";
        exp["size-scale"] = "0.7";
        const Workload drawn = generate(exp);
        const Workload fixed = generate(common);
        QCOMPARE(drawn.jobs.size(), fixed.jobs.size());
        double sum = 0;
        double count = 0;
        for (std::size_t i = 0; i < drawn.jobs.size(); ++i) {
            const Job& job = drawn.jobs[i];
            QCOMPARE(job.submit, fixed.jobs[i].submit);
            if (job.user == 2) {
                QCOMPARE(job.runTime, Time { 50 });
                continue;
            }
            QVERIFY(job.runTime >= 1);
            sum += double(job.runTime);
            ++count;
        }
        QVERIFY(count > 19'000);
        QVERIFY2(std::abs(sum / count - 700) < 0.03 * 700, qPrintable(QString::number(sum / count)));
        // Without classes every user's sizes are drawn.
        ParameterValues all = exp;
        all.erase("classes");
        bool variedSmall = false;
        for (const Job& job : generate(all).jobs)
            variedSmall = variedSmall || (job.user == 2 && job.runTime != 35);
        QVERIFY(variedSmall);
    }

    void badInputGetsClearMessages_data()
    {
        QTest::addColumn<ParameterValues>("values");
        QTest::addColumn<QString>("message");
        QTest::newRow("gaps") << ParameterValues { { "sizes", "1,2,3" }, { "gaps", "1,2" } }
                              << "QoS periodic generator: gaps needs one gap per user (3 sizes), got 2";
        QTest::newRow("classes") << ParameterValues { { "classes", "gs,be" } }
                                 << "QoS periodic generator: classes needs one class per user (5 sizes), got 2";
        QTest::newRow("class name")
            << ParameterValues { { "classes", "gs,xx" } }
            << "policy 'qos-periodic': parameter 'classes': must be a comma-separated list of gs and be, "
               "got 'xx' in 'gs,xx'";
        QTest::newRow("scale") << ParameterValues { { "size-scale", "0.9" } }
                               << "QoS periodic generator: size-scale scales the mean of exponential sizes "
                                  "(size-dist exp); fixed sizes take it as 1, got 0.9";
        QTest::newRow("size") << ParameterValues { { "sizes", "1,2,3,4,1e11" } }
                              << "QoS periodic generator: sizes must be at most 1e+10, got 1e+11";
        QTest::newRow("too many")
            << ParameterValues { { "gaps", "546,3278,6010,0.001,5464" }, { "horizon", "100" } }
            << "QoS periodic generator: a horizon of 100 tasks of user 1 (54600 s) gives up to 54600139 "
               "tasks, more than 2000000; shorten the horizon or widen the gaps";
        QTest::newRow("jitter") << ParameterValues { { "jitter", "un10" } } << "";
    }
    void badInputGetsClearMessages()
    {
        QFETCH(ParameterValues, values);
        QFETCH(QString, message);
        const QString error = errorOf(values);
        QVERIFY2(!error.isEmpty(), "accepted");
        if (!message.isEmpty())
            QCOMPARE(error, message);
        else
            QVERIFY2(error.contains(QStringLiteral("jitter")), qPrintable(error));
    }
};

QTEST_APPLESS_MAIN(GeneratorsPeriodicTest)
#include "GeneratorsPeriodicTest.moc"
