#include "TimelineToolTip.h"

#include <QHelpEvent>
#include <QToolTip>
#include <QWidget>

namespace schedlab {

bool TimelineToolTip::handle(QWidget& widget, QEvent& event, const TextAt& textAt)
{
    if (event.type() != QEvent::ToolTip)
        return false;
    const auto& help = static_cast<const QHelpEvent&>(event);
    const QString text = textAt(help.pos());
    if (text.isEmpty()) {
        QToolTip::hideText();
        event.ignore();
    } else {
        QToolTip::showText(help.globalPos(), text, &widget);
    }
    return true;
}

}  // namespace schedlab
