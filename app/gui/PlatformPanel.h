#pragma once

#include "platform/Platform.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;
class QToolButton;

namespace schedlab {

class PlatformDiagram;
class PlatformTableModel;

// Lays out the platform: a preset, or one machine of N nodes, or machines
// edited in a table. Validates as the user types (Platform::problems() in
// red beneath the table) and tells the window whether a run is possible.
class PlatformPanel : public QWidget {
    Q_OBJECT

public:
    // Combo entries that are not presets.
    static constexpr const char* kSingleMachineKey = "single";
    static constexpr const char* kCustomKey = "custom";
    static constexpr int kDefaultSingleNodes = 128;

    explicit PlatformPanel(QWidget* parent = nullptr);

    // The platform as edited now (may be invalid: see isValid()).
    [[nodiscard]] Platform platform() const;
    [[nodiscard]] bool isValid() const { return m_problems.isEmpty(); }
    [[nodiscard]] QStringList problems() const { return m_problems; }

    // "ctc-sp2", "m128", "single:64" or a platform .json path. Returns false
    // (and leaves the platform alone) if there is no such thing; `error` says why.
    bool select(const QString& name, QString* error = nullptr);
    // The key of the current selection: a preset name, "single:N" or "custom".
    [[nodiscard]] QString selectionKey() const;
    void setCustomPlatform(const Platform& platform);

    bool loadJson(const QString& path, QString* error = nullptr);
    bool saveJson(const QString& path, QString* error = nullptr) const;

    [[nodiscard]] PlatformTableModel* model() const { return m_model; }

signals:
    void platformChanged();
    void validityChanged(bool valid);

private:
    void onPresetActivated(int index);
    void onTableEdited();
    void showPlatform(const Platform& platform);
    void revalidate();
    void markCustom();
    void openJson();
    void saveJsonAs();

    QComboBox* m_preset = nullptr;
    QSpinBox* m_singleNodes = nullptr;
    QLineEdit* m_name = nullptr;
    QTableView* m_table = nullptr;
    PlatformTableModel* m_model = nullptr;
    QToolButton* m_add = nullptr;
    QToolButton* m_remove = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_problemsLabel = nullptr;
    PlatformDiagram* m_diagram = nullptr;
    QStringList m_problems;
    bool m_updating = false;
};

}  // namespace schedlab
