#include "DetailsHtml.h"

namespace schedlab::detailshtml {

namespace {

// Light enough for dark text, distinct from the alternating row colours.
const QString kChosenBackground = QStringLiteral("#d4efdf");

}  // namespace

QString cell(const QString& text, bool header)
{
    const QString tag = header ? QStringLiteral("th") : QStringLiteral("td");
    // Not wrapped: a time or "1.5 s" broken over two lines reads as two values.
    return QStringLiteral("<%1 style='padding-right:6px;white-space:nowrap' align='left'>%2</%1>")
        .arg(tag, text.toHtmlEscaped());
}

QString tableRow(const QStringList& cells, bool header, bool chosen)
{
    QString html = chosen ? QStringLiteral("<tr style='font-weight:bold' bgcolor='%1'>").arg(kChosenBackground)
                          : QStringLiteral("<tr>");
    for (const QString& text : cells)
        html += cell(text, header);
    return html + QStringLiteral("</tr>");
}

QString heading(const QString& text)
{
    return QStringLiteral("<p style='margin-top:8px;margin-bottom:2px'><b>%1</b></p>").arg(text.toHtmlEscaped());
}

QString row(const QString& label, const QString& value)
{
    return QStringLiteral("<tr><td style='padding-right:10px;color:palette(placeholder-text)'>%1</td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

QString paragraph(const QString& text)
{
    return QStringLiteral("<p style='margin-top:2px;margin-bottom:4px'>%1</p>").arg(text.toHtmlEscaped());
}

QString link(const QString& href, const QString& text)
{
    return QStringLiteral("<a href='%1'>%2</a>").arg(href.toHtmlEscaped(), text.toHtmlEscaped());
}

}  // namespace schedlab::detailshtml
