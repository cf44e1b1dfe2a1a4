// SeedMean: a study cell's mean over seeds and its standard error, worked by
// hand.

#include "study/SeedMean.h"

#include <QtTest>

#include <cmath>

using namespace schedlab;

class SeedMeanTest : public QObject {
    Q_OBJECT

private slots:
    // 1, 2, 3, 4: mean 2.5, sample variance 5/3, SE sqrt(5/3 / 4) = 0.6455.
    void meanAndStandardError()
    {
        SeedMean m;
        for (const double v : {1.0, 2.0, 3.0, 4.0})
            m.add(v);
        QCOMPARE(m.count(), 4);
        QCOMPARE(m.mean(), 2.5);
        QVERIFY(std::abs(m.standardError() - std::sqrt(5.0 / 3.0 / 4.0)) < 1e-12);
        QCOMPARE(m.meanText(2), std::string("2.50"));
        QCOMPARE(m.errorText(3), std::string("0.645"));
        QCOMPARE(m.errorText(1, 100), std::string("64.5"));
    }

    // No value: both NaN, empty cells; one value: a mean and no error;
    // NaN values (a metric a run lacks) are left out.
    void fewValues()
    {
        SeedMean m;
        QVERIFY(std::isnan(m.mean()));
        QCOMPARE(m.meanText(1), std::string());
        m.add(std::nan(""));
        QCOMPARE(m.count(), 0);
        m.add(7);
        QCOMPARE(m.mean(), 7.0);
        QVERIFY(std::isnan(m.standardError()));
        QCOMPARE(m.errorText(1), std::string());
        m.add(7);
        QCOMPARE(m.standardError(), 0.0);
    }
};

QTEST_GUILESS_MAIN(SeedMeanTest)
#include "SeedMeanTest.moc"
