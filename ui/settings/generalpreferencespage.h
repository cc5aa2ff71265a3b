#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace chipatlas {

class Settings;

// Preferences, General: the language of the next start (the system's, or one of the languages
// ChipAtlas speaks, each named in itself), the theme (applied at once) and whether memory reads
// in GB or GiB everywhere.
class GeneralPreferencesPage final : public QWidget {
    Q_OBJECT

public:
    explicit GeneralPreferencesPage(QWidget* parent = nullptr);

    // The theme box shows the theme in effect (a --theme of this run included), the others the
    // stored values.
    void load(const Settings& settings);
    void save(Settings& settings) const;

    QComboBox* languageCombo() const { return m_language; }
    QComboBox* themeCombo() const { return m_theme; }
    QComboBox* unitsCombo() const { return m_units; }
    // Says that a new language is applied at the next start.
    QLabel* restartNote() const { return m_restartNote; }

private:
    QComboBox* m_language;
    QComboBox* m_theme;
    QComboBox* m_units;
    QLabel* m_restartNote;
};

} // namespace chipatlas
