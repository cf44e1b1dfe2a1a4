// Metric labels in the user's language: every metric of the core has an
// entry lupdate can see, and the German one is used.

#include "MetricLabel.h"

#include "metrics/MetricsReport.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

#include <algorithm>

using namespace schedlab;

class AppMetricLabelTest : public QObject {
    Q_OBJECT

private slots:
    void everyMetricIsListed()
    {
        const std::vector<std::string> known = MetricLabel::known();
        for (const MetricDefinition& metric : metricDefinitions())
            QVERIFY2(std::ranges::count(known, metric.label) == 1, metric.label.c_str());
    }

    void germanLabels()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/schedlab_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const auto utilization = std::ranges::find_if(metricDefinitions(), [](const MetricDefinition& m) {
            return m.key == "utilization";
        });
        QCOMPARE(MetricLabel::of(*utilization), QStringLiteral("Auslastung"));
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(MetricLabel::of(*utilization), QStringLiteral("Utilization"));
    }
};

QTEST_MAIN(AppMetricLabelTest)
#include "AppMetricLabelTest.moc"
