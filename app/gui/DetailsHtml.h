#pragma once

#include <QString>
#include <QStringList>

namespace schedlab::detailshtml {

// The small pieces of rich text the job details are made of, shared by the
// panel and the market's offers so that both tables look alike.

// One table cell, escaped and never wrapped.
[[nodiscard]] QString cell(const QString& text, bool header = false);
// One table row; `chosen` marks the option or offer the job ran as (bold on
// a light background, so it stands out in a long list).
[[nodiscard]] QString tableRow(const QStringList& cells, bool header = false, bool chosen = false);
// A bold heading above a table.
[[nodiscard]] QString heading(const QString& text);
// A "label: value" row of the two-column facts table.
[[nodiscard]] QString row(const QString& label, const QString& value);
// A paragraph, escaped.
[[nodiscard]] QString paragraph(const QString& text);
// A link the panel handles itself (QTextBrowser::anchorClicked).
[[nodiscard]] QString link(const QString& href, const QString& text);

}  // namespace schedlab::detailshtml
