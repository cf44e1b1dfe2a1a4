#pragma once

#include "LoadedTrace.h"

#include <QFutureWatcher>
#include <QObject>

#include <memory>

namespace schedlab {

// Loads traces on a pool thread (QtConcurrent) so that a whole-year trace
// never freezes the window. Only the latest request counts: a load that is
// overtaken by another one is dropped when it finishes.
class TraceLoader : public QObject {
    Q_OBJECT

public:
    explicit TraceLoader(QObject* parent = nullptr);
    ~TraceLoader() override;

    void load(const QString& path);
    [[nodiscard]] bool isLoading() const { return m_pending > 0; }

signals:
    void loadingStarted(const QString& path);
    void loaded(std::shared_ptr<const schedlab::LoadedTrace> trace);
    void failed(const QString& path, const QString& message);

private:
    struct Outcome {
        std::shared_ptr<const LoadedTrace> trace;
        QString path;
        QString error;
        quint64 generation = 0;
    };

    void onFinished(QFutureWatcher<Outcome>* watcher);

    quint64 m_generation = 0;
    int m_pending = 0;
};

}  // namespace schedlab
