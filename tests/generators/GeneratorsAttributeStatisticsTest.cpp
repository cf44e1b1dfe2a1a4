// The grid, QoS and utility generators on large samples: means and shares
// within five standard errors of what the publications' distributions give.
// A correct generator misses such a bound with probability below 10^-6 per
// check, so a failure means a wrong distribution, not bad luck; the seeds
// are fixed, so a run is repeatable either way.

#include "generators/QosGroupGenerator.h"
#include "generators/QosUserGenerator.h"
#include "generators/RandomSource.h"
#include "generators/SitePoissonGenerator.h"
#include "generators/UtilityBimodalGenerator.h"
#include "generators/UtilityValueGenerator.h"

#include <QTest>
#include <cmath>
#include <map>
#include <numbers>
#include <vector>

using namespace schedlab;

namespace {

constexpr std::size_t kSample = 20'000;
constexpr double kStandardErrors = 5;
constexpr double kSecondsPerHour = 3600;
constexpr double kMs = 1000; // ticks per second of the QoS models

double mean(const std::vector<double>& values)
{
    double sum = 0;
    for (const double v : values)
        sum += v;
    return sum / static_cast<double>(values.size());
}

// |observed - expected| within kStandardErrors standard errors of a mean of
// n values with standard deviation sd (plus `slack` for rounding to ticks).
bool closeMean(double observed, double expected, double sd, std::size_t n, double slack = 0)
{
    const double bound = kStandardErrors * sd / std::sqrt(static_cast<double>(n)) + slack;
    if (std::abs(observed - expected) <= bound)
        return true;
    qWarning("mean %.6g, expected %.6g +- %.3g", observed, expected, bound);
    return false;
}

// A share of n Bernoulli(p) trials.
bool closeShare(double observed, double p, std::size_t n)
{
    return closeMean(observed, p, std::sqrt(p * (1 - p)), n);
}

// Mean gap of n arrivals of a Poisson stream started at time 0: its last
// arrival over n.
double meanGap(Time last, std::size_t n, double ticksPerSecond)
{
    return static_cast<double>(last) / ticksPerSecond / static_cast<double>(n);
}

// Normal N(m, s) truncated to (0, inf): its mean, m + s * phi(a) / (1 - Phi(a)), a = -m / s.
double truncatedMean(double m, double s, double floor = 0)
{
    const double a = (floor - m) / s;
    const double density = std::exp(-a * a / 2) / std::sqrt(2 * std::numbers::pi);
    const double above = 0.5 * std::erfc(a / std::sqrt(2.0));
    return m + s * density / above;
}

} // namespace

class GeneratorsAttributeStatisticsTest : public QObject {
    Q_OBJECT

private slots:
    void randomSourceExponentialAndNormal()
    {
        RandomSource random(11);
        std::vector<double> e;
        std::vector<double> z;
        for (std::size_t i = 0; i < kSample; ++i) {
            e.push_back(random.exponential(3));
            z.push_back(random.normal(5, 2));
        }
        QVERIFY(closeMean(mean(e), 3, 3, kSample));
        QVERIFY(closeMean(mean(z), 5, 2, kSample));
        double square = 0;
        std::size_t belowMean = 0;
        for (const double v : z) {
            square += (v - 5) * (v - 5);
            belowMean += v < 5 ? 1 : 0;
        }
        // The variance of N(5, 2) is 4; its sample estimate has sd 4 * sqrt(2 / n).
        QVERIFY(closeMean(square / kSample, 4, 4 * std::sqrt(2.0), kSample));
        QVERIFY(closeShare(double(belowMean) / kSample, 0.5, kSample));
    }

    void sitePoissonGapsAndWork()
    {
        SitePoissonGenerator::Settings settings;
        settings.jobs = kSample;
        settings.speeds = { 700, 600, 500, 400, 300 };
        settings.meanInterArrival = 90;
        const SitePoissonGenerator generator(settings);
        const Workload w = generator.generate();
        std::map<MachineIndex, std::vector<Time>> submits;
        std::vector<double> work;
        std::size_t aboveMean = 0;
        for (const Job& job : w.jobs) {
            submits[job.originSite].push_back(job.submit);
            work.push_back(static_cast<double>(job.runTime));
            aboveMean += job.runTime > 1'000'000 ? 1 : 0;
        }
        QCOMPARE(submits.size(), std::size_t { 5 });
        for (const auto& [site, times] : submits) {
            const double expected = generator.siteMeanInterArrival(static_cast<std::size_t>(site));
            // Exponential gaps: the standard deviation is the mean.
            QVERIFY(closeMean(
                meanGap(times.back(), times.size(), 1), expected, expected, times.size(), 1));
        }
        // The aggregate stream has mean gap g: the streams end together.
        QVERIFY(closeMean(meanGap(w.jobs.back().submit, w.jobs.size(), 1), 90, 90, kSample, 1));
        QVERIFY(closeMean(mean(work), 1e6, 1e6, kSample));
        // Exponential, not just the right mean: P(X > mean) = 1/e.
        QVERIFY(closeShare(double(aboveMean) / kSample, std::exp(-1.0), kSample));
    }

    void qosUserRatesWorkDeadlinesAndData()
    {
        QosUserGenerator::Settings settings;
        settings.jobs = kSample + 1; // 6667 + 6667 + 6667
        settings.rate = 40;
        const Workload w = QosUserGenerator(settings).generate();
        std::map<std::int32_t, std::vector<Time>> submits;
        std::vector<double> work;
        std::vector<double> slack;
        std::vector<double> input;
        for (const Job& job : w.jobs) {
            submits[job.user].push_back(job.submit);
            work.push_back(static_cast<double>(job.runTime) / kMs);
            slack.push_back(static_cast<double>(job.deadline - job.submit) / kMs);
            input.push_back(job.inputMB);
        }
        for (const auto& [user, times] : submits)
            QVERIFY(closeMean(meanGap(times.back(), times.size(), kMs), 1.0 / 40, 1.0 / 40,
                times.size(), 1 / kMs));
        QVERIFY(closeMean(mean(work), 14'000, 14'000, w.jobs.size()));
        // U(10, 20) s: mean 15, sd 10 / sqrt(12).
        QVERIFY(closeMean(mean(slack), 15, 10 / std::sqrt(12.0), w.jobs.size(), 1 / kMs));
        // U(1000, 10000) bytes in MB of 10^6 bytes.
        QVERIFY(closeMean(mean(input), 0.0055, 0.009 / std::sqrt(12.0), w.jobs.size()));
    }

    void qosGroupGapsWorkAndDeadlines()
    {
        QosGroupGenerator::Settings settings;
        settings.jobs = kSample;
        settings.groupSize = 10; // 2,000 groups, for a sharp mean gap
        settings.load = 1.5;
        const QosGroupGenerator generator(settings);
        const Workload w = generator.generate();
        // mu_w = 1.5 * 500 * 100 / (10 * 10) = 750 MI; gap 1.5 * 100 / 10 = 15 s.
        QCOMPARE(generator.meanWork(), 750.0);
        QCOMPARE(generator.meanGroupGap(), 15.0);
        const std::size_t groups = kSample / settings.groupSize;
        QVERIFY(closeMean(meanGap(w.jobs.back().submit, groups, kMs), 15, 15, groups, 1 / kMs));
        std::vector<double> work;
        std::vector<double> deadline;
        for (const Job& job : w.jobs) {
            work.push_back(static_cast<double>(job.runTime) / kMs);
            deadline.push_back(static_cast<double>(job.deadline - job.submit) / kMs);
        }
        QVERIFY(closeMean(mean(work), 750, 75, kSample, 1 / kMs));
        QVERIFY(closeMean(mean(deadline), 100, 1, kSample, 1 / kMs));

        // Deadline spread 1 (the high-variance variant): N(100, 100) redrawn
        // while not positive, so the mean is the truncated normal's.
        settings.deadlineSpread = 1;
        const Workload wide = QosGroupGenerator(settings).generate();
        std::vector<double> wideDeadline;
        for (const Job& job : wide.jobs) {
            QVERIFY(job.deadline > job.submit);
            wideDeadline.push_back(static_cast<double>(job.deadline - job.submit) / kMs);
        }
        QVERIFY(closeMean(mean(wideDeadline), truncatedMean(100, 100), 100, kSample, 1 / kMs));
    }

    void utilityBimodalLengthsWidthsCreditsAndGaps()
    {
        const auto lengthsInHours = [](const Workload& w) {
            std::vector<double> hours;
            for (const Job& job : w.jobs)
                hours.push_back(static_cast<double>(job.runTime) * job.nodes / kSecondsPerHour);
            return hours;
        };
        UtilityBimodalGenerator::Settings settings;
        settings.jobs = kSample;
        settings.shortShare = 1;
        QVERIFY(closeMean(mean(lengthsInHours(UtilityBimodalGenerator(settings).generate())),
            truncatedMean(24, 12), 12, kSample, 0.01));
        settings.shortShare = 0;
        QVERIFY(closeMean(mean(lengthsInHours(UtilityBimodalGenerator(settings).generate())),
            truncatedMean(192, 48), 48, kSample, 0.01));

        settings.shortShare = 0.5;
        const Workload w = UtilityBimodalGenerator(settings).generate();
        const std::vector<double> hours = lengthsInHours(w);
        // Below 4 days: every short task and the long ones 2 sd below their mean.
        std::size_t belowFourDays = 0;
        for (const double h : hours)
            belowFourDays += h < 96 ? 1 : 0;
        const double longBelow = 0.5 * std::erfc(2 / std::sqrt(2.0));
        QVERIFY(closeShare(double(belowFourDays) / kSample, 0.5 + 0.5 * longBelow, kSample));

        std::map<std::int32_t, std::size_t> widths;
        std::vector<double> credits;
        for (const Job& job : w.jobs) {
            ++widths[job.nodes];
            credits.push_back(job.value);
            QVERIFY(job.value > 0.1);
        }
        QCOMPARE(widths.size(), std::size_t { 6 });
        for (const auto& [width, count] : widths)
            QVERIFY2(closeShare(double(count) / kSample, 1.0 / 6, kSample),
                qPrintable(QString::number(width)));
        QVERIFY(closeMean(mean(credits), truncatedMean(10, 4, 0.1), 4, kSample, 1e-6));
        // 1.60 h between arrivals.
        QVERIFY(closeMean(meanGap(w.jobs.back().submit, kSample, 1), 1.6 * kSecondsPerHour,
            1.6 * kSecondsPerHour, kSample, 1));
    }

    void utilityValuesAreUniformUpToTheLength()
    {
        UtilityValueGenerator::Settings settings;
        settings.jobs = kSample;
        const Workload w = UtilityValueGenerator(settings).generate();
        std::vector<double> lengths;
        std::vector<double> fractions;
        for (const Job& job : w.jobs) {
            lengths.push_back(static_cast<double>(job.runTime));
            fractions.push_back(job.value / static_cast<double>(job.runTime));
        }
        const double uniformSd = 1 / std::sqrt(12.0);
        QVERIFY(closeMean(mean(lengths), 43'200, 86'400 * uniformSd, kSample, 1));
        QVERIFY(closeMean(mean(fractions), 0.5, uniformSd, kSample));
    }
};

QTEST_GUILESS_MAIN(GeneratorsAttributeStatisticsTest)
#include "GeneratorsAttributeStatisticsTest.moc"
