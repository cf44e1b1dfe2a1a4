#include "workload/NativeJobParser.h"

#include "util/JsonInput.h"
#include "workload/DecimalSeconds.h"
#include "workload/JsonNumberText.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <span>
#include <string_view>

namespace schedlab {

namespace {

using Json = nlohmann::json;
using Seconds = DecimalSeconds::Value;
namespace jk = native::job;
namespace ok = native::option;

constexpr std::array kJobKeys = {
    jk::kId,       jk::kSubmit,       jk::kRunTime,      jk::kWork,  jk::kEstimate, jk::kNodes,
    jk::kUser,     jk::kGroup,        jk::kQueue,        jk::kPartition, jk::kStatus, jk::kSite,
    jk::kDeadline, jk::kDeadlineKind, jk::kServiceClass, jk::kValue, jk::kShare,    jk::kInputMB,
    jk::kOutputMB, jk::kFaultProbability, jk::kOptions,
};
constexpr std::array kOptionKeys = {ok::kMachine, ok::kNodes, ok::kRunTime, ok::kWork,
                                    ok::kEstimate, ok::kDiskMB, ok::kValue, ok::kFaultProbability,
                                    ok::kRecovery};

// Longest excerpt of a value quoted in a message, and of nlohmann's own
// words about a syntax error.
constexpr std::size_t kMaxQuoted = 40;
constexpr std::size_t kMaxSyntaxDetail = 100;
// How JsonInput places a problem; a job line is always its line 1.
constexpr std::string_view kLineOnePlace = "at line 1, column ";
// Below 2^63: an integral double up to here converts to int64 exactly
// enough (as SwfReader's integer fields).
constexpr double kInt64Limit = 9.2e18;
constexpr std::int64_t kMaxMicros = LoadLimits::kMaxSeconds * DecimalSeconds::kMicrosPerSecond;
constexpr std::int64_t kInt32Min = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t kInt32Max = std::numeric_limits<std::int32_t>::max();
constexpr std::int64_t kNoLowerBound = std::numeric_limits<std::int64_t>::min();

[[noreturn]] void reject(LoadIssue issue, const std::string& message)
{
    throw NativeLineRejection(issue, message);
}

std::string cutShort(const std::string& text)
{
    return text.size() > kMaxQuoted ? text.substr(0, kMaxQuoted) + "..." : text;
}

// A value as a message shows it: its JSON, cut short.
std::string shown(const Json& value)
{
    return cutShort(value.dump());
}

std::optional<std::int64_t> integerOf(const Json& value)
{
    if (value.is_number_unsigned()) {
        const auto number = value.get<std::uint64_t>();
        if (number > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            return std::nullopt;
        return static_cast<std::int64_t>(number);
    }
    if (value.is_number_integer())
        return value.get<std::int64_t>();
    // "12.0" from tools that write every number as a float, as SwfReader
    // accepts in integer fields; "12.5" is no integer.
    if (value.is_number_float()) {
        const double real = value.get<double>();
        if (std::trunc(real) == real && std::fabs(real) < kInt64Limit)
            return static_cast<std::int64_t>(real);
    }
    return std::nullopt;
}

bool isExtension(std::string_view key)
{
    return key.substr(0, native::kExtensionPrefix.size()) == native::kExtensionPrefix;
}

// The text of the line's floating-point numbers, read only when a time is
// written with a fraction or an exponent (whole seconds need none of it).
class NumberTexts {
public:
    explicit NumberTexts(const std::string& line) : m_line(line) {}
    [[nodiscard]] const std::string* at(const std::string& pointer) const
    {
        if (!m_texts)
            m_texts = JsonNumberText::of(m_line);
        return m_texts->at(pointer);
    }

private:
    const std::string& m_line;
    mutable std::optional<JsonNumberText> m_texts;
};

// The fields of one object of the line (the job, or one of its options),
// checked by type and range, with the label and JSON pointer that messages
// and number texts need.
class FieldReader {
public:
    FieldReader(const Json& object, std::string labelPrefix, std::string pointer, const NumberTexts& numbers,
                std::optional<native::Tick> tick)
        : m_object(object), m_labelPrefix(std::move(labelPrefix)), m_pointer(std::move(pointer)),
          m_numbers(numbers), m_tick(tick)
    {
    }

    // Unknown keys are errors (they are usually typos), except extensions.
    void checkKeys(std::span<const std::string_view> known) const
    {
        for (const auto& [key, value] : m_object.items()) {
            if (isExtension(key) || std::find(known.begin(), known.end(), key) != known.end())
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

private:
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
    const NumberTexts& m_numbers;
    std::optional<native::Tick> m_tick;
};

std::string_view runTimeKey(const FieldReader& fields)
{
    return fields.find(jk::kRunTime) != nullptr ? jk::kRunTime : jk::kWork;
}

// The run time under either of its names ("work": the same on a speed-1
// machine), never both.
std::optional<Seconds> runTimeOf(const FieldReader& fields, int& decimals)
{
    const bool asRunTime = fields.find(jk::kRunTime) != nullptr;
    const bool asWork = fields.find(jk::kWork) != nullptr;
    if (asRunTime && asWork)
        reject(LoadIssue::InvalidJobLine, fields.labelOf(jk::kRunTime) + " and " + fields.labelOf(jk::kWork) +
                                              " are the same; give one of them");
    if (!asRunTime && !asWork)
        reject(LoadIssue::InvalidJobLine, fields.labelOf(jk::kRunTime) + " (or \"work\") is missing");
    return fields.time(asRunTime ? jk::kRunTime : jk::kWork, decimals);
}

// Skipped as SwfReader skips a record whose time is beyond LoadLimits.
void rejectTooLarge(const FieldReader& fields, std::string_view key, const Seconds& seconds)
{
    if (seconds.micros > kMaxMicros)
        reject(LoadIssue::TimeTooLarge, fields.labelOf(key) + " is " + fields.shownValue(key) +
                                            ", above the limit of " +
                                            std::to_string(LoadLimits::kMaxSeconds) + " s");
}

// An estimate, when given, is a positive time.
std::optional<Seconds> estimateOf(const FieldReader& fields, int& decimals)
{
    const auto estimate = fields.time(jk::kEstimate, decimals);
    if (estimate && estimate->micros <= 0)
        fields.fail(jk::kEstimate, "a number of seconds > 0", fields.shownValue(jk::kEstimate));
    return estimate;
}

const auto kNonNegative = [](double x) { return x >= 0; };
const auto kPositive = [](double x) { return x > 0; };
const auto kProbability = [](double x) { return x >= 0 && x <= 1; };

JobOption optionOf(const FieldReader& fields, const std::vector<std::string>& machines, int& decimals,
                   bool& estimateGiven)
{
    fields.checkKeys(kOptionKeys);
    JobOption option;
    option.machine = fields.machine(ok::kMachine, machines);
    (void)fields.required(ok::kNodes);
    option.nodes = static_cast<std::int32_t>(*fields.integer(ok::kNodes, 1, kInt32Max));
    const Seconds runTime = *runTimeOf(fields, decimals);
    const std::string_view runKey = runTimeKey(fields);
    if (runTime.micros < 0)
        fields.fail(runKey, "a number of seconds >= 0", fields.shownValue(runKey));
    rejectTooLarge(fields, runKey, runTime);
    option.runTime = runTime.micros;
    const auto estimate = estimateOf(fields, decimals);
    estimateGiven = estimate.has_value();
    option.estimate = estimate ? estimate->micros : 0;
    option.diskMB = fields.real(ok::kDiskMB, "a number >= 0", kNonNegative).value_or(0);
    option.value = fields.real(ok::kValue, "a number >= 0", kNonNegative).value_or(-1);
    option.faultProbability = fields.real(ok::kFaultProbability, "a probability from 0 to 1", kProbability).value_or(0);
    // In the order of enum Recovery.
    constexpr std::array kRecoveries = {native::kNoRecovery, native::kRetry, native::kReplica};
    if (const auto recovery = fields.choice(ok::kRecovery, kRecoveries))
        option.recovery = static_cast<Recovery>(*recovery);
    return option;
}

void readOptions(const FieldReader& fields, const NumberTexts& numbers,
                 const std::vector<std::string>& machines, std::optional<native::Tick> tick, NativeJobDraft& draft)
{
    const Json* list = fields.find(jk::kOptions);
    if (list == nullptr)
        return;
    if (!list->is_array())
        fields.fail(jk::kOptions, "an array of objects", shown(*list));
    for (std::size_t i = 0; i < list->size(); ++i) {
        const Json& entry = (*list)[i];
        const std::string index = std::to_string(i);
        if (!entry.is_object())
            fields.fail(std::string(jk::kOptions) + "[" + index + "]", "an object", shown(entry));
        const FieldReader optionFields(entry, std::string(jk::kOptions) + "[" + index + "].",
                                       std::string("/") + std::string(jk::kOptions) + "/" + index, numbers, tick);
        bool estimateGiven = false;
        draft.job.options.push_back(optionOf(optionFields, machines, draft.decimals, estimateGiven));
        draft.optionEstimateGiven.push_back(estimateGiven);
    }
}

// Deadline, its kind, service class, value, share and data sizes: the
// attributes of the grid, QoS and utility models, which SWF lacks.
void readQosFields(const FieldReader& fields, NativeJobDraft& draft)
{
    Job& job = draft.job;
    if (const auto deadline = fields.time(jk::kDeadline, draft.decimals)) {
        if (deadline->micros < 0)
            fields.fail(jk::kDeadline, "a number of seconds >= 0", fields.shownValue(jk::kDeadline));
        rejectTooLarge(fields, jk::kDeadline, *deadline);
        job.deadline = deadline->micros;
        job.deadlineKind = DeadlineKind::Soft;
    }
    constexpr std::array kDeadlineKinds = {native::kSoftDeadline, native::kHardDeadline};
    if (const auto kind = fields.choice(jk::kDeadlineKind, kDeadlineKinds)) {
        if (job.deadline == kNoTime)
            reject(LoadIssue::InvalidJobLine, fields.labelOf(jk::kDeadlineKind) + " needs " +
                                                  fields.labelOf(jk::kDeadline));
        job.deadlineKind = *kind == 0 ? DeadlineKind::Soft : DeadlineKind::Hard;
    }
    constexpr std::array kServiceClasses = {native::kGuaranteed, native::kBestEffort};
    if (const auto service = fields.choice(jk::kServiceClass, kServiceClasses))
        job.serviceClass = *service == 0 ? ServiceClass::Guaranteed : ServiceClass::BestEffort;
    job.value = fields.real(jk::kValue, "a number >= 0", kNonNegative).value_or(-1);
    job.share = fields.real(jk::kShare, "a number > 0", kPositive).value_or(-1);
    job.inputMB = fields.real(jk::kInputMB, "a number >= 0", kNonNegative).value_or(0);
    job.outputMB = fields.real(jk::kOutputMB, "a number >= 0", kNonNegative).value_or(0);
    job.faultProbability = fields.real(jk::kFaultProbability, "a probability from 0 to 1", kProbability).value_or(0);
}

std::int32_t smallInteger(const FieldReader& fields, std::string_view key)
{
    return static_cast<std::int32_t>(fields.integer(key, kInt32Min, kInt32Max).value_or(-1));
}

// The skip reasons SWF records have too, in SwfReader's order.
void rejectAsSwfWould(const FieldReader& fields, const Seconds& submit, const Seconds& runTime,
                      std::int64_t nodes)
{
    const std::string_view runKey = runTimeKey(fields);
    if (runTime.micros < 0)
        fields.fail(runKey, "a number of seconds >= 0", fields.shownValue(runKey), LoadIssue::NegativeRunTime);
    if (nodes < 1)
        fields.fail(jk::kNodes, "an integer >= 1", fields.shownValue(jk::kNodes), LoadIssue::NoNodes);
    if (submit.micros < 0)
        fields.fail(jk::kSubmit, "a number of seconds >= 0", fields.shownValue(jk::kSubmit),
                    LoadIssue::NegativeSubmitTime);
    rejectTooLarge(fields, jk::kSubmit, submit);
    rejectTooLarge(fields, runKey, runTime);
}

NativeJobDraft draftOf(const Json& object, const NumberTexts& numbers, const std::vector<std::string>& machines,
                       std::optional<native::Tick> tick)
{
    const FieldReader fields(object, "", "", numbers, tick);
    fields.checkKeys(kJobKeys);
    NativeJobDraft draft;
    Job& job = draft.job;
    (void)fields.required(jk::kId);
    job.id = *fields.integer(jk::kId, 0, std::numeric_limits<std::int64_t>::max());
    (void)fields.required(jk::kSubmit);
    const Seconds submit = *fields.time(jk::kSubmit, draft.decimals);
    const Seconds runTime = *runTimeOf(fields, draft.decimals);
    const auto estimate = estimateOf(fields, draft.decimals);
    // Below 1 is a skip reason of its own (NoNodes), checked with the others.
    const Json& nodesValue = fields.required(jk::kNodes);
    const auto nodes = integerOf(nodesValue);
    if (!nodes)
        fields.fail(jk::kNodes, "an integer >= 1", shown(nodesValue));
    if (*nodes > kInt32Max)
        fields.fail(jk::kNodes, "an integer <= " + std::to_string(kInt32Max), shown(nodesValue));
    job.user = smallInteger(fields, jk::kUser);
    job.group = smallInteger(fields, jk::kGroup);
    job.queue = smallInteger(fields, jk::kQueue);
    job.partition = smallInteger(fields, jk::kPartition);
    job.status = smallInteger(fields, jk::kStatus);
    job.originSite = fields.machine(jk::kSite, machines);
    readQosFields(fields, draft);
    readOptions(fields, numbers, machines, tick, draft);
    rejectAsSwfWould(fields, submit, runTime, *nodes);

    job.submit = submit.micros;
    job.runTime = runTime.micros;
    draft.estimateGiven = estimate.has_value();
    job.estimate = estimate ? estimate->micros : 0;
    job.nodes = static_cast<std::int32_t>(*nodes);
    return draft;
}

// nlohmann's words after its "parse error at line 1, column C: ", cut short.
std::string syntaxReason(const JsonInputError& error)
{
    const std::string& detail = error.syntaxDetail();
    const auto column = detail.find("column ");
    const auto colon = column == std::string::npos ? std::string::npos : detail.find(": ", column);
    std::string reason = colon == std::string::npos ? detail : detail.substr(colon + 2);
    if (reason.size() > kMaxSyntaxDetail)
        reason = reason.substr(0, kMaxSyntaxDetail) + "...";
    return reason;
}

}  // namespace

NativeJobDraft NativeJobParser::parse(const std::string& line) const
{
    Json object;
    try {
        object = JsonInput::parse(line);
    } catch (const JsonInputError& error) {
        if (error.isSyntaxError())
            reject(LoadIssue::InvalidJobLine,
                   "not valid JSON at column " + std::to_string(error.column()) + ": " + syntaxReason(error));
        // Too deep or a number beyond a double: JsonInput's words, the
        // place within the line (it is always "line 1" of the line's text).
        std::string message = error.what();
        if (const auto place = message.find(kLineOnePlace); place != std::string::npos)
            message.replace(place, kLineOnePlace.size(), "at column ");
        reject(LoadIssue::InvalidJobLine, message);
    }
    if (!object.is_object())
        reject(LoadIssue::InvalidJobLine, "a job line must be a JSON object, got " + shown(object));
    const NumberTexts numbers(line);
    return draftOf(object, numbers, m_machines, m_tick);
}

}  // namespace schedlab
