#include "domain/field.h"
#include "domain/figure.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace chipatlas;

// The German catalog is embedded in the ui library and translates what people read first:
// statuses and field labels (which lupdate only finds when they are marked in core).
class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void germanIsEmbeddedAndComplete();
};

void TestTranslations::germanIsEmbeddedAndComplete() {
    QTranslator translator;
    QVERIFY(translator.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("chipatlas"),
                            QStringLiteral("_"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCOMPARE(statusDisplayName(FigureStatus::NotPublished), QStringLiteral("nicht veröffentlicht"));
    QCOMPARE(fieldLabel(Field::MemoryBwGbs), QStringLiteral("Speicherbandbreite"));
    QCOMPARE(fieldLabel(Field::TdpW), QStringLiteral("TDP"));
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(statusDisplayName(FigureStatus::NotPublished), QStringLiteral("not published"));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
