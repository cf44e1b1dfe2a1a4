#pragma once

#include <QFileInfo>
#include <QString>
#include <QTest>

namespace schedlab::test {

// Path of a Parallel Workloads Archive trace in the shared folder beside the
// repository; empty (and the caller QSKIPs) when that folder is absent.
inline QString sharedTrace(const QString& fileName)
{
    const QString path = QStringLiteral(SCHEDLAB_SHARED_TRACES_DIR "/") + fileName;
    return QFileInfo::exists(path) ? path : QString();
}

inline QString bundledCtcTrace()
{
    return QStringLiteral(SCHEDLAB_SAMPLE_TRACES_DIR "/CTC-SP2-1996-3.1-cln.swf.gz");
}

}  // namespace schedlab::test
