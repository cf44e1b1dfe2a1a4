#pragma once

#include "workload/DecimalSeconds.h"
#include "workload/LazyNumberTexts.h"
#include "workload/LoadReport.h"
#include "workload/NativeJobParser.h"
#include "workload/NativeWorkloadFormat.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace schedlab {

// The fields of one JSON object of a workload file (a job, or one of its
// options), checked by type and range, with the label and JSON pointer that
// messages and number texts need. Every check that fails throws
// NativeLineRejection with a message naming the field, e.g. `field "nodes"
// must be an integer >= 1, got 0`. Used by the native and the Batsim
// readers, so that both check a field alike.
class JobFieldReader {
public:
    using Json = nlohmann::json;
    using Seconds = DecimalSeconds::Value;

    JobFieldReader(const Json& object, std::string labelPrefix, std::string pointer, const LazyNumberTexts& numbers,
                std::optional<native::Tick> tick)
        : m_object(object), m_labelPrefix(std::move(labelPrefix)), m_pointer(std::move(pointer)),
          m_numbers(numbers), m_tick(tick)
    {
    }

    // Unknown keys are errors (they are usually typos), except extensions.
    void checkKeys(std::span<const std::string_view> known) const
    {
        for (const auto& [key, value] : m_object.items()) {
            if (key.starts_with(native::kExtensionPrefix) || std::find(known.begin(), known.end(), key) != known.end())
                continue;
            reject(LoadIssue::InvalidJobLine, "unknown " + labelOf(key));
        }
    }

    [[nodiscard]] const Json* find(std::string_view key) const
    {
        const auto it = m_object.find(std::string(key));
        return it == m_object.end() ? nullptr : &*it;
    }

    [[nodiscard]] std::string labelOf(std::string_view key) const
    {
        return "field \"" + m_labelPrefix + std::string(key) + "\"";
    }

    [[noreturn]] void fail(std::string_view key, const std::string& requirement, const std::string& got,
                           LoadIssue issue = LoadIssue::InvalidJobLine) const
    {
        reject(issue, labelOf(key) + " must be " + requirement + ", got " + got);
    }

    [[nodiscard]] const Json& required(std::string_view key) const
    {
        const Json* value = find(key);
        if (value == nullptr)
            reject(LoadIssue::InvalidJobLine, labelOf(key) + " is missing");
        return *value;
    }

    // An integer from `min` to `max`; below `min` counts as `belowMin`.
    [[nodiscard]] std::optional<std::int64_t> integer(std::string_view key, std::int64_t min, std::int64_t max,
                                                      LoadIssue belowMin = LoadIssue::InvalidJobLine) const
    {
        const Json* value = find(key);
        if (value == nullptr)
            return std::nullopt;
        const std::string lower = min == kNoLowerBound ? "" : " >= " + std::to_string(min);
        const auto number = integerOf(*value);
        if (!number)
            fail(key, "an integer" + lower, shown(*value));
        if (*number < min)
            fail(key, "an integer" + lower, shown(*value), belowMin);
        if (*number > max)
            fail(key, "an integer <= " + std::to_string(max), shown(*value));
        return number;
    }

    // A number of seconds, exact (see DecimalSeconds); `decimals` keeps the most seen.
    [[nodiscard]] std::optional<Seconds> time(std::string_view key, int& decimals) const
    {
        const Json* value = find(key);
        if (value == nullptr)
            return std::nullopt;
        Seconds seconds;
        if (value->is_number_float()) {
            seconds = exactSeconds(key);
        } else if (const auto whole = value->is_number() ? integerOf(*value) : std::nullopt) {
            seconds = DecimalSeconds::ofWholeSeconds(*whole);
        } else if (value->is_number_unsigned()) {
            seconds = {DecimalSeconds::kSaturatedMicros, 0};  // beyond int64: too large, said later
        } else {
            fail(key, "a number of seconds", shown(*value));
        }
        decimals = std::max(decimals, seconds.decimals);
        return seconds;
    }

    // Any number passing `accept` (a JSON number is always finite).
    template <typename Accept>
    [[nodiscard]] std::optional<double> real(std::string_view key, const std::string& requirement,
                                             Accept accept) const
    {
        const Json* value = find(key);
        if (value == nullptr)
            return std::nullopt;
        if (!value->is_number() || !accept(value->get<double>()))
            fail(key, requirement, shown(*value));
        return value->get<double>();
    }

    // One of `names`, as its position in the list.
    [[nodiscard]] std::optional<std::size_t> choice(std::string_view key,
                                                    std::span<const std::string_view> names) const
    {
        const Json* value = find(key);
        if (value == nullptr)
            return std::nullopt;
        if (value->is_string()) {
            const auto it = std::find(names.begin(), names.end(), value->get_ref<const std::string&>());
            if (it != names.end())
                return static_cast<std::size_t>(it - names.begin());
        }
        std::string expected;
        for (std::size_t i = 0; i < names.size(); ++i)
            expected += (i == 0 ? "\"" : i + 1 == names.size() ? " or \"" : ", \"") + std::string(names[i]) + "\"";
        fail(key, expected, shown(*value));
    }

    // A machine by index, or by a name of the header's "machines".
    [[nodiscard]] MachineIndex machine(std::string_view key, const std::vector<std::string>& machines) const
    {
        const Json* value = find(key);
        if (value == nullptr)
            return kNoMachine;
        if (value->is_string()) {
            const auto it = std::find(machines.begin(), machines.end(), value->get_ref<const std::string&>());
            if (it == machines.end())
                fail(key, "a machine index or a name of the header's \"machines\"", shown(*value));
            return static_cast<MachineIndex>(it - machines.begin());
        }
        const std::int64_t last = machines.empty() ? std::numeric_limits<MachineIndex>::max()
                                                   : static_cast<std::int64_t>(machines.size()) - 1;
        const auto index = integerOf(*value);
        if (!index || *index < 0 || *index > last)
            fail(key, "a machine index from 0 to " + std::to_string(last) + " or a machine name", shown(*value));
        return static_cast<MachineIndex>(*index);
    }

    // The value of a field that is present, as a message shows it.
    [[nodiscard]] std::string shownValue(std::string_view key) const { return shown(*find(key)); }


    // Skipped as SwfReader skips a record whose time is beyond LoadLimits.
    void rejectTooLarge(std::string_view key, const Seconds& seconds) const
    {
        if (seconds.micros > kMaxMicros)
            reject(LoadIssue::TimeTooLarge, labelOf(key) + " is " + shownValue(key) + ", above the limit of " +
                                                std::to_string(LoadLimits::kMaxSeconds) + " s");
    }

    [[noreturn]] static void reject(LoadIssue issue, const std::string& message)
    {
        throw NativeLineRejection(issue, message);
    }

    // A value as a message shows it: its JSON, cut short.
    [[nodiscard]] static std::string shown(const Json& value) { return cutShort(value.dump()); }

    [[nodiscard]] static std::string cutShort(const std::string& text)
    {
        return text.size() > kMaxQuoted ? text.substr(0, kMaxQuoted) + "..." : text;
    }

    // An integer, also written as "12.0" by tools that write every number
    // as a float (as SwfReader accepts in integer fields); "12.5" is none.
    [[nodiscard]] static std::optional<std::int64_t> integerOf(const Json& value)
    {
        if (value.is_number_unsigned()) {
            const auto number = value.get<std::uint64_t>();
            if (number > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
                return std::nullopt;
            return static_cast<std::int64_t>(number);
        }
        if (value.is_number_integer())
            return value.get<std::int64_t>();
        if (value.is_number_float()) {
            const double real = value.get<double>();
            if (std::trunc(real) == real && std::fabs(real) < kInt64Limit)
                return static_cast<std::int64_t>(real);
        }
        return std::nullopt;
    }

    // Any integer, no lower bound (JobFieldReader::integer's `min`).
    static constexpr std::int64_t kNoLowerBound = std::numeric_limits<std::int64_t>::min();

private:
    // Longest excerpt of a value quoted in a message.
    static constexpr std::size_t kMaxQuoted = 40;
    // Below 2^63: an integral double up to here converts to int64 exactly
    // enough (as SwfReader's integer fields).
    static constexpr double kInt64Limit = 9.2e18;
    static constexpr std::int64_t kMaxMicros = LoadLimits::kMaxSeconds * DecimalSeconds::kMicrosPerSecond;
    Seconds exactSeconds(std::string_view key) const
    {
        const std::string* text = m_numbers.at(m_pointer + JsonNumberText::pointerStep(key));
        Seconds seconds;
        const auto status =
            text == nullptr ? DecimalSeconds::Status::Malformed : DecimalSeconds::parse(*text, seconds);
        if (status == DecimalSeconds::Status::TooManyDecimals)
            reject(LoadIssue::InvalidJobLine, labelOf(key) + " has more than " +
                                                  std::to_string(DecimalSeconds::kMaxDecimals) +
                                                  " decimals: " + cutShort(*text));
        if (status != DecimalSeconds::Status::Ok)
            fail(key, "a number of seconds", shown(*find(key)));
        if (m_tick && seconds.decimals > m_tick->decimals)
            reject(LoadIssue::InvalidJobLine, labelOf(key) + " is finer than the header's tick \"" +
                                                  std::string(m_tick->name) + "\": " + cutShort(*text));
        return seconds;
    }

    const Json& m_object;
    std::string m_labelPrefix;
    std::string m_pointer;
    const LazyNumberTexts& m_numbers;
    std::optional<native::Tick> m_tick;
};

}  // namespace schedlab
