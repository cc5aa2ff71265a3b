#pragma once

// Copies of the test data the tests may change: a folder tree copied into a temporary folder,
// and a text replaced in one of its files.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTest>

namespace testtree {

// Copies the tree `from` into `to` (made where missing).
inline void copyTree(const QString& from, const QString& to) {
    QDir().mkpath(to);
    const QDir source(from);
    for (const QString& name : source.entryList(QDir::Files))
        QVERIFY(QFile::copy(source.filePath(name), to + QLatin1Char('/') + name));
    for (const QString& name : source.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        copyTree(source.filePath(name), to + QLatin1Char('/') + name);
}

// Replaces every `before` in the file at `path` by `after`.
inline void replaceInFile(const QString& path, const QByteArray& before, const QByteArray& after) {
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    QByteArray data = file.readAll();
    file.close();
    QVERIFY2(data.contains(before), before.constData());
    data.replace(before, after);
    QVERIFY2(file.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    QVERIFY(file.write(data) == data.size());
}

} // namespace testtree
