#pragma once

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace chipatlas {

// Help > About ChipAtlas: the version and the catalog open; the built-in catalog, each file's
// revision and size and the dates its prices were seen (core's builtInCatalogInfo()); and the
// licences of ChipAtlas and of the libraries it is built on, with where each comes from.
class AboutDialog final : public QDialog {
    Q_OBJECT

public:
    // `catalog`: the catalog the window shows (a file's path or a team server's URL).
    explicit AboutDialog(const QString& catalog, QWidget* parent = nullptr);

    QTextBrowser* textView() const { return m_text; }

private:
    QString html(const QString& catalog) const;
    QString catalogHtml() const;
    QString licencesHtml() const;

    QTextBrowser* m_text;
};

} // namespace chipatlas
