#include "generators/GeneratorCatalog.h"

#include "generators/QosGroupGenerator.h"
#include "generators/QosPeriodicGenerator.h"
#include "generators/QosUserGenerator.h"
#include "generators/SitePoissonGenerator.h"
#include "generators/UtilityBimodalGenerator.h"
#include "generators/UtilityValueGenerator.h"

#include <utility>

namespace schedlab {

namespace {

template <typename Generator> GeneratorCatalog::Model modelOf()
{
    return { Generator::info(), [](const ParameterValues& values, std::stop_token stop) {
                return Generator(Generator::settingsFrom(values)).generate(stop);
            } };
}

} // namespace

std::vector<GeneratorCatalog::Model> GeneratorCatalog::models()
{
    return { modelOf<SitePoissonGenerator>(), modelOf<QosUserGenerator>(),
        modelOf<QosGroupGenerator>(), modelOf<QosPeriodicGenerator>(), modelOf<UtilityBimodalGenerator>(),
        modelOf<UtilityValueGenerator>() };
}

std::optional<GeneratorCatalog::Model> GeneratorCatalog::find(const std::string& name)
{
    for (Model& model : models())
        if (model.schema.name == name)
            return std::move(model);
    return std::nullopt;
}

std::vector<std::string> GeneratorCatalog::names()
{
    std::vector<std::string> result;
    for (const Model& model : models())
        result.push_back(model.schema.name);
    return result;
}

std::vector<std::string> GeneratorCatalog::attributesSwfLoses(const Workload& workload)
{
    // Each attribute with the test that a job has it, in the order of Job.
    const std::pair<const char*, bool (*)(const Job&)> attributes[] = {
        { "origin site", [](const Job& j) { return j.originSite != kNoMachine; } },
        { "deadline", [](const Job& j) { return j.deadline != kNoTime; } },
        { "service class",
            [](const Job& j) { return j.serviceClass != ServiceClass::Unspecified; } },
        { "value", [](const Job& j) { return j.value >= 0; } },
        { "share", [](const Job& j) { return j.share > 0; } },
        { "data sizes", [](const Job& j) { return j.inputMB != 0 || j.outputMB != 0; } },
        { "options", [](const Job& j) { return !j.options.empty(); } },
    };
    std::vector<std::string> lost;
    for (const auto& [name, has] : attributes) {
        for (const Job& job : workload.jobs) {
            if (has(job)) {
                lost.emplace_back(name);
                break;
            }
        }
    }
    return lost;
}

} // namespace schedlab
