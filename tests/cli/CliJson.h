#pragma once

// JSON helpers shared by the CLI tests that read schedlab-cli's --json output.

#include <QDebug>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

namespace CliJson {

// The top-level object of a JSON text; an empty object (and a warning naming
// the parse error) if the text is not JSON, so the caller's checks fail.
inline QJsonObject parseObject(const QString& text)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << "JSON error:" << error.errorString();
    return document.object();
}

inline QStringList strings(const QJsonValue& value)
{
    QStringList list;
    for (const QJsonValue& item : value.toArray())
        list << item.toString();
    return list;
}

}  // namespace CliJson
