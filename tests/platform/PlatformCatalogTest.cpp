// PlatformCatalog: every preset exists, is valid, and matches the specs.

#include "platform/PlatformCatalog.h"
#include "platform/PlatformJson.h"
#include "platform/PlatformSource.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <set>

using namespace schedlab;

namespace {

constexpr int kGridTotalNodes = 512;  // Yahyapour (2002), Table 5.1: every configuration

// Node counts of a platform's machines, in order.
std::vector<int> machineSizes(const Platform& p)
{
    std::vector<int> sizes;
    for (const Machine& m : p.machines()) {
        sizes.push_back(m.nodes);
    }
    return sizes;
}

std::vector<int> repeat(int count, int nodes)
{
    return std::vector<int>(std::size_t(count), nodes);
}

std::vector<int> join(std::initializer_list<std::vector<int>> parts)
{
    std::vector<int> out;
    for (const auto& part : parts) {
        out.insert(out.end(), part.begin(), part.end());
    }
    return out;
}

}  // namespace

class PlatformCatalogTest : public QObject {
    Q_OBJECT

private slots:
    void everyPresetIsValidAndNamed()
    {
        const std::vector<PlatformPreset> presets = PlatformCatalog::presets();
        QCOMPARE(presets.size(), std::size_t(15));
        for (const PlatformPreset& preset : presets) {
            const std::optional<Platform> p = PlatformCatalog::preset(preset.name);
            QVERIFY2(p.has_value(), preset.name.c_str());
            QCOMPARE(p->name(), preset.name);
            QVERIFY2(p->problems().empty(), preset.name.c_str());
            QVERIFY(!preset.description.empty());
            std::set<std::string> names;
            for (const Machine& m : p->machines()) {
                // Only the QoS grids count MIPS (Phosphorus D5.2, 2007, §2.2.3, §2.3.2).
                if (!preset.name.starts_with("phosphorus-"))
                    QCOMPARE(m.speed, 1.0);
                names.insert(m.name);
            }
            QCOMPARE(names.size(), p->machines().size());
        }
    }

    // "scaled:FACTOR:PLATFORM" (the advisor's smaller and larger grids):
    // every machine's nodes times the factor, rounded, at least one.
    void scaledPlatforms()
    {
        const Platform smaller = PlatformSource::resolve("scaled:0.9:m64");
        QCOMPARE(smaller.name(), std::string("m64 x0.9"));
        QCOMPARE(smaller.machine(0).nodes, 58);   // 64 x 0.9 = 57.6
        QCOMPARE(smaller.machine(17).nodes, 7);   // 8 x 0.9 = 7.2
        QCOMPARE(PlatformSource::resolve("scaled:0.01:m64").machine(17).nodes, 1);
        QCOMPARE(PlatformSource::resolve("scaled:1.1:single:100").totalNodes(), 110);
        for (const char* bad : {"scaled:0:m64", "scaled:x:m64", "scaled:0.9", "scaled:1.5x:m64"}) {
            try {
                (void)PlatformSource::resolve(bad);
                QFAIL(bad);
            } catch (const PlatformError& error) {
                QVERIFY2(std::string(error.what()).find("scaled:FACTOR:PLATFORM") != std::string::npos, error.what());
            }
        }
    }

    void phosphorusFctePreset()
    {
        const Platform p = *PlatformCatalog::preset("phosphorus-fcte");
        QCOMPARE(p.machineCount(), 7);
        QCOMPARE(p.totalNodes(), 210);
        QCOMPARE(p.machine(6).name, std::string("phosphorus-fcte-7"));
    }

    // Phosphorus D5.2 (2007), §2.3.2: R1, R2, R3 in that order, single
    // CPUs; §3.3's multi-CPU variant has the same capacity per resource.
    void phosphorusF3Presets()
    {
        const Platform single = *PlatformCatalog::preset("phosphorus-f3");
        QCOMPARE(machineSizes(single), (std::vector<int>{1, 1, 1}));
        QCOMPARE(single.machine(0).speed, 780'000.0);
        QCOMPARE(single.machine(1).speed, 520'000.0);
        QCOMPARE(single.machine(2).speed, 260'000.0);
        QCOMPARE(single.machine(2).name, std::string("phosphorus-f3-3"));
        const Platform multi = *PlatformCatalog::preset("phosphorus-f3-multi");
        QCOMPARE(machineSizes(multi), (std::vector<int>{30, 20, 10}));
        for (int r = 0; r < 3; ++r) {
            QCOMPARE(multi.machine(r).speed, 26'000.0);
            QCOMPARE(multi.machine(r).nodes * multi.machine(r).speed, single.machine(r).speed);
        }
    }

    // §2.1.10's processors: one machine of one node each, capacities drawn
    // with the seed (the same seed, the same platform), mean about 1 MIPS.
    void phosphorusF1Processors()
    {
        std::string error;
        const auto narrow = PlatformCatalog::preset("phosphorus-f1-narrow-500-7", error);
        QVERIFY2(narrow.has_value(), error.c_str());
        QCOMPARE(narrow->machineCount(), 500);
        QCOMPARE(narrow->totalNodes(), 500);
        double capacity = 0;
        double lowest = 2;
        double highest = 0;
        for (const Machine& machine : narrow->machines()) {
            QCOMPARE(machine.nodes, 1);
            capacity += machine.speed;
            lowest = std::min(lowest, machine.speed);
            highest = std::max(highest, machine.speed);
        }
        QVERIFY2(std::abs(capacity - 500) < 2, qPrintable(QString::number(capacity)));  // σ of the sum: 0.22
        QVERIFY(lowest > 0.95 && highest < 1.05 && lowest < highest);
        QCOMPARE(*PlatformCatalog::preset("phosphorus-f1-narrow-500-7"), *narrow);
        QVERIFY(!(*PlatformCatalog::preset("phosphorus-f1-narrow-500-8") == *narrow));

        // Clusters: low : high = 1 : 3 with mean 1, the low ones first.
        const auto low80 = PlatformCatalog::preset("phosphorus-f1-low80-10-1");
        QVERIFY(low80.has_value());
        QCOMPARE(low80->machines().front().speed, 0.7143);  // 1 / 1.4
        QCOMPARE(low80->machines().back().speed, 2.1429);   // 3 / 1.4
        QCOMPARE(low80->machines()[7].speed, 0.7143);
        QCOMPARE(low80->machines()[8].speed, 2.1429);
        const auto halves = PlatformCatalog::preset("phosphorus-f1-halves-4-1");
        QCOMPARE(halves->machines()[1].speed, 0.5);
        QCOMPARE(halves->machines()[2].speed, 1.5);
        const Platform wide = *PlatformCatalog::preset("phosphorus-f1-wide-1000-1");
        for (const Machine& machine : wide.machines())
            QVERIFY(machine.speed >= 0.05);
        const Platform uniform = *PlatformCatalog::preset("phosphorus-f1-uniform-1000-1");
        for (const Machine& machine : uniform.machines())
            QVERIFY(machine.speed >= 0.05 && machine.speed <= 2.05);

        for (const char* bad : {"phosphorus-f1-narrow-500", "phosphorus-f1-flat-500-1", "phosphorus-f1-narrow-0-1",
                                "phosphorus-f1-narrow-x-1", "phosphorus-f1-narrow-500-1-2"}) {
            QVERIFY2(!PlatformCatalog::preset(bad, error).has_value(), bad);
            QVERIFY2(error.find(bad) != std::string::npos, error.c_str());
        }
    }

    // Experiment 4.5 of Vanderster (2008), eq. 4.13: the seeded speeds of
    // vanderster-medium-speeds-SEED scaled so that speed times CPUs sums to
    // the homogeneous grid's 192 (within the rounding to 0.001 per cluster),
    // in the same proportions, and the same for a seed.
    void rescaledSpeedsKeepTheCapacity()
    {
        for (const char* seed : {"1", "7", "42"}) {
            const Platform drawn = *PlatformCatalog::preset(std::string("vanderster-medium-speeds-") + seed);
            const Platform rescaled = *PlatformCatalog::preset(std::string("vanderster-medium-rescaled-") + seed);
            QCOMPARE(machineSizes(rescaled), (std::vector<int>{16, 16, 32, 128}));
            double capacity = 0;
            for (MachineIndex k = 0; k < rescaled.machineCount(); ++k) {
                capacity += rescaled.machine(k).nodes * rescaled.machine(k).speed;
                const double ratio = rescaled.machine(k).speed / drawn.machine(k).speed;
                const double first = rescaled.machine(0).speed / drawn.machine(0).speed;
                QVERIFY2(std::abs(ratio - first) < 0.01, seed);
                QCOMPARE(rescaled.machine(k).speed * 1000, std::round(rescaled.machine(k).speed * 1000));
            }
            QVERIFY2(std::abs(capacity - 192) <= 0.5 * 0.001 * 192, seed);
            QVERIFY(rescaled.machine(0).speed != rescaled.machine(1).speed);
            QCOMPARE(rescaled.machine(3).name, std::string("vanderster-medium-rescaled-") + seed + "-4");
        }
        std::string error;
        QVERIFY(!PlatformCatalog::preset("vanderster-medium-rescaled-", error));
        QVERIFY2(error.find("seed must be a whole number") != std::string::npos, error.c_str());
    }

    // Experiment 6 of Vanderster (2008), sec. 6.3: the medium grid with
    // disks of 100, 300, 400 and 1024 GB and bandwidths of 10-100 Mbit/s
    // (1.25-12.5 MB/s) drawn per seed, at speed 1, the same for a seed.
    void diskGridHasDisksAndSeededBandwidths()
    {
        const Platform one = *PlatformCatalog::preset("vanderster-medium-disk-1");
        QCOMPARE(machineSizes(one), (std::vector<int>{16, 16, 32, 128}));
        const std::vector<double> disks{100, 300, 400, 1024};
        for (MachineIndex k = 0; k < one.machineCount(); ++k) {
            QCOMPARE(one.machine(k).diskGB, disks[std::size_t(k)]);
            QCOMPARE(one.machine(k).speed, 1.0);
            QVERIFY(one.machine(k).bandwidthMBps >= 1.25 && one.machine(k).bandwidthMBps <= 12.5);
            QCOMPARE(one.machine(k).bandwidthMBps * 1000, std::round(one.machine(k).bandwidthMBps * 1000));
        }
        QVERIFY(one.machine(0).bandwidthMBps != one.machine(1).bandwidthMBps);
        QVERIFY(*PlatformCatalog::preset("vanderster-medium-disk-1") == one);
        QVERIFY(PlatformCatalog::preset("vanderster-medium-disk-2")->machine(0).bandwidthMBps !=
                one.machine(0).bandwidthMBps);
        QCOMPARE(one.machine(3).name, std::string("vanderster-medium-disk-1-4"));
        std::string error;
        QVERIFY(!PlatformCatalog::preset("vanderster-medium-disk-x", error));
        QVERIFY2(error.find("seed must be a whole number") != std::string::npos, error.c_str());
    }

    void ctcPresets()
    {
        const Platform ctc = *PlatformCatalog::preset("ctc-sp2");
        QCOMPARE(ctc.machineCount(), 1);
        QCOMPARE(ctc.machine(0).name, std::string("ctc-sp2"));
        QCOMPARE(ctc.totalNodes(), 338);
        const std::vector<PlatformPreset> presets = PlatformCatalog::presets();
        QVERIFY(presets[0].description.find("338 batch nodes") != std::string::npos);
        QCOMPARE(PlatformCatalog::preset("ctc-sp2-430")->totalNodes(), 430);
    }

    void gridConfigurations_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<std::vector<int>>("sizes");
        QTest::newRow("m64") << "m64" << join({repeat(4, 64), repeat(6, 32), repeat(8, 8)});
        QTest::newRow("m64-8") << "m64-8" << repeat(8, 64);
        QTest::newRow("m128") << "m128" << repeat(4, 128);
        QTest::newRow("m256") << "m256" << repeat(2, 256);
        QTest::newRow("m256-5") << "m256-5" << join({{256}, repeat(4, 64)});
        QTest::newRow("m384") << "m384" << join({{384, 64}, repeat(4, 16)});
        QTest::newRow("m512") << "m512" << std::vector<int>{512};
    }

    void gridConfigurations()
    {
        QFETCH(QString, name);
        QFETCH(std::vector<int>, sizes);
        const Platform p = *PlatformCatalog::preset(name.toStdString());
        QCOMPARE(machineSizes(p), sizes);
        QCOMPARE(p.totalNodes(), kGridTotalNodes);
        QCOMPARE(p.largestMachineNodes(), sizes.front());
    }

    void machineNamesAreReadable()
    {
        const Platform m128 = *PlatformCatalog::preset("m128");
        QCOMPARE(m128.machine(0).name, std::string("m128-1"));
        QCOMPARE(m128.machine(3).name, std::string("m128-4"));
        QCOMPARE(PlatformCatalog::preset("m512")->machine(0).name, std::string("m512"));
    }

    void singleMachineForms()
    {
        for (const char* form : {"single:100", "nodes:100"}) {
            const std::optional<Platform> p = PlatformCatalog::preset(form);
            QVERIFY2(p.has_value(), form);
            QCOMPARE(p->machineCount(), 1);
            QCOMPARE(p->totalNodes(), 100);
            QCOMPARE(p->name(), std::string(form));
            QVERIFY(p->problems().empty());
        }
        QCOMPARE(PlatformCatalog::singleMachine(64).name(), std::string("single:64"));
        QCOMPARE(PlatformCatalog::singleMachine(64, "lab").machine(0).name, std::string("lab"));
    }

    void invalidNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown") << "m1024" << "unknown platform preset \"m1024\"";
        QTest::newRow("empty") << "" << "unknown platform preset \"\"";
        const QString range = ": node count must be a whole number from 1 to 10000000";
        QTest::newRow("zero") << "single:0" << "single:0" + range;
        QTest::newRow("negative") << "nodes:-4" << "nodes:-4" + range;
        QTest::newRow("missing") << "single:" << "single:" + range;
        QTest::newRow("trailing") << "single:12x" << "single:12x" + range;
        QTest::newRow("too many") << "nodes:10000001" << "nodes:10000001" + range;
        QTest::newRow("overflow") << "nodes:99999999999" << "nodes:99999999999" + range;
    }

    void invalidNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, error);
        std::string message;
        QVERIFY(!PlatformCatalog::preset(name.toStdString(), message).has_value());
        QCOMPARE(message, error.toStdString());
        QVERIFY(!PlatformCatalog::preset(name.toStdString()).has_value());
    }
};

QTEST_APPLESS_MAIN(PlatformCatalogTest)
#include "PlatformCatalogTest.moc"
