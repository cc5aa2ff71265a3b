#include "window/aboutdialog.h"

#include "common/screenfit.h"
#include "io/builtincatalog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
QString escaped(const QString& text) {
    return text.toHtmlEscaped();
}

QString row(const QStringList& cells, const char* tag = "td") {
    QString html = QStringLiteral("<tr>");
    for (const QString& cell : cells)
        html += QStringLiteral("<%1>%2</%1>").arg(QLatin1String(tag), cell);
    return html + QStringLiteral("</tr>");
}

QString link(const QString& url) {
    return QStringLiteral("<a href=\"%1\">%1</a>").arg(escaped(url));
}
} // namespace

AboutDialog::AboutDialog(const QString& catalog, QWidget* parent)
    : QDialog(parent)
    , m_text(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About ChipAtlas"));
    m_text->setObjectName(QStringLiteral("aboutText"));
    m_text->setOpenExternalLinks(true);
    m_text->setAccessibleName(windowTitle());
    m_text->setAccessibleDescription(
        tr("The version, the catalog open, the built-in catalog's revisions and the dates of "
           "its prices, and the licences"));
    m_text->setHtml(html(catalog));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(sizeOnScreen(this, QSize(680, 620)));
}

QString AboutDialog::html(const QString& catalog) const {
    QString html = QStringLiteral("<h2>%1</h2>")
                       .arg(tr("ChipAtlas %1").arg(escaped(QApplication::applicationVersion())));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Compare AI accelerators figure by figure, each with its source, and "
                        "check which language models fit on them."));
    html += QStringLiteral("<p>%1</p>").arg(tr("Catalog open: %1").arg(escaped(catalog)));
    return html + catalogHtml() + licencesHtml();
}

// What ships inside this version: the revision of each file of the built-in catalog and how
// recent its dated figures are.
QString AboutDialog::catalogHtml() const {
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Built-in catalog"));
    QString error;
    const std::optional<BuiltInCatalogInfo> info = builtInCatalogInfo(&error);
    if (!info) {
        return html + QStringLiteral("<p>%1</p>")
                          .arg(tr("The built-in catalog cannot be read: %1").arg(escaped(error)));
    }
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("The catalog that ships with this version. A newer revision updates the "
                        "figures you have not edited when a catalog is opened."));
    html += QStringLiteral("<table cellpadding=\"3\">");
    html += row({tr("Part"), tr("Revision"), tr("Entries")}, "th");
    const auto part = [](const QString& name, const BuiltInCatalogInfo::Part& p) {
        return row({name, QString::number(p.revision), QLocale().toString(p.count)});
    };
    html += part(tr("Chips"), info->chips);
    html += part(tr("LLM models"), info->models);
    html += part(tr("Systems"), info->systems);
    html += part(tr("Rental offers"), info->offers);
    html += part(tr("Measured results"), info->results);
    html += QStringLiteral("</table>");

    QString prices;
    if (info->oldestPriceSeen.isValid()) {
        prices = tr("Prices of the offers: %L1, seen between %2 and %3.")
                     .arg(info->priceCount)
                     .arg(info->oldestPriceSeen.toString(Qt::ISODate),
                          info->newestPriceSeen.toString(Qt::ISODate));
        if (info->undatedPriceCount > 0) {
            prices += QLatin1Char(' ') + tr("Without a date: %L1; each says how its source dates "
                                            "it.")
                                             .arg(info->undatedPriceCount);
        }
    } else {
        prices = tr("The prices of the offers carry no date.");
    }
    html += QStringLiteral("<p>%1</p>").arg(escaped(prices));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Every figure of the chips, systems and models carries a link to its "
                        "source (a vendor's datasheet, a model card) and, where needed, a note; "
                        "those figures carry no date. The details pane shows them."));
    return html;
}

// ChipAtlas's own licence (packaging/org.chipatlas.ChipAtlas.metainfo.xml) and those of the
// libraries it links or loads, as each Debian package's /usr/share/doc/PACKAGE/copyright gives
// them.
QString AboutDialog::licencesHtml() const {
    struct Component {
        QString name;
        QString licence; // SPDX
        QString usedFor;
        QString packages; // Debian's
        QString url;
    };
    const QString qtVersion = QString::fromLatin1(qVersion());
    const QList<Component> components{
        {tr("ChipAtlas %1").arg(QApplication::applicationVersion()),
         QStringLiteral("GPL-3.0-or-later"), tr("this program"), QStringLiteral("chipatlas"),
         QString()},
        {tr("Qt %1 (Core, GUI, Widgets, SQL, SVG, Concurrent)").arg(qtVersion),
         QStringLiteral("LGPL-3.0-only OR GPL-2.0-only"),
         tr("the windows, reading and writing the catalog, SVG export"),
         QStringLiteral("libqt6core6, libqt6gui6, libqt6widgets6, libqt6sql6, libqt6svg6, "
                        "libqt6concurrent6"),
         QStringLiteral("https://www.qt.io/")},
        {tr("Qt Charts %1").arg(qtVersion), QStringLiteral("GPL-3.0-or-later"), tr("the chart"),
         QStringLiteral("libqt6charts6"), QStringLiteral("https://www.qt.io/")},
        {QStringLiteral("QtKeychain"), QStringLiteral("BSD-2-Clause"),
         tr("a team catalog's password in the system keychain"), QStringLiteral("libqt6keychain1"),
         QStringLiteral("https://github.com/frankosterfeld/qtkeychain")},
        {QStringLiteral("libsecret"), QStringLiteral("LGPL-2.1-or-later"),
         tr("the Secret Service, which QtKeychain reaches through it"),
         QStringLiteral("libsecret-1-0"),
         QStringLiteral("https://gitlab.gnome.org/GNOME/libsecret")},
        {QStringLiteral("libcsv"), QStringLiteral("LGPL-2.1-or-later"), tr("reading CSV files"),
         QStringLiteral("libcsv3"), QStringLiteral("https://github.com/rgamble/libcsv")},
        {QStringLiteral("SQLite"), tr("public domain"),
         tr("the catalog file, through Qt's SQLite driver"),
         QStringLiteral("libsqlite3-0, libqt6sql6-sqlite"), QStringLiteral("https://sqlite.org/")},
        {QStringLiteral("libpq"), QStringLiteral("PostgreSQL"),
         tr("a team catalog on PostgreSQL, through Qt's PostgreSQL driver and, for the rows "
            "an import or a copy sends at once, directly (COPY)"),
         QStringLiteral("libpq5, libqt6sql6-psql"), QStringLiteral("https://www.postgresql.org/")},
    };
    QString html = QStringLiteral("<h3>%1</h3><table cellpadding=\"3\">").arg(tr("Licences"));
    html += row({tr("Component"), tr("Licence"), tr("Used for"), tr("Comes from")}, "th");
    for (const Component& c : components) {
        QString from = tr("Debian: %1").arg(escaped(c.packages));
        if (!c.url.isEmpty())
            from += QStringLiteral("<br>") + link(c.url);
        html += row({escaped(c.name), escaped(c.licence), escaped(c.usedFor), from});
    }
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("The full licence texts and copyright holders of each package are in "
                        "/usr/share/doc/PACKAGE/copyright. ChipAtlas's licence is declared in "
                        "its AppStream metadata, org.chipatlas.ChipAtlas.metainfo.xml."));
    return html;
}

} // namespace chipatlas
