#pragma once

#include <QString>

namespace schedlab::SweepStyles {

// The colours of the sweep dialog's messages, in one place so that its
// parts (form, run panel, dialog) cannot drift apart.
inline const QString kError = QStringLiteral("QLabel { color: #b3261e; }");
inline const QString kNotice = QStringLiteral("QLabel { color: #7a5400; }");

}  // namespace schedlab::SweepStyles
