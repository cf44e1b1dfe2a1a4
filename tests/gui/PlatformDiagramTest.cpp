// PlatformDiagram: paints every preset and extreme platforms, to scale.

#include "charts/PlatformDiagram.h"
#include "platform/PlatformCatalog.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using schedlab::Machine;
using schedlab::Platform;
using schedlab::PlatformCatalog;
using schedlab::PlatformDiagram;

namespace {

constexpr int kWidth = 400;
constexpr int kHeight = 260;
const QColor kFirstMachineColor(0x8e, 0xbb, 0xe0);

QImage render(const Platform& platform)
{
    PlatformDiagram diagram;
    diagram.setPlatform(platform);
    diagram.resize(kWidth, kHeight);
    QImage image(kWidth, kHeight, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    diagram.render(&image);
    return image;
}

int pixelsOf(const QImage& image, const QColor& color)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (image.pixelColor(x, y) == color)
                ++count;
        }
    }
    return count;
}

}  // namespace

class PlatformDiagramTest : public QObject {
    Q_OBJECT

private slots:
    void paintsEveryPreset()
    {
        for (const auto& preset : PlatformCatalog::presets()) {
            const auto platform = PlatformCatalog::preset(preset.name);
            QVERIFY2(platform.has_value(), preset.name.c_str());
            const QImage image = render(*platform);
            QVERIFY(!image.isNull());
            // Machine boxes cover most of it: little is left white.
            const int white = pixelsOf(image, QColor(Qt::white));
            QVERIFY2(white < kWidth * kHeight / 4, preset.name.c_str());
            QVERIFY2(pixelsOf(image, kFirstMachineColor) > 0, preset.name.c_str());
        }
    }

    void singleMachineFillsTheDiagram()
    {
        const QImage image = render(PlatformCatalog::singleMachine(338, "ctc"));
        // Just inside the top-left corner of the box: the machine's colour.
        QCOMPARE(image.pixelColor(20, 20), kFirstMachineColor);
        QCOMPARE(image.pixelColor(kWidth - 20, kHeight / 2), kFirstMachineColor);
    }

    void areasFollowNodeCounts()
    {
        // 300 and 100 nodes: the first box holds three times the area.
        const Platform platform("two", {Machine{"big", 300, 1.0}, Machine{"small", 100, 2.0}});
        const QImage image = render(platform);
        const int big = pixelsOf(image, kFirstMachineColor);
        const int small = pixelsOf(image, QColor(0xff, 0xbb, 0x78));
        QVERIFY(small > 0);
        // Labels and borders take a few pixels; the ratio stays close to 3.
        QVERIFY2(std::abs(double(big) / small - 3.0) < 0.3, qPrintable(QString::number(double(big) / small)));
    }

    void extremesPaintWithoutTrouble()
    {
        std::vector<Machine> twenty;
        for (int i = 0; i < 20; ++i)
            twenty.push_back(Machine{"site" + std::to_string(i), i == 0 ? 100000 : i, 1.0 + i / 10.0});
        QVERIFY(!render(Platform("grid", twenty)).isNull());
        QVERIFY(!render(PlatformCatalog::singleMachine(1)).isNull());
        QVERIFY(!render(PlatformCatalog::singleMachine(100000)).isNull());
        QVERIFY(!render(Platform()).isNull());
        // Being edited: a machine with no nodes yet.
        QVERIFY(!render(Platform("editing", {Machine{"a", 0, 1.0}, Machine{"b", 64, 1.0}})).isNull());
        PlatformDiagram diagram;
        QVERIFY(diagram.sizeHint().width() > 0 && diagram.sizeHint().height() > 0);
    }

    // Machines of one economic domain share its colour (the first domain's
    // is the first machine colour); without domains each has its own.
    void domainsShareAColour()
    {
        Machine a{"a", 64, 1.0};
        Machine b{"b", 64, 1.0};
        const int ownColours = pixelsOf(render(Platform("grid", {a, b})), kFirstMachineColor);
        a.domain = "west";
        b.domain = "west";
        const int shared = pixelsOf(render(Platform("grid", {a, b})), kFirstMachineColor);
        QVERIFY2(shared > ownColours * 3 / 2, qPrintable(QStringLiteral("%1 vs %2").arg(shared).arg(ownColours)));
    }
};

QTEST_MAIN(PlatformDiagramTest)
#include "PlatformDiagramTest.moc"
