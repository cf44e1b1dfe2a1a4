#include "charts/PlatformDiagram.h"

#include "charts/ChartStyle.h"
#include "charts/TreemapLayout.h"
#include "economic/DomainMap.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>

namespace schedlab {

namespace {

constexpr int kMargin = 6;
constexpr double kGap = 1.5;               // white line between neighbouring boxes
constexpr double kMinVisibleSide = 2.0;    // a 1-node machine beside 100k nodes stays visible
constexpr int kTextPadding = 4;
constexpr double kCornerRadius = 3.0;
constexpr int kBorderDarker = 135;
constexpr int kPreferredWidth = 360;
constexpr int kPreferredHeight = 220;
constexpr int kDarkerCycle = 120;          // machines 11-20 reuse the hues, darker
constexpr double kLightText = 0.55;        // luminance below which labels turn white

// Soft, distinct hues (Tableau 10, lightened) so that dark labels stay readable.
const std::array<QColor, 10> kMachineColors = {
    QColor(0x8e, 0xbb, 0xe0), QColor(0xff, 0xbb, 0x78), QColor(0x98, 0xdf, 0x8a), QColor(0xff, 0x98, 0x96),
    QColor(0xc5, 0xb0, 0xd5), QColor(0xc4, 0x9c, 0x94), QColor(0xf7, 0xb6, 0xd2), QColor(0xc7, 0xc7, 0xc7),
    QColor(0xdb, 0xdb, 0x8d), QColor(0x9e, 0xda, 0xe5)};

QColor machineColor(int machine)
{
    const auto count = int(kMachineColors.size());
    const QColor base = kMachineColors[std::size_t(machine % count)];
    return (machine / count) % 2 == 0 ? base : base.darker(kDarkerCycle);
}

double luminance(const QColor& color)
{
    constexpr double kRed = 0.299;
    constexpr double kGreen = 0.587;
    constexpr double kBlue = 0.114;
    return kRed * double(color.redF()) + kGreen * double(color.greenF()) + kBlue * double(color.blueF());
}

}  // namespace

PlatformDiagram::PlatformDiagram(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void PlatformDiagram::setPlatform(const Platform& platform)
{
    m_platform = platform;
    m_domainOf.clear();
    m_domainNames.clear();
    const auto& machines = platform.machines();
    const bool named = std::any_of(machines.begin(), machines.end(),
                                   [](const Machine& machine) { return !machine.domain.empty(); });
    if (named) {
        const DomainMap domains(platform);
        for (int d = 0; d < domains.count(); ++d)
            m_domainNames.push_back(domains.domain(d).name);
        for (int i = 0; i < int(machines.size()); ++i)
            m_domainOf.push_back(domains.domainOf(MachineIndex(i)));
    }
    update();
}

QSize PlatformDiagram::sizeHint() const
{
    return {kPreferredWidth, kPreferredHeight};
}

QRectF PlatformDiagram::diagramArea() const
{
    const int footer = fontMetrics().height() + kMargin;
    return QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin - footer);
}

std::vector<QRectF> PlatformDiagram::machineBoxes(const QRectF& area) const
{
    std::vector<double> weights;
    weights.reserve(m_platform.machines().size());
    for (const Machine& machine : m_platform.machines())
        weights.push_back(double(machine.nodes));  // <= 0 while being edited: no box
    return TreemapLayout::layout(weights, area);
}

QString PlatformDiagram::machineText(int machine, bool withSpeed) const
{
    const Machine& m = m_platform.machine(machine);
    const QString name = m.name.empty() ? tr("machine %1").arg(machine + 1) : QString::fromStdString(m.name);
    QString text = tr("%1\n%2 nodes").arg(name, QLocale().toString(m.nodes));
    if (withSpeed && m.speed != 1.0)
        text += tr("\nspeed ×%1").arg(m.speed, 0, 'g', 3);
    if (!m_domainOf.empty())
        text += tr("\ndomain %1").arg(QString::fromStdString(m_domainNames[std::size_t(m_domainOf[std::size_t(machine)])]));
    return text;
}

int PlatformDiagram::colorIndex(int machine) const
{
    return m_domainOf.empty() ? machine : m_domainOf[std::size_t(machine)];
}

void PlatformDiagram::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());

    const QRectF area = diagramArea();
    const std::vector<QRectF> boxes = machineBoxes(area);
    std::int64_t totalNodes = 0;
    int drawn = 0;
    for (int i = 0; i < int(boxes.size()); ++i) {
        const int nodes = m_platform.machine(i).nodes;
        if (nodes <= 0 || boxes[std::size_t(i)].isEmpty())
            continue;
        totalNodes += nodes;
        ++drawn;
        QRectF box = boxes[std::size_t(i)].adjusted(kGap / 2, kGap / 2, -kGap / 2, -kGap / 2);
        // Tiny machines keep a visible sliver instead of vanishing.
        box.setWidth(std::max(box.width(), kMinVisibleSide));
        box.setHeight(std::max(box.height(), kMinVisibleSide));
        const QColor fill = machineColor(colorIndex(i));
        painter.setPen(QPen(fill.darker(kBorderDarker), 1));
        painter.setBrush(fill);
        painter.drawRoundedRect(box, kCornerRadius, kCornerRadius);

        // The full label if it fits, else the name alone, else nothing (the
        // tooltip still tells).
        const QRectF textBox = box.adjusted(kTextPadding, kTextPadding, -kTextPadding, -kTextPadding);
        painter.setPen(luminance(fill) < kLightText ? Qt::white : chartstyle::kTextColor);
        const QString name = machineText(i, false).section(QLatin1Char('\n'), 0, 0);
        for (const QString& text : {machineText(i, true), machineText(i, false), name}) {
            const QRectF needed = painter.boundingRect(textBox, Qt::AlignCenter, text);
            if (needed.width() <= textBox.width() && needed.height() <= textBox.height()) {
                painter.drawText(textBox, Qt::AlignCenter, text);
                break;
            }
        }
    }

    const QRectF footer(kMargin, area.bottom() + kMargin / 2.0, width() - 2 * kMargin,
                        fontMetrics().height());
    painter.setPen(chartstyle::kTextColor);
    QString total;
    if (drawn == 0) {
        total = tr("No machines with nodes");
    } else {
        const QString machines = drawn == 1 ? tr("1 machine") : tr("%1 machines").arg(drawn);
        total = tr("Total: %1 nodes on %2").arg(QLocale().toString(qint64(totalNodes)), machines);
        if (!m_domainNames.empty())
            total += m_domainNames.size() == 1 ? tr(" in 1 domain") : tr(" in %1 domains").arg(m_domainNames.size());
    }
    painter.drawText(footer, Qt::AlignCenter, total);
}

bool PlatformDiagram::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const std::vector<QRectF> boxes = machineBoxes(diagramArea());
        for (int i = 0; i < int(boxes.size()); ++i) {
            if (boxes[std::size_t(i)].contains(help->pos())) {
                QString text = machineText(i, true);
                text.replace(QLatin1Char('\n'), QStringLiteral(" · "));
                QToolTip::showText(help->globalPos(), text, this);
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

}  // namespace schedlab
