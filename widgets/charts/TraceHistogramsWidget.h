#pragma once

#include "charts/TraceHistogramData.h"
#include "workload/Workload.h"

#include <QWidget>

#include <memory>

namespace schedlab {

// Histograms of a trace (QCustomPlot): job width, run time, estimate
// accuracy (run time / estimate) and arrivals per hour of day.
//
// PUBLIC API CONTRACT (used by app/gui; may be extended, not changed).
class TraceHistogramsWidget : public QWidget {
    Q_OBJECT

public:
    explicit TraceHistogramsWidget(QWidget* parent = nullptr);
    ~TraceHistogramsWidget() override;

    void setWorkload(std::shared_ptr<const Workload> workload);  // nullptr clears
    bool exportPng(const QString& path);

    // Addition to the contract: the binned counts now shown (for tests and
    // for a summary next to the plots).
    [[nodiscard]] const TraceHistogramData& data() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

}  // namespace schedlab
