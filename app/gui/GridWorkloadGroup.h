#pragma once

#include "GridRunContext.h"

#include <QGroupBox>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QSettings;
class QSpinBox;
class QToolButton;
class QWidget;

namespace schedlab {

// The Trace dock's grid workload choices (Yahyapour (2002), ch. 5): a job-index extract,
// the origin site of each job and the rule for jobs wider than a machine.
// They become the core's extract:, sites: and wide: transform specs. When
// the run needs origin sites and none is chosen, round-robin is used and a
// note says so; a wide-job setup that would stop the run is warned about.
class GridWorkloadGroup : public QGroupBox {
    Q_OBJECT

public:
    // Yahyapour (2002), ch. 5's "_max64" workloads split jobs into parts of 64 nodes.
    static constexpr int kDefaultWideMax = 64;

    explicit GridWorkloadGroup(QWidget* parent = nullptr);

    // The chosen extract as the spec the core records (extract:10_20k is
    // recorded as range:10000:20000); empty for the whole trace.
    [[nodiscard]] std::string extractSpec() const;
    // 1-based first and last job position of the chosen extract.
    [[nodiscard]] std::optional<std::pair<std::int64_t, std::int64_t>> extractPositions() const;
    // The site rule (chosen, or round-robin when automatic), then the
    // wide-job rule: the order in which they must apply.
    [[nodiscard]] std::vector<std::string> siteAndWideSpecs() const;
    // No Sites rule is chosen but the run needs origin sites.
    [[nodiscard]] bool sitesAreAutomatic() const;
    // Why a run cannot start with these choices (no or a broken site map,
    // an extract beyond the trace); empty when it can.
    [[nodiscard]] QString problem() const;

    void setRunContext(const GridRunContext& context);
    [[nodiscard]] const GridRunContext& runContext() const { return m_context; }
    // What the other transform choices keep of the trace: its job count and
    // widest job, whether jobs wider than the largest machine are dropped,
    // and whether its jobs come with origin sites (a native or generated
    // grid workload), which no automatic rule may then overwrite.
    void setTraceFacts(std::int64_t jobCount, int widestJob, bool dropWider, bool jobsHaveSites);

    // Reads and checks the file with the core's SiteMapFile; on failure the
    // message (naming file and line) is shown and returned by problem().
    bool setSiteMapFile(const QString& path);

    void saveSettings(QSettings& settings) const;
    void restoreSettings(const QSettings& settings);

    // Controls, exposed for tests.
    [[nodiscard]] QComboBox* extractBox() const { return m_extract; }
    [[nodiscard]] QComboBox* sitesBox() const { return m_sites; }
    [[nodiscard]] QComboBox* siteMapFieldBox() const { return m_mapField; }
    [[nodiscard]] QLineEdit* siteMapEdit() const { return m_mapPath; }
    [[nodiscard]] QLabel* siteMapStatus() const { return m_mapStatus; }
    [[nodiscard]] QComboBox* wideBox() const { return m_wide; }
    [[nodiscard]] QSpinBox* wideMaxBox() const { return m_wideMax; }
    [[nodiscard]] QLabel* sitesNote() const { return m_sitesNote; }
    [[nodiscard]] QLabel* wideWarning() const { return m_wideWarning; }

signals:
    void changed();
    // A note or warning has just appeared: worth scrolling into view.
    void attentionNeeded(QWidget* note);

private:
    struct Extract {
        QString name;       // "10_20k"
        std::string spec;   // the canonical spec, "range:10000:20000"
        std::int64_t first = 0;
        std::int64_t last = 0;
    };

    void addExtracts();
    void addSiteRules();
    void addWideRules();
    void browseSiteMap();
    void updateState();
    [[nodiscard]] const Extract* chosenExtract() const;
    [[nodiscard]] bool siteMapChosen() const;
    [[nodiscard]] QString siteMapProblem() const;
    [[nodiscard]] bool wideJobsUnhandled() const;

    QComboBox* m_extract = nullptr;
    QComboBox* m_sites = nullptr;
    QWidget* m_mapRow = nullptr;
    QComboBox* m_mapField = nullptr;
    QLineEdit* m_mapPath = nullptr;
    QToolButton* m_mapBrowse = nullptr;
    QLabel* m_mapStatus = nullptr;
    QComboBox* m_wide = nullptr;
    QSpinBox* m_wideMax = nullptr;
    QLabel* m_sitesNote = nullptr;
    QLabel* m_wideWarning = nullptr;

    std::vector<Extract> m_extracts;
    GridRunContext m_context;
    std::int64_t m_jobCount = 0;
    int m_widestJob = 0;
    bool m_dropWider = false;
    bool m_traceHasSites = false;
    QString m_mapProblem;
    bool m_sitesNoteShown = false;
    bool m_wideWarningShown = false;
    bool m_mapProblemShown = false;
};

}  // namespace schedlab
