#include "workload/BatsimWorkloadReader.h"

#include "util/JsonInput.h"
#include "util/JsonMemberLines.h"
#include "util/TextScan.h"
#include "workload/BatsimWorkloadFormat.h"
#include "workload/JobDraftCollector.h"
#include "workload/JobFieldReader.h"
#include "workload/JsonNumberText.h"
#include "workload/SwfReader.h"
#include "workload/TraceText.h"

#include <charconv>
#include <limits>
#include <map>
#include <optional>
#include <unordered_map>

namespace schedlab {

namespace {

// How messages name the format.
const std::string kKind = "a Batsim workload";
const std::string kNotBatsim = "not a Batsim workload: ";

namespace bj = batsim::job;
namespace bp = batsim::profile;
using Json = nlohmann::json;
using Seconds = DecimalSeconds::Value;

constexpr std::int64_t kInt32Max = std::numeric_limits<std::int32_t>::max();
// Batsim writes "walltime": -1 for a job without one.
constexpr std::int64_t kNoWalltime = -1;

std::string inQuotes(std::string_view text)
{
    return "\"" + std::string(text) + "\"";
}

// A profile as jobs see it: its run time, or why it has none.
struct Profile {
    std::optional<Seconds> delay;
    std::string problem;
    std::int32_t label = -1;  // index of its name in Workload::labels
};

// The job number of a Batsim id: an integer, a string of digits, or
// "WORKLOAD!DIGITS" as Batsim itself writes ids.
std::optional<std::int64_t> jobNumberOf(const Json& id)
{
    if (id.is_number())
        return JobFieldReader::integerOf(id);
    if (!id.is_string())
        return std::nullopt;
    std::string_view text = id.get_ref<const std::string&>();
    if (const auto bang = text.rfind(batsim::kWorkloadSeparator); bang != std::string_view::npos)
        text.remove_prefix(bang + 1);
    std::int64_t number = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return number;
}

// One load: the document, its profiles, then its jobs one by one.
class BatsimParser {
public:
    BatsimParser(const LoadOptions& options, const std::string& text, const std::string& name, Workload& workload)
        : m_text(text), m_name(name), m_workload(workload), m_numbers(text),
          m_jobs(options, {bj::kId, bj::kSubtime, bj::kWalltime, "profile delay"}, workload)
    {
    }

    void parse()
    {
        Json document;
        try {
            document = JsonInput::parse(m_text);
        } catch (const JsonInputError& error) {
            fail(kNotBatsim + "it is not valid JSON (" + std::string(error.what()) + ")");
        }
        if (!document.is_object())
            fail(kNotBatsim + "it is not a JSON object");
        const Json& jobs = member(document, batsim::kJobs, "a list of jobs", &Json::is_array);
        const Json& profiles = member(document, batsim::kProfiles, "an object of profiles", &Json::is_object);
        readNbRes(document);
        readProfiles(profiles);
        readJobs(jobs);
        m_workload.report.linesRead = forEachLine(m_text, [](std::string_view, std::int64_t) {});
        m_jobs.finish(std::nullopt);
    }

private:
    [[noreturn]] void fail(const std::string& message) const { throw TraceError("'" + m_name + "': " + message); }

    const Json& member(const Json& document, std::string_view key, const std::string& what,
                       bool (Json::*isKind)() const noexcept) const
    {
        const auto it = document.find(std::string(key));
        if (it == document.end())
            fail(kNotBatsim + "it has no " + inQuotes(key) + " (" + what + ")");
        if (!((*it).*isKind)())
            fail("top-level field " + inQuotes(key) + " must be " + what + ", got " + JobFieldReader::shown(*it));
        return *it;
    }

    // The machine's size, kept as SWF's MaxProcs so that `--platform`
    // defaults can use it.
    void readNbRes(const Json& document)
    {
        const auto it = document.find(std::string(batsim::kNbRes));
        if (it == document.end())
            return;
        const auto size = JobFieldReader::integerOf(*it);
        if (!size || *size < 1)
            fail("top-level field " + inQuotes(batsim::kNbRes) + " must be an integer >= 1, got " +
                 JobFieldReader::shown(*it));
        m_workload.header.maxProcs = *size;
    }

    void readProfiles(const Json& profiles)
    {
        for (const auto& [name, profile] : profiles.items()) {
            Profile entry;
            entry.label = label(name);
            try {
                entry.delay = delayOf(name, profile);
            } catch (const NativeLineRejection& rejection) {
                entry.problem = rejection.what();
            }
            m_profiles.emplace(name, std::move(entry));
        }
    }

    // Throws NativeLineRejection saying why the profile gives no run time.
    Seconds delayOf(const std::string& name, const Json& profile)
    {
        const std::string label = "profile " + inQuotes(name);
        if (!profile.is_object())
            JobFieldReader::reject(LoadIssue::UnsupportedProfile, label + " is not a JSON object");
        const auto type = profile.find(std::string(bp::kType));
        if (type == profile.end() || !type->is_string())
            JobFieldReader::reject(LoadIssue::UnsupportedProfile, label + " has no " + inQuotes(bp::kType));
        if (type->get_ref<const std::string&>() != bp::kDelayType)
            JobFieldReader::reject(LoadIssue::UnsupportedProfile,
                                   label + " is of type " + JobFieldReader::shown(*type) + ", not " +
                                       inQuotes(bp::kDelayType) + ": it has no run time of its own");
        const JobFieldReader fields(profile, "profiles." + name + ".",
                                    "/" + std::string(batsim::kProfiles) + JsonNumberText::pointerStep(name),
                                    m_numbers, std::nullopt);
        const auto delay = fields.time(bp::kDelay, m_profileDecimals[name]);
        if (!delay)
            JobFieldReader::reject(LoadIssue::UnsupportedProfile, label + " has no " + inQuotes(bp::kDelay));
        if (delay->micros < 0)
            fields.fail(bp::kDelay, "a number of seconds >= 0", fields.shownValue(bp::kDelay),
                        LoadIssue::NegativeRunTime);
        fields.rejectTooLarge(bp::kDelay, *delay);
        return *delay;
    }

    void readJobs(const Json& jobs)
    {
        const auto lines = JsonMemberLines::of(m_text, batsim::kJobs);
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            // JsonMemberLines sees what the parser saw; the fallback is for safety only.
            const std::int64_t line = i < lines.size() ? lines[i].line : 0;
            ++m_workload.report.recordsRead;
            try {
                m_jobs.keep(draftOf(jobs[i], i), line);
            } catch (const NativeLineRejection& rejection) {
                m_workload.report.note(rejection.issue(), line, [&] { return std::string(rejection.what()); });
            }
        }
    }

    NativeJobDraft draftOf(const Json& object, std::size_t index)
    {
        if (!object.is_object())
            JobFieldReader::reject(LoadIssue::InvalidJobLine,
                                   "a job must be a JSON object, got " + JobFieldReader::shown(object));
        const JobFieldReader fields(object, "", "/" + std::string(batsim::kJobs) + "/" + std::to_string(index),
                                    m_numbers, std::nullopt);
        NativeJobDraft draft;
        Job& job = draft.job;
        const auto number = jobNumberOf(fields.required(bj::kId));
        if (!number || *number < 0)
            fields.fail(bj::kId, "an integer >= 0 or a string ending in one (\"w0!12\")", fields.shownValue(bj::kId));
        job.id = *number;

        const Json& profileName = fields.required(bj::kProfile);
        if (!profileName.is_string())
            fields.fail(bj::kProfile, "the name of a profile", JobFieldReader::shown(profileName));
        const auto profile = m_profiles.find(profileName.get<std::string>());
        if (profile == m_profiles.end())
            JobFieldReader::reject(LoadIssue::UnsupportedProfile,
                                   fields.labelOf(bj::kProfile) + " names " + JobFieldReader::shown(profileName) +
                                       ", which \"profiles\" does not define");
        if (!profile->second.delay)
            JobFieldReader::reject(LoadIssue::UnsupportedProfile, profile->second.problem);
        job.runTime = profile->second.delay->micros;
        job.profileLabel = profile->second.label;
        draft.decimals = m_profileDecimals[profile->first];

        const auto nodes = fields.integer(bj::kRes, 1, kInt32Max, LoadIssue::NoNodes);
        if (!nodes)
            JobFieldReader::reject(LoadIssue::NoNodes, fields.labelOf(bj::kRes) + " is missing");
        job.nodes = static_cast<std::int32_t>(*nodes);

        const auto submit = fields.time(bj::kSubtime, draft.decimals);
        if (!submit)
            JobFieldReader::reject(LoadIssue::InvalidJobLine, fields.labelOf(bj::kSubtime) + " is missing");
        if (submit->micros < 0)
            fields.fail(bj::kSubtime, "a number of seconds >= 0", fields.shownValue(bj::kSubtime),
                        LoadIssue::NegativeSubmitTime);
        fields.rejectTooLarge(bj::kSubtime, *submit);
        job.submit = submit->micros;

        readWalltime(fields, draft);
        if (const Json* metadata = fields.find(bj::kMetadata))
            job.metadataLabel = label(metadata->is_string() ? metadata->get<std::string>() : metadata->dump());
        return draft;
    }

    // Absent, null or -1: no walltime (LoadOptions::missingEstimate says
    // what then); otherwise a time > 0.
    static void readWalltime(const JobFieldReader& fields, NativeJobDraft& draft)
    {
        const Json* value = fields.find(bj::kWalltime);
        if (value == nullptr || value->is_null() || JobFieldReader::integerOf(*value) == kNoWalltime)
            return;
        const auto walltime = fields.time(bj::kWalltime, draft.decimals);
        if (walltime->micros <= 0)
            fields.fail(bj::kWalltime, "a number of seconds > 0 (or -1: none)", fields.shownValue(bj::kWalltime));
        draft.job.estimate = walltime->micros;
        draft.estimateGiven = true;
    }

    // Each text once in Workload::labels.
    std::int32_t label(const std::string& text)
    {
        const auto [it, added] = m_labelIndex.try_emplace(text, static_cast<std::int32_t>(m_workload.labels.size()));
        if (added)
            m_workload.labels.push_back(text);
        return it->second;
    }

    const std::string& m_text;
    const std::string& m_name;
    Workload& m_workload;
    LazyNumberTexts m_numbers;
    JobDraftCollector m_jobs;
    std::map<std::string, Profile> m_profiles;
    std::map<std::string, int> m_profileDecimals;
    std::unordered_map<std::string, std::int32_t> m_labelIndex;
};

}  // namespace

bool BatsimWorkloadReader::looksBatsim(std::string_view text)
{
    text = withoutUtf8Bom(text);
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t lineEnd = std::min(text.find('\n', pos), text.size());
        const std::string_view line = trimBlanks(text.substr(pos, lineEnd - pos));
        pos = lineEnd + 1;
        if (line.empty())
            continue;
        if (line.front() != '{' || line.find("\"format\"") != std::string_view::npos)
            return false;
        return line.back() != '}' || namesBatsimFields(line);
    }
    return false;
}

bool BatsimWorkloadReader::namesBatsimFields(std::string_view text)
{
    for (const std::string_view key : {batsim::kJobs, batsim::kProfiles, batsim::kNbRes})
        if (text.find(inQuotes(key)) != std::string_view::npos)
            return true;
    return false;
}

Workload BatsimWorkloadReader::readText(const std::string& text, const std::string& name) const
{
    if (const auto plain = TraceText::inflated(text, name, kKind))
        return parse(*plain, name);
    return parse(text, name);
}

Workload BatsimWorkloadReader::readFile(const std::string& path) const
{
    return parse(TraceText::readFile(path, kKind), path);
}

Workload BatsimWorkloadReader::parse(const std::string& text, const std::string& name) const
{
    Workload workload = TraceText::emptyWorkload(name);
    // JsonInput takes the BOM for a syntax error; Batsim's own reader does too,
    // but an editor adds it unasked.
    const std::string_view plain = withoutUtf8Bom(text);
    const std::string document = plain.size() == text.size() ? std::string() : std::string(plain);
    BatsimParser parser(m_options, document.empty() ? text : document, name, workload);
    parser.parse();
    return workload;
}

}  // namespace schedlab
