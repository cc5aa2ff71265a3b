#pragma once

#include "domain/chartdata.h"

#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QToolButton;

namespace chipatlas {

// The rows above the chart: the preset, the X and Y quantities, the precision (for the axes
// that follow it), the log scales, the point labels, whether systems are plotted and the Export
// menu. It only shows and
// edits a ChartSpec; the chart page owns the spec and acts on the signals.
class ChartOptionsBar final : public QWidget {
    Q_OBJECT

public:
    explicit ChartOptionsBar(QWidget* parent = nullptr);

    // Shows `spec` without emitting specEdited().
    void setSpec(const ChartSpec& spec);
    const ChartSpec& spec() const { return m_spec; }

    QComboBox* presetBox() const { return m_preset; }
    QComboBox* xBox() const { return m_x; }
    QComboBox* yBox() const { return m_y; }
    QComboBox* precisionBox() const { return m_precision; }
    QCheckBox* logXBox() const { return m_logX; }
    QCheckBox* logYBox() const { return m_logY; }
    QCheckBox* labelsBox() const { return m_labels; }
    QCheckBox* systemsBox() const { return m_systems; }
    QToolButton* exportButton() const { return m_export; }
    QAction* exportPngAction() const { return m_exportPng; }
    QAction* exportSvgAction() const { return m_exportSvg; }
    QAction* exportCsvAction() const { return m_exportCsv; }

Q_SIGNALS:
    // The user chose another preset, quantity, precision or log scale.
    void specEdited(const chipatlas::ChartSpec& spec);

private:
    void edit(const ChartSpec& spec);
    void updateWidgets();
    void choosePreset(int index);

    ChartSpec m_spec;
    bool m_updating = false;
    QComboBox* m_preset;
    QComboBox* m_x;
    QComboBox* m_y;
    QComboBox* m_precision;
    QCheckBox* m_logX;
    QCheckBox* m_logY;
    QCheckBox* m_labels;
    QCheckBox* m_systems;
    QToolButton* m_export;
    QAction* m_exportPng = nullptr;
    QAction* m_exportSvg = nullptr;
    QAction* m_exportCsv = nullptr;
};

} // namespace chipatlas
