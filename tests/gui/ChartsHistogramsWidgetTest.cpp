// TraceHistogramsWidget: shows the binned workload and exports a PNG.

#include "charts/TraceHistogramData.h"
#include "charts/TraceHistogramsWidget.h"
#include "support/WorkloadBuilder.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using schedlab::TraceHistogramsWidget;
using schedlab::Workload;
using Counts = std::vector<std::int64_t>;

class ChartsHistogramsWidgetTest : public QObject {
    Q_OBJECT

private slots:
    void showsTheWorkloadAndExports()
    {
        TraceHistogramsWidget widget;
        widget.resize(900, 600);
        auto workload = std::make_shared<const Workload>(schedlab::test::makeWorkload(
            {{0, 5, 1, 100}, {3600, 10, 2, 10}, {7259, 59, 3, 118}, {90000, 4000, 4, 1800}}));
        widget.setWorkload(workload);
        QCOMPARE(widget.data().jobCount(), std::int64_t(4));
        QCOMPARE(widget.data().widths().counts, Counts({1, 1, 2}));
        QCOMPARE(widget.data().overruns(), std::int64_t(1));

        QTemporaryDir dir;
        const QString path = dir.filePath("histograms.png");
        QVERIFY(widget.exportPng(path));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(900, 600));

        widget.setWorkload(nullptr);
        QCOMPARE(widget.data().jobCount(), std::int64_t(0));
        QVERIFY(widget.exportPng(path));
    }
};

QTEST_MAIN(ChartsHistogramsWidgetTest)
#include "ChartsHistogramsWidgetTest.moc"
