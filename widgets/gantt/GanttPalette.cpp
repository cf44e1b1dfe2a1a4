#include "GanttPalette.h"

#include "ColourRamp.h"
#include "CreditPalette.h"
#include "OriginSitePalette.h"
#include "metrics/ValueMetrics.h"
#include "model/Units.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <map>

namespace schedlab {

namespace {

// Tableau 20: distinct, muted hues that stay pleasant in large areas. Users
// are hashed onto it, so a user keeps the same colour across runs.
constexpr std::array<QRgb, 20> kUserPalette = {
    0xff4e79a7, 0xffa0cbe8, 0xfff28e2b, 0xffffbe7d, 0xff59a14f, 0xff8cd17d, 0xffb6992d,
    0xfff1ce63, 0xff499894, 0xff86bcb6, 0xffe15759, 0xffff9d9a, 0xff79706e, 0xffbab0ac,
    0xffd37295, 0xfffabfd2, 0xffb07aa1, 0xffd4a6c8, 0xff9d7660, 0xffd7b5a6};
constexpr QRgb kUnknownUser = 0xffa8adb5;

// Viridis, reversed: narrow jobs light, the rare wide ones dark and salient.
// Perceptually uniform, so equal steps in log2(width) look equally different.
constexpr std::array<QRgb, 6> kWidthStops = {0xfffde725, 0xff90d743, 0xff35b779,
                                             0xff21918c, 0xff31688e, 0xff443983};

// Wait bins and a green-to-red ramp (ColorBrewer RdYlGn, reversed).
constexpr Time kMinute = units::kSecondsPerMinute;
constexpr Time kHour = units::kSecondsPerHour;
constexpr Time kDay = units::kSecondsPerDay;
constexpr std::array<Time, 6> kWaitBinUpper = {kMinute, 10 * kMinute, kHour, 4 * kHour, 12 * kHour, kDay};
constexpr std::array<QRgb, 7> kWaitColours = {0xff1a9850, 0xff91cf60, 0xffd9ef8b, 0xfffee08b,
                                              0xfffc8d59, 0xffd73027, 0xffa50026};

constexpr int kLegendUsers = 10;
// Rec. 601 luma threshold between dark and light text.
constexpr double kLightBackgroundLuma = 150.0;
constexpr double kLumaRed = 0.299;
constexpr double kLumaGreen = 0.587;
constexpr double kLumaBlue = 0.114;

// splitmix64 finaliser: neighbouring user ids get unrelated colours.
std::uint64_t mixBits(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

constexpr std::array<StartKind, 15> kAllKinds = {
    StartKind::InOrder,  StartKind::BackfillBeforeShadow, StartKind::BackfillExtraNodes,
    StartKind::BackfillNoDelay, StartKind::FirstFit, StartKind::Reservation,
    StartKind::Preemptor, StartKind::MultiSite, StartKind::EarlyStart,
    StartKind::EarliestCompletion, StartKind::Allocated, StartKind::Withheld, StartKind::Reapplied,
    StartKind::InputArrived, StartKind::Other};

}  // namespace

QRgb GanttPalette::userColour(std::int32_t user)
{
    if (user < 0)
        return kUnknownUser;
    return kUserPalette[mixBits(std::uint64_t(user)) % kUserPalette.size()];
}

QRgb GanttPalette::widthColour(int nodes, int maxNodes)
{
    const double top = std::log2(double(std::max(maxNodes, 2)));
    return ColourRamp::at(kWidthStops, std::log2(double(std::max(nodes, 1))) / top);
}

int GanttPalette::waitBin(Time wait)
{
    int bin = 0;
    while (bin < int(kWaitBinUpper.size()) && wait >= kWaitBinUpper[std::size_t(bin)])
        ++bin;
    return bin;
}

QRgb GanttPalette::waitColour(Time wait)
{
    return kWaitColours[std::size_t(waitBin(wait))];
}

QRgb GanttPalette::decisionColour(StartKind kind)
{
    switch (kind) {
    case StartKind::InOrder: return 0xff5b7fa8;
    case StartKind::BackfillBeforeShadow: return 0xfff28e2b;
    case StartKind::BackfillExtraNodes: return 0xffedc948;
    case StartKind::BackfillNoDelay: return 0xff59a14f;
    case StartKind::FirstFit: return 0xffb07aa1;
    case StartKind::Reservation: return 0xff76b7b2;
    case StartKind::Preemptor: return 0xffe15759;
    case StartKind::MultiSite: return 0xffff9da7;
    case StartKind::EarlyStart: return 0xff9c755f;
    case StartKind::EarliestCompletion: return 0xff4e79a7;
    case StartKind::Allocated: return 0xff8cd17d;
    case StartKind::Withheld: return 0xffd37295;
    case StartKind::Reapplied: return 0xff86bcb6;
    case StartKind::InputArrived: return 0xff499894;
    case StartKind::Other: return 0xffbab0ac;
    }
    return 0xffbab0ac;
}

QString GanttPalette::decisionName(StartKind kind)
{
    switch (kind) {
    case StartKind::InOrder: return tr("In order");
    case StartKind::BackfillBeforeShadow: return tr("Backfilled (EASY shadow)");
    case StartKind::BackfillExtraNodes: return tr("Backfilled (extra nodes)");
    case StartKind::BackfillNoDelay: return tr("Backfilled (conservative)");
    case StartKind::FirstFit: return tr("First fit");
    case StartKind::Reservation: return tr("Reservation");
    case StartKind::Preemptor: return tr("Preemptor");
    case StartKind::MultiSite: return tr("Multi-site");
    case StartKind::EarlyStart: return tr("Early start");
    case StartKind::EarliestCompletion: return tr("Earliest completion");
    case StartKind::Allocated: return tr("Allocated");
    case StartKind::Withheld: return tr("Withheld (leaky bucket)");
    case StartKind::Reapplied: return tr("Re-applied after refusal");
    case StartKind::InputArrived: return tr("Waited for its input");
    case StartKind::Other: return tr("Other");
    }
    return tr("Other");
}

QString GanttPalette::modeName(ColorMode mode)
{
    switch (mode) {
    case ColorMode::ByUser: return tr("Colour by user");
    case ColorMode::ByWidth: return tr("Colour by width (nodes)");
    case ColorMode::ByWait: return tr("Colour by wait time");
    case ColorMode::ByDecision: return tr("Colour by scheduling decision");
    case ColorMode::ByOriginSite: return tr("Colour by origin site");
    case ColorMode::ByCredit: return tr("Colour by credit");
    }
    return {};
}

QColor GanttPalette::textOn(QRgb background)
{
    const double luma = kLumaRed * qRed(background) + kLumaGreen * qGreen(background) + kLumaBlue * qBlue(background);
    return luma > kLightBackgroundLuma ? QColor(0x1b, 0x1e, 0x24) : QColor(Qt::white);
}

std::vector<QRgb> GanttPalette::jobColours(const RunSnapshot& snapshot, ColorMode mode)
{
    const std::size_t count = snapshot.result.jobs.size();
    std::vector<QRgb> colours(count, kUnknownUser);
    const int maxNodes = std::max(snapshot.platform.totalNodes(), 1);
    const double largestCredit = mode == ColorMode::ByCredit ? CreditPalette::largestCredit(snapshot) : 0;
    for (std::size_t i = 0; i < count; ++i) {
        const JobOutcome& outcome = snapshot.result.jobs[i];
        const Job& job = snapshot.workload->jobs[i];
        switch (mode) {
        case ColorMode::ByUser: colours[i] = userColour(job.user); break;
        case ColorMode::ByWidth: colours[i] = widthColour(outcome.nodes.empty() ? job.nodes : outcome.nodes.size(), maxNodes); break;
        case ColorMode::ByWait:
            colours[i] = outcome.started() ? waitColour(outcome.start - job.submit) : kUnknownUser;
            break;
        case ColorMode::ByDecision: colours[i] = decisionColour(outcome.reason.kind); break;
        case ColorMode::ByOriginSite: colours[i] = OriginSitePalette::colour(job.originSite); break;
        case ColorMode::ByCredit: colours[i] = CreditPalette::colour(ValueMetrics::creditOf(job), largestCredit); break;
        }
    }
    return colours;
}

GanttPalette::Legend GanttPalette::legend(const RunSnapshot* snapshot, ColorMode mode)
{
    Legend entries;
    switch (mode) {
    case ColorMode::ByUser: {
        if (!snapshot || !snapshot->workload)
            break;
        // The busiest users by node-seconds: the ones that dominate the picture.
        std::map<std::int32_t, double> work;
        for (const Job& job : snapshot->workload->jobs)
            work[job.user] += std::max(job.weight(), 1.0);
        std::vector<std::pair<double, std::int32_t>> ranked;
        for (const auto& [user, w] : work)
            ranked.emplace_back(w, user);
        std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
            return a.first != b.first ? a.first > b.first : a.second < b.second;
        });
        const std::size_t shown = std::min<std::size_t>(ranked.size(), kLegendUsers);
        for (std::size_t i = 0; i < shown; ++i) {
            const std::int32_t user = ranked[i].second;
            entries.append({user < 0 ? tr("Unknown user") : tr("User %1").arg(user), QColor::fromRgb(userColour(user))});
        }
        if (ranked.size() > shown)
            entries.append({tr("+ %n more user(s)", nullptr, int(ranked.size() - shown)), QColor()});
        break;
    }
    case ColorMode::ByWidth: {
        const int maxNodes = snapshot ? std::max(snapshot->platform.totalNodes(), 1) : 512;
        for (int low = 1; low <= maxNodes; low *= 2) {
            const int high = std::min(low * 2 - 1, maxNodes);
            QString label;
            if (low == high)
                label = low == 1 ? tr("1 node") : tr("%1 nodes").arg(low);
            else
                label = tr("%1–%2 nodes").arg(low).arg(high);
            entries.append({label, QColor::fromRgb(widthColour(low, maxNodes))});
        }
        break;
    }
    case ColorMode::ByWait: {
        const QStringList labels = {tr("wait < 1 min"), tr("1–10 min"),  tr("10 min–1 h"), tr("1–4 h"),
                                    tr("4–12 h"),       tr("12 h–1 d"), tr("≥ 1 day")};
        for (int i = 0; i < labels.size(); ++i)
            entries.append({labels[i], QColor::fromRgb(kWaitColours[std::size_t(i)])});
        break;
    }
    case ColorMode::ByDecision: {
        // Only the decisions this run made, so the legend explains the picture.
        std::array<bool, kAllKinds.size()> present{};
        if (snapshot) {
            for (const JobOutcome& outcome : snapshot->result.jobs) {
                if (outcome.started())
                    present[std::size_t(outcome.reason.kind)] = true;
            }
        } else {
            present.fill(true);
        }
        for (StartKind kind : kAllKinds) {
            if (present[std::size_t(kind)])
                entries.append({decisionName(kind), QColor::fromRgb(decisionColour(kind))});
        }
        break;
    }
    case ColorMode::ByOriginSite: entries = OriginSitePalette::legend(snapshot); break;
    case ColorMode::ByCredit: entries = CreditPalette::legend(snapshot); break;
    }
    return entries;
}

}  // namespace schedlab
