#include "SweepTestPolicies.h"

#include "experiment/TraceCache.h"
#include "sweep/DecimalRange.h"
#include "sweep/SweepSpec.h"
#include "sweep/SweepSpecError.h"
#include "util/TimeZone.h"

#include <QtTest>

#include <filesystem>

using namespace schedlab;

namespace {

const std::string kSamples = SCHEDLAB_SAMPLE_TRACES_DIR;
const std::string kBad = "bad.json";

SweepSpec parse(const std::string& json, const std::string& name = kBad)
{
    return SweepSpec::parse(json, name, kSamples, test::sweepTestRegistry());
}

std::string sample(const std::string& file)
{
    return std::filesystem::absolute(kSamples + "/" + file).lexically_normal().string();
}

// The message parse() throws, or "" when it does not throw.
std::string parseError(const std::string& json)
{
    try {
        (void)parse(json);
    } catch (const SweepSpecError& e) {
        return e.what();
    }
    return {};
}

}  // namespace

class SweepSpecTest : public QObject {
    Q_OBJECT

private slots:
    void expansionOrderAndCount()
    {
        const SweepSpec spec = parse(R"({
            "group": "g",
            "traces": ["teaching-backfilling.swf", "teaching-blocking.swf"],
            "transforms": [[], "exact-estimates"],
            "platforms": ["single:4", "single:8"],
            "policies": ["fcfs", {"policy": "fcfs-tuned", "parameters": {"depth": [1, 5]}}],
            "parameters": {"gamma": {"from": 1.5, "to": 2.5, "step": 0.5}},
            "seeds": [0, 7]})");
        TraceCache cache;
        // 2 traces x 2 transform sets x 2 platforms x (fcfs 1 + tuned 2 x 3) x 2 seeds.
        QCOMPARE(spec.runCount(cache), std::size_t{112});
        const std::vector<RunSpec> runs = spec.expand(cache);
        QCOMPARE(runs.size(), std::size_t{112});
        QCOMPARE(cache.size(), std::size_t{0});  // no each-month: no trace was read

        const std::string backfilling = sample("teaching-backfilling.swf");
        QCOMPARE(runs[0], (RunSpec{backfilling, {}, "single:4", "fcfs", {}, 0, "g",
                                   "fcfs · teaching-backfilling · as loaded · single:4 · seed 0"}));
        QCOMPARE(runs[1].seed, std::uint64_t{7});  // seeds vary fastest
        // Parameters by name (depth, gamma), the last fastest.
        QCOMPARE(runs[2].parameters, (ParameterValues{{"depth", "1"}, {"gamma", "1.5"}}));
        QCOMPARE(runs[2].name, std::string("fcfs-tuned depth=1 gamma=1.5 · teaching-backfilling · as loaded · "
                                           "single:4 · seed 0"));
        QCOMPARE(runs[4].parameters, (ParameterValues{{"depth", "1"}, {"gamma", "2"}}));
        QCOMPARE(runs[6].parameters, (ParameterValues{{"depth", "1"}, {"gamma", "2.5"}}));
        QCOMPARE(runs[8].parameters, (ParameterValues{{"depth", "5"}, {"gamma", "1.5"}}));
        QCOMPARE(runs[13].parameters, (ParameterValues{{"depth", "5"}, {"gamma", "2.5"}}));
        // Then platforms, transform sets, traces.
        QCOMPARE(runs[14].platform, std::string("single:8"));
        QCOMPARE(runs[14].policy, std::string("fcfs"));
        QCOMPARE(runs[28].transforms, std::vector<std::string>{"exact-estimates"});
        QCOMPARE(runs[28].platform, std::string("single:4"));
        QCOMPARE(runs[56].tracePath, sample("teaching-blocking.swf"));
        QCOMPARE(runs[56].transforms, std::vector<std::string>{});
        QCOMPARE(runs[111].name, std::string("fcfs-tuned depth=5 gamma=2.5 · teaching-blocking · exact-estimates · "
                                             "single:8 · seed 7"));
        for (const RunSpec& run : runs)
            QCOMPARE(run.group, std::string("g"));
    }

    void namesShowOnlyWhatVaries()
    {
        const SweepSpec spec = parse(R"({"traces": ["teaching-backfilling.swf"], "platforms": ["single:4"],
                                         "policies": ["fcfs", "easy"]})",
                                     "dir/two-policies.json");
        TraceCache cache;
        const std::vector<RunSpec> runs = spec.expand(cache);
        QCOMPARE(runs.size(), std::size_t{2});
        QCOMPARE(runs[0].name, std::string("fcfs"));
        QCOMPARE(runs[1].name, std::string("easy"));
        QCOMPARE(runs[1].group, std::string("two-policies"));  // the file's stem
        QCOMPARE(runs[1].seed, std::uint64_t{0});
    }

    void rangesHaveNoFloatDrift()
    {
        // Repeated addition gives 0.30000000000000004 and misses the end of
        // 0..1 by 0.1 in binary floating point; the range is exact.
        double accumulated = 0.1;
        accumulated += 0.1;
        accumulated += 0.1;
        QVERIFY(accumulated != 0.3);
        QCOMPARE(DecimalRange::expand(0.1, 0.3, 0.1, 100), (std::vector<std::string>{"0.1", "0.2", "0.3"}));
        const std::vector<std::string> tenths = DecimalRange::expand(0, 1, 0.1, 100);
        QCOMPARE(tenths.size(), std::size_t{11});
        QCOMPARE(tenths[3], std::string("0.3"));
        QCOMPARE(tenths.back(), std::string("1"));
        QCOMPARE(DecimalRange::expand(-1, 1, 0.5, 100), (std::vector<std::string>{"-1", "-0.5", "0", "0.5", "1"}));
        // 1.1 + 21 x 0.7 = 15.8; 16.5 would be past the end.
        const std::vector<std::string> gammas = DecimalRange::expand(1.1, 16, 0.7, 100);
        QCOMPARE(gammas.size(), std::size_t{22});
        QCOMPARE(gammas.back(), std::string("15.8"));
        QCOMPARE(DecimalRange::expand(2, 2, 1, 100), std::vector<std::string>{"2"});
        QCOMPARE(DecimalRange::shortestText(1e-5), std::string("0.00001"));
        QCOMPARE(DecimalRange::shortestText(2.0), std::string("2"));
    }

    void rangeErrors()
    {
        const auto error = [](double from, double to, double step, std::size_t max) -> std::string {
            try {
                (void)DecimalRange::expand(from, to, step, max);
            } catch (const std::invalid_argument& e) {
                return e.what();
            }
            return {};
        };
        QCOMPARE(error(1, 2, 0, 100), std::string("step must be greater than 0, got 0"));
        QCOMPARE(error(3, 2, 1, 100), std::string("from (3) must not be greater than to (2)"));
        QCOMPARE(error(0, 1, 1e-10, 100), std::string("step has more than 9 decimals: 0.0000000001"));
        QCOMPARE(error(0, 1000, 1, 100), std::string("the range has 1001 values, more than 100"));
    }

    void badSpecsNameFileAndPath_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");  // "..." at the end: a prefix
        const QString base = R"("traces": ["teaching-backfilling.swf"], "platforms": ["single:4"])";
        const auto add = [](const char* name, const QString& json, const QString& message) {
            QTest::newRow(name) << json << message;
        };
        add("not json", "{\"traces\": [", "bad.json: not valid JSON at line 1, column 13: ...");
        add("number out of range", R"({"traces": ["t.swf"], "maxRuns": 1e400})",
            "bad.json: a number is out of range: [json.exception.out_of_range.406] number overflow parsing '1e400'");
        add("too deep", QString(70, '[') + QString(70, ']'), "bad.json: JSON nested more than 64 levels deep at line 1, column 65");
        add("not an object", "[]", "bad.json: expected a JSON object with \"traces\", \"platforms\" and \"policies\"");
        add("missing policies", "{" + base + "}", "bad.json: missing field \"policies\" (a list)");
        add("empty traces", R"({"traces": [], "platforms": ["single:4"], "policies": ["fcfs"]})",
            "bad.json: /traces: expected a non-empty list");
        add("unknown field", "{" + base + R"(, "policies": ["fcfs"], "polices": []})",
            "bad.json: /polices: unknown field (expected group, traces, transforms, platforms, policies, "
            "parameters, seeds, maxRuns, validate)");
        add("gamma not a list", "{" + base + R"(, "policies": ["fcfs-tuned"], "parameters": {"gamma": "abc"}})",
            "bad.json: /parameters/gamma: expected a list of numbers or {from,to,step}");
        add("gamma out of range", "{" + base + R"(, "policies": ["fcfs-tuned"], "parameters": {"gamma": [2, 20]}})",
            "bad.json: /parameters/gamma: policy 'fcfs-tuned': parameter 'gamma' ...");
        add("bad range", "{" + base + R"(, "policies": ["fcfs-tuned"], "parameters": {"gamma": {"from": 1, "to": 2, "step": 0}}})",
            "bad.json: /parameters/gamma: step must be greater than 0, got 0");
        add("range without step", "{" + base + R"(, "policies": ["fcfs-tuned"], "parameters": {"gamma": {"from": 1, "to": 2}}})",
            "bad.json: /parameters/gamma/step: expected a number (a range needs from, to and step)");
        add("list item", "{" + base + R"(, "policies": ["fcfs-tuned"], "parameters": {"gamma": [2, null]}})",
            "bad.json: /parameters/gamma/1: expected a number, a string or true/false");
        add("nobody has it", "{" + base + R"(, "policies": ["fcfs"], "parameters": {"gamma": [2]}})",
            "bad.json: /parameters/gamma: no policy in \"policies\" has a parameter 'gamma'");
        add("policy without it", "{" + base + R"(, "policies": [{"policy": "easy", "parameters": {"gamma": [2]}}]})",
            "bad.json: /policies/0/parameters/gamma: policy 'easy' has no parameter 'gamma' (it has none)");
        add("unknown policy", "{" + base + R"(, "policies": ["fcfs", "nope"]})",
            "bad.json: /policies/1: unknown policy 'nope' (known: fcfs, ...");
        add("missing trace", R"({"traces": ["no-such.swf"], "platforms": ["single:4"], "policies": ["fcfs"]})",
            "bad.json: /traces/0: no such trace file: ...");
        add("bad platform", R"({"traces": ["teaching-backfilling.swf"], "platforms": ["single:4", "nope"], "policies": ["fcfs"]})",
            "bad.json: /platforms/1: unknown platform 'nope': ...");
        add("bad transform", "{" + base + R"(, "policies": ["fcfs"], "transforms": [[], ["exact-estimates", "month:1996-13"]]})",
            "bad.json: /transforms/1/1: ...");
        add("each-month false", "{" + base + R"(, "policies": ["fcfs"], "transforms": [{"each-month": false}]})",
            "bad.json: /transforms/0/each-month: expected true (the only generator is {\"each-month\": true})");
        add("negative seed", "{" + base + R"(, "policies": ["fcfs"], "seeds": [1, -1]})",
            "bad.json: /seeds/1: expected a whole number of at least 0");
        add("seed twice", "{" + base + R"(, "policies": ["fcfs"], "seeds": [1, 1]})",
            "bad.json: /seeds: a seed is listed twice");
        add("maxRuns zero", "{" + base + R"(, "policies": ["fcfs"], "maxRuns": 0})",
            "bad.json: /maxRuns: expected a whole number of at least 1");
    }

    void badSpecsNameFileAndPath()
    {
        QFETCH(QString, json);
        QFETCH(QString, message);
        const QString actual = QString::fromStdString(parseError(json.toStdString()));
        if (message.endsWith("...")) {
            message.chop(3);
            QVERIFY2(actual.startsWith(message), qPrintable(actual));
        } else {
            QCOMPARE(actual, message);
        }
    }

    void capStopsAccidentalExplosions()
    {
        SweepSpec spec = parse(R"({"traces": ["teaching-backfilling.swf"], "platforms": ["single:4"],
                                   "policies": ["fcfs", "easy"], "seeds": {"from": 0, "to": 99, "step": 1},
                                   "maxRuns": 150})");
        TraceCache cache;
        QCOMPARE(spec.runCount(cache), std::size_t{200});
        try {
            (void)spec.expand(cache);
            QFAIL("expected the cap to refuse 200 runs");
        } catch (const SweepSpecError& e) {
            QCOMPARE(std::string(e.what()), std::string("bad.json: the sweep expands to 200 runs, more than the limit "
                                                        "of 150; set \"maxRuns\" in the spec to allow more"));
        }
        spec.setMaxRuns(200);
        QCOMPARE(spec.expand(cache).size(), std::size_t{200});
        QCOMPARE(SweepSpec::kDefaultMaxRuns, std::size_t{10'000});
    }

    void sameRunTwiceIsAnError()
    {
        // gamma 2 is fcfs-tuned's default: both entries are the same run.
        const SweepSpec spec = parse(R"({"traces": ["teaching-backfilling.swf"], "platforms": ["single:4"],
            "policies": ["fcfs-tuned", {"policy": "fcfs-tuned", "parameters": {"gamma": [2]}}]})");
        TraceCache cache;
        try {
            (void)spec.expand(cache);
            QFAIL("expected the repetition to be refused");
        } catch (const SweepSpecError& e) {
            QCOMPARE(std::string(e.what()), std::string("bad.json: runs 0 and 1 are the same run (fcfs-tuned gamma=2); "
                                                        "remove the repetition from the spec"));
        }
    }

    void bareDropWiderFollowsThePlatform()
    {
        const SweepSpec spec = parse(R"({"traces": ["teaching-backfilling.swf"], "platforms": ["single:4", "m128"],
                                         "transforms": [["drop-wider", "exact-estimates"]], "policies": ["fcfs"]})");
        TraceCache cache;
        const std::vector<RunSpec> runs = spec.expand(cache);
        QCOMPARE(runs.size(), std::size_t{2});
        QCOMPARE(runs[0].transforms, (std::vector<std::string>{"drop-wider:4", "exact-estimates"}));
        QCOMPARE(runs[1].transforms, (std::vector<std::string>{"drop-wider:128", "exact-estimates"}));
        QCOMPARE(runs[1].name, std::string("fcfs · m128"));
    }

    void eachMonthOnCtc()
    {
        if (!TimeZone::load("US/Eastern"))
            QSKIP("no TZif database at /usr/share/zoneinfo");
        const SweepSpec spec = parse(R"({"traces": ["CTC-SP2-1996-3.1-cln.swf.gz"], "platforms": ["ctc-sp2"],
            "transforms": [{"each-month": true, "with": ["exact-estimates"]}], "policies": ["fcfs", "easy"]})");
        TraceCache cache;
        QCOMPARE(spec.runCount(cache), std::size_t{24});
        const std::vector<RunSpec> runs = spec.expand(cache);
        QCOMPARE(cache.size(), std::size_t{1});
        // The twelve months of CTC in US/Eastern (see TestTraceCalendar).
        const std::vector<std::string> months = {"1996-06", "1996-07", "1996-08", "1996-09", "1996-10", "1996-11",
                                                 "1996-12", "1997-01", "1997-02", "1997-03", "1997-04", "1997-05"};
        QCOMPARE(runs.size(), 2 * months.size());
        for (std::size_t m = 0; m < months.size(); ++m) {
            for (std::size_t p = 0; p < 2; ++p) {
                const RunSpec& run = runs[2 * m + p];
                QCOMPARE(run.transforms, (std::vector<std::string>{"month:" + months[m], "exact-estimates"}));
                QCOMPARE(run.policy, std::string(p == 0 ? "fcfs" : "easy"));
                QCOMPARE(run.name, run.policy + " · month:" + months[m] + " + exact-estimates");
            }
        }
    }

    void selfContainedJsonExpandsToTheSameRuns()
    {
        const SweepSpec spec = parse(R"({"group": "round trip", "traces": ["teaching-backfilling.swf"],
            "platforms": ["single:4", "m128"], "transforms": [[], ["drop-wider"]],
            "policies": ["easy", {"policy": "fcfs-tuned", "parameters": {"depth": [3]}}],
            "parameters": {"gamma": {"from": 1.1, "to": 1.3, "step": 0.1}}, "seeds": [4, 2], "validate": true})");
        const SweepSpec copy = SweepSpec::parse(spec.toJsonText(), "elsewhere/sweep.json", "/",
                                                test::sweepTestRegistry());
        TraceCache cache;
        QCOMPARE(copy.expand(cache), spec.expand(cache));
        QCOMPARE(copy.group(), std::string("round trip"));
        QVERIFY(copy.validate());
    }

    void loadFileResolvesPathsAgainstItsFolder()
    {
        const SweepSpec spec = SweepSpec::loadFile(SCHEDLAB_TEST_DATA_DIR "/sweep-merge.json");
        QCOMPARE(spec.traces(), std::vector<std::string>{sample("teaching-backfilling.swf")});
        QCOMPARE(spec.group(), std::string("merge-test"));
        try {
            (void)SweepSpec::loadFile("no-such-sweep.json");
            QFAIL("expected an error");
        } catch (const SweepSpecError& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("no-such-sweep.json: cannot open the sweep spec: No such file or directory"));
        }
    }
};

QTEST_GUILESS_MAIN(SweepSpecTest)
#include "SweepSpecTest.moc"
