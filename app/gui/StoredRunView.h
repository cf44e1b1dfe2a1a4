#pragma once

#include "store/StoredRun.h"

#include <QTextBrowser>

namespace schedlab {

// What the store keeps about one run, readable: name, tags and notes, what
// was simulated (trace and its SHA-256, transforms, platform, policy and
// parameters, seed), when and with which SchedLab, and every metric with
// its unit. Opened from the run browser as a tab of its own.
class StoredRunView : public QTextBrowser {
    Q_OBJECT

public:
    explicit StoredRunView(const StoredRun& run, QWidget* parent = nullptr);

    [[nodiscard]] std::int64_t runId() const { return m_id; }
    [[nodiscard]] static QString toHtml(const StoredRun& run);

private:
    std::int64_t m_id = 0;
};

}  // namespace schedlab
