#pragma once

#include <QString>
#include <QStringList>

namespace schedlab {

// The traces bundled in sample_traces/: looked up beside the installed
// binary (../share/schedlab/sample_traces, ./sample_traces), then in the
// source tree the program was built from, so that the Samples menu works
// both from a build directory and after `cmake --install`.
class SampleTraces {
public:
    static constexpr const char* kDefaultTrace = "CTC-SP2-1996-3.1-cln.swf.gz";
    // The NPACI log of Vanderster (2008)'s trace experiments (utility-npaci).
    static constexpr const char* kSdscTrace = "SDSC-SP2-1998-4.2-cln.swf.gz";

    [[nodiscard]] static QStringList searchDirectories();
    // Absolute paths of every bundled trace (*.swf, *.swf.gz), each file
    // name once (the first directory that has it wins), sorted by name.
    [[nodiscard]] static QStringList all();
    // Absolute path of a bundled trace by file name, or empty.
    [[nodiscard]] static QString find(const QString& fileName);
    // "CTC-SP2-1996-3.1-cln.swf.gz" -> "CTC-SP2-1996-3.1-cln": menu text.
    [[nodiscard]] static QString displayName(const QString& path);
};

}  // namespace schedlab
