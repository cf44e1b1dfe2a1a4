#include "study/StudyCatalog.h"

#include "study/AdaptiveGridStudy.h"
#include "study/UtilityFtStudy.h"
#include "study/UtilityGridsStudy.h"
#include "study/UtilityNpaciStudy.h"
#include "study/UtilityPbStudy.h"
#include "study/UtilityRandomStudy.h"
#include "study/UtilitySensitivityStudy.h"
#include "study/UtilitySpeedsStudy.h"
#include "study/UtilityWorkloadsStudy.h"
#include "study/UtilityDataStudy.h"
#include "study/Algorithms256Study.h"
#include "study/EconomicStudy.h"
#include "study/GridConfigurationsStudy.h"
#include "study/GridOverheadStudy.h"
#include "study/PfcfsMonthsStudy.h"
#include "study/GsBeStudy.h"
#include "study/QosF1VariantStudy.h"
#include "study/QosStudy.h"

namespace schedlab {

StudyCatalog::StudyCatalog()
{
    m_studies.push_back(std::make_unique<Algorithms256Study>());
    m_studies.push_back(std::make_unique<PfcfsMonthsStudy>());
    m_studies.push_back(std::make_unique<GridOverheadStudy>());
    m_studies.push_back(std::make_unique<GridConfigurationsStudy>());
    m_studies.push_back(std::make_unique<EconomicStudy>());
    m_studies.push_back(std::make_unique<AdaptiveGridStudy>(AdaptiveGridStudy::Variant::Mct));
    m_studies.push_back(std::make_unique<AdaptiveGridStudy>(AdaptiveGridStudy::Variant::WeightedMct));
    m_studies.push_back(std::make_unique<AdaptiveGridStudy>(AdaptiveGridStudy::Variant::WeightSweep));
    m_studies.push_back(std::make_unique<UtilityRandomStudy>());
    m_studies.push_back(std::make_unique<UtilityNpaciStudy>());
    m_studies.push_back(std::make_unique<UtilityGridsStudy>());
    m_studies.push_back(std::make_unique<UtilityWorkloadsStudy>());
    m_studies.push_back(std::make_unique<UtilitySpeedsStudy>());
    m_studies.push_back(std::make_unique<UtilitySensitivityStudy>());
    m_studies.push_back(std::make_unique<UtilityPbStudy>());
    m_studies.push_back(std::make_unique<UtilityDataStudy>());
    m_studies.push_back(std::make_unique<UtilityFtStudy>());
    m_studies.push_back(std::make_unique<QosStudy>(QosStudy::Experiment::Fairness));
    m_studies.push_back(std::make_unique<QosF1VariantStudy>());
    m_studies.push_back(std::make_unique<QosStudy>(QosStudy::Experiment::Fcte));
    m_studies.push_back(std::make_unique<QosStudy>(QosStudy::Experiment::Wfq));
    m_studies.push_back(std::make_unique<GsBeStudy>());
}

const Study* StudyCatalog::find(const std::string& name) const
{
    for (const auto& study : m_studies) {
        if (study->name() == name)
            return study.get();
    }
    return nullptr;
}

std::string StudyCatalog::names() const
{
    std::string text;
    for (const auto& study : m_studies)
        text += (text.empty() ? "" : ", ") + study->name();
    return text;
}

}  // namespace schedlab
