#include "workload/NativeJobParser.h"

#include "util/JsonInput.h"
#include "workload/DecimalSeconds.h"
#include "workload/JobFieldReader.h"

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
// Longest excerpt of nlohmann's own words about a syntax error.
constexpr std::size_t kMaxSyntaxDetail = 100;
// How JsonInput places a problem; a job line is always its line 1.
constexpr std::string_view kLineOnePlace = "at line 1, column ";
constexpr std::int64_t kInt32Min = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t kInt32Max = std::numeric_limits<std::int32_t>::max();

constexpr std::array kOptionKeys = {ok::kMachine, ok::kNodes, ok::kRunTime, ok::kWork,
                                    ok::kEstimate, ok::kDiskMB, ok::kValue, ok::kFaultProbability,
                                    ok::kRecovery};

std::string_view runTimeKey(const JobFieldReader& fields)
{
    return fields.find(jk::kRunTime) != nullptr ? jk::kRunTime : jk::kWork;
}

// The run time under either of its names ("work": the same on a speed-1
// machine), never both.
std::optional<Seconds> runTimeOf(const JobFieldReader& fields, int& decimals)
{
    const bool asRunTime = fields.find(jk::kRunTime) != nullptr;
    const bool asWork = fields.find(jk::kWork) != nullptr;
    if (asRunTime && asWork)
        JobFieldReader::reject(LoadIssue::InvalidJobLine,
                               fields.labelOf(jk::kRunTime) + " and " + fields.labelOf(jk::kWork) +
                                   " are the same; give one of them");
    if (!asRunTime && !asWork)
        JobFieldReader::reject(LoadIssue::InvalidJobLine, fields.labelOf(jk::kRunTime) + " (or \"work\") is missing");
    return fields.time(asRunTime ? jk::kRunTime : jk::kWork, decimals);
}

// An estimate, when given, is a positive time.
std::optional<Seconds> estimateOf(const JobFieldReader& fields, int& decimals)
{
    const auto estimate = fields.time(jk::kEstimate, decimals);
    if (estimate && estimate->micros <= 0)
        fields.fail(jk::kEstimate, "a number of seconds > 0", fields.shownValue(jk::kEstimate));
    return estimate;
}

const auto kNonNegative = [](double x) { return x >= 0; };
const auto kPositive = [](double x) { return x > 0; };
const auto kProbability = [](double x) { return x >= 0 && x <= 1; };

JobOption optionOf(const JobFieldReader& fields, const std::vector<std::string>& machines, int& decimals,
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
    fields.rejectTooLarge(runKey, runTime);
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

void readOptions(const JobFieldReader& fields, const LazyNumberTexts& numbers,
                 const std::vector<std::string>& machines, std::optional<native::Tick> tick, NativeJobDraft& draft)
{
    const Json* list = fields.find(jk::kOptions);
    if (list == nullptr)
        return;
    if (!list->is_array())
        fields.fail(jk::kOptions, "an array of objects", JobFieldReader::shown(*list));
    for (std::size_t i = 0; i < list->size(); ++i) {
        const Json& entry = (*list)[i];
        const std::string index = std::to_string(i);
        if (!entry.is_object())
            fields.fail(std::string(jk::kOptions) + "[" + index + "]", "an object", JobFieldReader::shown(entry));
        const JobFieldReader optionFields(entry, std::string(jk::kOptions) + "[" + index + "].",
                                       std::string("/") + std::string(jk::kOptions) + "/" + index, numbers, tick);
        bool estimateGiven = false;
        draft.job.options.push_back(optionOf(optionFields, machines, draft.decimals, estimateGiven));
        draft.optionEstimateGiven.push_back(estimateGiven);
    }
}

// Deadline, its kind, service class, value, share and data sizes: the
// attributes of the grid, QoS and utility models, which SWF lacks.
void readQosFields(const JobFieldReader& fields, NativeJobDraft& draft)
{
    Job& job = draft.job;
    if (const auto deadline = fields.time(jk::kDeadline, draft.decimals)) {
        if (deadline->micros < 0)
            fields.fail(jk::kDeadline, "a number of seconds >= 0", fields.shownValue(jk::kDeadline));
        fields.rejectTooLarge(jk::kDeadline, *deadline);
        job.deadline = deadline->micros;
        job.deadlineKind = DeadlineKind::Soft;
    }
    constexpr std::array kDeadlineKinds = {native::kSoftDeadline, native::kHardDeadline};
    if (const auto kind = fields.choice(jk::kDeadlineKind, kDeadlineKinds)) {
        if (job.deadline == kNoTime)
            JobFieldReader::reject(LoadIssue::InvalidJobLine, fields.labelOf(jk::kDeadlineKind) + " needs " +
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

std::int32_t smallInteger(const JobFieldReader& fields, std::string_view key)
{
    return static_cast<std::int32_t>(fields.integer(key, kInt32Min, kInt32Max).value_or(-1));
}

// The skip reasons SWF records have too, in SwfReader's order.
void rejectAsSwfWould(const JobFieldReader& fields, const Seconds& submit, const Seconds& runTime,
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
    fields.rejectTooLarge(jk::kSubmit, submit);
    fields.rejectTooLarge(runKey, runTime);
}

NativeJobDraft draftOf(const Json& object, const LazyNumberTexts& numbers, const std::vector<std::string>& machines,
                       std::optional<native::Tick> tick)
{
    const JobFieldReader fields(object, "", "", numbers, tick);
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
    const auto nodes = JobFieldReader::integerOf(nodesValue);
    if (!nodes)
        fields.fail(jk::kNodes, "an integer >= 1", JobFieldReader::shown(nodesValue));
    if (*nodes > kInt32Max)
        fields.fail(jk::kNodes, "an integer <= " + std::to_string(kInt32Max), JobFieldReader::shown(nodesValue));
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
            JobFieldReader::reject(LoadIssue::InvalidJobLine,
                   "not valid JSON at column " + std::to_string(error.column()) + ": " + syntaxReason(error));
        // Too deep or a number beyond a double: JsonInput's words, the
        // place within the line (it is always "line 1" of the line's text).
        std::string message = error.what();
        if (const auto place = message.find(kLineOnePlace); place != std::string::npos)
            message.replace(place, kLineOnePlace.size(), "at column ");
        JobFieldReader::reject(LoadIssue::InvalidJobLine, message);
    }
    if (!object.is_object())
        JobFieldReader::reject(LoadIssue::InvalidJobLine,
                               "a job line must be a JSON object, got " + JobFieldReader::shown(object));
    const LazyNumberTexts numbers(line);
    return draftOf(object, numbers, m_machines, m_tick);
}

}  // namespace schedlab
