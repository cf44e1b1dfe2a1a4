#pragma once

// What the tests of core/qos share: comparing vectors of rates or times.

#include <QString>
#include <QTest>

#include <cmath>
#include <vector>

namespace schedlab::qostest {

// Empty if `actual` matches `expected` within `tolerance` everywhere (an
// infinity only matches itself), else a message showing both.
inline QString differs(const std::vector<double>& actual, const std::vector<double>& expected,
                       double tolerance = 1e-9)
{
    const auto show = [](const std::vector<double>& v) {
        QString text;
        for (const double x : v)
            text += (text.isEmpty() ? QString() : QStringLiteral(", ")) + QString::number(x, 'g', 12);
        return QStringLiteral("(") + text + QStringLiteral(")");
    };
    bool same = actual.size() == expected.size();
    for (std::size_t i = 0; same && i < actual.size(); ++i)
        same = actual[i] == expected[i] || std::abs(actual[i] - expected[i]) <= tolerance;
    return same ? QString() : QStringLiteral("got %1, expected %2").arg(show(actual), show(expected));
}

// `count` values of `draw()`, drawn in order (for random inputs).
template <class Draw>
std::vector<double> drawn(std::size_t count, Draw draw)
{
    std::vector<double> values(count);
    for (double& value : values)
        value = draw();
    return values;
}

}  // namespace schedlab::qostest

#define QOS_COMPARE_VECTORS(actual, expected)                                   \
    do {                                                                        \
        const QString qosWhy = schedlab::qostest::differs((actual), (expected)); \
        QVERIFY2(qosWhy.isEmpty(), qPrintable(qosWhy));                         \
    } while (false)
