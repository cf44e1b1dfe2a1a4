#include "compare/PolicyVariant.h"

#include "store/StoredRun.h"

#include <array>
#include <string_view>

namespace schedlab {

namespace {

struct Suffix {
    std::string_view text;
    const char* variant;
};

const std::array<Suffix, 4> kSuffixes = {{
    {"-easy", PolicyVariant::kEasy},
    {"-conservative", PolicyVariant::kConservative},
    {"-cons", PolicyVariant::kConservative},
    {"-list", PolicyVariant::kList},
}};

const std::array<const char*, 2> kVariantParameters = {"backfilling", "start"};

const std::string kFcfsFamily = "fcfs";
constexpr int kOtherRank = 1000;

}  // namespace

PolicyVariant PolicyVariant::of(const RunDescription& description)
{
    const std::string& key = description.policy;
    if (key == kFcfsFamily)
        return {kFcfsFamily, kList};
    if (key == kConservative)
        return {kFcfsFamily, kConservative};
    if (key == kEasy)
        return {kFcfsFamily, kEasy};
    for (const Suffix& suffix : kSuffixes) {
        if (key.size() > suffix.text.size() && key.ends_with(suffix.text))
            return {key.substr(0, key.size() - suffix.text.size()), suffix.variant};
    }
    for (const char* name : kVariantParameters) {
        const auto it = description.parameters.find(name);
        if (it != description.parameters.end())
            return {key, it->second};
    }
    return {key, kList};
}

int PolicyVariant::columnRank(const std::string& variant)
{
    if (variant == kList)
        return 0;
    if (variant == kConservative)
        return 1;
    if (variant == kEasy)
        return 2;
    return kOtherRank;
}

}  // namespace schedlab
