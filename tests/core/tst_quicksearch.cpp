// The quick search: every word matches a name, vendor or id of a chip, system or model; the
// best matches first, the rest counted.
#include "domain/quicksearch.h"
#include "io/catalogjson.h"
#include "io/systemjson.h"

#include <QTest>

#include <atomic>

using namespace chipatlas;

class TestQuickSearch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void words_data();
    void words();
    void findsEveryKind_data();
    void findsEveryKind();
    void bestMatchesFirst();
    void boundedWithACount();
    void blankQueryMatchesNothing();
    void cancelled();

private:
    QStringList ids(const QuickSearchResult& result) const;

    QList<Chip> m_chips;
    QList<System> m_systems;
    QList<LlmModel> m_models;
};

void TestQuickSearch::initTestCase() {
    QString error;
    const auto chips = builtInChips(&error);
    QVERIFY2(chips, qPrintable(error));
    const auto systems = builtInSystems(&error);
    QVERIFY2(systems, qPrintable(error));
    const auto models = builtInModels(&error);
    QVERIFY2(models, qPrintable(error));
    m_chips = chips->chips;
    m_systems = systems->systems;
    m_models = models->models;
}

QStringList TestQuickSearch::ids(const QuickSearchResult& result) const {
    QStringList out;
    for (const QuickSearchHit& hit : result.hits) {
        switch (hit.kind) {
        case QuickSearchKind::Chip:
            out.append(m_chips.at(hit.row).id);
            break;
        case QuickSearchKind::System:
            out.append(QStringLiteral("system:") + m_systems.at(hit.row).id);
            break;
        case QuickSearchKind::Model:
            out.append(QStringLiteral("model:") + m_models.at(hit.row).id());
            break;
        }
    }
    return out;
}

void TestQuickSearch::words_data() {
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("one") << QStringLiteral("h100") << QStringList{QStringLiteral("h100")};
    QTest::newRow("blanks around and between")
        << QStringLiteral("  llama \t 70b ")
        << QStringList{QStringLiteral("llama"), QStringLiteral("70b")};
    QTest::newRow("blank") << QStringLiteral(" \t ") << QStringList{};
}

void TestQuickSearch::words() {
    QFETCH(QString, query);
    QFETCH(QStringList, words);
    QCOMPARE(quickSearchWords(query), words);
}

void TestQuickSearch::findsEveryKind_data() {
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("expected"); // among the hits
    QTest::addColumn<QString>("absent");   // not among them
    // A chip by its name, its id, its vendor with a word of its name, in any case.
    QTest::newRow("chip by name") << QStringLiteral("H100 SXM") << QStringLiteral("nvidia-h100-sxm")
                                  << QString();
    QTest::newRow("chip by id") << QStringLiteral("nvidia-h100-sxm")
                                << QStringLiteral("nvidia-h100-sxm") << QString();
    QTest::newRow("chip by vendor and name")
        << QStringLiteral("annapurna trainium2") << QStringLiteral("aws-trainium2")
        << QStringLiteral("aws-trainium1");
    QTest::newRow("every word must match")
        << QStringLiteral("google v5p") << QStringLiteral("google-tpu-v5p")
        << QStringLiteral("google-tpu-v5e");
    QTest::newRow("system by name")
        << QStringLiteral("dgx h100") << QStringLiteral("system:nvidia-dgx-h100")
        << QStringLiteral("nvidia-h100-sxm");
    // A system by the chip it is built of: its id or its name in the catalog.
    QTest::newRow("system by its chip's id")
        << QStringLiteral("trainium2") << QStringLiteral("system:aws-trn2-48xlarge")
        << QStringLiteral("system:aws-trn1-32xlarge");
    QTest::newRow("system by its chip, the UltraServer too")
        << QStringLiteral("Trainium2") << QStringLiteral("system:aws-trn2-ultraserver")
        << QString();
    QTest::newRow("system by its chip's name")
        << QStringLiteral("blackwell ultra") << QStringLiteral("system:nvidia-gb300-nvl72")
        << QStringLiteral("system:nvidia-gb200-nvl72");
    QTest::newRow("model by name")
        << QStringLiteral("llama 70b") << QStringLiteral("model:llama-3.1-70b")
        << QStringLiteral("model:llama-3.1-8b");
    QTest::newRow("model by its publisher")
        << QStringLiteral("META-LLAMA 405") << QStringLiteral("model:llama-3.1-405b") << QString();
}

void TestQuickSearch::findsEveryKind() {
    QFETCH(QString, query);
    QFETCH(QString, expected);
    QFETCH(QString, absent);
    const auto result = quickSearch(ChipRows::of(m_chips), m_systems, m_models, query, 1000);
    QVERIFY(result);
    const QStringList found = ids(*result);
    QVERIFY2(found.contains(expected), qPrintable(found.join(QLatin1Char(' '))));
    if (!absent.isEmpty())
        QVERIFY2(!found.contains(absent), qPrintable(found.join(QLatin1Char(' '))));
    QCOMPARE(result->total, found.size());
}

void TestQuickSearch::bestMatchesFirst() {
    // The id itself first.
    auto result = quickSearch(ChipRows::of(m_chips), m_systems, m_models,
                              QStringLiteral("nvidia-h200-sxm"), 10);
    QVERIFY(result);
    QCOMPARE(ids(*result).first(), QStringLiteral("nvidia-h200-sxm"));

    // "h100" starts a word of three chips' and three systems' names: chips first, each kind by
    // name; the H200 matches by its family, "Hopper (GH100)", inside a word: last.
    result = quickSearch(ChipRows::of(m_chips), m_systems, m_models, QStringLiteral("h100"), 100);
    QVERIFY(result);
    QCOMPARE(
        ids(*result),
        (QStringList{QStringLiteral("nvidia-h100-nvl"), QStringLiteral("nvidia-h100-pcie"),
                     QStringLiteral("nvidia-h100-sxm"), QStringLiteral("system:azure-nd-h100-v5"),
                     QStringLiteral("system:nvidia-dgx-h100"),
                     QStringLiteral("system:nvidia-hgx-h100-8gpu"),
                     QStringLiteral("nvidia-h200-sxm")}));
}

void TestQuickSearch::boundedWithACount() {
    // 100,000 chips named alike: the first 50 in name order, all counted.
    QList<Chip> many;
    many.reserve(100000);
    for (int i = 0; i < 100000; ++i) {
        Chip chip;
        chip.id = QStringLiteral("gen-%1").arg(i, 6, 10, QLatin1Char('0'));
        chip.name = QStringLiteral("Synthetic %1").arg(i, 6, 10, QLatin1Char('0'));
        chip.vendor = i % 2 ? QStringLiteral("Even Corp") : QStringLiteral("Odd Inc");
        many.append(chip);
    }
    const auto result =
        quickSearch(ChipRows::of(many), {}, {}, QStringLiteral("synthetic odd"), 50);
    QVERIFY(result);
    QCOMPARE(result->total, 50000);
    QCOMPARE(result->hits.size(), 50);
    QCOMPARE(many.at(result->hits.first().row).id, QStringLiteral("gen-000000"));
    QCOMPARE(many.at(result->hits.last().row).id, QStringLiteral("gen-000098"));
}

void TestQuickSearch::blankQueryMatchesNothing() {
    const auto result =
        quickSearch(ChipRows::of(m_chips), m_systems, m_models, QStringLiteral("  "), 10);
    QVERIFY(result);
    QCOMPARE(result->total, 0);
    QVERIFY(result->hits.isEmpty());
}

void TestQuickSearch::cancelled() {
    QList<Chip> many(10000, m_chips.first());
    std::atomic<int> asked = 0;
    const auto result =
        quickSearch(ChipRows::of(many), {}, {}, QStringLiteral("trainium"), 10, [&asked] {
            return ++asked > 1; // carry on at the first check, stop at the second
        });
    QVERIFY(!result);
}

QTEST_GUILESS_MAIN(TestQuickSearch)
#include "tst_quicksearch.moc"
