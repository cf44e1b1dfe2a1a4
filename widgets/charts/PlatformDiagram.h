#pragma once

#include "platform/Platform.h"

#include <QRectF>
#include <QWidget>

#include <string>
#include <vector>

namespace schedlab {

// A small drawing of the machines of a platform, to scale: one box per
// machine whose area is proportional to its node count, labelled with name,
// nodes and (if not 1) speed. When any machine names an economic scheduling
// domain (Yahyapour (2002), ch. 6), machines are coloured by domain and
// labelled with it.
//
// PUBLIC API CONTRACT (used by app/gui; may be extended, not changed).
class PlatformDiagram : public QWidget {
    Q_OBJECT

public:
    explicit PlatformDiagram(QWidget* parent = nullptr);
    void setPlatform(const Platform& platform);
    [[nodiscard]] QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;  // addition: a tooltip per machine

private:
    // The box of each machine (platform order) inside `area`, to scale.
    [[nodiscard]] std::vector<QRectF> machineBoxes(const QRectF& area) const;
    [[nodiscard]] QRectF diagramArea() const;
    [[nodiscard]] QString machineText(int machine, bool withSpeed) const;

    // The colour of a machine's box: its own, or its domain's.
    [[nodiscard]] int colorIndex(int machine) const;

    Platform m_platform;
    std::vector<int> m_domainOf;   // per machine; empty when no machine names a domain
    std::vector<std::string> m_domainNames;
};

}  // namespace schedlab
